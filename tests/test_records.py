"""The records database: where it lives, every stored game replayed to its scores, the
day's result and practice, streaks and stars, what is recorded and what is reported, not
raised (the days' deals and challenges: test_daily_challenges.py; the statistics:
test_records_stats.py; the schema and faults: test_records_faults.py). No screen here."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import subprocess
import sys

import pytest
from recorded_games import DAY, ROOT, bot_game, real_games

from game import RULES, dealcode
from game.daily import CHALLENGES, daily_seed, star_met
from scenes.services import records as records_module
from scenes.services.records import Records, day_streak, worth_recording
from scenes.services.session import Seat, Session, parse_seats
from scenes.services.stats import replay_moves

# --- records ----------------------------------------------------------------------------------

def test_records_live_in_the_data_folder_and_survive_a_restart(home):
    games = real_games()
    with Records.open() as records:
        assert records.path == str(home / "records.sqlite3")
        ids = [records.record_game(**g).id for g in games]
        assert records.count() == len(games)
    assert os.path.exists(home / "records.sqlite3")
    with Records.open() as again:
        assert again.problem == ""
        assert again.count() == len(games)
        listed = again.games()
        assert [g["id"] for g in listed] == ids[::-1]          # newest first
        assert [g["id"] for g in again.games(limit=2, offset=1)] == ids[::-1][1:3]
        assert [g["id"] for g in again.games("fossil")] == ids[3:5][::-1]
        for g, gid in zip(games, ids):
            stored = again.game(gid)
            assert stored["moves"] == g["moves"] and stored["scores"] == g["scores"]
            assert stored["seats"][0]["name"] == g["seats"][0].name
            deal = dealcode.decode(stored["deal_code"])
            assert deal[:2] == (g["game"], g["seed"]) and deal.players == len(g["seats"])
            assert deal.options == {**deal.options, **(g.get("options") or {})}
        assert again.game(99999) is None
        mode = sqlite3.connect(again.path).execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal"


def played_out(g: dict):
    """The end of a game as it was played: its own moves applied to its deal, one by one."""
    rules = RULES[g["game"]]
    state = rules.new_game(len(g["seats"]), g["seed"], g.get("options"))
    for entry in g["moves"]:
        state, _ = rules.apply(state, entry["seat"], rules.move_from_dict(entry["move"]))
    return state


def test_every_stored_game_replays_to_its_stored_scores(db):
    games = real_games()
    for g in games:
        db.record_game(**g)
    stored = [db.game(s["id"]) for s in db.games(limit=100)]
    assert len(stored) == len(games)
    for record in stored:
        g = games[record["id"] - 1]                      # ids count from 1 in order
        rules = RULES[record["game"]]
        replay = replay_moves(record, rules)
        assert list(replay.scores()) == record["scores"] == g["scores"]
        assert len(replay.states) == len(record["moves"]) + 1 == len(replay.events) + 1
        assert replay.states[0] == rules.new_game(record["players"], record["seed"],
                                                  record["options"])
        # What the stored game replays to is the very game that was played.
        assert record["moves"] == g["moves"] and replay.states[-1] == played_out(g)
        assert list(replay_moves(record).scores()) == record["scores"]   # the viewer's
        assert Session.from_record(record).state == played_out(g)


def test_the_first_finished_attempt_of_the_day_counts_and_later_ones_are_practice(db):
    garbo = bot_game("garbo", ["easy", "hard"], daily_seed("garbo", DAY))
    first = db.record_game(**garbo, challenge_date=DAY)
    second = db.record_game(**garbo, challenge_date=DAY)
    other_day = db.record_game(**garbo, challenge_date=DAY + dt.timedelta(days=1))
    plain = db.record_game(**garbo)
    assert (first.daily, first.practice) == (True, False)
    assert (second.daily, second.practice) == (False, True)
    assert (other_day.daily, plain.daily, plain.practice) == (True, False, False)
    day = db.daily_result("garbo", DAY)
    assert day["id"] == first.id and day["daily"]
    margin = garbo["scores"][0] - garbo["scores"][1]
    assert day["result"]["value"] == margin
    assert db.daily_result("garbo", DAY - dt.timedelta(days=1)) is None
    assert db.attempts("garbo", DAY) == 2
    with pytest.raises(sqlite3.IntegrityError):          # the database itself keeps one
        with sqlite3.connect(db.path) as raw:
            raw.execute("UPDATE games SET counts = 1 WHERE id = ?", (second.id,))


def test_streaks_count_days_in_a_row_with_a_result(db):
    def play(day):
        db.record_game("petroglyph", [Seat("human", "You")], [22], [], seed=1,
                       challenge_date=day)
    for offset in (0, 1, 2, 4, 5, 5, 9, 10, 11, 12):
        play(DAY + dt.timedelta(days=offset))
    assert db.streak("petroglyph", DAY + dt.timedelta(days=12)) == (4, 4)
    assert db.streak("petroglyph", DAY + dt.timedelta(days=13)) == (4, 4)   # alive today
    assert db.streak("petroglyph", DAY + dt.timedelta(days=14)) == (0, 4)
    assert db.streak("fossil", DAY) == (0, 0)
    assert day_streak([DAY, DAY + dt.timedelta(days=1)], DAY + dt.timedelta(days=1)) == (2, 2)
    assert day_streak([DAY], "2025-03-02") == (1, 1)


def test_stars_are_earned_once_and_match_the_plain_statement(db):
    you = Seat("human", "You")
    assert [s.earned for s in db.stars("petroglyph")] == [False] * 4
    got = db.record_game("petroglyph", [you], [27], [], seed=1)
    assert got.new_stars == (CHALLENGES["petroglyph"].stars[0].need,
                             CHALLENGES["petroglyph"].stars[1].need)
    assert db.record_game("petroglyph", [you], [26], [], seed=2).new_stars == ()
    # two players: not solitaire, so no band star
    assert db.record_game("petroglyph", [you, Seat("bot", "B", "easy")], [40, 3], [],
                          seed=3).new_stars == ()
    assert [s.earned for s in db.stars("petroglyph")] == [True, True, False, False]
    first = db.stars("petroglyph")[0]
    assert (first.game_id, first.name) == (got.id, "You")

    hard = [Seat("bot", f"B{i}", "hard") for i in range(3)]
    tables = [
        ("fossil", [you, *hard], [190, 150, 120, 100], None),   # all four stars
        ("fossil", [you, *hard[:2], Seat("bot", "E", "easy")], [100, 90, 80, 70], None),
        ("fossil", [you, *hard], [100, 100, 90, 80], None),     # a shared top: no win
        ("fossil", [you, *hard[:2]], [100, 90, 80], None),      # two bots: too few
        ("garbo", [you, Seat("bot", "M", "medium")], [260, 200], None),
        ("garbo", [Seat("bot", "M", "medium"), you], [200, 260], None),
        ("ligretto", [you, *hard], [25, 3, 2, 1], None),        # a game, not the challenge
        ("ligretto", [you, *hard], [25, 3, 2, 1], DAY),
    ]
    for game, seats, scores, day in tables:
        db.record_game(game, seats, scores, [], seed=5, challenge_date=day)
    expected = {}
    for game, seats, scores, day in tables:
        person = next(i for i, s in enumerate(seats) if not s.is_bot)
        met = [star_met(star, seats, scores, person, day is not None)
               for star in CHALLENGES[game].stars]
        expected[game] = [a or b for a, b in zip(expected.get(game, [False] * 4), met)]
    for game in expected:
        assert [s.earned for s in db.stars(game)] == expected[game], game
    assert expected == {"fossil": [True] * 4, "garbo": [True, True, False, False],
                        "ligretto": [True] * 4}
    assert [s.earned for s in db.stars("fossil", name="Nobody")] == [False] * 4


def test_a_game_played_with_a_hint_earns_no_star_beyond_the_first(db):
    you, hard = Seat("human", "You"), Seat("bot", "H", "hard")
    helped = db.record_game("garbo", [you, hard], [260, 200], [], seed=1, hints={0: 2})
    garbo = CHALLENGES["garbo"].stars
    assert helped.new_stars == (garbo[0].need,)
    assert [s.earned for s in db.stars("garbo")] == [True, False, False, False]
    raw = sqlite3.connect(db.path)
    assert raw.execute("SELECT seat, hints FROM seats ORDER BY seat").fetchall() == [(0, 2),
                                                                                   (1, 0)]
    raw.close()
    alone = db.record_game("garbo", [you, hard], [260, 200], [], seed=1)
    assert alone.new_stars == (garbo[1].need, garbo[2].need, garbo[3].need)


def test_bots_only_games_are_recorded_only_when_asked():
    bots = [Seat("bot", "A", "easy"), Seat("bot", "B", "hard")]
    assert not worth_recording(bots)
    assert worth_recording(bots, record_bots=True)
    assert worth_recording([Seat("human", "You"), *bots])


def test_a_session_is_recorded_as_it_ended(db):
    session = Session("garbo", parse_seats("human,bot:easy"), 4242, {"diagonals": "long"})
    bots = {0: RULES["garbo"].make_bot("easy", 0, 1)}
    try:
        while not session.is_over():
            seat = min(session.to_act())
            bot = bots.get(seat) or session.bots[seat]
            session.apply(seat, bot.choose(session.view(seat)))
    finally:
        session.close()
    got = db.record_session(session)
    stored = db.game(got.id)
    assert stored["deal_code"] == dealcode.encode("garbo", 4242, {"diagonals": "long"}, 2)
    again = Session.from_record(stored)
    assert again.state == session.state and again.moves == session.moves


def test_rows_edited_by_hand_are_reported_not_raised(db):
    db.record_game("petroglyph", [Seat("human", "You")], [30], [], seed=1)
    with sqlite3.connect(db.path) as raw:
        raw.execute("UPDATE games SET scores = 'not json'")
    assert db.games() == [] and db.game(1) is None
    assert db.problem == "Some of your records could not be read; they are not shown."


def test_bad_input_is_reported_not_raised(db):
    assert db.record_game("garbo", [{"kind": "alien", "name": "X"}], [1], [], seed=1) is None
    assert db.take_problem() == ("This game could not be recorded: a seat is a person or a "
                                 "bot, not {'kind': 'alien', 'name': 'X'}")
    assert db.record_game("garbo", [Seat("human", "A")], [1, 2], [], seed=1) is None
    assert db.record_game("garbo", [Seat("human", "A")], [1], [object()], seed=1) is None
    assert db.count() == 0 and db.waiting == 0



def test_records_module_has_no_pygame():
    code = ("import sys, scenes.services.records, scenes.services.stats, game.daily, "
            "game.dealcode; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"
    assert records_module.FILENAME == "records.sqlite3"

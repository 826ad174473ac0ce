"""The solo challenge's data layer: daily deals, challenges and stars, the records database
statistics and replays (the schema and faults: test_records_faults.py). No screen here."""

from __future__ import annotations

import datetime as dt
import functools
import json
import os
import sqlite3
import subprocess
import sys

import pytest

from game import RULES, dealcode
from game.daily import (
    CHALLENGES,
    LEVELS,
    challenge_deal,
    challenge_over,
    daily_seed,
    result,
    seat_spec,
    star_met,
)
from scenes.services import records as records_module
from scenes.services.records import Records, day_streak, worth_recording
from scenes.services.session import Seat, Session, parse_seats
from scenes.services.stats import replay_moves, stats, stats_json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DAY = dt.date(2025, 3, 1)


# --- real games, played by bots ---------------------------------------------------------------

def bot_game(game: str, levels, seed: int, people: int = 1, options=None) -> dict:
    """A finished game as record_game's arguments: the first `people` seats are persons
    (their moves made by bots here), the rest bots of the given levels."""
    rules = RULES[game]
    state = rules.new_game(len(levels), seed, options)
    bots = [rules.make_bot(level, i, seed * 31 + i) for i, level in enumerate(levels)]
    moves = []
    while not rules.is_over(state):
        seat = min(rules.to_act(state))
        move = bots[seat].choose(rules.view(state, seat))
        state, events = rules.apply(state, seat, move)
        for i, bot in enumerate(bots):
            bot.observe([e for e in events if "seats" not in e or i in e["seats"]])
        moves.append({"seat": seat, "move": rules.move_to_dict(move)})
    seats = [Seat("human", ["Ada", "Ben"][i]) if i < people else
             Seat("bot", f"Bot {i}", level) for i, level in enumerate(levels)]
    return {"game": game, "seats": seats, "scores": list(rules.scores(state)), "moves": moves,
            "seed": seed, "options": options}


def realtime_round(game: str, seed: int) -> dict:
    """A game in real time at its largest table, bots through its clock until its challenge
    would end (Ligretto: one round)."""
    from game.realtime import Clock
    rules = RULES[game]
    n = rules.max_players
    bots = {i: rules.make_bot("easy", i, seed * 31 + i) for i in range(n)}
    clock = Clock(rules, rules.new_game(n, seed), bots, seed)
    while not (challenge_over(game, rules, clock.state) if rules.challenge
               else rules.is_over(clock.state)):
        clock.advance(100)
    seats = [Seat("human", "Ada")] + [Seat("bot", f"Bot {i}", "hard") for i in range(1, n)]
    return {"game": game, "seats": seats, "scores": list(rules.scores(clock.state)),
            "moves": list(clock.moves), "seed": seed}


def ligretto_round(seed: int) -> dict:
    """One Ligretto round against three bots, through the real-time clock (the challenge)."""
    return realtime_round("ligretto", seed)


def finished_game(game: str, seed: int) -> dict:
    """A whole game of any registered game, by bots (the first seat's level easy, the next
    medium, then hard) at up to three seats; a game in real time by its clock."""
    rules = RULES[game]
    if rules.realtime:
        return realtime_round(game, seed)
    players = min(rules.max_players, max(rules.min_players, 3))
    return bot_game(game, ["easy", "medium", "hard"][:players], seed, people=0)


@functools.cache
def _real_games() -> tuple:
    games = [bot_game("petroglyph", ["hard"], 11),
             bot_game("petroglyph", ["easy", "medium", "hard"], 12),
             bot_game("petroglyph", ["easy"], 13, options={"solo_shuffle": "rows"}),
             bot_game("fossil", ["easy", "easy"], 14),
             bot_game("fossil", ["easy", "easy", "easy", "easy"], 15, people=2),
             bot_game("garbo", ["medium", "easy"], 16),
             bot_game("garbo", ["easy", "hard"], 17, options={"diagonals": "long"}),
             ligretto_round(18)]
    return tuple(games)


def real_games() -> list[dict]:
    """Real games played by bots (made once, copied for each test)."""
    return [dict(g) for g in _real_games()]


# --- the day's deal and the challenges --------------------------------------------------------

def test_the_days_deal_is_stable_and_differs_across_dates_and_games():
    names = sorted(set(RULES) | set(CHALLENGES))
    days = [DAY + dt.timedelta(days=k) for k in range(60)]
    seeds = {(g, d): daily_seed(g, d) for g in names for d in days}
    assert all(0 <= s < 2**31 for s in seeds.values())
    assert len(set(seeds.values())) == len(seeds)
    assert daily_seed("fossil", DAY) == daily_seed("fossil", dt.date(2025, 3, 1))
    # sha256, not hash(): the same number in every process, on every machine
    assert daily_seed("petroglyph", dt.date(2025, 1, 1)) == 793141060
    out = subprocess.run([sys.executable, "-c", "import datetime, game.daily as d; print(d."
                          "daily_seed('garbo', datetime.date(2025, 3, 1)))"],
                         cwd=ROOT, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONHASHSEED": "123"})
    assert int(out.stdout) == daily_seed("garbo", DAY)


@pytest.mark.parametrize("game", sorted(CHALLENGES))
def test_every_challenge_sets_a_table_the_game_accepts(game):
    ch = CHALLENGES[game]
    rules = RULES[game]
    seats = parse_seats(seat_spec(game))
    assert not seats[0].is_bot and all(s.is_bot for s in seats[1:])
    assert len(ch.stars) == 4 and all(s.need for s in ch.stars)
    assert ch.goal and ch.measure in ("score", "points", "margin", "round")
    assert rules.min_players <= len(seats) <= rules.max_players
    seed = daily_seed(game, DAY)
    rules.new_game(len(seats), seed, ch.options)
    code = dealcode.encode(game, seed, ch.options, len(seats))
    assert dealcode.decode(code)[:2] == (game, seed)
    deal = challenge_deal(game, DAY)
    assert deal.seed == daily_seed(game, DAY) and deal.players == len(seats)
    again = dealcode.playable(dealcode.encode(*deal))
    assert (again.game, again.seed, again.players) == (game, deal.seed, len(seats))
    assert rules.new_game(len(seats), deal.seed, again.options) == rules.new_game(
        len(seats), deal.seed, deal.options)
    Session(game, seats, deal.seed, deal.options).close()


def test_the_four_challenges_say_what_the_issue_asks():
    assert [s.min_score for s in CHALLENGES["petroglyph"].stars] == [20, 25, 30, 35]
    assert [s.need.split(":")[0] for s in CHALLENGES["petroglyph"].stars] == [
        "Good", "Great", "Excellent", "Amazing"]
    for game in [g for g, c in CHALLENGES.items() if len(c.seats) > 1]:   # against bots
        stars = CHALLENGES[game].stars
        assert [s.level for s in stars] == ["easy", "medium", "hard", "hard"]
        assert all(s.win for s in stars)
        assert stars[3].min_score or stars[3].min_margin
    assert seat_spec("fossil") == "human,bot:hard,bot:hard,bot:hard"
    assert seat_spec("garbo") == "human,bot:hard"
    assert CHALLENGES["ligretto"].ends == "round"


def test_results_are_measured_per_game():
    assert result("petroglyph", [31]).text == "31 points: Excellent"
    assert result("petroglyph", [12]).band is None
    assert result("fossil", [150, 160, 90, 80]).value == 150
    assert result("garbo", [240, 212]).text == "won by 28 points"
    assert result("garbo", [200, 212], seat=0).value == -12
    assert result("ligretto", [9, 12, -3, 4]).text == "9 points in the round"


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


# --- statistics -------------------------------------------------------------------------------

def fixture_games(db):
    """Five Garbo games and one Petroglyph solitaire, with their numbers worked out by hand
    in the test below."""
    ada, ben = Seat("human", "Ada"), Seat("human", "Ben")
    easy, medium, hard = (Seat("bot", "Bot", level) for level in LEVELS)
    for seats, scores, day in (
            ([ada, hard], [100, 80], "2025-03-01"),     # Ada wins against hard
            ([ada, easy], [50, 70], "2025-03-02"),      # Ada loses against easy
            ([ada, easy], [90, 60], "2025-03-02"),      # wins against easy; practice
            ([hard, ada], [90, 90], "2025-03-04"),      # a shared top: both win
            ([ben, medium], [10, 20], None)):           # Ben loses against medium
        db.record_game("garbo", seats, scores, [], seed=1, challenge_date=day)
    db.record_game("petroglyph", [ada], [26], [], seed=2)


def test_statistics_equal_the_numbers_worked_out_by_hand(db):
    fixture_games(db)
    got = stats(db, today=dt.date(2025, 3, 5))
    garbo = got["games"]["garbo"]
    assert garbo["played"] == 5
    assert garbo["players"]["Ada"] == {
        "kind": "human", "played": 4, "won": 3, "win_rate": 0.75,
        "vs": {"easy": {"played": 2, "won": 1, "win_rate": 0.5},
               "hard": {"played": 2, "won": 2, "win_rate": 1.0}},
        "best": 100, "mean": 82.5, "win_streak": {"current": 2, "best": 2},
        "day_streak": {"current": 1, "best": 2}, "last_scores": [100, 50, 90, 90],
        "last_won": [True, False, True, True]}
    assert garbo["players"]["hard bot"] == {
        "kind": "bot", "played": 2, "won": 1, "win_rate": 0.5, "vs": {}, "best": 90,
        "mean": 85.0, "win_streak": {"current": 1, "best": 1},
        "day_streak": {"current": 0, "best": 0}, "last_scores": [80, 90],
        "last_won": [False, True]}
    assert garbo["players"]["easy bot"]["win_streak"] == {"current": 0, "best": 1}
    assert garbo["players"]["Ben"]["vs"] == {"medium": {"played": 1, "won": 0, "win_rate": 0.0}}
    assert garbo["players"]["medium bot"]["won"] == 1
    assert [s["earned"] for s in garbo["stars"]] == [True, True, True, False]
    solo = got["games"]["petroglyph"]
    assert solo["players"]["Ada"]["best"] == 26
    assert [s["earned"] for s in solo["stars"]] == [True, True, False, False]
    assert stats(db, today=dt.date(2025, 3, 6))["games"]["garbo"]["players"]["Ada"][
        "day_streak"] == {"current": 0, "best": 2}
    only = stats(db, game="petroglyph")["games"]
    assert list(only) == ["petroglyph"]
    assert json.loads(stats_json(db, today=dt.date(2025, 3, 5))) == got


def test_statistics_of_an_empty_store(db):
    assert stats(db) == {"games": {}, "problem": ""}


def test_main_stats_prints_the_json_and_exits(db, capsys):
    import main
    fixture_games(db)
    assert main.main(["--stats"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["games"]["garbo"]["players"]["Ada"]["won"] == 3


def many_games(n: int) -> list[dict]:
    """n games of every kind of table, with a real move list each (the stored size)."""
    moves = bot_game("petroglyph", ["hard"], 3)["moves"]
    names = ["Ada", "Ben", "Cleo", "Dev"]
    out = []
    for k in range(n):
        game = ("petroglyph", "fossil", "garbo")[k % 3]
        person = Seat("human", names[k % 4])
        other = Seat("human", names[(k + 1) % 4])
        bots = [Seat("bot", f"B{i}", LEVELS[(k + i) % 3]) for i in range(3)]
        seats = {"petroglyph": [[person], [person, other, bots[0]]][k % 2],
                 "fossil": [[person, *bots], [person, other, *bots[:2]]][k % 2],
                 "garbo": [person, bots[0]]}[game]
        scores = [(k * 7 + i * 13) % 50 for i in range(len(seats))]
        day = DAY + dt.timedelta(days=k // 5)
        out.append({"game": game, "seats": seats, "scores": scores, "moves": moves,
                    "seed": k, "challenge_date": day if k % 5 == 0 else None,
                    "when": dt.datetime(2025, 1, 1) + dt.timedelta(minutes=k)})
    return out


def test_statistics_of_10000_games_add_up_and_more_games_are_still_recorded(db):
    # How long these take is make bench's budget (statistics, recording a game), not here.
    assert db.record_many(many_games(10_000)) == 10_000
    assert db.count() == 10_000
    got = stats(db)
    assert sum(g["played"] for g in got["games"].values()) == 10_000
    assert all(len(p["last_scores"]) <= 30 for g in got["games"].values()
               for p in g["players"].values())
    game = bot_game("fossil", ["easy"] * 4, 8)
    for k in range(20):
        assert db.record_game(**game, challenge_date=DAY + dt.timedelta(days=k)) is not None
    assert db.count() == 10_020


def test_records_module_has_no_pygame():
    code = ("import sys, scenes.services.records, scenes.services.stats, game.daily, "
            "game.dealcode; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"
    assert records_module.FILENAME == "records.sqlite3"

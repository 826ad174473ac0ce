"""The statistics read from the records: numbers worked out by hand, an empty store, the
command line's --stats, and ten thousand games (the records themselves: test_records.py)."""

from __future__ import annotations

import datetime as dt
import json

from recorded_games import DAY, bot_game, many_games

from game.daily import LEVELS
from scenes.services.session import Seat
from scenes.services.stats import stats, stats_json


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

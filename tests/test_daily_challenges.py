"""The solo challenge's days: each game's deal of the day (stable, one per day and game),
the challenges' tables and stars, and each game's result measured (the records that keep
them: test_records.py)."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys

import pytest
from recorded_games import DAY, ROOT

from game import RULES, dealcode
from game.daily import CHALLENGES, challenge_deal, daily_seed, result, seat_spec
from scenes.services.session import Session, parse_seats


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

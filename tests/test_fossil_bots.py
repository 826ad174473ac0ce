"""Fossil bots: the levels are ordered, hard decides quickly, choices replay exactly."""

import time

import pytest

from game import RULES

R = RULES["fossil"]


# Bot timings are CPU time (time.process_time): the budget is the bot's own work, and
# other processes on a busy machine (a parallel test worker) must not fail it.
def play(levels, seed, record=None):
    state = R.new_game(len(levels), seed)
    bots = [R.make_bot(level, i, seed) for i, level in enumerate(levels)]
    while not R.is_over(state):
        (seat,) = R.to_act(state)
        start = time.process_time()
        move = bots[seat].choose(R.view(state, seat))
        if record is not None and levels[seat] == "hard":
            record.append(time.process_time() - start)
        state, events = R.apply(state, seat, move)
        for bot in bots:
            bot.observe(events)
    return R.scores(state)


def share(levels, games, first=0) -> float:
    """The first level's share of wins, seats rotated, a shared win split."""
    won = 0.0
    for g in range(games):
        rot = g % len(levels)
        order = levels[rot:] + levels[:rot]
        scores = play(order, 500 + first + g)
        best = [i for i, v in enumerate(scores) if v == max(scores)]
        won += sum(1 / len(best) for i in best if (i + rot) % len(levels) == 0)
    return won / games


def test_medium_beats_easy():
    assert share(["medium", "easy", "easy", "easy"], 12) > 0.5   # par is a quarter


def test_hard_beats_three_medium_bots():
    # Bots are deterministic for their seeds, so this is a fixed set of games, not luck.
    assert share(["hard", "medium", "medium", "medium"], 12) >= 0.4   # par is a quarter


def test_hard_decides_within_budget():
    times: list[float] = []
    play(["hard", "medium", "hard", "medium"], 3, record=times)
    play(["hard", "easy", "medium", "hard", "medium", "easy"], 4, record=times)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    assert p95 < 0.25, f"hard p95 {p95 * 1000:.1f} ms"


def test_same_seed_same_game():
    assert play(["hard", "medium", "easy"], 9) == play(["hard", "medium", "easy"], 9)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        R.make_bot("genius", 0, 1)

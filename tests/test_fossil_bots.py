"""Fossil bots: the levels are ordered, hard plays whole games, choices replay exactly
(how quickly hard decides is make bench's budget)."""

import pytest

from game import RULES

R = RULES["fossil"]


def play(levels, seed):
    state = R.new_game(len(levels), seed)
    bots = [R.make_bot(level, i, seed) for i, level in enumerate(levels)]
    while not R.is_over(state):
        (seat,) = R.to_act(state)
        move = bots[seat].choose(R.view(state, seat))
        assert move in R.legal_moves(state, seat)
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


def test_hard_plays_whole_games_at_four_and_six_seats():
    # How quickly hard decides is make bench's budget (hard p95), not a test's.
    assert len(play(["hard", "medium", "hard", "medium"], 3)) == 4
    assert len(play(["hard", "easy", "medium", "hard", "medium", "easy"], 4)) == 6


def test_same_seed_same_game():
    assert play(["hard", "medium", "easy"], 9) == play(["hard", "medium", "easy"], 9)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        R.make_bot("genius", 0, 1)


def test_bots_of_every_level_play_whole_games_legally():
    """Each level at one table, at two, four and six seats (play checks every move)."""
    for seed, players in ((1, 2), (2, 4), (3, 6)):
        play([("easy", "medium", "hard")[i % 3] for i in range(players)], seed)

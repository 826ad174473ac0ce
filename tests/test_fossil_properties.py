"""Fossil properties over random legal play (hypothesis), and the bots' legality."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import RULES
from game.core import replay, save_record

R = RULES["fossil"]
MAX_MOVES = 400   # a game takes at most 81 takes, swaps and skips between them

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def playout(seed, players, choice_seed):
    state = R.new_game(players, seed)
    rng = random.Random(choice_seed)
    moves = []
    for _ in range(MAX_MOVES):
        if R.is_over(state):
            return state, moves
        (seat,) = R.to_act(state)
        move = rng.choice(R.legal_moves(state, seat))
        new, events = R.apply(state, seat, move)
        yield_check(state, new, events)
        moves.append({"seat": seat, "move": R.move_to_dict(move)})
        state = new
    raise AssertionError("a random game did not end")


def yield_check(old, new, events):
    cards = 81 if new.players >= 4 else 56
    held = [c for c in new.board if c] + [c for h in new.holdings for c in h]
    assert len(held) + len(new.removed) + len(new.box) == cards
    assert len(set(held) | set(new.removed) | set(new.box)) == cards
    assert min(new.points) >= 0
    assert R.state_from_dict(json.loads(json.dumps(R.state_to_dict(new)))) == new
    view = R.view(new, 0)
    assert not set(R.state_to_dict(view)["box"]) - {"?"}
    json.dumps(events)


@SETTINGS
@given(seed=st.integers(0, 2**63 - 1), players=st.integers(2, 6),
       choice_seed=st.integers(0, 2**32))
def test_cards_are_conserved_points_stay_whole_and_seed_plus_moves_replay(
        seed, players, choice_seed):
    state, moves = playout(seed, players, choice_seed)
    record = save_record("fossil", players, [{}] * players, seed, {}, moves)
    assert replay(R, json.loads(json.dumps(record))) == state
    assert R.scores(state) == state.points
    assert all(c is None for c in state.board)


def test_bots_of_every_level_play_whole_games_legally():
    for seed, players in ((1, 2), (2, 4), (3, 6)):
        state = R.new_game(players, seed)
        bots = [R.make_bot(("easy", "medium", "hard")[i % 3], i, seed) for i in range(players)]
        while not R.is_over(state):
            (seat,) = R.to_act(state)
            move = bots[seat].choose(R.view(state, seat))
            assert move in R.legal_moves(state, seat)
            state, events = R.apply(state, seat, move)
            for bot in bots:
                bot.observe(events)

"""Random whole games for the hypothesis properties of every game (turn-based ones)."""

from __future__ import annotations

import random

from hypothesis import strategies as st


def random_game(rules, state, data, limit: int, opening: int):
    """Yield (state, seat, move, new_state, events) until the game is over. The first
    `opening` choices are drawn by hypothesis (so a failure shrinks to a short game), the
    rest from a drawn seed. Returns the number of moves; a game still going after `limit`
    moves fails."""
    rng = random.Random(data.draw(st.integers(0, 2**32), label="choice seed"))
    for n in range(limit):
        if rules.is_over(state):
            return n
        (seat,) = rules.to_act(state)
        moves = rules.legal_moves(state, seat)
        assert moves, "a seat that must act always has a legal move"
        if n < opening:
            move = moves[data.draw(st.integers(0, len(moves) - 1), label=f"move {n}")]
        else:
            move = rng.choice(moves)
        new, events = rules.apply(state, seat, move)
        yield state, seat, move, new, events
        state = new
    assert rules.is_over(state), f"no end after {limit} moves"
    return limit

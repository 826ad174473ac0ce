"""Hints (issue 17, the rules' half): over random legal positions of every game, the hint
for the seat to act is one of its legal moves, computed from its view alone; in Fossil and
Garbo it is the hard bot's move for that view; its reason is a Phrase (English by str(),
translated where shown)."""

from __future__ import annotations

import random

import pytest

from game import RULES
from game.core import Phrase
from game.hints import HINT_SEED, hint

GAMES = [("petroglyph", 1), ("petroglyph", 3), ("fossil", 4), ("fossil", 2), ("garbo", 2),
         ("ligretto", 3)]


def positions(name: str, players: int, seed: int, count: int = 12):
    """Positions along a game of random legal moves: (state, seat to act)."""
    rules = RULES[name]
    rng = random.Random(seed)
    state = rules.new_game(players, seed)
    seen = 0
    for _ in range(4000):
        if rules.is_over(state) or seen >= count:
            return
        seat = rng.choice(sorted(rules.to_act(state)))
        moves = rules.legal_moves(state, seat)
        if not moves:
            continue
        if rng.random() < 0.3:
            seen += 1
            yield state, seat
        state, _ = rules.apply(state, seat, rng.choice(moves))


@pytest.mark.parametrize("name,players", GAMES, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_hint_is_a_legal_move_with_a_reason(name, players, seed):
    rules = RULES[name]
    for state, seat in positions(name, players, seed):
        view = rules.view(state, seat)
        given = hint(name, view, seat)
        assert given.move in rules.legal_moves(state, seat), (given, seat)
        assert isinstance(given.reason, Phrase) and str(given.reason)
        if name in ("fossil", "garbo"):
            assert given.move == rules.make_bot("hard", seat, HINT_SEED).choose(view)


def test_a_hint_reads_only_the_view():
    """Two states that differ only in what the seat cannot see get the same hint."""
    rules = RULES["petroglyph"]
    a = rules.new_game(2, 5)
    b = rules.new_game(2, 6)
    from dataclasses import replace
    b = replace(b, grid=tuple(reversed(a.grid)))   # the same cards, all face down
    va, vb = rules.view(a, 0), rules.view(b, 0)
    assert va.grid == vb.grid
    assert hint("petroglyph", va, 0).move == hint("petroglyph", vb, 0).move


def test_garbo_says_what_a_place_gives_away():
    rules = RULES["garbo"]
    state = rules.new_game(2, 3)
    seat = min(rules.to_act(state))
    given = hint("garbo", rules.view(state, seat), seat)
    assert str(given.reason) == "This place gives away nothing."   # the first card: no match

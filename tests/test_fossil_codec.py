"""Fossil's notation: moves in ARCHITECTURE.md's notation, states of every phase round-trip
(views too), and malformed or impossible states are refused."""

import json
from dataclasses import replace

import pytest
from test_fossil_rules import R, table

from game.fossil.cards import (
    DECK,
    FOSSILS,
    fossil_of,
    sort_holding,
)
from game.fossil.rules import (
    NoSwap,
    PlaceStones,
    Stone,
    Swap,
)

# --- notation and saved states -----------------------------------------------------------------

def test_moves_are_written_in_the_notation_of_architecture_md():
    pairs = [(PlaceStones(((0, 0), (8, 8))), {"move": "place_stones", "cells": [[0, 0], [8, 8]]}),
             (Stone(1, (2, 3)), {"move": "stone", "stone": 1, "to": [2, 3]}),
             (Swap("fish-1-1", "leaf-1-2"), {"move": "swap", "give": "fish-1-1",
                                             "take": "leaf-1-2"}),
             (NoSwap(), {"move": "no_swap"})]
    for move, d in pairs:
        assert R.move_to_dict(move) == d and R.move_from_dict(d) == move
    for bad in ({"move": "stone", "stone": 2, "to": [0, 0]}, {"move": "stone", "stone": 0},
                {"move": "swap", "give": "fish-9-9", "take": "leaf-1-1"},
                {"move": "place_stones", "cells": [[0, 0]]}, {"move": "fly"}, {"move": 3},
                {"move": "no_swap", "extra": 1}, {"move": "stone", "stone": True, "to": [0, 0]},
                {"move": "swap", "give": {"a": 1}, "take": ["x"]}, [], "no_swap", None):
        with pytest.raises(ValueError):
            R.move_from_dict(bad)


def states_of_every_phase():
    place = R.new_game(3, 8)
    move = table()
    swap, _ = R.apply(table(cards={(0, 1): "fish-1-1", (4, 8): "leaf-1-1"},
                            holdings=((), ("leaf-1-2",), (), ())), 0, Stone(0, (0, 1)))
    over = table(cards={(0, 3): "fish-1-1"}, stones=((0, 0), (4, 4)))
    over, _ = R.apply(over, 0, Stone(0, (0, 3)))
    return place, move, swap, over


def whole(state):
    """A constructed position made whole for the codec, as a real game would have it: the
    cleared cards of fossils still in play go to the last seat; the others were scored."""
    board = {c for c in state.board if c}
    held = {c for h in state.holdings for c in h}
    live = {fossil_of(c) for c in board | held}
    gone = set(DECK) - board - held - set(state.removed)
    extra = tuple(c for c in gone if fossil_of(c) in live)
    out = tuple(sorted(c for c in gone if fossil_of(c) not in live))
    done = {f for f, _ in state.history}
    history = tuple((f, (0,) * state.players) for f in FOSSILS
                    if f not in live and f not in done) + state.history
    holdings = state.holdings[:-1] + (sort_holding(state.holdings[-1] + extra),)
    return replace(state, holdings=holdings, removed=state.removed + out, history=history)


def test_states_of_every_phase_round_trip_and_views_load_too():
    for s in states_of_every_phase():
        s = whole(s) if s.players == 4 else s
        d = json.loads(json.dumps(R.state_to_dict(s)))
        assert R.state_from_dict(d) == s and R.state_to_dict(R.state_from_dict(d)) == d
        view = R.view(s, 0)
        assert R.state_from_dict(R.state_to_dict(view)) == view


def base_dict():
    """A whole mid-game state as a dict: seat 0 to move, a fish and a leaf on the board."""
    return R.state_to_dict(whole(table(cards={(0, 1): "fish-1-1", (4, 0): "leaf-1-1"},
                                       holdings=(("leaf-2-1",), ("fish-2-1",), (), ()))))


def spoil(d, path, value):
    d = json.loads(json.dumps(d))
    node = d
    for step in path[:-1]:
        node = node[step]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return d


@pytest.mark.parametrize("path, value", [
    (("points", 0), -1), (("points", 0), True), (("points", 0), 1.5), (("points",), [30]),
    (("points",), 30), (("stones", 0), [0, 9]), (("stones", 1), [0, 0]), (("stones",), [[0, 0]]),
    (("points", 0), 0), (("board", 2), "fish-1-1"), (("board", 2), "dragon-1-1"),
    (("board", 2), ["x"]), (("board", 1), None),
    (("board",), {"a": 1}), (("holdings", 0), "fish-1-1"), (("holdings", 0), [["x"]]),
    (("holdings",), [[]]), (("removed",), [{"a": [1, [2]]}]), (("removed", 0), 7),
    (("phase",), "dance"), (("phase",), "swap"), (("phase",), "place"), (("phase",), "over"),
    (("pending",), "fish"), (("pending",), ["fish"]), (("current",), 4), (("current",), "0"),
    (("players",), 5), (("players",), True), (("size",), 7), (("box",), ["?"]),
    (("history",), [["fish", [0, 0, 0, 0]], ["fish", [0, 0, 0, 0]]]), (("history", 0), "fish"),
    (("history", 0, 1), [0]), (("rng",), None), (("options",), {}),
    (("options",), {"removed_fossils": " trilobite,horseshoe"}), (("options",), []),
    (("game",), "garbo"), (("extra",), 1), (("board",), KeyError), (("rng",), KeyError),
])
def test_impossible_or_malformed_states_are_refused_with_value_error(path, value):
    d = base_dict()
    assert R.state_from_dict(d)                     # the unspoiled state loads
    with pytest.raises(ValueError):
        R.state_from_dict(spoil(d, path, value))


def test_a_view_of_a_small_table_must_hide_its_whole_box_or_none_of_it():
    s = R.new_game(2, 3)
    d = R.state_to_dict(R.view(s, 0))
    assert R.state_from_dict(d).box == ("?",) * 7
    with pytest.raises(ValueError):
        R.state_from_dict(spoil(d, ("box", 0), s.box[0]))       # half seen
    with pytest.raises(ValueError):
        R.state_from_dict(spoil(d, ("board", 0), None))          # a card vanished
    assert R.state_from_dict(R.state_to_dict(s)) == s


def test_holdings_are_kept_in_scoring_order_and_a_save_must_keep_them_so():
    d = base_dict()
    held = d["holdings"][3]
    assert len(held) > 1 and tuple(held) == sort_holding(held)
    with pytest.raises(ValueError, match="scoring order"):
        R.state_from_dict(spoil(d, ("holdings", 3), held[::-1]))

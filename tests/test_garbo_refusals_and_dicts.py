"""Garbo: illegal moves refused with words and changing nothing, views, and moves and
states as dicts (what state_from_dict refuses). Positions: tests/garbo_deals.py."""

import json

import pytest
from garbo_deals import (
    game,
    level_one,
    level_two,
    play,
)

from game import IllegalMove
from game.garbo import RULES as R
from game.garbo.rules import Play

# --- refusals ------------------------------------------------------------------------------

def test_illegal_moves_change_nothing_and_say_why():
    s, _ = level_one(game(), 4)                       # row 0 is laid; seat 0 holds 9D, 7H
    before = R.state_to_dict(s)
    for seat, move, why in (
            (1, Play("9D", (1, 0)), "^It is not your turn.$"),
            (0, Play("8S", (1, 0)), "^That card is not in your hand.$"),
            (0, Play("XX", (1, 0)), "^There is no such card.$"),
            (0, Play("9D", (2, 0)), "^That cell is not next to a card.$"),
            (0, Play("9D", (1, -1)), "^That cell is not next to a card.$"),
            (0, Play("9D", (0, 2)), "^That cell already holds a card.$"),
            (0, Play("9D", (0, -1)), "^The layout must fit in a 4x4 square.$"),
            (0, Play("9D", (0, 4)), "^The layout must fit in a 4x4 square.$"),
            (0, Play("9D", ("a", 0)), "^There is no such cell.$"),
            (0, Play("9D", (True, 0)), "^There is no such cell.$"),
            (0, Play("9D", [1, 0]), "^There is no such cell.$"),
            (0, "9D", "^Play a card from your hand onto the table.$"),
            (5, Play("9D", (1, 0)), "^It is not your turn.$")):
        with pytest.raises(IllegalMove, match=why):
            R.apply(s, seat, move)
    assert R.state_to_dict(s) == before and isinstance(IllegalMove("x"), ValueError)


def test_views_hide_the_other_hand_and_the_stock_and_keep_their_sizes():
    s, _ = level_one(game(), 9)
    secret = set(s.stock)
    for seat in (None, 0, 1):
        v = R.view(s, seat)
        assert v.table == s.table and v.points == s.points and v.rng == 0
        assert v.stock == ("?",) * len(s.stock) == ("?",) * 16
        for other in (0, 1):
            shown = s.hands[other] if other == seat else ("?",) * len(s.hands[other])
            assert v.hands[other] == shown
        text = json.dumps(R.state_to_dict(v))
        hidden = secret | {c for o in (0, 1) if o != seat for c in s.hands[o]}
        assert not any(f'"{c}"' in text for c in hidden)
        assert R.state_from_dict(json.loads(text)) == v
        if seat is not None:                          # a seat can find its moves in a view
            assert R.legal_moves(v, seat) == R.legal_moves(s, seat)


# --- dicts ---------------------------------------------------------------------------------

def test_moves_as_dicts():
    assert R.move_to_dict(Play("10H", (-1, 2))) == {"move": "play", "card": "10H",
                                                    "cell": [-1, 2]}
    assert R.move_from_dict({"move": "play", "card": "QS", "cell": [0, 0]}) == Play(
        "QS", (0, 0))
    for bad in ({"move": "play", "card": "1S", "cell": [0, 0]},
                {"move": "play", "card": "?", "cell": [0, 0]},
                {"move": "play", "card": "QS", "cell": [0]},
                {"move": "play", "card": "QS", "cell": [0, 0], "seat": 1},
                {"move": "play", "card": "QS"}, {"move": "flip", "cell": [0, 0]},
                {"card": "QS", "cell": [0, 0]}, ["play"], None):
        with pytest.raises(ValueError):
            R.move_from_dict(bad)
    with pytest.raises(ValueError):
        R.move_to_dict("QS")


def test_states_as_dicts_and_what_state_from_dict_refuses():
    s, _ = play(level_two(), ("7C", (0, 0)))
    d = json.loads(json.dumps(R.state_to_dict(s)))
    assert R.state_from_dict(d) == s
    assert d["table"][0] == {"cell": [0, 0], "up": "7C", "down": "7S"}
    assert d["last"] == 0 and d["level"] == 2 and d["options"] == {"diagonals": "all"}

    def spoiled(**changes):
        bad = json.loads(json.dumps(d))
        bad.update(changes)
        return bad

    hands, table = d["hands"], d["table"]
    for bad in (spoiled(hands=[["?"] * 8, hands[1]]),             # "?" in a full state
                spoiled(hands=[hands[0], hands[1] + ["7C"]]),       # a card twice
                spoiled(hands=[hands[0][1:], hands[1]]),            # a card missing
                spoiled(hands=[hands[0][::-1], hands[1]]),          # not sorted
                spoiled(table=table[1:]),                           # 15 cells in Level Two
                spoiled(table=table[::-1]),                         # not in reading order
                spoiled(table=[{**table[0], "cell": [4, 0]}] + table[1:]),
                spoiled(table=[{**table[0], "up": None}] + table[1:]),
                spoiled(current=0), spoiled(last=1), spoiled(last=None), spoiled(level=1),
                spoiled(level=3), spoiled(points=[0, -1]), spoiled(points=[0, True]),
                spoiled(options={}), spoiled(options={"diagonals": "short"}),
                spoiled(stock=["7C"]), spoiled(game="fossil"), spoiled(extra=1),
                {k: v for k, v in d.items() if k != "last"}):
        with pytest.raises(ValueError):
            R.state_from_dict(bad)


def test_a_level_one_table_must_grow_from_0_0_beside_cards_within_4x4():
    s, _ = level_one(game(), 6)                 # row 0, then (1, 0) and (1, 1)
    d = R.state_to_dict(s)
    assert R.state_from_dict(d) == s

    def moved(i, cell):
        bad = json.loads(json.dumps(d))
        bad["table"][i]["cell"] = cell
        bad["table"].sort(key=lambda p: p["cell"])
        return bad

    assert R.state_from_dict(moved(5, [-1, 3])) != s          # another legal layout
    for bad in (moved(5, [3, 3]), moved(5, [2, 1]),            # not beside any card
                moved(0, [-1, 0]),                             # no card at [0, 0]
                moved(4, [0, 4]),                              # five columns
                moved(5, [1, 0])):                             # a cell twice
        with pytest.raises(ValueError):
            R.state_from_dict(bad)

"""Garbo, seeds/garbo.md (with its "Our rulings"): the cards, the deal, and where a
card may go in Level One. Positions: tests/garbo_deals.py."""


import pytest
from garbo_deals import (
    CELLS,
    deck,
    game,
    level_one,
    play,
)

from game import IllegalMove
from game.garbo import RULES as R
from game.garbo.cards import DECK, RANK_VALUE, SUIT_VALUE, sort_hand
from game.garbo.rules import Pile, Play, open_cells, square

# --- the cards and the deal ---------------------------------------------------------------

def test_32_cards_with_the_ruled_values():
    assert len(DECK) == 32 == len(set(DECK)) and DECK[0] == "7S" and DECK[-1] == "AD"
    assert "10H" in DECK and "QS" in DECK
    assert RANK_VALUE == {"J": 1, "K": 2, "7": 3, "8": 4, "9": 5, "10": 6, "A": 7, "Q": 8}
    assert SUIT_VALUE == {"S": 9, "H": 10, "C": 11, "D": 12}


def test_the_deck_is_dealt_from_the_front_four_each_and_seat_0_plays_first():
    d = deck()
    s = R.new_game(2, 3, deck=d)
    assert s.hands == (sort_hand(d[:4]), sort_hand(d[4:8])) and s.stock == tuple(d[8:])
    assert s.hands[0] == ("7S", "7H", "9C", "9D")            # sorted by suit, then rank
    assert R.to_act(s) == {0} and s.level == 1 and s.last is None and s.points == (0, 0)
    assert R.legal_moves(s, 1) == ()


def test_without_a_deck_the_seed_shuffles():
    a, b, c = R.new_game(2, 5), R.new_game(2, 5), R.new_game(2, 6)
    assert a == b and a != c
    assert sorted(a.hands[0] + a.hands[1] + a.stock) == sorted(DECK)
    for bad in (dict(players=3), dict(players=1), dict(deck=DECK[:-1]),
                dict(deck=DECK[:-1] + DECK[:1]), dict(options={"diagonals": "short"}),
                dict(options={"jokers": True}), dict(options="long")):
        args = dict(players=2, seed=1) | bad
        with pytest.raises(ValueError):
            R.new_game(args.pop("players"), args.pop("seed"), **args)
    assert R.new_game(2, 1).options == (("diagonals", "all"),)
    assert R.new_game(2, 1, {"diagonals": "long"}).option == {"diagonals": "long"}


# --- Level One: where a card may go ----------------------------------------------------------

def test_the_first_card_defines_cell_0_0():
    s = game()
    assert {m.cell for m in R.legal_moves(s, 0)} == {(0, 0)}
    assert len(R.legal_moves(s, 0)) == 4
    with pytest.raises(IllegalMove, match="first card goes to \\[0, 0\\]"):
        R.apply(s, 0, Play("7S", (2, 1)))
    s, events = R.apply(s, 0, Play("7S", (0, 0)))
    assert events == [{"type": "play", "seat": 0, "card": "7S", "cell": [0, 0], "covers": None,
                       "points": 0, "matches": []},
                      {"type": "turn", "seat": 1}]
    assert s.table == (Pile((0, 0), "7S"),) and s.last == 0 and R.to_act(s) == {1}


def test_later_cards_go_on_an_empty_cell_beside_a_card():
    s, _ = level_one(game(), 1)
    assert open_cells(s) == ((-1, 0), (0, -1), (0, 1), (1, 0))
    with pytest.raises(IllegalMove, match="^That cell is not next to a card.$"):
        R.apply(s, 1, Play("8H", (1, 1)))                  # diagonally is not beside
    with pytest.raises(IllegalMove, match="not next to a card"):
        R.apply(s, 1, Play("8H", (0, 2)))
    with pytest.raises(IllegalMove, match="already holds a card"):
        R.apply(s, 1, Play("8H", (0, 0)))
    s, _ = play(s, ("8H", (-1, 0)))                        # above the first card
    assert s.cells() == ((-1, 0), (0, 0))


def test_the_layout_must_fit_a_4x4_square_with_negative_cells_too():
    s, _ = play(game(), ("7S", (0, 0)), ("8H", (0, -1)), ("9C", (0, -2)), ("10D", (0, -3)))
    assert (0, 1) not in open_cells(s) and (0, -4) not in open_cells(s)
    with pytest.raises(IllegalMove, match="^The layout must fit in a 4x4 square.$"):
        R.apply(s, 0, Play("9D", (0, 1)))
    s, _ = play(s, ("9D", (-1, -3)), ("10C", (-2, -3)), ("7H", (-3, -3)))
    # Four rows and four columns are taken: the square is fixed, only cells inside it open.
    assert square(s.cells()) == (-3, -3)
    assert open_cells(s) == ((-3, -2), (-2, -2), (-1, -2), (-1, -1), (-1, 0))
    with pytest.raises(IllegalMove, match="4x4"):
        R.apply(s, 1, Play("8S", (-4, -3)))


def test_the_sixteenth_card_fills_the_square_and_ends_level_one():
    s, _ = level_one(game())
    assert sorted(s.cells()) == sorted(CELLS) and s.level == 2

"""Fossil: a test for every rule and ruling of seeds/fossil.md (with its "Our
rulings"). Positions are set up with the `deck` argument (cards row by row) and, for late
positions, by clearing the board down to the few cards a test needs (`table`). Scoring a
fossil: test_fossil_scoring.py; the notation: test_fossil_codec.py."""

import json
from dataclasses import replace

import pytest

from game import RULES, IllegalMove
from game.fossil.cards import (
    DECK,
    FOSSIL_NAMES,
    FOSSILS,
    fossil_of,
    holding_value,
    small_deck,
    sort_holding,
    value_of,
)
from game.fossil.rules import (
    NoSwap,
    PlaceStones,
    Stone,
    Swap,
    cheapest_move,
    completes,
    final_points,
    move_cost,
    reach,
    swap_options,
)

R = RULES["fossil"]
SMALL = small_deck(("trilobite", "horseshoe"))


def deck_for(players):
    return DECK if players >= 4 else SMALL


def table(players=4, cards=None, stones=((0, 0), (8, 8)), holdings=None, **changes):
    """A game past the placing of the stones. `cards` ({cell: id}) leaves only those cards
    on the board (the rest are simply gone); `holdings` per seat; other fields as given."""
    s = R.new_game(players, 1, deck=deck_for(players))
    s, _ = R.apply(s, players - 1, PlaceStones(stones))
    if cards is not None:
        board = [None] * len(s.board)
        for cell, card in cards.items():
            board[s.index(cell)] = card
        s = replace(s, board=tuple(board))
    if holdings is not None:
        s = replace(s, holdings=tuple(sort_holding(h) for h in holdings))
    return replace(s, **changes)


def kinds(events):
    return [e["type"] for e in events]


def scored(events):
    return [e for e in events if e["type"] == "fossil_scored"]


# --- the cards -----------------------------------------------------------------------------

def test_nine_fossils_of_nine_cards_one_three_two_twos_six_ones():
    assert len(DECK) == 81 == len(set(DECK))
    assert DECK[:9] == ("ammonite-3-1", "ammonite-2-1", "ammonite-2-2", "ammonite-1-1",
                        "ammonite-1-2", "ammonite-1-3", "ammonite-1-4", "ammonite-1-5",
                        "ammonite-1-6")
    assert [fossil_of(c) for c in DECK[::9]] == list(FOSSILS)
    for f in FOSSILS:
        assert sorted(value_of(c) for c in DECK if fossil_of(c) == f) == [1] * 6 + [2, 2, 3]
    assert FOSSILS[-2:] == ("trilobite", "horseshoe")
    assert FOSSIL_NAMES["brittlestar"] == "brittle star"
    assert FOSSIL_NAMES["horseshoe"] == "horseshoe crab"


def test_a_holding_is_worth_the_sum_of_its_values_times_the_number_of_cards():
    assert holding_value(["leaf-2-1", "leaf-2-2", "leaf-1-1"]) == (2 + 2 + 1) * 3 == 15
    assert holding_value([]) == 0
    assert sort_holding(["fish-1-1", "ammonite-1-1", "fish-3-1"]) == (
        "ammonite-1-1", "fish-3-1", "fish-1-1")


# --- setting up -------------------------------------------------------------------------

def test_four_to_six_players_lay_all_81_cards_on_a_9x9_board_row_by_row():
    deck = tuple(reversed(DECK))
    for players in (4, 5, 6):
        s = R.new_game(players, 3, deck=deck)
        assert s.size == 9 and s.board == deck and s.box == ()
        assert s.at((0, 0)) == deck[0] and s.at((1, 0)) == deck[9] and s.at((8, 8)) == deck[80]


def test_two_or_three_players_use_7x7_without_threes_or_two_fossils_and_box_seven():
    deck = tuple(reversed(SMALL))
    for players in (2, 3):
        s = R.new_game(players, 4, deck=deck)
        assert len(SMALL) == 56 and s.size == 7
        assert s.board == deck[:49] and s.box == deck[49:] and len(s.box) == 7
    assert not any(value_of(c) == 3 or fossil_of(c) in ("trilobite", "horseshoe")
                   for c in SMALL)
    shuffled = R.new_game(3, 9)
    assert sorted(shuffled.board + shuffled.box) == sorted(SMALL)


def test_the_boxed_cards_stay_unseen():
    s = R.new_game(2, 5)
    for seat in (None, 0, 1):
        view = R.view(s, seat)
        assert view.box == ("?",) * 7 and view.rng == 0
        assert view.board == s.board and view.holdings == s.holdings   # all else is public
        text = json.dumps(R.state_to_dict(view))
        assert not any(f'"{c}"' in text for c in s.box)
        assert R.state_from_dict(json.loads(text)) == view


def test_the_deck_argument_must_hold_exactly_the_cards_in_play():
    with pytest.raises(ValueError):
        R.new_game(3, 1, deck=DECK)                      # 81 cards for a 7x7 table
    with pytest.raises(ValueError):
        R.new_game(4, 1, deck=DECK[:-1])
    with pytest.raises(ValueError):
        R.new_game(4, 1, deck=DECK[:-1] + DECK[:1])      # a card twice
    with pytest.raises(ValueError):
        R.new_game(2, 1, {"removed_fossils": "fish,leaf"}, deck=SMALL)
    other = small_deck(("fish", "leaf"))
    assert R.new_game(2, 1, {"removed_fossils": "fish,leaf"}, deck=other).board == other[:49]


def test_the_two_left_out_fossils_are_an_option_checked_when_the_game_starts():
    s = R.new_game(3, 2)
    assert s.options == (("removed_fossils", "trilobite,horseshoe"),)
    s = R.new_game(2, 2, {"removed_fossils": "ammonite, sealily"})
    assert s.options == (("removed_fossils", "ammonite,sealily"),)
    assert not any(fossil_of(c) in ("ammonite", "sealily") for c in s.board + s.box)
    for bad in ("fish,fish", "fish", "fish,dragon", "fish,leaf,urchin", "", 3, ["fish", "leaf"]):
        with pytest.raises(ValueError):
            R.new_game(2, 2, {"removed_fossils": bad})
    with pytest.raises(ValueError, match="^unknown Fossil option 'board'$"):
        R.new_game(4, 2, {"board": "small"})
    with pytest.raises(ValueError):
        R.new_game(7, 2)


def test_everyone_starts_with_30_and_the_last_seat_places_the_stones():
    s = R.new_game(5, 2, deck=DECK)
    assert s.points == (30,) * 5 and s.phase == "place" and R.to_act(s) == {4}
    assert R.legal_moves(s, 0) == ()
    with pytest.raises(IllegalMove, match="not your turn"):
        R.apply(s, 0, PlaceStones(((1, 1), (4, 4))))
    s, events = R.apply(s, 4, PlaceStones(((1, 1), (4, 4))))
    assert events == [{"type": "stones_placed", "seat": 4, "cells": [[1, 1], [4, 4]]},
                      {"type": "turn", "seat": 0}]
    assert s.stones == ((1, 1), (4, 4)) and R.to_act(s) == {0}
    assert s.at((1, 1)) == DECK[10] and s.at((4, 4)) == DECK[40]   # the cards stay


def test_ruling_6_the_stones_go_on_two_different_squares_that_hold_cards():
    s = R.new_game(4, 2, deck=DECK)
    with pytest.raises(IllegalMove, match="^The two stones go on two different cards.$"):
        R.apply(s, 3, PlaceStones(((1, 1), (1, 1))))
    with pytest.raises(IllegalMove, match="holding a card"):
        R.apply(s, 3, PlaceStones(((1, 1), (9, 0))))
    holed = replace(s, board=(None,) + s.board[1:])
    assert PlaceStones(((0, 0), (1, 1))) not in R.legal_moves(holed, 3)
    with pytest.raises(IllegalMove, match="holding a card"):
        R.apply(holed, 3, PlaceStones(((0, 0), (1, 1))))
    assert len(R.legal_moves(s, 3)) == 81 * 80


# --- moving a stone ----------------------------------------------------------------------

def test_a_move_costs_one_per_card_passed_over_and_one_for_the_landing_card():
    s = table()
    s = replace(s, board=(s.board[:2] + (None,) + s.board[3:]))   # (0, 2) empty: free
    costs = {to: cost for to, _, cost in reach(s, 0)}
    assert costs[(0, 1)] == 1 and costs[(0, 3)] == 2 and costs[(0, 8)] == 7
    assert (0, 2) not in costs                   # a stone stops on a card
    assert costs[(3, 0)] == 3 and (1, 1) not in costs   # straight lines only
    assert move_cost(s, 0, (0, 3)) == 2 and move_cost(s, 0, (1, 1)) is None
    card = s.at((0, 3))
    s2, events = R.apply(s, 0, Stone(0, (0, 3)))
    assert events == [{"type": "stone_moved", "seat": 0, "stone": 0, "from": [0, 0],
                       "to": [0, 3], "path": [[0, 1], [0, 2], [0, 3]], "cost": 2,
                       "card": card, "points": 28},
                      {"type": "turn", "seat": 1}]
    assert s2.points == (28, 30, 30, 30) and s2.holdings[0] == (card,)
    assert s2.at((0, 3)) is None and s2.stones == ((0, 3), (8, 8))


def test_the_other_stone_can_be_neither_passed_over_nor_landed_on():
    s = table(stones=((0, 0), (0, 4)))
    targets = {to for to, _, _ in reach(s, 0)}
    assert (0, 3) in targets and not targets & {(0, 4), (0, 5), (0, 8)}
    with pytest.raises(IllegalMove, match="other stone is in the way"):
        R.apply(s, 0, Stone(0, (0, 6)))
    with pytest.raises(IllegalMove, match="cannot land on the other stone"):
        R.apply(s, 0, Stone(0, (0, 4)))


def test_a_move_must_be_paid_in_full():
    s = table(points=(3, 30, 30, 30))
    assert Stone(0, (0, 3)) in R.legal_moves(s, 0)
    assert move_cost(s, 0, (0, 4)) == 4 and Stone(0, (0, 4)) not in R.legal_moves(s, 0)
    with pytest.raises(IllegalMove, match="You have 3 points; that move costs 4."):
        R.apply(s, 0, Stone(0, (0, 4)))


def test_illegal_moves_change_nothing_and_say_why():
    s = table()
    before = R.state_to_dict(s)
    for move, why in ((Stone(0, (1, 1)), "straight line"), (Stone(0, (0, 0)), "already there"),
                      (Stone(2, (0, 1)), "no such square"), (Stone(0, (0, 9)), "no such square"),
                      (NoSwap(), "^There is no swap to decline: move one of the two stones.$"),
                      (PlaceStones(((0, 1), (0, 2))), "Move one of the two stones")):
        with pytest.raises(IllegalMove, match=why):
            R.apply(s, 0, move)
    with pytest.raises(IllegalMove, match="^It is not your turn.$"):
        R.apply(s, 2, Stone(0, (0, 1)))
    assert R.state_to_dict(s) == before
    gone = table(cards={(0, 1): "fish-1-1", (0, 3): "fish-1-2"})
    with pytest.raises(IllegalMove, match="end its move on a card"):
        R.apply(gone, 0, Stone(0, (0, 2)))


def test_the_card_under_a_stone_stays_and_is_taken_when_a_stone_lands_there_later():
    s = table(stones=((0, 0), (0, 2)))
    under = s.at((0, 0))
    assert under == DECK[0]
    s, _ = R.apply(s, 0, Stone(0, (1, 0)))       # stone 0 leaves its first square
    assert s.at((0, 0)) == under
    s, events = R.apply(s, 1, Stone(1, (0, 0)))  # passes over (0, 1), lands on (0, 0)
    assert events[0]["card"] == under and events[0]["cost"] == 2
    assert under in s.holdings[1] and s.at((0, 0)) is None


def test_a_card_under_a_stone_still_counts_as_on_the_board():
    cards = {(0, 0): "fish-1-1", (0, 3): "fish-1-2", (5, 0): "leaf-1-1", (5, 5): "leaf-1-2"}
    s = table(cards=cards, stones=((3, 3), (0, 0)))
    assert not completes(s, "fish-1-2")          # fish-1-1 lies under stone 1
    s, events = R.apply(s, 0, Stone(0, (0, 3)))
    assert not scored(events) and s.phase == "move"
    s, _ = R.apply(s, 1, Stone(1, (5, 0)))       # the fish under stone 1 comes free
    assert completes(s, "fish-1-1")
    s, events = R.apply(s, 2, Stone(0, (0, 0)))
    assert events[-1] == {"type": "swap_offer", "seat": 2, "fossil": "fish"}
    s, events = R.apply(s, 2, NoSwap())
    assert [e["fossil"] for e in scored(events)] == ["fish"]


# --- who moves -------------------------------------------------------------------------------

def test_a_seat_at_0_is_skipped_and_moves_again_on_its_next_turn_once_it_gains():
    cards = {(0, 2): "fish-3-1", (4, 0): "leaf-1-1", (4, 8): "leaf-1-2"}
    hands = ((), ("fish-1-1", "fish-1-2"), (), ())
    s = table(cards=cards, holdings=hands, points=(30, 0, 30, 30))
    skipped, events = R.apply(s, 0, Stone(0, (4, 0)))      # a leaf: nothing is scored
    assert events[1:] == [{"type": "skip", "seat": 1, "reason": "no points"},
                          {"type": "turn", "seat": 2}]
    assert R.to_act(skipped) == {2}
    # Now seat 0 completes the fish, whose leader is seat 1: seat 1 gains and plays next.
    s, events = R.apply(s, 0, Stone(0, (0, 2)))
    assert kinds(events) == ["stone_moved", "fossil_scored", "turn"]
    assert events[-1] == {"type": "turn", "seat": 1}
    assert s.points == (30 - 1 + 3, 0 + 4 + 2 + 2, 28, 28)
    assert R.to_act(s) == {1}


def test_the_taker_chooses_the_swap_even_with_no_points_left():
    cards = {(0, 1): "fish-1-1", (4, 8): "leaf-1-1"}
    s = table(cards=cards, holdings=((), ("leaf-1-2",), (), ()), points=(1, 30, 30, 30))
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert s.points[0] == 0 and s.phase == "swap" and R.to_act(s) == {0}
    assert R.legal_moves(s, 0) == (Swap("fish-1-1", "leaf-1-2"), NoSwap())
    s, events = R.apply(s, 0, NoSwap())
    assert s.points[0] == 0 + 1 + 3 and events[-1] == {"type": "turn", "seat": 1}


def test_the_game_ends_when_no_stone_can_move():
    cards = {(0, 3): "fish-1-1", (5, 7): "leaf-2-1"}
    s = table(cards=cards, stones=((0, 0), (4, 4)), holdings=(("leaf-1-1",), (), (), ()))
    s, events = R.apply(s, 0, Stone(0, (0, 3)))
    assert reach(s, 0) == () and reach(s, 1) == () and cheapest_move(s) is None
    assert R.is_over(s) and R.to_act(s) == frozenset() and R.legal_moves(s, 1) == ()
    assert events[-1] == {"type": "game_over", "scores": list(s.points)}
    with pytest.raises(IllegalMove, match="game is over"):
        R.apply(s, 1, Stone(0, (0, 0)))


def test_ruling_1_the_game_ends_when_nobody_can_pay_though_the_stones_could_move():
    cards = {(0, 1): "fish-1-1", (5, 5): "fish-1-2", (0, 5): "leaf-2-1"}
    s = table(cards=cards, holdings=((), ("leaf-2-2",), (), ()), points=(1, 0, 0, 0))
    going_on, events = R.apply(replace(s, points=(1, 0, 0, 1)), 0, Stone(0, (0, 1)))
    assert events[-1] == {"type": "turn", "seat": 3}   # the stones can still move
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert R.is_over(s) and "turn" not in kinds(events) and "skip" not in kinds(events)
    # The final scoring, exactly as when no stone can move: fish, then leaf.
    assert [(e["fossil"], e["final"]) for e in scored(events)] == [("fish", True),
                                                                   ("leaf", True)]
    # Fish: seat 0 scores 1 and receives 1 from each of three payers who have nothing.
    # Leaf: seat 1 scores 2; seat 0 pays its 1 of the 4 it now has; seat 1 receives 3.
    assert s.points == (3, 5, 0, 0) and events[-1]["scores"] == [3, 5, 0, 0]


def test_ruling_1_a_seat_with_points_can_always_pay_for_the_nearest_card():
    """The first card in any free direction costs exactly 1, so "points but no affordable
    move" never happens: nobody can pay exactly when everyone is at 0."""
    s = table()
    assert cheapest_move(s) == 1
    assert min(cost for k in (0, 1) for _, _, cost in reach(s, k)) == 1
    poor = replace(s, points=(1, 30, 30, 30))
    assert {m.to for m in R.legal_moves(poor, 0)} == {(0, 1), (1, 0), (8, 7), (7, 8)}
    sparse = table(cards={(0, 7): "fish-1-1", (6, 0): "fish-1-2"})
    assert {cost for k in (0, 1) for _, _, cost in reach(sparse, k)} == {1}


# --- completing a fossil: the swap ---------------------------------------------------------

def test_completing_a_fossil_offers_a_swap_between_equal_values_only():
    cards = {(0, 1): "fish-2-1", (4, 8): "leaf-1-1"}
    hands = (("urchin-1-1",), ("scallop-1-1", "scallop-2-1"), ("fish-2-2",), ())
    s = table(cards=cards, holdings=hands)
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert events[-1] == {"type": "swap_offer", "seat": 0, "fossil": "fish"}
    assert s.phase == "swap" and s.pending == "fish" and R.to_act(s) == {0}
    assert set(R.legal_moves(s, 0)) == {Swap("fish-2-1", "scallop-2-1"),
                                        Swap("fish-2-1", "fish-2-2"),
                                        Swap("urchin-1-1", "scallop-1-1"), NoSwap()}
    assert R.legal_moves(s, 0)[-1] == NoSwap()
    with pytest.raises(IllegalMove, match="same value"):
        R.apply(s, 0, Swap("urchin-1-1", "scallop-2-1"))
    with pytest.raises(IllegalMove, match="your own cards"):
        R.apply(s, 0, Swap("scallop-1-1", "urchin-1-1"))
    with pytest.raises(IllegalMove, match="another player holds"):
        R.apply(s, 0, Swap("urchin-1-1", "fish-2-1"))
    with pytest.raises(IllegalMove, match="swap a card first"):
        R.apply(s, 0, Stone(0, (1, 1)))
    # The other player cannot refuse: the cards simply change hands, then the fish scores.
    s, events = R.apply(s, 0, Swap("urchin-1-1", "scallop-1-1"))
    assert events[0] == {"type": "swap", "seat": 0, "give": "urchin-1-1",
                         "take": "scallop-1-1", "other": 1}
    assert s.holdings[1] == ("scallop-2-1", "urchin-1-1")
    assert kinds(events) == ["swap", "fossil_scored", "turn"] and s.phase == "move"


def test_ruling_2_with_no_equal_value_held_elsewhere_the_fossil_scores_at_once():
    cards = {(0, 1): "fish-3-1", (4, 8): "leaf-1-1"}
    s = table(cards=cards, holdings=(("leaf-2-1",), ("fish-1-1",), (), ()))
    assert swap_options(replace(s, holdings=(("fish-3-1", "leaf-2-1"),) + s.holdings[1:]),
                        0) == ()
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert kinds(events) == ["stone_moved", "fossil_scored", "turn"]
    assert "swap_offer" not in kinds(events) and s.phase == "move" and s.pending == ""


def test_ruling_3_the_swap_may_give_or_take_a_card_of_the_fossil_being_scored():
    cards = {(0, 1): "fish-1-1", (4, 8): "leaf-1-1"}
    hands = (("leaf-2-1",), ("fish-2-1",), ("urchin-1-1",), ())
    s = table(cards=cards, holdings=hands)
    s, _ = R.apply(s, 0, Stone(0, (0, 1)))
    give_fish, take_fish = Swap("fish-1-1", "urchin-1-1"), Swap("leaf-2-1", "fish-2-1")
    assert {give_fish, take_fish} <= set(R.legal_moves(s, 0))
    # Giving away the card just taken: seat 2 becomes the fish's only holder.
    _, events = R.apply(s, 0, give_fish)
    assert [h["seat"] for h in scored(events)[0]["holders"]] == [1, 2]
    # Taking the other player's fish: seat 0 leads alone with 1 + 2.
    _, events = R.apply(s, 0, take_fish)
    fish = scored(events)[0]
    assert fish["leaders"] == [0] and fish["holders"][0]["cards"] == ["fish-2-1", "fish-1-1"]


# --- the end -----------------------------------------------------------------------------

def test_ruling_5_at_the_end_fossils_left_are_scored_in_order_from_held_cards_only():
    cards = {(0, 3): "fish-1-1", (5, 7): "leaf-2-2", (6, 7): "ammonite-2-2",
             (7, 7): "urchin-1-1"}
    hands = (("leaf-1-1", "ammonite-1-1"), ("leaf-2-1",), (), ())
    s = table(cards=cards, stones=((0, 0), (4, 4)), holdings=hands)
    assert final_points(s) == (30 + 1 + 3 + 1, 30 - 1 + 2 + 2, 30 - 1 - 1, 30 - 1 - 1)
    s, events = R.apply(s, 0, Stone(0, (0, 3)))
    # The fish was completed by the move (no swap: nobody else holds a 1); then no stone
    # can move and what is left is scored in scoring order, without a swap.
    assert [(e["fossil"], e["final"]) for e in scored(events)] == [
        ("fish", False), ("ammonite", True), ("leaf", True), ("urchin", True)]
    assert "swap_offer" not in kinds(events)
    leaf = scored(events)[2]
    # The leaf-2-2 left on the board counts for nobody: seat 1's 2 beats seat 0's 1.
    assert leaf["leaders"] == [1] and "leaf-2-2" in leaf["removed"]
    urchin = scored(events)[3]               # nobody holds one: it scores nothing
    assert urchin["holders"] == [] and urchin["payments"] == []
    assert urchin["removed"] == ["urchin-1-1"] and s.history[-1] == ("urchin", (0,) * 4)
    # Seat 1 paid 1 for the fish and 1 for the ammonite, then scored its leaf (2) and
    # received 1 from each of the two seats holding no leaf.
    assert s.points[1] == 30 - 1 - 1 + 2 + 1 + 1 and R.scores(s) == s.points
    assert all(c is None for c in s.board) and not any(s.holdings)
    assert {"leaf-2-2", "ammonite-2-2", "urchin-1-1"} <= set(s.removed)
    assert final_points(s) == s.points


def test_final_points_scores_a_fossil_waiting_for_its_swap_as_if_not_swapped():
    cards = {(0, 1): "fish-1-1", (4, 8): "leaf-1-1"}
    s = table(cards=cards, holdings=((), ("leaf-1-2",), (), ()))
    s, _ = R.apply(s, 0, Stone(0, (0, 1)))
    assert s.phase == "swap"
    no_swap, _ = R.apply(s, 0, NoSwap())
    assert final_points(s) == final_points(no_swap)
    assert final_points(no_swap) == (29 + 1 + 3 - 1, 30 - 1 + 1 + 3, 28, 28)

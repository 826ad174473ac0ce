"""Fossil rules: every ruling of RULINGS.md "Fossil" and of seeds/fossil.md."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import RULES, IllegalMove
from game.fossil.cards import DECK, FOSSILS, holding_value, small_deck
from game.fossil.rules import NoSwap, PlaceStones, Stone, Swap, reach
from game.fossil.scoring import score_fossil

R = RULES["fossil"]


def card(f: str, v: int, k: int = 1) -> str:
    return f"{f}-{v}-{k}"


def placed(players=4, stones=((0, 0), (8, 8)), seed=1, deck=None):
    s = R.new_game(players, seed, deck=deck)
    s, _ = R.apply(s, players - 1, PlaceStones(stones))
    return s


# --- set up --------------------------------------------------------------------------------

def test_the_deck_has_nine_fossils_of_one_three_two_twos_and_six_ones():
    assert len(DECK) == 81 == len(set(DECK))
    for f in FOSSILS:
        values = sorted(int(c.split("-")[1]) for c in DECK if c.startswith(f + "-"))
        assert values == [1] * 6 + [2, 2, 3]


def test_four_to_six_players_fill_a_9x9_board_row_by_row():
    deck = tuple(reversed(DECK))
    s = R.new_game(5, 3, deck=deck)
    assert s.size == 9 and s.board == deck and s.box == ()
    assert s.points == (30,) * 5 and s.phase == "place" and R.to_act(s) == {4}


def test_two_or_three_players_use_a_7x7_board_and_box_seven_cards_unseen():
    s = R.new_game(3, 9)
    cards = s.board + s.box
    assert s.size == 7 and len(s.board) == 49 and len(s.box) == 7
    assert sorted(cards) == sorted(small_deck(("trilobite", "horseshoe")))
    assert not any(c.split("-")[1] == "3" or c.startswith(("trilobite", "horseshoe"))
                   for c in cards)
    view = R.view(s, 0)
    assert view.box == ("?",) * 7
    assert not set(R.state_to_dict(view)["box"]) & set(DECK)
    other = R.new_game(2, 9, {"removed_fossils": "fish,leaf"})
    assert not any(c.startswith(("fish", "leaf")) for c in other.board + other.box)
    with pytest.raises(ValueError):
        R.new_game(2, 9, {"removed_fossils": "fish,fish"})


def test_the_last_seat_places_the_stones_on_two_different_cards_then_seat_0_moves():
    s = R.new_game(4, 2)
    assert R.legal_moves(s, 0) == ()
    with pytest.raises(IllegalMove, match="different"):
        R.apply(s, 3, PlaceStones(((1, 1), (1, 1))))
    s, events = R.apply(s, 3, PlaceStones(((1, 1), (4, 4))))
    assert s.stones == ((1, 1), (4, 4)) and s.at((1, 1)) is not None   # the cards stay
    assert R.to_act(s) == {0} and events[-1] == {"type": "turn", "seat": 0}


# --- moving --------------------------------------------------------------------------------

def test_a_stone_moves_straight_and_pays_one_per_card_passed_and_landed_on():
    s = placed()
    board = list(s.board)
    board[2] = None                     # (0, 2) is empty: free to pass over
    s = replace(s, board=tuple(board))
    costs = {to: cost for to, path, cost in reach(s, 0)}
    assert costs[(0, 1)] == 1 and costs[(0, 3)] == 2 and costs[(0, 8)] == 7
    assert (0, 2) not in costs          # a move must end on a card
    assert costs[(3, 0)] == 3 and (1, 1) not in costs   # no diagonals
    s2, events = R.apply(s, 0, Stone(0, (0, 3)))
    moved = events[0]
    assert moved["type"] == "stone_moved" and moved["cost"] == 2 and moved["points"] == 28
    assert moved["path"] == [[0, 1], [0, 2], [0, 3]]
    assert s2.points[0] == 28 and s.at((0, 3)) in s2.holdings[0] and s2.at((0, 3)) is None
    assert s2.stones[0] == (0, 3) and s2.at((0, 0)) is not None   # the start card stays


def test_the_other_stone_blocks_the_way():
    s = placed(stones=((0, 0), (0, 4)))
    targets = {to for to, _, _ in reach(s, 0)}
    assert (0, 3) in targets and (0, 4) not in targets and (0, 5) not in targets
    with pytest.raises(IllegalMove, match="other stone"):
        R.apply(s, 0, Stone(0, (0, 6)))


def test_a_move_must_be_paid_in_full():
    s = replace(placed(), points=(3, 30, 30, 30))
    assert Stone(0, (0, 3)) in R.legal_moves(s, 0)
    with pytest.raises(IllegalMove, match="3 points; that move costs 4"):
        R.apply(s, 0, Stone(0, (0, 4)))


def test_seats_at_zero_points_are_skipped_and_move_again_once_they_gain():
    s = replace(placed(), points=(30, 0, 30, 30))
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert {"type": "skip", "seat": 1, "reason": "no points"} in events
    assert R.to_act(s) == {2}


def test_the_game_ends_when_everyone_is_at_zero():
    s = replace(placed(), points=(1, 0, 0, 0))
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert R.is_over(s) and events[-1]["type"] == "game_over"


def test_a_seat_with_points_can_always_afford_the_nearest_card():
    """The nearest card in any direction costs 1, so "points but no affordable move"
    never happens: a seat with points waits only when no stone can move at all."""
    s = placed()
    for stone in (0, 1):
        costs = [cost for _, _, cost in reach(s, stone)]
        assert min(costs) == 1
    s = replace(s, points=(1, 30, 30, 30))
    assert all(R.move_from_dict(R.move_to_dict(m)) == m for m in R.legal_moves(s, 0))
    assert {m.to for m in R.legal_moves(s, 0)} == {(0, 1), (1, 0), (8, 7), (7, 8)}


def bare(cards: dict, stones, holdings=((), (), (), ()), points=(30, 30, 30, 30)):
    """A 4-seat table holding only `cards` ({cell: id}); the rest are out of the game."""
    s = placed()
    board = [None] * 81
    for (r, c), card_id in cards.items():
        board[r * 9 + c] = card_id
    return replace(s, board=tuple(board), stones=stones, holdings=holdings, points=points)


def test_the_game_ends_when_no_stone_can_move():
    s = bare({(0, 3): "fish-1-1", (5, 7): "leaf-2-1"}, ((0, 0), (4, 4)),
             holdings=(("leaf-1-1",), (), (), ()))
    s, events = R.apply(s, 0, Stone(0, (0, 3)))
    assert reach(s, 0) == () and reach(s, 1) == ()
    assert R.is_over(s) and events[-1]["type"] == "game_over"


# --- scoring -------------------------------------------------------------------------------

def test_value_is_the_sum_of_card_values_times_their_number():
    assert holding_value(["ammonite-2-1", "ammonite-2-2", "ammonite-1-1"]) == 15


def test_rulebook_tie_for_the_lead_both_leaders_end_on_17():
    a = [card("fish", 1, 1), card("fish", 1, 2), card("fish", 3)]
    b = [card("fish", 1, 3), card("fish", 2, 1), card("fish", 2, 2)]
    c = [card("fish", 1, 4), card("fish", 1, 5), card("fish", 1, 6)]
    points, details = score_fossil([a, b, c, [], []], [0, 0, 0, 10, 10], "fish", 5)
    assert points == (17, 17, 9, 7, 7)
    assert details["leaders"] == [0, 1]
    assert sum(p["paid"] for p in details["payments"] if p["from"] == 3) == 3


def test_rulebook_three_player_example_a_gains_28():
    a = [card("leaf", 1, 1), card("leaf", 1, 2), card("leaf", 2, 1), card("leaf", 2, 2)]
    b = [card("leaf", 1, 3), card("leaf", 1, 4), card("leaf", 1, 5), card("leaf", 1, 6)]
    points, details = score_fossil([a, b, []], [0, 0, 10], "leaf", 3)
    assert points == (28, 4, 6)
    gains = {h["seat"]: (h["value"], h["gain"]) for h in details["holders"]}
    assert gains == {0: (24, 24), 1: (16, 4)}


def test_with_four_or_more_players_every_holder_scores_in_full():
    a = [card("leaf", 2, 1), card("leaf", 2, 2)]
    b = [card("leaf", 1, 1)]
    points, _ = score_fossil([a, b, [], []], [0, 0, 5, 5], "leaf", 4)
    assert points == (8 + 2 + 2, 1, 3, 3)


def test_a_payer_short_of_points_pays_all_and_the_leader_still_gets_the_full_amount():
    a = [card("urchin", 1, 1), card("urchin", 1, 2), card("urchin", 1, 3)]
    points, details = score_fossil([a, [], []], [0, 1, 0], "urchin", 3)
    assert points == (9 + 3 + 3, 0, 0)
    assert [p["paid"] for p in details["payments"]] == [1, 0]


def test_taking_the_last_card_scores_the_fossil_after_an_optional_swap():
    s = placed(stones=((0, 0), (8, 8)))
    last = s.at((0, 1))
    fossil = last.split("-")[0]
    mine = "ammonite-1-6" if fossil != "ammonite" else "fish-1-6"
    theirs = "scallop-1-6" if fossil != "scallop" else "leaf-1-6"
    others = [c for c in s.board if c and c.startswith(fossil + "-") and c != last]
    board = tuple(None if c in others or c in (mine, theirs) else c for c in s.board)
    s = replace(s, board=board, holdings=((mine,) + tuple(others), (theirs,), (), ()),
                removed=())
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert events[-1] == {"type": "swap_offer", "seat": 0, "fossil": fossil}
    assert s.phase == "swap" and R.to_act(s) == {0}
    swaps = [m for m in R.legal_moves(s, 0) if isinstance(m, Swap)]
    assert swaps and all(m.give.split("-")[1] == m.take.split("-")[1] for m in swaps)
    assert NoSwap() in R.legal_moves(s, 0)
    worth_two = next(c for c in DECK if c.endswith("-2-2") and not c.startswith(fossil))
    s_two = replace(s, holdings=(s.holdings[0], (theirs, worth_two), (), ()))
    with pytest.raises(IllegalMove, match="same value"):
        R.apply(s_two, 0, Swap(mine, worth_two))
    swap = Swap(mine, theirs)
    assert swap in swaps
    s2, events = R.apply(s, 0, swap)
    assert events[0] == {"type": "swap", "seat": 0, "give": mine, "take": theirs, "other": 1}
    scored = events[1]
    assert scored["type"] == "fossil_scored" and scored["fossil"] == fossil
    assert not any(c.startswith(fossil + "-") for h in s2.holdings for c in h)
    assert theirs in s2.holdings[0] and mine in s2.holdings[1]
    assert set(others) | {last} <= set(s2.removed)
    assert s2.history[-1][0] == fossil


def test_no_swap_is_offered_when_nobody_holds_an_equal_value():
    s = placed()
    last = s.at((0, 1))
    fossil = last.split("-")[0]
    others = [c for c in s.board if c and c.startswith(fossil + "-") and c != last]
    board = tuple(None if c in others else c for c in s.board)
    s = replace(s, board=board, holdings=(tuple(others), (), (), ()))
    s, events = R.apply(s, 0, Stone(0, (0, 1)))
    assert [e["type"] for e in events][:2] == ["stone_moved", "fossil_scored"]
    assert s.phase == "move"


def test_at_the_end_remaining_fossils_are_scored_from_hands_in_order_without_a_swap():
    hands = (("leaf-1-1", "ammonite-1-1"), ("leaf-2-1",), (), ())
    s = bare({(0, 3): "fish-1-1", (5, 7): "leaf-2-2", (6, 7): "ammonite-2-2"},
             ((0, 0), (4, 4)), holdings=hands)
    s, events = R.apply(s, 0, Stone(0, (0, 3)))
    scored = [e for e in events if e["type"] == "fossil_scored"]
    # The fish was completed by the move; then the game ends and what is left is scored
    # in scoring order.
    assert [(e["fossil"], e["final"]) for e in scored] == [
        ("fish", False), ("ammonite", True), ("leaf", True)]
    assert not any(e["type"] == "swap_offer" for e in events)
    leaf = scored[2]
    # Board cards count for nobody: seat 1's 2 beats seat 0's 1; seats 2-3 pay 1 each.
    assert leaf["leaders"] == [1] and "leaf-2-2" in leaf["removed"]
    assert R.is_over(s) and all(c is None for c in s.board)
    # Seat 1 paid 1 for the fish and 1 for the ammonite, then scored its leaf (2) and
    # received 1 from each of the two seats holding no leaf.
    assert s.points[1] == 30 - 1 - 1 + 2 + 1 + 1


def test_illegal_moves_change_nothing_and_say_why():
    s = placed()
    before = R.state_to_dict(s)
    for move, why in ((Stone(0, (1, 1)), "straight line"), (Stone(0, (8, 8)), "other stone"),
                      (NoSwap(), "Move one of the two stones")):
        with pytest.raises(IllegalMove, match=why):
            R.apply(s, 0, move)
    with pytest.raises(IllegalMove, match="not your turn"):
        R.apply(s, 2, Stone(0, (0, 1)))
    assert R.state_to_dict(s) == before


def test_moves_and_states_round_trip_as_dicts():
    s = placed()
    for move in R.legal_moves(s, 0)[:5] + (NoSwap(), Swap("fish-1-1", "leaf-1-2"),
                                           PlaceStones(((0, 0), (1, 1)))):
        assert R.move_from_dict(R.move_to_dict(move)) == move
    assert R.state_from_dict(R.state_to_dict(s)) == s

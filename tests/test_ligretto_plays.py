"""Ligretto, seeds/ligretto.md: where a card may be played from and where it may go,
the row refilled, turning the hand. Positions: tests/ligretto_tables.py."""


import pytest
from ligretto_tables import (
    kinds,
    run,
    table,
)

from game import IllegalMove
from game.ligretto import RULES as R
from game.ligretto import rules
from game.ligretto.cards import (
    deck_of,
)
from game.ligretto.rules import (
    Play,
    Turn,
    cycle_shows,
    packet_tops,
)

# --- where a card may be played from ----------------------------------------------------------

def test_the_stack_top_any_row_card_and_the_discard_top_may_be_played_nothing_else():
    s = table({0: {"stack": ["0r1", "0g1"], "row": ["0b1", "0g9", "0y1", "0g10", "0b9"],
                   "hand": ["0r5"], "discard": ["0y9", "0r2"]}})
    moves = R.legal_moves(s, 0)
    assert Play("stack", "new") in moves
    assert Play("row", "new", 0) in moves and Play("row", "new", 2) in moves
    assert Play("row", "new", 1) not in moves
    assert not any(isinstance(m, Play) and m.source == "discard" for m in moves)  # a 9
    assert Turn() in moves
    # The card under the stack top (green 1) and the card under the discard top cannot be
    # reached; nor can the hand.
    s2, events = R.apply(s, 0, Play("stack", "new"))
    assert s2.stacks[0] == ("0g1",) and events[0]["revealed"] == "0g1"


def test_a_card_from_the_discard_top_reveals_the_one_beneath():
    s = table({0: {"discard": ["0r1", "0b7", "0g2"], "hand": ["0b2"]}})
    s, events = R.apply(s, 0, Play("discard", "new"))
    assert events[0] == {"type": "card_played", "seat": 0, "card": "0r1", "from": "discard",
                         "index": None, "pile": 0, "new": True, "closed": False,
                         "revealed": "0b7"}
    assert s.discards[0] == ("0b7", "0g2") and s.piles == (("0r1",),)


# --- where a card may go ----------------------------------------------------------------------

def test_a_1_of_any_colour_opens_a_new_pile_numbered_in_opening_order():
    s = table({0: {"row": ["0r1", "0g1", "0b9", "0y1", "0b10"]}})
    assert R.legal_moves(s, 0)[:3] == (Play("row", "new", 0), Play("row", "new", 1),
                                       Play("row", "new", 3))
    s, e1 = R.apply(s, 0, Play("row", "new", 1))
    s, e2 = R.apply(s, 0, Play("row", "new", 3))
    assert e1[0]["pile"] == 0 and e2[0]["pile"] == 1 and e2[0]["new"]
    assert s.piles == (("0g1",), ("0y1",))
    # A 1 never goes on a pile, and only a 1 starts one.
    s = table({0: {"stack": ["0g1"], "row": ["0g2", "0g9", "0b9", "0b10", "0y9"]}},
              piles=[["1r1"]])
    with pytest.raises(IllegalMove, match="1 always starts a new pile"):
        R.apply(s, 0, Play("stack", 0))
    with pytest.raises(IllegalMove, match="Only a 1 starts a new pile"):
        R.apply(s, 0, Play("row", "new", 0))


def test_a_card_goes_on_its_own_colour_exactly_one_higher_on_anyones_pile():
    piles = [["1r1", "0r2", "1r3"], ["0b1"], ["0r1"]]
    s = table({0: {"stack": ["0r4"], "row": ["0r2", "0b3", "0b2", "0g2", "0y9"]}},
              piles=piles)
    moves = R.legal_moves(s, 0)
    assert Play("stack", 0) in moves                 # red 4 on red 3 (seat 1's pile)
    assert Play("row", 2, 0) in moves                # red 2 on red 1
    assert Play("row", 1, 2) in moves                # blue 2 on blue 1
    assert Play("row", 1, 1) not in moves            # blue 3 on blue 1: not one higher
    assert not any(m.index == 3 for m in moves if isinstance(m, Play))   # green 2: no pile
    with pytest.raises(IllegalMove, match="shows a blue 1; your blue 3 goes on a blue 2"):
        R.apply(s, 0, Play("row", 1, 1))
    with pytest.raises(IllegalMove, match="shows a red 1"):
        R.apply(s, 0, Play("row", 2, 3))             # green 2 on a red pile
    with pytest.raises(IllegalMove, match="no pile number 7"):
        R.apply(s, 0, Play("stack", 7))
    s, events = R.apply(s, 0, Play("stack", 0))
    assert s.piles[0] == ("1r1", "0r2", "1r3", "0r4") and not events[0]["new"]


def test_two_piles_showing_the_same_card_are_both_targets():
    s = table({1: {"stack": ["1r3"]}}, piles=[["0r1", "0r2"], ["1r1", "1r2"]])
    assert [m for m in R.legal_moves(s, 1) if m.__class__ is Play and m.source == "stack"] == [
        Play("stack", 0), Play("stack", 1)]


def test_a_pile_with_a_10_is_closed_but_stays_and_counts():
    ten = [f"1g{n}" for n in range(1, 10)] + ["0g10"]
    s = table({0: {"stack": ["0g10", "0r5"], "row": ["0y1", "0g9", "0b9", "0b10", "0y9"]}},
              piles=[ten[:-1]])
    s, events = R.apply(s, 0, Play("stack", 0))
    assert events[0]["closed"] and s.piles[0][-1] == "0g10" and len(s.piles[0]) == 10
    assert not any(isinstance(m, Play) and m.pile == 0 for p in (0, 1)
                   for m in R.legal_moves(s, p))
    with pytest.raises(IllegalMove, match="complete with its 10"):
        R.apply(s, 0, Play("stack", 0))
    assert rules.centre_counts(s) == (1, 9)          # still in the centre, still counted


# --- the row ----------------------------------------------------------------------------------

def test_a_row_place_is_refilled_at_once_from_the_stack():
    s = table({0: {"stack": ["0g7", "0b4", "0r9"], "row": ["0g9", "0y1", "0b9", "0b10", "0y9"]}})
    s, events = R.apply(s, 0, Play("row", "new", 1))
    assert kinds(events) == ["card_played", "row_refilled"]
    assert events[1] == {"type": "row_refilled", "seat": 0, "index": 1, "card": "0g7",
                         "stack": 2, "stack_top": "0b4"}
    assert s.rows[0][1] == ("0g7",) and s.stacks[0] == ("0b4", "0r9")


# --- turning the hand -------------------------------------------------------------------------

def test_turning_three_shows_the_third_card():
    hand = run("r5 g6 b7 y8 r9", 0)
    s = table({0: {"hand": hand, "discard": ["0g9"]}})
    s, events = R.apply(s, 0, Turn())
    assert events == [{"type": "turned", "seat": 0, "count": 3, "shown": "0b7", "hand": 2,
                       "discard": 4}]
    assert s.discards[0] == ("0b7", "0g6", "0r5", "0g9") and s.hands[0] == ("0y8", "0r9")


def test_with_fewer_than_three_cards_the_last_one_shows():
    s = table({0: {"hand": ["0y8", "0r9"]}})
    s, events = R.apply(s, 0, Turn())
    assert events[0]["count"] == 2 and events[0]["shown"] == "0r9"
    assert s.discards[0] == ("0r9", "0y8") and s.hands[0] == ()
    s = table({0: {"hand": ["0y8"]}})
    s, events = R.apply(s, 0, Turn())
    assert events[0]["count"] == 1 and events[0]["shown"] == "0y8"


def test_an_empty_hand_turns_the_discard_over_and_cycles_in_the_same_order():
    hand = tuple(run("r2 r3 r4 r5 r6 r7 r8", 0))
    s = table({0: {"hand": list(hand)}})
    shown = []
    for _ in range(3):
        s, events = R.apply(s, 0, Turn())
        shown.append(events[-1]["shown"])
    assert s.hands[0] == () and s.discards[0] == hand[::-1]
    s, events = R.apply(s, 0, Turn())                # the discard becomes the hand again
    assert kinds(events) == ["hand_recycled", "turned"]
    assert events[0] == {"type": "hand_recycled", "seat": 0, "count": 7}
    assert s.hands[0] == hand[3:] and events[1]["shown"] == shown[0]
    for k in range(1, 3):
        s, events = R.apply(s, 0, Turn())
        assert events[-1]["shown"] == shown[k]
    assert shown == ["0r4", "0r7", "0r8"]


def test_a_card_played_from_the_discard_leaves_the_cycle_in_the_same_order():
    s = table({0: {"hand": run("r2 g3 y1 b5 b6 b7", 0)}})
    s, _ = R.apply(s, 0, Turn())                     # y1 shows
    s, _ = R.apply(s, 0, Play("discard", "new"))
    s, _ = R.apply(s, 0, Turn())
    assert s.hands[0] == () and s.discards[0] == tuple(run("b7 b6 b5 g3 r2", 0))
    s, events = R.apply(s, 0, Turn())
    assert kinds(events) == ["hand_recycled", "turned"] and events[1]["shown"] == "0b5"
    assert s.hands[0] == ("0b6", "0b7") and s.discards[0] == ("0b5", "0g3", "0r2")


def test_turning_needs_a_card_in_hand_or_discard():
    s = table()
    assert Turn() not in R.legal_moves(s, 0)
    with pytest.raises(IllegalMove, match="nothing to turn"):
        R.apply(s, 0, Turn())
    s = table({0: {"discard": ["0r9"]}})
    assert Turn() in R.legal_moves(s, 0)


@pytest.mark.parametrize("n_hand,n_discard", [(0, 1), (1, 0), (2, 0), (3, 0), (4, 2),
                                              (7, 5), (0, 8), (10, 3), (5, 9), (27, 0)])
def test_cycle_shows_is_exactly_what_turning_for_ever_shows(n_hand, n_discard):
    cards = [c for c in deck_of(0)]
    hand, discard = tuple(cards[:n_hand]), tuple(cards[n_hand:n_hand + n_discard])
    s = table({0: {"hand": list(hand), "discard": list(discard)}})
    seen = {discard[0]} if discard else set()
    for _ in range(3 * (n_hand + n_discard) + 6):
        s, events = R.apply(s, 0, Turn())
        seen.add(events[-1]["shown"])
    assert seen == cycle_shows(hand, discard)
    assert packet_tops(tuple("abcdefg")) == {"c", "f", "g"}

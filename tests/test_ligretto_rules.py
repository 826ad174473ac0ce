"""Ligretto: a test for every rule and ruling of seeds/ligretto.md. Deals are set up with
the `deck` argument; positions in the middle of a round with `table()`, which lays out just
the cards a test needs (the rest of each deck is simply not there: the rules never count
them, only the codec does). Deadlocks: test_ligretto_deadlock.py; the notation:
test_ligretto_codec.py."""

import json
from dataclasses import replace

import pytest

from game import IllegalMove
from game.ligretto import RULES as R
from game.ligretto import rules
from game.ligretto.cards import (
    BACKS,
    CARDS,
    DECKS,
    card_name,
    colour_of,
    deck_of,
    normalise_options,
    number_of,
    owner,
    row_size,
)
from game.ligretto.rules import (
    HIDDEN,
    Ladder,
    NextRound,
    Play,
    Turn,
    can_progress,
    could_ever_play,
    cycle_shows,
    packet_tops,
    winners,
)


def kinds(events):
    return [e["type"] for e in events]


def quiet(players: int, seat: int) -> dict:
    """A seat whose cards fit nowhere (9s and 10s); the last seat's last row place holds a
    yellow 1, which always fits, so no test position is deadlocked by accident."""
    row = [f"{seat}g9", f"{seat}g10", f"{seat}b9", f"{seat}b10", f"{seat}y9"][
        :row_size(players)]
    if seat == players - 1:
        row[-1] = f"{seat}y1"
    return {"stack": [f"{seat}r9", f"{seat}r10"], "row": row, "hand": [], "discard": []}


def table(seats=None, piles=(), players=2, ladders=False, **changes):
    """A round in play: each seat's cards as in `quiet` unless `seats` says otherwise
    ({seat: {"stack", "row", "hand", "discard"}}, lists top first; a row place is a card,
    or a column bottom first); centre piles bottom first."""
    base = R.new_game(players, 1, {"row_ladders": ladders})
    layout = []
    for s in range(players):
        spec = quiet(players, s)
        spec.update((seats or {}).get(s, {}))
        layout.append(spec)
    return replace(base, stacks=tuple(tuple(x["stack"]) for x in layout),
                   rows=tuple(tuple((p,) if isinstance(p, str) else tuple(p)
                                    for p in x["row"]) for x in layout),
                   hands=tuple(tuple(x["hand"]) for x in layout),
                   discards=tuple(tuple(x["discard"]) for x in layout),
                   piles=tuple(tuple(p) for p in piles), **changes)


def ordered_deck(players, per_seat):
    """`deck` from each seat's 40 cards in order (stack top first, row, hand top first)."""
    return [c for s in range(players) for c in per_seat(s)]


def run(seq: str, seat: int) -> list:
    """Seat's cards named by colour+number ("r1 g5") in that order."""
    return [f"{seat}{x}" for x in seq.split()]


# --- the cards and the deal ------------------------------------------------------------------

def test_four_decks_of_forty_one_per_seat_told_apart_by_their_backs():
    assert len(CARDS) == 160 and len(BACKS) == 4
    for seat in range(4):
        deck = deck_of(seat)
        assert len(deck) == 40 == len(set(deck)) and DECKS[seat] == deck
        assert {owner(c) for c in deck} == {seat}
        for colour in "rgby":
            assert sorted(number_of(c) for c in deck if colour_of(c) == colour) == list(
                range(1, 11))
    assert card_name("0r7") == "red 7" and card_name("3y10") == "yellow 10"
    assert owner("2b10") == 2 and number_of("2b10") == 10 and colour_of("2b10") == "b"


@pytest.mark.parametrize("players,row", [(2, 5), (3, 4), (4, 3)])
def test_the_deal_stack_of_ten_row_of_5_4_3_and_the_rest_in_hand(players, row):
    s = R.new_game(players, 11)
    assert row_size(players) == row
    for seat in range(players):
        assert len(s.stacks[seat]) == 10 and len(s.rows[seat]) == row
        assert all(len(col) == 1 for col in s.rows[seat])
        assert len(s.hands[seat]) == 40 - 10 - row and s.discards[seat] == ()
        mine = s.stacks[seat] + s.hands[seat] + tuple(c for col in s.rows[seat] for c in col)
        assert sorted(mine) == sorted(deck_of(seat))
    assert s.piles == () and s.points == (0,) * players and s.round == 1
    assert s.phase == "play" and R.to_act(s) == frozenset(range(players))


def test_the_deck_argument_lays_out_stack_top_first_then_the_row_then_the_hand():
    deck = ordered_deck(3, lambda s: deck_of(s)[::-1])      # 10s first
    s = R.new_game(3, 5, deck=deck)
    mine = deck_of(1)[::-1]
    assert s.stacks[1] == mine[:10] and s.stacks[1][0] == "1y10"
    assert s.rows[1] == tuple((c,) for c in mine[10:14]) and s.hands[1] == mine[14:]
    with pytest.raises(ValueError):
        R.new_game(2, 5, deck=ordered_deck(2, deck_of)[:-1])
    swapped = ordered_deck(2, deck_of)
    swapped[0], swapped[40] = swapped[40], swapped[0]          # seat 1's card in seat 0's
    with pytest.raises(ValueError, match="own 40 cards"):
        R.new_game(2, 5, deck=swapped)


def test_seats_and_options():
    for bad in (1, 5, True, "2"):
        with pytest.raises(ValueError):
            R.new_game(bad, 1)
    assert R.min_players == 2 and R.max_players == 4 and R.name == "ligretto"
    assert R.title == "Ligretto"
    assert dict(normalise_options(None)) == {"row_ladders": False}
    assert dict(normalise_options({"row_ladders": "true"})) == {"row_ladders": True}
    assert dict(normalise_options({"row_ladders": "off"})) == {"row_ladders": False}
    for bad in ({"row_ladders": 1}, {"row_ladders": "maybe"}, {"ladders": True}, [1]):
        with pytest.raises(ValueError):
            normalise_options(bad)


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    assert R.new_game(4, 3) == R.new_game(4, 3)
    assert R.new_game(4, 3).stacks != R.new_game(4, 4).stacks


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


# --- races ------------------------------------------------------------------------------------

def test_the_second_of_two_moves_to_the_same_spot_is_refused_and_changes_nothing():
    s = table({0: {"stack": ["0r2", "0r9"]}, 1: {"stack": ["1r2", "1r9"]}}, piles=[["0r1"]])
    assert Play("stack", 0) in R.legal_moves(s, 0) and Play("stack", 0) in R.legal_moves(s, 1)
    first, _ = R.apply(s, 1, Play("stack", 0))
    before = R.state_to_dict(first)
    with pytest.raises(IllegalMove, match="shows a red 2"):
        R.apply(first, 0, Play("stack", 0))
    assert R.state_to_dict(first) == before and first.piles == (("0r1", "1r2"),)
    # Two 1s may both open piles: "new" is never taken.
    s = table({0: {"stack": ["0b1", "0r9"]}, 1: {"stack": ["1b1", "1r9"]}})
    s, _ = R.apply(s, 0, Play("stack", "new"))
    s, events = R.apply(s, 1, Play("stack", "new"))
    assert events[0]["pile"] == 1 and len(s.piles) == 2


def test_apply_is_pure_and_refuses_strange_seats_and_moves():
    s = table({0: {"stack": ["0r1", "0r9"]}})
    before = R.state_to_dict(s)
    R.apply(s, 0, Play("stack", "new"))
    assert R.state_to_dict(s) == before
    for seat in (2, -1, True, "0", None):
        with pytest.raises(IllegalMove, match="no seat"):
            R.apply(s, seat, Play("stack", "new"))
        assert R.legal_moves(s, seat) == ()
    for move in (Play("stack", True), Play("row", "new", True), Play("row", "new"),
                 Play("stack", "new", 0), Play("hand", "new"), Play("stack", "old"),
                 Ladder("row", 0), "turn", None):
        with pytest.raises(IllegalMove):
            R.apply(s, 0, move)
    with pytest.raises(IllegalMove, match="places 0 to 4"):
        R.apply(s, 0, Play("row", "new", 5))
    with pytest.raises(IllegalMove, match="discard pile is empty"):
        R.apply(s, 0, Play("discard", "new"))


# --- the end of a round -----------------------------------------------------------------------

def test_the_round_ends_the_moment_a_stack_is_empty_by_a_play():
    s = table({0: {"stack": ["0r1"]}})
    s, events = R.apply(s, 0, Play("stack", "new"))
    assert kinds(events) == ["card_played", "round_over"]
    assert events[1]["reason"] == "stack_empty" and events[1]["by"] == 0
    assert s.phase == "between" and s.stacks[0] == ()
    assert all(R.legal_moves(s, p) == (NextRound(),) for p in (0, 1))


def test_the_round_ends_when_the_last_stack_card_moves_into_the_row():
    s = table({0: {"stack": ["0g7"], "row": ["0g9", "0y1", "0b9", "0b10", "0y9"]}})
    s, events = R.apply(s, 0, Play("row", "new", 1))
    assert kinds(events) == ["card_played", "row_refilled", "round_over"]
    assert events[1]["stack"] == 0 and events[1]["stack_top"] is None
    assert events[2]["by"] == 0 and s.phase == "between" and s.rows[0][1] == ("0g7",)


def test_round_scoring_plus_one_per_card_in_the_centre_minus_two_per_stack_card():
    blue = [f"1b{n}" for n in range(1, 11)]
    s = table({0: {"stack": ["0r4"]}, 1: {"stack": ["1r9", "1r10", "1g8"]}},
              piles=[["0r1", "1r2", "0r3"], blue], points=(10, 20), history=((4, 9), (6, 11)),
              round=3)
    s, events = R.apply(s, 0, Play("stack", 0))
    over = events[-1]
    assert over == {"type": "round_over", "round": 3, "reason": "stack_empty", "by": 0,
                    "centre": [3, 11], "stacks": [0, 3], "points": [3, 11 - 6],
                    "totals": [13, 25]}
    assert s.points == (13, 25) and s.history[-1] == (3, 5) and R.scores(s) == (13, 25)
    assert s.piles[0][-1] == "0r4"                    # the centre stays until the next deal


def test_the_next_round_any_seat_deals_and_a_second_request_is_refused():
    s = table({0: {"stack": ["0r1"]}})
    s, _ = R.apply(s, 0, Play("stack", "new"))
    assert R.to_act(s) == frozenset({0, 1})
    with pytest.raises(IllegalMove, match="deal the next round first"):
        R.apply(s, 1, Turn())
    dealt, events = R.apply(s, 1, NextRound())
    assert events[0]["type"] == "new_round" and events[0]["seat"] == 1
    assert events[0]["round"] == 2 and events[0]["stacks"] == [10, 10]
    assert events[0]["rows"] == [list(dealt.row_tops(p)) for p in (0, 1)]
    assert dealt.round == 2 and dealt.piles == () and dealt.phase == "play"
    assert all(len(st) == 10 for st in dealt.stacks) and dealt.points == s.points
    with pytest.raises(IllegalMove, match="still being played"):
        R.apply(dealt, 0, NextRound())
    assert R.apply(s, 0, NextRound())[0] == dealt      # whoever asks, the same deal
    with pytest.raises(IllegalMove, match="still being played"):
        R.apply(R.new_game(2, 1), 0, NextRound())


# --- the end of the game ----------------------------------------------------------------------

def ending(points, history, rnd):
    """Seat 0 ends the round scoring 3; seat 1 scores 11 - 2 * 2 = 7."""
    blue = [f"1b{n}" for n in range(1, 11)]
    return table({0: {"stack": ["0r4"]}, 1: {"stack": ["1r9", "1g8"]}},
                 piles=[["0r1", "1r2", "0r3"], blue], points=points, history=history,
                 round=rnd)


def test_the_game_ends_after_a_round_in_which_a_total_reaches_99():
    s, events = R.apply(ending((96, 88), ((40, 40), (40, 40), (16, 8)), 4), 0,
                        Play("stack", 0))
    assert kinds(events)[-2:] == ["round_over", "game_over"]
    assert events[-1] == {"type": "game_over", "scores": [99, 95], "winners": [0]}
    assert R.is_over(s) and s.phase == "over" and R.scores(s) == (99, 95)


def test_the_highest_total_wins_and_equal_totals_share():
    s, events = R.apply(ending((96, 92), ((40, 40), (40, 40), (16, 12)), 4), 0,
                        Play("stack", 0))
    assert events[-1] == {"type": "game_over", "scores": [99, 99], "winners": [0, 1]}
    assert R.is_over(s) and winners(s) == (0, 1) and R.to_act(s) == frozenset()
    assert all(R.legal_moves(s, p) == () for p in (0, 1))
    with pytest.raises(IllegalMove, match="game is over"):
        R.apply(s, 0, NextRound())
    s, events = R.apply(ending((97, 95), ((40, 40), (40, 40), (17, 15)), 4), 0,
                        Play("stack", 0))
    assert events[-1]["scores"] == [100, 102] and winners(s) == (1,)   # 99+ both: highest


def test_below_99_the_game_goes_on():
    s, events = R.apply(ending((95, 91), ((40, 40), (40, 40), (15, 11)), 4), 0,
                        Play("stack", 0))
    assert s.points == (98, 98) and kinds(events)[-1] == "round_over"
    assert R.to_act(s) == frozenset({0, 1}) and winners(s) == ()


# --- who may act ------------------------------------------------------------------------------

def test_every_seat_with_a_move_may_act_at_once():
    s = R.new_game(4, 2)
    assert R.to_act(s) == frozenset(range(4))
    s = table()                                         # seat 0: nothing fits, nothing to turn
    assert R.legal_moves(s, 0) == () and R.to_act(s) == frozenset({1})
    s = table({0: {"hand": ["0r9"]}})
    assert R.legal_moves(s, 0) == (Turn(),) and R.to_act(s) == frozenset({0, 1})


# --- Row ladders ------------------------------------------------------------------------------

def test_row_ladders_stack_or_discard_top_on_a_row_card_one_higher_of_another_colour():
    seats = {0: {"stack": ["0g6", "0r9"], "discard": ["0b8"],
                 "row": ["0r7", "0g7", "0y9", "0b10", "0b9"]}}
    s = table(seats, ladders=True)
    ladders = [m for m in R.legal_moves(s, 0) if isinstance(m, Ladder)]
    assert ladders == [Ladder("stack", 0), Ladder("discard", 2)]  # not g6 on g7, b8 on b9
    plain = table(seats)
    assert not any(isinstance(m, Ladder) for m in R.legal_moves(plain, 0))
    with pytest.raises(IllegalMove, match="not played at this table"):
        R.apply(plain, 0, Ladder("stack", 0))
    with pytest.raises(IllegalMove, match="green 6 cannot go on the green 7"):
        R.apply(s, 0, Ladder("stack", 1))
    s, events = R.apply(s, 0, Ladder("stack", 0))
    assert events[0] == {"type": "laddered", "seat": 0, "card": "0g6", "from": "stack",
                         "row": 0, "onto": "0r7", "revealed": "0r9"}
    assert s.rows[0][0] == ("0r7", "0g6") and s.stacks[0] == ("0r9",)


def test_row_ladders_only_the_top_plays_and_the_place_refills_when_empty():
    s = table({0: {"stack": ["0g6", "0r9"], "row": [["0r3", "0b2", "0r1"], "0g9", "0b9",
                                                      "0b10", "0y9"]}}, ladders=True)
    moves = R.legal_moves(s, 0)
    assert Play("row", "new", 0) in moves and not any(
        isinstance(m, Play) and m.index == 0 and m.pile != "new" for m in moves)
    s, events = R.apply(s, 0, Play("row", "new", 0))
    assert events[0]["revealed"] == "0b2" and kinds(events) == ["card_played"]
    assert s.rows[0][0] == ("0r3", "0b2") and s.stacks[0] == ("0g6", "0r9")
    s = replace(s, piles=s.piles + (("1b1",),))
    s, _ = R.apply(s, 0, Play("row", 1, 0))
    assert s.rows[0][0] == ("0r3",)
    s = replace(s, piles=s.piles + (("1r1", "1r2"),))
    s, events = R.apply(s, 0, Play("row", 2, 0))
    assert kinds(events) == ["card_played", "row_refilled"] and s.rows[0][0] == ("0g6",)


def test_row_ladders_the_last_stack_card_laddered_ends_the_round():
    s = table({0: {"stack": ["0g6"], "row": ["0r7", "0g9", "0b9", "0b10", "0y9"]}},
              ladders=True)
    s, events = R.apply(s, 0, Ladder("stack", 0))
    assert kinds(events) == ["laddered", "round_over"] and events[1]["by"] == 0


def test_row_ladders_a_stuck_table_plays_on_while_a_stack_top_can_be_laddered():
    s = table({0: {"stack": ["0r1", "0g6", "0y1"], "row": ["0r7", "0g9", "0b9", "0b10",
                                                           "0y9"]},
               1: {"row": ["1g9", "1b9", "1y9", "1g8", "1b8"]}}, ladders=True)
    s, events = R.apply(s, 0, Play("stack", "new"))
    assert kinds(events) == ["card_played"] and s.phase == "play"
    assert not can_progress(s) and not could_ever_play(s)
    assert R.to_act(s) == frozenset({0}) and R.legal_moves(s, 0) == (Ladder("stack", 0),)
    s, events = R.apply(s, 0, Ladder("stack", 0))    # uncovers the yellow 1
    assert s.phase == "play" and can_progress(s)


# --- what a player knows ----------------------------------------------------------------------

def test_views_show_rows_tops_and_the_centre_and_hide_everything_face_down():
    s = table({0: {"stack": ["0r1", "0r2", "0r3"], "hand": ["0b5", "0b6"],
                   "discard": ["0g2", "0g3"]}}, piles=[["1y1"]])
    for seat in (None, 0, 1):
        v = R.view(s, seat)
        assert v.stacks[0] == ("0r1", HIDDEN, HIDDEN) and v.hands[0] == (HIDDEN, HIDDEN)
        assert v.discards[0] == ("0g2", HIDDEN) and v.rows == s.rows and v.piles == s.piles
        assert v.points == s.points and v.rng == 0
        text = json.dumps(R.state_to_dict(v))
        for secret in ("0r2", "0r3", "0b5", "0b6", "0g3"):
            assert f'"{secret}"' not in text
        assert R.state_to_dict(R.view(s, 0)) == R.state_to_dict(v)
    # everything a seat needs to choose is in its view
    v = R.view(s, 0)
    assert R.legal_moves(v, 0) == R.legal_moves(s, 0)


def test_no_event_shows_a_hidden_card():
    s = table({0: {"stack": ["0r1", "0r2"], "hand": run("b5 b6 b7 b8", 0),
                   "discard": ["0g2", "0g3"]}})
    s, events = R.apply(s, 0, Turn())
    assert events[0]["shown"] == "0b7" and "seats" not in events[0]
    assert set(json.dumps(events).split('"')) & {"0b5", "0b6", "0b8"} == set()

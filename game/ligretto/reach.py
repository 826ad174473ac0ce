"""Where a Ligretto card may go, and what a seat can reach without playing a card: the
questions behind legal moves and behind the deadlock check (rules.py, `settled`)."""

from __future__ import annotations

from .cards import COLOUR, KEY, NUMBER
from .state import PACKET, State


def open_tops(state: State) -> dict:
    """(colour, number) a pile waits for -> pile numbers. A closed pile (a 10 on top)
    waits for nothing."""
    out: dict = {}
    for i, pile in enumerate(state.piles):
        top = pile[-1]
        if NUMBER[top] < 10:
            out.setdefault((COLOUR[top], NUMBER[top] + 1), []).append(i)
    return out


def targets(state: State, card: str, open_tops: dict | None = None) -> tuple:
    """Where `card` may go in the centre: ("new",) for a 1, else the numbers of the piles
    of its colour showing one lower."""
    if NUMBER[card] == 1:
        return ("new",)
    tops = open_tops(state) if open_tops is None else open_tops
    return tuple(tops.get(KEY[card], ()))


def ladder_fits(card: str, onto: str) -> bool:
    """Row ladders: a card goes on a row card exactly one higher, of another colour."""
    return NUMBER[onto] == NUMBER[card] + 1 and COLOUR[onto] != COLOUR[card]


# --- deadlock: what turning can ever show ----------------------------------------------------

def packet_tops(cards: tuple) -> set:
    """The cards that show when `cards` (a hand, top first) is turned packet by packet."""
    n = len(cards)
    return {cards[min(i + PACKET - 1, n - 1)] for i in range(0, n, PACKET)}


def cycle_shows(hand: tuple, discard: tuple) -> set:
    """Every card that turning the hand, again and again, would ever show on the discard
    pile if nothing is played: the discard top now, the packet tops of the hand as it is,
    and then the packet tops of the cycle (the discard turned over, then the hand), which
    repeat for ever in the same order."""
    shown = packet_tops(hand) | packet_tops(tuple(reversed(discard)) + hand)
    if discard:
        shown.add(discard[0])
    return shown


def reachable(state: State, seat: int) -> set:
    """The cards `seat` can get at without playing any card: row tops, the stack top, and
    what its hand's cycle shows."""
    out = {t for t in state.row_tops(seat) if t is not None}
    if state.stacks[seat]:
        out.add(state.stacks[seat][0])
    return out | cycle_shows(state.hands[seat], state.discards[seat])


def goes_to_centre(card: str, tops: dict) -> bool:
    return NUMBER[card] == 1 or KEY[card] in tops


def can_progress(state: State) -> bool:
    """Some seat can reach a card that goes to the centre now."""
    tops = open_tops(state)
    return any(goes_to_centre(c, tops) for s in range(state.players)
               for c in reachable(state, s))


def could_ever_play(state: State) -> bool:
    """Some card that a shuffle of hand and discard could bring within reach (any card of
    a hand or discard), or a row top or a stack top, goes to the centre now."""
    tops = open_tops(state)
    for s in range(state.players):
        cards = set(state.hands[s]) | set(state.discards[s])
        cards |= {t for t in state.row_tops(s) if t is not None}
        if state.stacks[s]:
            cards.add(state.stacks[s][0])
        if any(goes_to_centre(c, tops) for c in cards):
            return True
    return False

"""Ligretto's moves and state, and the numbers the rules are made of. rules.py plays them.

Orders: a stack, a hand and a discard pile list their top card first; a centre pile and a
row space (a column, with Row ladders) list their bottom card first, top last.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

HIDDEN = "?"
PHASES = ("play", "between", "over")
WIN_POINTS = 99
PACKET = 3                 # cards turned from the hand at once
CENTRE_POINT, STACK_PENALTY = 1, 2
MAX_RESHUFFLES = 50
SOURCES = ("stack", "discard", "row")
LADDER_SOURCES = ("stack", "discard")


# --- moves -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Play:
    """A card to the centre: from the stack top, the discard top or row space `index`,
    onto pile number `pile` or "new" (a 1 opens a new pile)."""
    source: str
    pile: int | str
    index: int | None = None


@dataclass(frozen=True)
class Turn:
    """Turn three cards (fewer if fewer are left) from the hand onto the discard pile."""


@dataclass(frozen=True)
class Ladder:
    """Row ladders: the stack top or the discard top onto row space `row`."""
    source: str
    row: int


@dataclass(frozen=True)
class NextRound:
    """Between rounds: deal the next round."""


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True)
class State:
    players: int
    round: int             # 1, 2, ...: the round being played, or just scored
    phase: str             # "play", "between" (a round scored), "over"
    stacks: tuple          # per seat: the Ligretto stack, top first
    rows: tuple            # per seat: the row spaces, each a column bottom first (top last)
    hands: tuple           # per seat: the face-down hand, top first
    discards: tuple        # per seat: the face-up discard pile, top first
    piles: tuple           # the centre piles by number, each bottom (its 1) first
    points: tuple          # per seat: the total of the rounds scored so far
    history: tuple         # per scored round: each seat's points for that round
    rng: int
    options: tuple         # sorted (name, value) pairs

    @property
    def option(self) -> dict:
        return dict(self.options)

    @property
    def ladders(self) -> bool:
        return self.option["row_ladders"]

    def row_tops(self, seat: int) -> tuple:
        """The card on top of each row space (None for an empty space)."""
        return tuple(col[-1] if col else None for col in self.rows[seat])


def is_seat(state: State, seat) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.players


# --- what no seat can tell apart ------------------------------------------------------------

def resample(state: State, seat: int | None, rng) -> State:
    """A state no seat could tell from this one (every seat sees the same table): each
    seat's hidden cards (its hand, and its stack and discard pile under their tops) dealt
    again among those places, and another generator."""
    stacks, hands, discards = [], [], []
    for s in range(state.players):
        stack, hand, discard = state.stacks[s], state.hands[s], state.discards[s]
        hidden = list(stack[1:] + hand + discard[1:])
        rng.shuffle(hidden)
        cut = len(stack) - 1 if stack else 0
        stacks.append(stack[:1] + tuple(hidden[:cut]))
        hands.append(tuple(hidden[cut:cut + len(hand)]))
        discards.append(discard[:1] + tuple(hidden[cut + len(hand):]))
    return replace(state, stacks=tuple(stacks), hands=tuple(hands), discards=tuple(discards),
                   rng=rng.getrandbits(63))


def all_cards(state: State) -> list[str]:
    """Every card of the game, wherever it lies: the same after every move."""
    out = [c for x in state.stacks + state.hands + state.discards + state.piles for c in x]
    return out + [c for seat in state.rows for col in seat for c in col]

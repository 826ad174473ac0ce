"""Garbo: the state, the moves, and the one place that decides legality.

seeds/garbo.md is the source: the rules as this app plays them, every question the
printed rulebook leaves open decided there (ARCHITECTURE.md: the contract).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .. import headstart
from ..core import IllegalMove, Phrase, check_deck, seeded_shuffle
from ..grid import SIZE, in_line, neighbours
from .cards import (
    CARDS,
    COVER_FACTOR,
    DECK,
    RANK_OF,
    RANK_VALUE,
    SUIT_OF,
    SUIT_VALUE,
    normalise_options,
    sort_hand,
)

HIDDEN = "?"
DEALS = ((4, 4), (4, 4), (8, 8))   # cards to seat 0 and seat 1: the first, second, third deal
LEVEL_ONE_CARDS = SIZE * SIZE      # 16: the square is full
DEALER = 1                         # seat 1 deals, seat 0 plays first


# --- moves -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Play:
    card: str
    cell: tuple[int, int]


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pile:
    """One cell of the table: the face-up card, and in Level Two the covered Level-One
    card under it (face down). Which card is covered is public: both players saw it."""
    cell: tuple[int, int]
    up: str
    down: str | None = None


@dataclass(frozen=True)
class State:
    hands: tuple           # per seat: card ids, sorted (HIDDEN in another seat's view)
    stock: tuple           # the undealt cards, next one first (HIDDEN in every view)
    table: tuple           # Piles in reading order of their cells
    points: tuple          # per seat
    level: int             # 1 or 2
    current: int           # the seat to play (after the last card: the other seat)
    last: int | None       # the seat that played the latest card; None before the first
    rng: int
    options: tuple         # sorted (name, value) pairs

    @property
    def option(self) -> dict:
        return dict(self.options)

    def pile(self, cell) -> Pile | None:
        return next((p for p in self.table if p.cell == cell), None)

    def cells(self) -> tuple[tuple[int, int], ...]:
        return tuple(p.cell for p in self.table)

    def played(self) -> int:
        """Cards played so far: one per pile, plus one per covered card."""
        return len(self.table) + sum(p.down is not None for p in self.table)


def new_game(players: int, seed: int, options: dict | None = None, deck=None) -> State:
    if not isinstance(players, int) or isinstance(players, bool) or players != 2:
        raise ValueError("Garbo is for 2 players")
    opts = normalise_options(options)
    headstart.check_seats(opts, players)
    if deck is None:
        deck, rng = seeded_shuffle(DECK, seed)
    else:
        deck, rng = check_deck(deck, DECK), seeded_shuffle((), seed)[1]
    a, b = DEALS[0]
    return State(hands=(sort_hand(deck[:a]), sort_hand(deck[a:a + b])), stock=deck[a + b:],
                 table=(), points=(0, 0), level=1, current=1 - DEALER, last=None, rng=rng,
                 options=opts)


def is_over(state: State) -> bool:
    return state.level == 2 and not any(state.hands)


def to_act(state: State) -> frozenset[int]:
    return frozenset() if is_over(state) else frozenset({state.current})


def scores(state: State) -> tuple[int, ...]:
    return state.points


# --- where a card may go ----------------------------------------------------------------------

def fits(cells) -> bool:
    """All cells lie within some 4x4 square."""
    rows, cols = [r for r, _ in cells], [c for _, c in cells]
    return max(rows) - min(rows) < SIZE and max(cols) - min(cols) < SIZE


def square(cells) -> tuple[int, int] | None:
    """The top-left cell of the 4x4 square once the cells span four rows and four columns
    (its position is fixed from then on); None while it could still shift."""
    rows, cols = [r for r, _ in cells], [c for _, c in cells]
    if rows and max(rows) - min(rows) == SIZE - 1 and max(cols) - min(cols) == SIZE - 1:
        return min(rows), min(cols)
    return None


def open_cells(state: State) -> tuple[tuple[int, int], ...]:
    """The cells a card may go on now, in reading order."""
    if state.level == 2:
        return tuple(p.cell for p in state.table if p.down is None)
    taken = set(state.cells())
    if not taken:
        return ((0, 0),)            # the first card defines cell (0, 0)
    free = {n for cell in taken for n in neighbours(cell) if n not in taken}
    return tuple(sorted(c for c in free if fits(taken | {c})))


def legal_moves(state: State, seat: int) -> tuple:
    if is_over(state) or seat != state.current:
        return ()
    cells = open_cells(state)
    return tuple(Play(card, cell) for card in state.hands[seat] if card != HIDDEN
                 for cell in cells)


# --- scoring -----------------------------------------------------------------------------

def _lined_up(a, b, corner, long_only: bool) -> bool:
    """Do cells a and b score against each other? Rows and columns always; with the option
    diagonals "long" a diagonal only when both cells lie on one long diagonal of the 4x4
    square, which must be fixed (corner is its top-left cell, None while it is not)."""
    if in_line(a, b, diagonals=not long_only):
        return True
    if not long_only or corner is None:
        return False
    ra, ca, rb, cb = a[0] - corner[0], a[1] - corner[1], b[0] - corner[0], b[1] - corner[1]
    return (ra == ca and rb == cb) or (ra + ca == SIZE - 1 and rb + cb == SIZE - 1)


def matches(state: State, card: str, cell) -> list[tuple[tuple[int, int], str, int]]:
    """What playing `card` on `cell` would give away: (matched cell, "rank" | "suit",
    points) for every face-up card in line, and, for a card it would cover, the penalty of
    ten times the value (at the covered cell itself). Never raises for an illegal cell."""
    cell = tuple(cell)
    rank, suit = RANK_OF[card], SUIT_OF[card]
    long_only = state.option["diagonals"] == "long"
    # The square is fixed by the cards on the table and this one: a card that completes
    # the fourth row or column already scores along the long diagonals.
    corner = square(state.cells() + (cell,)) if long_only else None
    out = []
    for pile in state.table:
        if pile.cell == cell:
            factor, other = COVER_FACTOR, pile.up        # that card is turned face down
        elif _lined_up(pile.cell, cell, corner, long_only):
            factor, other = 1, pile.up                   # covered cards lie under `up`
        else:
            continue
        if RANK_OF[other] == rank:
            out.append((pile.cell, "rank", factor * RANK_VALUE[rank]))
        if SUIT_OF[other] == suit:
            out.append((pile.cell, "suit", factor * SUIT_VALUE[suit]))
    return out


def points_if(state: State, seat: int, card: str, cell) -> int:
    """The points `seat`'s opponent (1 - seat) would score if `seat` played `card` on
    `cell`. Who plays does not change the sum; the seat says who would pay it."""
    return sum(points for _, _, points in matches(state, card, cell))


def least_places(state: State, seat: int, card: str) -> tuple[tuple[int, int], ...]:
    """A head start's look: the places `card` may go now that give `seat`'s opponent the
    fewest points (`points_if`, the scoring itself), the fewest first, equal ones in
    reading order; at most two."""
    cells = open_cells(state)
    ranked = sorted(cells, key=lambda c: (points_if(state, seat, card, c), c))
    return tuple(ranked[:headstart.GARBO_LOOKS])


def leader(state: State) -> tuple[int, str]:
    """Who leads Level Two, and why: the higher score; on equal scores whoever played
    the last Level-One card."""
    a, b = state.points
    if a != b:
        return (0 if a > b else 1), "higher score"
    return state.last, "played last"


# --- apply -------------------------------------------------------------------------------

def apply(state: State, seat: int, move) -> tuple[State, list[dict]]:
    # Checked first: (True, 0) == (1, 0), and a list cell would slip into the table.
    if not (isinstance(move, Play) and _is_cell(move.cell)) or move not in legal_moves(
            state, seat):
        raise IllegalMove(why_illegal(state, seat, move))
    found = matches(state, move.card, move.cell)
    gained = sum(points for _, _, points in found)
    old = state.pile(move.cell)
    covers = old.up if old else None
    table = [p for p in state.table if p.cell != move.cell] + [Pile(move.cell, move.card, covers)]
    table = tuple(sorted(table, key=lambda p: p.cell))
    hand = tuple(c for c in state.hands[seat] if c != move.card)
    points = _with(state.points, 1 - seat, state.points[1 - seat] + gained)
    state = replace(state, table=table, hands=_with(state.hands, seat, hand), points=points,
                    current=1 - seat, last=seat)
    events = [{"type": "play", "seat": seat, "card": move.card, "cell": list(move.cell),
               "covers": covers, "points": gained,
               "matches": [{"cell": list(c), "kind": k, "points": p} for c, k, p in found]}]
    if state.level == 1 and len(table) == LEVEL_ONE_CARDS:
        first, why = leader(state)
        events.append({"type": "level_two", "leader": first, "reason": why})
        state = _deal(replace(state, level=2, current=first), DEALS[2], events)
    elif state.level == 1 and not any(state.hands):
        state = _deal(state, DEALS[1], events)
    if is_over(state):
        events.append({"type": "game_over", "scores": list(state.points)})
    else:
        events.append({"type": "turn", "seat": state.current})
    return state, events


def _deal(state: State, counts, events: list) -> State:
    """Deal from the front of the stock, seat 0 first; only the receiver sees the cards."""
    hands, stock = list(state.hands), state.stock
    for seat, n in enumerate(counts):
        cards, stock = stock[:n], stock[n:]
        hands[seat] = sort_hand(hands[seat] + cards)
        events.append({"type": "deal", "seat": seat, "cards": list(cards), "seats": [seat]})
        events.append({"type": "deal_count", "seat": seat, "count": n})
    return replace(state, hands=tuple(hands), stock=stock)


def _with(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


# --- refusals in words ----------------------------------------------------------------------

def why_illegal(state: State, seat: int, move) -> Phrase:
    if is_over(state):
        return Phrase("The game is over.")
    if seat != state.current:
        return Phrase("It is not your turn.")
    if not isinstance(move, Play):
        return Phrase("Play a card from your hand onto the table.")
    if not isinstance(move.card, str) or move.card not in CARDS:
        return Phrase("There is no such card.")
    if move.card not in state.hands[seat]:
        return Phrase("That card is not in your hand.")
    if not _is_cell(move.cell):
        return Phrase("There is no such cell.")
    cell = move.cell
    pile = state.pile(cell)
    if state.level == 2:
        if pile is None:
            return Phrase("In Level Two a card goes on a face-up Level-One card.")
        return Phrase("That Level-One card is already covered: play on one still face up.")
    if not state.table:
        return Phrase("The first card goes to [0, 0]: it marks where the table starts.")
    if pile is not None:
        return Phrase("That cell already holds a card.")
    if not any(n in set(state.cells()) for n in neighbours(cell)):
        return Phrase("That cell is not next to a card.")
    return Phrase("The layout must fit in a 4x4 square.")


def _is_cell(value) -> bool:
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value))


def view(state: State, seat: int | None) -> State:
    """What `seat` may see: its own hand and the table. The other hand and the stock show
    as HIDDEN (their sizes stay); the generator is hidden too."""
    hands = tuple(h if s == seat else (HIDDEN,) * len(h) for s, h in enumerate(state.hands))
    return replace(state, hands=hands, stock=(HIDDEN,) * len(state.stock), rng=0)


def resample(state: State, seat: int | None, rng) -> State:
    """A state `seat` could not tell from this one: the cards it has not seen (the stock
    and the other hands) dealt again among those places, and another generator."""
    others = [s for s in range(len(state.hands)) if s != seat]
    unseen = list(state.stock) + [c for s in others for c in state.hands[s]]
    rng.shuffle(unseen)
    stock, hands = tuple(unseen[:len(state.stock)]), list(state.hands)
    rest = unseen[len(stock):]
    for s in others:
        hands[s], rest = sort_hand(rest[:len(hands[s])]), rest[len(hands[s]):]
    return replace(state, hands=tuple(hands), stock=stock, rng=rng.getrandbits(63))


def all_cards(state: State) -> list[str]:
    """Every card of the game, wherever it lies: the same after every move."""
    held = [c for h in state.hands for c in h] + list(state.stock)
    return held + [c for p in state.table for c in (p.up, p.down) if c]

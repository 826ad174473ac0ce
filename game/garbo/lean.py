"""The Garbo bots' lean tables: cards as ints 0..31 (DECK order), a set of cards as a bit
mask, and for each cell the mask of the face-up cards in line with it, so the cost of a
card on a cell is a few bit operations. `One` is a Level-One table (the growing square),
`Two` the fixed Level-Two square. tests/test_garbo_bots.py checks both against the rules.
"""

from __future__ import annotations

from ..core import make_generator
from ..grid import SIZE, in_line, neighbours
from .cards import COVER_FACTOR, DECK, RANK_OF, RANK_VALUE, SUIT_OF, SUIT_VALUE

# --- cards as ints 0..31 (DECK order); a set of cards is a bit mask ---------------------------

CARD = {c: i for i, c in enumerate(DECK)}
BIT = tuple(1 << i for i in range(32))
RMASK = tuple(sum(BIT[j] for j, d in enumerate(DECK) if RANK_OF[d] == RANK_OF[c]) for c in DECK)
SMASK = tuple(sum(BIT[j] for j, d in enumerate(DECK) if SUIT_OF[d] == SUIT_OF[c]) for c in DECK)
RVAL = tuple(RANK_VALUE[RANK_OF[c]] for c in DECK)
SVAL = tuple(SUIT_VALUE[SUIT_OF[c]] for c in DECK)


def cost_of(a: int, mask: int) -> int:
    """What card `a` gives away against the face-up cards in `mask`, all in line with it
    (a card never lies in line with itself, so its own bit is never in `mask`)."""
    return RVAL[a] * (mask & RMASK[a]).bit_count() + SVAL[a] * (mask & SMASK[a]).bit_count()


PAIR = tuple(tuple(cost_of(a, BIT[b]) if a != b else 0 for b in range(32)) for a in range(32))
COVER = tuple(tuple(COVER_FACTOR * p for p in row) for row in PAIR)


# --- Level One, lean: a cell (r, c) with -3 <= r, c <= 3 is k = (r + 3) * 7 + c + 3 ------------
# (the first card is [0, 0] and the square holds it, so no cell lies further out). The order
# of k is the reading order of the cells.

W, OFF = 2 * SIZE - 1, SIZE - 1
ORIGIN = OFF * W + OFF


def k_of(cell) -> int:
    return (cell[0] + OFF) * W + cell[1] + OFF


RC = tuple((k // W - OFF, k % W - OFF) for k in range(W * W))
ROWCOL = tuple(tuple(j for j in range(W * W) if in_line(RC[k], RC[j], diagonals=False))
               for k in range(W * W))
ALL_LINES = tuple(tuple(j for j in range(W * W) if in_line(RC[k], RC[j])) for k in range(W * W))
NEIGH = tuple(tuple(k_of(n) for n in neighbours(RC[k]) if -OFF <= min(n) and max(n) <= OFF)
              for k in range(W * W))


def _long_diagonals(r: int, c: int) -> tuple:
    return (frozenset(k_of((r + i, c + i)) for i in range(SIZE)),
            frozenset(k_of((r + i, c + SIZE - 1 - i)) for i in range(SIZE)))


LONG_DIAGONALS = {(r, c): _long_diagonals(r, c) for r in range(-OFF, 1) for c in range(-OFF, 1)}


class One:
    """A Level-One table: the card on each cell (-1: empty), for each cell the mask of the
    cards in line with it (rows and columns only with diagonals "long": the two long
    diagonals are looked at once a card fixes the square), the bounding box of the cards,
    and the empty cells beside them."""

    __slots__ = ("up", "lm", "box", "n", "long", "lines", "frontier")

    @classmethod
    def empty(cls, long: bool) -> One:
        t = cls()
        t.up, t.lm = [-1] * (W * W), [0] * (W * W)
        t.box, t.n, t.long = (0, 0, 0, 0), 0, long
        t.lines = ROWCOL if long else ALL_LINES
        t.frontier = set()
        return t

    @classmethod
    def of(cls, view) -> One:
        t = cls.empty(view.option["diagonals"] == "long")
        for pile in view.table:
            t.play(CARD[pile.up], k_of(pile.cell))
        return t

    def copy(self) -> One:
        t = One()
        t.up, t.lm, t.box, t.n = self.up[:], self.lm[:], self.box, self.n
        t.long, t.lines, t.frontier = self.long, self.lines, set(self.frontier)
        return t

    def open(self) -> list[int]:
        """The cells a card may go on (as rules.open_cells), in reading order."""
        if not self.n:
            return [ORIGIN]
        r0, r1, c0, c1 = self.box
        out = []
        for k in self.frontier:
            r, c = RC[k]
            if max(r1, r) - min(r0, r) < SIZE and max(c1, c) - min(c0, c) < SIZE:
                out.append(k)
        out.sort()
        return out

    def cost(self, a: int, k: int) -> int:
        """What card a on cell k gives away (as rules.points_if)."""
        m = self.lm[k]
        if self.long and self.n:
            r, c = RC[k]
            r0, r1, c0, c1 = self.box
            r0, c0 = min(r0, r), min(c0, c)
            if max(r1, r) - r0 == SIZE - 1 and max(c1, c) - c0 == SIZE - 1:
                up = self.up
                for diagonal in LONG_DIAGONALS[r0, c0]:     # the square is fixed now
                    if k in diagonal:
                        for j in diagonal:
                            if up[j] >= 0:
                                m |= BIT[up[j]]
        return cost_of(a, m)

    def play(self, a: int, k: int) -> None:
        self.up[k] = a
        bit, lm = BIT[a], self.lm
        for j in self.lines[k]:
            lm[j] |= bit
        r, c = RC[k]
        r0, r1, c0, c1 = self.box if self.n else (r, r, c, c)
        self.box = (min(r0, r), max(r1, r), min(c0, c), max(c1, c))
        self.n += 1
        self.frontier.discard(k)
        for j in NEIGH[k]:
            if self.up[j] < 0:
                self.frontier.add(j)


# --- Level Two, lean: the 16 cells of the fixed square, j = row * 4 + col ----------------------

def _lines_two(long: bool) -> tuple:
    cells = [(j // SIZE, j % SIZE) for j in range(SIZE * SIZE)]

    def lined(a, b) -> bool:
        if in_line(a, b, diagonals=not long):
            return True
        return long and ((a[0] == a[1] and b[0] == b[1])
                         or (a[0] + a[1] == SIZE - 1 and b[0] + b[1] == SIZE - 1))
    return tuple(tuple(i for i, b in enumerate(cells) if a != b and lined(a, b)) for a in cells)


LINES_TWO = {False: _lines_two(False), True: _lines_two(True)}
_zobrist = make_generator(20240611)
ZOBRIST = tuple(tuple(_zobrist.getrandbits(64) for _ in range(32)) for _ in range(SIZE * SIZE))


class Two:
    """A Level-Two table: the face-up card of each of the 16 cells, which cells still show
    their Level-One card (`open`, a bit per cell), for each cell the mask of the face-up
    cards in line with it, and a Zobrist key of the face-up cards. Played on in place."""

    __slots__ = ("up", "open", "lm", "lines", "z", "corner")

    @classmethod
    def of(cls, view) -> Two:
        t = cls()
        t.corner = (min(p.cell[0] for p in view.table), min(p.cell[1] for p in view.table))
        t.lines = LINES_TWO[view.option["diagonals"] == "long"]
        t.up, t.open = [0] * (SIZE * SIZE), 0
        for pile in view.table:
            j = t.index(pile.cell)
            t.up[j] = CARD[pile.up]
            if pile.down is None:
                t.open |= 1 << j
        t.lm = [0] * (SIZE * SIZE)
        t.z = 0
        for j, line in enumerate(t.lines):
            for i in line:
                t.lm[j] |= BIT[t.up[i]]
            t.z ^= ZOBRIST[j][t.up[j]]
        return t

    def index(self, cell) -> int:
        return (cell[0] - self.corner[0]) * SIZE + cell[1] - self.corner[1]

    def cell(self, j: int) -> tuple[int, int]:
        return (self.corner[0] + j // SIZE, self.corner[1] + j % SIZE)

    def cells(self) -> tuple[int, ...]:
        return cells_of(self.open)

    def cost(self, a: int, j: int) -> int:
        return cost_of(a, self.lm[j]) + COVER[a][self.up[j]]

    def play(self, a: int, j: int) -> int:
        """Card a on cell j; returns the covered card, for `undo`."""
        b = self.up[j]
        x, lm = BIT[a] | BIT[b], self.lm
        for i in self.lines[j]:
            lm[i] ^= x
        self.up[j] = a
        self.open &= ~(1 << j)
        self.z ^= ZOBRIST[j][a] ^ ZOBRIST[j][b]
        return b

    def undo(self, a: int, j: int, b: int) -> None:
        x, lm = BIT[a] | BIT[b], self.lm
        for i in self.lines[j]:
            lm[i] ^= x
        self.up[j] = b
        self.open |= 1 << j
        self.z ^= ZOBRIST[j][a] ^ ZOBRIST[j][b]


# The members of a bit mask, remembered: cells (16 bits, so at most 65536 entries) and hands.
_CELLS: dict[int, tuple[int, ...]] = {}
_CARDS: dict[int, tuple[int, ...]] = {}


def cells_of(mask: int) -> tuple[int, ...]:
    out = _CELLS.get(mask)
    if out is None:
        out = _CELLS[mask] = tuple(j for j in range(mask.bit_length()) if mask >> j & 1)
    return out


def cards_of(mask: int) -> tuple[int, ...]:
    out = _CARDS.get(mask)
    if out is None:
        if len(_CARDS) > 50_000:
            _CARDS.clear()
        out = _CARDS[mask] = tuple(a for a in range(mask.bit_length()) if mask >> a & 1)
    return out

"""Garbo bots: easy, medium and hard. seeds/garbo_bots.md says how each level plays.

A bot reads only its view: its own hand and the table. The cards it has not seen are the
32 minus its hand minus every card on the table, face up or covered (both players saw them
laid); in Level Two those are exactly the opponent's hand (card counting, which the rulings
allow). Nothing else is needed, so a bot keeps no memory: its choice depends only on its
seed and the view, and a bot rebuilt for Continue chooses exactly as one that never stopped.

- easy: the card and cell that give away the fewest points now.
- medium: minus what a move gives away, plus what the opponent's cheapest reply is expected
  to give back (Level One: the cheapest card of a hand drawn at random from the unseen
  cards, an exact expectation; Level Two: the known hand).
- hard, Level One: deals the unseen cards at random into the opponent's hand and the stock
  (determinization), searches each deal three moves deep among medium's best moves, and
  plays the move that does best on average; the end of Level One counts who will lead.
- hard, Level Two: both hands are known, so it searches the open game (alpha-beta on the
  point margin, a transposition table, iterative deepening): to the end once few enough
  cards are left, as deep as its node budget allows before that.

All work is bounded by counts (samples, nodes), never by a clock, so results replay. The
search runs on lean tables of its own (`One`, `Two`): ints for cards, bit masks for what
lies in line with each cell. tests/test_garbo_bots.py checks them against the rules.
"""

from __future__ import annotations

from math import comb

from ..core import make_generator
from ..grid import SIZE, in_line, neighbours
from .cards import COVER_FACTOR, DECK, RANK_OF, RANK_VALUE, SUIT_OF, SUIT_VALUE
from .rules import DEALS, LEVEL_ONE_CARDS, Play, legal_moves

LEVELS = ("easy", "medium", "hard")

# The hard bot's work. Level One: medium's best ROOTS moves, SAMPLES deals of the unseen
# cards, DEPTH moves deep, the REPLIES cheapest moves at each inner turn. Level Two: NODES
# positions at most per decision (about 15 microseconds each here).
ROOTS, SAMPLES, DEPTH, REPLIES = 8, 12, 3, 6
NODES = 10000
LEAD = 6          # leading Level Two is worth about 13 points to the leader: +6 / -6

INF = 10 ** 9

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


def _k(cell) -> int:
    return (cell[0] + OFF) * W + cell[1] + OFF


RC = tuple((k // W - OFF, k % W - OFF) for k in range(W * W))
ROWCOL = tuple(tuple(j for j in range(W * W) if in_line(RC[k], RC[j], diagonals=False))
               for k in range(W * W))
ALL_LINES = tuple(tuple(j for j in range(W * W) if in_line(RC[k], RC[j])) for k in range(W * W))
NEIGH = tuple(tuple(_k(n) for n in neighbours(RC[k]) if -OFF <= min(n) and max(n) <= OFF)
              for k in range(W * W))


def _long_diagonals(r: int, c: int) -> tuple:
    return (frozenset(_k((r + i, c + i)) for i in range(SIZE)),
            frozenset(_k((r + i, c + SIZE - 1 - i)) for i in range(SIZE)))


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
            t.play(CARD[pile.up], _k(pile.cell))
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


# --- what a seat knows ---------------------------------------------------------------------

def unseen(view, seat: int) -> list[int]:
    """The cards `seat` has not seen: not in its hand, not on the table (face up or
    covered). In Level Two they are exactly the opponent's hand."""
    seen = set(view.hands[seat])
    for pile in view.table:
        seen.add(pile.up)
        if pile.down is not None:
            seen.add(pile.down)
    return [CARD[c] for c in DECK if c not in seen]


def expected_min(values: list, h: int) -> float:
    """The expected least of h values drawn without replacement from `values`."""
    n = len(values)
    if h <= 0 or not values:
        return 0.0
    if h >= n:
        return min(values)
    values = sorted(values)
    return sum(v * comb(n - i - 1, h - 1) for i, v in enumerate(values[:n - h + 1])) / comb(n, h)


# --- Level One: one deal of the hidden cards, searched a few moves deep -----------------------

class World:
    """A Level-One game with the unseen cards dealt out one way (a sample): the table, both
    hands, the stock, the points and the seat to play. Played on by copying (the searches
    here are shallow)."""

    __slots__ = ("one", "hands", "stock", "points", "mover")

    def __init__(self, one: One, hands: list, stock: list, points: list, mover: int):
        self.one, self.hands, self.stock, self.points, self.mover = (
            one, hands, stock, points, mover)

    def moves(self) -> list[tuple[int, int, int]]:
        t = self.one
        return [(t.cost(a, k), a, k) for k in t.open() for a in self.hands[self.mover]]

    def after(self, a: int, k: int) -> tuple[int, World]:
        """What card a on cell k gives away, and the world after it (with the next deal
        when both hands are empty, as rules.apply deals)."""
        seat, t = self.mover, self.one.copy()
        c = t.cost(a, k)
        t.play(a, k)
        hands = self.hands[:]
        hands[seat] = [x for x in hands[seat] if x != a]
        points = self.points[:]
        points[1 - seat] += c
        stock = self.stock
        if t.n < LEVEL_ONE_CARDS and not hands[0] and not hands[1]:
            n0, n1 = DEALS[1]
            hands, stock = [stock[:n0], stock[n0:n0 + n1]], stock[n0 + n1:]
        return c, World(t, hands, stock, points, 1 - seat)

    def lead(self) -> int:
        """Once Level One is over: the worth of the lead of Level Two to the mover (the
        higher score leads; on equal scores whoever laid the last card, not the mover)."""
        a, b = self.points
        leader = 0 if a > b else 1 if b > a else 1 - self.mover
        return LEAD if leader == self.mover else -LEAD

    def value(self, depth: int, width: int) -> float:
        """The mover's margin from here on: `depth` moves, the `width` cheapest at each
        inner turn and all of them at the last; the lead once Level One is over."""
        t = self.one
        if t.n == LEVEL_ONE_CARDS:
            return self.lead()
        moves = self.moves()
        if depth <= 1 and t.n < LEVEL_ONE_CARDS - 1:
            return -min(moves)[0]
        moves.sort()
        best = -INF
        for c, a, k in moves[:width]:
            _, after = self.after(a, k)
            v = -c - after.value(depth - 1, width)
            if v > best:
                best = v
        return best


# --- Level Two: the open game, searched ---------------------------------------------------------

class _OutOfNodes(Exception):
    pass


EXACT, LOWER, UPPER = 0, 1, 2


class Solver:
    """Negamax with alpha-beta (principal variation search) on the point margin of the
    player to move, over the Level-Two game where both hands are known (bit masks). The
    transposition table is keyed by the face-up cards: they tell which cards were played,
    hence both hands and whose turn it is. At most `budget` nodes, else _OutOfNodes."""

    def __init__(self, two: Two, budget: int):
        self.two, self.budget, self.nodes, self.tt, self.rows = two, budget, 0, {}, {}
        self.killers = {}

    def row(self, j: int, hand: int) -> tuple:
        """(cost, card) for every card of `hand` on cell j now, cheapest first."""
        return self.row_of(self.two.lm[j], self.two.up[j], hand)

    def row_of(self, m: int, u: int, hand: int) -> tuple:
        """(cost, card) for every card of `hand` on a cell showing card u with the cards
        of mask m in line, cheapest first. Remembered: positions repeat a lot."""
        key = m | u << 32 | hand << 37
        out = self.rows.get(key)
        if out is None:
            cover = COVER
            out = self.rows[key] = tuple(sorted(
                (cost_of(a, m) + cover[a][u], a) for a in cards_of(hand)))
        return out

    def least(self, hand: int, limit: int) -> int:
        """The least the holder of `hand` can give away with one card now; or any value
        not above `limit` as soon as one is found (that is all the caller needs)."""
        t = self.two
        lm, up, rows = t.lm, t.up, self.rows
        best = INF
        for j in cells_of(t.open):
            out = rows.get(lm[j] | up[j] << 32 | hand << 37) or self.row(j, hand)
            if out[0][0] < best:
                best = out[0][0]
                if best <= limit:
                    break
        return best

    def moves(self, hand: int) -> list:
        out = [(c, a, j) for j in cells_of(self.two.open) for c, a in self.row(j, hand)]
        out.sort()
        return out

    def value(self, mine: int, theirs: int, depth: int, alpha: int, beta: int) -> int:
        """The mover's margin from here on, `depth` moves deep (the last one: the cheapest
        card and cell). Fail-soft: outside (alpha, beta) the value is a bound."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfNodes
        if depth == 1 or not theirs and not mine & (mine - 1):
            return -self.least(mine, -beta)
        t = self.two
        key = t.z
        entry = self.tt.get(key)
        if entry is not None:
            d, flag, v, first = entry
            if d >= depth and (flag == EXACT or flag == LOWER and v >= beta
                               or flag == UPPER and v <= alpha):
                return v
        moves = self.moves(mine)
        for ka, kj in self.killers.get(depth, ()):     # moves that refuted a sibling
            for i, move in enumerate(moves):
                if move[1] == ka and move[2] == kj:
                    moves.insert(0, moves.pop(i))
                    break
        if entry is not None:
            moves.remove(first)
            moves.insert(0, first)
        a0 = alpha
        best, best_move = -INF, moves[0]
        for i, move in enumerate(moves):
            c, a, j = move
            b = t.play(a, j)
            rest = mine ^ BIT[a]
            try:
                if i == 0:
                    v = -c - self.value(theirs, rest, depth - 1, -c - beta, -c - alpha)
                else:
                    v = -c - self.value(theirs, rest, depth - 1, -c - alpha - 1, -c - alpha)
                    if alpha < v < beta:
                        v = -c - self.value(theirs, rest, depth - 1, -c - beta, -c - alpha)
            finally:
                t.undo(a, j, b)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        killers = self.killers.setdefault(depth, [])
                        if (a, j) not in killers:
                            killers.insert(0, (a, j))
                            del killers[2:]
                        break
        flag = UPPER if best <= a0 else LOWER if best >= beta else EXACT
        self.tt[key] = (depth, flag, best, best_move)
        return best

    def root(self, mine: int, theirs: int, depth: int, order: list) -> list:
        """The moves in `order` with their values `depth` moves deep, best first: exact
        for the best, an upper bound for a move shown to be no better. Out of nodes, the
        moves searched so far are in `self.searched`."""
        t = self.two
        out = self.searched = []
        alpha = -INF
        for move in order:
            c, a, j = move
            rest = mine ^ BIT[a]
            if depth == 1 or not (rest or theirs):
                out.append((-c, move))
                continue
            b = t.play(a, j)
            try:
                if alpha == -INF:
                    v = -c - self.value(theirs, rest, depth - 1, -INF, INF)
                else:
                    v = -c - self.value(theirs, rest, depth - 1, -c - alpha - 1, -c - alpha)
                    if v > alpha:
                        v = -c - self.value(theirs, rest, depth - 1, -INF, -c - alpha)
            finally:
                t.undo(a, j, b)
            out.append((v, move))
            alpha = max(alpha, v)
        out.sort(key=lambda s: -s[0])
        return out

    def best(self, mine: int, theirs: int) -> tuple[tuple, int]:
        """The best move by iterative deepening, to the end of the game or until the
        budget runs out, and the depth of the deepest search finished (a search cut
        short still counts where it proved a move better than the previous best)."""
        order = self.moves(mine)
        done = 0
        for depth in range(1, (mine | theirs).bit_count() + 1):
            try:
                scored = self.root(mine, theirs, depth, order)
            except _OutOfNodes:
                if self.searched:
                    best = max(self.searched, key=lambda s: s[0])[1]
                    order = [best] + [m for m in order if m != best]
                break
            order, done = [m for _, m in scored], depth
        return order[0], done


# --- the bots -------------------------------------------------------------------------------

class Bot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
        self.level, self.seat, self.seed = level, seat, seed * 7919 + seat

    def observe(self, events) -> None:
        """Every card ever played lies on the table in the view: nothing to remember."""

    def choose(self, view):
        moves = legal_moves(view, self.seat)
        if len(moves) == 1:
            return moves[0]
        # A fresh generator for each choice, keyed by the seed and how far the game is.
        rng = make_generator(self.seed + 104729 * view.played())
        if self.level == "easy":
            return self._easy(view, rng)
        if self.level == "medium":
            best = max(self._medium(view, rng))
            return Play(best[2], best[3])
        if view.level == 1:
            return self._hard_one(view, rng)
        return self._hard_two(view)

    def _easy(self, view, rng):
        """The least given away now."""
        if view.level == 1:
            t = One.of(view)
            cells = [(k, RC[k]) for k in t.open()]
        else:
            t = Two.of(view)
            cells = [(j, t.cell(j)) for j in t.cells()]
        best = min((t.cost(CARD[card], k), rng.random(), card, cell)
                   for card in view.hands[self.seat] for k, cell in cells)
        return Play(best[2], best[3])

    def _medium(self, view, rng) -> list:
        """(value, tie-break, card, cell) for every legal move: minus what it gives away,
        plus what the opponent's cheapest reply is expected to give back."""
        seat = self.seat
        rest = unseen(view, seat)
        scored = []
        if view.level == 1:
            t = One.of(view)
            held = len(view.hands[1 - seat])
            if not held:                     # my card ends the round: a new deal first
                held = DEALS[1][1 - seat]
            for k in t.open():
                for card in view.hands[seat]:
                    a = CARD[card]
                    after = t.copy()
                    after.play(a, k)
                    if after.n == LEVEL_ONE_CARDS:
                        reply = 0.0
                    else:
                        cells = after.open()
                        reply = expected_min([min(after.cost(u, x) for x in cells)
                                              for u in rest], held)
                    scored.append((reply - t.cost(a, k), rng.random(), card, RC[k]))
        else:
            t = Two.of(view)
            for j in t.cells():
                for card in view.hands[seat]:
                    a = CARD[card]
                    c = t.cost(a, j)
                    b = t.play(a, j)
                    cells = t.cells()
                    reply = min(t.cost(u, x) for u in rest for x in cells) if cells else 0
                    t.undo(a, j, b)
                    scored.append((reply - c, rng.random(), card, t.cell(j)))
        return scored

    def _hard_one(self, view, rng):
        """Medium's best few moves, each searched in many deals of the unseen cards."""
        seat = self.seat
        ranked = sorted(self._medium(view, rng), reverse=True)[:ROOTS]
        base = One.of(view)
        mine = [CARD[c] for c in view.hands[seat]]
        pool = unseen(view, seat)
        held, stocked = len(view.hands[1 - seat]), len(view.stock)
        totals = [0.0] * len(ranked)
        for _ in range(SAMPLES):
            rng.shuffle(pool)
            hands = [mine, pool[:held]] if seat == 0 else [pool[:held], mine]
            world = World(base, hands, pool[held:held + stocked], list(view.points), seat)
            for i, (_, _, card, cell) in enumerate(ranked):
                c, after = world.after(CARD[card], _k(cell))
                totals[i] += -c - after.value(DEPTH - 1, REPLIES)
        best = max(range(len(ranked)), key=lambda i: (totals[i], ranked[i][1]))
        return Play(ranked[best][2], ranked[best][3])

    def _hard_two(self, view):
        """Both hands are known: search the open game."""
        t = Two.of(view)
        mine = sum(BIT[CARD[c]] for c in view.hands[self.seat])
        theirs = sum(BIT[u] for u in unseen(view, self.seat))
        (_, a, j), _ = Solver(t, NODES).best(mine, theirs)
        return Play(DECK[a], t.cell(j))


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)

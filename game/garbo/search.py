"""The hard Garbo bot's two searches: `World`, a Level-One game with the unseen cards
dealt out one way and searched a few moves deep, and `Solver`, the open Level-Two game
searched with alpha-beta. Both count their work (moves, nodes), never time it.
"""

from __future__ import annotations

from .lean import BIT, COVER, One, Two, cards_of, cells_of, cost_of
from .rules import DEALS, LEVEL_ONE_CARDS

LEAD = 6          # leading Level Two is worth about 13 points to the leader: +6 / -6
INF = 10 ** 9


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

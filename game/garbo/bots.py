"""Garbo bots: easy, medium and hard. seeds/garbo_bots.md says how each level plays.

A bot reads only its view: its own hand and the table. The cards it has not seen are the
32 minus its hand minus every card on the table, face up or covered (both players saw them
laid); in Level Two those are exactly the opponent's hand (card counting, which the rulings
allow). Nothing else is needed, so a bot keeps no memory: its choice depends only on its
seed and the view, and a bot rebuilt for Continue chooses exactly as one that never stopped.

- easy: the card and cell that give away the fewest points now, as a person counts them:
  on one turn in two by eye (`seen_cost`: only the matches next to the place seen).
- medium: minus what a move gives away, plus what the opponent's cheapest reply is expected
  to give back (Level One: the cheapest card of a hand drawn at random from the unseen
  cards, an exact expectation; Level Two: the known hand); on one turn in four what its
  own card gives away is counted by eye, as easy does.
- hard, Level One: deals the unseen cards at random into the opponent's hand and the stock
  (determinization), searches each deal three moves deep among medium's best moves, and
  plays the move that does best on average; the end of Level One counts who will lead.
- hard, Level Two: both hands are known, so it searches the open game (alpha-beta on the
  point margin, a transposition table, iterative deepening): to the end once few enough
  cards are left, as deep as its node budget allows before that.

All work is bounded by counts (samples, nodes), never by a clock, so results replay. The
searches (search.py: `World`, `Solver`) run on lean tables of their own (lean.py: `One`,
`Two`): ints for cards, bit masks for what lies in line with each cell.
tests/test_garbo_bots.py checks them against the rules.
"""

from __future__ import annotations

from math import comb

from ..core import make_generator
from .cards import DECK
from .lean import BIT, CARD, RC, One, Two, k_of
from .rules import DEALS, LEVEL_ONE_CARDS, Play, legal_moves, matches
from .search import Solver, World

LEVELS = ("easy", "medium", "hard")

# The hard bot's work. Level One: medium's best ROOTS moves, SAMPLES deals of the unseen
# cards, DEPTH moves deep, the REPLIES cheapest moves at each inner turn. Level Two: NODES
# positions at most per decision (about 15 microseconds each here).
ROOTS, SAMPLES, DEPTH, REPLIES = 8, 12, 3, 6
NODES = 10000
# How often a level counts a card's cost by eye, overlooking every match that is not next
# to the place (the chance of such a turn).
OVERSIGHT = {"easy": 0.5, "medium": 0.25}
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


def seen_cost(view, card: str, cell, blind: bool) -> int:
    """What `card` on `cell` gives away as a player counts it: every match; or, `blind`,
    by eye: only the matches next to the place (the eight around it, and in Level Two the
    card it covers), the ones across a gap or further along a line overlooked."""
    return sum(points for (r, c), _, points in matches(view, card, cell)
               if not blind or abs(r - cell[0]) <= 1 and abs(c - cell[1]) <= 1)


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
            best = max(self._medium(view, rng, rng.random() < OVERSIGHT["medium"]))
            return Play(best[2], best[3])
        if view.level == 1:
            return self._hard_one(view, rng)
        return self._hard_two(view)

    def _easy(self, view, rng):
        """The least given away now, as counted by eye (some lines overlooked)."""
        blind = rng.random() < OVERSIGHT["easy"]
        moves = legal_moves(view, self.seat)
        best = min((seen_cost(view, m.card, m.cell, blind), rng.random(), m) for m in moves)
        return best[2]

    def _medium(self, view, rng, blind: bool = False) -> list:
        """(value, tie-break, card, cell) for every legal move: minus what it gives away,
        plus what the opponent's cheapest reply is expected to give back. When `blind`,
        what it gives away is counted by eye (seen_cost)."""
        seat = self.seat

        def given(card, cell, exact: int) -> int:
            return seen_cost(view, card, cell, True) if blind else exact
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
                    given_now = given(card, RC[k], t.cost(a, k))
                    scored.append((reply - given_now, rng.random(), card, RC[k]))
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
                    scored.append((reply - given(card, t.cell(j), c), rng.random(), card,
                                   t.cell(j)))
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
                c, after = world.after(CARD[card], k_of(cell))
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

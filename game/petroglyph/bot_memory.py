"""What a Petroglyph bot believes about the face-down cards.

The belief is a 17x17 matrix: one row per position (the 16 cells, then the aside card),
one column per card, each entry the chance that the card lies there. Rows and columns of
what is still in play sum to one. A flip fixes a row; a shuffle replaces the rows of the
shuffled cells by their average (exact for a uniform permutation); after fixing a card the
matrix is rebalanced by alternating row and column scaling (Sinkhorn), which turns "R1 is
in this row of four" plus "that cell is B2" into "R1 is in one of the other three".
Everything is rebuilt from events or, failing that, from a view alone.
"""

from __future__ import annotations

from .. import grid as g
from .cards import DECK, colour

N = len(DECK)          # 17 cards, and 17 positions: 16 cells + the aside slot
ASIDE = 16
CERTAIN = 0.999
COLOURS = "RBGY"
CARD_COLOUR = tuple(COLOURS.index(colour(c)) for c in DECK)
CARD_INDEX = {c: i for i, c in enumerate(DECK)}


class Belief:
    def __init__(self) -> None:
        self.m = [[1.0 / N] * N for _ in range(N)]
        self.rows = set(range(N))      # positions that still hold a card
        self.cols = set(range(N))      # cards still in play
        self.fixed: dict[int, int] = {}  # position -> card seen there and not moved since

    # --- updates from events ----------------------------------------------------------

    def reveal(self, slot: int, card: str) -> None:
        x = CARD_INDEX[card]
        if slot not in self.rows or x not in self.cols or self.fixed.get(slot) == x:
            return
        if self.m[slot][x] <= 0.0:
            # Memory said this was impossible (only a forgetful bot gets here).
            self.forget([slot])
        self.fixed.pop(slot, None)
        self._pin(slot, x)
        self.normalise()

    def remove(self, slot: int, card: str) -> None:
        x = CARD_INDEX[card]
        self.rows.discard(slot)
        self.cols.discard(x)
        self.fixed.pop(slot, None)
        self.m[slot] = [0.0] * N
        for r in range(N):
            self.m[r][x] = 0.0
        self.normalise()

    def shuffle(self, slots) -> None:
        slots = [s for s in slots if s in self.rows]
        if len(slots) < 2:
            return
        avg = [sum(self.m[s][x] for s in slots) / len(slots) for x in range(N)]
        for s in slots:
            self.m[s] = list(avg)
            self.fixed.pop(s, None)
        self.normalise()

    def forget(self, slots) -> None:
        """Lose what was known about these cells: they become like any unseen cell."""
        slots = [s for s in slots if s in self.rows]
        if not slots:
            return
        freed = [self.fixed.pop(s) for s in slots if s in self.fixed]
        placed = set(self.fixed.values())
        free = [x for x in self.cols if x not in placed]
        # A forgotten cell is like any other cell of unknown card (their average), and a
        # card whose place is forgotten may lie in any of them, not only among the
        # forgotten cells (else forgetting would still tell where it is).
        open_rows = [r for r in self.rows if r not in self.fixed]
        others = [r for r in open_rows if r not in slots]
        for s in slots:
            self.m[s] = [0.0] * N
            for x in free:
                self.m[s][x] = (sum(self.m[r][x] for r in others) / len(others) if others
                                else 1.0 / len(free))
        for x in freed:
            for r in open_rows:
                self.m[r][x] = 1.0 / len(open_rows)
        self.normalise()

    def swap(self, a: int, b: int) -> None:
        """Misplace a memory: what is believed of cells a and b changes places (a person
        mixing up neighbours, bots_recall.py). Rows and columns still sum to one."""
        if a not in self.rows or b not in self.rows:
            return
        self.m[a], self.m[b] = self.m[b], self.m[a]
        ka, kb = self.fixed.pop(a, None), self.fixed.pop(b, None)
        if ka is not None:
            self.fixed[b] = ka
        if kb is not None:
            self.fixed[a] = kb

    def normalise(self, rounds: int = 60) -> None:
        m = self.m
        while True:
            rows = [r for r in self.rows if r not in self.fixed]
            placed = set(self.fixed.values())
            cols = [x for x in self.cols if x not in placed]
            for _ in range(rounds):
                worst = 0.0
                for x in cols:
                    total = sum(m[r][x] for r in rows)
                    if total <= 0.0:
                        return self._rebuild()
                    worst = max(worst, abs(total - 1.0))
                    for r in rows:
                        m[r][x] /= total
                for r in rows:
                    row = m[r]
                    total = sum(row[x] for x in cols)
                    if total <= 0.0:
                        return self._rebuild()
                    for x in cols:
                        row[x] /= total
                if worst < 1e-6:
                    break
            # A card whose every other home has been ruled out is as good as seen.
            sure = [(r, x) for r in rows for x in cols if m[r][x] > CERTAIN]
            if not sure:
                return
            for r, x in sure:
                self._pin(r, x)

    def _pin(self, slot: int, x: int) -> None:
        # Two homes for one card: the older memory is the wrong one.
        wrong = [r for r, y in self.fixed.items() if y == x and r != slot]
        for r in wrong:
            del self.fixed[r]
        for r in self.rows:
            self.m[r][x] = 0.0
        self.m[slot] = [0.0] * N
        self.m[slot][x] = 1.0
        self.fixed[slot] = x
        placed = set(self.fixed.values())
        for r in wrong:
            # Any card not pinned elsewhere (never one that is: the rows of what is
            # pinned would otherwise stay wrong, normalise leaves them alone).
            self.m[r] = [1.0 if c in self.cols and c not in placed else 0.0
                         for c in range(N)]

    def _rebuild(self) -> None:
        """Memory contradicts itself (possible only after forgetting): keep the facts of
        the table, forget the rest."""
        placed = set(self.fixed.values())
        free = [x for x in self.cols if x not in placed]
        for r in self.rows:
            if r in self.fixed:
                continue
            self.m[r] = [0.0] * N
            for x in free:
                self.m[r][x] = 1.0 / len(free)

    # --- agreeing with the table --------------------------------------------------------

    def sync(self, view) -> None:
        """Make the belief agree with what the view shows, whatever events were missed."""
        gone = {c for seat in view.sets for cards in seat for c in cards}
        gone.update(view.discarded)
        changed = False
        for x, card in enumerate(DECK):
            if card in gone and x in self.cols:
                self._drop_card(x)
                changed = True
        for slot, card in enumerate(view.grid):
            if card is None and slot in self.rows:
                self._drop_slot(slot)
                changed = True
        if len(self.rows) != len(self.cols):
            return self._rebuild_from_view(view)
        for slot, card in enumerate(view.grid):
            if card not in (None, "?") and self.fixed.get(slot) != CARD_INDEX[card]:
                if self.m[slot][CARD_INDEX[card]] <= 0.0:
                    return self._rebuild_from_view(view)
                self.fixed.pop(slot, None)
                self._pin(slot, CARD_INDEX[card])
                changed = True
        if changed:
            self.normalise()

    def _drop_card(self, x: int) -> None:
        self.cols.discard(x)
        for r in range(N):
            self.m[r][x] = 0.0

    def _drop_slot(self, slot: int) -> None:
        self.rows.discard(slot)
        self.fixed.pop(slot, None)
        self.m[slot] = [0.0] * N

    def _rebuild_from_view(self, view) -> None:
        fresh = Belief()
        gone = {c for seat in view.sets for cards in seat for c in cards}
        gone.update(view.discarded)
        for x, card in enumerate(DECK):
            if card in gone:
                fresh._drop_card(x)
        for slot, card in enumerate(view.grid):
            if card is None:
                fresh._drop_slot(slot)
        fresh.normalise()
        for slot, card in enumerate(view.grid):
            if card not in (None, "?"):
                fresh.reveal(slot, card)
        self.__dict__.update(fresh.__dict__)

    # --- questions ------------------------------------------------------------------------

    def known(self, slot: int) -> int | None:
        return self.fixed.get(slot)


def slot_of(cell) -> int:
    return g.index(tuple(cell))

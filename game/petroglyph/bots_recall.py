"""How a person remembers where Petroglyph's cards lie: the model behind the easy and medium
bots' memory and the scripted child's (tests/petroglyph_child.py).

A card seen at a place is remembered there for a while. `age` counts the turns (anyone's)
since it was last seen; the chance it is still remembered falls with it, along a forgetting
curve, `span / (span + age)`: at `age == span` half the cards seen are gone. Older memories
are steadier than fresh ones (a card still held after many turns is less likely to go at
the next), as with people. A card that is seen again starts over at age 0.

People also misplace what they remember: at the end of each turn every remembered card may
slip, with the chance `slip`, to a neighbouring place (left, right, above or below), the
card that was remembered there (if any) taking its place: "the red was there... or was it
next to it?". Children of 6 remember worse than adults; by 8 they are close to them
(Kingo et al. 2019), hence a short span and frequent slips for a child.

Everything is drawn from the generator the caller passes, so a seed always gives the same
memories. `Recall.age_all` works on any memory: a dict place -> whatever is remembered
there, and a dict place -> the turn it was last seen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import grid as g


@dataclass(frozen=True)
class Recall:
    span: float          # turns after which half of what was seen is forgotten
    slip: float = 0.0    # chance a remembered card slips to a neighbouring place, a turn

    def kept(self, age: float) -> float:
        """The chance a card seen `age` turns ago is still remembered."""
        return self.span / (self.span + age) if age > 0 else 1.0

    def stays(self, age: int) -> float:
        """The chance a card remembered at `age - 1` is still remembered at `age`."""
        return self.kept(age) / self.kept(age - 1)

    def age_all(self, seen_at: dict, turn: int, rng, places) -> tuple[list, list]:
        """A turn has ended (`turn` is the new count): decide which remembered places
        are forgotten and which memories slip. Returns (forgotten places, slips as pairs of
        neighbouring places whose memories swap); the caller applies them. `places` are the
        places that still hold a card (a memory never slips onto an empty space)."""
        forgotten = [p for p in sorted(seen_at) if rng.random() >= self.stays(turn - seen_at[p])]
        slips = []
        if self.slip > 0.0:
            moved: set[int] = set(forgotten)
            for p in sorted(seen_at):
                if p in moved or rng.random() >= self.slip:
                    continue
                near = [g.index(c) for c in g.neighbours(g.cell_of(p)) if g.on_grid(c)]
                near = [q for q in near if q in places and q not in moved]
                if near:
                    q = near[rng.randrange(len(near))]
                    slips.append((p, q))
                    moved.update((p, q))
        return forgotten, slips


# The levels' memories and the child's (tests/petroglyph_child.py). Why these numbers: the
# child's share of games won against each level forms a ladder (make bench, README).
CHILD = Recall(span=3.0, slip=0.1)

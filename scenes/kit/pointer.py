"""The table pointing at a move: a pulsing glow on what to click and an arrow to where it
goes. Hints and the guided games (Learn) show a move this way, not only in words.

A board says where a move is on the table with `marks(move)` -> Marks: the rectangles to
glow (what to click, in order) and, when the move takes something somewhere, the arrow's
two ends."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..shell.palette import GOLD, SHADOW

PULSE_MS = 900      # one breath of the glow


@dataclass
class Marks:
    glows: list = field(default_factory=list)     # logical rects, what to click
    arrow: tuple | None = None                    # (from rect, to rect)


def centre(r) -> tuple[float, float]:
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


def edge_towards(r, point) -> tuple[float, float]:
    """Where the line from the centre of `r` to `point` leaves `r` (an arrow ends at the
    card's edge, not over its face)."""
    cx, cy = centre(r)
    dx, dy = point[0] - cx, point[1] - cy
    if dx == dy == 0:
        return cx, cy
    t = min(r[2] / 2 / abs(dx) if dx else math.inf, r[3] / 2 / abs(dy) if dy else math.inf)
    return cx + dx * t, cy + dy * t


def draw_marks(canvas, marks: Marks, age: float) -> None:
    """The glow breathes (so the eye finds it); the arrow stays still (so it reads)."""
    breath = 0.5 + 0.5 * math.sin(2 * math.pi * age / PULSE_MS)
    strength = 130 + int(110 * breath) // 22 * 22     # a few steps: glows are cached
    ends = [marks.arrow[1]] if marks.arrow and marks.arrow[1] not in marks.glows else []
    for r in marks.glows + ends:          # where the arrow ends glows too: click it next
        canvas.glow(r, GOLD, radius=10, spread=14, strength=strength)
        canvas.box(GOLD, r, radius=8, width=3)
    if marks.arrow is not None:
        a, b = marks.arrow
        start = edge_towards(a, centre(b))
        end = edge_towards(b, centre(a))
        canvas.arrow(SHADOW, (start[0] + 2, start[1] + 3), (end[0] + 2, end[1] + 3), 8, 26)
        canvas.arrow(GOLD, start, end, 6, 22)

"""The table pointing at a move: a pulsing glow on what to click and an arrow to where it
goes. Hints and the guided games (Learn) show a move this way, not only in words.

A board says where a move is on the table with `marks(move)` -> Marks: the rectangles to
glow (what to click, in order) and, when the move takes something somewhere, the arrow's
two ends. The arrow keeps off the words drawn before it (a seat's name, a card's count,
the line of what happened): the table draws it after them."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..shell.canvas import HINT
from ..shell.palette import GOLD, SHADOW

PULSE_MS = 900      # one breath of the glow
SHAFT, HEAD = 7, 14     # how near words an arrow's shaft and head (its shadow's too) reach
HEAD_LONG = 26          # the shadow's head, the longer of the two


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


def sides(r) -> list[tuple[float, float]]:
    x, y, w, h = r
    return [(x + w / 2, y), (x + w / 2, y + h), (x, y + h / 2), (x + w, y + h / 2)]


def meets(p, q, r, pad: float) -> bool:
    """The segment from `p` to `q` passes within `pad` of the rectangle `r`."""
    t0, t1 = 0.0, 1.0
    for start, d, lo, hi in ((p[0], q[0] - p[0], r[0] - pad, r[0] + r[2] + pad),
                             (p[1], q[1] - p[1], r[1] - pad, r[1] + r[3] + pad)):
        if d == 0:
            if not lo <= start <= hi:
                return False
            continue
        a, b = sorted(((lo - start) / d, (hi - start) / d))
        t0, t1 = max(t0, a), min(t1, b)
        if t0 > t1:
            return False
    return True


def crosses(start, end, letters) -> bool:
    length = math.dist(start, end) or 1
    back = (end[0] - (end[0] - start[0]) * HEAD_LONG / length,
            end[1] - (end[1] - start[1]) * HEAD_LONG / length)
    return any(meets(start, end, r, SHAFT) or meets(back, end, r, HEAD) for r in letters)


def arrow_ends(a, b, letters) -> tuple:
    """Where the arrow from `a` to `b` starts and ends: on their edges, on the line
    between their centres, unless that crosses `letters`; then the shortest from the
    middle of a side to the middle of a side that crosses none; else on that line, from
    past the words it crosses (`a` glows: the person sees where it comes from)."""
    straight = (edge_towards(a, centre(b)), edge_towards(b, centre(a)))
    left, top = min(a[0], b[0]) - HEAD, min(a[1], b[1]) - HEAD
    right = max(a[0] + a[2], b[0] + b[2]) + HEAD
    bottom = max(a[1] + a[3], b[1] + b[3]) + HEAD
    near = [r for r in letters
            if r[0] < right and left < r[0] + r[2] and r[1] < bottom and top < r[1] + r[3]]
    for start, end in [straight] + sorted(((p, q) for p in sides(a) for q in sides(b)),
                                          key=lambda pq: math.dist(*pq)):
        if not crosses(start, end, near):
            return start, end
    (x0, y0), end = straight
    steps = int(math.dist(straight[0], end) // 4)
    for k in range(1, steps - 10):
        start = (x0 + (end[0] - x0) * k / steps, y0 + (end[1] - y0) * k / steps)
        if not crosses(start, end, near):
            return start, end
    return straight


def letters(canvas) -> tuple:
    """The lines of text drawn so far this frame, logical, from their capitals' top to
    their baseline (a glyph's box is taller than its letters)."""
    out = []
    for r in canvas.written:
        x, y, w, h = canvas.logical_rect(r)
        out.append((x, y + h * 0.15, w, h * 0.7))
    return tuple(out)


def draw_marks(canvas, marks: Marks, age: float, still: bool = False) -> None:
    """The glow breathes (so the eye finds it); the arrow stays still (so it reads). A
    glow no arrow comes to has a short one of its own pointing down at it: a hint is told
    from a playable card's steady line by its motion and its arrow, not by its gold.
    `still`: no motion (Settings), the glow steady at its strongest, its arrow still."""
    breath = 1.0 if still else 0.5 + 0.5 * math.sin(2 * math.pi * age / PULSE_MS)
    strength = 130 + int(110 * breath) // 22 * 22     # a few steps: glows are cached
    ends = [marks.arrow[1]] if marks.arrow and marks.arrow[1] not in marks.glows else []
    for r in marks.glows + ends:          # where the arrow ends glows too: click it next
        canvas.glow(r, GOLD, radius=10, spread=14, strength=strength)
        canvas.box(GOLD, r, radius=8, width=4 if canvas.contrast else 3)
        canvas.note_mark(HINT, GOLD, r)
        if marks.arrow is None or r not in (marks.arrow[0], marks.arrow[1]):
            pointer_head(canvas, r, breath)
    if marks.arrow is not None:
        start, end = arrow_ends(*marks.arrow, letters(canvas))
        canvas.arrow(SHADOW, (start[0] + 2, start[1] + 3), (end[0] + 2, end[1] + 3), 8,
                     HEAD_LONG)
        canvas.arrow(GOLD, start, end, 6, 22)


def pointer_head(canvas, r, breath: float) -> None:
    """A small arrowhead over the top of `r`, pointing down at it, bobbing with the glow's
    breath (a few steps, so a still frame shows it where the glow is)."""
    x, y, w, _h = r
    bob = round(4 * breath)
    tip = (x + w / 2, y - 3 - bob)
    half, tall = 9, 12
    for colour, dx, dy in ((SHADOW, 2, 2), (GOLD, 0, 0)):
        pts = [(tip[0] + dx, tip[1] + dy), (tip[0] - half + dx, tip[1] - tall + dy),
               (tip[0] + half + dx, tip[1] - tall + dy)]
        canvas.polygon(colour, pts)

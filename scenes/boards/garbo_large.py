"""Garbo's side panels at a larger text size (issue 44): the layout's columns laid out
again so each panel is as tall as its words.

At Normal print the map's rectangles hold (assets/maps/garbo.tmx). Larger, the seats'
panels grow (their header, `kit/seat_panel.header_height`, and the line of the last
gain), so the left column keeps the two seats and the values printed on the table; the
right column takes the other hand, the stock and, below them, what a card gives away (a
guided game's words there cover the stock too)."""

from __future__ import annotations

from ..kit.layout import Layout
from ..kit.seat_panel import header_height
from ..shell.canvas import Canvas

GAP = 10
BOTTOM = 660            # both columns end here, above the buttons
MINI_H = 56             # a card in the other hand and on the stock


def seat_height(canvas: Canvas) -> float:
    """A seat's panel: its header and a line for the last play's gain under it."""
    return header_height(canvas) + canvas.line_step(18) + 20


def other_hand_height(canvas: Canvas) -> float:
    return 16 + canvas.line_step(20) + 6 + MINI_H + 8 + canvas.line_step(18) + 8


def stock_height(canvas: Canvas) -> float:
    return 10 + canvas.line_step(24) + 4 + canvas.line_step(18) + 8 + MINI_H + 16


class GarboLayout(Layout):
    """The map's layout, but for the side panels at a larger text size (`canvas` is the
    table's, whose `text_scale` may change while the table shows)."""

    MOVED = ("seat", "stock", "values", "other_hand", "preview")

    def __init__(self, game: str, canvas: Canvas | None):
        super().__init__(game)
        self.canvas = canvas
        self._large: tuple = (None, {})

    def rect(self, role: str, **match) -> tuple[float, float, float, float]:
        canvas = self.canvas
        if canvas is None or canvas.text_scale <= 1 or role not in self.MOVED:
            return super().rect(role, **match)
        return self.large(canvas)[(role, match.get("seat"))]

    def large(self, canvas: Canvas) -> dict:
        t = canvas.text_scale
        if self._large[0] == t:
            return self._large[1]
        lx, ly, lw = super().rect("seat", seat=0)[:3]
        rx, _ry, rw = super().rect("other_hand")[:3]
        sh = seat_height(canvas)
        out = {("seat", 0): (lx, ly, lw, sh), ("seat", 1): (lx, ly + sh + GAP, lw, sh)}
        vy = ly + 2 * (sh + GAP)
        out[("values", None)] = (lx, vy, lw, BOTTOM - vy)
        oh = other_hand_height(canvas)
        out[("other_hand", None)] = (rx, ly, rw, oh)
        sy = ly + oh + GAP
        st = stock_height(canvas)
        out[("stock", None)] = (rx, sy, rw, st)
        py = sy + st + GAP
        out[("preview", None)] = (rx, py, rw, BOTTOM - py)
        self._large = (t, out)
        return out

    def lesson_place(self):
        """A guided game's words at a larger text size: over the stock and what a card
        gives away (the right column under the other hand)."""
        x, y, w, _h = self.rect("stock")
        return (x, y, w, BOTTOM - y)

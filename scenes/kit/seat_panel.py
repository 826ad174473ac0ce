"""The panel every game draws for a seat: name, person or bot, score, whose turn."""

from __future__ import annotations

from ..services.session import Seat
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK

TURN = GOLD


def seat_kind(seat: Seat) -> str:
    return f"Bot · {seat.level}" if seat.is_bot else "Person"


def draw_seat_panel(canvas: Canvas, rect, seat: Seat, score: int, active: bool,
                    winner: bool = False) -> None:
    x, y, w, h = rect
    if active:
        canvas.glow(rect, TURN, radius=14, spread=12, strength=200)
    canvas.panel(rect, alpha=150 if active else 110)
    if active:
        canvas.box(TURN, rect, radius=14, width=2)
        # A shape as well as a colour says whose turn it is.
        canvas.text("▶", 20, (x + 14, y + 24), TURN, anchor="midleft")
    canvas.text(seat.name, 24, (x + 40, y + 24), INK, anchor="midleft", bold=True,
                shadow=True)
    # One line for both: beside "points" there is room for one of them, not both.
    canvas.text("playing now" if active else seat_kind(seat), 18,
                (x + 40, y + 52), GOLD if active else DIM, anchor="midleft",
                bold=active)
    canvas.text(str(score), 36, (x + w - 16, y + 26), INK, anchor="midright", bold=True,
                shadow=True)
    canvas.text("points", 18, (x + w - 16, y + 54), DIM, anchor="midright")
    if winner:
        canvas.text("★ winner", 20, (x + w - 16, y + h - 18), GOLD, anchor="midright",
                    bold=True)

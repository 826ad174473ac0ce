"""A table's sign: a few big words over the middle of the table for a moment (a level
begins, a round ends), in a panel as wide as its words, fading in and out."""

from __future__ import annotations

from ..shell.canvas import SIGN, Canvas
from ..shell.palette import GOLD

SIGN_WIDTH = 1000       # the words' widest (a long language's fit, a size or two smaller)


def draw_sign(canvas: Canvas, text: str, age: float, ms: float) -> None:
    """`text`, shown `age` ms of its `ms`."""
    alpha = max(0, int(255 * min(1.0, (ms - age) / 300, age / 120)))
    text, size = canvas.fitted(text, 36, SIGN_WIDTH, bold=True)
    w = canvas.text_width(text, size, bold=True) + 60
    h = max(80, canvas.line_step(size) * 1.17 + 20)      # taller with larger print
    canvas.panel((640 - w / 2, 360 - h / 2, w, h), alpha=int(0.8 * alpha) // 32 * 32,
                 radius=18, hides=SIGN)
    canvas.text(text, size, (640, 360), GOLD, anchor="center", bold=True, shadow=True,
                alpha=alpha)

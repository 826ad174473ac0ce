"""What happened: every line the table said (bots' moves included), newest first, in a
panel a person opens beside the table and scrolls, so a move made while they looked away
is never lost (the line under the table fades after a few seconds)."""

from __future__ import annotations

from ..services.lang import _
from ..services.wording import split_words
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK

KEEP = 200          # lines kept per table
LINE_H = 26


class History:
    def __init__(self):
        self.lines: list[str] = []
        self.top = 0            # lines scrolled past, from the newest
        self._wrapped: tuple = (None, [])
        self.cut = 0            # the oldest lines let go (past KEEP)

    def add(self, text: str) -> None:
        if text and (not self.lines or self.lines[-1] != text):
            self.lines.append(text)
            self.cut += max(0, len(self.lines) - KEEP)
            del self.lines[:-KEEP]
            if self.top:
                self.top += 1   # someone reading older lines keeps them in view

    def mark(self) -> int:
        """Where the history is now: `back_to` it lets go of every line said since (a move
        taken back)."""
        return self.cut + len(self.lines)

    def back_to(self, mark: int) -> None:
        del self.lines[max(0, mark - self.cut):]
        self._wrapped = (None, [])

    def scroll(self, by: int, rows: int) -> None:
        self.top = max(0, min(self.top + by, max(0, len(self.lines) - rows)))

    def rows(self, canvas: Canvas, width: float) -> list[str]:
        """The lines newest first, each wrapped to `width` (wrapped once per change)."""
        key = (len(self.lines), self.lines[-1] if self.lines else "", width, canvas.scale)
        if self._wrapped[0] != key:
            out = []
            for text in reversed(self.lines):
                out.extend(wrap(canvas, text, 18, width))
            self._wrapped = (key, out)
        return self._wrapped[1]

    def draw(self, canvas: Canvas, rect) -> None:
        x, y, w, h = rect
        canvas.panel(rect, alpha=250, radius=14)
        canvas.text(_("What happened"), 22, (x + 16, y + 22), GOLD, anchor="midleft", bold=True)
        canvas.text(_("newest first"), 16, (x + w - 16, y + 22), DIM, anchor="midright")
        fits = int((h - 60) // LINE_H)
        if not self.lines:
            canvas.text(_("Nothing yet."), 18, (x + 16, y + 60), DIM, anchor="midleft")
            return
        rows = self.rows(canvas, w - 32)
        self.top = max(0, min(self.top, max(0, len(rows) - fits)))
        for k, line in enumerate(rows[self.top:self.top + fits]):
            canvas.text(line, 18, (x + 16, y + 60 + k * LINE_H), INK, anchor="midleft")
        if len(rows) > fits:
            canvas.text(_("scroll for more"), 16, (x + w - 16, y + h - 14), DIM,
                        anchor="midright")


def wrap(canvas: Canvas, text: str, size: int, width: float) -> list[str]:
    """`text` in lines no wider than `width` (a word too long for a line is fitted)."""
    lines, line = [], ""
    for word in split_words(text):
        trial = f"{line} {word}".strip()
        if line and canvas.text_width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return [canvas.fitted(one, size, width)[0] for one in lines]

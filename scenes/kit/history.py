"""What happened: every line the table said (bots' moves included), newest first, in a
panel a person opens beside the table and scrolls, so a move made while they looked away
is never lost (the line under the table fades after a few seconds).

The lines belong to the game's session (`Session.said`, services/session.py), which saves
them with the game: Continue and a crash keep them, a take-back drops its move's lines. A
line is kept as it was said, in the language of that moment."""

from __future__ import annotations

from ..services.lang import _
from ..services.wording import split_words
from ..shell.canvas import FRONT, Canvas
from ..shell.palette import DIM, GOLD, INK

INDENT = 16         # a line's second row and after: where one line ends and the next begins


class History:
    def __init__(self, session):
        self.session = session  # keeps the lines: `said`, `tell`, `retell`, `said_version`
        self.top = 0            # lines scrolled past, from the newest
        self._wrapped: tuple = (None, [], [])

    @property
    def lines(self) -> list[str]:
        return [line for _moves, line in self.session.said]

    def add(self, text: str, merge: bool = True) -> list | None:
        """A new line (a repeat of the last one is dropped unless `merge` is False); its
        entry, for `rewrite`."""
        entry = self.session.tell(text, merge)
        if entry is not None and self.top:
            self.top += 1       # someone reading older lines keeps them in view
        return entry

    def rewrite(self, entry: list, text: str) -> None:
        self.session.retell(entry, text)

    def scroll(self, by: int, rows: int) -> None:
        self.top = max(0, min(self.top + by, max(0, len(self.lines) - rows)))

    def rows(self, canvas: Canvas, width: float) -> list[str]:
        """The lines newest first, each wrapped to `width` (wrapped once per change; a
        line's rows after its first are indented, so they are `INDENT` narrower)."""
        key = (id(self.session.said), self.session.said_version, width, canvas.scale,
               canvas.text_scale)
        if self._wrapped[0] != key:
            out, firsts = [], []
            for text in reversed(self.lines):
                rows = wrap(canvas, text, 18, width - INDENT)
                out.extend(rows)
                firsts.extend([True] + [False] * (len(rows) - 1))
            self._wrapped = (key, out, firsts)
        return self._wrapped[1]

    def draw(self, canvas: Canvas, rect) -> None:
        x, y, w, h = rect
        canvas.panel(rect, alpha=255, radius=14, hides=FRONT)
        title, newest = _("What happened"), _("newest first")
        head = canvas.line_step(22)
        canvas.text(title, 22, (x + 16, y + 11 + head / 2), GOLD, anchor="midleft", bold=True)
        # "newest first" beside the title, or under it when both do not fit (large print)
        if canvas.text_width(title, 22, True) + canvas.text_width(newest, 16) + 44 <= w:
            canvas.text(newest, 16, (x + w - 16, y + 11 + head / 2), DIM, anchor="midright")
            top = y + 25 + head
        else:
            below = canvas.line_step(16)
            canvas.text(newest, 16, (x + 16, y + 14 + head + below / 2), DIM,
                        anchor="midleft")
            top = y + 25 + head + below
        step = canvas.line_step(18, 8)
        more = canvas.line_step(16, 6)
        fits = max(1, int((y + h - more - top) // step))
        if not self.session.said:
            canvas.text(_("Nothing yet."), 18, (x + 16, top + step / 2), DIM, anchor="midleft")
            return
        rows = self.rows(canvas, w - 32)
        if len(rows) <= int((y + h - 8 - top) // step):
            fits = len(rows)                # all of them: no "scroll for more"
        self.top = max(0, min(self.top, max(0, len(rows) - fits)))
        firsts = self._wrapped[2]
        for k, line in enumerate(rows[self.top:self.top + fits]):
            indent = 0 if firsts[self.top + k] else INDENT
            canvas.text(line, 18, (x + 16 + indent, top + step / 2 + k * step), INK,
                        anchor="midleft")
        if len(rows) > fits:
            canvas.text(_("scroll for more"), 16, (x + w - 16, y + h - more / 2 - 4), DIM,
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

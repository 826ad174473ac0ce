"""A host's table waiting for people on other computers: a panel over the table with the
invite to read aloud over the phone, how many are still awaited, each seat kept for a
person on another computer, and a "Let a bot play" button per free seat so the game can
begin without them. Gone once the game begins.

A part of the table scene (table.py); what it shows is the session's `waiting()` and a
button gives a seat to a bot through `lend(seat)` (services/table_session.py), so the
table knows nothing of the network.
"""

from __future__ import annotations

import pygame

from ..kit.print_size import shrunk
from ..kit.widgets import Button, inside
from ..services.lang import _
from ..shell.canvas import FRONT, VEIL, Canvas
from ..shell.palette import GOLD, INK, NOTE, WARN

PANEL_X, PANEL_W, PANEL_TOP = 170, 940, 96
TEXT_W = PANEL_W - 60                    # a line of the panel, centred
ROW_TEXT_W = 560                         # a seat's sentence, beside its button
ROW_H, BUTTON_W = 52, 280


class Wait:
    def __init__(self, table):
        self.table = table
        self.shown = None                # the session's `waiting()` the panel was laid for
        self.lines: list[tuple] = []     # (words, size, (x, y), colour, anchor, bold)
        self.buttons: list[Button] = []
        self.rect = None                 # the panel, while there is one
        self.scale = 1.0                 # the text size it was laid out at

    @property
    def active(self) -> bool:
        return self.shown is not None

    def update(self) -> None:
        now = self.table.session.waiting()
        scale = self.table.app.canvas.text_scale
        if now != self.shown or (now is not None and scale != self.scale):
            self.shown, self.scale = now, scale
            self.table.app.dirty = True
            self._lay_out(self.table.app.canvas)

    def _lay_out(self, canvas: Canvas) -> None:
        """Every line and button of the panel, placed once for what the session said."""
        self.lines, self.buttons, w = [], [], self.shown
        if w is None:
            self.rect = None
            return
        cx, y = PANEL_X + PANEL_W / 2, PANEL_TOP + 20

        t = canvas.text_scale

        def normal(sizes):
            """Larger print: down to the smallest's Normal size before a cut."""
            return tuple(sizes) + ((sizes[-1] / t,) if t > 1 else ())

        def put(words, sizes, colour, bold=False, gap=6):
            nonlocal y
            lines, size = canvas.fit_lines(words, normal(sizes), TEXT_W, bold=bold)
            for line in lines:
                self.lines.append((line, size, (cx, y + canvas.line_step(size) * 0.7),
                                   colour, "center", bold))
                y += canvas.line_step(size, 8)
            y += gap

        if w.invite:
            put(w.invite, (40, 36, 32), GOLD, bold=True, gap=10)
            put(_("Read the invite to each person you are waiting for: on their computer, "
                  "they click Join a table on the menu and type it."), (18, 17, 16), NOTE,
                gap=16)
        for k, words in enumerate(w.lines):
            put(words, (22, 20, 18), WARN if w.problem and k == 0 else INK)
        y += 4
        for row in w.seats:
            text_x = PANEL_X + 40
            lines, size = canvas.fit_lines(row.words, normal((20, 19, 18)), ROW_TEXT_W)
            step = canvas.line_step(size, 4)
            row_h = max(ROW_H, len(lines) * step + 12)      # taller for larger print
            mid = y + row_h / 2 - 4
            for k, line in enumerate(lines):
                ly = mid + (k - (len(lines) - 1) / 2) * step
                self.lines.append((line, size, (text_x, ly), INK, "midleft", False))
            if row.free:
                label = _("Let a bot play")
                button = Button((PANEL_X + PANEL_W - 40 - BUTTON_W, mid + 4 - (ROW_H - 8) / 2,
                                 BUTTON_W, ROW_H - 8), lambda: _("Let a bot play"),
                                lambda s=row.seat: self.lend(s))
                button.size = shrunk(canvas, label, 20, BUTTON_W - 12)
                self.buttons.append(button)
            y += row_h
        self.rect = (PANEL_X, PANEL_TOP, PANEL_W, y + 12 - PANEL_TOP)

    def lend(self, seat: int) -> None:
        self.table.session.lend(seat)
        self.update()

    def handle_event(self, event) -> bool:
        """A button of the panel; a click elsewhere on the panel stops there."""
        if self.rect is None:
            return False
        if any(b.handle_event(event) for b in self.buttons):
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and inside(event.pos, self.rect)

    def draw(self, canvas: Canvas) -> None:
        if self.rect is None:
            return
        # The table dimmed under it: nothing is played until it goes (its words half seen
        # under the panel's edge would read as cut).
        canvas.panel((0, 0, 1280, 720), alpha=110, radius=0, color=(0, 0, 0), hides=VEIL)
        canvas.panel(self.rect, alpha=255, radius=18, hides=FRONT)
        for words, size, pos, colour, anchor, bold in self.lines:
            canvas.text(words, size, pos, colour, anchor=anchor, bold=bold, shadow=bold)
        for b in self.buttons:
            b.draw(canvas)

"""What a guided game shows on its table: the guide's words in a panel over the top of the
table, Next when it waits for the person to read, the move it waits for pointed at (a glow
and an arrow), and at the end a real game against easy bots, or the menu."""

from __future__ import annotations

import pygame

from ..kit.history import wrap
from ..kit.pointer import draw_marks
from ..kit.print_size import shrunk, wrapped
from ..kit.widgets import Button
from ..services.deals import learned_session
from ..services.lang import _
from ..shell.canvas import FRONT, Canvas
from ..shell.palette import GOLD, INK

LINE = 27
TEXT = 21


class LessonPanel:
    def __init__(self, table):
        self.table = table
        self.guide = table.guide
        self.age = 0.0                     # of the step shown (the pointer breathes with it)
        self.step = -1
        self.rect = None                   # where the words were last drawn (x, y, w, h)
        self.next_button = Button((0, 0, 130, 44), lambda: _("Next"), self.guide.next,
                                  primary=True, key=pygame.K_RETURN)
        self.play_button = Button((0, 0, 260, 48), lambda: _("Play a real game"),
                                  self.play_real, primary=True, key=pygame.K_RETURN)
        self.menu_button = Button((0, 0, 150, 48), lambda: _("Menu"), table.to_menu)

    def widen(self, canvas: Canvas, width: float) -> None:
        """Each button as wide as its words at the text size chosen (never wider than
        the panel)."""
        for b, base in ((self.next_button, 130), (self.play_button, 260),
                        (self.menu_button, 150)):
            want = canvas.text_width(b.label, 20, bold=b.primary) + 28
            x, y, _w, h = b.rect
            b.rect = (x, y, min(width - 32, max(base, want)), h)
            b.size = shrunk(canvas, b.label, 20, b.rect[2] - 12, bold=b.primary)

    @property
    def buttons(self) -> list[Button]:
        if self.guide.finished:
            return [self.play_button, self.menu_button]
        return [self.next_button] if self.guide.waits_for_next else []

    def play_real(self) -> None:
        self.table.app.open("table", how="reset", session=learned_session(
            self.table.session.game, self.guide.lesson.real_players))

    def update(self, dt: float) -> None:
        self.guide.update(self.table.board.busy)
        if self.guide.index != self.step:
            self.step, self.age = self.guide.index, 0.0
            self.table.redraw()
            self.table.app.speech.say(self.guide.words())     # each step, read aloud
        self.age += dt

    def handle_event(self, event) -> bool:
        return any(b.handle_event(event) for b in self.buttons)

    def measure(self, canvas: Canvas) -> tuple[list[str], int, bool, int]:
        """The words' lines; how many the panel has room for (the rest would be cut: a
        test checks none is); whether the buttons sit in a row; the height they take."""
        x, y, width, most = self.table.board.lesson_rect()
        self.widen(canvas, width)
        buttons = self.buttons
        # Side by side when they fit, else one above the other (a narrow panel).
        row = sum(b.rect[2] for b in buttons) + 12 * len(buttons) + 20 <= width
        room = (62 if row else 10 + 58 * len(buttons)) if buttons else 0
        lines = self.words(canvas)[0]
        if canvas.text_scale > 1:         # wrapped to the room already (cut there, if ever)
            return lines, len(lines), row, room
        return lines, max(1, int((most - 20 - room) // LINE)), row, room

    def words(self, canvas: Canvas) -> tuple[list[str], float, float]:
        """The guide's words wrapped to the panel: (lines, size, step). At a larger text
        size they keep within the room the panel has, smaller down to their Normal size
        before any is cut (kit/print_size.py)."""
        x, y, width, most = self.table.board.lesson_rect()
        if canvas.text_scale <= 1:
            return wrap(canvas, self.guide.words(), TEXT, width - 36), TEXT, LINE
        buttons = self.buttons
        row = sum(b.rect[2] for b in buttons) + 12 * len(buttons) + 20 <= width
        room = (62 if row else 10 + 58 * len(buttons)) if buttons else 0
        return wrapped(canvas, self.guide.words(), (TEXT,), width - 36,
                       most - 20 - room, LINE - TEXT)

    def draw(self, canvas: Canvas) -> None:
        guide = self.guide
        # the move pointed at, once the cards stop and a big sign has gone from the middle
        if guide.move is not None and not self.table.board.busy and self.table.sign is None:
            draw_marks(canvas, self.table.board.marks(guide.move), self.age,
                       self.table.still)
        x, y, width, most = self.table.board.lesson_rect()
        buttons = self.buttons
        lines, fit, row, room = self.measure(canvas)
        lines = lines[:fit]
        _lines, size, step = self.words(canvas)
        h = most if self.table.board.lesson_fills else 20 + step * len(lines) + room
        self.rect = (x, y, width, h)
        # Filling its place, it stands in for the board's panel there.
        canvas.panel(self.rect, alpha=255, radius=14, color=(28, 36, 30),
                     hides=FRONT if self.table.board.lesson_fills else None)
        canvas.box(GOLD, (x, y, width, h), radius=14, width=2)
        for k, line in enumerate(lines):
            canvas.text(line, size, (x + 18, y + 12 + step * k), INK)
        right, bottom = x + width - 16, y + h - 10
        for b in reversed(buttons):
            bw, bh = b.rect[2], b.rect[3]
            if row:
                b.rect = (right - bw, bottom - bh, bw, bh)
                right -= bw + 12
            else:
                b.rect = (x + 16, bottom - bh, width - 32, bh)
                bottom -= bh + 10
            b.draw(canvas)

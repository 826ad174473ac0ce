"""A notice too long for the strip over a screen's subtitle (several files damaged at once,
in a long language): shown whole in a box of its own over the screen, with OK. While it
shows, the screen under it takes no click, so nothing is chosen by a click meant for OK."""

from __future__ import annotations

import pygame

from ..services.lang import _
from ..shell.canvas import VEIL, Canvas
from ..shell.palette import WARN
from .history import wrap
from .widgets import Button

STRIP_LINES = 2      # the strip over the subtitle holds this many lines (at 17 down to 14)
BOX_WIDTH = 820
TEXT_WIDTH = BOX_WIDTH - 60   # its lines' room
BOX_SIZE = 19


def strip_lines(canvas: Canvas, words: str, width: float) -> tuple[list[str], int]:
    """The notice in the strip's lines and letter size (smaller past two lines)."""
    size = 17
    lines = wrap(canvas, words, size, width)
    while len(lines) > STRIP_LINES and size > 14:
        size -= 1
        lines = wrap(canvas, words, size, width)
    return lines, size


class NoticeBox:
    """The long notice's box: `draw` it over the screen, give it every event first."""

    def __init__(self, dismiss):
        self.dismiss = dismiss
        self.ok = Button((0, 0, 160, 48), lambda: _("OK"), dismiss, primary=True)

    def handle_event(self, event) -> bool:
        """Every event is the box's while it shows: OK, Enter, Space or Esc closes it."""
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self.dismiss()
            return True
        self.ok.handle_event(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                              pygame.TEXTINPUT, pygame.TEXTEDITING, pygame.MOUSEMOTION)

    def draw(self, canvas: Canvas, words: str) -> None:
        canvas.panel((0, 0, 1280, 720), alpha=150, radius=0, hides=VEIL)
        # as many lines as it needs at its size; at a large text size, wider, and smaller
        # (never below its Normal size) rather than past the screen's edge
        width = TEXT_WIDTH if canvas.text_scale <= 1 else 1180
        lines, size = canvas.paragraph(words, (BOX_SIZE,), width, 720 - 130, 8) \
            if canvas.text_scale > 1 else (wrap(canvas, words, BOX_SIZE, width), BOX_SIZE)
        step = canvas.line_step(size, 8)
        box_w = width + 60
        height = step * len(lines) + 110
        x, y = 640 - box_w / 2, 360 - height / 2
        canvas.panel((x, y, box_w, height), alpha=255, radius=14)
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, y + 30 + step * (k + 0.5)), WARN, anchor="center")
        self.ok.rect = (640 - 80, y + height - 66, 160, 48)
        self.ok.draw(canvas)

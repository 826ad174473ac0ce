"""A word to each other across computers, at the table: the person here picks one of a few
fixed reactions (React, or F8: a row of them over the table; Esc closes it), and every
reaction heard is shown by its seat's panel for a few seconds, in this screen's language,
kept in the History and said when speech is on. Only across computers (the session
`reacts`), and not at all when Settings turns them off (then none is shown or offered).

A part of the table scene (table.py); the keys travel, never words (scenes/net/reactions.py).
"""

from __future__ import annotations

import pygame

from ..kit.reading import reading_ms
from ..kit.widgets import Button
from ..net.reactions import REACTIONS
from ..services.lang import _
from ..shell.canvas import FRONT, Canvas
from ..shell.palette import GOLD, INK

SHOW_MS = 4000          # a reaction stays by its seat this long
KEY = pygame.K_F8       # opens the row (a key no game and no race block takes)
ROW = (200, 560, 880, 56)   # the row of reactions while it is open, over the table


class Reactions:
    def __init__(self, table):
        self.table = table
        self.open = False
        self.shown: dict[int, list] = {}       # seat -> [key, ms left]
        self.button = Button((0, 0, 0, 0), lambda: _("React"), self.toggle)
        x, y, w, h = ROW
        step = w / len(REACTIONS)
        self.choices = [Button((x + k * step + 6, y + 6, step - 12, h - 12),
                               lambda key=key: _(REACTIONS[key]), lambda key=key: self.send(key))
                        for k, key in enumerate(REACTIONS)]
        self.button.visible = self.offered()
        for b in self.choices:
            b.visible = False

    # --- what is offered -------------------------------------------------------------------
    def wanted(self) -> bool:
        return self.table.session.reacts() and self.table.app.settings.reactions

    def offered(self) -> bool:
        return self.wanted() and self.me() is not None

    def me(self) -> int | None:
        """The seat whose person reacts here: the one playing now, else the first here."""
        board, humans = self.table.board, self.table.session.humans()
        person = board.person()
        return person if person is not None else (humans[0] if humans else None)

    def toggle(self) -> None:
        self.open = not self.open and self.offered()
        for b in self.choices:
            b.visible = self.open
        self.table.app.dirty = True

    def send(self, key: str) -> None:
        seat = self.me()
        self.toggle()
        if seat is None:
            return
        if not self.table.session.react(seat, key):
            self.table.news.say(_("Wait a moment before your next reaction."), warning=True)

    # --- every frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.button.visible = self.offered()
        for seat, key in self.table.session.reactions():
            if not self.wanted():
                continue                      # off in Settings: neither shown nor said
            self.shown[seat] = [key, reading_ms(_(REACTIONS[key]),    # time to read
                                                self.table.app.canvas.text_scale, SHOW_MS)]
            line = self.line(seat, key)
            self.table.note(line)
            self.table.app.speech.say(line)
            self.table.app.dirty = True
        for seat in list(self.shown):
            self.shown[seat][1] -= dt
            if self.shown[seat][1] <= 0:
                del self.shown[seat]
                self.table.app.dirty = True

    def line(self, seat: int, key: str) -> str:
        # Translators: a reaction someone sent across computers, in the History and aloud:
        # {reaction} is one of the fixed set ("Well played!").
        return _("{name}: {reaction}").format(
            name=self.table.session.seats[seat].shown_name, reaction=_(REACTIONS[key]))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == KEY and self.offered():
            self.toggle()
            return True
        if self.open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle()
            return True
        return self.open and any(b.handle_event(event) for b in self.choices)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        panels = dict(self.table.board.seat_panels())
        for seat, (key, _left) in self.shown.items():
            if seat in panels:
                bubble(canvas, panels[seat], _(REACTIONS[key]))
        if self.open:
            canvas.panel(ROW, alpha=235, radius=12, hides=FRONT)
            for b in self.choices:
                b.draw(canvas)


def bubble(canvas: Canvas, panel, words: str) -> None:
    """The reaction in a box just under its seat's panel header (above it near the
    bottom), over whatever lies there for its few seconds."""
    x, y, w, h = panel
    width = min(w, canvas.text_width(words, 20, bold=True) + 28)
    height = canvas.line_step(20, 16)
    top = y + h + 4 if y + h + 4 + height <= 712 else y - height - 4
    box = (x + (w - width) / 2, top, width, height)
    canvas.panel(box, alpha=245, radius=10, color=(60, 48, 16), hides=FRONT)
    canvas.box(GOLD, box, radius=10, width=2)
    canvas.fit_text(words, 20, (box[0] + width / 2, top + height / 2), INK, width=width - 16,
                    anchor="center", bold=True)

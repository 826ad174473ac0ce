"""Play a code: type a deal code (from the table or the score screen of any game) and get
exactly that deal again. A wrong code says what is wrong with it."""

from __future__ import annotations

import pygame

from ..kit.widgets import Button, TextField
from ..services.deals import code_session
from ..services.lang import _, text
from ..services.wording import reason
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK, WARN
from ..shell.scene import Scene


class CodeScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.field = TextField((390, 300, 500, 56), "", limit=24)
        self.field.active = True
        self.error = ""     # why the code typed was refused (a Phrase from game/, or words)
        self.buttons = [Button((470, 390, 160, 52), lambda: _("Play"), self.play, primary=True,
                               key=pygame.K_RETURN),
                        Button((650, 390, 160, 52), lambda: _("Back"), self.app.pop)]

    def play(self) -> None:
        try:
            session = code_session(self.field.text)
        except ValueError as exc:
            self.error = reason(exc)
            return
        self.app.notice = ""
        self.app.open("table", how="reset", session=session)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.play()
            return True
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING) or (
                event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE):
            self.field.active = True
            self.field.handle_event(event)
            self.error = self.field.refused or ""
            return True
        return super().handle_event(event)

    def typing_rect(self):
        return self.field.rect

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(_("Play a code"), 40, (640, 180), GOLD, anchor="center", bold=True,
                    shadow=True)
        # one line, or two (three at a large text size) rather than past the screen's edge
        lines, size = canvas.fit_lines(_("Every table shows its deal code. Type one to play "
                                         "exactly that deal again (you in seat 1, medium bots "
                                         "in the others)."), (18,), 1200, most=3)
        step = canvas.line_step(size, 3)
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, 240 + (k - (len(lines) - 1) / 2) * step), INK,
                        anchor="center")
        self.field.draw(canvas)
        if self.error:
            lines, size = canvas.fit_lines(text(self.error), (19,), 1200)
            step = canvas.line_step(size, 3)
            for k, line in enumerate(lines):
                canvas.text(line, size, (640, 480 + k * step), WARN, anchor="center")
        self.draw_buttons(canvas)

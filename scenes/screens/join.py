"""Join a table: type the invite the host read aloud (7-guitarist-revenge) and sit at their
table, on this computer. The frame never waits for the network: Join starts the meeting
(`net.start.Joining`), each frame asks how it goes, and the table opens once the host has
seated this computer; a wrong code, a full table or an unreachable server is said here.
Esc, or Back, stops joining."""

from __future__ import annotations

import pygame

from game.core import Phrase

from ..kit.widgets import Button, TextField
from ..services.lang import _, text
from ..services.version import VERSION
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK, NOTE, WARN
from ..shell.scene import Scene

CODE_LIMIT = 40          # longer than any invite the meeting server gives
TEXT_W = 900


class JoinScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.field = TextField((390, 300, 500, 56), "", limit=CODE_LIMIT)
        self.field.active = True
        self.joining = None     # a Joining, while this computer is on its way to a table
        self.problem = ""       # why it did not join (a Phrase), or why the code is refused
        self.join_button = Button((470, 390, 160, 52), lambda: _("Join"), self.join,
                                  primary=True, key=pygame.K_RETURN)
        self.buttons = [self.join_button,
                        Button((650, 390, 160, 52), lambda: _("Back"), self.back)]

    def guest_name(self) -> str:
        """How the host's table will call this computer's person: the family's first
        name, else "Guest"."""
        family = self.app.settings.family
        return family[0] if family else text(Phrase("Guest"))

    def join(self) -> None:
        from ..net.start import Joining, invite_code
        if self.joining is not None:
            return
        code = invite_code(self.field.text)
        if code is None:
            self.problem = Phrase("An invite is a number and words joined by dashes, such "
                                  "as 7-guitarist-revenge: check the one you were given.")
            return
        self.field.text, self.field.active, self.problem = code, False, ""
        self.joining = Joining(code, servers=self.app.settings.net_servers,
                               name=self.guest_name(), version=VERSION)

    def update(self, dt: float) -> None:
        if self.joining is None:
            return
        guest = self.joining.poll()
        if guest is not None:
            self.joining = None             # the table has it now: never closed here
            self.app.notice = ""
            self.app.open("table", how="reset", session=guest)
        elif self.joining.problem is not None:
            self.problem, self.joining = self.joining.problem, None
            self.field.active = True
            self.app.dirty = True

    def back(self) -> None:
        self.stop()
        self.app.pop()

    def exit(self) -> None:
        self.stop()

    def stop(self) -> None:
        if self.joining is not None:
            self.joining.close()
            self.joining = None

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.join()
            return True
        if self.joining is None and (event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING) or (
                event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)):
            self.field.active = True
            self.field.handle_event(event)
            self.problem = self.field.refused or ""
            return True
        return super().handle_event(event)

    def typing_rect(self):
        return self.field.rect if self.joining is None else None

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(_("Join a table"), 40, (640, 170), GOLD, anchor="center", bold=True,
                    shadow=True)
        self._lines(canvas, _("Type the invite the host reads to you: a number and words, "
                              "such as 7-guitarist-revenge."), 19, 232, INK)
        self.field.draw(canvas)
        self.join_button.enabled = self.joining is None
        self.draw_buttons(canvas)
        canvas.fit_text(_("You join as {name}.").format(name=self.guest_name()), 17,
                        (640, 470), NOTE, width=TEXT_W, anchor="center")
        if self.joining is not None:
            canvas.text(_("Connecting…"), 22, (640, 520), INK, anchor="center")
        elif self.problem:
            self._lines(canvas, text(self.problem), 19, 520, WARN)

    @staticmethod
    def _lines(canvas: Canvas, words: str, size: int, y: float, colour) -> None:
        """`words` whole on up to three lines centred at `y`."""
        lines, size = canvas.fit_lines(words, (size, size - 1, size - 2), TEXT_W, most=3)
        gap = size + 6
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, y + (k - (len(lines) - 1) / 2) * gap), colour,
                        anchor="center")

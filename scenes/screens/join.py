"""Join a table: type the invite the host read aloud (7-guitarist-revenge) and sit at their
table, on this computer. The frame never waits for the network: Join starts the meeting
(`net.start.Joining`), each frame asks how it goes, and the table opens once the host has
seated this computer; a wrong code, a full table or an unreachable server is said here.
"Only watch" joins the same way to watch the table from no seat (nothing hidden shows).
Esc, or Back, stops joining."""

from __future__ import annotations

import pygame

from game.core import Phrase, Plural

from ..kit.widgets import Button, TextField
from ..services.lang import _, text
from ..services.settings import NAME_LIMIT
from ..services.version import VERSION
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK, NOTE, WARN
from ..shell.scene import Scene

CODE_LIMIT = 40          # longer than any invite the meeting server gives
TEXT_W = 900


class JoinScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.field = TextField((390, 270, 500, 56), "", limit=CODE_LIMIT)
        self.field.active = True
        family = app.settings.family
        full = Plural("A name has at most {n} character.", "A name has at most {n} characters.",
                      NAME_LIMIT, n=NAME_LIMIT)
        self.name_field = TextField((390, 346, 500, 46), family[0] if family else "",
                                    limit=NAME_LIMIT, full=full)
        self.joining = None     # a Joining, while this computer is on its way to a table
        self.problem = ""       # why it did not join (a Phrase), or why the code is refused
        self.join_button = Button((360, 420, 160, 52), lambda: _("Join"), self.join,
                                  primary=True, key=pygame.K_RETURN)
        self.watch_button = Button((540, 420, 200, 52), lambda: _("Only watch"), self.watch)
        self.buttons = [self.join_button, self.watch_button,
                        Button((760, 420, 160, 52), lambda: _("Back"), self.back)]

    def guest_name(self) -> str:
        """How the host's table will call this computer's person: the name typed (the
        family's first name to begin with), else "Guest"."""
        return self.name_field.text.strip() or text(Phrase("Guest"))

    def watch(self) -> None:
        """Join to watch: no seat, the table as a spectator sees it."""
        self.join(watch=True)

    def join(self, watch: bool = False) -> None:
        from ..net.start import Joining, invite_code
        if self.joining is not None:
            return
        code = invite_code(self.field.text)
        if code is None:
            self.problem = Phrase("An invite is a number and words joined by dashes, such "
                                  "as 7-guitarist-revenge: check the one you were given.")
            return
        self.field.text, self.field.active, self.problem = code, False, ""
        self.name_field.active = False
        if self.name_field.text.strip():            # offered on the menu next time
            self.app.settings.remember_names([self.name_field.text.strip()])
            self.app.settings.save()
        self.joining = Joining(code, servers=self.app.settings.net_servers,
                               name=self.guest_name(), version=VERSION, watch=watch)

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
        if self.joining is not None:
            return super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for f in (self.field, self.name_field):
                f.handle_event(event)               # the one clicked types; the other not
            if self.field.active or self.name_field.active:
                return True
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING) or (
                event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE):
            field = self.name_field if self.name_field.active else self.field
            field.active = True
            field.handle_event(event)
            self.problem = field.refused or ""
            return True
        return super().handle_event(event)

    def typing_rect(self):
        if self.joining is not None:
            return None
        return self.name_field.rect if self.name_field.active else self.field.rect

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(_("Join a table"), 40, (640, 150), GOLD, anchor="center", bold=True,
                    shadow=True)
        self._lines(canvas, _("Type the invite the host reads to you: a number and words, "
                              "such as 7-guitarist-revenge."), 19, 215, INK)
        self.field.draw(canvas)
        canvas.fit_text(_("Your name"), 18, (376, 369), NOTE, width=330, anchor="midright")
        self.name_field.draw(canvas)
        self.join_button.enabled = self.watch_button.enabled = self.joining is None
        self.draw_buttons(canvas)
        if self.joining is not None:
            canvas.text(_("Connecting…"), 22, (640, 530), INK, anchor="center")
        elif self.problem:
            self._lines(canvas, text(self.problem), 19, 530, WARN)

    @staticmethod
    def _lines(canvas: Canvas, words: str, size: int, y: float, colour) -> None:
        """`words` whole on up to three lines centred at `y`."""
        lines, size = canvas.fit_lines(words, (size, size - 1, size - 2), TEXT_W, most=3)
        gap = size + 6
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, y + (k - (len(lines) - 1) / 2) * gap), colour,
                        anchor="center")

"""Join a table: pick one of the tables waiting on this home network, listed by name
(its host's name and its game's, no code to type), or type the invite the host read aloud
(7-guitarist-revenge), and sit at their table, on this computer. The frame never waits for
the network: the list is what the home network's browser (`net.nearby`) has heard so far,
read each frame; Join starts the meeting (`net.start.Joining`, or `JoiningNearby` for a
listed table), each frame asks how it goes, and the table opens once the host has seated
this computer; a wrong code, a full table, an unreachable server or another version of
the app is said here. Esc, or Back, stops joining; leaving the screen closes the browser.

A listed table of another version of the app stays in the list, with its version: a
family that sees no table would not know why, so clicking it says "both need the same
version" instead of joining.

"Only watch" joins the same way to watch the table from no seat (nothing hidden shows):
beside each listed table, that table; under the invite, the table the invite names."""

from __future__ import annotations

import pygame

from game import RULES
from game.core import Phrase, Plural

from ..kit.widgets import Button, TextField
from ..services.lang import _, text
from ..services.settings import NAME_LIMIT
from ..services.version import VERSION
from ..shell.canvas import Canvas
from ..shell.focus import Target, button_targets, focus_of
from ..shell.palette import GOLD, INK, NOTE, WARN
from ..shell.scene import Scene

CODE_LIMIT = 40          # longer than any invite the meeting server gives
TEXT_W = 900
NEARBY_ROWS = 3          # tables listed at once (more on one home network is rare)
ROW_X, ROW_Y, ROW_W, ROW_H, ROW_STEP = 300, 214, 680, 46, 54
WATCH_W = 200            # a listed table's "Only watch", at the right end of its row


class JoinScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.field = TextField((390, 430, 500, 56), "", limit=CODE_LIMIT)
        self.field.active = True
        family = app.settings.family
        full = Plural("A name has at most {n} character.", "A name has at most {n} characters.",
                      NAME_LIMIT, n=NAME_LIMIT)
        self.name_field = TextField((390, 104, 500, 46), family[0] if family else "",
                                    limit=NAME_LIMIT, full=full)
        self.joining = None     # a Joining, while this computer is on its way to a table
        self.problem = ""       # why it did not join (a Phrase), or why the code is refused
        self.browser = None     # the home network's tables (net.nearby), while shown
        self.listed: list = []  # the tables the rows were made for (nearby.Table)
        self.rows: list[Button] = []
        self.watch_rows: list[Button] = []  # each listed table's "Only watch", row by row
        self.join_button = Button((360, 506, 160, 52), lambda: _("Join"), self.join,
                                  primary=True, key=pygame.K_RETURN)
        self.watch_button = Button((540, 506, 200, 52), lambda: _("Only watch"), self.watch)
        self.buttons = [self.join_button, self.watch_button,
                        Button((760, 506, 160, 52), lambda: _("Back"), self.back)]

    def enter(self) -> None:
        from ..net import nearby  # the network, only when this screen shows
        self.browser = nearby.nearby()

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
        self._remember_name()
        self.joining = Joining(code, servers=self.app.settings.net_servers,
                               name=self.guest_name(), version=VERSION, watch=watch)

    def join_nearby(self, table, watch: bool = False) -> None:
        """Join a table listed on this home network (`nearby.Table`), or only watch it
        (`watch`): the same way as a code, or, for another version of the app, only its
        sentence."""
        from ..net.start import JoiningNearby
        from ..net.words import VERSION as OTHER_VERSION
        from ..net.words import said
        if self.joining is not None:
            return
        if not joinable(table):
            self.problem = said(OTHER_VERSION, name=table.name, theirs=table.version,
                                ours=VERSION)
            return
        self.field.active, self.name_field.active, self.problem = False, False, ""
        self._remember_name()
        self.joining = JoiningNearby(table, name=self.guest_name(), version=VERSION,
                                     watch=watch)

    def _remember_name(self) -> None:
        if self.name_field.text.strip():            # offered on the menu next time
            self.app.settings.remember_names([self.name_field.text.strip()])
            self.app.settings.save()

    def _list(self) -> None:
        """The rows for the tables the browser heard of, remade only when they change."""
        listed = [t for t in self.browser.tables() if shown(t)][:NEARBY_ROWS] \
            if self.browser is not None else []
        if listed == self.listed:
            return
        self.listed, self.app.dirty = listed, True
        wide = ROW_W - WATCH_W - 10
        self.rows = [Button((ROW_X, ROW_Y + k * ROW_STEP, wide, ROW_H),
                            lambda t=table: text(table_words(t)),
                            lambda t=table: self.join_nearby(t))
                     for k, table in enumerate(listed)]
        self.watch_rows = [Button((ROW_X + ROW_W - WATCH_W, ROW_Y + k * ROW_STEP, WATCH_W,
                                   ROW_H), lambda: _("Only watch"),
                                  lambda t=table: self.join_nearby(t, watch=True))
                           for k, table in enumerate(listed)]

    def update(self, dt: float) -> None:
        self._list()
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
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def focus_zones(self) -> list:
        """The two boxes (a name, an invite), the tables listed, then the buttons."""
        boxes = [Target(self.name_field, tuple(self.name_field.rect),
                        lambda: _("Your name: {name}").format(name=self.name_field.text),
                        self.name_field.start_typing),
                 Target(self.field, tuple(self.field.rect),
                        lambda: _("Invite: {code}").format(code=self.field.text),
                        self.field.start_typing)]
        return [boxes, button_targets(self.rows + self.watch_rows),
                button_targets(self.buttons)]

    def tab_out_of_a_box(self, event) -> bool:
        """Tab while typing in a box: on to the next thing (typing there if it is the
        other box), as it moves everywhere else."""
        if not (event.type == pygame.KEYDOWN and event.key == pygame.K_TAB
                and (self.field.active or self.name_field.active)):
            return False
        focus = focus_of(self)
        focus.place(self.field if self.field.active else self.name_field)   # from here
        self.field.active = self.name_field.active = False
        moved = focus.step(self.focus_zones(), -1 if event.mod & pygame.KMOD_SHIFT
                                    else 1)
        if moved is not None:
            self.app.keyboard = True
            self.app.speech.say(moved.words(), interrupt=True)
            if moved.key in (self.field, self.name_field):
                moved.key.start_typing()
        return True

    def handle_event(self, event) -> bool:
        if self.joining is None and self.tab_out_of_a_box(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN \
                and (self.field.active or not self.app.keyboard):
            self.join()                 # Enter in the invite's box (or as it always did)
            return True
        if self.joining is not None:
            return super().handle_event(event)
        if any(row.handle_event(event) for row in self.rows + self.watch_rows):
            return True
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
        canvas.text(_("Join a table"), 40, (640, 58), GOLD, anchor="center", bold=True,
                    shadow=True)
        canvas.fit_text(_("Your name"), 18, (376, 127), NOTE, width=330, anchor="midright")
        self.name_field.draw(canvas)
        canvas.fit_text(_("Tables waiting on this home network"), 19, (640, 190), NOTE,
                        width=TEXT_W, anchor="center")
        for row in self.rows + self.watch_rows:
            row.enabled = self.joining is None
            row.draw(canvas)
        if not self.rows:
            canvas.fit_text(_("No table is waiting on this home network."), 19, (640, 237),
                            INK, width=TEXT_W, anchor="center")
        self._lines(canvas, _("Type the invite the host reads to you: a number and words, "
                              "such as 7-guitarist-revenge."), 19, 396, INK)
        self.field.draw(canvas)
        self.join_button.enabled = self.watch_button.enabled = self.joining is None
        if canvas.text_scale > 1:       # the buttons as wide as their words, centred
            row = self.buttons[:3]
            widths = [max(b.rect[2], min(360.0, b.wanted(canvas))) for b in row]
            x = 640 - (sum(widths) + 20 * (len(row) - 1)) / 2
            for b, w in zip(row, widths):
                b.rect = (x, b.rect[1], w, b.rect[3])
                x += w + 20
        self.draw_buttons(canvas)
        if self.joining is not None:
            canvas.text(_("Connecting…"), 22, (640, 614), INK, anchor="center")
        elif self.problem:
            self._lines(canvas, text(self.problem), 19, 614, WARN)

    @staticmethod
    def _lines(canvas: Canvas, words: str, size: int, y: float, colour) -> None:
        """`words` whole on up to three lines centred at `y`."""
        lines, size = canvas.fit_lines(words, (size, size - 1, size - 2), TEXT_W, most=3)
        gap = canvas.line_step(size, 6)
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, y + (k - (len(lines) - 1) / 2) * gap), colour,
                        anchor="center")


def joinable(table) -> bool:
    """A listed table this app can sit at: the same version and wire, a game it knows."""
    from ..net.wire import PROTOCOL
    return table.version == VERSION and table.protocol == PROTOCOL and table.game in RULES


def shown(table) -> bool:
    """A listed table worth a row: one to join, or one of another version (its row says
    so); a listing of this version for a game unknown here is not one of ours."""
    return joinable(table) or table.version != VERSION


def table_words(table) -> Phrase:
    """A listed table as a person reads it: its host's name and its game's (the game's
    name from this app's registry, never a word from the network), with its version when
    it is not this app's."""
    game = RULES[table.game].title if table.game in RULES else None
    if joinable(table):
        return Phrase("{host}'s {game} table", host=table.name, game=game)
    if game is None:
        return Phrase("{host}'s table, version {version}", host=table.name,
                      version=table.version)
    return Phrase("{host}'s {game} table, version {version}", host=table.name, game=game,
                  version=table.version)

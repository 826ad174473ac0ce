"""Continue: every unfinished game, newest first, each with Continue and Drop. A game
started since never replaced one of these: each table keeps its own save.

The order is the one the list opened with, kept while it is open (a Drop takes out its own
row only), so a button under the mouse stays the same game's. A Drop asks first; any other
click or key takes the question back."""

from __future__ import annotations

import datetime
import os

import pygame

from game.registry import moves_played

from ..kit.widgets import Button, inside
from ..services.deals import drop_saved
from ..services.lang import _, ngettext
from ..services.session import Session
from ..services.version import VERSION
from ..services.wording import moment
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, WARN
from ..shell.scene import Scene

ROW_Y, ROW_H, ROWS = 120, 74, 7


def when_saved(session: Session, now: datetime.datetime) -> str:
    """'today 16:35', 'yesterday 09:10', '3 Nov 18:02'."""
    try:
        saved = datetime.datetime.fromtimestamp(os.path.getmtime(session.save_path))
    except (OSError, TypeError):
        return ""
    time = moment(saved, "HH:mm")
    if saved.date() == now.date():
        return _("today {time}").format(time=time)
    if saved.date() == now.date() - datetime.timedelta(days=1):
        return _("yesterday {time}").format(time=time)
    return moment(saved, "d MMM HH:mm")


def progress(session: Session) -> str:
    """What the list says of a game's progress: the moves a person would count (the game
    says which: placing pieces before play is not one)."""
    n = moves_played(session.game, session.moves)
    if n == 0:
        return _("not started")
    return ngettext("{n} move played", "{n} moves played", n).format(n=n)


def saved_at(session: Session) -> float:
    try:
        return os.path.getmtime(session.save_path)
    except (OSError, TypeError):
        return 0.0


class SavedScene(Scene):
    own_arrows = True        # the arrows scroll the list until Tab shows the focus
    def __init__(self, app, sessions: list[Session]):
        super().__init__(app)
        # Newest first as it opens (the list given may be older than a save since), then
        # never sorted again.
        self.sessions = sorted(sessions, key=saved_at, reverse=True)
        self.top = 0              # the first row shown
        self.armed: int | None = None   # the row whose Drop waits for a second click
        self.now = datetime.datetime.now()
        self.back_button = Button((30, 16, 150, 44), lambda: _("Back"), self.app.pop,
                                  key=pygame.K_BACKSPACE)
        self._rows()

    def sizes(self) -> tuple[float, int, float]:
        """(a row's height, how many rows show, where the names start) at the text size
        chosen: a row grows to hold its two lines, fewer rows show, the names start past
        the longest game's name."""
        canvas = self.app.canvas
        if canvas.text_scale <= 1:
            return ROW_H, ROWS, 230
        row_h = max(ROW_H, canvas.line_step(20) + canvas.line_step(18) + 22)
        names_x = max([230] + [70 + canvas.text_width(s.rules.title, 24, bold=True)
                               for s in self.sessions])
        return row_h, max(1, int((690 - ROW_Y) // row_h)), names_x

    def _rows(self) -> None:
        row_h, rows, _x = self.sizes()
        self.buttons = [self.back_button]
        self.drops: dict[int, Button] = {}     # a shown row's Drop, by its place in the list
        for k, session in enumerate(self.sessions[self.top:self.top + rows]):
            i = self.top + k
            y = ROW_Y + k * row_h + (row_h - ROW_H) / 2
            self.buttons.append(Button((880, y + 12, 170, 46), lambda: _("Continue"),
                                       lambda s=session: self.resume(s), primary=k == 0))

            def label(i=i) -> str:
                return _("Drop it for good") if self.armed == i else _("Drop")
            self.drops[i] = Button((1066, y + 12, 170, 46), label, lambda i=i: self.drop(i),
                                   size=18)
            self.buttons.append(self.drops[i])

    def resume(self, session: Session) -> None:
        self.app.notice = ""
        if session.hosting is not None:    # hosted: a new invite, its guests awaited again
            from ..net.start import host_again  # the network, only when it is used
            session = host_again(session, servers=self.app.settings.net_servers,
                                 version=VERSION)
        self.app.open("table", how="reset", session=session)

    def drop(self, i: int) -> None:
        """The first click asks, the second drops: a game is never lost by a slip."""
        if self.armed != i:
            self.armed = i
        else:
            drop_saved(self.sessions.pop(i))
            self.armed = None
            self.top = max(0, min(self.top, len(self.sessions) - self.sizes()[1]))
        self._rows()

    def handle_event(self, event) -> bool:
        if self.armed is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            armed = self.drops.get(self.armed)
            if not (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and armed is not None and inside(event.pos, armed.rect)):
                self.armed = None           # anything but the same Drop: the question goes
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll(1 if event.key == pygame.K_DOWN else -1)
            return True
        return super().handle_event(event)

    def scroll(self, by: int) -> None:
        self.top = max(0, min(self.top + by, len(self.sessions) - self.sizes()[1]))
        self.armed = None
        self._rows()

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(_("Continue a game"), 38, (640, 52), GOLD, anchor="center", bold=True,
                    shadow=True)
        if not self.sessions:
            canvas.text(_("No unfinished game is saved."), 22, (640, 300), INK,
                        anchor="center")
        row_h, rows, names_x = self.sizes()
        if len(self.buttons) != 1 + 2 * len(self.sessions[self.top:self.top + rows]):
            self._rows()            # the text size changed since the rows were made
        for k, session in enumerate(self.sessions[self.top:self.top + rows]):
            y = ROW_Y + k * row_h
            canvas.panel((30, y, 1220, row_h - 8), alpha=120)
            first = y + 4 + canvas.line_step(20) / 2 + (row_h - 8 - canvas.line_step(20)
                                                        - canvas.line_step(18) - 8) / 2
            second = first + canvas.line_step(20) / 2 + 4 + canvas.line_step(18) / 2
            canvas.text(session.rules.title, 24, (50, first), GOLD, anchor="midleft",
                        bold=True)
            names = ", ".join(s.shown_name for s in session.seats)
            canvas.fit_text(names, 20, (names_x, first), INK, width=860 - names_x,
                            anchor="midleft")
            when = when_saved(session, self.now)
            line = _("{when} · {progress}").format(when=when, progress=progress(session)) \
                if when else progress(session)
            if self.armed == self.top + k:      # the question takes the line's place
                line, color = _("Choose it again to drop this game."), WARN
            else:
                color = DIM
            canvas.fit_text(line, 18, (names_x, second), color, width=860 - names_x,
                            anchor="midleft")
        if len(self.sessions) > rows:
            shown = _("{first}-{last} of {total} · scroll for more").format(
                first=self.top + 1, last=min(self.top + rows, len(self.sessions)),
                total=len(self.sessions))
            canvas.text(shown, 18, (640, 700), DIM, anchor="center")
        self.draw_buttons(canvas)

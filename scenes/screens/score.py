"""The end of a game: every seat's points and what earned them (drawn by the game's
board), the winner(s), play again or menu."""

from __future__ import annotations

import datetime
import math

import pygame

from game.core import Phrase, Plural

from ..boards.common import winners
from ..kit.seat_panel import draw_seat_panel
from ..kit.spoken import scores_sentence
from ..kit.widgets import Button
from ..lessons import BOARDS
from ..services.ahead import ahead
from ..services.deals import again, replay_session
from ..services.lang import _, text
from ..services.session import Session
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, NOTE, WARN
from ..shell.scene import Scene

DEMO_LINGER_MS = 1000


def headline(session: Session) -> str:
    return BOARDS[session.game].headline(session)


def hosted_again(hosted, servers: str):
    """Play again at a hosted table: the next deal, hosted with a new invite; a guest's
    seat stays a seat on another computer wherever the rematch puts it."""
    from ..net.start import host_session
    session = hosted.session
    order = session.rules.rematch(list(range(len(session.seats))))   # new seat -> old
    remote = [new for new, old in enumerate(order) if old in hosted.remote]
    return host_session(again(session), remote, servers=servers, name=hosted.name,
                        version=hosted.version)


class ScoreScene(Scene):
    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.age = 0.0
        self.said: list[tuple[Phrase, tuple]] = []   # the challenge, new stars, a fault
        self.record: dict | None = None     # the game for Watch replay, and its replay
        self.replayed = None                # ... replayed on a thread (a Future)
        self.replay = None                  # ... and its scene, made and rehearsed
        self.asked_again = False            # across computers: waiting for the others
        self.handed_on = False              # the connections went to the next game
        self.next = None                    # the next game's session, once dealt
        self.again_said = ""                # what was last said of the next game
        self.buttons = [
            Button((335, 640, 190, 50), lambda: _("Play again"), self.again, primary=True,
                   key=pygame.K_RETURN),
            Button((545, 640, 190, 50), lambda: _("Menu"), self.menu),
            Button((755, 640, 190, 50), lambda: _("Watch replay"), self.watch, key=pygame.K_w),
        ]

    def again(self) -> None:
        """The same seats, the next deal. Across computers, on the same connections while
        the others are there (net/host_again.py): the request goes to everyone, and the
        next game opens once everyone asked (`update`). With nobody left to ask: a
        guest's next game is dealt by a host, so the Join screen takes a new invite; a
        host's table is hosted again with a new invite, its guests' seats waiting for them
        (never turned into seats at this computer)."""
        from ..net.guest import GuestSession  # the network's sessions, only to tell them
        from ..net.host import HostedSession
        if self.session.ask_again():
            self.asked_again = True
            self.buttons[0].enabled = False
            return
        if isinstance(self.session, GuestSession):
            self.app.open("menu", how="reset")
            self.app.open("join")
        elif isinstance(self.session, HostedSession):
            self.app.open("table", how="replace", session=hosted_again(
                self.session, self.app.settings.net_servers))
        else:
            self.app.open("table", how="replace", session=again(self.session))

    def watch(self) -> None:
        """The game just played, again, move by move, every hidden card showing (made
        ahead by `prepare_replay` while this screen shows, else now)."""
        if self.replay is not None:
            self.app.push(self.replay)
        else:
            self.prepare_replay(now=True)
            replayed = self.replayed.result() if self.replayed.exception() is None else None
            self.app.open("replay", record=self.record, replayed=replayed)
        self.record = self.replayed = self.replay = None     # a fresh one next time

    def prepare_replay(self, now: bool = False) -> None:
        """While the scores show: the game replayed on a thread (every state of it), then
        the replay scene made and rehearsed (App.prepare), so Watch replay opens at once."""
        if self.record is None:
            self.record = self.session.record()
            self.record["when"] = datetime.datetime.now().isoformat(timespec="seconds")
            self.replayed = ahead(replay_session, self.record)
        elif (self.replay is None and not now and self.replayed.done()
              and self.replayed.exception() is None):
            self.replay = self.app.prepare("replay", record=self.record,
                                           replayed=self.replayed.result())

    def menu(self) -> None:
        self.app.open("menu", how="reset")

    def prepare(self) -> None:
        """Ahead of showing (App.prepare, from the table): the records' lines, for the
        rehearsal to draw."""
        self.said = self.result_lines()

    def enter(self) -> None:
        self.app.sound.play("win")
        self.said = self.result_lines()
        self.app.speech.say(self.headline_text(), interrupt=True)
        self.app.speech.say(scores_sentence(self.session.seats, self.session.scores()))
        for words, _color in self.lines:
            self.app.speech.say(words)

    @property
    def lines(self) -> list[tuple[str, tuple]]:
        """The records' lines in the language in use: (words, colour)."""
        return [(text(words), color) for words, color in self.said]

    def result_lines(self) -> list[tuple[Phrase, tuple]]:
        """What the records said of the game: the challenge's result, new stars, a fault
        (each a Phrase, translated when drawn)."""
        done = self.session.keep_result(self.app.records(), self.app.record_bots)
        lines = []
        if done.challenge is not None:
            said = {"daily": Phrase("Today's challenge: {result} (today's result)",
                                    result=done.challenge),
                    "practice": Phrase("Today's challenge: {result} (practice: the day's "
                                       "first result stands)", result=done.challenge)}
            lines.append((said.get(done.counts) or Phrase(
                "Today's challenge: {result} (not recorded)", result=done.challenge), GOLD))
            hints = sum(self.session.hints.get(seat, 0) for seat in self.session.humans())
            if hints:
                lines.append((Plural("Played with {n} hint: it earns no star beyond the "
                                     "first.", "Played with {n} hints: they earn no star "
                                     "beyond the first.", hints, n=hints), DIM))
        for star in done.new_stars:
            lines.append((Phrase("★ New star: {need}", need=star), GOLD))
        if done.problem:
            lines.append((done.problem, WARN))
        return lines

    def headline_text(self) -> str:
        return headline(self.session)

    def update(self, dt: float) -> None:
        self.age += dt
        self.prepare_replay()
        self.follow_the_others()
        if self.app.demo and self.age >= DEMO_LINGER_MS:
            self.app.quit()

    def back(self) -> None:
        self.menu()

    def follow_the_others(self) -> None:
        """Across computers: who asked for another game, said as it changes; the next
        game opened once dealt (a watcher follows the table there)."""
        if not self.session.lingers() and not self.asked_again:
            return
        if self.next is None:                # the connections served while scores show
            self.session.arrived()
            self.session.notices()
        words = self.again_words()
        if words != self.again_said:
            self.again_said = words
            self.app.dirty = True
            if words:
                self.app.speech.say(words)
        if self.next is None:
            self.next = self.session.next_session()
        if self.next is not None:
            self.handed_on = True
            self.next.arrived()             # a guest's: seated by its host first
            if getattr(self.next, "ready", True):
                self.app.open("table", how="replace", session=self.next)

    def again_words(self) -> str:
        said = self.session.again_words()
        return text(said) if said is not None else ""

    def exit(self) -> None:
        """Left for the menu: the connections kept for another game close (not when
        they went on to it)."""
        if self.session.lingers() and not self.handed_on:
            self.session.close()

    def panel_rects(self, top: float = 140, bottom: float | None = None):
        """One row of panels for up to four seats, two rows for five or six; from `top`
        down to `bottom` (at a large text size: what the words around them leave)."""
        n = self.session.players
        cols = n if n <= 4 else math.ceil(n / 2)
        rows = math.ceil(n / cols)
        w = 360 if cols <= 2 else (300 if cols <= 3 else 290)
        gap = 20
        h = 320 if rows == 1 else 220
        if bottom is not None:
            h = max(h, (bottom - top - 14 * (rows - 1)) / rows)
            if cols <= 4:
                w = max(w, min(380.0, (1240 - (cols - 1) * gap) / cols))
        x0 = 640 - (cols * w + (cols - 1) * gap) / 2
        return [(x0 + (i % cols) * (w + gap), top + (i // cols) * (h + 14), w, h)
                for i in range(n)]

    def draw(self, canvas: Canvas) -> None:
        if canvas.text_scale > 1:
            self.draw_large(canvas)
            return
        canvas.table()
        canvas.text(_("Game over"), 44, (640, 52), GOLD, anchor="center", bold=True,
                    shadow=True)
        canvas.text(self.headline_text(), 28, (640, 104), INK, anchor="center", shadow=True)
        board = BOARDS[self.session.game]
        self.draw_panels(canvas, self.panel_rects())
        note = board.result_note(self.session)
        if note:
            canvas.text(note, 20, (640, 604 if not self.again_said else 576), NOTE,
                        anchor="center")
        if self.again_said:
            canvas.fit_text(self.again_said, 20, (640, 606), GOLD, width=1200,
                            anchor="center")
        for k, (words, color) in enumerate(self.lines[:3]):
            canvas.text(words, 20, (640, 486 + 30 * k), color, anchor="center", shadow=True)
        self.draw_code(canvas)
        self.draw_buttons(canvas)

    def draw_panels(self, canvas: Canvas, rects) -> None:
        scores = self.session.scores()
        best = winners(scores)
        board = BOARDS[self.session.game]
        for seat, r in enumerate(rects):
            draw_seat_panel(canvas, r, self.session.seats[seat], scores[seat], active=False,
                            winner=len(scores) > 1 and seat in best)
            board.draw_result(canvas, r, self.session, seat)

    def draw_code(self, canvas: Canvas) -> None:
        code = self.session.deal_code()
        if code:
            canvas.text(_("Deal code {code}").format(code=code), 18, (1260, 706), DIM,
                        anchor="bottomright")

    def draw_large(self, canvas: Canvas) -> None:
        """At a large text size the words make room: the headline and the note on two
        lines where one does not hold them, the records' lines under the panels, the
        panels between them as tall as what is left."""
        canvas.table()
        y = 8.0
        for words, sizes, color, bold in (
                (_("Game over"), (44,), GOLD, True),
                (self.headline_text(), (28, 26, 24), INK, False)):
            lines, size = canvas.fit_lines(words, sizes, 1220, bold=bold)
            step = canvas.line_step(size, 2)
            for line in lines:
                canvas.text(line, size, (640, y + step / 2), color, anchor="center",
                            bold=bold, shadow=True)
                y += step
        below: list[tuple] = []        # (lines, size, colour, shadow), top to bottom
        for words, color in self.lines[:3]:
            lines, size = canvas.fit_lines(words, (20, 19, 18), 1220)
            below.append((lines, size, color, True))
        note = BOARDS[self.session.game].result_note(self.session)
        if note:
            lines, size = canvas.fit_lines(note, (20, 19, 18), 1220)
            below.append((lines, size, NOTE, False))
        if self.again_said:
            lines, size = canvas.fit_lines(self.again_said, (20, 19, 18), 1220)
            below.append((lines, size, GOLD, False))
        height = sum(len(lines) * canvas.line_step(size, 4) for lines, size, _c, _s in below)
        buttons_y = 720 - 14 - 50
        at = buttons_y - 10 - height
        self.draw_panels(canvas, self.panel_rects(y + 8, at - 10))
        for lines, size, color, shadow in below:
            step = canvas.line_step(size, 4)
            for line in lines:
                canvas.text(line, size, (640, at + step / 2), color, anchor="center",
                            shadow=shadow)
                at += step
        widths = [max(190, b.wanted(canvas)) for b in self.buttons]
        room = 1260 - canvas.text_width(_("Deal code {code}").format(
            code=self.session.deal_code() or ""), 18) - 40 - 20 * 2
        if sum(widths) > room:
            widths = [w * room / sum(widths) for w in widths]
        x = 20 + (room - sum(widths)) / 2
        for b, w in zip(self.buttons, widths):
            b.rect = (x, buttons_y, w, 50)
            x += w + 20
        self.draw_code(canvas)
        self.draw_buttons(canvas)

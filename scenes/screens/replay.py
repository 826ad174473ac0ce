"""Watching a finished game again, move by move, on its own board with its animations.

The replay is the table scene with the moves coming from the records instead of the
players: a `ReplaySession` (scenes/services/session.py) steps through the states rebuilt
from the record, and shows the full state to the board, so every hidden card shows (the
game is over). Forward plays a move's events as the table did; back and seeking lay the
board out afresh at that move, without animation (a board rebuilds what its panels
showed from the moves). At the last move the replay has stopped: the play button says
so with ↺, and pressing it plays the game again from the deal.
"""

from __future__ import annotations

import datetime

import pygame

from game.core import Phrase

from ..kit.print_size import fit_text, shrunk
from ..kit.widgets import Button, inside
from ..lessons import BOARDS
from ..services import lang
from ..services.deals import replay_session
from ..services.lang import _, text
from ..services.wording import moment, reason
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK
from ..shell.scene import Scene
from .table import TableScene

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
GAP_MS = 650            # between two moves at 1x, once the cards have stopped
REALTIME_GAP_MS = 260   # everyone at once: cards overlap in the air, as they did
ROUND_GAP_MS = 3000     # the round's scoring stays a moment before the next round
TRACK = (936, 34, 320, 10)
PLAY, PAUSE, AGAIN = "▶", "❚❚", "↺"   # the play button: what pressing it does


def when_text(record: dict) -> str:
    """When the game was played: '07 Jan 2026 22:39' (as the language in use writes it)."""
    try:
        return moment(datetime.datetime.fromisoformat(record["when"]), "dd MMM y HH:mm")
    except (KeyError, TypeError, ValueError):
        return ""


class ReplayScene(TableScene):
    own_arrows = True        # the arrows step through the moves until Tab shows the focus
    replaying = True

    def __init__(self, app, record: dict | None, replayed=None):
        """`replayed`: the record's replay_session, when it was made ahead (a thread)."""
        self.problem = ""
        try:
            session = replayed or replay_session(record)
        except (ValueError, KeyError, TypeError) as exc:
            Scene.__init__(self, app)
            self.problem = Phrase("This game cannot be replayed: {problem}",
                                  problem=reason(exc))
            self.buttons = [Button((540, 420, 200, 52), lambda: _("Back"), self.app.pop,
                                   primary=True)]
            return
        self.replay = session.replay
        super().__init__(app, session)
        self.step = 0
        self.playing = True
        self.speed = 1
        self.wait = 0.0
        self.record = record
        self._when = ("", "")       # (language, when the game was played in its words)
        L = self.board.layout
        self.play_button = Button((124, 8, 60, 40), PAUSE, self.toggle, primary=True,
                                  key=pygame.K_SPACE)
        self.speed_button = Button((306, 8, 64, 40), "1×", self.faster, key=pygame.K_UP,
                                   size=18)
        self.buttons = [
            Button((10, 8, 50, 40), "|◀", lambda: self.seek(0), key=pygame.K_HOME),
            Button((66, 8, 50, 40), "◀", self.back_one, key=pygame.K_LEFT),
            self.play_button,
            Button((192, 8, 50, 40), "▶", self.forward_one, key=pygame.K_RIGHT),
            Button((248, 8, 50, 40), "▶|", lambda: self.seek(len(self.replay)),
                   key=pygame.K_END),
            self.speed_button,
            Button(L.rect("menu_button"), lambda: _("Back"), self.app.pop),
            Button(L.rect("rules_button"), lambda: _("Rules"), self.show_rules),
        ]

    @property
    def code(self) -> str:
        """When the game was played, and its deal code."""
        deal = TableScene.code.fget(self)
        if self._when[0] != lang.current():      # Babel's words, once per language
            self._when = (lang.current(), when_text(self.record) if self.record else "")
        when = self._when[1]
        if when and deal:
            return _("{when} · {deal}").format(when=when, deal=deal)
        return when or deal

    # --- the table scene, without players ---------------------------------------------------
    def enter(self) -> None:
        if self.problem:
            return
        super().enter()
        note = BOARDS[self.replay.game].replay_note    # it fits the board's message line
        self.news.say(_("Replay: {note}.").format(note=_(note)) if note else
                      _("Replay: Space plays or pauses, ← → step, ↑ faster."))

    def exit(self) -> None:
        if not self.problem:
            super().exit()

    def back(self) -> None:
        self.app.pop()

    def announce_turn(self, seat: int) -> None:
        """No "Ben's turn" signs: nobody hands the mouse round in a replay."""

    def update(self, dt: float) -> None:
        if not self.problem:
            self.closeup.update(dt)
            super().update(dt * SPEEDS[self.speed])

    def take_turns(self, dt: float) -> None:
        self.advance(dt)

    def run_clock(self, dt: float) -> None:
        self.advance(dt)

    def gap(self) -> float:
        scale = self.app.settings.time_scale
        if not self.session.realtime:
            return GAP_MS * scale
        return (ROUND_GAP_MS if self.session.between() else REALTIME_GAP_MS) * scale

    def advance(self, dt: float) -> None:
        """Playing: the next move once the last one has been seen."""
        if not self.playing:
            return
        if self.step >= len(self.replay):
            self.playing = False
            self.app.dirty = True
            return
        if self.board.holds_replay():
            return
        self.wait += dt
        if self.wait >= self.gap():
            self.wait = 0.0
            self.forward()

    # --- moving through the game ---------------------------------------------------------------
    def forward(self) -> None:
        events = self.replay.events[self.step]
        self.step += 1
        self.session.goto(self.step)
        self.board.play(list(events))
        if self.step >= len(self.replay):
            self.playing = False      # the last move: nothing more to play once it is seen
        self.app.dirty = True

    def seek(self, step: int) -> None:
        """Lay the table out as it was after `step` moves (no animation); at the end the
        replay stops."""
        self.step = max(0, min(len(self.replay), step))
        self.session.goto(self.step)
        self.board = BOARDS[self.replay.game](self)
        self.news.say("")              # what the news said was of another moment
        self.floaters, self.sign = [], None
        self.wait = 0.0
        if self.step >= len(self.replay):
            self.playing = False
        self.app.dirty = True

    def forward_one(self) -> None:
        self.playing = False
        if self.step >= len(self.replay):
            return
        if self.board.busy:
            self.seek(self.step + 1)   # a quick hand: no queue of animations behind it
        else:
            self.forward()

    def back_one(self) -> None:
        self.playing = False
        self.seek(self.step - 1)

    def toggle(self) -> None:
        if self.step >= len(self.replay):
            self.seek(0)              # at the end, ↺ plays the game again from the deal
            self.playing = False
        self.playing = not self.playing
        self.wait = 0.0
        self.app.dirty = True

    def faster(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.app.dirty = True

    def slower(self) -> None:
        self.speed = max(0, self.speed - 1)
        self.app.dirty = True

    def handle_event(self, event) -> bool:
        """The replay's controls only: the board is watched, never played."""
        if self.problem:
            return super(TableScene, self).handle_event(event)
        if self.closeup.handle_event(event):        # F7, a long press: a card, closely
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and inside(event.pos, TRACK_HIT):
            x, w = TRACK[0], TRACK[2]
            self.seek(round((event.pos[0] - x) / w * len(self.replay)))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DOWN:
            self.slower()
            return True
        return Scene.handle_event(self, event)

    def animating(self) -> bool:
        return not self.problem and super().animating()

    # --- drawing ---------------------------------------------------------------------------
    def play_label(self) -> str:
        """What the play button does now: pause, play, or (at the end) play again."""
        if self.step >= len(self.replay):
            return AGAIN
        return PAUSE if self.playing else PLAY

    def banner_text(self) -> str:
        from game import RULES
        if self.step >= len(self.replay):
            return BOARDS[self.replay.game].headline(self.session)
        return _("Replay · {game}").format(game=RULES[self.replay.game].title)

    def row_buttons(self) -> list[Button]:
        return self.buttons[-2:]            # Back and Rules (no History in a replay)

    def draw_banner(self, canvas: Canvas, banner) -> None:
        text = self.banner_text()
        t = canvas.text_scale
        if t > 1:       # larger print: both lines inside the banner, each at least Normal
            code_h = canvas.line_step(14) * 1.17
            most = max(24 / t, (banner[3] - 4 - code_h) / 1.17 / t)
            size = shrunk(canvas, text, min(24, most), 540, bold=True)
            fit_text(canvas, text, size, (650, 2 + canvas.line_step(size) * 1.17 / 2), GOLD,
                     width=540, anchor="center", bold=True, shadow=True)
            fit_text(canvas, self.code, 14, (650, banner[3] - 2 - code_h / 2), DIM,
                     width=540, anchor="center")
        else:
            size = next((n for n in (24, 20, 17)
                         if canvas.text_width(text, n, bold=True) <= 540), 15)
            canvas.fit_text(text, size, (650, 20), GOLD, width=540, anchor="center",
                            bold=True, shadow=True)
            canvas.fit_text(self.code, 14, (650, 45), DIM, width=540, anchor="center")
        x, y, w, h = TRACK
        n = len(self.replay)
        canvas.text(_("Move {step} of {n}").format(step=self.step, n=n), 16, (x + w, 18), INK,
                    anchor="midright")
        canvas.box((30, 36, 30), (x, y, w, h), radius=5)
        if n:
            canvas.box(GOLD, (x, y, max(h, w * self.step / n), h), radius=5)
        self.play_button.label = self.play_label()
        self.speed_button.label = f"{SPEEDS[self.speed]:g}×".replace("0.5", "½")

    def draw(self, canvas: Canvas) -> None:
        if not self.problem:
            super().draw(canvas)
            return
        canvas.table()
        canvas.panel((290, 250, 700, 240), alpha=170)
        canvas.text(text(self.problem), 20, (640, 340), INK, anchor="center")
        self.draw_buttons(canvas)


TRACK_HIT = (TRACK[0] - 4, TRACK[1] - 10, TRACK[2] + 8, TRACK[3] + 20)

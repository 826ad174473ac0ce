"""The table scene: any game's board, the turn banner, bots' pacing, what just happened."""

from __future__ import annotations

import datetime

import pygame

from ..boards import BOARDS
from ..kit.history import History
from ..kit.widgets import Button, News
from ..services.ahead import read_ahead
from ..services.lang import _
from ..shell.app import Scene
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK

SIGN_MS = 1300
SIGN_WIDTH = 1000
HISTORY_RECT = (850, 66, 414, 594)   # over the right-hand panels while it is open
BANNER_GAP = 24                      # between the banner and the deal code, at the least


class TableScene(Scene):
    showing_history = False
    replaying = False   # scenes/replay.py: the same table, watched move by move

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.news = News()
        self.floaters: list[list] = []
        self.showing_history = False
        self.sign: list | None = None   # [text, age]: "Ben's turn", for pass-and-play
        self.bot_wait = 0.0
        self.over_wait = 0.0
        self.score_scene = None  # the score scene, made when the game ends (`finish`)
        self.clock_ms = 0.0      # real time: the part of a millisecond not yet given
        self.deal = session.deal_code()
        self.practice: bool | None = None   # a challenge: played once the day's result is in
        if session.challenge:
            day = datetime.date.fromisoformat(session.challenge)
            self.practice = app.records().daily_result(session.game, day) is not None
        humans = session.humans()
        # The seat whose secrets (a hand) may show: the one person at a table with bots;
        # with two or more people, whoever last said "I am ..." at the curtain.
        self.revealed: int | None = humans[0] if len(humans) == 1 else None
        self.curtain = None
        self.board = BOARDS[session.game](self)
        L = self.board.layout
        x, y, w, h = L.rect("rules_button")
        self.history = History()
        # Beside Rules where the buttons form a row, above it where they form a column.
        stacked = L.rect("menu_button")[1] != y
        where = (x, y - h - 8, w, h) if stacked else (x + w + 10, y, 130, h)
        self.history_button = Button(where, lambda: _("Hide history") if self.showing_history
                                     else _("History"), self.toggle_history)
        self.buttons = [Button(L.rect("menu_button"), lambda: _("Menu"), self.to_menu),
                        Button(L.rect("rules_button"), lambda: _("Rules"), self.show_rules),
                        self.history_button]

    @property
    def code(self) -> str:
        """The deal code over the table (a challenge says which try this is)."""
        deal = _("Deal {code}").format(code=self.deal) if self.deal else ""
        if self.practice is None:
            return deal
        if self.practice:
            return _("Practice: today's result is in · {deal}").format(deal=deal)
        return _("Today's challenge · {deal}").format(deal=deal)

    def enter(self) -> None:
        self.session.save()  # however the table was opened, Continue can find it
        self.session.start_bots()
        # The board's images were rendered ahead (the menu, a rehearsal); any left are
        # rendered in the frames' spare time, or when first drawn.
        self.app.warm_up = BOARDS[self.session.game].warm_up(self.app.canvas)

    def exit(self) -> None:
        self.session.close()

    def to_menu(self) -> None:
        self.app.open("menu", how="reset")

    def show_rules(self) -> None:
        self.app.open("rules", game=self.session.game)

    # --- what a board may ask of its table (scenes/boards/__init__.py) ---------------------
    def say(self, text: str, warning: bool = False) -> None:
        """A line of what just happened (a refusal when `warning`); what happened stays in
        the history."""
        self.news.say(text, warning=warning)
        if not warning:
            self.history.add(text)

    def toggle_history(self) -> None:
        self.showing_history = not self.showing_history

    def show_sign(self, text: str, ms: float = SIGN_MS) -> None:
        """A big sign over the middle of the table that fades by itself after `ms`."""
        self.sign = [text, 0.0, ms]

    def sound(self, name: str) -> None:
        self.app.sound.play(name)

    def redraw(self) -> None:
        """Something changed that no animation shows: draw the next frame."""
        self.app.dirty = True

    @property
    def time_scale(self) -> float:
        """The speed setting: every animation's duration is multiplied by it."""
        return self.app.settings.time_scale

    # --- play ----------------------------------------------------------------------------
    def play_move(self, seat: int, move) -> None:
        self.app.dirty = True
        events = self.session.apply(seat, move)
        if self.session.save_error:
            self.news.say(self.session.save_error, warning=True)
        if self.curtain_for() is not None and self.revealed is not None:
            self.revealed = None            # the hand just played from turns face down now
            self.board.reveal(None)
        self.board.play(events)

    def announce_turn(self, seat: int) -> None:
        """With two or more people at the table, say clearly whose hands the mouse goes to
        (where hands are secret, the curtain says it)."""
        if len(self.session.humans()) >= 2 and not self.session.seats[seat].is_bot \
                and not self.hides_hands():
            self.show_sign(_("{name}'s turn").format(name=self.session.seats[seat].name))

    # --- pass-and-play: the curtain -------------------------------------------------------------
    def hides_hands(self) -> bool:
        return self.board.hides_hands

    def curtain_for(self) -> int | None:
        """The person the curtain must ask for before the table may show their hand."""
        if not self.hides_hands() or len(self.session.humans()) < 2 or self.session.is_over():
            return None
        people = [s for s in sorted(self.session.to_act()) if not self.session.seats[s].is_bot]
        if not people or self.revealed in people:
            return None
        return people[0]

    def reveal(self, seat: int) -> None:
        self.revealed = seat
        self.board.reveal(seat)

    def float_score(self, text: str, rect) -> None:
        """Points showing beside a seat's score (`rect`: that seat's panel), left of its
        'points' word so they never cover a number, drifting up a little as they fade."""
        x, y, w = rect[:3]
        y += 96 + 28 * sum(f[1] == x + w - 110 for f in self.floaters)  # one under another
        self.floaters.append([text, x + w - 110, y, 0.0])

    def update(self, dt: float) -> None:
        if self.board.busy:
            self.app.dirty = True  # including the frame where the last animation ends
        self.board.update(dt)
        self.news.update(dt)
        for f in self.floaters:
            f[3] += dt
        if self.sign is not None:
            self.sign[1] += dt
            if self.sign[1] > self.sign[2]:
                self.sign = None
                self.app.dirty = True
        had = len(self.floaters)
        self.floaters = [f for f in self.floaters if f[3] < 900]
        if had != len(self.floaters):
            self.app.dirty = True
        if self.session.realtime:
            self.run_clock(dt)
        elif not self.board.busy:
            self.take_turns(dt)

    def finish(self, dt: float, wait: float = 300) -> None:
        """The game is over: the score scene once the table has shown it. The first frame
        after the end keeps the game in the records (a frame of its own) and makes the
        score scene, rehearsed while the table still shows (App.prepare)."""
        self.over_wait += dt
        if self.score_scene is None:
            self.session.keep_result(self.app.records(), self.app.record_bots)
            read_ahead(self.app.records())   # what the menu and statistics will read
            self.score_scene = self.app.prepare("score", session=self.session)
            return                           # the score shows on a later frame
        if self.over_wait >= wait:
            self.app.replace(self.score_scene)

    def take_turns(self, dt: float) -> None:
        """Turn by turn: the curtain between two people, a bot's move when it is ready."""
        seat = self.curtain_for()
        if seat is not None and self.curtain is None:
            self.app.open("curtain", table=self, seat=seat)
            self.curtain = True     # until the curtain scene enters and takes its place
            return
        if self.done():
            self.finish(dt)
            return
        seat = min(self.session.to_act())
        if not self.session.seats[seat].is_bot:
            return
        self.session.think(seat)
        self.bot_wait += dt
        pace = self.app.settings.bot_pace_ms * self.app.settings.time_scale
        if self.bot_wait >= pace:
            move = self.session.bot_move(seat)
            if move is not None:
                self.bot_wait = 0.0
                self.play_move(seat, move)

    def done(self) -> bool:
        """The game is over, or the challenge it was (some end after their first round)."""
        s = self.session
        if s.challenge:
            from game.daily import challenge_over
            return challenge_over(s.game, s.rules, s.state)
        return s.is_over()

    def run_clock(self, dt: float) -> None:
        """Everyone at once: the game's clock runs with the frames (not while paused), and
        whatever arrived is animated at once (frames are drawn while cards move)."""
        if self.done():
            if not self.board.busy:
                self.finish(dt, wait=self.board.final_wait_ms)
            return
        if not self.board.clock_running():
            return
        self.clock_ms += dt
        whole = int(self.clock_ms)
        self.clock_ms -= whole
        outcomes = self.session.advance(whole)
        if outcomes:
            self.app.dirty = True
            self.board.arrived(outcomes)
            if self.session.save_error:
                self.news.say(self.session.save_error, warning=True)

    def animating(self) -> bool:
        return (self.board.busy or bool(self.floaters) or self.news.fading()
                or self.sign is not None)

    def back(self) -> None:
        self.to_menu()

    def handle_event(self, event) -> bool:
        if self.showing_history:
            if event.type == pygame.MOUSEWHEEL:
                self.history.scroll(-event.y, 1)
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.toggle_history()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.news.withdraw_warning()   # a refusal answers a click; the next click replaces it
        # The board first: Esc lets go of a half-made choice there before it leaves the table.
        return self.board.handle_event(event) or super().handle_event(event)

    # --- drawing ---------------------------------------------------------------------------
    def banner_text(self) -> str:
        return self.board.banner()

    def draw_banner(self, canvas: Canvas, banner) -> None:
        """The banner centred on the table; when it would reach the deal code at the right,
        moved left, and fitted into the room left of the code if it must be."""
        x, y, w, h = banner
        right = x + w - 12
        if self.code:
            canvas.text(self.code, 16, (right, y + h / 2), DIM, anchor="midright")
            right -= canvas.text_width(self.code, 16) + BANNER_GAP
        full = self.banner_text()
        text, size = canvas.fitted(full, 26, right - x - 12, bold=True)
        half = canvas.text_width(text, size, bold=True) / 2
        cx = min(x + w / 2, right - half)
        drawn = canvas.text(text, size, (cx, y + h / 2), GOLD, anchor="center", bold=True,
                            shadow=True)
        if text != full:
            canvas.cut.append((drawn, full))

    def draw_sign(self, canvas: Canvas, text: str, age: float, ms: float) -> None:
        """The sign in a panel as wide as its words (up to most of the table)."""
        alpha = int(255 * min(1.0, (ms - age) / 300, age / 120))
        text, size = canvas.fitted(text, 36, SIGN_WIDTH, bold=True)
        w = canvas.text_width(text, size, bold=True) + 60
        canvas.panel((640 - w / 2, 320, w, 80), alpha=int(0.8 * alpha) // 32 * 32, radius=18)
        canvas.text(text, size, (640, 360), GOLD, anchor="center", bold=True, shadow=True,
                    alpha=alpha)

    def message_rect(self):
        """The board's line for what just happened, kept clear of the buttons beside it
        (narrowed on both sides, so it stays centred where the board put it)."""
        x, y, w, h = self.board.layout.rect("message")
        bx, by, bw, bh = self.history_button.rect
        if by < y + h and y < by + bh and x < bx + bw + 12:
            cut = bx + bw + 12 - x
            return (x + cut, y, max(0, w - 2 * cut), h)
        return (x, y, w, h)

    def draw(self, canvas: Canvas) -> None:
        self.board.backdrop(canvas)
        banner = self.board.layout.rect("banner")
        canvas.panel(banner, alpha=150, radius=0)
        self.draw_banner(canvas, banner)
        self.board.draw(canvas)
        self.draw_buttons(canvas)
        # A board may draw the line itself, kept in its box its own way (say, wrapped).
        draw_news = getattr(self.board, "draw_news", self.news.draw)
        draw_news(canvas, self.message_rect())
        if self.sign is not None:
            self.draw_sign(canvas, *self.sign)
        for words, x, y, age in self.floaters:
            alpha = int(255 * min(1.0, (900 - age) / 400))
            canvas.text(words, 24, (x, y - age / 90), INK, anchor="midright", bold=True,
                        shadow=True, alpha=alpha)
        if self.showing_history:
            self.history.draw(canvas, HISTORY_RECT)

"""The table scene: any game's board, the turn banner, bots' pacing, what just happened."""

from __future__ import annotations

import datetime
import math
import os

import pygame

from ..boards import BOARDS
from ..kit.history import History
from ..kit.pointer import draw_marks
from ..kit.widgets import Button, News
from ..kit.words import about
from ..lessons.guide import Guide
from ..lessons.panel import LessonPanel
from ..services.ahead import load_bots, read_ahead
from ..services.lang import _, text
from ..services.tips import Tips
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK
from ..shell.scene import Scene

SIGN_MS = 1300
SIGN_WIDTH = 1000
OFFER_WIDTH = 460                    # the mover's "take back my move", on the message line
HISTORY_RECT = (850, 66, 414, 594)   # over the right-hand panels while it is open
BANNER_GAP = 24                      # between the banner and the deal code, at the least
HINT_MS = 8000                       # a hint's glow and arrow, unless the move is made first
TIP_MS = 9000                        # a first-time tip, unless a click puts it away
TIP_SIZES, TIP_LINES = (19, 18, 17, 16), 7   # a tip: whole, at the largest size that holds it


class TableScene(Scene):
    showing_history = False
    replaying = False   # scenes/replay.py: the same table, watched move by move
    guide = lesson_panel = pointer = tip_line = None   # a replay that failed has none

    def __init__(self, app, session, lesson=None):
        super().__init__(app)
        self.session = session
        self.news = News()
        self.floaters: list[list] = []
        self.showing_history = False
        self.sign: list | None = None   # [text, age]: "Ben's turn", for pass-and-play
        # Pass-and-play with no curtain: the mover whose take-back is offered with the
        # hand-off sign, until the next person takes the mouse (a click or a key).
        self.offer: int | None = None
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
        self.history = History(session)
        self.pointer: list | None = None     # [Marks, age, seat, move]: a hint on the table
        self.tips = Tips(app.settings)
        self.tip_line: list | None = None    # [words, age]: a first-time tip
        self.history_button = Button(self.beside(L.rect("rules_button"), 130),
                                     lambda: _("Hide history") if self.showing_history
                                     else _("History"), self.toggle_history)
        self.hint_button = Button(self.help_place(0), lambda: _("Hint"), self.ask_hint,
                                  key=pygame.K_h)
        self.back_button = Button(self.help_place(1), lambda: _("Take back"),
                                  self.take_back)
        self.offer_button = Button((0, 0, 0, 0), lambda: _(
            "I am {name}: take back my move").format(name=self.session.seats[self.offer].shown_name
                                                      if self.offer is not None else ""),
            self.take_back)
        self.offer_button.visible = False
        self.hint_button.visible = bool(session.humans()) and self.board.offers_hints
        self.back_button.visible = bool(session.humans()) and session.takes_back
        self.buttons = [Button(L.rect("menu_button"), lambda: _("Menu"), self.to_menu),
                        Button(L.rect("rules_button"), lambda: _("Rules"), self.show_rules),
                        self.history_button, self.hint_button, self.back_button]
        self.guide = Guide(lesson, session) if lesson is not None else None
        self.lesson_panel = LessonPanel(self) if lesson is not None else None

    def beside(self, rect, width: float):
        """The next button: beside `rect` where the table's buttons form a row, above it
        where they form a column (Menu over Rules)."""
        x, y, w, h = rect
        menu = self.board.layout.rect("menu_button")
        rules = self.board.layout.rect("rules_button")
        if menu[1] != rules[1]:
            return (x, y - h - 8, w, h)
        return (x + w + 10, y, width, h)

    def help_place(self, k: int):
        """Hint (k 0) and Take back (k 1): where the layout keeps room for them (a row
        beside the board's own actions), else above History."""
        found = self.board.layout.find("help_buttons")
        if found:
            x, y, w, h = found[0][1]
            half = (w - 10) / 2
            return (x + k * (half + 10), y, half, h)
        x, y, w, h = self.history_button.rect
        return (x, y - (h + 8) * (k + 1), w, h)

    @property
    def code(self) -> str:
        """The deal code over the table (a challenge says which try this is)."""
        if self.session.lesson:
            return _("Lesson")          # a prepared deal: no code deals it again
        deal = _("Deal {code}").format(code=self.deal) if self.deal else ""
        if self.practice is None:
            return deal
        if self.practice:
            return _("Practice: today's result is in · {deal}").format(deal=deal)
        return _("Today's challenge · {deal}").format(deal=deal)

    def enter(self) -> None:
        # However the table was opened, Continue can find it; a game picked up keeps the
        # moment it was last played (Continue's order) until a move is made.
        if not (self.session.save_path and os.path.exists(self.session.save_path)):
            self.session.save()
        self.session.start_bots()
        # A table opened without the menu (the command line) loads the bots' modules and
        # the language's data (a history line's list of cards) on the thread ahead too.
        load_bots()
        # The board's images were rendered ahead (the menu, a rehearsal); any left are
        # rendered in the frames' spare time, or when first drawn.
        self.app.warm_up = BOARDS[self.session.game].warm_up(self.app.canvas)

    def exit(self) -> None:
        if self.session.said_unsaved:
            self.session.save()             # the last lines said go with the game
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

    def note(self, text: str, entry: list | None = None) -> list | None:
        """A line for the history only: the line under the table stays as it is (a race's
        plays would make it flicker). Given `entry`, what an earlier note returned, that
        line is rewritten instead (a burst of plays that grows)."""
        if entry is not None:
            self.history.rewrite(entry, text)
            return entry
        return self.history.add(text, merge=False)

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
        self.withdraw_offer()
        events = self.session.apply(seat, move)
        if self.session.save_error:
            self.news.say(self.session.save_error, warning=True)
        if self.curtain_for() is not None and self.revealed is not None:
            self.revealed = None            # the hand just played from turns face down now
            self.board.reveal(None)
        self.board.play(events)

    # --- help at the table ------------------------------------------------------------------
    def hint_seat(self) -> int | None:
        """The person a hint is for: the one who may play now."""
        return None if self.replaying else self.board.person()

    def ask_hint(self) -> None:
        """The hard bot's move for the person, shown on the table once it is thought."""
        seat = self.hint_seat()
        if self.guide is not None and not self.guide.free:
            self.news.say(_("Follow the lesson: its panel says what to do now."),
                          warning=True)
            return
        if seat is None:
            self.news.say(_("A hint is for your turn: wait until you may play."),
                          warning=True)
            return
        if self.pointer is not None and self.pointer[2] == seat:
            return                                  # the hint is on the table already
        self.session.ask_hint(seat)
        self.news.say(_("Looking for a good move…"))

    def show_hint(self) -> None:
        """A hint that was thought: its glow, arrow and reason; gone once it is played
        or no longer possible."""
        found = self.session.hint_ready()
        if found is not None:
            seat = self.hint_seat()
            if seat is not None and self.session.allows(seat, found.move):
                self.pointer = [self.board.marks(found.move), 0.0, seat, found.move]
                self.news.say(text(found.reason))
        if self.pointer is not None:
            marks, age, seat, move = self.pointer
            if age > HINT_MS or self.board.busy or not self.session.allows(seat, move):
                self.pointer = None
                self.app.dirty = True

    def lesson_refusal(self, seat: int, move) -> str | None:
        """In a guided game, why a legal move is not the one the lesson waits for."""
        why = self.guide.refusal(seat, move) if self.guide is not None else None
        return text(why) if why is not None else None

    def refused(self, move) -> None:
        """The rules refused a person's move (a guided game may have asked for one)."""
        if self.guide is not None:
            self.guide.refused(move)

    def holding(self) -> bool:
        """The bots and the clock wait while a guided game explains."""
        return self.guide is not None and self.guide.holding

    def tip(self, key: str, words: str) -> None:
        """The first time a rule bites at a table where a person plays: a line on it
        (`words`: English marked N_())."""
        if self.replaying or not self.session.humans() or self.guide is not None:
            return
        words = self.tips.take(key, words)
        if words is not None:
            self.tip_line = [words, 0.0]
            self.app.dirty = True

    def tip_fading(self) -> bool:
        """A tip is redrawn only while it fades in or out (it stays still between)."""
        return self.tip_line is not None and not 200 < self.tip_line[1] < TIP_MS - 450

    def draw_tip(self, canvas: Canvas) -> None:
        """The tip in a panel where the board keeps room for it (by default over the line
        of what happened, growing upwards), as tall as its words; a click puts it away."""
        words, age = self.tip_line
        alpha = int(255 * max(0.0, min(1.0, (TIP_MS - age) / 400, age / 150)))
        x, bottom, w = self.board.tip_place()
        lines, size = canvas.fit_lines(words, TIP_SIZES, w - 32, most=TIP_LINES)
        step = size + 6
        h = 16 + step * len(lines)
        y = bottom - h
        canvas.panel((x, y, w, h), radius=12, alpha=alpha // 32 * 32, color=(46, 38, 16))
        canvas.box(GOLD, (x, y, w, h), radius=12, width=2)
        for k, line in enumerate(lines):
            canvas.text(line, size, (x + w / 2, y + 8 + step / 2 + step * k), GOLD,
                        anchor="center", alpha=alpha)

    def take_back(self) -> bool:
        """The person's own last move, undone, as long as nobody else has moved since, the
        mouse has not passed to the next person and it showed nothing hidden (the session
        says why not). The whole table then shows the game as it is now."""
        if self.replaying:
            return False
        self.board.timeline.update(math.inf)        # the move's animation ends at once
        seat = self.session.moves[-1]["seat"] if self.session.moves else None
        why = self.session.take_back()
        if why is not None:
            self.news.say(text(why), warning=True)
            return False
        self.app.dirty = True
        self.pointer, self.bot_wait = None, 0.0
        self.floaters, self.sign, self.offer = [], None, None
        self.offer_button.visible = False
        if self.hides_hands() and len(self.session.humans()) >= 2:
            # The mouse never left the mover (or the curtain would have refused): her
            # hand shows again, and no other.
            self.revealed = seat
            self.board.reveal(seat)
        self.board.taken_back()
        self.say(about(self.session.seats, seat, _("You take back your move."),
                       _("{name} takes back their move.")))
        return True

    def take_back_offer(self, seat: int) -> int | None:
        """Pass-and-play, as the mouse goes to `seat`: the person whose last move may still
        be taken back (named on the curtain or the hand-off sign), if any."""
        s = self.session
        if not (self.back_button.visible and len(s.humans()) >= 2 and s.moves):
            return None
        mover = s.moves[-1]["seat"]
        if mover == seat or s.seats[mover].is_bot or s.take_back_refusal() is not None:
            return None
        return mover

    def hand_over(self) -> None:
        """The next person has the mouse: the last move stands."""
        self.session.handed_over = True
        self.withdraw_offer()

    def withdraw_offer(self) -> None:
        self.offer = None
        self.offer_button.visible = False

    def announce_turn(self, seat: int) -> None:
        """With two or more people at the table, say clearly whose hands the mouse goes to
        (where hands are secret, the curtain says it)."""
        if len(self.session.humans()) >= 2 and not self.session.seats[seat].is_bot \
                and not self.hides_hands():
            self.show_sign(_("{name}'s turn").format(name=self.session.seats[seat].shown_name))
            # Until the next person takes the mouse, the mover may take the move back: a
            # button on the line of what happened, never over the board, where the next
            # person's first click would land.
            self.offer = self.take_back_offer(seat)
            self.offer_button.visible = self.offer is not None
            x, y, w, h = self.message_rect()
            width = min(w, OFFER_WIDTH)
            self.offer_button.rect = (x + (w - width) / 2, y, width, h)

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
        """The curtain's "I am ...": that person has the mouse now."""
        if self.session.moves and self.session.moves[-1]["seat"] != seat:
            self.session.handed_over = True
        self.revealed = seat
        self.board.reveal(seat)

    def float_score(self, text: str, rect) -> None:
        """Points showing beside a seat's score (`rect`: that seat's panel), left of its
        'points' word so they never cover a number, drifting up a little as they fade."""
        x, y, w = rect[:3]
        y += 96 + 28 * sum(f[1] == x + w - 110 for f in self.floaters)  # one under another
        self.floaters.append([text, x + w - 110, y, 0.0])

    def update(self, dt: float) -> None:
        saves = self.session.saves
        if self.board.busy:
            self.app.dirty = True  # including the frame where the last animation ends
        self.board.update(dt)
        self.news.update(dt, self.app.mouse)   # held while the mouse is on it
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
        if self.guide is not None:
            self.lesson_panel.update(dt)
        self.show_hint()
        if self.pointer is not None:
            self.pointer[1] += dt
        if self.tip_line is not None:
            self.tip_line[1] += dt
            if self.tip_line[1] > TIP_MS:
                self.tip_line = None
                self.app.dirty = True
        if self.session.realtime:
            self.run_clock(dt)
        elif not self.board.busy:
            self.take_turns(dt)
        # Lines are said after the move's save (when its animation shows them): saved by
        # the first frame that writes no save of its own, so a crash loses at most that.
        if self.session.said_unsaved and self.session.saves == saves:
            self.session.save()

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
        if self.guide is not None and (self.guide.finished or self.session.is_over()):
            return                    # a guided game ends on its own panel, not the score
        if self.done():
            self.finish(dt)
            return
        seat = min(self.session.to_act())
        if not self.session.seats[seat].is_bot or self.holding():
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
        if self.guide is not None and (self.guide.finished or self.done()):
            return
        if self.done():
            if not self.board.busy:
                self.finish(dt, wait=self.board.final_wait_ms)
            return
        if not self.board.clock_running() or self.holding():
            return
        self.clock_ms += dt
        whole = int(self.clock_ms)
        self.clock_ms -= whole
        outcomes = self.session.advance(whole, self.app.settings.real_time_pace)
        if outcomes:
            self.app.dirty = True
            self.board.arrived(outcomes)
            if self.session.save_error:
                self.news.say(self.session.save_error, warning=True)

    def animating(self) -> bool:
        return (self.board.busy or bool(self.floaters) or self.news.fading()
                or self.sign is not None or self.pointer is not None
                or self.tip_fading() or self.guide is not None)

    def back(self) -> None:
        self.to_menu()

    def handle_event(self, event) -> bool:
        if self.offer is not None:
            if self.offer_button.handle_event(event):
                return True
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                # Whoever presses a key or clicks now is the next person (the mover has
                # the button that names them): the move stands, and the click or key goes
                # on to the table.
                self.hand_over()
        if self.showing_history:
            if event.type == pygame.MOUSEWHEEL:
                self.history.scroll(-event.y, 1)
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.toggle_history()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.news.withdraw_warning()   # a refusal answers a click; the next click replaces it
            if self.tip_line is not None and self.tip_line[1] > 1000:
                self.tip_line[1] = max(self.tip_line[1], TIP_MS - 400)   # read: it fades
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z \
                and event.mod & pygame.KMOD_CTRL and self.back_button.visible:
            self.take_back()
            return True
        if self.lesson_panel is not None and self.lesson_panel.handle_event(event):
            return True
        # The board first: Esc lets go of a half-made choice there before it leaves the table.
        return self.board.handle_event(event) or super().handle_event(event)

    # --- drawing ---------------------------------------------------------------------------
    def banner_text(self) -> str:
        if self.guide is not None and self.guide.finished:
            return _("The lesson is over")
        if self.holding() and not self.session.realtime and not self.board.busy:
            bots = [s for s in sorted(self.session.to_act()) if self.session.seats[s].is_bot]
            if bots:          # its turn, but it waits until the lesson has explained
                return _("{name} waits while the lesson explains").format(
                    name=self.session.seats[bots[0]].shown_name)
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
        cut = 0
        for b in (self.history_button, self.hint_button, self.back_button):
            bx, by, bw, bh = b.rect
            if not (b.visible and by < y + h and y < by + bh):
                continue
            if bx < x + w / 2:                    # a button at the left reaching in
                cut = max(cut, bx + bw + 12 - x)
            else:                                 # one at the right
                cut = max(cut, x + w + 12 - bx)
        return (x + cut, y, max(0, w - 2 * cut), h)

    def draw(self, canvas: Canvas) -> None:
        self.board.backdrop(canvas)
        banner = self.board.layout.rect("banner")
        canvas.panel(banner, alpha=150, radius=0)
        self.draw_banner(canvas, banner)
        self.board.draw(canvas)
        if self.pointer is not None:
            draw_marks(canvas, self.pointer[0], self.pointer[1])
        self.draw_buttons(canvas)
        if self.lesson_panel is not None:
            self.lesson_panel.draw(canvas)
        if self.offer is not None:
            self.offer_button.draw(canvas)          # the line itself waits in the history
        else:
            self.board.draw_news(canvas, self.message_rect())
        if self.tip_line is not None:
            self.draw_tip(canvas)
        if self.sign is not None:
            self.draw_sign(canvas, *self.sign)
        for words, x, y, age in self.floaters:
            alpha = int(255 * min(1.0, (900 - age) / 400))
            canvas.text(words, 24, (x, y - age / 90), INK, anchor="midright", bold=True,
                        shadow=True, alpha=alpha)
        if self.showing_history:
            self.history.draw(canvas, HISTORY_RECT)

"""The table scene: any game's board, its buttons, the turn banner, signs and points, the
line of what just happened and the history; the layout and the drawing.

The rest of the table is in parts of its own, each with its tests: the bots' pacing, the
clock of a game in real time and the end (`table_pace.Pace`), help at the table: hints,
take-backs, tips (`table_help.Help`), pass-and-play: whose hand shows, the curtain,
the mover's take-back offer (`table_handover.Handover`), and a host's table waiting for
people on other computers, its invite shown (`table_waiting.Wait`). The table and its
parts reach the game only through `TableSession` (services/table_session.py), so a session
kept on another computer can sit at the same table. What the boards ask of a table stays
here by name (scenes/boards/__init__.py), some of it answered by a part (`Part`).
"""

from __future__ import annotations

import pygame

from ..boards.common import NEWS_REACH
from ..kit.closeup import CloseUp
from ..kit.history import History
from ..kit.pointer import draw_marks
from ..kit.print_size import shrunk
from ..kit.reading import reading_ms
from ..kit.sign import draw_sign
from ..kit.widgets import Button, News, inside
from ..kit.words import about
from ..lessons import BOARDS
from ..lessons.guide import Guide
from ..lessons.panel import LessonPanel
from ..services.ahead import load_bots
from ..services.lang import _, join_list
from ..services.table_session import TableSession
from ..services.wording import split_words
from ..shell.canvas import LOGICAL, Canvas
from ..shell.palette import DIM, GOLD, INK
from ..shell.scene import Scene
from .table_handover import Handover
from .table_help import Help
from .table_pace import Pace
from .table_reactions import Reactions
from .table_voice import Voice
from .table_waiting import Wait

SIGN_MS = 1300
HISTORY_RECT = (850, 58, 424, 612)   # in place of the right-hand panels (glow, buttons) while open
COLUMN_MOST = 136                    # the table's buttons in a column: at most this wide
BANNER_GAP = 24                      # between the banner and the deal code, at the least


class Part:
    """A name of the table answered by one of its parts (`pace`, `help`, `handover`): what
    the boards, the curtain and the tests ask of the table keeps its name. A table without
    its parts (a replay that failed) answers None."""

    def __init__(self, part: str):
        self.part = part

    @classmethod
    def each(cls, part: str, n: int) -> list:
        """`n` names answered by `part` (each its own, named when the class is made)."""
        return [cls(part) for _k in range(n)]

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, table, owner=None):
        if table is None:
            return self
        part = table.__dict__.get(self.part)
        return None if part is None else getattr(part, self.name)

    def __set__(self, table, value) -> None:
        setattr(table.__dict__[self.part], self.name, value)


class TableScene(Scene):
    showing_history = False
    replaying = False   # scenes/replay.py: the same table, watched move by move
    guide = lesson_panel = None   # a replay that failed has none
    # The bots' pacing, the clock and the end of the game (table_pace.py).
    take_turns, run_clock, done, holding, score_scene = Part.each("pace", 5)
    # Hints, take-backs, tips and a lesson's refusals (table_help.py).
    ask_hint, take_back, tip, pointer, tip_line, lesson_refusal, refused = \
        Part.each("help", 7)
    # Pass-and-play: whose hand shows, the curtain, the mover's offer (table_handover.py).
    revealed, curtain, curtain_for, reveal, announce_turn, take_back_offer, offer, \
        offer_button = Part.each("handover", 8)

    def __init__(self, app, session: TableSession, lesson=None):
        super().__init__(app)
        self.session = session
        self.news = News(speak=app.speech.say, scale=lambda: app.canvas.text_scale)
        self.floaters: list[list] = []
        self.showing_history = False
        self.sign: list | None = None   # [text, age]: "Ben's turn", for pass-and-play
        self.deal = session.deal_code()
        self.practice: bool | None = None   # a challenge: played once the day's result is in
        if session.challenge:
            import datetime
            day = datetime.date.fromisoformat(session.challenge)
            self.practice = app.records().daily_result(session.game, day) is not None
        # The parts first: a board, as it is made, asks whose hand it may show (revealed).
        self.pace = Pace(self)
        self.help = Help(self)
        self.handover = Handover(self)
        self.waiting_panel = Wait(self)
        self.voice = Voice(self)
        self.board = BOARDS[session.game](self)
        L = self.board.layout
        self.history = History(session)
        self.history_button = Button(beside(L, L.rect("rules_button"), 130),
                                     lambda: _("Hide history") if self.showing_history
                                     else _("History"), self.toggle_history)
        self.hint_button = Button(self.help_place(0), lambda: _("Hint"), self.help.ask_hint,
                                  key=pygame.K_h)
        self.back_button = Button(self.help_place(1), lambda: _("Take back"),
                                  self.help.take_back)
        self.hint_button.visible = bool(session.humans()) and self.board.offers_hints
        self.back_button.visible = bool(session.humans()) and session.takes_back
        self.reactions = Reactions(self)             # across computers: a word to each other
        self.reactions.button.rect = self.react_place()
        self.buttons = [Button(L.rect("menu_button"), lambda: _("Menu"), self.to_menu),
                        Button(L.rect("rules_button"), lambda: _("Rules"), self.show_rules),
                        self.history_button, self.hint_button, self.back_button,
                        self.reactions.button]
        self.guide = Guide(lesson, session) if lesson is not None else None
        self.lesson_panel = LessonPanel(self) if lesson is not None else None
        self.waiting_panel.update()
        # A card looked at closely (F7, a long press): kit/closeup.py.
        self.closeup = CloseUp(self.board.looks, self.board.focused, self.mouse_at,
                               lambda words: app.speech.say(words, interrupt=True),
                               lambda event: self.handle_event(event),
                               lambda: app.canvas, lambda job: app.warm_up.insert(0, job))

    def mouse_at(self):
        """Where the mouse is on the table (logical), None when it is off the window."""
        mouse = self.app.mouse
        return None if mouse is None else self.app.canvas.to_logical(mouse)

    def takes_keys(self) -> bool:
        """While a card is looked at closely every key comes here, and closes it."""
        closeup = self.__dict__.get("closeup")
        return closeup is not None and closeup.shown

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

    def react_place(self):
        """React: above Hint and Take back where they share a row, else above them."""
        found = self.board.layout.find("help_buttons")
        if found:
            x, y, w, h = found[0][1]
            return (x, y - h - 8, w, h)
        return self.help_place(2)

    @property
    def code(self) -> str:
        """The deal code over the table (a challenge says which try this is)."""
        if self.session.lesson:
            return _("Lesson")          # a prepared deal: no code deals it again
        deal = _("Deal {code}").format(code=self.deal) if self.deal else ""
        if self.session.only_watching():
            # Translators: over a table watched from another computer, from no seat (its
            # deal is said only at the end).
            return _("You are watching · {deal}").format(deal=deal) if deal else \
                _("You are watching this table")
        watchers = self.session.watcher_names()
        if watchers:
            # Translators: a host's table, as long as people watch it from other
            # computers: {names} lists them.
            return _("{deal} · watched by {names}").format(
                deal=deal, names=join_list(watchers)) if deal else \
                _("Watched by {names}").format(names=join_list(watchers))
        if self.practice is None:
            return deal
        if self.practice:
            return _("Practice: today's result is in · {deal}").format(deal=deal)
        return _("Today's challenge · {deal}").format(deal=deal)

    def enter(self) -> None:
        self.tell_head_starts()
        self.session.ensure_saved()         # however it was opened, Continue finds it
        self.session.start_bots()
        # A table opened without the menu (the command line) loads the bots' modules and
        # the language's data (a history line's list of cards) on the thread ahead too.
        load_bots()
        # The board's images were rendered ahead (the menu, a rehearsal); any left are
        # rendered in the frames' spare time, or when first drawn. Then the records are
        # opened (a table opened without the menu): the game's end writes to them, and
        # opening the file (its WAL made) would add ~7 ms to that frame.
        self.app.warm_up = [*BOARDS[self.session.game].warm_up(self.app.canvas),
                            self.app.records]

    def tell_head_starts(self) -> None:
        """A game's first lines in the History: who took a head start, and what it gives
        (chosen openly on the menu, game/headstart.py); once, before the first move."""
        session = self.session
        if self.replaying or session.moves_made or session.said:
            return
        what = BOARDS[session.game].head_start_words()
        for seat, s in enumerate(session.seats):
            if s.helped:
                self.history.add(about(session.seats, seat,
                                       _("You take a head start. {what}"),
                                       _("{name} takes a head start. {what}"), what=what))

    def exit(self) -> None:
        self.session.save_said()            # the last lines said go with the game
        if not self.session.lingers():      # the score screen keeps it for another game
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
        self.redraw()               # a line said with nothing moving shows at once too
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
        """A big sign over the middle of the table that fades by itself after `ms`, or
        once read (kit/reading.py) when that is longer."""
        self.sign = [text, 0.0, reading_ms(text, self.app.canvas.text_scale, ms)]
        self.app.speech.say(text)

    def sound(self, name: str) -> None:
        self.app.sound.play(name)

    def redraw(self) -> None:
        """Something changed that no animation shows: draw the next frame."""
        self.app.dirty = True

    @property
    def time_scale(self) -> float:
        """The speed setting: every animation's duration is multiplied by it."""
        return self.app.settings.time_scale

    @property
    def still(self) -> bool:
        """No motion (the speed setting's last choice): cards appear where they go with a
        short fade, nothing flies, turns, rises or pulses (boards/common.py)."""
        return self.app.settings.still

    # --- play ----------------------------------------------------------------------------
    def play_move(self, seat: int, move) -> None:
        self.show_move(self.session.apply(seat, move))

    def show_move(self, events: list[dict]) -> None:
        """A move applied to the session, here (`play_move`) or on another computer
        (`take_arrived`): its events played on the board, the mover's offer withdrawn."""
        self.app.dirty = True
        self.handover.withdraw_offer()
        if self.session.save_error:
            self.news.say(self.session.save_error, warning=True)
        self.handover.hide_played_hand()
        self.board.play(events)

    def take_arrived(self) -> None:
        """Moves made on other computers (play across computers), shown like one made
        here, once the board has shown the last (its moves play on the table as it stood);
        a take-back there redraws the table; what the connection says, said."""
        for seat, events in [] if self.board.busy and not self.session.realtime \
                else self.session.arrived():
            if events is None:
                self.help.show_taken_back(seat)
            else:
                self.show_move(events)
        for line in self.session.notices():
            self.news.say(line, warning=True)
            self.history.add(line)
            self.redraw()           # said between events: a seat's panel changes too

    def float_score(self, text: str, rect) -> None:
        """Points under a seat's score (`rect`: its panel, kit/seat_panel.py), drifting up
        as they fade, clear of 'points' and of what a tall panel holds lower (a tray's
        values): one at a time per seat, never piled down into the panel."""
        x, y, w = rect[:3]
        x, y = x + w - 16, y + 84 * self.app.canvas.text_scale   # under "points", as large
        self.floaters = [f for f in self.floaters if f[1:3] != [x, y]] + [[text, x, y, 0.0]]

    def update(self, dt: float) -> None:
        saves = self.session.saves
        if not self.replaying:
            self.closeup.update(dt)     # a replay's, at the pace of the person's hand
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
        self.help.update(dt)
        self.take_arrived()
        self.reactions.update(dt)
        self.waiting_panel.update()
        self.voice.update()
        if self.session.realtime:
            self.run_clock(dt)
        elif not self.board.busy:
            self.take_turns(dt)
        # Lines are said after the move's save (when its animation shows them): saved by
        # the first frame that writes no save of its own, so a crash loses at most that.
        if self.session.saves == saves:
            self.session.save_said()

    def animating(self) -> bool:
        return (self.board.busy or bool(self.floaters) or self.news.fading()
                or self.closeup.shown or self.closeup.held is not None
                or self.sign is not None or self.pointer is not None
                or self.help.tip_fading() or self.guide is not None)

    def back(self) -> None:
        self.to_menu()

    def keys_help(self) -> list:
        voice = self.__dict__.get("voice")
        return voice.keys_help() if voice is not None else []

    @property
    def own_pads(self) -> bool:
        """In a race in real time each controller's D-pad and buttons are a player's cards."""
        return self.session.realtime

    def focus_zones(self) -> list:
        if self.takes_keys():
            return []           # a card looked at closely: no ring over it, nothing to move
        voice = self.__dict__.get("voice")      # a replay that failed has no parts
        return voice.zones() if voice is not None else super().focus_zones()

    def handle_event(self, event) -> bool:
        if self.closeup.handle_event(event):         # F7, a long press: a card, closely
            return True
        if self.voice.handle_event(event):           # F2-F6: the voice answers
            return True
        if self.reactions.handle_event(event):       # F8, the row of reactions open
            return True
        if self.handover.handle_event(event):        # the mover's take-back offer
            return True
        if self.waiting_panel.handle_event(event):   # the invite, a seat given to a bot
            return True
        if self.showing_history:
            if event.type == pygame.MOUSEWHEEL:
                self.history.scroll(-event.y, 1)
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.toggle_history()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                    and inside(event.pos, HISTORY_RECT):
                return True         # what it hides (Hint, a seat's cards) takes no click
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.news.withdraw_warning()   # a refusal answers a click; the next click replaces it
            self.help.clicked()            # a tip shown a while is read: it fades
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
        if self.waiting_panel.active:
            return self.waiting_panel.shown.banner or _("Waiting for people on other computers")
        if self.holding() and not self.session.realtime and not self.board.busy:
            bots = [s for s in sorted(self.session.to_act()) if self.session.seats[s].is_bot]
            if bots:          # its turn, but it waits until the lesson has explained
                return _("{name} waits while the lesson explains").format(
                    name=self.session.seats[bots[0]].shown_name)
        return self.board.banner()

    def draw_banner(self, canvas: Canvas, banner) -> None:
        """The banner centred on the table; when it would reach the deal code at the right,
        moved left, and on two smaller lines in the room left of the code when one line
        cannot hold it (a long name, a long language)."""
        x, y, w, h = banner
        right = x + w - 12
        if self.code:
            canvas.text(self.code, 16, (right, y + h / 2), DIM, anchor="midright")
            right -= canvas.text_width(self.code, 16) + BANNER_GAP
        full = self.banner_text()
        room = right - x - 12
        if canvas.text_width(full, 22, bold=True) <= room:
            line, size = canvas.fitted(full, 26, room, bold=True)    # whole, 26 to 22
            lines = [line]
        else:                     # two lines rather than a hint cut short
            lines, size = canvas.fit_lines(full, two_lines(canvas, h), room, bold=True)
        half = max(canvas.text_width(line, size, bold=True) for line in lines) / 2
        cx = min(x + w / 2, right - half)
        gap = canvas.line_step(size, 3)
        top = y + h / 2 - (len(lines) - 1) * gap / 2
        drawn = [canvas.text(line, size, (cx, top + k * gap), GOLD, anchor="center",
                             bold=True, shadow=True) for k, line in enumerate(lines)]
        if " ".join(lines) != " ".join(split_words(full)):
            canvas.cut.append((drawn[0].unionall(drawn[1:]), full))

    def lay_buttons(self, canvas: Canvas) -> None:
        """The table's buttons as wide as their words at the text size chosen: Menu, Rules
        and History a row (or a column) from where the layout starts it, each at least as
        wide as the layout made it; Hint and Take back widened to the left together when
        their halves cannot hold their words; a word with no room yet drawn smaller, down
        to its Normal size (kit/print_size.py)."""
        L = self.board.layout
        menu, rules = L.rect("menu_button"), L.rect("rules_button")
        row = [b for b in self.row_buttons() if b.visible]
        need = [canvas.text_width(b.label, 20) + 28 for b in row]
        if canvas.text_scale > 1 and menu[1] == rules[1]:
            x = menu[0]
            for b, want, base in zip(row, need, (menu, rules, (0, 0, 130, 0))):
                w = max(base[2], want)
                b.rect = (x, menu[1], w, menu[3])
                x += w + 10
        elif canvas.text_scale > 1:       # a column: a little wider, no more
            widest = min(COLUMN_MOST, max([menu[2]] + need))
            for b in row + [b for b in (self.hint_button, self.back_button)
                            if b.visible and not L.find("help_buttons")]:
                b.rect = (menu[0], b.rect[1], widest, b.rect[3])
        found = L.find("help_buttons")
        helpers = [b for b in (self.hint_button, self.back_button) if b.visible]
        if found and helpers:
            x, y, w, h = found[0][1]
            half = max([(w - 10) / 2] + [canvas.text_width(b.label, 20) + 28
                                         for b in helpers])
            if canvas.text_scale > 1 and half > (w - 10) / 2:
                left = min(x + w - 2 * half - 10, x)
                # never over the row of buttons, nor anything the layout puts beside them
                # (a score track; the line of what happened narrows round them)
                floor = max([b.rect[0] + b.rect[2] + 12 for b in row] + [
                    ox + ow + 10 for props, (ox, oy, ow, oh) in L.objects
                    if props.get("role") not in ("message", "help_buttons", "banner")
                    and oy < y + h and y < oy + oh and ox + ow <= x + 1])
                left = max(left, floor)
                # the room shared as their words need it
                wants = [canvas.text_width(b.label, 20) + 28 for b in helpers]
                room = x + w - left - 10 * (len(helpers) - 1)
                for b, want in zip(helpers, wants):
                    share = room * want / sum(wants)
                    b.rect = (left, y, share, h)
                    left += share + 10
        for b in self.buttons:
            b.size = shrunk(canvas, b.label, 20, b.rect[2] - 12)

    def row_buttons(self) -> list[Button]:
        """Menu, Rules and History: the row (or column) the layout starts at its Menu."""
        return self.buttons[:3]

    def message_rect(self):
        """The board's line for what just happened, kept clear of the buttons beside it
        (narrowed on both sides, so it stays centred where the board put it)."""
        x, y, w, h = self.board.layout.rect("message")
        # Larger print: its lines kept to the room two Normal lines take (kit/widgets.py),
        # between the layout's panels above and below it
        above, below = y + h / 2 - NEWS_REACH, y + h / 2 + NEWS_REACH
        for props, (ox, oy, ow, oh) in self.board.layout.objects:
            if props.get("role") in ("message", "banner") or not (ox < x + w and x < ox + ow):
                continue
            if above < oy + oh <= y + 2:
                above = oy + oh + 2
            if y + h - 2 <= oy < below:
                below = oy - 2
        self.news.band = (above, below)
        if self.app.canvas.text_scale > 1 and y + h >= LOGICAL[1] - 20:
            return self.bottom_line(x, y, w, h)
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

    def bottom_line(self, x, y, w, h):
        """Larger print: the line of what happened along the bottom of the table takes
        the whole row between the buttons beside it (the table's edge where there is
        none), no longer centred where the layout put it."""
        left, right = 8.0, LOGICAL[0] - 8.0
        above = self.news.band[0]           # under the panel above it (a track)
        self.news.band = (above, LOGICAL[1] - 2)
        # beside the table's buttons, and the board's own (its actions: Collect, ...)
        mine = ("message", "banner", "menu_button", "rules_button", "help_buttons")
        places = [b.rect for b in self.buttons if b.visible] + [
            r for props, r in self.board.layout.objects if props.get("role") not in mine]
        for bx, by, bw, bh in places:
            if not (by < LOGICAL[1] and above < by + bh):
                continue
            if bx < x + w / 2:
                left = max(left, bx + bw + 12)
            else:
                right = min(right, bx - 12)
        return (left, y, max(0, right - left), h)

    def draw(self, canvas: Canvas) -> None:
        self.board.backdrop(canvas)
        banner = self.board.layout.rect("banner")
        canvas.panel(banner, alpha=150, radius=0)
        self.draw_banner(canvas, banner)
        self.board.draw(canvas)
        self.lay_buttons(canvas)
        self.draw_buttons(canvas)
        if self.offer is not None:
            self.offer_button.draw(canvas)          # the line itself waits in the history
        else:
            self.board.draw_news(canvas, self.message_rect())
        # A move pointed at after the words it must keep off (kit/pointer.py); a lesson's
        # panel lies over its own arrow; a big sign takes the middle first (its words stay
        # longer at a large text size: the pointer comes back when it goes).
        if self.pointer is not None and self.sign is None:
            draw_marks(canvas, self.pointer[0], self.pointer[1], self.still)
        if self.lesson_panel is not None:
            self.lesson_panel.draw(canvas)
        if self.help.tip_line is not None:
            self.help.draw_tip(canvas)
        self.waiting_panel.draw(canvas)
        if self.sign is not None:
            draw_sign(canvas, *self.sign)
        for words, x, y, age in self.floaters:
            alpha = int(255 * min(1.0, (900 - age) / 400))
            rise = 0 if self.still else age / 90       # no motion: they fade where they are
            canvas.text(words, 24, (x, y - rise), INK, anchor="midright", bold=True,
                        shadow=True, alpha=alpha)
        self.reactions.draw(canvas)
        if self.showing_history:
            self.history.draw(canvas, HISTORY_RECT)
        self.closeup.draw(canvas)


def two_lines(canvas: Canvas, height: float) -> tuple:
    """The sizes the banner tries for two lines: 20 down to 17, at a larger text size no
    larger than two lines the banner's `height` holds (never under the Normal 17)."""
    t = canvas.text_scale
    if t <= 1:
        return (20, 19, 18, 17)
    most = max(17 / t, (height - 4) / 2 / t / 1.17)     # a line's box: 1.17 its size
    top = min(20.0, most)
    return tuple(top - (top - 17 / t) * k / 5 for k in range(6))


def beside(layout, rect, width: float):
    """The next button: beside `rect` where the table's buttons form a row, above it where
    they form a column (Menu over Rules)."""
    x, y, w, h = rect
    menu = layout.rect("menu_button")
    rules = layout.rect("rules_button")
    if menu[1] != rules[1]:
        return (x, y - h - 8, w, h)
    return (x + w + 10, y, width, h)

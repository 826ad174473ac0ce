"""Help at the table: a hint (the hard bot's move for the person, with its glow, arrow and
reason), taking back one's own last move, first-time tips, and a guided game's refusals.

A part of the table scene (table.py), which keeps layout and drawing (its Hint and Take
back buttons call here); it asks the table's session only what `TableSession`
(services/table_session.py) offers.
"""

from __future__ import annotations

import math

from ..boards.common import NEWS_REACH
from ..kit.print_size import wrapped
from ..kit.reading import reading_ms
from ..kit.words import about
from ..services.lang import _, text
from ..services.tips import Tips
from ..shell.canvas import FRONT, Canvas
from ..shell.palette import GOLD

HINT_MS = 8000                       # a hint's glow and arrow, unless the move is made first
TIP_MS = 9000                        # a first-time tip, unless a click puts it away
TIP_SIZES = (19, 18, 17, 16)         # a tip: whole, at the largest size its place holds


class Help:
    def __init__(self, table):
        self.table = table
        self.pointer: list | None = None     # [Marks, age, seat, move]: a hint on the table
        self.tips = Tips(table.app.settings)
        self.tip_line: list | None = None    # [words, age, ms]: a first-time tip

    # --- hints ---------------------------------------------------------------------------
    def hint_seat(self) -> int | None:
        """The person a hint is for: the one who may play now."""
        return None if self.table.replaying else self.table.board.person()

    def ask_hint(self) -> None:
        """The hard bot's move for the person, shown on the table once it is thought."""
        table = self.table
        seat = self.hint_seat()
        if table.guide is not None and not table.guide.free:
            table.news.say(_("Follow the lesson: its panel says what to do now."),
                           warning=True)
            return
        if seat is None:
            table.news.say(_("A hint is for your turn: wait until you may play."),
                           warning=True)
            return
        if self.pointer is not None and self.pointer[2] == seat:
            return                                  # the hint is on the table already
        table.session.ask_hint(seat)
        table.news.say(_("Looking for a good move…"))

    def show_hint(self) -> None:
        """A hint that was thought: its glow, arrow and reason; gone once it is played
        or no longer possible."""
        table, session = self.table, self.table.session
        found = session.hint_ready()
        if found is not None:
            seat = self.hint_seat()
            if seat is not None and session.allows(seat, found.move):
                self.pointer = [table.board.marks(found.move), 0.0, seat, found.move]
                table.news.say(text(found.reason))
        if self.pointer is not None:
            marks, age, seat, move = self.pointer
            if age > HINT_MS or table.board.busy or not session.allows(seat, move):
                self.pointer = None
                table.app.dirty = True

    def update(self, dt: float) -> None:
        """A hint shows once it is thought; a hint and a tip fade with time."""
        self.show_hint()
        if self.pointer is not None:
            self.pointer[1] += dt
        if self.tip_line is not None:
            self.tip_line[1] += dt
            if self.tip_line[1] > self.tip_line[2]:
                self.tip_line = None
                self.table.app.dirty = True

    # --- a guided game -------------------------------------------------------------------
    def lesson_refusal(self, seat: int, move) -> str | None:
        """In a guided game, why a legal move is not the one the lesson waits for."""
        guide = self.table.guide
        why = guide.refusal(seat, move) if guide is not None else None
        return text(why) if why is not None else None

    def refused(self, move) -> None:
        """The rules refused a person's move (a guided game may have asked for one)."""
        if self.table.guide is not None:
            self.table.guide.refused(move)

    # --- first-time tips -----------------------------------------------------------------
    def tip(self, key: str, words: str) -> None:
        """The first time a rule bites at a table where a person plays: a line on it
        (`words`: English marked N_())."""
        table = self.table
        if table.replaying or not table.session.humans() or table.guide is not None:
            return
        words = self.tips.take(key, words)
        if words is not None:
            # Long enough to read at the text size chosen (kit/reading.py).
            self.tip_line = [words, 0.0, reading_ms(words, table.app.canvas.text_scale,
                                                    TIP_MS)]
            table.app.dirty = True
            table.app.speech.say(words)

    def tip_fading(self) -> bool:
        """A tip is redrawn only while it fades in or out (it stays still between)."""
        return self.tip_line is not None and not 200 < self.tip_line[1] < \
            self.tip_line[2] - 450

    def clicked(self) -> None:
        """A click on the table: a tip shown a while is read, and fades."""
        if self.tip_line is not None and self.tip_line[1] > 1000:
            self.tip_line[1] = max(self.tip_line[1], self.tip_line[2] - 400)

    def draw_tip(self, canvas: Canvas) -> None:
        """The tip in a panel where the board keeps room for it (by default just above
        the line of what happened), as tall as its words from the bottom up, or standing
        in for the board's panel there (`tip_fills`); a click puts it away. Opaque once
        faded in: nothing under it shows through its words."""
        words, age, ms = self.tip_line
        alpha = int(255 * max(0.0, min(1.0, (ms - age) / 400, age / 150)))
        board = self.table.board
        x, top, w, most = board.tip_place()
        t = canvas.text_scale
        if t > 1 and not board.tip_fills:    # larger print: taller, upwards, clear of two
            lift = NEWS_REACH * (t - 1)      # larger lines of what happened under it
            top, most = top - most * (t - 1) - lift, most * t
        lines, size, step = wrapped(canvas, words, TIP_SIZES, w - 32, most - 22, 6)
        h = most if board.tip_fills else 16 + step * len(lines)
        y = top + most - h
        canvas.panel((x, y, w, h), radius=12, alpha=255 if alpha == 255 else alpha // 32 * 32,
                     color=(46, 38, 16), hides=FRONT if board.tip_fills else None)
        canvas.box(GOLD, (x, y, w, h), radius=12, width=2)
        first = y + (h - step * len(lines)) / 2 + step / 2
        for k, line in enumerate(lines):
            canvas.text(line, size, (x + w / 2, first + step * k), GOLD, anchor="center",
                        alpha=alpha)

    # --- take-backs ----------------------------------------------------------------------
    def take_back(self) -> bool:
        """The person's own last move, undone, as long as nobody else has moved since, the
        mouse has not passed to the next person and it showed nothing hidden (the session
        says why not). The whole table then shows the game as it is now."""
        table, session = self.table, self.table.session
        if table.replaying:
            return False
        table.board.timeline.update(math.inf)        # the move's animation ends at once
        seat = session.last_mover()
        why = session.take_back()
        if why is not None:
            table.news.say(text(why), warning=True)
            return False
        self.show_taken_back(seat)
        return True

    def show_taken_back(self, seat: int | None) -> None:
        """`seat`'s move was taken back (here, or on another computer): the table shows
        the game as it is now. None: the whole table was set again from elsewhere."""
        table, session = self.table, self.table.session
        table.board.timeline.update(math.inf)
        table.app.dirty = True
        self.pointer, table.pace.bot_wait = None, 0.0
        table.floaters, table.sign = [], None
        if seat is None:
            table.board.taken_back()
            return
        table.handover.taken_back(seat)
        table.board.taken_back()
        table.say(about(session.seats, seat, _("You take back your move."),
                        _("{name} takes back their move.")))

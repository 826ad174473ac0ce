"""When Ligretto's clock waits: the 3-2-1 before each round a person plays (a click or a
key skips it; a guided game explaining holds it until it is done), the pause (Esc, Rules,
a game picked up from Continue, going on counts from 3 again) and a controller seat
waiting for its controller. The table runs the clock only while `clock_running`.

Across computers the clock is held for every table at once (`session.hold()`): anyone's
pause pauses every board (the panel says who), a guest whose connection dropped holds it
as an unplugged controller does, and once nothing holds it every board counts 3-2-1; a
table waiting for its people to come in counts it when the game begins.

A part of `LigrettoBoard` (ligretto.py), kept apart so the board's file holds its moves and
drawing; `ClockWaits` expects the board's `table`, `session`, `me`, `inputs`, `watching`,
`countdown`, `counts_later` and `paused`."""

from __future__ import annotations

from .ligretto_places import COUNT_MS


class ClockWaits:
    def person_plays(self) -> bool:
        """A person sits at this table and its round is being played (or about to be)."""
        return self.me is not None and not self.watching and not self.session.is_over() \
            and self.session.state.phase == "play"

    def count_in(self) -> None:
        """3-2-1 before the round a person is about to play: the clock waits for it."""
        if self.person_plays():
            self.countdown = COUNT_MS * self.table.time_scale

    def start_now(self) -> None:
        """The countdown is over, or skipped: the clock runs from this frame."""
        self.countdown = None
        self.table.redraw()

    def follow_hold(self) -> None:
        """Across computers: a pause made at another table pauses this one, one lifted
        there goes on here; once nothing holds the clock, 3-2-1 on every table."""
        held = self.session.hold()
        if held == self.held:
            return
        was, self.held = self.held, held
        by = held.by if held is not None else None
        if by != (was.by if was is not None else None):
            self.paused, self.picked_up = by is not None, False
        if held is None:
            self.count_in()
        self.table.redraw()

    def held_away(self) -> list[int]:
        """The people on other computers the clock waits for (their connection dropped)."""
        return list(self.held.away) if self.held is not None else []

    def tick_countdown(self, dt: float) -> None:
        """A frame of the 3-2-1: it waits while a guided game explains on a still table,
        while paused, and for a controller."""
        self.follow_hold()
        # A guided game explaining on a still table, or a table across computers waiting
        # for its people: the 3-2-1 comes when that is done, so everyone counts it together
        # (it ran out behind the waiting panel: the host's person and bots started seconds
        # before a guest who had just come in).
        if self.table.holding() or self.table.waiting_panel.active:
            if self.countdown is not None:
                self.countdown, self.counts_later = None, True
        elif self.counts_later:
            self.counts_later = False
            self.count_in()
        if self.countdown is not None and not self.paused and not self.inputs.waiting() \
                and not self.held_away():
            self.countdown -= dt
            self.table.redraw()
            if self.countdown <= 0:
                self.start_now()

    def clock_running(self) -> bool:
        return not self.paused and self.countdown is None and not self.inputs.waiting() \
            and self.held is None

    def toggle_pause(self) -> None:
        self.paused, self.picked_up = not self.paused, False
        self.session.pause(self.paused)         # across computers: every table
        if not self.paused and self.countdown is not None:
            self.countdown = COUNT_MS * self.table.time_scale   # going on: 3-2-1 from 3
        self.table.redraw()

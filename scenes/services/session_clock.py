"""A game in real time (everyone at once), on the session's side: a clock instead of turns
(game/realtime.py), made from the state as it is, its applied moves kept and saved.

A part of `Session` (services/session.py), kept apart so the session's file holds the game
itself; `RealTime` expects the session's rules, state, moves, heard, bots, seed and `save()`."""

from __future__ import annotations

from typing import Any, Protocol


class ClockNeeds(Protocol):
    """What `RealTime` is given by `Session` (session.py)."""
    bots: dict
    heard: list
    moves: list
    rules: Any
    seats: list
    seed: int
    unseen: dict

    def save(self) -> None: ...

class RealTime:
    _hold_ms = 0              # the clock's hold (play across computers: `set_hold`)

    @property
    def realtime(self) -> bool:
        return self.rules.realtime

    def clock(self):
        """The game's clock, made from the state as it is (after Continue's replay too).
        Bots stay still between rounds until someone asks for the next one."""
        if self._clock is None:
            from game.realtime import Clock
            for seat, events in self.unseen.items():
                if events:
                    self.bots[seat].observe(events)
                self.unseen[seat] = []
            self._clock = Clock(self.rules, self.state, self.bots,
                                self.seed * 17 + len(self.moves),
                                idle_when=lambda state: self.between(state))
            self._clock.hold_ms = self._hold_ms
        return self._clock

    def set_hold(self, ms: int) -> None:
        """How long the clock holds a decision for a move made earlier that has not arrived
        yet (game/realtime.py's `hold_ms`): set by the host from its guests' measured
        delays (net/timing.py), and kept for a clock made again. The save keeps the moves in
        the order they were decided, so a hold changes nothing for Continue or a replay."""
        self._hold_ms = ms
        if self._clock is not None:
            self._clock.hold_ms = ms

    def clock_version(self) -> int:
        """The clock's version of the table: moves applied since it started."""
        return self.clock().version

    def state_at(self, version: int):
        """The table as it was at the clock's `version` (recent ones only), else None."""
        return self.clock().state_at(version)

    def bot_before_start(self, seat: int) -> bool:
        """Before the game's first move, `seat` (made a bot's seat by the caller: a seat
        kept for a person on another computer, given to a bot) gets its bot, in the clock
        from the start; False once a move is made (a seat is then lent on the running
        clock until its person is back: `Clock.add_bot`, scenes/net/host_race.py)."""
        if self.moves:
            return False
        s = self.seats[seat]
        self.bots[seat] = self.rules.make_bot(s.level, seat, self.seed * 31 + seat)
        self.unseen[seat] = []
        self._clock = None
        return True

    @property
    def racing(self) -> bool:
        """The game and its clock are kept here alone."""
        return False

    def hold(self):
        """Nothing holds the clock from another computer: the game is kept here."""
        return None

    def pause(self, on: bool) -> None:
        """The board's pause is all at one computer."""

    def between(self, state=None) -> bool:
        return getattr(state or self.state, "phase", "") == "between"

    def advance(self, ms: int, pace: float = 1.0) -> list:
        """Let the bots' time pass; what arrived (applied moves are saved). `pace`
        multiplies the bots' delays from now on (the speed setting: 1.6 is slower). The
        save keeps the moves, not their times, so Continue and a replay need no pace."""
        clock = self.clock()
        clock.pace = pace
        return self._absorb(clock.advance(ms))

    def submit(self, seat: int, move, seen: int | None = None, acted_at: int | None = None):
        """A person's move in real time: applied now, or refused (why: `outcome.refused`);
        None when the clock holds it (its `hold_ms`, play across computers): `advance`
        gives its outcome later."""
        outcome = self.clock().submit(seat, move, seen, acted_at)
        return None if outcome is None else self._absorb([outcome])[0]

    def _absorb(self, outcomes: list) -> list:
        applied = [o for o in outcomes if o.applied]
        for o in applied:
            self.moves.append(o.entry(self.rules))
            self.heard.append(list(o.events))
        if applied:
            self.state = self._clock.state
            self.save()
        return outcomes

"""A game in real time at a guest's table: `GuestRace`, a part of `GuestSession`
(guest.py), whose names it answers when the game the host serves runs on a clock.

The clock runs on the host only. Here the clock's version is the moves the host applied
since `base` (its `hold` message says where it starts), and the table a seat saw is kept
for recent versions (`state_at`), so a card that fitted when it was played is "too late"
here as at one computer. `advance` runs nothing: it hands the board the moves the host
applied since the last frame (as the clock's outcomes), and plays our seat when a bot
does (`level`). `submit` sends the move with the version it was played against, this
computer's time and when this screen began showing that version (`shown`: a race is
decided by each person's reaction from the moment their own screen showed the pile),
and answers at once with an outcome applied but without events: the move is on its way,
and the board starts the card moving now (the real-time board's `arrived`); the host's
answer follows through `advance`, the move applied with its events (the card
already flying is not sent again), or refused in the host's words (the board sends the
card home and says "Too late").

The pause is everyone's: `pause` tells the host, whose `hold` comes back to every table;
`hold()` says who holds the clock (a pause, a guest whose connection dropped).

The host measures how far this computer is (host_timing.py): its `ping` is answered at
once, on the clock `at` is stamped with (`clock_ms`), and when this connection is too slow
for the clock's hold the host says by how much (`slow`), said on the table
(`notices()`), as is its end.
"""

from __future__ import annotations

import time
from typing import Any, Protocol

from game.realtime import TOO_LATE, Outcome

from ..services.table_session import Hold
from . import words
from .door import FLOOD_PER_SECOND
from .host_timing import GAP_MS
from .timing import fast_words, slow_words
from .wire import encode

KEPT_VIEWS = 64          # recent tables kept to tell "too late" from plain wrong
# A bot at our seat plays no faster than this on this computer's clock: a table run faster
# than time (--fixed-dt) would otherwise send more than the host lets a guest send.
BOT_GAP_MS = 2 * 1000 // FLOOD_PER_SECOND


def _now_ms() -> int:
    return int(time.monotonic() * 1000)


class GuestRaceNeeds(Protocol):
    """What `GuestRace` is given by `GuestSession` (guest.py)."""
    rules: Any
    seat: int | None
    moves: list
    views: list
    heard: list
    channel: Any
    level: str | None
    host: str
    token: str
    news: list
    connected: bool
    state: Any

    def heard_by(self, seat: int) -> list: ...
    def is_over(self) -> bool: ...
    def pump(self) -> None: ...

class GuestRace:
    """Given by `GuestSession` what `GuestRaceNeeds` names."""

    def _race_init(self, clock_ms=_now_ms) -> None:
        self.base = 0                      # moves made before the host's clock started
        self.held: Hold | None = None
        self.clock_ms = clock_ms           # this computer's time, sent with each move
        self._sent: list = []              # our moves not yet answered, oldest first
        self._outcomes: list[Outcome] = []
        self._recent: dict[int, object] = {}
        self._race_bot = None              # (move, due ms, version) planned by our bot
        self._race_ms = 0
        self._bot_sent_at: int | None = None
        self._shown: dict[int, int] = {}   # clock version -> when it reached this screen
        self._ran_at: int | None = None    # this computer's ms of the last frame run
        self._running_since = 0            # ... and of the first of this run of frames

    @property
    def racing(self) -> bool:
        return self.rules is not None and self.rules.realtime

    # --- what the board asks ------------------------------------------------------------------
    def clock_version(self) -> int:
        return len(self.moves) - self.base

    def state_at(self, version: int):
        if version == self.clock_version():
            return self.state
        return self._recent.get(version)

    def between(self, state=None) -> bool:
        return getattr(state or self.state, "phase", "") == "between"

    def hold(self) -> Hold | None:
        return self.held if self.racing else None

    def pause(self, on: bool) -> None:
        if not self.racing or not self.connected:
            return
        self.channel.send(encode("pause", on=on))
        away = self.held.away if self.held else ()
        by = self.seat if on else None
        self.held = Hold(by, away) if by is not None or away else None

    def advance(self, ms: int, pace: float = 1.0) -> list:
        """The moves the host applied (and our refused ones) since the last frame."""
        if not self.racing:
            return []
        now = max(0, self.clock_ms())
        if self._ran_at is None or now - ms > self._ran_at + GAP_MS:
            self._running_since = now - ms  # a pause, a 3-2-1 or a hold before this frame
        self._ran_at = now
        self.pump()
        self._race_ms += ms
        self._bot_plays()
        out, self._outcomes = self._outcomes, []
        return out

    def submit(self, seat: int, move, seen: int | None = None) -> Outcome:
        """Our move: sent to the host with the version it was played against, shown
        moving at once; the host's answer follows through `advance`."""
        version = self.clock_version()
        seen = version if seen is None else min(seen, version)
        if self.between() and seat != self.seat:
            seat = self.seat                # the next round: anyone may ask for it
        state = self.state
        if seat != self.seat:
            return Outcome(0, seat, move, (), words.said(words.NOT_YOUR_SEAT), False, version)
        if not self.connected:
            return Outcome(0, seat, move, (), words.said(words.DROPPED, host=self.host),
                           False, version)
        if move not in self.rules.legal_moves(state, seat):
            then = self.state_at(seen)
            late = seen < version and then is not None \
                and move in self.rules.legal_moves(then, seat)
            why = TOO_LATE if late else self.rules.why_illegal(state, seat, move)
            return Outcome(0, seat, move, (), why, False, version)
        if move in self._sent:              # asked already (Next round, every frame): once
            return Outcome(0, seat, move, (), "", False, version)
        self.channel.send(encode("race_move", seat=seat, move=self.rules.move_to_dict(move),
                                 seen=seen + self.base, at=max(0, self.clock_ms()),
                                 shown=self.shown(seen)))
        self._sent.append(move)
        return Outcome(0, seat, move, (), "", False, version)   # on its way: no events yet

    def shown(self, version: int) -> int:
        """When this screen began showing the clock's `version` as a table to play on, this
        computer's ms: when it arrived, or when the clock's frames began running again if
        later (its 3-2-1 ended, a pause or a hold let go), as the host's `_opened`."""
        return max(0, self._shown.get(version, 0), self._running_since)

    # --- the host's messages -----------------------------------------------------------------
    def _race_receive(self, m) -> bool:
        """A message of a game in real time, handled here (True), else guest.py's."""
        if not self.racing:
            return False
        if m.kind == "hold":
            self.base = min(m["base"], len(self.moves))
            self.held = Hold(m["by"], tuple(m["away"])) if m["by"] is not None \
                or m["away"] else None
            return True
        if m.kind == "ping":                # answered at once: t1 read, t2 answered
            read = max(0, self.clock_ms())
            self.channel.send(encode("pong", t0=m["t0"], t1=read,
                                     t2=max(read, self.clock_ms())))
            return True
        if m.kind == "slow":
            self.news.append(slow_words(m["ms"]) if m["ms"] else fast_words())
            return True
        if m.kind == "race_refused":
            move = self.rules.move_from_dict(m["move"])
            if self._sent:
                move = self._sent.pop(0)
            self._outcomes.append(Outcome(0, self.seat, move, (), words.phrase_from(m["why"]),
                                          False, self.clock_version()))
            return True
        if m.kind == "moved":
            if m["number"] != len(self.moves) + 1:
                return True                  # a move already known (a welcome crossed it)
            self._recent[self.clock_version()] = self.state
            self._recent.pop(self.clock_version() - KEPT_VIEWS, None)
            view = self.rules.state_from_dict(m["view"])
            move = self.rules.move_from_dict(m["move"])
            self.moves.append({"seat": m["seat"], "move": self.rules.move_to_dict(move)})
            self.heard.append(m["events"])
            self.views.append(view)
            if m["seat"] == self.seat and self._sent:
                self._sent.pop(0)
            self._shown[self.clock_version()] = max(0, self.clock_ms())
            self._shown.pop(self.clock_version() - KEPT_VIEWS, None)
            self._outcomes.append(Outcome(0, m["seat"], move, tuple(m["events"]), "", False,
                                          self.clock_version()))
            return True
        if m.kind == "welcome":
            self._sent = []
            self._recent, self._shown = {}, {}
        return False

    # --- our seat played by a bot (--join --level) -------------------------------------------
    def _bot_plays(self) -> None:
        if self.level is None or self.held is not None or self._sent \
                or not self.connected or self.is_over():
            return
        if self._bot_sent_at is not None and self.clock_ms() - self._bot_sent_at < BOT_GAP_MS:
            return
        state, seat = self.state, self.seat
        if not self.rules.legal_moves(state, seat):
            self._race_bot = None
            return
        if self._race_bot is None or self._race_bot[2] != self.clock_version():
            if self._bot is None:
                self._bot = self.rules.make_bot(self.level, seat, int.from_bytes(
                    (self.token or "0").encode()[:4].ljust(4, b"0"), "big"))
            heard = self.heard_by(seat)
            if heard[self._bot_fed:]:
                self._bot.observe(heard[self._bot_fed:])
            self._bot_fed = len(heard)
            move = self._bot.choose(state)
            if self._race_bot is not None and self._race_bot[0] == move:
                self._race_bot = (move, self._race_bot[1], self.clock_version())
            else:
                delay = max(1, int(self._bot.reaction_ms(state, move)))
                self._race_bot = (move, self._race_ms + delay, self.clock_version())
        move, due, version = self._race_bot
        if self._race_ms >= due:
            self._race_bot = None
            self._bot_sent_at = self.clock_ms()
            self._outcomes.append(self.submit(seat, move, version))

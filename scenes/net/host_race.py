"""A game in real time served to guests: `HostRace`, a part of `HostedSession`
(host.py), whose names it answers when the game is played on a clock.

The clock runs here only (game/realtime.py, through the host's `Session`): the bots' moves
arrive on it (`advance`), the person here submits (`submit`), and a guest's `race_move`
is submitted the moment it is read, against the version of the table that guest saw (a
card that fitted then is "too late", as at one computer). Every applied move goes to every
guest as its seat may see it (`moved`, the clock's version being the moves since `base`);
a guest's refused move goes back to that guest alone in words (`race_refused`), in the
order its moves came, so the guest knows which card to send home.

The clock is held for everyone (`hold`): a pause, anyone's (the person here or a guest:
`by` says who, every table shows it), and a guest whose connection dropped (`away`), as an
unplugged controller holds the table at one computer. A hold let go starts a 3-2-1 on
every table (each board counts its own); with no person here, the clock itself waits
COUNT_MS for the guests' counts, and so at the start and at each new round. A dropped
guest's seat the host lends a bot (`race_lend`) holds nothing: the bot plays it on the
clock until its guest is back.

A fair race (host_timing.py's `RaceTiming`, timing.py's measure): the host pings each
guest, measuring its delay and clock; a guest's action time (`at`, its own clock's ms)
goes through `_acted_at`, which turns it into the game clock's time once the guest is
measured (until then a move arrives when it is read), earlier by how late the guest's
screen showed the table it acted on (its `shown`), and the clock holds each decision for
the longest round trip among the guests (capped), so a guest's earlier move wins over a
later one made here. A move the clock holds is decided by a later `advance`: the person
here sees it leave at once (an outcome applied without events, as a guest's own), and a
guest's held move refused then is sent back to that guest (`race_refused`).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.core import Phrase
from game.realtime import Outcome

from ..services.session import Seat
from ..services.table_session import Hold
from . import words
from .door import Door
from .host_timing import RaceTiming
from .seen import for_seat

COUNT_MS = 3000          # the guests' 3-2-1, for a clock with nobody here counting
HELD = Phrase("The clock is stopped: that card was not played.")


class RaceNeeds(Protocol):
    """What `HostRace` is given by `HostedSession` (host.py), besides `TimingNeeds`."""
    session: Any
    taken: dict
    known: set
    lent: dict
    news: list
    started: bool

    def away(self) -> list[int]: ...
    def humans(self) -> list[int]: ...
    def send(self, door: Door, kind: str, **fields) -> None: ...
    def send_end(self, door: Door) -> None: ...
    def tell_presence(self) -> None: ...
    def unreadable(self, door: Door) -> None: ...

class HostRace(RaceTiming):
    """Given by `HostedSession` what `RaceNeeds` names (and `TimingNeeds`)."""

    def _race_init(self, clock_ms=None) -> None:
        """`clock_ms`: the host's time in ms (default: from `HostedSession`'s clock)."""
        self._timing_init(clock_ms)
        self.paused_by: int | None = None
        self._counting = COUNT_MS if not self.humans() else 0
        self._raced: list[Outcome] = []     # guests' moves decided, for the next advance
        self._last_hold = None

    @property
    def racing(self) -> bool:
        return self.session.realtime

    # --- what the table and the board ask ---------------------------------------------------
    def hold(self) -> Hold | None:
        if not self.racing:
            return None
        away = tuple(s for s in self.away() if s not in self.lent) if self.started else ()
        return Hold(self.paused_by, away) if self.paused_by is not None or away else None

    def pause(self, on: bool) -> None:
        """The person here paused (or lets it go on: anyone's pause ends)."""
        if not self.racing:
            return
        people = self.humans()
        self.paused_by = (people[0] if people else None) if on else None
        self._tell_hold()

    def advance(self, ms: int, pace: float = 1.0) -> list:
        if not self.racing:
            return self.session.advance(ms, pace)
        out, self._raced = self._raced, []
        if not self.started or self.hold() is not None:
            self._stood = True
            return out
        if self._counting > 0:              # the guests' 3-2-1: the bots wait for it too
            self._counting -= ms
            self._stood = True
            return out
        outcomes = self.session.advance(ms, pace)
        self._ran(ms)
        for o in outcomes:                  # a guest's move the hold decided against
            if not o.applied and not o.bot and o.seat in self.taken:
                self.send(self.taken[o.seat], "race_refused",
                           move=self.session.rules.move_to_dict(o.move),
                           why=words.phrase_dict(o.refused))
        return out + self._tell(outcomes)

    def submit(self, seat: int, move, seen: int | None = None):
        """The person here: their move on the clock now, told to every guest; held for a
        guest's earlier one (the clock's hold), it is on its way (applied, no events: the
        board starts the card moving) and `advance` decides it. Asked again while held
        (Next round, every frame), it is held once."""
        if not self.started or self.hold() is not None:
            return self._held(seat, move)
        if any(m == move for m, _ in self.session.clock().pending(seat)):
            return self._on_its_way(seat, move)
        outcome = self.session.submit(seat, move, seen)
        if outcome is None:
            return self._on_its_way(seat, move)
        return self._tell([outcome])[0]

    def _held(self, seat: int, move) -> Outcome:
        return Outcome(self.session.clock().now, seat, move, (), HELD, False,
                       self.session.clock_version())

    def _on_its_way(self, seat: int, move) -> Outcome:
        return Outcome(self.session.clock().now, seat, move, (), "", False,
                       self.session.clock_version())

    def race_lend(self, seat: int, level: str) -> bool:
        """A free seat given to a bot before the game begins: for the whole game, its bot
        in the clock from the start. A seat whose guest is away (the game under way, or
        continued): until its guest is back, as in the turn-based games (`lent`; the
        guest's hello gives it back, `_unlend`): the bot joins the clock from the table as
        it is, the seat no longer holds the clock, and every table counts 3-2-1."""
        s = self.session
        if seat not in self.remote or seat in self.taken or seat in self.lent:
            return False
        if seat not in self.known and not s.moves:
            s.seats[seat] = Seat("bot", s.seats[seat].name, level)
            s.bot_before_start(seat)
            self.remote = self.remote - {seat}
            self.news.append(words.said(words.LENT_GAME, name=s.seats[seat].shown_name))
            self.tell_presence()
            return True
        bot = s.rules.make_bot(level, seat, s.seed * 31 + seat)
        self.lent[seat] = [bot, level]
        s.clock().add_bot(seat, bot)
        self.news.append(words.said(words.LENT, name=s.seats[seat].shown_name))
        self.tell_presence()                    # the hold let go: 3-2-1 (_tell_hold)
        return True

    # --- a guest's messages ------------------------------------------------------------------
    def _other(self, door: Door, message) -> None:
        """A message only a game in real time has, else one that could not be read."""
        if self.racing and message.kind == "race_move":
            self._race_move(door, message)
        elif self.racing and message.kind == "pong":
            self._pong(door, message)
        elif self.racing and message.kind == "pause":
            self.paused_by = door.seat if message["on"] else None
            self._tell_hold()
        else:
            self.unreadable(door)

    def _race_move(self, door: Door, message) -> None:
        s, seat = self.session, door.seat
        try:
            move = s.rules.move_from_dict(message["move"])
        except (ValueError, KeyError, TypeError):
            self.unreadable(door)
            return
        if message["seat"] != seat:
            self.send(door, "race_refused", move=message["move"],
                       why=words.phrase_dict(words.said(words.NOT_YOUR_SEAT)))
            return
        if not self.started or self.hold() is not None:
            outcome = self._held(seat, move)
        else:
            base = len(s.moves) - s.clock_version()
            seen = max(0, min(message["seen"] - base, s.clock_version()))
            acted = self._acted_at(door, message["at"], seen, message["shown"])
            outcome = s.submit(seat, move, seen, acted)
            if outcome is None:             # held: a later `advance` decides it
                return
            self._tell([outcome])
        if not outcome.applied:
            self.send(door, "race_refused", move=message["move"],
                       why=words.phrase_dict(outcome.refused))
        self._raced.append(outcome)

    # --- telling every guest ---------------------------------------------------------------
    def _tell(self, outcomes: list) -> list:
        """Each applied move to every guest, in order, with the table after it as the
        guest's seat may see it. The session has already kept them all (its moves)."""
        s = self.session
        applied = [o for o in outcomes if o.applied]
        first = len(s.moves) - len(applied)
        for k, o in enumerate(applied):
            events = list(o.events)
            if any(e["type"] == "new_round" for e in events) and not self.humans():
                self._counting = COUNT_MS
            state = s.state_at(o.version) or s.state
            for door in self.taken.values():
                self.send(door, "moved", seat=o.seat, move=s.rules.move_to_dict(o.move),
                           events=for_seat(events, door.seat),
                           view=s.rules.state_to_dict(s.rules.view(state, door.seat)),
                           number=first + k + 1)
        if applied and s.is_over() and not self._ended:
            self._ended = True
            for door in self.taken.values():
                self.send_end(door)
        return outcomes

    def _race_presence(self) -> None:
        """Someone came, came back or left: every guest hears who holds the clock (the
        newcomer also learns where the clock's versions start)."""
        if self.racing:
            self._tell_hold(always=True)

    def _tell_hold(self, always: bool = False) -> None:
        hold = self.hold()
        if hold is None and self._last_hold is not None and not self.humans():
            self._counting = COUNT_MS       # let go: the guests count 3-2-1
        if hold == self._last_hold and not always:
            return
        self._last_hold = hold
        s = self.session
        base = len(s.moves) - s.clock_version()
        for door in self.taken.values():
            self.send(door, "hold", base=base, by=hold.by if hold else None,
                       away=list(hold.away) if hold else [])

"""The clock for simultaneous play: arrival order, bots' reaction times, stale moves.

The rules stay a sequence of discrete moves; this clock decides their order. It is pure:
no pygame, no wall clock, no sleeping. Time is a number of milliseconds that only moves
when the owner calls `advance(ms)`, so tests drive a whole real-time game in a moment and
a screen drives it from its frame time.

    clock = Clock(rules, state, bots={1: bot, 2: bot}, seed=7)
    clock.submit(0, move)          # a person's move, arriving now
    for outcome in clock.advance(16):
        ...                        # what happened: moves applied (events) or refused

Moves apply strictly in the order they arrive. A person's move arrives when it is
submitted (at `now`); a bot's when its reaction time has passed. Moves due at the same
millisecond apply in the order they were planned (a fixed sequence number), so a seed and
the same submissions always give the same game. A move that is no longer legal when it
arrives (another seat got there first) is refused and changes nothing.

How bots use time. A bot *looks* at its view and chooses a move (`bot.choose(view)`); the
move arrives `bot.reaction_ms(view, move)` later. After its move arrives (applied or
refused) the bot looks again at once. When another seat's move changes the table, a bot
notices `bot.notice_ms(view)` later: if it was doing nothing, or its planned move is one
it would drop for a better one (`bot.interruptible(move)`, e.g. turning cards while a new
pile top appears), it looks again then; a planned move it chooses again keeps its arrival
time, a different choice replaces it. Other planned moves are committed: the hand is on
its way, and may arrive too late. Each of the three timing methods is optional (a bot
without them answers at once and is never interrupted); every delay is at least 1 ms.

Hooks for a screen: `on_outcome(outcome)` hears every outcome as it happens (animate the
events, save the game: `outcome.entry` is the save record's move entry); `moves` is the
list of applied moves, ready for `game.core.save_record`; `version` counts applied moves,
and `submit(seat, move, seen=version)` says which table the person was looking at, so a
move that was legal then gets the reason "too late" rather than the rules' own words.
`idle_when(state)`, when given and true, keeps the bots still (say, between two rounds
until the person asks for the next one); a move that ends it wakes them, `wake()` too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .core import IllegalMove, Phrase, make_generator

TOO_LATE = Phrase("Too late: another player got there first.")
FIRST_LOOK_MS = 400          # bots first look at the table within this, staggered by the seed
KEPT_STATES = 64             # recent tables kept to tell "too late" from plain wrong


@dataclass(frozen=True)
class Outcome:
    """One move's arrival: applied (with the rules' events) or refused (with why)."""
    at: int                  # ms on the clock
    seat: int
    move: Any
    events: tuple = ()       # the rules' events when applied
    refused: Phrase | str = ""   # why, when refused (a Phrase: lang.text shows it)
    bot: bool = False
    version: int = 0         # applied moves so far, this one included

    @property
    def applied(self) -> bool:
        return not self.refused

    def entry(self, rules) -> dict:
        """The save record's entry for this move: {"seat", "move"}."""
        return {"seat": self.seat, "move": rules.move_to_dict(self.move)}


@dataclass
class _Plan:
    move: Any
    due: int
    seen: int                # the version the bot looked at
    seq: int


@dataclass
class _Seat:
    bot: Any
    plan: _Plan | None = None
    look: tuple[int, int] | None = None          # (due, seq)


def visible_to(event: dict, seat: int) -> bool:
    return "seats" not in event or seat in event["seats"]


class Clock:
    def __init__(self, rules, state, bots: dict | None = None, seed: int = 0, *,
                 idle_when: Callable[[Any], bool] | None = None,
                 on_outcome: Callable[[Outcome], None] | None = None, pace: float = 1.0):
        self.rules = rules
        self.pace = pace          # the bots' delays are multiplied by it (the speed setting)
        self.now = 0
        self.version = 0
        self.moves: list[dict] = []
        self.idle_when = idle_when
        self.on_outcome = on_outcome
        self._state = state
        self._recent: dict[int, Any] = {0: state}
        self._seq = 0
        self._seats: dict[int, _Seat] = {s: _Seat(b) for s, b in sorted((bots or {}).items())}
        gen = make_generator(seed)
        for seat in self._seats:
            self._schedule_look(seat, self._paced(gen.randrange(FIRST_LOOK_MS)))

    # --- what a screen reads --------------------------------------------------------------
    @property
    def state(self):
        return self._state

    def planned(self, seat: int) -> tuple[Any, int] | None:
        """A bot's move on its way and when it arrives, or None."""
        info = self._seats.get(seat)
        if info is None or info.plan is None:
            return None
        return info.plan.move, info.plan.due

    def state_at(self, version: int):
        """The table as it was after `version` moves (recent ones only), or None."""
        return self._recent.get(version)

    def next_due(self) -> int | None:
        """When the clock next has something to do (a bot looking or a move arriving)."""
        nxt = self._next()
        return None if nxt is None else nxt[0]

    # --- driving it -----------------------------------------------------------------------
    def advance(self, ms: int) -> list[Outcome]:
        """Let `ms` milliseconds pass; bots look and their moves arrive on time."""
        if not isinstance(ms, int) or isinstance(ms, bool) or ms < 0:
            raise ValueError(f"advance takes a whole number of ms >= 0, not {ms!r}")
        end = self.now + ms
        out: list[Outcome] = []
        while True:
            nxt = self._next()
            if nxt is None or nxt[0] > end:
                break
            due, _, seat, kind = nxt
            self.now = due
            if kind == "look":
                self._seats[seat].look = None
                self._look(seat)
            else:
                plan = self._seats[seat].plan
                self._seats[seat].plan = None
                out.append(self._arrive(seat, plan.move, plan.seen, bot=True))
        self.now = end
        return out

    def wake(self) -> None:
        """Every bot looks at the table now (after `idle_when` turned false by something
        other than a move, such as a pause ending)."""
        for seat in self._seats:
            self._schedule_look(seat, self.now)

    def submit(self, seat: int, move, seen: int | None = None) -> Outcome:
        """A person's move, arriving now. `seen`: the version of the table the person was
        looking at (default: the current one)."""
        return self._arrive(seat, move, self.version if seen is None else seen, bot=False)

    # --- inside ---------------------------------------------------------------------------
    def _next(self):
        best = None
        for seat, info in self._seats.items():
            for key in ((info.look[0], info.look[1], seat, "look") if info.look else None,
                        (info.plan.due, info.plan.seq, seat, "arrive") if info.plan else None):
                if key is not None and (best is None or key[:2] < best[:2]):
                    best = key
        return best

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _schedule_look(self, seat: int, due: int) -> None:
        info = self._seats[seat]
        if info.look is None or due < info.look[0]:
            info.look = (due, self._next_seq())

    def _paced(self, ms) -> int:
        """A bot's delay at the pace set: whole ms, at least 1."""
        return max(1, int(ms * self.pace))

    def _still(self) -> bool:
        return self.idle_when is not None and bool(self.idle_when(self._state))

    def _look(self, seat: int) -> None:
        info = self._seats[seat]
        if info.plan is not None and not _call(info.bot, "interruptible", False, info.plan.move):
            return                                   # committed: the hand is on its way
        if self._still() or not self.rules.legal_moves(self._state, seat):
            info.plan = None
            return
        view = self.rules.view(self._state, seat)
        move = info.bot.choose(view)
        if info.plan is not None and move == info.plan.move:
            return                                   # chose it again: keeps its timing
        delay = self._paced(_call(info.bot, "reaction_ms", 0, view, move))
        info.plan = _Plan(move, self.now + delay, self.version, self._next_seq())

    def _arrive(self, seat: int, move, seen: int, bot: bool) -> Outcome:
        try:
            state, events = self.rules.apply(self._state, seat, move)
        except IllegalMove as exc:
            outcome = Outcome(self.now, seat, move, (), self._why(seat, move, seen, exc), bot,
                              self.version)
            if seat in self._seats:
                self._schedule_look(seat, self.now)  # the bot sees why and looks again
            return self._tell(outcome)
        self._state = state
        self.version += 1
        self._recent[self.version] = state
        self._recent.pop(self.version - KEPT_STATES, None)
        outcome = Outcome(self.now, seat, move, tuple(events), "", bot, self.version)
        self.moves.append(outcome.entry(self.rules))
        for other, info in self._seats.items():
            seen_events = [e for e in events if visible_to(e, other)]
            if seen_events and hasattr(info.bot, "observe"):
                info.bot.observe(seen_events)
        if self._still():
            for info in self._seats.values():
                info.plan, info.look = None, None
        else:
            for other, info in self._seats.items():
                if other == seat:
                    self._schedule_look(other, self.now)
                elif info.plan is None or _call(info.bot, "interruptible", False,
                                                info.plan.move):
                    view = self.rules.view(state, other)
                    delay = self._paced(_call(info.bot, "notice_ms", 0, view))
                    self._schedule_look(other, self.now + delay)
        return self._tell(outcome)

    def _why(self, seat: int, move, seen: int, exc: IllegalMove) -> Phrase:
        then = self._recent.get(seen)
        if seen < self.version and then is not None and move in self.rules.legal_moves(
                then, seat):
            return TOO_LATE
        return exc.why

    def _tell(self, outcome: Outcome) -> Outcome:
        if self.on_outcome is not None:
            self.on_outcome(outcome)
        return outcome


def _call(bot, name: str, default, *args):
    fn = getattr(bot, name, None)
    return default if fn is None else fn(*args)

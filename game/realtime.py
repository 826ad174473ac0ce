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

Holding decisions (play across computers). A guest's move reaches the host later than a
move made at the host, so arrival order favours the host. The owner may set `hold_ms`
(0, the default, is arrival order exactly as above; never more than `MAX_HOLD_MS`): a
move then carries when it was made on the clock's time (`submit(..., acted_at=)`, the
owner's conversion of a guest's claim; None is now; a bot's is its due time, it sits at
the host) and is decided `hold_ms` after that, so a move made earlier but arriving
within the window is decided first. Moves due together are decided in the order they
were made, then by a tie-break drawn from the seed (the same for a replay, and not seat
order, which would favour a seat); a move held past the window (a slower connection than
the cap) is decided on arrival. `submit` returns None for a held move: its outcome comes
from a later `advance` (and `on_outcome`); `pending(seat)` lists a person's held moves, so
a screen keeps showing the card in flight. The clock's time stands still while paused (the
owner stops advancing it), so held moves wait with it and are decided in their order when
it goes on. When a move makes the table still (a round's end), the moves still held are
refused at once, "too late": the round ended before them.

A seat changing hands (play across computers: a guest's seat lent to a bot while its guest
is away). `add_bot(seat, bot)` lets a bot play a seat from now on, from the table as it
is: its first look comes after a delay drawn from the seed's salt, the time and the seat,
like the bots' first looks at the start, so the same submissions and the same lend at
the same time give the same game. `remove_bot(seat)` gives the seat back to its person:
the bot's planned move is dropped, never arrives. Only the moves are saved, so a replay
(game.core.replay) needs neither.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .core import IllegalMove, Phrase, make_generator

TOO_LATE = Phrase("Too late: another player got there first.")
FIRST_LOOK_MS = 400          # bots first look at the table within this, staggered by the seed
KEPT_STATES = 64             # recent tables kept to tell "too late" from plain wrong
# The longest a decision waits for a move made earlier: a guest's round trip, since a pile
# opened here reaches a screen 150 ms away one way late and its answer comes the other way.
MAX_HOLD_MS = 400


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
class _Held:
    """A person's move made at `acted` (clock's time), decided `hold_ms` after that."""
    seat: int
    move: Any
    seen: int
    acted: int
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
        self._made: dict[int, int] = {0: 0}
        self._seq = 0
        self._seats: dict[int, _Seat] = {s: _Seat(b) for s, b in sorted((bots or {}).items())}
        self._held: list[_Held] = []
        self._hold = 0
        self._went_still = False                 # a move just made the table still
        gen = make_generator(seed)
        for seat in self._seats:
            self._schedule_look(seat, self._paced(gen.randrange(FIRST_LOOK_MS)))
        self._salt = gen.getrandbits(64)         # drawn last: the looks above stay as they were

    # --- what a screen reads --------------------------------------------------------------
    @property
    def state(self):
        return self._state

    def planned(self, seat: int) -> tuple[Any, int] | None:
        """A bot's move on its way and when it arrives (is made: with a hold, it is decided
        `hold_ms` later), or None."""
        info = self._seats.get(seat)
        if info is None or info.plan is None:
            return None
        return info.plan.move, info.plan.due

    @property
    def hold_ms(self) -> int:
        """How long a decision waits for a move made earlier (0: arrival order)."""
        return self._hold

    @hold_ms.setter
    def hold_ms(self, ms: int) -> None:
        """Set by the owner (from its guests' measured delays); capped at MAX_HOLD_MS.
        Moves held longer than a shortened window are decided at the next `advance`."""
        if not isinstance(ms, int) or isinstance(ms, bool) or ms < 0:
            raise ValueError(f"hold_ms is a whole number of ms >= 0, not {ms!r}")
        self._hold = min(ms, MAX_HOLD_MS)

    def pending(self, seat: int) -> list[tuple[Any, int]]:
        """A person's moves held for the decision, each (move, when it was made)."""
        return [(h.move, h.acted) for h in self._held if h.seat == seat]

    def state_at(self, version: int):
        """The table as it was after `version` moves (recent ones only), or None."""
        return self._recent.get(version)

    def made_at(self, version: int) -> int | None:
        """When the table of `version` came to be, on this clock (recent ones only), or
        None: across computers, what a guest's "my screen showed it at" is measured from."""
        return self._made.get(version)

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
            due, _, seat, kind, held = nxt
            self.now = due
            if kind == "look":
                self._seats[seat].look = None
                self._look(seat)
            elif kind == "held":
                self._held.remove(held)
                out.append(self._arrive(seat, held.move, held.seen, bot=False))
            else:
                plan = self._seats[seat].plan
                self._seats[seat].plan = None
                out.append(self._arrive(seat, plan.move, plan.seen, bot=True))
            if self._went_still:
                self._went_still = False
                out += self._refuse_held()
        self.now = end
        return out

    def wake(self) -> None:
        """Every bot looks at the table now (after `idle_when` turned false by something
        other than a move, such as a pause ending)."""
        for seat in self._seats:
            self._schedule_look(seat, self.now)

    def add_bot(self, seat: int, bot) -> None:
        """A bot plays `seat` from now on (its person is away); it looks at the table
        within FIRST_LOOK_MS (paced), at a time drawn from the seed, the time and the seat.
        It hears only the moves from now on: the table is all in its view."""
        if seat in self._seats:
            raise ValueError(f"seat {seat} already has a bot")
        self._seats[seat] = _Seat(bot)
        self._seats = dict(sorted(self._seats.items()))   # seat order, as at the start
        first = _mix(self._salt, self.now, seat) % FIRST_LOOK_MS
        if not self._still():
            self._schedule_look(seat, self.now + self._paced(first))

    def remove_bot(self, seat: int) -> None:
        """`seat` is its person's again: its bot stops, its planned move never arrives."""
        self._seats.pop(seat, None)

    def submit(self, seat: int, move, seen: int | None = None,
               acted_at: int | None = None) -> Outcome | None:
        """A person's move, arriving now. `seen`: the version of the table the person was
        looking at (default: the current one). `acted_at`: when it was made, on this
        clock's time (default: now; never later than now). Decided at once (its Outcome)
        when nothing is held and its window has passed, else held: None, and a later
        `advance` decides it."""
        seen = self.version if seen is None else seen
        acted = self.now if acted_at is None else min(int(acted_at), self.now)
        if not self._held and acted + self._hold <= self.now:
            return self._arrive(seat, move, seen, bot=False)
        self._held.append(_Held(seat, move, seen, acted, self._next_seq()))
        return None

    # --- inside ---------------------------------------------------------------------------
    def _next(self):
        """(when, order, seat, kind, held): the next thing to do. Without a hold, things due
        at the same ms go in the order they were planned; with one, moves go first, in the
        order they were made, then by the seed's tie-break."""
        hold = self._hold
        keys = [(h.acted + hold, self._order(h.acted, h.seat, h.seq), h.seat, "held", h)
                for h in self._held]
        for seat, info in self._seats.items():
            if info.look:
                keys.append((info.look[0], (1, 0, 0, info.look[1]) if hold else
                             (info.look[1],), seat, "look", None))
            if info.plan:
                keys.append((info.plan.due + hold, self._order(info.plan.due, seat,
                                                               info.plan.seq),
                             seat, "arrive", None))
        return min(keys, key=lambda k: k[:2], default=None)

    def _order(self, acted: int, seat: int, seq: int) -> tuple:
        return (0, acted, _mix(self._salt, acted, seat), seq) if self._hold else (seq,)

    def _refuse_held(self) -> list[Outcome]:
        """The table went still (a round's end) while moves were held: each is refused now,
        made after the move that ended it (or they would have been decided first)."""
        out = []
        for held in sorted(self._held, key=lambda h: self._order(h.acted, h.seat, h.seq)):
            out.append(self._arrive(held.seat, held.move, held.seen, bot=False))
        self._held.clear()
        return out

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
        if info.plan is not None and (self._hold and info.plan.due <= self.now or not _call(
                info.bot, "interruptible", False, info.plan.move)):
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
        self._made[self.version] = self.now
        self._recent.pop(self.version - KEPT_STATES, None)
        self._made.pop(self.version - KEPT_STATES, None)
        outcome = Outcome(self.now, seat, move, tuple(events), "", bot, self.version)
        self.moves.append(outcome.entry(self.rules))
        for other, info in self._seats.items():
            seen_events = [e for e in events if visible_to(e, other)]
            if seen_events and hasattr(info.bot, "observe"):
                info.bot.observe(seen_events)
        if self._still():
            for info in self._seats.values():
                info.plan, info.look = None, None
            self._went_still = bool(self._held)
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


def _mix(salt: int, acted: int, seat: int) -> int:
    """The tie-break of moves made at the same ms: a fixed scramble (splitmix64) of the
    seed's salt, the ms and the seat, so the same seed orders a tie the same way every
    time, while the seat that goes first changes from one ms to the next."""
    x = (salt ^ (acted * 0x9E3779B97F4A7C15) ^ (seat * 0xD1B54A32D192ED03)) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


_MASK = (1 << 64) - 1


def _call(bot, name: str, default, *args):
    fn = getattr(bot, name, None)
    return default if fn is None else fn(*args)

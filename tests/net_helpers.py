"""Play across computers in one process: a host and its guests joined by `memory_pair`s,
moves chosen by bots (a guest's from its own view), a clock the test turns by hand. No
thread, no sleep: each `step` serves the host, then each guest."""

from __future__ import annotations

import random

from game import RULES
from scenes.net.channel import memory_pair
from scenes.net.guest import GuestSession
from scenes.net.host import HostedSession
from scenes.services.session import Seat, Session
from scenes.services.session_help import visible_to
from tests.test_table_session import AtOnce  # noqa: E402,F401 (the tests' one at-once worker)

VERSION = "0.2.0"


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def hosted(game, kinds, seed, remote, clock=None, save_path=None, **options):
    """A host's table: `kinds` such as ("bot", "remote", "human")."""
    names = {"bot": iter(("Ochre", "Sienna", "Umber")), "human": iter(("Mamie", "Ben")),
             "remote": iter(("Guest", "Guest 2", "Guest 3"))}
    seats = [Seat("bot", next(names[kind]), "easy") if kind == "bot" else
             Seat("human", next(names[kind])) for kind in kinds]
    session = Session(game, seats, seed, options or None, save_path)
    return HostedSession(session, remote, name="Mamie", version=VERSION,
                         clock=clock or Clock())


def join(host, name="Léo", version=VERSION, token=""):
    """A guest at `host`'s table: the host's end of the pair (its `sent` is every byte the
    guest received) and the guest's session."""
    here, there = memory_pair()
    host.admit(here)
    guest = GuestSession(there, name=name, version=version, token=token)
    return here, guest


def seated(game="garbo", kinds=("bot", "remote"), seed=31, save_path=None, name="Léo"):
    """A host's table whose one remote seat has its guest, seated (each side has heard
    the other): (host, guest, the clock the test turns)."""
    clock = Clock()
    host = hosted(game, kinds, seed, {kinds.index("remote")}, clock, save_path)
    _here, guest = join(host, name)
    host.arrived()
    guest.arrived()
    return host, guest, clock


class GuestBot:
    """Plays a guest's seat with an easy bot that sees only the guest's view and hears
    only what the guest heard."""

    def __init__(self, guest, seed=11):
        self.guest = guest
        self.bot = None
        self.heard = 0
        self.seed = seed

    def move(self):
        g = self.guest
        if self.bot is None:
            self.bot = RULES[g.game].make_bot("easy", g.seat, self.seed)
        new = [e for events in g.heard[self.heard:] for e in events if visible_to(e, g.seat)]
        self.heard = len(g.heard)
        if new:
            self.bot.observe(new)
        return self.bot.choose(g.view(g.seat))


def step(host, guests, bots, chooser=None, clock=None) -> None:
    """One round of the loop: every side hears what came, and whoever may move, moves."""
    if clock is not None:
        clock.now += 0.25
    host.arrived()
    host.notices()
    for g in guests:
        g.arrived()
    acting = host.to_act()
    if acting:
        seat = min(acting)
        if host.seats[seat].is_bot:
            host.think(seat)
            move = host.bot_move(seat)
            if move is not None:
                host.apply(seat, move)
        elif seat in host.humans():
            host.apply(seat, chooser(seat))
    for g, bot in zip(guests, bots):
        if g.ready and g.seat in g.to_act():
            g.apply(g.seat, bot.move())


def play_out(host, guests, chooser=None, clock=None, rounds=4000) -> None:
    bots = [GuestBot(g, 11 + k) for k, g in enumerate(guests)]
    for _ in range(rounds):
        step(host, guests, bots, chooser, clock)
        if host.is_over() and all(g.ready and g.complete for g in guests):
            return
    raise AssertionError("the game never ended on every side")


def person_here(host, seed=5):
    """A person at the host, choosing among the legal moves as a child might."""
    rng = random.Random(seed)
    return lambda seat: rng.choice(host.session.legal(seat))

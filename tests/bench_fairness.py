"""A fair race across computers, simulated (`make bench`; tests/test_fairness.py runs a
small one). Pure: no network, no screen, no wall clock; a few thousand races take a
moment.

Two identical scripted players race for the same pile: a red 1 on the table, a red 2 on
top of each one's stack. One sits at the host, the other is a guest behind a one-way
delay of `DELAYS` ms (each message some jitter longer, `JITTER_MS` on average, an
exponential tail; a guest's move also waits up to a frame, `FRAME_MS`, to be sent). Both
see the race start at the same moment (a table both screens show at once, as a round's
start when its 3-2-1 ends at once on every screen) and play `REACTION_MS` after it, drawn
from the same seeded generator's same range (the hard bot's reaction to a card that fits:
a quick adult's). A player does not play a card
its own screen already shows covered; the guest sees the host's card one delay after the
host decided it.

Everything goes through the real parts: the host's measure of the guest
(scenes/net/timing.py: a ping before each race, the guest's claimed time converted and
clamped, the hold `hold_for` gives) and the real clock (game/realtime.py, its `hold_ms`).
Figures at each delay: the guest's share of races won (`guest_wins`, budgeted 45-55% up
to the cap), the share of the guest's cards that bounced back ("too late" after its
screen showed them moving, `guest_bounced`), the host's too, and, beside them, what the
same races give without a hold (`arrival_order_wins`: arrival order, as before), and when
the guest sees the race start a delay late (`seen_late_wins`, budgeted 45-55% too: a pile
opened at the host mid-round reaches the guest's eyes late; the guest says when its
screen showed it, and its move counts that much earlier, scenes/net/timing.py's `made`),
and when it lies, claiming it saw the pile the moment it played (`seen_late_liar_wins`,
`liar_credit_beyond_delay_ms`: what the lie moved its moves beyond its measured delay,
budgeted at 0).
"""

from __future__ import annotations

import random

from ligretto_tables import table

from game.ligretto import RULES
from game.ligretto.bots import PROFILES
from game.ligretto.rules import Play
from game.realtime import MAX_HOLD_MS, Clock
from scenes.net.timing import SAMPLES, GuestTiming, hold_for, on_clock

DELAYS = (0, 50, 100, 150)
RACES = 2000               # each delay (the budget needs at least 500)
REACTION_MS = PROFILES["hard"].play_ms
JITTER_MS = 6.0              # each message's extra time on average (exponential)
FRAME_MS = 16                # a guest's move waits up to a frame to be sent
AHEAD = 987_654.3            # the guest's clock runs this far ahead of the host's
HOST, GUEST = 0, 1
RED2 = Play("stack", 0)


def _contested():
    return table({HOST: {"stack": ["0r2", "0r9"]}, GUEST: {"stack": ["1r2", "1r9"]}},
                 piles=[("0r1",)])


class _Link:
    """The guest's connection: `delay` ms each way, plus jitter."""

    def __init__(self, delay: int, rng: random.Random):
        self.delay, self.rng = delay, rng

    def way(self) -> float:
        return self.delay + self.rng.expovariate(1 / JITTER_MS)


def _ping(timing: GuestTiming, link: _Link, t0: float, rng: random.Random) -> None:
    t1 = t0 + link.way() + AHEAD
    t2 = t1 + rng.uniform(0, FRAME_MS)         # the guest answers in its next frame
    timing.sample(t0, t1, t2, t2 - AHEAD + link.way())


def _race(start: int, timing: GuestTiming, link: _Link, rng: random.Random, seed: int,
          hold: bool, seen_late: bool, lies: bool = False) -> dict:
    """One race from host time `start`: who won, who bounced, how much earlier than its
    claim the guest's move counted for having seen the table late (`credit`)."""
    clock = Clock(RULES, _contested(), {}, seed=seed)
    clock.hold_ms = hold_for([timing]) if hold else 0
    host_act = start + rng.randint(*REACTION_MS)
    guest_sees = start + (round(link.way()) if seen_late else 0)
    guest_act = guest_sees + rng.randint(*REACTION_MS)
    arrives = round(guest_act + rng.uniform(0, FRAME_MS) + link.way())
    decided: dict[int, int] = {}
    played: dict[int, bool] = {}
    credit = 0.0

    def to(host_time: int) -> None:
        for o in clock.advance(max(0, host_time - start - clock.now)):
            if o.applied:
                decided[o.seat] = start + o.at
            else:
                played[o.seat] = False           # bounced
    for when, who in sorted([(host_act, HOST), (arrives, GUEST)]):
        to(when)
        done = None
        if who == HOST:
            if not decided:                      # the host's screen shows the pile open
                played[HOST] = True
                done = clock.submit(HOST, RED2, seen=0)
        else:
            shown = decided.get(HOST)
            if shown is None or shown + link.way() > guest_act:   # open on the guest's screen
                played[GUEST] = True
                saw = guest_act if lies else guest_sees   # a liar: "I saw it just now"
                said = timing.made(guest_act + AHEAD, arrives, saw + AHEAD, start)
                credit = timing.claim(guest_act + AHEAD, arrives) - said
                done = clock.submit(GUEST, RED2, seen=0,
                                    acted_at=on_clock(said, arrives, clock.now))
        if done is not None:
            if done.applied:
                decided[who] = start + done.at
            else:
                played[who] = False
    to(max(host_act, arrives) + MAX_HOLD_MS + 1)
    (winner,) = decided
    return {"winner": winner, "played": {s for s in (HOST, GUEST) if s in played},
            "bounced": {s for s, ok in played.items() if not ok}, "credit": credit}


def fairness(delay: int, races: int = RACES, seed: int = 0, hold: bool = True,
             seen_late: bool = False, lies: bool = False) -> dict:
    """`races` races with the guest `delay` ms away: the guest's share of wins, the
    shares of each side's cards that bounced, the hold the host used, and the most a
    claim of having seen late moved a move beyond the guest's measured delay
    (`credit_beyond_delay_ms`: never above 0). `lies`: the guest says its screen showed the
    pile the moment it played (as late as it can claim)."""
    rng = random.Random(seed * 1009 + delay)
    link, timing = _Link(delay, rng), GuestTiming()
    t = 10_000.0
    for _ in range(SAMPLES):                      # measured before the first race
        _ping(timing, link, t, rng)
        t += 1000
    wins = 0
    plays = {HOST: 0, GUEST: 0}
    bounced = {HOST: 0, GUEST: 0}
    holds = []
    beyond = float("-inf")
    for r in range(races):
        _ping(timing, link, t, rng)
        t += 1000
        holds.append(hold_for([timing]) if hold else 0)
        res = _race(int(t), timing, link, rng, seed * 100_003 + r, hold, seen_late, lies)
        beyond = max(beyond, res["credit"] - timing.delay)
        t += 3000
        wins += res["winner"] == GUEST
        for s in res["played"]:
            plays[s] += 1
            bounced[s] += s in res["bounced"]
    return {"delay_ms": delay, "races": races, "guest_wins": round(wins / races, 3),
            "guest_bounced": round(bounced[GUEST] / max(plays[GUEST], 1), 3),
            "host_bounced": round(bounced[HOST] / max(plays[HOST], 1), 3),
            "hold_ms": max(holds), "handicap_ms": timing.handicap_ms,
            "lying": timing.lying, "credit_beyond_delay_ms": round(beyond, 1)}


def fairness_figures(delays=DELAYS, races: int = RACES, seed: int = 0) -> dict:
    """Every delay: the races with the hold, and beside them without it and seen late."""
    out = {}
    for d in delays:
        fig = fairness(d, races, seed)
        fig["arrival_order_wins"] = fairness(d, races, seed, hold=False)["guest_wins"]
        late = fairness(d, races, seed, seen_late=True)
        liar = fairness(d, races, seed, seen_late=True, lies=True)
        fig["seen_late_wins"] = late["guest_wins"]
        fig["seen_late_liar_wins"] = liar["guest_wins"]
        fig["liar_credit_beyond_delay_ms"] = liar["credit_beyond_delay_ms"]
        out[str(d)] = fig
    return {"reaction_ms": list(REACTION_MS), "jitter_ms": JITTER_MS,
            "frame_ms": FRAME_MS, "cap_ms": MAX_HOLD_MS, "delays": out}


if __name__ == "__main__":
    import json
    print(json.dumps(fairness_figures(), indent=2))

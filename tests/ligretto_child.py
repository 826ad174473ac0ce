"""A scripted child at Ligretto, on the pure clock (game/realtime.py), against one bot.

The child is what a 6-8-year-old manages: when a card fits, it is played 2.5-4 s after the
child looked (never faster); when nothing fits, three cards are turned about a second
after looking. It picks the card a good player would (the bots' order: the stack first),
never overlooks one, and is "too late" like a person when the bot covers the pile first:
the card is refused and the child looks again. Its delays come from a seeded generator,
so a seed always gives the same round. No screen and no sleeping: the clock's time is a
number the script moves on.

`child_rounds(level)` plays rounds and says how often the child wins (the higher round
score); bench.py budgets it and tests/test_ligretto_pace.py checks a short run.
"""

from __future__ import annotations

import random

from game.ligretto import RULES
from game.ligretto.bots import Bot, priority
from game.ligretto.cards import OWNER
from game.ligretto.rules import Play, Turn
from game.realtime import Clock

PLAY_MS = (2500, 4000)       # a card that fits: from looking to the card on its pile
TURN_MS = (900, 1100)        # nothing fits: three cards turned about a second later
CHILD, BOT = 0, 1


def child_move(state, seat: int = CHILD):
    """The card a good player plays (the bots' order), or a turn when nothing fits."""
    moves = RULES.legal_moves(state, seat)
    plays = sorted((priority(state, seat, m), i, m) for i, m in enumerate(moves)
                   if isinstance(m, Play))
    if plays:
        return plays[0][2]
    return Turn() if Turn() in moves else None


def child_round(level: str, seed: int, pace: float = 1.0, limit_ms: int = 600_000) -> dict:
    """One round, the child in seat 0 and a bot of `level` in seat 1, to its end:
    {"points": (child, bot), "cards": (child's, bot's in the centre), "ms": its length,
    "over": it ended, "plays": when each of the child's cards reached the centre}."""
    state = RULES.new_game(2, seed)
    clock = Clock(RULES, state, {BOT: Bot(level, BOT, seed)}, seed, pace=pace)
    rng = random.Random(seed)
    plan = None                      # (due, move, the table's version when the child looked)
    plays = []
    while clock.state.phase == "play" and clock.now < limit_ms:
        if plan is None:
            move = child_move(clock.state)
            if move is None:         # nothing to do: wait for the bot
                step = clock.next_due()
                if step is None:
                    break
                clock.advance(max(1, step - clock.now))
                continue
            span = TURN_MS if isinstance(move, Turn) else PLAY_MS
            plan = (clock.now + rng.randint(*span), move, clock.version)
        due, move, seen = plan
        clock.advance(due - clock.now)   # the bot's moves on the way arrive first
        if clock.state.phase != "play":
            break
        if clock.submit(CHILD, move, seen).applied and isinstance(move, Play):
            plays.append(clock.now)
        plan = None                  # played or too late: the child looks again
    over = clock.state.phase != "play"
    points = clock.state.history[-1] if over and clock.state.history else (0, 0)
    cards = tuple(sum(OWNER[c] == s for pile in clock.state.piles for c in pile)
                  for s in range(2))
    return {"points": tuple(points), "cards": cards, "ms": clock.now, "over": over,
            "plays": plays}


def child_rounds(level: str, rounds: int = 200, seed: int = 0, pace: float = 1.0) -> dict:
    """The child against one bot of `level` for `rounds` seeded rounds: the child's share of
    wins (a strictly higher round score), of ties, and both sides' cards per minute."""
    wins = ties = 0
    cards, ms = [0, 0], 0
    for r in range(rounds):
        res = child_round(level, seed * 100_003 + r, pace)
        child, bot = res["points"]
        wins += child > bot
        ties += child == bot
        cards = [a + b for a, b in zip(cards, res["cards"])]
        ms += res["ms"]
    minutes = ms / 60_000
    return {"wins": round(wins / rounds, 3), "ties": round(ties / rounds, 3),
            "child_cards_per_minute": round(cards[CHILD] / minutes, 1),
            "bot_cards_per_minute": round(cards[BOT] / minutes, 1)}

"""Ligretto bots: one policy, three speeds.

A bot reads only its view (the table as it lies: nothing face down) and follows the order
a good player keeps: play the stack top to the centre, then a row card (its place is
refilled from the stack, so that empties the stack too), then, with Row ladders, lay the
stack top on the row, then play the discard top; when nothing fits, turn the hand. It
never ladders from the discard pile (that only buries a row card). Among equal choices
it takes the lowest card, then the lowest pile number.

The levels differ only in how a person would differ at this table:

| level  | look -> card played | look -> 3 turned | notices a new top | overlooks a play |
|--------|---------------------|------------------|-------------------|------------------|
| easy   | 2.5-4.0 s           | 1.2-2.0 s        | after 2.0-3.5 s   | 30%              |
| medium | 1.1-1.8 s           | 0.75-1.2 s       | after 0.7-1.4 s   | 12%              |
| hard   | 0.65-1.05 s         | 0.45-0.75 s      | after 0.3-0.6 s   | 4%               |

Easy plays at a 6-8-year-old's pace (a card 2.5-4 s after looking, the pace of the
scripted child in tests/ligretto_child.py, who beats it in about three rounds out of five;
a real child overlooks cards too); hard keeps a quick adult busy but is never instant.
The speed setting multiplies every delay (the clock's `pace`).
Between rounds a bot asks for the next round after 2-5 s (when the screen lets it).

Timing, for game/realtime.py's Clock (all seeded, from the bot's own generator):
- `reaction_ms(view, move)`: from looking at the table to the move arriving.
- `notice_ms(view)`: from another seat's move to this bot looking again.
- `interruptible(move)`: turning cards and asking for the next round are dropped for a
  play the bot notices; a play, once chosen, is on its way (and may arrive too late).

A bot's choices and delays come from one generator seeded by (seed, seat), consumed in
the order the clock asks, so a seed always gives the same game.
`cards_per_minute(level)` measures a level's speed on the clock.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import make_generator
from .cards import NUMBER
from .rules import Ladder, NextRound, Play, Turn, is_over, legal_moves, new_game

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Profile:
    play_ms: tuple[int, int]
    turn_ms: tuple[int, int]
    notice_ms: tuple[int, int]
    miss: float
    next_round_ms: tuple[int, int] = (2000, 5000)


PROFILES = {
    "easy": Profile(play_ms=(2500, 4000), turn_ms=(1200, 2000), notice_ms=(2000, 3500),
                    miss=0.30),
    "medium": Profile(play_ms=(1100, 1800), turn_ms=(750, 1200), notice_ms=(700, 1400),
                      miss=0.12),
    "hard": Profile(play_ms=(650, 1050), turn_ms=(450, 750), notice_ms=(300, 600),
                    miss=0.04),
}

SOURCE_RANK = {("play", "stack"): 0, ("play", "row"): 1, ("ladder", "stack"): 2,
               ("play", "discard"): 3}


def priority(view, seat: int, move) -> tuple | None:
    """Where a move comes in the bot's order (lower first); None for moves it never
    prefers (turning, laddering from the discard)."""
    if isinstance(move, Play):
        rank = SOURCE_RANK[("play", move.source)]
        card = _card(view, seat, move.source, move.index)
        return rank, NUMBER[card], -1 if move.pile == "new" else move.pile, move.index or 0
    if isinstance(move, Ladder) and move.source == "stack":
        return SOURCE_RANK[("ladder", "stack")], NUMBER[view.stacks[seat][0]], 0, move.row
    return None


def _card(view, seat: int, source: str, index) -> str:
    if source == "stack":
        return view.stacks[seat][0]
    if source == "discard":
        return view.discards[seat][0]
    return view.rows[seat][index][-1]


class Bot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
        self.level, self.seat = level, seat
        self.profile = PROFILES[level]
        self.rng = make_generator(seed * 7919 + seat)
        self.events_seen = 0

    def observe(self, events) -> None:
        # The table is all in the view; nothing to remember but how much was seen.
        self.events_seen += len(events)

    def choose(self, view):
        moves = legal_moves(view, self.seat)
        if not moves:
            raise ValueError(f"seat {self.seat} has nothing to do")
        if NextRound() in moves:
            return NextRound()
        keyed = [(priority(view, self.seat, m), i, m) for i, m in enumerate(moves)]
        ranked = [m for _, _, m in sorted(k for k in keyed if k[0] is not None)]
        for move in ranked:
            if self.rng.random() >= self.profile.miss:
                return move
        if Turn() in moves:
            return Turn()
        return ranked[0] if ranked else moves[0]

    def reaction_ms(self, view, move) -> int:
        p = self.profile
        span = (p.turn_ms if isinstance(move, Turn)
                else p.next_round_ms if isinstance(move, NextRound) else p.play_ms)
        return self.rng.randint(*span)

    def notice_ms(self, view) -> int:
        return self.rng.randint(*self.profile.notice_ms)

    def interruptible(self, move) -> bool:
        return isinstance(move, (Turn, NextRound))


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)


# --- speed ---------------------------------------------------------------------------------

def cards_per_minute(level: str, players: int = 4, seed: int = 0, minutes: float = 3.0,
                     options: dict | None = None) -> float:
    """Cards one bot puts in the centre per minute of play, at a table of `players` bots
    of `level`, on the real-time clock (game after game until `minutes` of play have
    passed; the pauses between rounds do not count)."""
    from ..realtime import Clock
    from . import RULES

    target, played, play_ms, game = int(minutes * 60_000), 0, 0, 0
    while play_ms < target:
        state = new_game(players, seed * 1000 + game, options)
        bots = {s: Bot(level, s, seed * 1000 + game * 10 + s) for s in range(players)}
        clock = Clock(RULES, state, bots, seed * 1000 + game)
        start = 0 if state.phase == "play" else None
        while not is_over(clock.state) and play_ms + _since(start, clock.now) < target:
            for outcome in clock.advance(100):
                for e in outcome.events:
                    if e["type"] == "card_played":
                        played += 1
                    elif e["type"] == "new_round":
                        start = outcome.at
                    elif e["type"] == "round_over":
                        play_ms += _since(start, outcome.at)
                        start = None
        play_ms += _since(start, clock.now)
        game += 1
    return played / players / (play_ms / 60_000)


def _since(start: int | None, now: int) -> int:
    return 0 if start is None else now - start

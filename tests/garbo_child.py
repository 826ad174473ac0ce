"""A scripted child at Garbo: the child against one bot.

The child is what a 6-8-year-old manages. It lays a card where it fits: for every card in
its hand and every place it may go, it counts what the card would give away right now (the
cards of the same rank or suit in its row, its column and its diagonals; in Level Two the
card it would cover, ten times over) and lays the card, on the place, that gives the
least. It never looks ahead: not at what its card leaves the other player, not at which
cards are still to come, not at who will lead Level Two.

Its oversight: diagonals are the hardest lines to see. On about one turn in three the
child does not look along the diagonals at all and counts only its card's row and column
(and, in Level Two, the card it covers, which it always sees).

Every choice is among `legal_moves` (the rules are the only judge) and is counted with the
rules' own `matches`; its chances come from a seeded generator, so a seed always gives the
same game. `child_games(level)` plays seeded games and says how often the child wins;
bench.py budgets it (the child's share against the easy bot) and
tests/test_garbo_bots_people.py checks the rule and a short run.
"""

from __future__ import annotations

import random

from game.garbo import RULES
from game.garbo.rules import matches

OVERSIGHT = 1 / 3          # a turn counting rows and columns only


def seen_cost(state, card: str, cell, diagonals: bool) -> int:
    """What `card` on `cell` gives away as a player counts it: every match, or without
    `diagonals` only those in its row, its column and the card it covers."""
    return sum(points for (r, c), _, points in matches(state, card, cell)
               if diagonals or r == cell[0] or c == cell[1])


class Child:
    """The child at a seat, with the same face as a bot (choose, observe)."""

    def __init__(self, seat: int, seed: int, oversight: float = OVERSIGHT) -> None:
        self.seat, self.oversight = seat, oversight
        self.rng = random.Random(seed * 7907 + seat)

    def observe(self, events) -> None:
        """It remembers nothing: it looks at the table."""

    def choose(self, view):
        moves = RULES.legal_moves(view, self.seat)
        diagonals = self.rng.random() >= self.oversight
        return min(moves, key=lambda m: (seen_cost(view, m.card, m.cell, diagonals),
                                         self.rng.random()))


def child_game(level: str, seed: int, child_seat: int) -> tuple[int, ...]:
    """One game, the child at `child_seat` and a bot of `level` at the other: the scores."""
    state = RULES.new_game(2, seed)
    players = [RULES.make_bot(level, s, seed) for s in range(2)]
    players[child_seat] = Child(child_seat, seed)
    while not RULES.is_over(state):
        (seat,) = RULES.to_act(state)
        move = players[seat].choose(RULES.view(state, seat))
        state, events = RULES.apply(state, seat, move)
        for p in players:
            p.observe(events)
    return RULES.scores(state)


def child_games(level: str, games: int = 200, seed: int = 0) -> dict:
    """The child against one bot of `level` for `games` seeded games, seats alternated:
    its share of wins (a draw counts half) and its mean margin."""
    won, margin = 0.0, 0
    for g in range(games):
        me = g % 2
        scores = child_game(level, seed * 100_003 + g, me)
        mine, theirs = scores[me], scores[1 - me]
        won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        margin += mine - theirs
    return {"wins": round(won / games, 3), "margin": round(margin / games, 1)}

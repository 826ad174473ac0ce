"""A scripted child at Fossil, two players: the child against one bot.

The child is what a 6-8-year-old manages. It collects: it looks at the cards it already
has and grabs the nearest card of one of those fossils (the cheapest move; of two equally
cheap, the better card). When no such card is in reach (or it holds nothing yet) it takes
the cheapest card of all. It never thinks about what its move leaves the other player,
about who leads a fossil, or about the payments: it just wants more of what it has.

Its oversights: a child looks where its eyes already are. On about one turn in four it
looks only along the lines of one of the two stones (the one it moved last, or either at
the start) and forgets the other stone can move too. It also forgets the swap after
completing a fossil (it never swaps), and it puts the stones down anywhere when it is the
seat that places them.

Every choice is among `legal_moves` (the rules are the only judge); its chances come from a
seeded generator, so a seed always gives the same game. `child_games(level)` plays seeded
games and says how often the child wins; bench.py budgets it (the child's share against
the easy bot) and tests/test_fossil_bots_people.py checks the rule and a short run.
"""

from __future__ import annotations

import random

from game.fossil import RULES
from game.fossil.cards import FOSSIL_OF, VALUE_OF
from game.fossil.rules import NoSwap, PlaceStones, Stone, move_cost

OVERSIGHT = 0.25           # a turn looking along one stone's lines only
PLAYERS = 2


class Child:
    """The child at a seat, with the same face as a bot (choose, observe)."""

    def __init__(self, seat: int, seed: int, oversight: float = OVERSIGHT) -> None:
        self.seat, self.oversight = seat, oversight
        self.rng = random.Random(seed * 7907 + seat)
        self.last_stone = None

    def observe(self, events) -> None:
        for e in events:
            if e.get("type") == "stone_moved" and e["seat"] == self.seat:
                self.last_stone = e["stone"]

    def choose(self, view):
        moves = RULES.legal_moves(view, self.seat)
        if view.phase == "place":
            return moves[self.rng.randrange(len(moves))]
        if view.phase == "swap":
            return NoSwap()
        if self.rng.random() < self.oversight:
            stone = self.last_stone if self.last_stone is not None else self.rng.randrange(2)
            seen = [m for m in moves if m.stone == stone]
            moves = seen or moves
        return child_pick(view, self.seat, moves, self.rng)


def child_pick(view, seat: int, moves, rng):
    """The child's rule among `moves`: the cheapest card of a fossil it holds (the better
    card of two equally cheap), else the cheapest card of all."""
    held = {FOSSIL_OF[c] for c in view.holdings[seat]}

    def key(move):
        card = view.at(move.to)
        return (move_cost(view, move.stone, move.to), -VALUE_OF[card], rng.random())
    liked = [m for m in moves if FOSSIL_OF[view.at(m.to)] in held]
    return min(liked or moves, key=key)


def child_game(level: str, seed: int, child_seat: int) -> tuple[int, ...]:
    """One game, the child at `child_seat` and a bot of `level` at the other: the scores."""
    state = RULES.new_game(PLAYERS, seed)
    players = [RULES.make_bot(level, s, seed) for s in range(PLAYERS)]
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
    its share of wins (a tie counts half) and its mean margin."""
    won, margin = 0.0, 0
    for g in range(games):
        me = g % 2
        scores = child_game(level, seed * 100_003 + g, me)
        mine, theirs = scores[me], scores[1 - me]
        won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        margin += mine - theirs
    return {"wins": round(won / games, 3), "margin": round(margin / games, 1)}


__all__ = ["Child", "PlaceStones", "Stone", "child_games", "child_pick"]

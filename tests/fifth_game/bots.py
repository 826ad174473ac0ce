"""Nimble's bots: the hard one leaves a multiple of four; the others take at random."""

from __future__ import annotations

from game.core import make_generator

from .rules import legal_moves


class Bot:
    def __init__(self, level: str, seat: int, seed: int):
        self.level, self.seat, self.rng = level, seat, make_generator(seed)

    def observe(self, events) -> None:
        pass

    def choose(self, view):
        moves = legal_moves(view, self.seat)
        if self.level == "hard":
            best = [m for m in moves if (view.pile - m.n) % 4 == 0]
            if best:
                return best[0]
        return moves[self.rng.randrange(len(moves))]


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)

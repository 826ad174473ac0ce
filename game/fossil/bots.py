"""Fossil bots. Everything is open at this table, so a bot needs no memory: it reads the
view. The levels differ in how far they look:

- easy: greedy, one move ahead: the most points right after its move.
- medium: one move ahead, judged by where the game would end if it ended now (every
  fossil scored from the cards in hand): holdings, the race for each fossil's lead, the
  cost of a move and the payments for holding none, all at once.
- hard: the same judgement two plies deep (each opponent's best reply, max-n: every seat
  plays for itself), within a time budget, with the cheapest replies examined first.
"""

from __future__ import annotations

import time
from collections import Counter

from ..core import make_generator
from .cards import FOSSILS, fossil_of, value_of
from .rules import NoSwap, PlaceStones, Stone, Swap, apply, legal_moves, reach
from .scoring import score_fossil

LEVELS = ("easy", "medium", "hard")
PLACEMENT_SAMPLES = 40
HARD_BUDGET_S = 0.15      # a hard bot stops deepening after this long and keeps its best


def final_points(state) -> tuple[int, ...]:
    """Points if the game ended now: every fossil still on the board scored from hands."""
    left = Counter(fossil_of(c) for c in state.board if c is not None)
    points, holdings = state.points, state.holdings
    for fossil in FOSSILS:
        if left[fossil] and any(fossil_of(c) == fossil for h in holdings for c in h):
            points, _ = score_fossil(holdings, points, fossil, state.players)
    return points


def standing(state, seat: int) -> float:
    """How good the table is for `seat`: its final points against the best rival's, and a
    little for points in hand (they buy moves)."""
    final = final_points(state)
    rivals = [p for s, p in enumerate(final) if s != seat]
    return final[seat] - 0.6 * max(rivals) - 0.4 * sum(rivals) / len(rivals) \
        + 0.05 * state.points[seat]


def after(state, seat: int, move):
    return apply(state, seat, move)[0]


class Bot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
        self.level, self.seat, self.seed = level, seat, seed * 7919 + seat
        self.events_seen = 0

    def observe(self, events) -> None:
        # Nothing is hidden at this table; the count keys each choice's generator, so a
        # bot rebuilt for Continue chooses exactly as the one that never stopped.
        self.events_seen += len(events)

    def choose(self, view):
        moves = legal_moves(view, self.seat)
        rng = make_generator(self.seed + 104729 * self.events_seen)
        if view.phase == "place":
            return self._place(view, moves, rng)
        if self.level == "easy":
            return max(moves, key=lambda m: (self._greedy(view, m), rng.random()))
        if self.level == "medium" or view.phase == "swap":
            return max(moves, key=lambda m: (standing(after(view, self.seat, m), self.seat),
                                             rng.random()))
        return self._search(view, moves, rng)

    def _greedy(self, view, move) -> float:
        state = after(view, self.seat, move)
        taken = value_of(move_card(view, move)) if isinstance(move, Stone) else 0
        return state.points[self.seat] + taken

    def _place(self, view, moves, rng):
        """The placing seat moves last: it leaves the first movers as little as it can."""
        sample = [moves[rng.randrange(len(moves))] for _ in range(PLACEMENT_SAMPLES)]
        if self.level == "easy":
            return sample[0]
        first = (self.seat + 1) % view.players

        def best_start(move):
            state = after(view, self.seat, move)
            return max(standing(after(state, first, m), first)
                       for m in legal_moves(state, first)[:24])
        return min(sample, key=lambda m: (best_start(m), rng.random()))

    def _search(self, view, moves, rng):
        """Two plies, max-n: for each of my moves, the next seat answers with its own best
        move; I keep the move whose answered position is best for me."""
        deadline = time.perf_counter() + HARD_BUDGET_S
        first = [(standing(s := after(view, self.seat, m), self.seat), rng.random(), m, s)
                 for m in moves]
        first.sort(key=lambda t: (-t[0], t[1]))
        best, best_score = first[0][2], None
        for score, _, move, state in first:
            if time.perf_counter() > deadline:
                break
            reply = self._reply_score(state)
            total = score if reply is None else reply
            if best_score is None or total > best_score:
                best, best_score = move, total
        return best

    def _reply_score(self, state) -> float | None:
        if state.phase == "over":
            return standing(state, self.seat)
        seat = state.current
        if seat == self.seat:
            return None
        replies = legal_moves(state, seat)
        if not replies:
            return None
        if state.phase == "swap":
            replies = replies[:12] + (NoSwap(),)
        answered = max((standing(s := after(state, seat, m), seat), id(m), s) for m in replies)
        return standing(answered[2], self.seat)


def move_card(view, move: Stone) -> str:
    return view.at(move.to)


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)


__all__ = ["Bot", "make_bot", "final_points", "PlaceStones", "Swap", "reach"]

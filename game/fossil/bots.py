"""Fossil bots. Everything is open at this table, so a bot needs no memory: it reads the
view. The levels differ in how far they look:

- easy: greedy, one move ahead: the most points right after its move.
- medium: one move ahead, judged by where the game would end if it ended now (every
  fossil scored from the cards in hand): holdings, the race for each fossil's lead, the
  cost of a move and the payments for holding none, all at once.
- hard: its best few moves by that judgement, each played on to its next turn with every
  other seat answering as a medium bot would (each seat for itself, as in max-n).
  Against three medium bots it wins more than half the games (par is a quarter).
"""

from __future__ import annotations

from ..core import make_generator
from .rules import apply, legal_moves
from .scoring import final_points

LEVELS = ("easy", "medium", "hard")
PLACEMENT_SAMPLES = 16
CANDIDATES = {2: 12, 3: 10, 4: 8, 5: 6, 6: 5}   # the hard bot plays on its best few moves
ROUND_PLIES = 5           # ... until its next turn, or this many moves at most
ROUND_SWAPS = 12          # swaps a replying seat is assumed to weigh
PLACEMENT_REPLIES = 12


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

    def _greedy(self, view, move) -> int:
        return after(view, self.seat, move).points[self.seat]

    def _place(self, view, moves, rng):
        """The placing seat moves last: it leaves the first movers as little as it can."""
        sample = [moves[rng.randrange(len(moves))] for _ in range(PLACEMENT_SAMPLES)]
        if self.level == "easy":
            return sample[0]
        first = (self.seat + 1) % view.players

        def best_start(move):
            state = after(view, self.seat, move)
            return max(standing(after(state, first, m), first)
                       for m in legal_moves(state, first)[:PLACEMENT_REPLIES])
        return min(sample, key=lambda m: (best_start(m), rng.random()))

    def _search(self, view, moves, rng):
        """My best few moves by the medium judgement, each played on: every other seat
        answers with its own best move (as a medium bot would) until my next turn; I keep
        the move that leaves me best placed then. A fixed amount of work, not a clock,
        bounds it, so the same seed always makes the same choice."""
        first = [(standing(s := after(view, self.seat, m), self.seat), rng.random(), m, s)
                 for m in moves]
        first.sort(key=lambda t: (-t[0], t[1]))
        best, best_score = first[0][2], None
        for _, _, move, state in first[:CANDIDATES[view.players]]:
            score = standing(self._round(state), self.seat)
            if best_score is None or score > best_score:
                best, best_score = move, score
        return best

    def _round(self, state):
        """Play the table on until it is my turn again (or a few plies at most)."""
        for _ in range(ROUND_PLIES):
            if state.phase == "over" or (state.current == self.seat and state.phase == "move"):
                break
            seat = state.current
            moves = legal_moves(state, seat)
            if state.phase == "swap":
                moves = moves[-ROUND_SWAPS:]   # not swapping (last) and a few swaps: enough
            state = max((after(state, seat, m) for m in moves),
                        key=lambda s: standing(s, seat))
        return state


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)


"""Fossil bots. Everything is open at this table, so a bot needs no memory: it reads the
view. seeds/fossil_bots.md describes each level as a player; in short:

- easy plays by a short human rule: the move that leaves it the most points right after
  it (the cheapest card; a fossil it completes scored at once). On about one turn in
  four it looks along one stone's lines only (the one it moved last) and forgets the
  other stone. It puts the stones in two opposite corners when it is the one to place them.
- medium counts: one move ahead, judged by where the game would end if it ended now
  (every fossil scored from the cards in hand): holdings, the race for each fossil's
  lead, the cost of a move and the payments for holding none, all at once. On one turn
  in two it does not count and plays by easy's rule; on one in ten it sees one stone only.
- hard: its best few moves by that judgement, each played on to its next turn with every
  other seat answering by the same judgement (each seat for itself, as in max-n). It never
  overlooks anything.

Every bot chooses among `legal_moves`: the rules judge legality, never a bot.
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
# The chance of a turn on which a bot looks along the lines of one stone only (the stone it
# moved last), and of a turn on which it plays by easy's rule instead of counting.
OVERSIGHT = {"easy": 0.25, "medium": 0.1, "hard": 0.0}
LAPSE = {"medium": 0.5, "hard": 0.0}


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
        self.last_stone = None

    def observe(self, events) -> None:
        # Nothing is hidden at this table; the count keys each choice's generator, so a
        # bot rebuilt for Continue chooses exactly as the one that never stopped (the
        # stone it moved last comes from the same events).
        self.events_seen += len(events)
        for e in events:
            if e.get("type") == "stone_moved" and e["seat"] == self.seat:
                self.last_stone = e["stone"]

    def choose(self, view):
        moves = legal_moves(view, self.seat)
        rng = make_generator(self.seed + 104729 * self.events_seen)
        if view.phase == "place":
            return self._place(view, moves, rng)
        if view.phase == "move" and rng.random() < OVERSIGHT[self.level]:
            moves = self.one_stone(moves, rng)
        if self.level == "easy" or rng.random() < LAPSE[self.level]:
            return max(moves, key=lambda m: (self._easy(view, m), rng.random()))
        if self.level == "medium" or view.phase == "swap":
            return max(moves, key=lambda m: (standing(after(view, self.seat, m), self.seat),
                                             rng.random()))
        return self._search(view, moves, rng)

    def one_stone(self, moves, rng) -> tuple:
        """The moves of the stone it moved last (either, before it has moved one)."""
        stone = self.last_stone if self.last_stone is not None else rng.randrange(2)
        return tuple(m for m in moves if m.stone == stone) or moves

    def _easy(self, view, move) -> int:
        """Easy's rule: the points in hand right after the move (what it pays, and a
        fossil it completes scored at once)."""
        return after(view, self.seat, move).points[self.seat]

    def _place(self, view, moves, rng):
        """The placing seat moves last. Easy puts the stones out of the way, in two
        opposite corners; medium and hard leave the first mover as little as they can."""
        if self.level == "easy":
            n = view.size - 1
            corners = [m for m in moves if {m.cells[0], m.cells[1]} in
                       ({(0, 0), (n, n)}, {(0, n), (n, 0)})]
            return (corners or list(moves))[rng.randrange(len(corners or moves))]
        sample = [moves[rng.randrange(len(moves))] for _ in range(PLACEMENT_SAMPLES)]
        first = (self.seat + 1) % view.players

        def best_start(move):
            state = after(view, self.seat, move)
            return max(standing(after(state, first, m), first)
                       for m in legal_moves(state, first)[:PLACEMENT_REPLIES])
        return min(sample, key=lambda m: (best_start(m), rng.random()))

    def _search(self, view, moves, rng):
        """My best few moves by the counting judgement, each played on: every other seat
        answers with its own best move by that judgement until my next turn; I keep the
        move that leaves me best placed then. A fixed amount of work, not a clock, bounds
        it, so the same seed always makes the same choice."""
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

"""Petroglyph bots: easy, medium and hard differ in what they remember and how greedy they are.

A bot sees only views and events. Its memory is a Belief (bot_memory.py) fed by events;
before every choice it is reconciled with the view, so a bot created in the middle of a
game, or one that was never shown an event, still plays legally (with less knowledge).
"""

from __future__ import annotations

from ..core import make_generator
from .bot_memory import CARD_COLOUR, Belief, slot_of
from .bot_think import Style, Table, decide
from .bots_recall import Recall

# Why these numbers: `future` below 1 makes collecting now beat hoping later; a forgetful
# bot hopes less. Easy takes greens as soon as it has two. Hard weighs what each colour
# could still score (red, blue, green, yellow) against all of the greens': nearly every
# card it turns beside a green is put out, so the three ships are seldom found whole (0.15:
# once one is out the other two are free discards), a red couple sometimes (0.45), the
# hunter's 10 points with two cards often enough to guard (0.9). Over the 200 deals seeded
# 5000-5199 it scored 33.8 a deal against 33.0 with (0.6, 0.6, 1.0, 0.6); blues 0.3 and
# yellows 0.8 gave 33.4, blues 0 33.5. Solitaire only: with other players a bot counts
# points now and the leak. (Crediting what a mismatch teaches, 0.7 or 2 points a card seen
# for the first time, scored 32.8 and 31.8; a knowledge weight of 1.0 32.5, 0.2 33.0;
# thinking about 5 cells a flip instead of 3 33.1; `future` 1.0 33.2.)
STYLES = {
    "easy": Style(future=0.4, knowledge=0.0, breadth=2, green_stop=2),
    "medium": Style(future=0.5, knowledge=0.5, breadth=2, green_stop=4),
    "hard": Style(future=0.95, weights=(0.45, 0.15, 1.0, 0.9)),
}
# How each level remembers (bots_recall.py): easy and medium like people, their memories
# fading with the turns and slipping to neighbouring places, and a shuffled line simply
# forgotten; hard remembers everything and follows cards through a shuffle (None).
MEMORY = {"easy": Recall(span=1.0, slip=0.1), "medium": Recall(span=4.0, slip=0.05),
          "hard": None}
LEVELS = tuple(STYLES)


class Bot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in STYLES:
            raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
        self.level = level
        self.seat = seat
        self.style = STYLES[level]
        self.recall = MEMORY[level]
        self.follows_shuffles = self.recall is None
        # Everything a bot holds must follow from its seed and the events it was shown, so
        # that a bot rebuilt for "Continue" plays on exactly like the one that never stopped:
        # forgetting draws from a generator used only while observing, and each choice
        # draws from a fresh generator keyed by how many events have been seen.
        self.seed = seed * 7919 + seat
        self.forget_rng = make_generator(self.seed)
        self.events_seen = 0
        self.turn = 0                 # turns ended so far (anyone's)
        self.seen_at: dict[int, int] = {}   # cell -> the turn its card was last seen
        self.belief = Belief()
        self.known_at_start: set[int] = set()
        self.stall = 0
        # Per opponent, the odds that it remembers what it has seen rather than guessing.
        self.rivals: dict[int, float] = {}
        self.turned: list[int] = []   # cells turned so far this turn, by whoever moves

    def observe(self, events) -> None:
        for event in events:
            self.events_seen += 1
            kind = event.get("type")
            if kind == "flip":
                self._judge(event)
                self.belief.reveal(slot_of(event["cell"]), event["card"])
                self.seen_at[slot_of(event["cell"])] = self.turn
            elif kind == "collect":
                self.stall = 0
                self.turned = []
                for cell, card in zip(event["cells"], event["cards"]):
                    self.belief.remove(slot_of(cell), card)
                    self.seen_at.pop(slot_of(cell), None)
            elif kind == "discard":
                self.belief.remove(slot_of(event["cell"]), event["card"])
                self.seen_at.pop(slot_of(event["cell"]), None)
            elif kind == "shuffle":
                slots = [slot_of(c) for c in event["cells"]]
                if self.follows_shuffles:
                    self.belief.shuffle(slots)
                else:
                    self.belief.forget(slots)
            elif kind in ("turn", "game_over"):
                self.stall += 1
                self.turn += 1
                self._end_of_turn()
                self.turned = []

    def _end_of_turn(self) -> None:
        if self.recall is not None:
            # What is remembered: the cells pinned to a card (seen, or worked out).
            pinned = {p: self.seen_at.get(p, self.turn - 1) for p in self.belief.fixed
                      if p < 16}
            forgotten, slips = self.recall.age_all(pinned, self.turn, self.forget_rng,
                                                   self.belief.rows)
            self.belief.forget(forgotten)
            for a, b in slips:
                self.belief.swap(a, b)
            self.seen_at = {p: pinned[p] for p in pinned if p not in forgotten}
            for a, b in slips:
                ta, tb = self.seen_at.pop(a, None), self.seen_at.pop(b, None)
                if ta is not None:
                    self.seen_at[b] = ta
                if tb is not None:
                    self.seen_at[a] = tb
        self.known_at_start = set(self.belief.fixed)

    def _sure_cells(self) -> set[int]:
        """Cells of complete sets this bot can see, outside greens."""
        by_colour: dict[int, list[int]] = {}
        for p, x in self.belief.fixed.items():
            if p < 16:
                by_colour.setdefault(CARD_COLOUR[x], []).append(p)
        need = {0: 2, 1: 3, 3: 2}
        return {p for c, cells in by_colour.items() if c in need and len(cells) >= need[c]
                for p in cells}

    def _judge(self, flip) -> None:
        """When an opponent could use a card everyone has seen (the partner of what it
        has turned, or a whole set), note whether it did."""
        seat, slot = flip.get("seat"), slot_of(flip["cell"])
        if seat is not None and seat != self.seat:
            if self.turned:
                colour = CARD_COLOUR[self.belief.fixed.get(self.turned[0], 0)]
                useful = {p for p, x in self.belief.fixed.items()
                          if p < 16 and p not in self.turned and CARD_COLOUR[x] == colour}
            else:
                useful = self._sure_cells()
            down = [p for p in self.belief.rows if p < 16 and p not in self.turned]
            chance = min(0.9, len(useful) / max(1, len(down)))   # of a lucky guess
            if useful:
                odds = self.rivals.get(seat, 1.0)
                # Someone who remembers takes such a card nearly always (0.95).
                odds *= 0.95 / chance if slot in useful else 0.05 / (1.0 - chance)
                self.rivals[seat] = min(1e6, max(1e-6, odds))
        self.turned.append(slot)

    def rival_memory(self, view) -> float:
        odds = self.rivals.get((self.seat + 1) % view.players, 1.0)
        return odds / (1.0 + odds)

    def choose(self, view):
        self.belief.sync(view)
        table = Table(fresh=frozenset(p for p in range(16) if p not in self.known_at_start),
                      stall=self.stall, rival_memory=self.rival_memory(view))
        rng = make_generator(self.seed * 1_000_003 + self.events_seen)
        # No fallback to some legal move: an illegal choice is a bug the tests must see.
        return decide(view, self.seat, self.belief, self.style, rng, table)


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)


def play_game(players: int, levels, seed: int, options=None):
    """Play one game between bots; return (final state, number of moves)."""
    from . import rules

    state = rules.new_game(players, seed, options)
    bots = [make_bot(levels[s], s, seed * 31 + s) for s in range(players)]
    moves = 0
    while not rules.is_over(state):
        seat = state.current
        move = bots[seat].choose(rules.view(state, seat))
        state, events = rules.apply(state, seat, move)
        for bot in bots:
            bot.observe(events)
        moves += 1
    return state, moves


def solitaire_mean(level: str, deals: int = 1000, options=None) -> float:
    """Mean solitaire score of a level over deals seeded 0..deals-1 (the benchmark)."""
    from . import rules

    total = 0
    for seed in range(deals):
        state, _ = play_game(1, [level], seed, options)
        total += rules.scores(state)[0]
    return total / deals

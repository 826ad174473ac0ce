"""A scripted child at Petroglyph, two players: the child against one bot.

The child is what a 6-8-year-old manages at a memory game:

- **Memory.** It sees every card turned, its own and the bot's, and remembers where each
  lay as a person does (game/petroglyph/bots_recall.py, `CHILD`): the chance it still
  remembers a card falls with the turns since it saw it (half are gone after 3 turns), and
  at the end of each turn a remembered card may slip to a neighbouring place (one time in
  ten), swapping with what was remembered there. A shuffled line is forgotten at once.
  Within its own turn it does not forget the cards it has just turned.
- **Turning cards.** It starts a turn on a set it remembers whole (two reds, two
  yellows, three blues, two greens or more), the most points first. Otherwise it turns a
  card it does not remember. Once it holds a card, it turns a card it remembers of the same
  colour, and else one it does not remember: it never turns a card it remembers as the wrong
  colour, unless every card left is one.
- **Greens.** It goes on while it remembers another green, and takes its greens when it
  holds two or more and remembers none; with a single green it tries its luck.
- **After a mismatch** it does not shuffle (a child seldom sees why it would).

Its choices and its memory come from a seeded generator, so a seed always gives the same
game; it only ever asks `legal_moves` what it may do. `child_games(level)` plays games with
the child and the bot moving first in turn and says how often the child wins; bench.py
budgets it and tests/test_petroglyph_bots_human.py checks a short run.
"""

from __future__ import annotations

import random

from game import grid as g
from game.petroglyph import rules
from game.petroglyph.bot_memory import slot_of
from game.petroglyph.bots import make_bot
from game.petroglyph.bots_recall import CHILD, Recall
from game.petroglyph.cards import colour, set_points

MOVE_CAP = 5000        # far above any game seen: a game that does not end is a bug
GREENS = 2             # it takes its greens when it holds this many and remembers no more


class Child:
    def __init__(self, seat: int, seed: int, recall: Recall = CHILD) -> None:
        self.seat = seat
        self.recall = recall
        self.rng = random.Random(seed)
        self.memory: dict[int, str] = {}    # cell -> the card remembered there
        self.seen_at: dict[int, int] = {}   # cell -> the turn it was last seen
        self.turn = 0

    # --- what it sees ---------------------------------------------------------------------

    def observe(self, events) -> None:
        for event in events:
            kind = event.get("type")
            if kind == "flip":
                p = slot_of(event["cell"])
                for q, card in list(self.memory.items()):
                    if card == event["card"]:
                        del self.memory[q]          # it lies here, not where it thought
                self.memory[p] = event["card"]
                self.seen_at[p] = self.turn
            elif kind == "collect":
                for cell in event["cells"]:
                    self._drop(slot_of(cell))
            elif kind == "discard":
                self._drop(slot_of(event["cell"]))
            elif kind == "shuffle":
                for cell in event["cells"]:
                    self._drop(slot_of(cell))
            elif kind in ("turn", "game_over"):
                self.turn += 1
                self._age()

    def _drop(self, p: int) -> None:
        self.memory.pop(p, None)
        self.seen_at.pop(p, None)

    def _age(self) -> None:
        places = set(self.memory) | set(range(16))
        forgotten, slips = self.recall.age_all(self.seen_at, self.turn, self.rng, places)
        for p in forgotten:
            self._drop(p)
        for a, b in slips:
            for store in (self.memory, self.seen_at):
                va, vb = store.pop(a, None), store.pop(b, None)
                if va is not None:
                    store[b] = va
                if vb is not None:
                    store[a] = vb

    # --- what it does ---------------------------------------------------------------------

    def choose(self, view):
        moves = rules.legal_moves(view, self.seat)
        if view.phase != "flip":         # two players: a mismatch, and it never shuffles
            return next(m for m in moves if isinstance(m, rules.Pass))
        # What it believes lies face down: remembered cards, unless the table shows
        # otherwise (a place now empty is simply not there).
        down = list(view.face_down())
        mind = {p: c for p, c in self.memory.items() if p in down}
        turned = view.turned()
        flips = {g.index(m.cell): m for m in moves if isinstance(m, rules.Flip)}
        if not turned:
            whole = self._whole_sets(mind)
            if whole:
                return flips[whole[0]]
            return flips[self._unknown(down, mind)]
        kind = colour(turned[0])
        same = [p for p, c in mind.items() if colour(c) == kind]
        if same:
            return flips[self.rng.choice(sorted(same))]
        if kind == "G" and len(turned) >= GREENS and rules.Collect() in moves:
            return rules.Collect()
        return flips[self._unknown(down, mind)]

    def _whole_sets(self, mind: dict) -> list[int]:
        """A place of each set it remembers whole, the most points first."""
        by_colour: dict[str, list[int]] = {}
        for p, c in mind.items():
            by_colour.setdefault(colour(c), []).append(p)
        need = {"R": 2, "B": 3, "Y": 2, "G": GREENS}
        sets = []
        for k, cells in by_colour.items():
            if len(cells) >= need[k]:
                cells = sorted(cells)
                cards = tuple(mind[p] for p in (cells if k == "G" else cells[:need[k]]))
                sets.append((-set_points(cards), cells[0]))
        return [cell for _, cell in sorted(sets)]

    def _unknown(self, down: list[int], mind: dict) -> int:
        unknown = [p for p in down if p not in mind]
        return self.rng.choice(unknown or down)


def child_game(level: str, seed: int, child_first: bool = True) -> dict:
    """One game, the child against a bot of `level`: {"scores": (child, bot), "moves": n}."""
    state = rules.new_game(2, seed)
    child_seat = 0 if child_first else 1
    players = {child_seat: Child(child_seat, seed * 7 + 1),
               1 - child_seat: make_bot(level, 1 - child_seat, seed * 31 + 1)}
    moves = 0
    while not rules.is_over(state):
        seat = state.current
        move = players[seat].choose(rules.view(state, seat))
        state, events = rules.apply(state, seat, move)
        for player in players.values():
            player.observe(events)
        moves += 1
        if moves > MOVE_CAP:
            raise RuntimeError(f"seed {seed}: the game does not end")
    points = rules.scores(state)
    return {"scores": (points[child_seat], points[1 - child_seat]), "moves": moves}


def child_games(level: str, games: int = 200, seed: int = 0) -> dict:
    """The child against one bot of `level` over `games` seeded games, moving first in every
    other game: its share of games won (a tie counts half), of ties, and both mean scores."""
    wins = ties = 0
    totals = [0, 0]
    for n in range(games):
        res = child_game(level, seed * 100_003 + n, child_first=n % 2 == 0)
        child, bot = res["scores"]
        wins += child > bot
        ties += child == bot
        totals = [totals[0] + child, totals[1] + bot]
    return {"wins": round((wins + ties / 2) / games, 3), "ties": round(ties / games, 3),
            "child_mean": round(totals[0] / games, 1), "bot_mean": round(totals[1] / games, 1)}

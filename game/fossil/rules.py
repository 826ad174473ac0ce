"""Fossil: the state, the moves, and the one place that decides legality.

seeds/fossil.md is the source: the rules as this app plays them, every question the
printed rulebook leaves open decided there (ARCHITECTURE.md: the contract).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from .. import headstart
from ..core import IllegalMove, Phrase, Plural, check_deck, seeded_shuffle
from .cards import (
    FOSSIL_OF,
    FOSSILS,
    cards_in_play,
    fossil_of,
    normalise_options,
    sort_holding,
    value_of,
)
from .scoring import final_points as final_points  # public here: the bots evaluate with it
from .scoring import score_fossil

START_POINTS = 30
PHASES = ("place", "move", "swap", "over")
DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))
HIDDEN = "?"


# --- moves -------------------------------------------------------------------------------

@dataclass(frozen=True)
class PlaceStones:
    cells: tuple[tuple[int, int], tuple[int, int]]   # stone 0 first


@dataclass(frozen=True)
class Stone:
    stone: int
    to: tuple[int, int]


@dataclass(frozen=True)
class Swap:
    give: str
    take: str


@dataclass(frozen=True)
class NoSwap:
    pass


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True)
class State:
    players: int
    size: int              # 9, or 7 with 2-3 players
    board: tuple           # size*size squares row by row: card id or None
    stones: tuple          # two cells, or () before they are placed
    holdings: tuple        # per seat: card ids, sorted by fossil
    points: tuple          # per seat
    phase: str
    current: int
    pending: str           # the fossil waiting to be scored while its taker may swap
    removed: tuple         # cards out of the game, in the order they left
    box: tuple             # 2-3 players: the 7 cards put back unseen
    history: tuple         # per scored fossil: (fossil, per-seat point change)
    rng: int
    options: tuple         # sorted (name, value) pairs

    @property
    def option(self) -> dict:
        return dict(self.options)

    def index(self, cell) -> int:
        return cell[0] * self.size + cell[1]

    def cell(self, i: int) -> tuple[int, int]:
        return divmod(i, self.size)

    def at(self, cell) -> str | None:
        return self.board[cell[0] * self.size + cell[1]]

    def on_board(self, cell) -> bool:
        return 0 <= cell[0] < self.size and 0 <= cell[1] < self.size


def new_game(players: int, seed: int, options: dict | None = None, deck=None) -> State:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ValueError("Fossil is for 2 to 6 players")
    opts = normalise_options(options)
    headstart.check_seats(opts, players)
    expected = cards_in_play(players, opts)
    if deck is None:
        deck, rng = seeded_shuffle(expected, seed)
    else:
        deck, rng = check_deck(deck, expected), seeded_shuffle((), seed)[1]
    size = 9 if players >= 4 else 7
    return State(players=players, size=size, board=tuple(deck[:size * size]), stones=(),
                 holdings=((),) * players, points=start_points(players, opts), phase="place",
                 current=players - 1, pending="", removed=(), box=tuple(deck[size * size:]),
                 history=(), rng=rng, options=opts)


def start_points(players: int, options) -> tuple[int, ...]:
    """Each seat's points before the first move: 30, and more for a head start."""
    helped = headstart.seats_of(options)
    return tuple(START_POINTS + (headstart.FOSSIL_EXTRA if seat in helped else 0)
                 for seat in range(players))


def to_act(state: State) -> frozenset[int]:
    return frozenset() if state.phase == "over" else frozenset({state.current})


def is_over(state: State) -> bool:
    return state.phase == "over"


def scores(state: State) -> tuple[int, ...]:
    return state.points


# --- where a stone can go ----------------------------------------------------------------

def reach(state: State, stone: int) -> tuple:
    """Every destination of a stone, whatever the mover can pay: (to, path, cost) with
    path the squares passed over and landed on, landing last."""
    if len(state.stones) != 2:
        return ()
    here, other = state.stones[stone], state.stones[1 - stone]
    out = []
    for dr, dc in DIRECTIONS:
        path, cost = [], 0
        cell = (here[0] + dr, here[1] + dc)
        while state.on_board(cell) and cell != other:
            path.append(cell)
            if state.at(cell) is not None:
                cost += 1
                out.append((cell, tuple(path), cost))
            cell = (cell[0] + dr, cell[1] + dc)
    return tuple(out)


def move_cost(state: State, stone: int, to) -> int | None:
    """What moving `stone` to `to` costs; None when the stone cannot get there at all."""
    for cell, _, cost in reach(state, stone):
        if cell == tuple(to):
            return cost
    return None


def cheapest_move(state: State) -> int | None:
    """The lowest price of any stone move, None when neither stone can move. The first
    card in any open direction costs exactly 1 (empty squares are free), so the answer is
    1 as soon as one is found; the bots' look-ahead asks this after every move."""
    for k in range(len(state.stones)):
        here, other = state.stones[k], state.stones[1 - k]
        for dr, dc in DIRECTIONS:
            cell = (here[0] + dr, here[1] + dc)
            while state.on_board(cell) and cell != other:
                if state.at(cell) is not None:
                    return 1
                cell = (cell[0] + dr, cell[1] + dc)
    return None


def affordable(state: State, seat: int) -> tuple[Stone, ...]:
    return tuple(Stone(k, to) for k in (0, 1) for to, _, cost in reach(state, k)
                 if cost <= state.points[seat])


def left_on_board(state: State, fossil: str) -> int:
    """Cards of a fossil still on the board (one under a stone counts)."""
    return sum(1 for c in state.board if c is not None and FOSSIL_OF[c] == fossil)


def completes(state: State, card: str) -> bool:
    """Taking this card from the board would score its fossil."""
    return left_on_board(state, fossil_of(card)) == 1


def swap_options(state: State, seat: int) -> tuple[Swap, ...]:
    """Every swap `seat` could make: any card of theirs for an equal-valued card of
    another player, of any fossil (ruling 3)."""
    mine = state.holdings[seat]
    return tuple(Swap(give, take) for give in mine
                 for other, theirs in enumerate(state.holdings) if other != seat
                 for take in theirs if value_of(take) == value_of(give))


def legal_moves(state: State, seat: int) -> tuple:
    return _legal(state, seat)[0]


def _legal(state: State, seat: int) -> tuple[tuple, tuple | frozenset]:
    """The legal moves, and the same moves in a container quick to ask `in`."""
    if state.phase == "over" or seat != state.current:
        return (), ()
    if state.phase == "place":
        return _placements(tuple(state.cell(i) for i, c in enumerate(state.board) if c))
    if state.phase == "swap":
        moves = swap_options(state, seat) + (NoSwap(),)   # bots rely on NoSwap coming last
        return moves, moves
    moves = affordable(state, seat)
    return moves, moves


@lru_cache(maxsize=4)
def _placements(cells: tuple) -> tuple[tuple, frozenset]:
    # 81 cards make 6,480 placements: built once per board, not at every ask (the frame a
    # bot places the stones, and every placement the bots weigh, applies one).
    moves = tuple(PlaceStones((a, b)) for a in cells for b in cells if a != b)
    return moves, frozenset(moves)


# --- apply -------------------------------------------------------------------------------

def apply(state: State, seat: int, move) -> tuple[State, list[dict]]:
    if move not in _legal(state, seat)[1]:
        raise IllegalMove(why_illegal(state, seat, move))
    events: list[dict] = []
    if isinstance(move, PlaceStones):
        events.append({"type": "stones_placed", "seat": seat,
                       "cells": [list(c) for c in move.cells]})
        state = replace(state, stones=tuple(move.cells), phase="move",
                        current=state.players - 1)   # the turn passes to seat 0
        return _next_turn(state, events)
    if isinstance(move, Stone):
        return _move_stone(state, seat, move, events)
    if isinstance(move, Swap):
        state = _swap(state, seat, move, events)
    else:
        events.append({"type": "no_swap", "seat": seat})
    state = _score(state, state.pending, final=False, events=events)
    return _next_turn(replace(state, pending="", phase="move"), events)


def _move_stone(state: State, seat: int, move: Stone, events: list) -> tuple[State, list]:
    here = state.stones[move.stone]
    to, path, cost = next(r for r in reach(state, move.stone) if r[0] == move.to)
    i = state.index(to)
    card = state.board[i]
    fossil_done = completes(state, card)
    board = state.board[:i] + (None,) + state.board[i + 1:]
    stones = tuple(to if k == move.stone else c for k, c in enumerate(state.stones))
    holdings = _with(state.holdings, seat, sort_holding(state.holdings[seat] + (card,)))
    points = _with(state.points, seat, state.points[seat] - cost)
    state = replace(state, board=board, stones=stones, holdings=holdings, points=points)
    events.append({"type": "stone_moved", "seat": seat, "stone": move.stone,
                   "from": list(here), "to": list(to), "path": [list(c) for c in path],
                   "cost": cost, "card": card, "points": points[seat]})
    if not fossil_done:
        return _next_turn(state, events)
    fossil = fossil_of(card)
    if swap_options(state, seat):
        events.append({"type": "swap_offer", "seat": seat, "fossil": fossil})
        return replace(state, phase="swap", pending=fossil), events
    # Ruling 2: with no swap to choose there is nothing to ask; score at once.
    state = _score(state, fossil, final=False, events=events)
    return _next_turn(state, events)


def _swap(state: State, seat: int, move: Swap, events: list) -> State:
    other = next(s for s, h in enumerate(state.holdings) if move.take in h)
    holdings = list(state.holdings)
    holdings[seat] = sort_holding([c for c in holdings[seat] if c != move.give] + [move.take])
    holdings[other] = sort_holding([c for c in holdings[other] if c != move.take]
                                   + [move.give])
    events.append({"type": "swap", "seat": seat, "give": move.give, "take": move.take,
                   "other": other})
    return replace(state, holdings=tuple(holdings))


def _score(state: State, fossil: str, final: bool, events: list) -> State:
    points, details = score_fossil(state.holdings, state.points, fossil, state.players)
    gone = tuple(c for h in state.holdings for c in h if FOSSIL_OF[c] == fossil)
    board = state.board
    if final:
        gone += tuple(c for c in board if c is not None and FOSSIL_OF[c] == fossil)
        board = tuple(None if c is not None and FOSSIL_OF[c] == fossil else c for c in board)
    holdings = tuple(tuple(c for c in h if FOSSIL_OF[c] != fossil) for h in state.holdings)
    deltas = tuple(a - b for a, b in zip(points, state.points))
    events.append({"type": "fossil_scored", "fossil": fossil, "final": final, **details,
                   "removed": list(gone), "points": list(points)})
    return replace(state, points=points, holdings=holdings, board=board,
                   removed=state.removed + gone, history=state.history + ((fossil, deltas),))


def _next_turn(state: State, events: list) -> tuple[State, list]:
    """The next seat after `current` that can pay for a move plays; the others are
    skipped. When no seat can (no stone can move, or nobody can pay: ruling 1) no score
    could ever change again, so the game ends."""
    price = cheapest_move(state)
    if price is None or all(p < price for p in state.points):
        return _game_over(state, events)
    seat = state.current
    for _ in range(state.players):
        seat = (seat + 1) % state.players
        if state.points[seat] >= price:
            events.append({"type": "turn", "seat": seat})
            return replace(state, current=seat, phase="move"), events
        reason = "no points" if state.points[seat] == 0 else "no move"
        events.append({"type": "skip", "seat": seat, "reason": reason})
    raise AssertionError("a seat that can pay was found above")


def _game_over(state: State, events: list) -> tuple[State, list]:
    left = {FOSSIL_OF[c] for c in state.board if c is not None}
    for fossil in FOSSILS:        # ruling 5: in scoring order, from the cards held only
        if fossil in left:
            state = _score(state, fossil, final=True, events=events)
    state = replace(state, phase="over", pending="")
    events.append({"type": "game_over", "scores": list(state.points)})
    return state, events


def _with(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


# --- refusals in words ----------------------------------------------------------------------

def why_illegal(state: State, seat: int, move) -> Phrase:
    if state.phase == "over":
        return Phrase("The game is over.")
    if seat != state.current:
        return Phrase("It is not your turn.")
    if state.phase == "place":
        if not isinstance(move, PlaceStones) or not _pair(move.cells):
            return Phrase("First the two stones are placed, each on a card.")
        a, b = move.cells
        if a == b:
            return Phrase("The two stones go on two different cards.")
        return Phrase("Each stone goes on a square holding a card.")
    if state.phase == "swap":
        if isinstance(move, Swap):
            if move.give not in state.holdings[seat]:
                return Phrase("You can only give one of your own cards.")
            if not any(move.take in h for s, h in enumerate(state.holdings) if s != seat):
                return Phrase("Take a card another player holds.")
            return Phrase("A swap is between two cards of the same value.")
        return Phrase("You completed a fossil: swap a card first, or choose not to.")
    if isinstance(move, NoSwap):
        return Phrase("There is no swap to decline: move one of the two stones.")
    if not isinstance(move, Stone):
        return Phrase("Move one of the two stones.")
    if move.stone not in (0, 1) or not _is_cell(move.to) or not state.on_board(move.to):
        return Phrase("There is no such square.")
    cost = move_cost(state, move.stone, move.to)
    if cost is None:
        # A card in line with the other stone (not this one) that is out of reach by
        # points: the price is the reason, not this stone's line.
        cost = move_cost(state, 1 - move.stone, move.to)
        if cost is not None and cost > state.points[seat]:
            return _price(state.points[seat], cost)
        here, other = state.stones[move.stone], state.stones[1 - move.stone]
        if move.to == here:
            return Phrase("The stone is already there.")
        if move.to == other:
            return Phrase("A stone cannot land on the other stone.")
        if state.at(move.to) is None:
            return Phrase("A stone must end its move on a card.")
        if here[0] != move.to[0] and here[1] != move.to[1]:
            return Phrase("A stone moves in a straight line: up, down, left or right.")
        return Phrase("That card is out of reach: the other stone is in the way.")
    return _price(state.points[seat], cost)


def _price(points: int, cost: int) -> Phrase:
    """The refusal of a move the mover cannot pay in full."""
    return Plural("You have {points} point; that move costs {cost}.",
                  "You have {points} points; that move costs {cost}.", points,
                  points=points, cost=cost)


def _pair(value) -> bool:
    return isinstance(value, tuple) and len(value) == 2


def _is_cell(value) -> bool:
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value))


def view(state: State, seat: int | None) -> State:
    """Everything is public but the boxed cards and the generator."""
    return replace(state, box=(HIDDEN,) * len(state.box), rng=0)


def resample(state: State, seat: int | None, rng) -> State:
    """A state no seat could tell from this one: the boxed cards in another order, and
    another generator."""
    box = list(state.box)
    rng.shuffle(box)
    return replace(state, box=tuple(box), rng=rng.getrandbits(63))


def all_cards(state: State) -> list[str]:
    """Every card of the game, wherever it lies: the same after every move."""
    held = [c for c in state.board if c] + [c for h in state.holdings for c in h]
    return held + list(state.removed) + list(state.box)

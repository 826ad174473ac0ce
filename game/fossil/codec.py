"""Fossil moves and states as JSON-safe dicts (DESIGN.md "Notation").

`state_from_dict` refuses anything the rules could never reach with ValueError only:
every field is checked for its type before it is used.
"""

from __future__ import annotations

from ..core import cell_from, require
from .cards import CARDS, FOSSILS, fossil_of
from .rules import (
    HIDDEN,
    PHASES,
    NoSwap,
    PlaceStones,
    State,
    Stone,
    Swap,
    cards_in_play,
    normalise_options,
)


def move_to_dict(move) -> dict:
    if isinstance(move, PlaceStones):
        return {"move": "place_stones", "cells": [list(c) for c in move.cells]}
    if isinstance(move, Stone):
        return {"move": "stone", "stone": move.stone, "to": list(move.to)}
    if isinstance(move, Swap):
        return {"move": "swap", "give": move.give, "take": move.take}
    if isinstance(move, NoSwap):
        return {"move": "no_swap"}
    raise ValueError(f"not a Fossil move: {move!r}")


def move_from_dict(d: dict):
    kind = require(d, "move", str)
    if kind == "place_stones":
        cells = require(d, "cells", list)
        if len(cells) != 2:
            raise ValueError("place_stones takes two cells")
        return PlaceStones((cell_from(cells[0]), cell_from(cells[1])))
    if kind == "stone":
        stone = require(d, "stone", int)
        if stone not in (0, 1):
            raise ValueError("stone is 0 or 1")
        return Stone(stone, cell_from(d.get("to")))
    if kind == "swap":
        return Swap(_card(require(d, "give", str), "give"), _card(require(d, "take", str),
                                                                  "take"))
    if kind == "no_swap":
        return NoSwap()
    raise ValueError(f"unknown Fossil move {kind!r}")


def state_to_dict(s: State) -> dict:
    return {"game": "fossil", "players": s.players, "size": s.size, "board": list(s.board),
            "stones": [list(c) for c in s.stones], "holdings": [list(h) for h in s.holdings],
            "points": list(s.points), "phase": s.phase, "current": s.current,
            "pending": s.pending, "removed": list(s.removed), "box": list(s.box),
            "history": [[f, list(d)] for f, d in s.history], "rng": s.rng,
            "options": dict(s.options)}


def _card(value, what: str, hidden_ok: bool = False) -> str:
    if isinstance(value, str) and (value in CARDS or (hidden_ok and value == HIDDEN)):
        return value
    raise ValueError(f"{what}: {value!r} is not a Fossil card")


def _cards(value, what: str, hidden_ok: bool = False) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of cards")
    return tuple(_card(c, what, hidden_ok) for c in value)


def _ints(value, n: int, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != n or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ValueError(f"{what} must be {n} whole numbers")
    return tuple(value)


def state_from_dict(d: dict) -> State:
    if not isinstance(d, dict) or d.get("game", "fossil") != "fossil":
        raise ValueError("not a Fossil state")
    players = require(d, "players", int)
    if not 2 <= players <= 6:
        raise ValueError("Fossil is for 2 to 6 players")
    options = normalise_options(require(d, "options", dict))
    size = require(d, "size", int)
    if size != (9 if players >= 4 else 7):
        raise ValueError("the board is 9x9 for 4-6 players, 7x7 for 2-3")
    raw = require(d, "board", list)
    if len(raw) != size * size:
        raise ValueError(f"the board has {size * size} squares")
    board = tuple(None if c is None else _card(c, "board") for c in raw)
    stones_raw = require(d, "stones", list)
    stones = tuple(cell_from(c) for c in stones_raw)
    if len(stones) not in (0, 2) or len(set(stones)) != len(stones) or not all(
            0 <= r < size and 0 <= c < size for r, c in stones):
        raise ValueError("the stones are two different squares of the board")
    raw_h = require(d, "holdings", list)
    if len(raw_h) != players:
        raise ValueError("holdings: one list per seat")
    holdings = tuple(_cards(h, "holdings") for h in raw_h)
    points = _ints(require(d, "points", list), players, "points")
    if min(points) < 0:
        raise ValueError("points are never negative")
    phase = require(d, "phase", str)
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    current = require(d, "current", int)
    if not 0 <= current < players:
        raise ValueError("current seat out of range")
    pending = require(d, "pending", str)
    if (phase == "swap") != (pending in FOSSILS) or (pending and pending not in FOSSILS):
        raise ValueError("a fossil waits for scoring exactly during a swap")
    if (phase == "place") != (not stones):
        raise ValueError("the stones are placed once, before the first move")
    removed = _cards(require(d, "removed", list), "removed")
    box = _cards(require(d, "box", list), "box", hidden_ok=True)
    if len(box) != (0 if players >= 4 else 7):
        raise ValueError("the box holds 7 cards with 2-3 players, none with more")
    known = [c for c in board if c] + [c for h in holdings for c in h] + list(removed)
    known += [c for c in box if c != HIDDEN]
    if len(set(known)) != len(known):
        raise ValueError("a card appears twice")
    expected = set(cards_in_play(players, options))
    if not set(known) <= expected or (HIDDEN not in box and set(known) != expected):
        raise ValueError("the cards in play are not all accounted for")
    history = _history(require(d, "history", list), players)
    if any(fossil_of(c) == f for f, _ in history for h in holdings for c in h):
        raise ValueError("a scored fossil is still held")
    return State(players=players, size=size, board=board, stones=stones, holdings=holdings,
                 points=points, phase=phase, current=current, pending=pending,
                 removed=removed, box=box, history=history, rng=require(d, "rng", int),
                 options=options)


def _history(raw: list, players: int) -> tuple:
    out = []
    for entry in raw:
        if not isinstance(entry, list) or len(entry) != 2 or entry[0] not in FOSSILS:
            raise ValueError("history: each entry is [fossil, points per seat]")
        out.append((entry[0], _ints(entry[1], players, "history")))
    return tuple(out)

"""Fossil moves and states as JSON-safe dicts (ARCHITECTURE.md "Notation").

`state_from_dict` refuses anything the rules could never reach with ValueError only:
every field is checked for its type before it is used.
"""

from __future__ import annotations

from ..core import cell_from, require
from .cards import CARDS, FOSSIL_OF, FOSSILS, cards_in_play, normalise_options, sort_holding
from .rules import (
    HIDDEN,
    PHASES,
    NoSwap,
    PlaceStones,
    State,
    Stone,
    Swap,
    cheapest_move,
    start_points,
    swap_options,
)

KEYS = {"game", "players", "size", "board", "stones", "holdings", "points", "phase",
        "current", "pending", "removed", "box", "history", "rng", "options"}


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


MOVE_KEYS = {"place_stones": {"cells"}, "stone": {"stone", "to"}, "swap": {"give", "take"},
             "no_swap": set()}


def move_from_dict(d: dict):
    kind = require(d, "move", str)
    if kind not in MOVE_KEYS:
        raise ValueError(f"unknown Fossil move {kind!r}")
    extra = [k for k in d if k != "move" and k not in MOVE_KEYS[kind]]
    if extra:
        raise ValueError(f"a {kind} move has no field {extra[0]!r}")
    if kind == "place_stones":
        cells = require(d, "cells", list)
        if len(cells) != 2:
            raise ValueError("place_stones takes two cells")
        return PlaceStones((cell_from(cells[0]), cell_from(cells[1])))
    if kind == "stone":
        stone = require(d, "stone", int)
        if stone not in (0, 1):
            raise ValueError("stone is 0 or 1")
        return Stone(stone, cell_from(require(d, "to", list)))
    if kind == "swap":
        return Swap(_card(require(d, "give", str), "give"),
                    _card(require(d, "take", str), "take"))
    return NoSwap()


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
    unknown = [k for k in d if k not in KEYS]
    if unknown:
        raise ValueError(f"a Fossil state has no field {unknown[0]!r}")
    players = require(d, "players", int)
    if not 2 <= players <= 6:
        raise ValueError("Fossil is for 2 to 6 players")
    raw_options = require(d, "options", dict)
    options = normalise_options(raw_options)
    if dict(options) != raw_options:     # a state always carries its options in full
        raise ValueError(f"options must be written out in full: {dict(options)!r}")
    size = require(d, "size", int)
    if size != (9 if players >= 4 else 7):
        raise ValueError("the board is 9x9 for 4-6 players, 7x7 for 2-3")
    raw = require(d, "board", list)
    if len(raw) != size * size:
        raise ValueError(f"the board has {size * size} squares")
    board = tuple(None if c is None else _card(c, "board") for c in raw)
    stones = tuple(cell_from(c) for c in require(d, "stones", list))
    if len(stones) not in (0, 2) or len(set(stones)) != len(stones) or not all(
            0 <= r < size and 0 <= c < size for r, c in stones):
        raise ValueError("the stones are two different squares of the board")
    raw_h = require(d, "holdings", list)
    if len(raw_h) != players:
        raise ValueError("holdings: one list per seat")
    holdings = tuple(_cards(h, "holdings") for h in raw_h)
    if any(h != sort_holding(h) for h in holdings):
        raise ValueError("holdings are kept in scoring order, higher values first")
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
    removed = _cards(require(d, "removed", list), "removed")
    box = _cards(require(d, "box", list), "box", hidden_ok=True)
    history = _history(require(d, "history", list), players)
    state = State(players=players, size=size, board=board, stones=stones, holdings=holdings,
                  points=points, phase=phase, current=current, pending=pending,
                  removed=removed, box=box, history=history, rng=require(d, "rng", int),
                  options=options)
    _check_cards(state)
    _check_phase(state)
    return state


def _check_cards(s: State) -> None:
    """Board, holdings, removed and box hold the cards in play, each exactly once."""
    if len(s.box) != (0 if s.players >= 4 else 7):
        raise ValueError("the box holds 7 cards with 2-3 players, none with more")
    hidden = s.box.count(HIDDEN)
    if hidden not in (0, len(s.box)):
        raise ValueError("the box is either all seen or all hidden")
    known = [c for c in s.board if c] + [c for h in s.holdings for c in h] + list(s.removed)
    known += [c for c in s.box if c != HIDDEN]
    expected = set(cards_in_play(s.players, s.options))
    if len(set(known)) != len(known):
        raise ValueError("a card appears twice")
    if not set(known) <= expected or len(known) + hidden != len(expected):
        raise ValueError("the cards in play are not all accounted for")


def _check_phase(s: State) -> None:
    """Only what the rules can reach: scored fossils gone, the others still on the board,
    and the seat to act able to act."""
    if s.phase == "place":
        if (s.stones or s.current != s.players - 1 or s.pending or s.removed or s.history
                or any(s.holdings) or s.points != start_points(s.players, s.options)):
            raise ValueError("before the stones are placed nothing has happened yet")
        return
    if not s.stones:
        raise ValueError("the stones are placed before the first move")
    if (s.phase == "swap") != bool(s.pending):
        raise ValueError("a fossil waits for scoring exactly during a swap")
    scored = [f for f, _ in s.history]
    in_play = {FOSSIL_OF[c] for c in cards_in_play(s.players, s.options)}
    if len(set(scored)) != len(scored) or not set(scored) <= in_play:
        raise ValueError("history: each fossil in play is scored at most once")
    on_board = {FOSSIL_OF[c] for c in s.board if c}
    held = {FOSSIL_OF[c] for h in s.holdings for c in h}
    if (on_board | held) & set(scored):
        raise ValueError("a scored fossil is still on the board or held")
    if any(FOSSIL_OF[c] not in scored for c in s.removed):
        raise ValueError("only the cards of scored fossils leave the game")
    waiting = in_play - set(scored) - on_board
    if waiting != ({s.pending} if s.pending else set()):
        raise ValueError("a fossil whose last card was taken is scored at once")
    if s.phase == "swap" and (s.pending not in {FOSSIL_OF[c] for c in s.holdings[s.current]}
                              or not swap_options(s, s.current)):
        raise ValueError("the swap step comes only to the taker, when a swap is possible")
    if s.phase == "over" and any(s.board):
        raise ValueError("at the end every card has left the board")
    if s.phase == "move":
        price = cheapest_move(s)
        if price is None or s.points[s.current] < price:
            raise ValueError("the seat to move must be able to pay for a move")


def _history(raw: list, players: int) -> tuple:
    out = []
    for entry in raw:
        if not isinstance(entry, list) or len(entry) != 2 or entry[0] not in FOSSILS:
            raise ValueError("history: each entry is [fossil, points per seat]")
        out.append((entry[0], _ints(entry[1], players, "history")))
    return tuple(out)

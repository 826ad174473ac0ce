"""Petroglyph moves and states as JSON-safe dicts (ARCHITECTURE.md "Notation")."""

from __future__ import annotations

from .. import grid as g
from ..core import cell_from, list_of_lists, require, str_list
from .cards import DECK, is_complete, is_set, one_colour
from .rules import HIDDEN, PHASES, Collect, Discard, Flip, Pass, Shuffle, State, normalise_options


def move_to_dict(move) -> dict:
    if isinstance(move, Flip):
        return {"move": "flip", "cell": list(move.cell)}
    if isinstance(move, Collect):
        return {"move": "collect"}
    if isinstance(move, Shuffle):
        return {"move": "shuffle", "line": move.line, "index": move.index}
    if isinstance(move, Pass):
        return {"move": "pass"}
    if isinstance(move, Discard):
        return {"move": "discard", "cell": list(move.cell)}
    raise ValueError(f"not a Petroglyph move: {move!r}")


def move_from_dict(d: dict):
    kind = require(d, "move", str)
    if kind == "flip":
        return Flip(cell_from(d.get("cell")))
    if kind == "discard":
        return Discard(cell_from(d.get("cell")))
    if kind == "collect":
        return Collect()
    if kind == "pass":
        return Pass()
    if kind == "shuffle":
        line = require(d, "line", str)
        if line not in g.LINE_KINDS:
            raise ValueError(f"a shuffle line is 'row' or 'col', not {line!r}")
        return Shuffle(line, require(d, "index", int))
    raise ValueError(f"unknown Petroglyph move {kind!r}")


def _cells(slots) -> list:
    return [list(g.cell_of(p)) for p in slots]


def state_to_dict(s: State) -> dict:
    return {"game": "petroglyph", "players": s.players, "grid": list(s.grid),
            "up": _cells(s.up), "phase": s.phase, "current": s.current,
            "sets": [[list(cards) for cards in seat] for seat in s.sets],
            "discarded": list(s.discarded), "aside": s.aside, "kept": _cells(s.kept),
            "rng": s.rng, "options": dict(s.options)}


def _slots(values, what: str) -> tuple[int, ...]:
    if not isinstance(values, list):
        raise ValueError(f"{what} must be a list of cells")
    slots = []
    for v in values:
        cell = cell_from(v)
        if not g.on_grid(cell):
            raise ValueError(f"{what}: {cell} is off the grid")
        slots.append(g.index(cell))
    if len(set(slots)) != len(slots):
        raise ValueError(f"{what} names a cell twice")
    return tuple(slots)


def _card(value, what: str, hidden_ok: bool = True) -> str:
    if value in DECK or (hidden_ok and value == HIDDEN):
        return value
    raise ValueError(f"{what}: {value!r} is not a Petroglyph card")


def _check_phase(phase: str, players: int, turned: tuple, discarded: tuple, kept: tuple):
    """The phase must fit the table: a state the rules could never reach is refused."""
    solo_phases = ("discard", "solo_shuffle")
    if players > 1 and (phase in solo_phases or discarded):
        raise ValueError("only solitaire discards cards")
    if kept and phase != "solo_shuffle":
        raise ValueError("kept cards only matter during a solitaire shuffle")
    if phase == "flip" and turned and (not one_colour(turned) or is_complete(turned)):
        raise ValueError("face-up cards of a finished turn are still on the table")
    if phase == "discard" and (len(turned) < 2 or one_colour(turned)):
        raise ValueError("a discard follows a mismatch")
    if phase in ("shuffle", "solo_shuffle") and turned:
        raise ValueError("cards are turned back before a shuffle")
    if phase == "solo_shuffle" and not kept:
        raise ValueError("a solitaire shuffle follows a discard")


def state_from_dict(d: dict) -> State:
    if not isinstance(d, dict) or d.get("game", "petroglyph") != "petroglyph":
        raise ValueError("not a Petroglyph state")
    players = require(d, "players", int)
    if not 1 <= players <= 4:
        raise ValueError("Petroglyph is for 1 to 4 players")
    raw = require(d, "grid", list)
    if len(raw) != 16:
        raise ValueError("the grid has 16 spaces")
    grid = tuple(None if c is None else _card(c, "grid") for c in raw)
    up = _slots(require(d, "up", list), "up")
    if any(grid[p] in (None, HIDDEN) for p in up):
        raise ValueError("a face-up space must show a card")
    phase = require(d, "phase", str)
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    current = require(d, "current", int)
    if not 0 <= current < players:
        raise ValueError("current seat out of range")
    raw_sets = require(d, "sets", list)
    if len(raw_sets) != players or not all(isinstance(seat, list) for seat in raw_sets):
        raise ValueError("sets: one list per seat")
    sets = tuple(tuple(tuple(_card(c, "sets", False) for c in str_list(cards, "a set"))
                       for cards in list_of_lists(seat, "a seat's sets"))
                 for seat in raw_sets)
    if not all(is_set(cards) for seat in sets for cards in seat):
        raise ValueError("sets: a collected set is not a valid set")
    discarded = tuple(_card(c, "discarded", False) for c in require(d, "discarded", list))
    aside = _card(require(d, "aside", str), "aside")
    known = [c for c in grid + (aside,) + discarded if c not in (None, HIDDEN)]
    known += [c for seat in sets for cards in seat for c in cards]
    if len(set(known)) != len(known):
        raise ValueError("a card appears twice")
    if HIDDEN not in grid + (aside,) and sorted(known) != sorted(DECK):
        raise ValueError("the 17 cards are not all accounted for")
    kept = _slots(require(d, "kept", list), "kept")
    _check_phase(phase, players, tuple(grid[p] for p in up), discarded, kept)
    rng = require(d, "rng", int)
    return State(players=players, grid=grid, up=up, phase=phase, current=current, sets=sets,
                 discarded=discarded, aside=aside, kept=kept, rng=rng,
                 options=normalise_options(require(d, "options", dict)))

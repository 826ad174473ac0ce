"""Nimble's moves and states as JSON-safe dicts."""

from __future__ import annotations

from game.core import require, str_list

from .rules import HIDDEN, TOKENS, State, Take


def move_to_dict(move: Take) -> dict:
    return {"move": "take", "n": move.n}


def move_from_dict(d: dict) -> Take:
    if require(d, "move", str) != "take":
        raise ValueError(f"unknown move {d!r}")
    n = require(d, "n", int)
    if n not in (1, 2, 3):
        raise ValueError(f"take 1, 2 or 3, not {n}")
    return Take(n)


def state_to_dict(state: State) -> dict:
    return {"players": state.players, "pile": state.pile, "current": state.current,
            "taken": list(state.taken), "tokens": list(state.tokens), "rng": state.rng}


def state_from_dict(d: dict) -> State:
    players = require(d, "players", int)
    pile, current, rng = require(d, "pile", int), require(d, "current", int), require(d, "rng", int)
    taken = require(d, "taken", list)
    tokens = str_list(require(d, "tokens", list), "tokens")
    if not 1 <= players <= 3 or pile < 0 or not 0 <= current < players:
        raise ValueError(f"not a Nimble table: {d!r}")
    if len(taken) != players or not all(isinstance(t, int) and not isinstance(t, bool)
                                        and t >= 0 for t in taken):
        raise ValueError(f"taken must be a count per seat: {taken!r}")
    if len(tokens) != players or not set(tokens) <= set(TOKENS) | {HIDDEN}:
        raise ValueError(f"tokens must be one per seat: {tokens!r}")
    return State(players, pile, current, tuple(taken), tokens, rng)

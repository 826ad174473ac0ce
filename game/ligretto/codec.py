"""Ligretto moves and states as JSON-safe dicts (ARCHITECTURE.md "Notation").

`state_from_dict` refuses anything the rules could never reach with ValueError only: every
field is checked for its type before it is used, and "?" is let in only where a view puts
it (under a stack's top, the whole hand, under a discard's top), then everywhere there.
"""

from __future__ import annotations

from ..core import list_of_lists, require
from .cards import (
    CARDS,
    COLOUR,
    DECK_SIZE,
    NUMBER,
    OWNER,
    STACK_SIZE,
    normalise_options,
    row_size,
)
from .rules import (
    HIDDEN,
    LADDER_SOURCES,
    PHASES,
    SOURCES,
    WIN_POINTS,
    Ladder,
    NextRound,
    Play,
    State,
    Turn,
    ladder_fits,
    round_points,
    settled,
)

KEYS = {"game", "players", "round", "phase", "stacks", "rows", "hands", "discards", "piles",
        "points", "history", "rng", "options"}
MOVE_KEYS = {"play": {"from", "index", "pile"}, "turn": set(), "ladder": {"from", "row"},
             "next_round": set()}
# What one round can give a seat: all 40 cards but the row in the centre at best, the
# whole stack left and nothing played at worst.
ROUND_MAX, ROUND_MIN = DECK_SIZE, -2 * STACK_SIZE


def move_to_dict(move) -> dict:
    if isinstance(move, Play):
        d = {"move": "play", "from": move.source}
        if move.source == "row":
            d["index"] = move.index
        d["pile"] = move.pile
        return d
    if isinstance(move, Turn):
        return {"move": "turn"}
    if isinstance(move, Ladder):
        return {"move": "ladder", "from": move.source, "row": move.row}
    if isinstance(move, NextRound):
        return {"move": "next_round"}
    raise ValueError(f"not a Ligretto move: {move!r}")


def _whole(d: dict, key: str) -> int:
    value = require(d, key, int)
    if value < 0:
        raise ValueError(f"{key!r} counts from 0, not {value!r}")
    return value


def move_from_dict(d: dict):
    kind = require(d, "move", str)
    if kind not in MOVE_KEYS:
        raise ValueError(f"unknown Ligretto move {kind!r}")
    extra = [k for k in d if k != "move" and k not in MOVE_KEYS[kind]]
    if extra:
        raise ValueError(f"a {kind} move has no field {extra[0]!r}")
    if kind == "turn":
        return Turn()
    if kind == "next_round":
        return NextRound()
    source = require(d, "from", str)
    if kind == "ladder":
        if source not in LADDER_SOURCES:
            raise ValueError(f"a ladder takes the stack or the discard top, not {source!r}")
        return Ladder(source, _whole(d, "row"))
    if source not in SOURCES:
        raise ValueError(f"a card is played from the stack, the discard or the row, "
                         f"not {source!r}")
    if source == "row":
        index = _whole(d, "index")
    elif "index" in d:
        raise ValueError("only a play from the row has an index")
    else:
        index = None
    if "pile" not in d:
        raise ValueError("missing 'pile'")
    pile = d["pile"]
    if pile != "new":
        pile = _whole(d, "pile")
    return Play(source, pile, index)


def state_to_dict(s: State) -> dict:
    return {"game": "ligretto", "players": s.players, "round": s.round, "phase": s.phase,
            "stacks": [list(x) for x in s.stacks],
            "rows": [[list(col) for col in row] for row in s.rows],
            "hands": [list(x) for x in s.hands], "discards": [list(x) for x in s.discards],
            "piles": [list(p) for p in s.piles], "points": list(s.points),
            "history": [list(h) for h in s.history], "rng": s.rng,
            "options": dict(s.options)}


# --- reading a state back -------------------------------------------------------------------

def _card(value, what: str, hidden_ok: bool = False) -> str:
    if isinstance(value, str) and (value in CARDS or (hidden_ok and value == HIDDEN)):
        return value
    raise ValueError(f"{what}: {value!r} is not a Ligretto card")


def _cards(value, what: str, hidden_ok: bool = False) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of cards")
    return tuple(_card(c, what, hidden_ok) for c in value)


def _per_seat(d: dict, key: str, players: int) -> list:
    raw = list_of_lists(require(d, key, list), key)
    if len(raw) != players:
        raise ValueError(f"{key}: one list per seat")
    return raw


def _ints(value, n: int | None, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or (n is not None and len(value) != n) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ValueError(f"{what} must be {n} whole numbers")
    return tuple(value)


def state_from_dict(d: dict) -> State:
    if not isinstance(d, dict) or d.get("game", "ligretto") != "ligretto":
        raise ValueError("not a Ligretto state")
    unknown = [k for k in d if k not in KEYS]
    if unknown:
        raise ValueError(f"a Ligretto state has no field {unknown[0]!r}")
    players = require(d, "players", int)
    if players not in (2, 3, 4):
        raise ValueError("Ligretto is for 2 to 4 players")
    raw_options = require(d, "options", dict)
    options = normalise_options(raw_options)
    if dict(options) != raw_options:     # a state always carries its options in full
        raise ValueError(f"options must be written out in full: {dict(options)!r}")
    rnd = require(d, "round", int)
    if rnd < 1:
        raise ValueError("rounds count from 1")
    phase = require(d, "phase", str)
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    stacks = tuple(_cards(x, "a stack", True) for x in _per_seat(d, "stacks", players))
    hands = tuple(_cards(x, "a hand", True) for x in _per_seat(d, "hands", players))
    discards = tuple(_cards(x, "a discard pile", True)
                     for x in _per_seat(d, "discards", players))
    rows = tuple(tuple(_cards(col, "a row space") for col in list_of_lists(row, "a row"))
                 for row in _per_seat(d, "rows", players))
    piles = tuple(_cards(p, "a centre pile") for p in list_of_lists(
        require(d, "piles", list), "piles"))
    points = _ints(require(d, "points", list), players, "points")
    history = tuple(_ints(h, players, "a round's points") for h in list_of_lists(
        require(d, "history", list), "history"))
    state = State(players=players, round=rnd, phase=phase, stacks=stacks, rows=rows,
                  hands=hands, discards=discards, piles=piles, points=points,
                  history=history, rng=require(d, "rng", int), options=options)
    hidden = _check_hidden(state)
    _check_cards(state)
    _check_rows(state)
    _check_piles(state)
    _check_scores(state)
    if phase == "play" and not hidden and not settled(state):
        raise ValueError("a round in play always has a card some seat can reach "
                         "(a deadlock is reshuffled at once)")
    return state


def _check_hidden(s: State) -> bool:
    """A full state hides nothing; a view hides exactly what lies face down or covered:
    every card under a stack's or a discard's top, and every hand card."""
    def seen_top(cards):
        return not cards or cards[0] != HIDDEN

    hidden = any(HIDDEN in x for x in s.stacks + s.hands + s.discards)
    if not hidden:
        return False
    for x in s.stacks + s.discards:
        if not seen_top(x) or any(c != HIDDEN for c in x[1:]):
            raise ValueError("a view shows the top of each stack and discard pile and "
                             "hides the cards under it")
    if any(c != HIDDEN for h in s.hands for c in h):
        raise ValueError("a view hides every hand card")
    if s.rng != 0:
        raise ValueError("only a view hides cards, and a view hides the generator")
    return True


def _check_cards(s: State) -> None:
    """Each seat's 40 cards, each once: its own cards in its stack, row, hand and
    discard, the rest in the centre (a view counts its "?" instead)."""
    known = [c for x in s.stacks + s.hands + s.discards for c in x if c != HIDDEN]
    known += [c for row in s.rows for col in row for c in col]
    known += [c for p in s.piles for c in p]
    if len(set(known)) != len(known):
        raise ValueError("a card appears twice")
    centre = [0] * s.players
    for pile in s.piles:
        for card in pile:
            if OWNER[card] >= s.players:
                raise ValueError(f"{card} belongs to no seat at this table")
            centre[OWNER[card]] += 1
    for seat in range(s.players):
        mine = list(s.stacks[seat]) + list(s.hands[seat]) + list(s.discards[seat])
        mine += [c for col in s.rows[seat] for c in col]
        if any(c != HIDDEN and OWNER[c] != seat for c in mine):
            raise ValueError(f"seat {seat} holds a card of another deck")
        if len(mine) + centre[seat] != DECK_SIZE:
            raise ValueError(f"seat {seat}'s 40 cards are not all accounted for")
        if len(s.stacks[seat]) > STACK_SIZE:
            raise ValueError("a Ligretto stack holds at most 10 cards")
    empty = sum(1 for x in s.stacks if not x)
    if s.phase == "play" and empty:
        raise ValueError("a round stops the moment a stack is empty")
    if empty > 1:
        raise ValueError("a round stops at the first empty stack")


def _check_rows(s: State) -> None:
    """Every row has its places, never empty (a space is refilled at once and the round
    stops when the stack cannot); with Row ladders a space is a column going down one
    number at a time, changing colour every card; without, one card."""
    for row in s.rows:
        if len(row) != row_size(s.players):
            raise ValueError(f"a row has {row_size(s.players)} places with "
                             f"{s.players} players")
        for col in row:
            if not col:
                raise ValueError("a row place is never left empty")
            if not s.ladders and len(col) != 1:
                raise ValueError("without Row ladders a row place holds one card")
            if any(not ladder_fits(b, a) for a, b in zip(col, col[1:])):
                raise ValueError("a row ladder goes down one at a time, changing colour")


def _check_piles(s: State) -> None:
    for pile in s.piles:
        if not pile or NUMBER[pile[0]] != 1:
            raise ValueError("every centre pile starts with a 1")
        if any(COLOUR[b] != COLOUR[pile[0]] or NUMBER[b] != NUMBER[a] + 1
               for a, b in zip(pile, pile[1:])):
            raise ValueError("a centre pile goes up one at a time in one colour")


def _check_scores(s: State) -> None:
    """Totals are the rounds' points added up; the round just scored is the table as it
    lies; the game is over exactly when a total reached 99."""
    scored = s.round - (1 if s.phase == "play" else 0)
    if len(s.history) != scored:
        raise ValueError(f"round {s.round} ({s.phase}) comes after {scored} scored rounds")
    if any(not ROUND_MIN <= p <= ROUND_MAX for h in s.history for p in h):
        raise ValueError("a round gives each seat between -20 and 40 points")
    totals = tuple(sum(h[seat] for h in s.history) for seat in range(s.players))
    if totals != s.points:
        raise ValueError("the totals are not the rounds' points added up")
    if s.history and s.phase != "play" and s.history[-1] != round_points(s):
        raise ValueError("the last round's points do not match the table")
    if any(max(h) >= WIN_POINTS for h in _running(s.history[:-1], s.players)):
        raise ValueError("the game ended at the first round that reached 99")
    if (s.phase == "over") != (bool(s.history) and max(s.points) >= WIN_POINTS):
        raise ValueError("the game is over exactly when a total reaches 99 after a round")


def _running(history: tuple, players: int):
    totals = [0] * players
    for h in history:
        totals = [a + b for a, b in zip(totals, h)]
        yield totals

"""Garbo moves and states as JSON-safe dicts (ARCHITECTURE.md "Notation").

`state_from_dict` refuses anything the rules could never reach with ValueError only: every
field is checked for its type before it is used, and "?" is let in only where a view puts
it (another seat's hand, the stock).
"""

from __future__ import annotations

from ..core import cell_from, list_of_lists, require
from ..grid import neighbours
from .cards import CARDS, normalise_options, sort_hand
from .rules import DEALS, HIDDEN, LEVEL_ONE_CARDS, Pile, Play, State, fits, leader

KEYS = {"game", "hands", "stock", "table", "points", "level", "current", "last", "rng",
        "options"}
PILE_KEYS = {"cell", "up", "down"}


def move_to_dict(move) -> dict:
    if isinstance(move, Play):
        return {"move": "play", "card": move.card, "cell": list(move.cell)}
    raise ValueError(f"not a Garbo move: {move!r}")


def move_from_dict(d: dict) -> Play:
    kind = require(d, "move", str)
    if kind != "play":
        raise ValueError(f"unknown Garbo move {kind!r}")
    extra = [k for k in d if k not in ("move", "card", "cell")]
    if extra:
        raise ValueError(f"a play has no field {extra[0]!r}")
    return Play(_card(require(d, "card", str), "card"), cell_from(require(d, "cell", list)))


def state_to_dict(s: State) -> dict:
    return {"game": "garbo", "hands": [list(h) for h in s.hands], "stock": list(s.stock),
            "table": [{"cell": list(p.cell), "up": p.up, "down": p.down} for p in s.table],
            "points": list(s.points), "level": s.level, "current": s.current,
            "last": s.last, "rng": s.rng, "options": dict(s.options)}


def _card(value, what: str, hidden_ok: bool = False) -> str:
    if isinstance(value, str) and (value in CARDS or (hidden_ok and value == HIDDEN)):
        return value
    raise ValueError(f"{what}: {value!r} is not a Garbo card")


def _cards(value, what: str) -> tuple[str, ...]:
    """A list of card ids, or a list of HIDDEN only (a view), never a mix."""
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of cards")
    cards = tuple(_card(c, what, hidden_ok=True) for c in value)
    if HIDDEN in cards and set(cards) != {HIDDEN}:
        raise ValueError(f"{what} is either all seen or all hidden")
    return cards


def _seat(value, what: str, none_ok: bool = False) -> int | None:
    if value is None and none_ok:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
        raise ValueError(f"{what} is seat 0 or 1, not {value!r}")
    return value


def _pile(d) -> Pile:
    if not isinstance(d, dict) or set(d) != PILE_KEYS:
        raise ValueError(f"a table entry is {{'cell', 'up', 'down'}}, not {d!r}")
    down = None if d["down"] is None else _card(d["down"], "a covered card")
    return Pile(cell_from(d["cell"]), _card(d["up"], "a face-up card"), down)


def state_from_dict(d: dict) -> State:
    if not isinstance(d, dict) or d.get("game", "garbo") != "garbo":
        raise ValueError("not a Garbo state")
    unknown = [k for k in d if k not in KEYS]
    if unknown:
        raise ValueError(f"a Garbo state has no field {unknown[0]!r}")
    raw_options = require(d, "options", dict)
    options = normalise_options(raw_options)
    if dict(options) != raw_options:     # a state always carries its options in full
        raise ValueError(f"options must be written out in full: {dict(options)!r}")
    raw_hands = list_of_lists(require(d, "hands", list), "hands")
    if len(raw_hands) != 2:
        raise ValueError("hands: one list per seat")
    hands = tuple(_cards(h, "a hand") for h in raw_hands)
    if any(HIDDEN not in h and h != sort_hand(h) for h in hands):
        raise ValueError("a hand is kept sorted by suit, then rank")
    points = require(d, "points", list)
    if len(points) != 2 or not all(isinstance(p, int) and not isinstance(p, bool) and p >= 0
                                   for p in points):
        raise ValueError("points are two whole numbers, never negative")
    level = require(d, "level", int)
    if level not in (1, 2):
        raise ValueError("the level is 1 or 2")
    if "last" not in d:
        raise ValueError("missing 'last'")
    state = State(hands=hands, stock=_cards(require(d, "stock", list), "the stock"),
                  table=tuple(_pile(p) for p in require(d, "table", list)),
                  points=tuple(points), level=level,
                  current=_seat(require(d, "current", int), "current"),
                  last=_seat(d["last"], "last", none_ok=True), rng=require(d, "rng", int),
                  options=options)
    _check_cards(state)
    _check_table(state)
    _check_progress(state)
    return state


def _check_cards(s: State) -> None:
    """All 32 cards accounted for, each once; "?" only as a view puts it."""
    known = [c for h in s.hands for c in h if c != HIDDEN]
    known += [c for c in s.stock if c != HIDDEN]
    known += [c for p in s.table for c in (p.up, p.down) if c is not None]
    hidden = sum(h.count(HIDDEN) for h in s.hands) + s.stock.count(HIDDEN)
    if len(set(known)) != len(known):
        raise ValueError("a card appears twice")
    if len(known) + hidden != len(CARDS):
        raise ValueError("the 32 cards are not all accounted for")
    if not hidden:
        return
    if s.rng != 0 or (s.stock and s.stock[0] != HIDDEN):
        raise ValueError("only a view hides cards, and a view hides the stock")
    if all(h and h[0] != HIDDEN for h in s.hands):
        raise ValueError("a view hides the other player's hand")


def _check_table(s: State) -> None:
    """The cells: distinct, in reading order, grown from [0, 0] one neighbour at a time,
    within a 4x4 square."""
    cells = s.cells()
    if list(cells) != sorted(set(cells)):
        raise ValueError("the table lists each cell once, in reading order")
    if not cells:
        return
    if (0, 0) not in cells or not fits(cells):
        raise ValueError("the cards lie around [0, 0] within a 4x4 square")
    reached, todo = {(0, 0)}, [(0, 0)]
    while todo:
        for n in neighbours(todo.pop()):
            if n in cells and n not in reached:
                reached.add(n)
                todo.append(n)
    if len(reached) != len(cells):
        raise ValueError("every card lies next to another")


def _check_progress(s: State) -> None:
    """Hands, stock, turn and covered cards as the deals and the alternating turns leave
    them after this many cards played."""
    n, covered = len(s.table), sum(p.down is not None for p in s.table)
    first, second, third = DEALS
    if s.level == 1:
        if covered or n >= LEVEL_ONE_CARDS:
            raise ValueError("Level One ends when the square holds 16 cards, none covered")
        deals = (first, second) if n >= sum(first) else (first,)
        within = n - sum(first) * (len(deals) - 1)
        stock = len(CARDS) - sum(map(sum, deals))
        sizes = (first[0] - (within + 1) // 2, first[1] - within // 2)
        current, last = n % 2, (None if n == 0 else (n - 1) % 2)
    else:
        if n != LEVEL_ONE_CARDS:
            raise ValueError("Level Two starts with the square full")
        stock, here = 0, third[0]
        sizes = [0, 0]
        sizes[s.current] = here - covered // 2
        sizes[1 - s.current] = here - (covered + 1) // 2
        current = s.current
        last = (LEVEL_ONE_CARDS - 1) % 2 if covered == 0 else 1 - s.current
        if covered == 0 and s.current != leader(s)[0]:
            raise ValueError("Level Two is led by the higher score, else by who played last")
    if tuple(len(h) for h in s.hands) != tuple(sizes) or len(s.stock) != stock:
        raise ValueError("the hands and the stock do not fit the cards played")
    if s.current != current or s.last != last:
        raise ValueError("the turn does not fit the cards played")
    if n == 0 and s.points != (0, 0):
        raise ValueError("nobody scores before the first card")

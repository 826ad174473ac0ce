"""Garbo's cards: a 32-card pack, A K Q J 10 9 8 7 in four suits, and their point values.

Ids are rank + suit (`7S`, `10H`, `QD`). Values are those of seeds/garbo.md (the
printed rulebook's score table is garbled).
"""

from __future__ import annotations

from .. import headstart

RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "C", "D")
RANK_VALUE = {"J": 1, "K": 2, "7": 3, "8": 4, "9": 5, "10": 6, "A": 7, "Q": 8}
SUIT_VALUE = {"S": 9, "H": 10, "C": 11, "D": 12}
COVER_FACTOR = 10      # Level Two: matching the card you cover costs ten times the value

DECK = tuple(r + s for s in SUITS for r in RANKS)      # 7S 8S ... AS 7H ... AD
CARDS = frozenset(DECK)
# Looked up, not parsed: the bots will ask these many thousands of times a decision.
RANK_OF = {c: c[:-1] for c in DECK}
SUIT_OF = {c: c[-1] for c in DECK}
ORDER = {c: i for i, c in enumerate(DECK)}

DIAGONAL_RULES = ("all", "long")
DEFAULT_OPTIONS = {"diagonals": "all"}


def sort_hand(cards) -> tuple[str, ...]:
    """Grouped by suit, low to high: as a player fans them, and one order for equal hands."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def normalise_options(options: dict | None) -> tuple:
    """Options as the state keeps them: every option written out, as sorted pairs."""
    if options is not None and not isinstance(options, dict):
        raise ValueError(f"options are a dict of named variants, not {options!r}")
    merged = dict(DEFAULT_OPTIONS)
    headstart.merged(merged, options)
    for key, value in headstart.without(options).items():
        if key != "diagonals" or not isinstance(value, str) or value not in DIAGONAL_RULES:
            raise ValueError(f"unknown Garbo option {key}={value!r} "
                             f"(diagonals is 'all' or 'long')")
        merged[key] = value
    return tuple(sorted(merged.items()))

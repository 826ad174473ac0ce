"""Fossil's cards: nine fossils of nine cards each (one worth 3, two worth 2, six worth 1).

Ids are `<fossil>-<value>-<k>`, k numbering the cards of equal value from 1.
"""

from __future__ import annotations

from .. import headstart

FOSSILS = ("ammonite", "fish", "leaf", "scallop", "brittlestar", "urchin", "sealily",
           "trilobite", "horseshoe")   # also the order in which they are scored at the end
FOSSIL_NAMES = {"ammonite": "ammonite", "fish": "fish", "leaf": "leaf", "scallop": "scallop",
                "brittlestar": "brittle star", "urchin": "sea urchin", "sealily": "sea lily",
                "trilobite": "trilobite", "horseshoe": "horseshoe crab"}
COPIES = {3: 1, 2: 2, 1: 6}
DEFAULT_REMOVED = "trilobite,horseshoe"   # the fossils a 2-3 player table leaves out

DECK = tuple(f"{f}-{v}-{k}" for f in FOSSILS for v in (3, 2, 1) for k in range(1, COPIES[v] + 1))
CARDS = frozenset(DECK)
# Looked up, not parsed: the bots ask these hundreds of thousands of times a decision.
FOSSIL_OF = {c: c.split("-", 1)[0] for c in DECK}
VALUE_OF = {c: int(c.split("-")[1]) for c in DECK}


def fossil_of(card: str) -> str:
    return FOSSIL_OF[card]


def value_of(card: str) -> int:
    return VALUE_OF[card]


def holding_value(cards) -> int:
    """A holder's value for one fossil: the sum of the card values times their number."""
    cards = list(cards)
    return sum(value_of(c) for c in cards) * len(cards)


def sort_holding(cards) -> tuple[str, ...]:
    """In scoring order of the fossils, higher values first: as a player lays them out."""
    return tuple(sorted(cards, key=lambda c: (FOSSILS.index(fossil_of(c)), -value_of(c), c)))


def small_deck(removed: tuple[str, str]) -> tuple[str, ...]:
    """The 56 cards of a 2-3 player game: no card worth 3 and none of two fossils."""
    return tuple(c for c in DECK if value_of(c) != 3 and fossil_of(c) not in removed)


def removed_fossils(options: dict) -> tuple[str, str]:
    """The two fossils a 2-3 player table leaves out (option "removed_fossils")."""
    text = options.get("removed_fossils", DEFAULT_REMOVED)
    names = tuple(n.strip() for n in text.split(",")) if isinstance(text, str) else ()
    if len(names) != 2 or len(set(names)) != 2 or not set(names) <= set(FOSSILS):
        raise ValueError(f"removed_fossils names two different fossils, such as "
                         f"{DEFAULT_REMOVED!r}, not {text!r}")
    return names


def normalise_options(options: dict | None) -> tuple:
    """Options as the state keeps them: every option written out, as sorted pairs."""
    if options is not None and not isinstance(options, dict):
        raise ValueError(f"options are a dict of named variants, not {options!r}")
    options = dict(options or {})
    unknown = [k for k in options if k not in ("removed_fossils", headstart.KEY)]
    if unknown:
        raise ValueError(f"unknown Fossil option {unknown[0]!r}")
    merged = {"removed_fossils": ",".join(removed_fossils(
        {k: v for k, v in options.items() if k != headstart.KEY}))}
    headstart.merged(merged, options)
    return tuple(sorted(merged.items()))


def cards_in_play(players: int, options: tuple) -> tuple[str, ...]:
    """The cards a table of `players` plays with, given its normalised options."""
    return DECK if players >= 4 else small_deck(removed_fossils(dict(options)))

"""Ligretto's cards: four decks of 40, one per seat, told apart by their backs.

Each deck holds red, green, blue and yellow 1..10. A card's id is the seat digit, the
colour letter (`r g b y`) and the number: `0r7` is seat 0's red 7, `3y10` seat 3's
yellow 10. The id says whose deck a card belongs to, which is what scoring counts.
"""

from __future__ import annotations

from .. import headstart
from ..core import Phrase

COLOURS = ("r", "g", "b", "y")
# Translators: a Ligretto card's colour, as in "red 7" (a card's name: colour, number).
COLOUR_PHRASES = {"r": Phrase("red"), "g": Phrase("green"), "b": Phrase("blue"),
                  "y": Phrase("yellow")}
# A centre pile by its colour: said whole, as a colour agrees with its noun (Italian: "pila
# rossa", but "7 rosso").
# Translators: a Ligretto centre pile by its colour, as in "goes on a red pile showing 4".
PILE_PHRASES = {"r": Phrase("red pile"), "g": Phrase("green pile"), "b": Phrase("blue pile"),
                "y": Phrase("yellow pile")}
NUMBERS = tuple(range(1, 11))
BACKS = ("spheres", "pyramids", "cubes", "crystals")   # seat 0's deck, seat 1's, ...
DECK_SIZE = 40
STACK_SIZE = 10
ROW_SIZES = {2: 5, 3: 4, 4: 3}                          # cards in the row, by table size
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def deck_of(seat: int) -> tuple[str, ...]:
    """Seat's 40 cards: red 1..10, green 1..10, blue 1..10, yellow 1..10."""
    return tuple(f"{seat}{c}{n}" for c in COLOURS for n in NUMBERS)


DECKS = tuple(deck_of(s) for s in range(MAX_PLAYERS))
CARDS = frozenset(c for d in DECKS for c in d)
# Looked up, not parsed: the deadlock check asks these for every card after every move.
OWNER = {c: int(c[0]) for c in CARDS}
COLOUR = {c: c[1] for c in CARDS}
NUMBER = {c: int(c[2:]) for c in CARDS}
KEY = {c: (c[1], int(c[2:])) for c in CARDS}            # (colour, number): what a pile needs


def owner(card: str) -> int:
    return OWNER[card]


def colour_of(card: str) -> str:
    return COLOUR[card]


def number_of(card: str) -> int:
    return NUMBER[card]


def card_name(card: str) -> str:
    """'red 7': as a person says it (the deck does not matter to where a card goes)."""
    return str(card_phrase(card))


def card_phrase(card: str) -> Phrase:
    """The card's name for a sentence a screen translates: 'red 7'."""
    return kind_phrase(COLOUR[card], NUMBER[card])


def kind_phrase(colour: str, number: int) -> Phrase:
    """The name of any card of this colour letter and number ('a blue 2' goes there)."""
    # Translators: a Ligretto card's name, its colour and its number: "red 7".
    return Phrase("{colour} {number}", colour=COLOUR_PHRASES[colour], number=number)


def row_size(players: int) -> int:
    return ROW_SIZES[players]


TRUE_WORDS = {"true": True, "on": True, "yes": True, "false": False, "off": False, "no": False}


def normalise_options(options: dict | None) -> tuple:
    """Options as the state keeps them: every option written out, as sorted pairs.
    `row_ladders` is a bool; the words true/false, on/off, yes/no (from a command line or
    a menu) are read as one."""
    if options is not None and not isinstance(options, dict):
        raise ValueError(f"options are a dict of named variants, not {options!r}")
    merged = {"row_ladders": False}
    headstart.merged(merged, options)
    for key, value in headstart.without(options).items():
        if key != "row_ladders":
            raise ValueError(f"unknown Ligretto option {key!r} (there is row_ladders)")
        if isinstance(value, str) and value.lower() in TRUE_WORDS:
            value = TRUE_WORDS[value.lower()]
        if not isinstance(value, bool):
            raise ValueError(f"row_ladders is true or false, not {value!r}")
        merged[key] = value
    return tuple(sorted(merged.items()))

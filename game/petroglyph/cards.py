"""Petroglyph's 17 cards, what makes a set, and what a set scores."""

from __future__ import annotations

from collections import Counter
from typing import Iterable

RED = ("R1", "R2", "R3", "R4")
BLUE = ("B1", "B2", "B3")
GREEN = ("G1", "G2", "G3", "G4", "G5", "G6")
YELLOW = ("YH", "Y1", "Y2", "Y3")
DECK = RED + BLUE + GREEN + YELLOW

COLOUR_NAMES = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
SET_NOUNS = {"R": "couples", "B": "ships", "G": "cups", "Y": "animals"}
# Cards a colour needs for a set. Green's 6 is the most it can hold (collected at once);
# any number of greens from 1 up is a set the player may choose to collect.
SET_SIZE = {"R": 2, "B": 3, "G": 6, "Y": 2}
GREEN_POINTS = (0, 1, 3, 7, 13, 21, 31)
HUNTER_BONUS, HUNTER_TIMES = 1, 3      # the hunter and an animal: 1 + 3 x the animal
RATINGS = ((35, "Amazing"), (30, "Excellent"), (25, "Great"), (20, "Good"))


def colour(card: str) -> str:
    return card[0]


def animal_value(card: str) -> int:
    """Yellow animals are worth 1-3; the Hunter alone counts 1."""
    return 1 if card == "YH" else int(card[1])


def one_colour(cards: Iterable[str]) -> bool:
    return len({colour(c) for c in cards}) <= 1


def is_complete(cards: tuple[str, ...]) -> bool:
    """A full set that is collected at once: 2 red, 3 blue, 2 yellow or 6 green."""
    return bool(cards) and one_colour(cards) and len(cards) == SET_SIZE[colour(cards[0])]


def is_set(cards: tuple[str, ...]) -> bool:
    """Anything that may be collected: a complete set, or 1-6 greens."""
    if not cards or not one_colour(cards):
        return False
    return colour(cards[0]) == "G" or len(cards) == SET_SIZE[colour(cards[0])]


def set_points(cards: tuple[str, ...]) -> int:
    kind = colour(cards[0])
    if kind == "R":
        return 5
    if kind == "B":
        return 10
    if kind == "G":
        return GREEN_POINTS[len(cards)]
    if "YH" in cards:
        animal = next(c for c in cards if c != "YH")
        return HUNTER_BONUS + HUNTER_TIMES * animal_value(animal)
    return sum(animal_value(c) for c in cards)


def can_make_set(cards: Iterable[str]) -> bool:
    """Could these cards still give anyone a set? (Otherwise the game is decided.)"""
    count = Counter(colour(c) for c in cards)
    return count["G"] >= 1 or count["R"] >= 2 or count["Y"] >= 2 or count["B"] >= 3


def rating(score: int) -> str | None:
    """The solitaire rating band, or None below 20."""
    return next((name for floor, name in RATINGS if score >= floor), None)


def card_name(card: str) -> str:
    """'a blue ship', 'the hunter', 'the 3-point animal'."""
    if card == "YH":
        return "the hunter"
    if colour(card) == "Y":
        return f"the {card[1]}-point animal"
    noun = SET_NOUNS[colour(card)]
    return f"a {COLOUR_NAMES[colour(card)]} {noun[:-1] if noun != 'couples' else 'couple'}"

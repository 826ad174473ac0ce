"""Petroglyph's guided game, played alone (the solitaire): turning cards one at a time, the
sets collected at once (2 red, 2 yellow, 3 blue), greens and Collect, a mismatch, the
solitaire's discard and the shuffle that follows it.

The deal is prepared (rules.new_game: the grid is the first 16 cards in reading order, the
17th is set aside), so the cards the lesson points at are the ones it needs:

    B1 G4 G1 YH        the two reds first, then the three blues (a click on the first blue,
    Y2 R1 Y1 B2        face up already, is the wrong click), two greens collected, then a
    G5 G3 R2 Y3        green and the 1-point animal: a mismatch. The animal is put out of
    G2 B3 G6 R3        the game; row 3, the one line of 3-4 cards holding the kept green,
                       is shuffled. R4 is set aside, so the last red never makes a set.

The bird (Y1) is the first animal turned: the animals' values are explained there. After
the shuffle the lesson turns the hunter and then the mammoth (row 2's shuffle leaves the
hunter where it was; the lesson points wherever each lies), a set of 1 + 3 x 3 = 10,
explained before it is shown as "+10".

Every number the words say is a place computed by game/petroglyph/ at that step.
"""

from __future__ import annotations

from game.core import Phrase, Plural
from game.petroglyph.cards import (
    GREEN_POINTS,
    HUNTER_BONUS,
    HUNTER_TIMES,
    RATINGS,
    SET_SIZE,
    animal_value,
    set_points,
)
from game.petroglyph.rules import Collect, Discard, Flip, Shuffle, shuffle_lines

from ..services.lang import N_
from .guide import PERSON, Do, End, Explain, Lesson, Try, Watch

DEAL = ("B1", "G4", "G1", "YH",
        "Y2", "R1", "Y1", "B2",
        "G5", "G3", "R2", "Y3",
        "G2", "B3", "G6", "R3",
        "R4")                                  # set aside, never used


def _flip(card: str):
    """Turning over `card` (where the prepared deal put it)."""
    slot = DEAL.index(card)

    def move(session) -> Flip:
        return Flip(divmod(slot, 4))
    return move


def _find(card: str):
    """Turning over `card` wherever it lies now (after a shuffle too)."""
    def move(session) -> Flip:
        return Flip(divmod(session.state.grid.index(card), 4))
    return move


def _discard(session) -> Discard:
    """The bird, the animal worth the least."""
    return Discard(divmod(session.state.grid.index("Y1"), 4))


def _shuffle(session):
    """A line the rules let you shuffle now (one holds the kept green)."""
    return Shuffle(*shuffle_lines(session.state)[0])


def _grid(session) -> dict:
    return {"cards": sum(c is not None for c in session.state.grid)}


def _sizes(session) -> dict:
    return {"red": SET_SIZE["R"], "yellow": SET_SIZE["Y"], "blue": SET_SIZE["B"]}


def _blues(session) -> dict:
    """How many blues the set needs, and how many are still to find."""
    turned = [c for c in session.state.turned() if c.startswith("B")]
    return {"blue": SET_SIZE["B"], "left": SET_SIZE["B"] - len(turned)}


def _blue_left_words(places: dict) -> Phrase:
    return Plural("{left} more blue to find. Turn the card that glows.",
                  "{left} more blues to find. Turn the card that glows.",
                  places["left"], **places)


def _points(session) -> dict:
    sets = session.state.sets[PERSON]
    return {"n": session.scores()[PERSON], "blue": len(sets[-1]),
            "set": set_points(sets[-1])}


def _greens(session) -> dict:
    cups = len(session.state.turned())
    return {"cups": cups, "points": GREEN_POINTS[cups]}


def _animals(session) -> dict:
    return {"bird": animal_value("Y1"), "elk": animal_value("Y2"),
            "mammoth": animal_value("Y3")}


def _pair(session) -> dict:
    return {"pair": set_points(("Y2", "Y3"))}


def _bird(session) -> dict:
    return {"value": animal_value("Y1")}


def _hunter(session) -> dict:
    return {"bonus": HUNTER_BONUS, "times": HUNTER_TIMES, "mammoth": animal_value("Y3"),
            "points": set_points(("YH", "Y3"))}


def _hunted(session) -> dict:
    last = session.state.sets[PERSON][-1]
    animal = next(c for c in last if c != "YH")
    assert "YH" in last and animal == "Y3", last      # the words name the mammoth
    return {"bonus": HUNTER_BONUS, "times": HUNTER_TIMES, "mammoth": animal_value(animal),
            "points": set_points(last), "n": session.scores()[PERSON]}


def _goal(session) -> dict:
    """Your points so far, and the next rating's points (None: the best is yours)."""
    n = session.scores()[PERSON]
    above = [floor for floor, _ in RATINGS if floor > n]
    return {"n": n, "goal": min(above) if above else None}


def _goal_words(places: dict) -> Phrase:
    if places["goal"] is None:
        return Phrase("Now play on by yourself (H shows a hint). The game ends when no "
                         "card is left face down or no set can be made. You have {n} points "
                         "already: the best rating is yours!", **places)
    return Phrase("Now play on by yourself (H shows a hint). The game ends when no card "
                     "is left face down or no set can be made. You have {n} points: try for "
                     "{goal}!", **places)


def _over(session) -> bool:
    return session.is_over()


def lesson() -> Lesson:
    return Lesson("petroglyph", (), seed=11, deck=DEAL, steps=[
        Explain(N_("Welcome to Petroglyph! You play alone: find sets of one colour among "
                   "these {cards} rock carvings."), places=_grid),
        Do(N_("You turn the cards over one at a time. Turn over the card that "
              "glows."), _flip("R1")),
        Do(N_("A red couple! Red sets need {red} cards, so you must turn another. Turn the "
              "card that glows."), _flip("R2"), places=_sizes),
        Do(N_("{red} reds: the set is collected at once and your turn ends. {yellow} yellows "
              "or {blue} blues are collected the same way. Turn the card that glows."),
           _flip("B1"), places=_sizes),
        Try(N_("What if you choose a card that is already face up? Choose the blue card and "
               "see what the table says."), _flip("B1")),
        Do(N_("A card already face up cannot be turned again. Blue sets need {blue} ships: "
              "turn the card that glows."), _flip("B2"), places=_sizes),
        Do(_blue_left_words, _flip("B3"), places=_blues),
        Do(N_("{blue} ships: {set} points, and {n} points so far! Now turn the card that "
              "glows."), _flip("G1"), places=_points),
        Do(N_("A green cup! After each green you choose: collect the greens you have, or "
              "turn another for more points. Turn the card that glows."), _flip("G2")),
        Do(N_("{cups} cups are worth {points} points, more cups much more. But a card of "
              "another colour would spoil the turn. Press Collect to keep them now."),
           lambda s: Collect(), places=_greens),
        Do(N_("Turn the card that glows."), _flip("G3")),
        Do(N_("Another green. Turn the card that glows, and see what happens."), _flip("Y1")),
        Explain(N_("A green and a yellow: two colours in one turn are a mismatch. Nothing is "
                   "collected this turn.")),
        Explain(N_("The yellow cards are animals: the bird is worth {bird} point, the elk "
                   "{elk} and the mammoth {mammoth}."), places=_animals),
        Explain(N_("Two animals make a set worth their values added: the elk and the "
                   "mammoth, {pair} points. The hunter counts another way."),
                places=_pair),
        Do(N_("Playing alone, a mismatch costs you a card: one of the turned cards leaves the "
              "game. Choose the bird: worth {value}, it is the animal worth the least."),
           _discard, places=_bird),
        Do(N_("The green turns face down again. Now you must shuffle a row or column that "
              "holds it: its face-down cards swap places. Choose the arrow that glows."),
           _shuffle),
        Do(N_("Turn the card that glows."), _find("YH")),
        Do(N_("The hunter! With one animal he makes a set worth {bonus} point plus {times} "
              "times the animal's value: with the mammoth, {points} points. Turn the card "
              "that glows."), _find("Y3"), places=_hunter),
        Explain(N_("The hunter and the mammoth: {bonus} + {times} × {mammoth} = {points} "
                   "points. You have {n} points now."), places=_hunted),
        Watch(_goal_words, _over, places=_goal),
        End(N_("You know how to play Petroglyph! With other players a mismatch costs no "
               "card, and the shuffle is up to you. Play a real game against an easy bot?")),
    ])

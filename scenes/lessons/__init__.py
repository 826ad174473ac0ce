"""Learn: a guided first game for each game (scenes/lessons/guide.py says how one runs), and
the registration of this app's games' screen parts (scenes/services/parts.py).

Each game's lesson is the module named after it here, with a `lesson()` that returns a
guide.Lesson (its prepared deal and steps). Importing this package registers the four
games' parts: board, lesson, and their files where this app keeps them.

    BOARDS                   game name -> board class, for every registered game
    games()                  the games that have their parts (all of game.RULES, once
                             make_app has checked)
    lesson(name)             a fresh guide.Lesson of that game
"""

from __future__ import annotations

from ..boards.fossil import FossilBoard
from ..boards.garbo import GarboBoard
from ..boards.ligretto import LigrettoBoard
from ..boards.petroglyph import PetroglyphBoard
from ..services import parts
from ..services.parts import BOARDS
from . import fossil, garbo, ligretto, petroglyph

for _name, _board, _module in (("petroglyph", PetroglyphBoard, petroglyph),
                               ("fossil", FossilBoard, fossil),
                               ("garbo", GarboBoard, garbo),
                               ("ligretto", LigrettoBoard, ligretto)):
    parts.register(_name, _board, _module.lesson)

GAMES = tuple(sorted(BOARDS))      # this app's own games, registered just above


def games() -> tuple[str, ...]:
    """Every game with its parts registered, this app's and any registered later."""
    return tuple(sorted(BOARDS))


def lesson(name: str):
    """A fresh lesson of `name`; KeyError for a game without parts."""
    try:
        return parts.get(name).lesson()
    except parts.MissingPart as exc:
        raise KeyError(name) from exc


__all__ = ["BOARDS", "GAMES", "games", "lesson"]

"""Learn: a guided first game for each game (scenes/lessons/guide.py says how one runs), and
the registration of this app's games' screen parts (scenes/services/parts.py).

Each game's lesson is the module named after it here, with a `lesson()` that returns a
guide.Lesson (its prepared deal and steps). Importing this package registers the four
games' parts: board, lesson (each imported when first asked for), and their files
where this app keeps them.

    BOARDS                   game name -> board class, for every registered game
    games()                  the games that have their parts (all of game.RULES, once
                             make_app has checked)
    lesson(name)             a fresh guide.Lesson of that game
"""

from __future__ import annotations

from ..services import parts
from ..services.lazy import Lazy
from ..services.parts import BOARDS

# Each board and lesson is imported when first asked for (the menu's first frame needs
# none: issue 47), or ahead in a frame's spare time.
for _name, _board in (("petroglyph", "PetroglyphBoard"), ("fossil", "FossilBoard"),
                      ("garbo", "GarboBoard"), ("ligretto", "LigrettoBoard")):
    parts.register(_name, Lazy(f"scenes.boards.{_name}:{_board}"),
                   Lazy(f"scenes.lessons.{_name}:lesson"))

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

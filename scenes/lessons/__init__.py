"""Learn: a guided first game for each game (scenes/lessons/guide.py says how one runs).

Each game's lesson is the module named after it here, with a `lesson()` that returns a
guide.Lesson (its prepared deal and steps).

    GAMES                    the games that have a lesson
    lesson(name)             a fresh guide.Lesson of that game
"""

from __future__ import annotations

import importlib
import pkgutil

GAMES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)
                     if m.name not in ("guide", "panel")))


def lesson(name: str):
    if name not in GAMES:
        raise KeyError(name)
    return importlib.import_module(f"{__name__}.{name}").lesson()

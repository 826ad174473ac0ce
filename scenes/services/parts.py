"""Each game's screen parts, found by the game's name: its board, its lesson, its map, its
cards and its rules pages. The one place the screens look a game up (`get(name)`); a game
the rules have registered (game.RULES) without all its parts fails loudly: `check()` at
start-up (`make_app`) and in tests/test_conformance.py, `get` for a part asked for.

The four games of this app are registered by scenes/lessons/__init__.py, their files where
`default_files` says; a game from elsewhere (a test's) gives its own paths to `register`.
No pygame here: a board and a lesson are only kept, never used.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Callable

from . import place
from .lang import LANGUAGES
from .lazy import Lazy, found


@dataclass(frozen=True)
class Parts:
    """A game's parts. Its board and lesson may be given as a `Lazy` ("module:name"):
    imported when first asked for, so the menu's first frame needs no board."""

    board_given: type | Lazy          # its scenes/boards Board subclass
    lesson_given: Callable[[], Any] | Lazy   # a fresh scenes/lessons/guide.Lesson
    map: str                           # the Tiled layout (.tmx) of its table
    cards: str                         # the folder of its card faces (<card>.svg, back*.svg)
    pages: Mapping[str, str]           # language code -> its rules page (markdown)

    @property
    def board(self) -> type:
        return found(self.board_given)

    @property
    def lesson(self) -> Callable[[], Any]:
        return found(self.lesson_given)

    @property
    def board_imported(self) -> bool:
        return not isinstance(self.board_given, Lazy) or self.board_given.imported


class MissingPart(KeyError):
    """A game without a screen part: a programmer's error, said in plain English."""


_PARTS: dict[str, Parts] = {}


def default_files(name: str) -> dict:
    """Where this app keeps a game's files: assets/maps/<name>.tmx, assets/cards/<name>/,
    seeds/<name>.md and seeds/<lang>/<name>.md."""
    pages = {code: os.path.join(place.SEEDS, *(() if code == "en" else (code,)), f"{name}.md")
             for code in LANGUAGES}
    return {"map": os.path.join(place.ASSETS, "maps", f"{name}.tmx"),
            "cards": os.path.join(place.ASSETS, "cards", name), "pages": pages}


def register(name: str, board: type | Lazy, lesson: Callable[[], Any] | Lazy,
             **files) -> Parts:
    """A game's screen parts; `files` (map, cards, pages) default to this app's folders.
    A board or lesson given as a `Lazy` is checked when first imported."""
    parts = Parts(board_given=board, lesson_given=lesson, **{**default_files(name), **files})
    wrong = missing(name, parts)
    if wrong:
        raise MissingPart(f"{name}'s screen parts are incomplete: {'; '.join(wrong)}")
    _PARTS[name] = parts
    return parts


def unregister(name: str) -> None:
    _PARTS.pop(name, None)


def missing(name: str, parts: Parts | None) -> list[str]:
    """What a game lacks on the screen side (empty: nothing)."""
    if parts is None:
        return [f"{name} has no screen parts registered (board, lesson, map, cards, pages)"]
    out = []
    if not isinstance(parts.board_given, (type, Lazy)):
        out.append("no board class")
    if not callable(parts.lesson_given):
        out.append("no lesson")
    if not os.path.isfile(parts.map):
        out.append(f"no map at {parts.map}")
    if not os.path.isdir(parts.cards) or not any(
            f.startswith("back") and f.endswith(".svg") for f in os.listdir(parts.cards)):
        out.append(f"no card back (back*.svg) in {parts.cards}")
    for code in LANGUAGES:
        if not os.path.isfile(parts.pages.get(code, "")):
            out.append(f"no rules page in {code}")
    return out


def check() -> None:
    """Every game the rules know has every part; MissingPart naming each one missing."""
    from game import RULES
    wrong = [w for name in RULES for w in missing(name, _PARTS.get(name))]
    if wrong:
        raise MissingPart("; ".join(wrong))


def get(name: str) -> Parts:
    found = _PARTS.get(name)
    if found is None:
        raise MissingPart(missing(name, None)[0])
    return found


def games() -> list[str]:
    """The games with their parts registered, in game.RULES's order (the menu's)."""
    return list(BOARDS)


class _Boards(Mapping):
    """Game name -> board class, in game.RULES's order (the menu's)."""

    def __getitem__(self, name: str) -> type:
        return get(name).board

    def __iter__(self):
        from game import RULES
        return iter([name for name in RULES if name in _PARTS])

    def __len__(self) -> int:
        return len(list(iter(self)))


BOARDS: Mapping[str, type] = _Boards()

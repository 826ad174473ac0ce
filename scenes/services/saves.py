"""Where saves and settings live: the platformdirs user data folder, or $CARDTABLE_HOME.

Every unfinished game has a file of its own in `saves/` there (one per table), so starting
a game never loses another. Before there were several, the one save was `current.json`:
`migrate_single_save` moves it in beside the others.
"""

from __future__ import annotations

import os
import shutil
import time

from platformdirs import user_data_dir

from .save_writer import WRITER


def data_dir() -> str:
    return os.environ.get("CARDTABLE_HOME") or user_data_dir("cardtable", appauthor=False)


def remove(path: str) -> None:
    WRITER.flush()              # a write of it under way would bring it back
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def move_aside(path: str) -> str:
    """Keep a damaged file for inspection under a new name; return that name."""
    aside = f"{path}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
    os.replace(path, aside)
    return aside


def copy_aside(path: str) -> str:
    """Keep a copy of a file found partly damaged (the app goes on from what was whole in
    it) under the name `move_aside` would give; return that name."""
    aside = f"{path}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
    shutil.copy2(path, aside)
    return aside


TEMPORARY = ".save-"   # game.core.write_json_atomic's temporary files begin so
STALE_S = 600         # a temporary file this old is a write cut short, not one under way


def clear_leftovers(now: float | None = None) -> list[str]:
    """Delete the temporary files of writes cut short (a crash between writing and
    renaming: the file they were to replace is whole). One younger than STALE_S may be
    another Card Table's write under way, and is left to it. The paths deleted."""
    now = time.time() if now is None else now
    gone = []
    for folder in (data_dir(), saves_dir()):
        try:
            names = [n for n in os.listdir(folder) if n.startswith(TEMPORARY)]
        except OSError:
            continue
        for name in names:
            path = os.path.join(folder, name)
            try:
                if now - os.path.getmtime(path) > STALE_S:
                    os.unlink(path)
                    gone.append(path)
            except OSError:
                pass
    return gone


def saves_dir() -> str:
    return os.path.join(data_dir(), "saves")


def new_save_path(game: str) -> str:
    """A file name no other table uses: the game, the moment, this process (two Card
    Tables open on one folder never pick the same name) and a counter."""
    folder = saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while os.path.exists(path := os.path.join(folder,
                                              f"{game}-{stamp}-{os.getpid()}-{n}.json")):
        n += 1
    return path


def single_save_path() -> str:
    """Where the one save of older versions lived."""
    return os.path.join(data_dir(), "current.json")


def migrate_single_save() -> None:
    """An older version's one save joins the others, unchanged (never lost)."""
    old = single_save_path()
    if os.path.exists(old):
        os.makedirs(saves_dir(), exist_ok=True)
        os.replace(old, new_save_path("saved"))


def save_paths() -> list[str]:
    """Every save, newest first (never a temporary file a write left behind)."""
    WRITER.flush()              # the saves as the tables last handed them over
    migrate_single_save()
    clear_leftovers()
    try:
        names = [n for n in os.listdir(saves_dir())
                 if n.endswith(".json") and not n.startswith(TEMPORARY)]
    except FileNotFoundError:
        return []
    paths = [os.path.join(saves_dir(), n) for n in names]
    return sorted(paths, key=os.path.getmtime, reverse=True)

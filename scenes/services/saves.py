"""Where saves and settings live: the platformdirs user data folder, or $CARDTABLE_HOME."""

from __future__ import annotations

import os
import time

from platformdirs import user_data_dir


def data_dir() -> str:
    return os.environ.get("CARDTABLE_HOME") or user_data_dir("cardtable", appauthor=False)


def remove(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def move_aside(path: str) -> str:
    """Keep a damaged file for inspection under a new name; return that name."""
    aside = f"{path}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
    os.replace(path, aside)
    return aside

"""What start-up leaves for later (issue 47): a class or function named by its module and
name, imported the first time it is used. The menu's first frame imports only what the
menu needs; a screen, a board or a lesson is imported when first asked for (or ahead, in a
frame's spare time, by `App.import_ahead`)."""

from __future__ import annotations

import importlib
from typing import Any


class Lazy:
    """`module:name`, imported when first called or `get`."""

    __slots__ = ("module", "name", "_found")

    def __init__(self, where: str):
        self.module, _, self.name = where.partition(":")
        self._found: Any = None

    def get(self) -> Any:
        if self._found is None:
            self._found = getattr(importlib.import_module(self.module), self.name)
        return self._found

    @property
    def imported(self) -> bool:
        return self._found is not None

    def __call__(self, *args, **kwargs):
        return self.get()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Lazy({self.module}:{self.name})"


def found(thing: Any) -> Any:
    """`thing` itself, or what a Lazy names."""
    return thing.get() if isinstance(thing, Lazy) else thing

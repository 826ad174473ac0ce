"""The table's history kept with its game: every line the table said, tied to the moves
made when it was said, saved with the game (`Session.said`; drawn by scenes/kit/history.py).

A part of `Session` (services/session.py), kept apart so the session's file holds the game
itself; `SaidLines` expects the session's `said`, `said_version`, `said_unsaved`, `moves`
and `save()`."""

from __future__ import annotations

from typing import Protocol

SAID_KEEP = 1000    # lines of the table's history kept (and saved) per game
SAID_CHARS = 600    # a saved line longer than this is cut (a save written by hand)


class SaidNeeds(Protocol):
    """What `SaidLines` is given by the session it is part of (session.py, guest.py)."""
    moves: list

    def save(self) -> None: ...

class SaidLines:
    def tell(self, text: str, merge: bool = True) -> list | None:
        """Keep a line of the table's history, tied to the moves made so far; the entry
        (None: nothing new, as `merge` drops a repeat of the last line). The table saves
        it soon (`said_unsaved`)."""
        if not text or (merge and self.said and self.said[-1][1] == text):
            return None
        entry = [len(self.moves), text]
        self.said.append(entry)
        del self.said[:-SAID_KEEP]
        self._said_changed()
        return entry

    def retell(self, entry: list, text: str) -> None:
        """Rewrite a line kept by `tell` (a burst of plays in real time that grows)."""
        if text and entry[1] != text:
            entry[1] = text
            self._said_changed()

    def _said_changed(self) -> None:
        self.said_version += 1
        self.said_unsaved = True

    def keep_said(self, moves: int) -> None:
        """Only the lines said by the time `moves` moves were made (a take-back)."""
        kept = [e for e in self.said if e[0] <= moves]
        if len(kept) != len(self.said):
            self.said = kept
            self._said_changed()

    def save_said(self) -> None:
        """Save now if lines were said since the last save (the table calls it on a frame
        that wrote no save of its own, and when it is left)."""
        if self.said_unsaved:
            self.save()


def read_said(history, moves: int) -> list[list]:
    """A save's history, as far as it can be read: a malformed line is left out, and a
    history that is not a list is none (the game itself still loads)."""
    if not isinstance(history, list):
        return []
    said = []
    for entry in history[-SAID_KEEP:]:
        if isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int \
                and 0 <= entry[0] <= moves and isinstance(entry[1], str) and entry[1].strip():
            said.append([entry[0], entry[1][:SAID_CHARS]])
    return said

"""A game kept on this computer, every seat here: its answers to what play across computers
asks of a session (services/table_session.py): no move arrives from elsewhere, nothing to
say about a connection, nobody awaited, no seat to lend, every seat played here. A host's
session (scenes/net/host.py) answers them otherwise.

A part of `Session` (services/session.py), kept apart so the session's file holds the game
itself; `HereAlone` expects nothing of it."""

from __future__ import annotations


class HereAlone:
    def presence(self, seat: int) -> None:
        """Every seat is played here (a host's session says otherwise for its guests')."""

    def arrived(self) -> list[tuple]:
        """Every move of a game kept here comes through `apply`: none arrives otherwise."""
        return []

    def notices(self) -> list[str]:
        return []

    def waiting(self) -> None:
        """Never waiting for anyone: every seat is here (play across computers waits)."""
        return None

    def lend(self, seat: int) -> bool:
        return False        # no seat here is kept for a person on another computer

    def watcher_names(self) -> list[str]:
        return []           # nobody watches a game kept here from another computer

    # Reactions travel between computers only (scenes/net/reactions.py).
    def reacts(self) -> bool:
        return False

    def react(self, seat: int, reaction: str) -> bool:
        return False

    def reactions(self) -> list[tuple[int, str]]:
        return []

    # Play again: a game kept here is dealt again by the score screen itself.
    def lingers(self) -> bool:
        return False        # nothing to keep open once the game is over

    def ask_again(self) -> bool:
        return False

    def next_session(self):
        return None

    def again_words(self):
        return None

    def only_watching(self) -> bool:
        return False

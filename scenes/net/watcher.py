"""A watcher's side: `WatcherSession`, a guest's session from no seat. Its hello asks to
watch; the host answers with the table as a spectator sees it (`watching`), then every
move as a spectator hears it. The same boards show it, seen from nobody's seat: nobody
plays here (`humans` is empty, so no hand shows, no hint, no curtain, no take-back), the
banner and the history as at the host, the score screen at the end. Any move or take-back
is refused here in words, and the host refuses one too should it come.

A guest's session otherwise (guest.py): the seed checked at the end, the game replayed
from it. A watcher played no seat, so the game is not kept in this computer's records.
"""

from __future__ import annotations

from game.core import IllegalMove

from ..services.session import Result
from . import words
from .guest import GuestSession
from .wire import encode


class WatcherSession(GuestSession):
    watching = True
    AFTER_DROP = (words.DROPPED,)       # no seat waits for a watcher

    def connect(self, channel) -> None:
        """Say hello, asking only to watch (again after a drop: a fresh view)."""
        self.channel = channel
        self.channel.send(encode("hello", name=self.name, version=self.version,
                                 protocol=self.protocol, token="", watch=True))
        self._dropped_told = self.host_closed = False
        self._gone = None              # what `waiting` shows once the host is gone

    def humans(self) -> list[int]:
        return []

    def legal(self, seat: int) -> tuple:
        return ()

    def allows(self, seat: int, move) -> bool:
        return False

    def apply(self, seat: int, move) -> list[dict]:
        raise IllegalMove(words.said(words.ONLY_WATCHING))

    def think(self, seat: int) -> None:
        """No seat, so no bot of ours either."""

    def bot_move(self, seat: int):
        return None

    @property
    def takes_back(self) -> bool:
        return False

    def take_back_refusal(self):
        return words.said(words.ONLY_WATCHING)

    def take_back(self):
        return self.take_back_refusal()

    def ask_hint(self, seat: int) -> None:
        """No hint: nobody plays here."""

    def hint_ready(self):
        return None

    def keep_result(self, db, record_bots: bool = False) -> Result:
        """Not recorded: nobody here played (the score screen shows the game all the same)."""
        if self.result is None:
            self.result = Result()
        return self.result

    def _receive(self, m) -> None:
        if m.kind == "watching":
            self._watching(m)
        elif m.kind == "welcome":
            raise ValueError("a seat for a guest that only watches")
        else:
            super()._receive(m)

    def _watching(self, m) -> None:
        """The table as a spectator sees it: a welcome with no seat nor token."""
        self._welcome(type(m)("welcome", {**m.fields, "seat": None, "token": ""}))

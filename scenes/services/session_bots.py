"""The bots of a game at the table, on the session's side: what each may see queued as the
moves are made, and their thinking on the bots' worker (services/bot_worker.py), so frames
keep coming while a bot thinks.

A part of `Session` (services/session.py), kept apart so the session's file holds the game
itself; `Bots` expects the session's bots, `_worker`, `_thinking`, `_unseen`, `view`,
`realtime` and, to let go of a hint asked, `_hint` (session_help.py)."""

from __future__ import annotations

from . import bot_worker
from .session_help import visible_to


class Bots:
    def _tell_bots(self, events: list[dict]) -> None:
        """Queue what each bot may see; it reads the queue when it next thinks."""
        for i in self.bots:
            self._unseen[i].extend(e for e in events if visible_to(e, i))

    def start_bots(self) -> None:
        """Start the bots' worker early: it takes a moment to come up (real-time bots need
        none: they answer in microseconds, on the clock)."""
        if self.bots and self._worker is None and not self.realtime:
            self._worker = bot_worker.shared()

    def think(self, seat: int) -> None:
        """Ask the seat's bot for a move, without waiting for the answer."""
        self.start_bots()
        if seat not in self._thinking:
            future = self._worker.submit(self.bots[seat], self._unseen[seat], self.view(seat))
            if future is not None:
                self._unseen[seat] = []
                self._thinking[seat] = future

    def bot_move(self, seat: int):
        """The bot's chosen move once it is ready, else None."""
        future = self._thinking.get(seat)
        if future is None or not future.done():
            return None
        del self._thinking[seat]
        move, self.bots[seat] = future.result()
        return move

    def close(self) -> None:
        if self._worker is not None:
            bot_worker.forget([*self._thinking.values(), self._hint and self._hint[2]])
            self._worker = None
        self._thinking.clear()

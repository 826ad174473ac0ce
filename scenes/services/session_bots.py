"""The bots of a game at the table, on the session's side: what each may see queued as the
moves are made, and their thinking on the bots' worker (services/bot_worker.py), so frames
keep coming while a bot thinks.

A part of `Session` (services/session.py), kept apart so the session's file holds the game
itself; `Bots` is given by the session what `BotsNeeds` names (a hint asked, to let go
of: session_help.py)."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Protocol

from . import bot_worker
from .session_help import visible_to


class BotsNeeds(Protocol):
    """What `Bots` is given by `Session` (session.py)."""
    bots: dict
    pending_hint: Any
    realtime: bool
    thinking: dict
    unseen: dict

    def view(self, seat: int | None) -> Any: ...

class Bots:
    def _tell_bots(self, events: list[dict]) -> None:
        """Queue what each bot may see; it reads the queue when it next thinks."""
        for i in self.bots:
            self.unseen[i].extend(e for e in events if visible_to(e, i))

    def start_bots(self) -> None:
        """Start the bots' worker early: it takes a moment to come up (real-time bots need
        none: they answer in microseconds, on the clock)."""
        if self.bots and self._worker is None and not self.realtime:
            self._worker = bot_worker.shared()

    def think(self, seat: int) -> None:
        """Ask the seat's bot for a move, without waiting for the answer."""
        bot = self.bots[seat]
        if getattr(bot, "at_once", False):     # a lesson's script (services/scripted.py)
            if seat not in self.thinking:
                bot.observe(self.unseen[seat])
                self.unseen[seat] = []
                done: Future = Future()
                done.set_result((bot.choose(self.view(seat)), bot))
                self.thinking[seat] = done
            return
        self.start_bots()
        if seat not in self.thinking:
            future = self._worker.submit(self.bots[seat], self.unseen[seat], self.view(seat))
            if future is not None:
                self.unseen[seat] = []
                self.thinking[seat] = future

    def bot_move(self, seat: int):
        """The bot's chosen move once it is ready, else None."""
        future = self.thinking.get(seat)
        if future is None or not future.done():
            return None
        del self.thinking[seat]
        move, self.bots[seat] = future.result()
        return move

    def close(self) -> None:
        if self._worker is not None:
            bot_worker.forget([*self.thinking.values(), self.pending_hint and self.pending_hint[2]])
            self._worker = None
        self.thinking.clear()

"""The bots a host lends to its guests' seats: a part of `HostedSession` (host.py), kept
apart so that file holds the guests' serving. A remote seat left empty, or whose guest
dropped, may be played by a bot until its guest is back; the bot hears the game as that
seat may (its `unseen` events) and thinks off the frame like the table's own bots. In
a game in real time the bot plays on the clock instead (host_race.py's `race_lend`), and
a free seat lent before the game begins is the bot's for the whole game."""

from __future__ import annotations

from typing import Any, Protocol

from ..services import bot_worker
from . import words


class LentNeeds(Protocol):
    """What `LentBots` is given by `HostedSession` (host.py)."""
    session: Any
    taken: dict
    lent: dict
    remote: frozenset
    racing: bool
    news: list
    thinking: dict
    unseen: dict

    def race_lend(self, seat: int, level: str) -> bool: ...
    def tell_presence(self) -> None: ...

class LentBots:
    def lend(self, seat: int, level: str = "medium") -> bool:
        """Let a bot play a remote seat until its guest is back (a seat left empty, or one
        whose guest dropped). False when the seat is not one to lend."""
        if self.racing:
            return self.race_lend(seat, level)     # host_race.py: on the clock
        if seat not in self.remote or seat in self.taken or seat in self.lent:
            return False
        s = self.session
        self.lent[seat] = [s.rules.make_bot(level, seat, s.seed * 31 + seat), level]
        self.unseen[seat] = s.heard_by(seat)
        self.news.append(words.said(words.LENT, name=s.seats[seat].shown_name))
        self.tell_presence()
        return True

    def _unlend(self, seat: int) -> None:
        if self.lent.pop(seat, None) is not None and self.racing:
            self.session.clock().remove_bot(seat)   # the seat is its guest's again
        self.unseen.pop(seat, None)
        future = self.thinking.pop(seat, None)
        if future is not None:
            bot_worker.forget([future])

    def think(self, seat: int) -> None:
        if seat not in self.lent:
            return self.session.think(seat)
        if seat not in self.thinking:
            future = bot_worker.shared().submit(self.lent[seat][0], self.unseen[seat],
                                                self.session.view(seat))
            if future is not None:
                self.unseen[seat] = []
                self.thinking[seat] = future

    def bot_move(self, seat: int):
        if seat not in self.lent:
            return self.session.bot_move(seat)
        future = self.thinking.get(seat)
        if future is None or not future.done():
            return None
        del self.thinking[seat]
        move, self.lent[seat][0] = future.result()
        return move

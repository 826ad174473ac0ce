"""The host's watchers: people who joined a table to watch it, from no seat. Each is sent
what a spectator may know (the rules' `view(state, None)`, hidden cards "?", and each
move's events as `seen.for_seat(events, None)` gives them: a card dealt to a hand is
withheld), never a token nor a seat; the seed's seal at the start and the seed, its salt
and the deal code at the end, like the players. A watcher never moves: its move or
take-back is refused in words and the table it sees set again, nothing applied.

A part of `HostedSession` (host.py), which hands it the doors whose hello asked to watch
and tells it each move, take-back and change of who is away. Watchers never hold the game
up: the table starts when its seats are filled, and one may come at any time, mid-game
too (its welcome is the table as it is and the story so far as a spectator heard it).
"""

from __future__ import annotations

from . import words
from .door import Door
from .seen import for_seat

MOST_WATCHERS = 4      # a table's watchers at once; one more is refused in words


class Watchers:
    def __init__(self, host, secret: frozenset, most: int = MOST_WATCHERS):
        self.host = host
        self.secret = secret            # the options never sent (host.py's)
        self.most = most
        self.doors: list[Door] = []

    def names(self) -> list[str]:
        return [door.name for door in self.doors]

    def admit(self, door: Door) -> None:
        """A hello that asked to watch (its version already checked)."""
        host = self.host
        if len(self.doors) >= self.most:
            host._shut(door, "refusal", words.WATCHERS_FULL, words.GUEST_WATCHERS_FULL,
                       host=host.name, version=host.version)
            return
        host.doors.remove(door)
        door.watching = True
        self.doors.append(door)
        self._welcome(door)
        host._news.append(words.said(words.WATCHING, name=door.name))

    def _table_so_far(self) -> dict:
        s = self.host.session
        return {"view": s.rules.state_to_dict(s.view(None)),
                "heard": [for_seat(events, None) for events in s.heard],
                "moves": [m["move"] for m in s.moves], "movers": [m["seat"] for m in s.moves]}

    def _welcome(self, door: Door) -> None:
        host, s = self.host, self.host.session
        options = {k: v for k, v in s.options.items() if k not in self.secret}
        host._send(door, "watching", host=host.name, game=s.game,
                   seats=[x.to_dict() for x in s.seats], options=options,
                   seed_hash=host.seed_hash, away=host.away(), lent=sorted(host.lent),
                   free=host.awaited(), **self._table_so_far())
        if s.is_over():
            host._send_end(door)

    def receive(self, door: Door, message) -> None:
        """A watcher's message: a move or a take-back is refused, the table set again."""
        if message.kind in ("move", "take_back"):
            self.host._send(door, "problem", key=words.ONLY_WATCHING, why=None)
            self.host._send(door, "sync", **self._table_so_far())
        else:
            self.host._unreadable(door)

    def moved(self, seat: int, events: list[dict]) -> None:
        host, s = self.host, self.host.session
        if not self.doors:
            return
        heard = for_seat(events, None)
        view = s.rules.state_to_dict(s.view(None))
        for door in self.doors:
            host._send(door, "moved", seat=seat, move=s.moves[-1]["move"], events=heard,
                       view=view, number=len(s.moves))
            if s.is_over():
                host._send_end(door)

    def taken_back(self, seat: int) -> None:
        host, s = self.host, self.host.session
        for door in self.doors:
            host._send(door, "taken_back", seat=seat,
                       view=s.rules.state_to_dict(s.view(None)), number=len(s.moves))

    def presence(self) -> None:
        for door in self.doors:
            self.host._send(door, "presence", **self.host.whereabouts())

    def gone(self, door: Door) -> bool:
        """A connection closed: True when it was a watcher's (now gone, and said)."""
        if door not in self.doors:
            return False
        self.doors.remove(door)
        self.host._news.append(words.said(words.STOPPED_WATCHING, name=door.name))
        return True

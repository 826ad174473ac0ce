"""Play again across computers, on the same connections: `Again`, a part the host's
session holds (host.py's `again`).

When a game ends nobody hangs up: from the score screens, the host's people and every
guest may ask for another game with the same seats (a guest sends `again`; each asking is
told to everyone, `again_asked`). Once every guest still connected has asked, and the
host's people (when there are any), the host deals the next game (services/deals.py's
`again`: the next seed, the seats passed round as the game's rules pass them) as a new
hosted table with a new seal, and tells each guest and watcher `next`: each says hello
again on the same connection, with its seat's token (each person keeps a token, wherever
the rematch seats them), and is seated by it. A guest who left instead (Menu, or its
connection lost) frees its seat: the next table waits for a guest there, through the same
invite. Each computer keeps each game in its records, as at the end of any game.
"""

from __future__ import annotations

from game.core import Phrase, Plural

from ..services.deals import again as next_deal
from ..services.lang import join_list
from .door import Door


class Again:
    def __init__(self, host):
        self.host = host
        self.asked: set[int] = set()        # guests' seats that asked for another game
        self.here_asked = False             # the host's people asked
        self.next = None                    # the next game's hosted session, once dealt

    # --- asking ------------------------------------------------------------------------
    def guest_asks(self, door: Door) -> None:
        if self.host.session.is_over() and door.seat is not None:
            self.asked.add(door.seat)
            self.tell()

    def ask_here(self) -> bool:
        """The host's Play again: True when guests are there to wait for (the next game
        starts once they have all asked), False when none is (the score screen hosts the
        next deal afresh, with a new invite)."""
        if not self.host.taken:
            return False
        self.here_asked = True
        self.tell()
        return True

    def tell(self) -> None:
        """Who has asked, to every guest (the host's people's seats when they have)."""
        seats = sorted(self.asked | (set(self.host.humans()) if self.here_asked else set()))
        for door in self.host.taken.values():
            self.host._send(door, "again_asked", seats=seats)

    def waited_for(self) -> list[str]:
        """The guests still connected who have not asked yet, by name."""
        return [door.name for seat, door in sorted(self.host.taken.items())
                if seat not in self.asked]

    def words(self) -> Phrase | None:
        """What the host's score screen says of the next game."""
        waiting = self.waited_for()
        if self.here_asked and waiting:
            return Phrase("Waiting for {names} to play again.", names=join_list(waiting))
        asking = [door.name for seat, door in sorted(self.host.taken.items())
                  if seat in self.asked]
        if asking and not self.here_asked:
            return Plural("{names} would like to play again.",
                          "{names} would like to play again.", len(asking),
                          names=join_list(asking))
        return None

    # --- the next game -----------------------------------------------------------------
    def ready(self) -> bool:
        """Everyone still connected asked: the host's people (a host with none here, a
        guest at least), and every guest; one who left is not waited for (the next
        table awaits a guest in that seat)."""
        host = self.host
        asked = self.here_asked if host.humans() else bool(self.asked)
        return host.session.is_over() and asked and set(host.taken) <= self.asked

    def next_session(self):
        """The next game's hosted session, once everyone asked (else None): its guests
        and watchers handed over, told `next`, saying hello on the same connections."""
        if self.next is None and self.ready():
            self.next = self._deal()
        return self.next

    def _deal(self):
        host = self.host
        session = host.session
        order = session.rules.rematch(list(range(len(session.seats))))   # new seat -> old
        remote = [new for new, old in enumerate(order) if old in host.remote]
        tokens = {new: host.tokens[old] for new, old in enumerate(order) if old in host.remote}
        nxt = type(host)(next_deal(session), remote, name=host.name, version=host.version,
                         clock=host.clock, listener=host.listener, flood=host.flood,
                         protocol=host.protocol, tokens=tokens)
        handed = [*host.taken.values(), *host.watchers.doors]
        for door in handed:
            host._send(door, "next")
            nxt.admit(door.channel)
        host.taken.clear()
        host.watchers.doors.clear()
        host.listener = None                # the next table holds the invite now
        return nxt

"""The host's side: `HostedSession`, the session the host's table plays through. It wraps
the host's ordinary `Session` (which decides every move, saves the game and records it)
and answers the table by the same `TableSession` names, so the table stays as it is; what
it adds is its guests. Every move made here passes through `apply`, every guest's move
through `arrived`, so each guest hears each move, as its seat may see it (seen.py).

A wrapper rather than a second object beside the session: the table has one session, and
whatever changes the game (a move, a take-back) must also reach the guests; a wrapper is
the one place both happen. Names it does not answer itself are the session's.

Remote seats are people on other computers: the table here never plays them (`allows` is
False, `humans` leaves them out, so no curtain and no hint is for them) and waits for
their moves; until every remote seat has had its guest (or a bot lent, `lend`), nobody
moves (`to_act` is empty). A guest's seat keeps a secret token, given in its welcome: with
it a guest that dropped comes back to its seat. What continuing the game hosted needs is
saved with it (hosting.py); a game continued so (`kept`) waits again for every guest.
People who join only to watch are served by `watchers` (watchers.py), never seated.
"""

from __future__ import annotations

import hmac
import secrets
import time

from game.core import IllegalMove

from ..services.lang import text
from ..services.names import cut_seen
from ..services.session import Seat
from ..services.settings import NAME_LIMIT
from ..services.table_session import AWAY, FREE, JOINED, LENT, RETURNING
from . import hosting, words
from .channel import CLOSED
from .door import FLOOD_PER_SECOND, Door
from .host_again import Again
from .host_lent import LentBots
from .host_race import HostRace
from .reactions import REACTIONS, Pace
from .seal import new_salt, seal
from .seen import for_seat
from .waiting import dropped_of, waiting_of
from .watchers import Watchers
from .wire import PROTOCOL, BadMessage, decode, encode

SECRET_OPTIONS = frozenset({"seed", "deck"})    # never sent, should a game keep one there


class HostedSession(HostRace, LentBots):
    def __init__(self, session, remote, *, name: str, version: str, clock=time.monotonic,
                 listener=None, flood: int = FLOOD_PER_SECOND, protocol: int = PROTOCOL,
                 kept: hosting.Kept | None = None, tokens: dict | None = None):
        """`kept`: a saved game hosted again (Continue); `tokens`: each remote seat's token
        already given (the next game at the same table: host_again.py)."""
        self.session = session
        self.remote = frozenset(remote)
        if not self.remote or any(not 0 <= s < len(session.seats) for s in self.remote) \
                or any(session.seats[s].is_bot for s in self.remote):
            raise ValueError("remote seats are people's seats of this table")
        self.name, self.version, self.protocol = name, version, protocol
        self.clock, self.listener, self.flood = clock, listener, flood
        # A continued game keeps its salt: the seed opens the hash promised at the start.
        self.salt = kept.salt if kept else new_salt()
        self.seed_hash = seal(session.seed, self.salt)
        self.tokens = dict(kept.tokens) if kept else dict(tokens) if tokens else {
            s: secrets.token_hex(16) for s in sorted(self.remote)}
        self.continued = kept is not None
        self._begun = False
        self.doors: list[Door] = []             # channels not yet seated
        self.taken: dict[int, Door] = {}        # seat -> its guest's connection
        self.known: set[int] = set(kept.known) if kept else set()  # a guest has sat there
        self.lent: dict[int, list] = {}         # seat -> [bot, level] until its guest is back
        self.watchers = Watchers(self, SECRET_OPTIONS)  # people watching, from no seat
        self.again = Again(self)                # play again on the same connections
        self._paces: dict[int, Pace] = {}       # each seat's reactions (reactions.py)
        self._reactions: list[tuple[int, str]] = []   # for this table to show
        self.unseen: dict[int, list] = {}
        self.thinking: dict[int, object] = {}
        self._arrived: list[tuple] = []
        self.news: list = []
        self._ended = False
        session.hosting = hosting.keep(self)    # saved with the game, on this computer
        self._race_init()       # a game in real time: host_race.py

    def __getattr__(self, name):
        if name == "session":
            raise AttributeError(name)
        return getattr(self.session, name)

    # --- who sits where ----------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        """The table's seats; one lent to a bot shows as that bot (it plays there now)."""
        return [Seat("bot", s.name, self.lent[i][1]) if i in self.lent else s
                for i, s in enumerate(self.session.seats)]

    def humans(self) -> list[int]:
        """The people at this computer (not the guests)."""
        return [i for i, s in enumerate(self.session.seats)
                if not s.is_bot and i not in self.remote]

    @property
    def started(self) -> bool:
        """Nobody is awaited; once begun, a guest who drops is waited for on their turn."""
        self._begun = self._begun or not self.awaited()
        return self._begun

    def awaited(self) -> list[int]:
        """The remote seats the game waits for before anything moves, each until its
        guest comes (or a bot is lent); a continued game, until each is back (why not only
        the seat whose turn it is: hosting.py). Once begun, a continued game too awaits
        only the seats nobody sat in: a guest who drops is waited for on their turn only,
        and the other guests play on (their tables wait while any seat is awaited)."""
        here = set(self.taken) if self.continued and not self._begun else self.known
        return sorted(self.remote - here - set(self.lent))

    def free(self) -> list[int]:
        """Remote seats still waiting for their first guest."""
        return sorted(self.remote - self.known)

    def away(self) -> list[int]:
        """Remote seats whose guest has gone (a token brings them back)."""
        return sorted(self.known - set(self.taken))

    def to_act(self) -> frozenset[int]:
        return self.session.to_act() if self.started else frozenset()

    def presence(self, seat: int) -> str | None:
        if seat not in self.remote:
            return None
        if seat in self.lent:
            return LENT
        if seat in self.taken:
            return JOINED
        if seat not in self.known:
            return FREE
        # Known, not here: a continued game not yet begun waits for them to join again
        # (the host quit; nobody's connection was lost), else their connection dropped.
        return RETURNING if self.continued and not self.started else AWAY

    def waiting(self):
        """What the table shows until every remote seat has its guest or a bot, and once
        begun while a dropped guest stops the game (waiting.py); else None."""
        return dropped_of(self) if self.started else waiting_of(self)

    def allows(self, seat: int, move) -> bool:
        """Only moves played here: a guest's seat is played from its own computer."""
        return self.started and seat not in self.remote and self.session.allows(seat, move)

    # --- moves made here ---------------------------------------------------------------------
    def apply(self, seat: int, move) -> list[dict]:
        if not self.started:
            raise IllegalMove(self.rules.why_illegal(self.session.state, seat, move))
        events = self.session.apply(seat, move)
        self._moved(seat, events)
        return events

    def take_back_refusal(self):
        """A person here takes back only their own move (never a guest's)."""
        return self._refusal({*self.humans()}, self.session.handed_over)

    def take_back(self):
        why = self.take_back_refusal()
        if why is not None:
            return why
        seat = self.session.last_mover()
        why = self.session.take_back()
        if why is None:
            self._taken_back(seat)
        return why

    def _refusal(self, people: set[int], handed_over: bool):
        from game import takeback
        s = self.session
        if s.challenge or s.lesson:
            return s.take_back_refusal()
        return takeback.refusal(s.game, s.moves, s.heard, [x.shown_name for x in s.seats],
                                people, s.is_over(), handed_over)

    # --- what the table polls ----------------------------------------------------------------
    def arrived(self) -> list[tuple]:
        """The guests' moves applied since the last call, (seat, events) each, and
        (seat, None) for a guest's move taken back; the network is served here, so the
        table calls it every frame (cheap when nothing came)."""
        self.pump()
        out, self._arrived = self._arrived, []
        return out

    def notices(self) -> list[str]:
        """What happened to the guests since the last call, in words (a guest joined,
        left, was closed): the table says each once."""
        out, self.news = [text(p) for p in self.news], []
        return out

    def close(self) -> None:
        """The table is left: each guest and watcher hears it (the game is saved here),
        the connections close, and the bots stop."""
        if not self.session.is_over():
            for door in [*self.taken.values(), *self.watchers.doors]:
                self.send(door, "problem", key=words.HOST_CLOSED, why=None)
        for door in [*self.doors, *self.taken.values(), *self.watchers.doors]:
            door.channel.close()
        if self.listener is not None:
            self.listener.close()
        for seat in list(self.lent):
            self._unlend(seat)
        self.session.close()

    # --- serving the guests ------------------------------------------------------------------
    def admit(self, channel) -> None:
        """A guest's channel, to be answered once its hello arrives."""
        self.doors.append(Door(channel, self.flood))

    def pump(self) -> None:
        if self.listener is not None:
            for channel in self.listener.accept():
                self.admit(channel)
        for door in [*self.doors, *self.taken.values(), *self.watchers.doors]:
            for data in door.channel.receive():
                if door.channel.state == CLOSED:
                    break
                self._receive(door, data)
            if door.channel.state == CLOSED:
                self._gone(door)
        self._pings()                       # a game in real time: host_timing.py

    def send(self, door: Door, kind: str, **fields) -> None:
        door.channel.send(encode(kind, **fields))

    def _shut(self, door: Door, kind: str, key: str, news: str | None = None, **fields):
        """A last message, then the connection closed."""
        self.send(door, kind, key=key, **fields)
        door.channel.close()
        if news is not None:
            self.news.append(words.said(news, name=door.name or "?", theirs=fields.get(
                "theirs", ""), ours=self.version))

    def _receive(self, door: Door, data: bytes) -> None:
        if door.flooding(self.clock()):
            self._shut(door, "problem", words.FLOOD, words.GUEST_FLOOD, why=None)
            return
        try:
            message = decode(data)
        except BadMessage:
            self.unreadable(door)
            return
        if door.watching:
            self.watchers.receive(door, message)
        elif door.seat is None:
            if message.kind == "hello":
                self._hello(door, message)
            else:
                self.unreadable(door)
        elif message.kind == "move":
            self._guest_move(door, message)
        elif message.kind == "take_back":
            self._guest_take_back(door, message)
        elif message.kind == "again":
            self.again.guest_asks(door)
        elif message.kind == "react":
            if message["reaction"] in REACTIONS:
                self._reacted(door.seat, message["reaction"])
            else:
                self.unreadable(door)
        else:
            self._other(door, message)      # real time's own kinds (host_race.py)

    def unreadable(self, door: Door) -> None:
        if door.misread():
            self._shut(door, "problem", words.CLOSED_UNREADABLE, words.GUEST_UNREADABLE,
                       why=None)
        else:
            self.send(door, "problem", key=words.UNREADABLE, why=None)

    def _hello(self, door: Door, hello) -> None:
        door.name = cut_seen(hello["name"].strip(), NAME_LIMIT) or "?"
        if hello["version"] != self.version or hello["protocol"] != self.protocol:
            self._shut(door, "refusal", words.VERSION, None, host=self.name,
                       version=self.version)
            self.news.append(words.said(words.GUEST_VERSION, name=door.name,
                                         theirs=hello["version"], ours=self.version))
            return
        if hello["watch"]:
            self.watchers.admit(door)
            return
        token = hello["token"]
        if token:
            seat = next((s for s, t in self.tokens.items() if hmac.compare_digest(t, token)),
                        None)
            if seat is None or seat in self.taken:
                self._shut(door, "refusal", words.BAD_TOKEN, None, host=self.name,
                           version=self.version)
                return
        else:
            seat = hosting.seat_for(self, door.name)
            if seat is None:
                self._shut(door, "refusal", words.FULL, words.GUEST_FULL, host=self.name,
                           version=self.version)
                return
            self.session.seats[seat] = Seat("human", door.name)
        back = seat in self.known
        self.doors.remove(door)
        door.seat = seat
        self.taken[seat] = door
        self.known.add(seat)
        self._unlend(seat)
        self._welcome(door)
        self.news.append(words.said(words.BACK if back else words.JOINED, name=door.name))
        self.tell_presence()
        self.session.hosting = hosting.keep(self)   # who sat where, for a continued game
        self.session.save()

    def _table_so_far(self, seat: int) -> dict:
        s = self.session
        return {"view": s.rules.state_to_dict(s.view(seat)),
                "heard": [for_seat(events, seat) for events in s.heard],
                "moves": [m["move"] for m in s.moves], "movers": [m["seat"] for m in s.moves]}

    def _welcome(self, door: Door) -> None:
        s, seat = self.session, door.seat
        options = {k: v for k, v in s.options.items() if k not in SECRET_OPTIONS}
        self.send(door, "welcome", seat=seat, token=self.tokens[seat], host=self.name,
                   game=s.game, seats=[x.to_dict() for x in s.seats], options=options,
                   seed_hash=self.seed_hash, away=self.away(), lent=sorted(self.lent),
                   free=self.awaited(),
                   **self._table_so_far(seat))
        if s.is_over():
            self.send_end(door)

    def _guest_move(self, door: Door, message) -> None:
        s, seat = self.session, door.seat
        if message["seat"] != seat:
            self.send(door, "problem", key=words.NOT_YOUR_SEAT, why=None)
            self.send(door, "sync", **self._table_so_far(seat))
            return
        try:
            move = s.rules.move_from_dict(message["move"])
        except (ValueError, KeyError, TypeError):
            self.unreadable(door)
            return
        if message["number"] != len(s.moves) or not self.started:
            self.send(door, "problem", key=words.STALE, why=None)
            self.send(door, "sync", **self._table_so_far(seat))
            return
        if not s.allows(seat, move):
            why = s.rules.why_illegal(s.state, seat, move)
            self.send(door, "problem", key=words.REFUSED, why=words.phrase_dict(why))
            self.send(door, "sync", **self._table_so_far(seat))
            return
        events = s.apply(seat, move)
        self._moved(seat, events)
        self._arrived.append((seat, events))

    def _guest_take_back(self, door: Door, message) -> None:
        s, seat = self.session, door.seat
        why = self._refusal({seat}, False) if message["number"] == len(s.moves) \
            else words.said(words.STALE)
        if why is None:
            why = s.take_back()
        if why is not None:
            self.send(door, "problem", key=words.REFUSED, why=words.phrase_dict(why))
            self.send(door, "sync", **self._table_so_far(seat))
            return
        self._taken_back(seat)
        self._arrived.append((seat, None))

    # --- telling every guest -------------------------------------------------------------
    def _moved(self, seat: int, events: list[dict]) -> None:
        s = self.session
        for lent, unseen in self.unseen.items():
            unseen.extend(for_seat(events, lent))
        move = s.moves[-1]["move"]
        for door in self.taken.values():
            self.send(door, "moved", seat=seat, move=move,
                       events=for_seat(events, door.seat),
                       view=s.rules.state_to_dict(s.view(door.seat)), number=len(s.moves))
        if s.is_over() and not self._ended:
            self._ended = True
            for door in self.taken.values():
                self.send_end(door)
        self.watchers.moved(seat, events)

    def send_end(self, door: Door) -> None:
        s = self.session
        self.send(door, "end", seed=s.seed, salt=self.salt, code=s.deal_code())

    def _taken_back(self, seat: int) -> None:
        s = self.session
        for lent in self.lent:              # the lent bots hear the game again, as Session's
            level = self.lent[lent][1]
            self.lent[lent][0] = s.rules.make_bot(level, lent, s.seed * 31 + lent)
            self.unseen[lent] = s.heard_by(lent)
            self.thinking.pop(lent, None)
        for door in self.taken.values():
            self.send(door, "taken_back", seat=seat,
                       view=s.rules.state_to_dict(s.view(door.seat)), number=len(s.moves))
        self.watchers.taken_back(seat)

    def _gone(self, door: Door) -> None:
        if self.watchers.gone(door):
            return
        if door in self.doors:
            self.doors.remove(door)
            return
        if self.taken.get(door.seat) is door:
            del self.taken[door.seat]
            self.news.append(words.said(words.LEFT, name=door.name))
            self.tell_presence()

    def watcher_names(self) -> list[str]:
        return self.watchers.names()

    # --- reactions (reactions.py) ----------------------------------------------------------
    def reacts(self) -> bool:
        return bool(self.taken or self.watchers.doors)     # someone there to hear them

    def react(self, seat: int, reaction: str) -> bool:
        """A person here reacts: to everyone (False: too soon after their last ones)."""
        return reaction in REACTIONS and self._reacted(seat, reaction)

    def reactions(self) -> list[tuple[int, str]]:
        out, self._reactions = self._reactions, []
        return out

    def _reacted(self, seat: int, reaction: str) -> bool:
        if not self._paces.setdefault(seat, Pace()).allows(self.clock()):
            return False
        self._reactions.append((seat, reaction))
        for door in [*self.taken.values(), *self.watchers.doors]:
            self.send(door, "reaction", seat=seat, reaction=reaction)
        return True

    # --- play again on the same connections (host_again.py) -------------------------------
    def lingers(self) -> bool:
        """Over, with guests or watchers still connected: the score screen keeps them for
        another game (and closes the table when left)."""
        return self.session.is_over() and bool(self.taken or self.watchers.doors)

    def ask_again(self) -> bool:
        return self.again.ask_here()

    def next_session(self):
        return self.again.next_session()

    def again_words(self):
        return self.again.words()

    def only_watching(self) -> bool:
        return False

    def whereabouts(self) -> dict:
        """Who is where, for every guest and watcher whenever it changes: the seats away,
        lent and awaited, and every seat's name (a guest seated earlier learns a later
        guest's)."""
        return dict(away=self.away(), lent=sorted(self.lent), free=self.awaited(),
                    seats=[x.to_dict() for x in self.session.seats])

    def tell_presence(self) -> None:
        for door in self.taken.values():
            self.send(door, "presence", **self.whereabouts())
        self.watchers.presence()
        self._race_presence()

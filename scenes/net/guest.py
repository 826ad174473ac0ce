"""The guest's side: `GuestSession`, the session of a table whose game lives on the host.
It answers the table by the `TableSession` names and the boards by theirs (`rules`,
`state`: the table as this seat may know it, hidden cards "?", `heard`, `moves_made`),
from what the host sent: the last view of this seat, each move's events as this seat heard
them. Legality is the rules' own, asked of that view (`legal_moves` needs nothing the
view hides); the host checks every move again.

A move made here is sent and waits (`to_act` is empty) until the host answers with it,
applied: every move reaches the table through `arrived`, this seat's own included. A
take-back of this seat's own last move shows at once (the view before it is kept) and is
asked of the host, which answers with the table as it is if it could not take it back.
Hints are thought here, from this seat's view and what it heard. Nothing is saved here:
the host saves. At the end the host reveals the seed: checked against the hash it sent at
the start and replayed, it makes this game's record complete, kept in this computer's
records like any game.
"""

from __future__ import annotations

import time

from game import RULES
from game.core import IllegalMove, Phrase, Plural

from ..services import bot_worker
from ..services.lang import join_list, text
from ..services.session import Result, Seat, Session
from ..services.session_said import SaidLines
from ..services.table_session import AWAY, FREE, LENT, RETURNING, Waiting
from . import words
from .channel import CLOSED
from .guest_help import GuestHelp
from .guest_race import GuestRace
from .reactions import REACTIONS, Pace
from .seal import opens
from .waiting import guest_waiting
from .wire import PROTOCOL, BadMessage, decode, encode

# The seat of the last table this app left before its game was over (its host closed it,
# the connection dropped, or Menu was clicked): its token and the seed's hash promised
# there. Join sends the token with the next invite (`start.Joining`), so this computer
# takes its own seat again, and keeps that promise. In memory only: an app started again
# joins without one, and the host seats it by its name.
_left: dict[str, str] = {}


def left_seat() -> tuple[str, str]:
    """The token and promised hash of the seat this app left (empty when none)."""
    return _left.get("token", ""), _left.get("seed_hash", "")


def forget_seat() -> None:
    _left.clear()


class GuestSession(GuestRace, GuestHelp, SaidLines):
    watching = False                   # a watcher's session (watcher.py) says True
    challenge = None
    lesson = False
    saves = 0
    save_error = ""
    controls: dict = {}

    def __init__(self, channel, *, name: str, version: str, token: str = "",
                 protocol: int = PROTOCOL, level: str | None = None, promised: str = ""):
        self.name, self.version, self.protocol = name, version, protocol
        self.level = level             # a bot of this level plays our seat (--join --level)
        self._bot = None
        self._bot_fed = 0              # events of our seat the bot has heard
        self._bot_future = None
        self.token = token
        self.ready = False             # the host's welcome has come: the table may open
        self.refusal: Phrase | None = None   # the host would not seat us: why
        self.refused = ""              # and its key (words.py)
        self.seed_hash = promised      # the hash promised to this seat, once given
        self.host_closed = False       # the host said it closed its table (saved there)
        self.game: str | None = None
        self.rules = None
        self.seat: int | None = None
        self.host = ""
        self.seats: list[Seat] = []
        self.options: dict = {}
        self.seed: int | None = None   # revealed at the end, once checked
        self.code: str | None = None
        self.complete = False          # the seed checked and the game replayed from it
        self.moves: list[dict] = []
        self.heard: list[list[dict]] = []
        self.views: list = []          # the view after each move (None: before a rejoin)
        self.away: list[int] = []
        self.lent: list[int] = []
        self.free: list[int] = []       # seats the host still waits for: nobody moves yet
        self.pending = False           # a move of ours sent, not yet answered
        self.hints: dict[int, int] = {}
        self.said: list[list] = []
        self.said_version = 0
        self.said_unsaved = False
        self.result: Result | None = None
        self._taking_back = False
        self.pending_hint = None
        self._arrived: list[tuple] = []
        self.news: list = []
        self._legal_for, self._legal = None, ((), frozenset())
        self._reactions: list[tuple[int, str]] = []   # heard, for the table to show
        self._pace = Pace()                # ours: the host keeps the pace too
        self.again_asked: list[int] = []   # seats whose people asked for another game
        self._asked_again = False          # we did
        self._next = False                 # the host dealt the next game: hello again
        self._next_made = False            # and our connection went to its session
        self._race_init()              # a game in real time: guest_race.py
        self.connect(channel)

    def connect(self, channel) -> None:
        """Say hello on `channel`: a first time, or again with our seat's token after the
        connection dropped (the host answers with a fresh view)."""
        self.channel = channel
        self.channel.send(encode("hello", name=self.name, version=self.version,
                                 protocol=self.protocol, token=self.token))
        self._dropped_told = self.host_closed = False
        self._gone = None              # what `waiting` shows once the host is gone

    # What the table says once the connection dropped: its seat waits for it.
    AFTER_DROP = (words.DROPPED, words.REJOIN)

    @property
    def connected(self) -> bool:
        return self.channel.state != CLOSED

    # --- what the boards read ------------------------------------------------------------
    @property
    def state(self):
        """The table as this seat may know it (hidden cards "?"), after the moves handed to
        the table so far (`arrived`: one at a time, each played on the table as it stood)."""
        behind = 0 if any(e is None for _, e in self._arrived) else len(self._arrived)
        return self.views[-1 - behind]

    @property
    def moves_made(self) -> int:
        return len(self.moves)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def realtime(self) -> bool:
        return self.racing

    # --- the seat's view -----------------------------------------------------------------
    def view(self, seat: int | None):
        """This seat's view; another seat's (or a spectator's) is what that seat could see
        of it, which hides this seat's cards too."""
        return self.state if seat == self.seat else self.rules.view(self.state, seat)

    def humans(self) -> list[int]:
        return [] if self.level else [self.seat]

    def presence(self, seat: int) -> str | None:
        """A seat still awaited, lent to a bot, or whose guest is away, as the host said;
        away and awaited both: a continued game waits for its guest to join again."""
        if seat in self.lent:
            return LENT
        if seat in self.away:
            return RETURNING if seat in self.free else AWAY
        return FREE if seat in self.free else None

    def to_act(self) -> frozenset[int]:
        # Nobody here acts on a table not yet shown: moves the host sent wait in `_arrived`
        # until the board has played them (a bot that thought on the older table played
        # a move the newer one refused).
        if self.pending or self._taking_back or not self.connected or self.free \
                or self._arrived:
            return frozenset()
        return self.rules.to_act(self.state)

    def legal(self, seat: int) -> tuple:
        """Our seat's legal moves, from our view (asked once per view: boards ask every
        frame); none for another seat, whose moves are made on its own computer."""
        if seat != self.seat:
            return ()
        if self._legal_for is not self.state:
            moves = tuple(self.rules.legal_moves(self.state, seat))
            self._legal_for, self._legal = self.state, (moves, frozenset(moves))
        return self._legal[0]

    def allows(self, seat: int, move) -> bool:
        if seat != self.seat or seat not in self.to_act():
            return False
        self.legal(seat)
        return move in self._legal[1]

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def finished(self) -> bool:
        return self.is_over()

    def scores(self) -> tuple[int, ...]:
        return self.rules.scores(self.state)

    def last_mover(self) -> int | None:
        return self.moves[-1]["seat"] if self.moves else None

    def deal_code(self) -> str | None:
        """Known only once the game is over (the host reveals it then)."""
        return self.code

    # --- playing -------------------------------------------------------------------------
    def apply(self, seat: int, move) -> list[dict]:
        """Send the move to the host: its events come back through `arrived`."""
        if not self.allows(seat, move):
            if seat != self.seat:
                raise IllegalMove(words.said(words.NOT_YOUR_SEAT))
            raise IllegalMove(self.rules.why_illegal(self.state, seat, move))
        self.channel.send(encode("move", seat=seat, move=self.rules.move_to_dict(move),
                                 number=len(self.moves)))
        self.pending = True
        return []

    def start_bots(self) -> None:
        """The bots play on the host."""

    def think(self, seat: int) -> None:
        """Our seat's bot (`level`) thinks off the frame on our view; every other bot's
        move comes from the host, through `arrived`."""
        if seat != self.seat or self.level is None or self._bot_future is not None:
            return
        if self._bot is None:
            self._bot = self.rules.make_bot(self.level, seat, int.from_bytes(
                self.token.encode()[:4].ljust(4, b"0"), "big"))
        heard = self.heard_by(seat)
        future = bot_worker.shared().submit(self._bot, heard[self._bot_fed:], self.state)
        if future is not None:
            self._bot_fed = len(heard)
            self._bot_future, self._bot_saw = future, self.state

    def bot_move(self, seat: int):
        future = self._bot_future
        if seat != self.seat or future is None or not future.done():
            return None
        self._bot_future = None
        move, self._bot = future.result()
        return move if self._bot_saw is self.state else None   # else: think again

    def close(self) -> None:
        if self.ready and not self.is_over():      # to come back to with a new invite
            _left.update(token=self.token, seed_hash=self.seed_hash)
        elif self.ready:
            forget_seat()
        if not self._next_made:             # handed to the next game's session: open
            self.channel.close()
        if self.pending_hint is not None:
            bot_worker.forget([self.pending_hint[2]])

    # --- what the table polls ------------------------------------------------------------
    def arrived(self) -> list[tuple]:
        """Moves the host applied since the last call, (seat, events) each (our own
        included), one a call (the table asks again once its board has shown it), or all
        at once with a (seat, None) for another seat's move taken back or a (None, None)
        when the whole table was set again from the host (a refused move, a rejoin)."""
        self.pump()
        k = len(self._arrived) if any(e is None for _, e in self._arrived) else 1
        out, self._arrived = self._arrived[:k], self._arrived[k:]
        return out

    def notices(self) -> list[str]:
        """What the connection says, read from it now: the table asks every frame, even
        while its board still shows a move and `arrived` waits (the host gone, at once)."""
        self.pump()
        out, self.news = [text(p) for p in self.news], []
        return out

    def waiting(self) -> Waiting | None:
        """A guest's table opens once seated: the host's waits for the others. Once the
        host is gone before the end, what to do says so over the table until it is left;
        while the host waits for others, it says so."""
        if self.ready and self.connected and self.free:
            return guest_waiting(self.free)
        if not self.ready or self.connected or self.is_over():
            return None
        if self._gone is None:
            keys = (words.HOST_CLOSED, words.REOPEN) if self.host_closed else \
                self.AFTER_DROP
            lines = tuple(text(words.said(key, host=self.host or "?")) for key in keys)
            # the banner says what the panel says first: the game stopped, not "waiting"
            self._gone = Waiting("", lines, (), True, banner=lines[0])
        return self._gone

    def lend(self, seat: int) -> bool:
        return False        # only the host gives a seat to a bot

    def watcher_names(self) -> list[str]:
        return []           # the host's table says who watches

    # --- reactions (reactions.py) ----------------------------------------------------------
    def reacts(self) -> bool:
        return self.ready and self.connected     # a watcher hears them, has no seat to send

    def react(self, seat: int, reaction: str) -> bool:
        """Our person reacts: sent to the host, which tells everyone (us too); False when
        too soon after our last ones, or nothing to send it on."""
        if seat != self.seat or reaction not in REACTIONS or not self.connected \
                or not self._pace.allows(time.monotonic()):
            return False
        self.channel.send(encode("react", reaction=reaction))
        return True

    def reactions(self) -> list[tuple[int, str]]:
        out, self._reactions = self._reactions, []
        return out

    # --- play again on the same connection (host_again.py) --------------------------------
    def lingers(self) -> bool:
        """Over, and still connected: the score screen keeps the connection for another
        game (and closes it when left)."""
        return self.is_over() and self.connected

    def ask_again(self) -> bool:
        """Ask the host for another game with the same seats; False when the host is
        gone (nobody to ask: the score screen goes to the Join screen)."""
        if not self.connected or not self.is_over():
            return False
        if not self._asked_again and not self.watching:
            self._asked_again = True
            self.channel.send(encode("again"))
        return True

    def next_session(self):
        """The next game's session on the same connection once the host dealt it (a
        hello again with our seat's token), else None."""
        if not self._next:
            return None
        self._next, self._next_made = False, True
        if self.watching:
            return type(self)(self.channel, name=self.name, version=self.version)
        return GuestSession(self.channel, name=self.name, version=self.version,
                            token=self.token, level=self.level)

    def again_words(self) -> Phrase | None:
        """What the score screen says of the next game."""
        if not self.connected:
            return Phrase("{host}'s table has closed: there is no next game there.",
                          host=self.host or "?")
        people = [i for i, s in enumerate(self.seats) if not s.is_bot]
        waiting = [self.seats[i].shown_name for i in people
                   if i not in self.again_asked and i != self.seat]
        if self._asked_again and waiting:
            return Phrase("Waiting for {names} to play again.", names=join_list(waiting))
        asking = [self.seats[i].shown_name for i in people
                  if i in self.again_asked and i != self.seat]
        if asking and not self._asked_again:
            return Plural("{names} would like to play again.",
                          "{names} would like to play again.", len(asking),
                          names=join_list(asking))
        return None

    def only_watching(self) -> bool:
        return self.watching

    def pump(self) -> None:
        for data in self.channel.receive():
            try:
                message = decode(data)
                self._receive(message)
            except (BadMessage, ValueError, KeyError, TypeError, IndexError):
                self.news.append(words.said(words.HOST_UNREADABLE, host=self.host or "?"))
        if not self.connected and not self._dropped_told and self.refusal is None:
            self._dropped_told = True
            self.news.append(words.said(words.DROPPED, host=self.host or "?"))

    def _receive(self, m) -> None:
        if self._race_receive(m):     # real time's own (guest_race.py)
            return
        kind = m.kind
        if kind == "refusal":
            self.refusal = words.said(m["key"], host=m["host"], name=m["host"],
                                      theirs=m["version"], ours=self.version)
            self.refused = m["key"]
            self.news.append(self.refusal)
            return
        if kind == "welcome":
            self._welcome(m)
            return
        if kind == "problem":
            why = words.phrase_from(m["why"]) if m["why"] is not None else \
                words.said(m["key"], host=self.host or "?")
            self.news.append(why)
            if m["key"] == words.HOST_CLOSED:     # said: not again as a lost connection
                self.host_closed = self._dropped_told = True
            if m["key"] in (words.STALE, words.REFUSED, words.NOT_YOUR_SEAT):
                return               # the host's sync follows, setting the table again
            self.pending = False
            return
        if not self.ready:
            raise ValueError("a message before the welcome")
        if kind == "moved":
            if m["number"] != len(self.moves) + 1:
                return               # out of step: the host's sync follows
            view = self.rules.state_from_dict(m["view"])
            move = self.rules.move_from_dict(m["move"])
            self.moves.append({"seat": m["seat"], "move": self.rules.move_to_dict(move)})
            self.heard.append(m["events"])
            self.views.append(view)
            if m["seat"] == self.seat:
                self.pending = False
            self._arrived.append((m["seat"], m["events"]))
        elif kind == "taken_back":
            view = self.rules.state_from_dict(m["view"])
            if self._taking_back and m["seat"] == self.seat \
                    and m["number"] == len(self.moves):
                self._taking_back = False
                self.views[-1] = view
                return
            if m["number"] != len(self.moves) - 1:
                return
            self._drop_last()
            self.views[-1] = view
            self._arrived.append((m["seat"], None))
        elif kind == "sync":
            self._table(m)
            self.pending = self._taking_back = False
            self._arrived.append((None, None))
        elif kind == "reaction":
            if m["reaction"] in REACTIONS:        # a newer host's unknown one: not shown
                self._reactions.append((m["seat"], m["reaction"]))
        elif kind == "again_asked":
            self.again_asked = list(m["seats"])
        elif kind == "next":
            self._next = True
        elif kind == "presence":
            self.away, self.lent, self.free = m["away"], m["lent"], m["free"]
            self._seats(m["seats"])
        elif kind == "end":
            self._end(m)

    def _welcome(self, m) -> None:
        if m["game"] not in RULES:
            raise ValueError("a game this table cannot play")
        rules = RULES[m["game"]]
        seats = [Seat.from_dict(s) for s in m["seats"]]
        if not rules.min_players <= len(seats) <= rules.max_players \
                or (m["seat"] is not None and m["seat"] >= len(seats)):   # None: watching
            raise ValueError("a table of the wrong size")
        again, token = self.ready, self.token
        self.game, self.rules = m["game"], rules
        self.seat, self.token, self.host = m["seat"], m["token"], m["host"]
        self._seats(m["seats"])
        self.options = dict(m["options"])
        if not self.seed_hash or m["token"] != token:   # the hash first promised this seat
            self.seed_hash = m["seed_hash"]             # stays, however often it rejoins
        self.away, self.lent, self.free = m["away"], m["lent"], m["free"]
        self._table(m)
        self.pending = self._taking_back = False
        self.ready = True
        if again:
            self._arrived.append((None, None))

    def _seats(self, sent) -> None:
        """The table's seats as the host sent them (our own played by a bot here when
        we joined with one); a list of another size is no table of ours."""
        seats = [Seat.from_dict(s) for s in sent]
        if self.seats and len(seats) != len(self.seats):
            raise ValueError("a table of the wrong size")
        if self.level is not None and self.seat is not None:
            seats[self.seat] = Seat("bot", seats[self.seat].name, self.level)
        self.seats = seats

    def _table(self, m) -> None:
        """The table as the host sent it whole (a welcome, a sync)."""
        if len(m["moves"]) != len(m["movers"]) or len(m["heard"]) != len(m["moves"]) \
                or any(s >= len(self.seats) for s in m["movers"]):
            raise ValueError("moves, movers and what was heard do not match")
        view = self.rules.state_from_dict(m["view"])
        moves = [{"seat": s, "move": self.rules.move_to_dict(self.rules.move_from_dict(d))}
                 for s, d in zip(m["movers"], m["moves"])]
        self.moves, self.heard = moves, list(m["heard"])
        self.views = [None] * len(moves) + [view]

    def _end(self, m) -> None:
        """The seed revealed: it must make the hash sent at the start, and replaying the
        moves from it must end as the host's table did."""
        seed = m["seed"]
        if not opens(self.seed_hash, seed, m["salt"]):
            self.news.append(words.said(words.SEAL_BROKEN, host=self.host))
            return
        self.seed = seed
        try:
            whole = Session.from_record(self.record())
        except ValueError:
            whole = None
        if whole is None or whole.scores() != self.rules.scores(self.views[-1]):
            self.seed = None
            self.news.append(words.said(words.SEAL_BROKEN, host=self.host))
            return
        self.code, self.complete = m["code"], True

"""Playing through home routers, with no server of ours: magic-wormhole's mailbox server
is where a host and its guests meet, its code is the invite (a number and two words,
read aloud over the phone), and its transit carries the game: straight from one
computer to the other when one can reach the other, else through the transit relay.

How one code serves several guests: a wormhole joins exactly two sides, so the host opens
one for its code and, as soon as a guest's key exchange is done and the code's nameplate
is released on the server (by both sides), opens a new wormhole with the same code
(`set_code`) for the next guest. The nameplate is free for a moment in between: a guest
who comes then simply claims it first and the host joins it; a guest who comes while two
others are on it is told "crowded" by the server and tries again. A crowded mailbox stays
crowded on the server (the turned-away side is never removed from it), so the host also
opens its door anew every DOOR_S seconds while no guest is in it: the nameplate then
gets a fresh mailbox. A wrong code fails the key exchange (PAKE) on both sides: the guest
gets WRONG_CODE, the host opens a new door. A code whose number no table holds is told
apart from a table slow to answer: a host's door leaves its key message in the mailbox
as soon as it opens, so a guest that hears no host's key on any try within QUIET_S, and
was never told the code is crowded (others on it: a table is there), is told WRONG_CODE
then, not after KEY_S.

After the key exchange the two sides swap connection hints through the wormhole, connect
with `wormhole.transit` (records encrypted with a key derived from the exchange), and
close the wormhole: the game never goes through the mailbox server. Each record starts
with one byte: b"m" a message of the game, b"p" a ping every PING_S seconds, so a
computer gone silent (its network gone) is seen DROPPED after SILENT_S; a closed
connection or a process gone is seen at once (TCP says so).

Everything here runs on the network's thread (`reactor.py`); `host` and `join` return
at once, CONNECTING until ready."""

from __future__ import annotations

import collections
import json
import threading
from dataclasses import dataclass

from ..services.settings import server_address
from . import reactor as net
from .channel import (
    CLOSED,
    CLOSED_HERE,
    CONNECTING,
    NO_REASON,
    OPEN,
    UNREACHABLE,
    WRONG_CODE,
    drain,
)
from .link import LinkChannel

APPID = "cardtable/play-across-computers"
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"   # wormhole.cli.public_relay's
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"
CODE_WORDS = 2              # "7-guitarist-revenge"
CONNECT_S = 15.0            # no answer from the mailbox server: UNREACHABLE
KEY_S = 45.0                # a table heard but never met: WRONG_CODE (within a minute)
QUIET_S = 5.0               # no table heard at all on the code: WRONG_CODE
TRANSIT_S = 40.0            # hints swapped and connected, or UNREACHABLE
PING_S = 5.0
SILENT_S = 20.0
DOOR_S = 10.0               # the host's idle door opens anew this often (crowding)
ATTEMPT_S = 5.0             # a guest's try that heard no host by then: another
RETRY_S = 0.25              # a guest told "crowded" tries again after this, then longer


@dataclass(frozen=True)
class Servers:
    """Where to meet (a mailbox server's WebSocket URL) and the relay (a Twisted endpoint
    hint), from a `--servers` / setting value: "" the public ones, HOST:PORT the mailbox
    at PORT and the relay at PORT+1."""
    mailbox: str = PUBLIC_MAILBOX
    relay: str = PUBLIC_RELAY

    @classmethod
    def of(cls, text: "str | Servers | None") -> "Servers":
        if isinstance(text, Servers):
            return text
        address = server_address(text or "")
        if address is None:
            raise ValueError(f"not HOST:PORT: {text!r}")
        host, port = address
        if not host:
            return cls()
        return cls(f"ws://{host}:{port}/v1", f"tcp:{host}:{port + 1}")


def join(code: str, servers=None, *, connect_s: float = CONNECT_S,
         key_s: float = KEY_S, quiet_s: float | None = None) -> LinkChannel:
    """A guest's channel to the table whose invite is `code`: CONNECTING, then OPEN, or
    CLOSED with WRONG_CODE (no table heard on it within `quiet_s`, QUIET_S unless given;
    a table heard but not met within `key_s`; or the words are wrong) or UNREACHABLE
    (the server cannot be reached within `connect_s`)."""
    channel = LinkChannel()
    quiet = QUIET_S if quiet_s is None else quiet_s
    net.call(_Guest(channel, code.strip(), Servers.of(servers), connect_s, key_s,
                    quiet).start)
    return channel


def host(servers=None, name: str = "", *, connect_s: float = CONNECT_S) -> "MeetingListener":
    """A host's door: its `invite` once the server gave one (OPEN), then a channel for
    each guest who comes with it (`accept`)."""
    return MeetingListener(Servers.of(servers), name, connect_s)


def _quiet(d):
    """A Deferred whose failure is expected and handled elsewhere (no "Unhandled error")."""
    d.addErrback(lambda _f: None)
    return d


def _open(servers: Servers, status=None):
    import wormhole
    from twisted.internet import reactor
    return wormhole.create(APPID, servers.mailbox, reactor, versions={"cardtable": 1},
                           on_status_update=status)


class _Guest:
    """A guest's tries at the code until a host answers it, the words prove wrong, no
    table is heard on it within `quiet_s`, or `key_s` passes (WRONG_CODE)."""

    def __init__(self, channel, code, servers, connect_s, key_s, quiet_s=QUIET_S):
        self.channel, self.code, self.servers = channel, code, servers
        self.connect_s, self.key_s, self.quiet_s = connect_s, key_s, quiet_s
        self.tries, self.w, self.timers = 0, None, []
        self.table_heard = False        # a host's key came, or the code was crowded

    def start(self):
        from twisted.internet import reactor
        if not self.timers:
            self.timers.append(reactor.callLater(self.key_s, self.give_up, WRONG_CODE))
            self.timers.append(reactor.callLater(self.quiet_s, self.nobody_there))
        self.attempt()

    def nobody_there(self):
        """No host's key on any try, never crowded: no table holds this code's number."""
        if not self.table_heard:
            self.give_up(WRONG_CODE)

    def heard(self, _result=None):
        self.table_heard = True

    def attempt(self):
        from twisted.internet import reactor
        from wormhole.errors import KeyFormatError
        if self.channel.state == CLOSED:
            return
        self.tries += 1
        w = self.w = _open(self.servers)
        try:
            w.set_code(self.code)
        except (KeyFormatError, ValueError, TypeError):
            self.give_up(WRONG_CODE)
            return
        if self.tries == 1:
            no_server = reactor.callLater(self.connect_s, self.give_up, UNREACHABLE)
            self.timers.append(no_server)
            _quiet(w.get_welcome().addCallback(lambda _: _cancel(no_server)))

        # A try that hears nothing (a mailbox crowded by others leaves the wormhole
        # closing forever, a host's door closed mid-exchange) is left for another.
        lapse = reactor.callLater(ATTEMPT_S, self.again, w)
        self.timers.append(lapse)
        _quiet(w.get_unverified_key().addCallback(self.heard))
        _quiet(w.get_versions().addBoth(lambda res: (_cancel(lapse), res)[1]))
        w.get_versions().addCallbacks(lambda _v: self.met(w), lambda f: self.failed(w, f))

    def again(self, w):
        """This try is over (crowded, or the host's door closed mid-exchange): another."""
        from twisted.internet import reactor
        if w is self.w:
            self.w = None
            _quiet(w.close())
            reactor.callLater(min(RETRY_S * self.tries, 2.0), self.attempt)

    def give_up(self, reason):
        for timer in self.timers:
            _cancel(timer)
        self.channel.ended(reason)
        if self.w is not None:
            _quiet(self.w.close())
            self.w = None

    def met(self, w):
        if w is not self.w or self.channel.state == CLOSED:
            return
        for timer in self.timers:
            _cancel(timer)
        _connect(w, self.channel, self.servers, is_host=False)

    def failed(self, w, f):
        from wormhole.errors import ServerError, WormholeClosed
        if f.check(WormholeClosed) or w is not self.w or self.channel.state == CLOSED:
            return                      # closed by us (a timeout, or the channel closed)
        if f.check(ServerError) and "crowded" in str(f.value):
            self.heard()                # others are on the code: a table is there
            self.again(w)               # again, once they are done
            return
        self.give_up(_reason(f))


def _cancel(timer):
    if timer.active():
        timer.cancel()


def _reason(f) -> str:
    from wormhole.errors import KeyFormatError, LonelyError, WrongPasswordError
    return WRONG_CODE if f.check(WrongPasswordError, KeyFormatError, LonelyError) \
        else UNREACHABLE


class MeetingListener:
    """The host's side: one wormhole open at a time for the next guest (see the module's
    docstring), guests' channels handed out once their connection is open."""

    def __init__(self, servers: Servers, name: str, connect_s: float):
        self.invite: str | None = None
        self.state, self.reason = CONNECTING, NO_REASON
        self.name, self.servers, self.connect_s = name, servers, connect_s
        self._lock = threading.Lock()
        self._arrived: collections.deque = collections.deque()
        self._door = None
        net.call(self._open_door)

    def accept(self) -> list:
        return drain(self._lock, self._arrived)

    def close(self) -> None:
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, CLOSED_HERE
        net.call(self._shut_door)

    # -- on the network's thread -----------------------------------------------------
    def _shut_door(self):
        if self._door is not None:
            _quiet(self._door.close())
            self._door = None

    def _open_door(self):
        from twisted.internet import reactor
        if self.state == CLOSED:
            return
        released = {"versions": False, "consumed": False, "done": False}

        def status(s):
            from wormhole._status import ConsumedCode
            if isinstance(s.code, ConsumedCode):
                released["consumed"] = True
                self._next_door(released)

        w = self._door = _open(self.servers, status)
        if self.invite is None:
            w.allocate_code(CODE_WORDS)
            no_server = reactor.callLater(self.connect_s, self._unreachable, w)
            w.get_code().addCallbacks(lambda code: self._got_code(code, no_server),
                                      lambda _f: None)
        else:
            w.set_code(self.invite)

        def idle():
            if w is self._door and self.state != CLOSED and self.invite is not None:
                self._door = None
                _quiet(w.close())
                self._open_door()
        recycle = reactor.callLater(DOOR_S, idle)
        _quiet(w.get_unverified_key().addBoth(lambda res: (_cancel(recycle), res)[1]))

        def met(_versions):
            released["versions"] = True
            self._next_door(released)
            channel = LinkChannel()
            _connect(w, channel, self.servers, is_host=True, arrived=self._guest_in)

        w.get_versions().addCallbacks(met, lambda f: self._door_failed(w, f))

    def _next_door(self, released):
        """Both sides released the nameplate (the guest's release reached the server
        before its version message, ours is acknowledged): the code may be claimed again."""
        if released["versions"] and released["consumed"] and not released["done"]:
            released["done"] = True
            self._open_door()

    def _got_code(self, code, no_server):
        if no_server.active():
            no_server.cancel()
        with self._lock:
            self.invite = code
            if self.state == CONNECTING:
                self.state = OPEN

    def _unreachable(self, w):
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, UNREACHABLE
        _quiet(w.close())

    def _door_failed(self, w, f):
        from twisted.internet import reactor
        from wormhole.errors import ServerConnectionError, WormholeClosed
        if f.check(WormholeClosed) or self.state == CLOSED or w is not self._door:
            return
        _quiet(w.close())
        if self.invite is None and f.check(ServerConnectionError):
            with self._lock:
                self.state, self.reason = CLOSED, UNREACHABLE
            return
        # A guest with wrong words, a crowded nameplate, the server gone a moment: the
        # door opens again with the same code.
        wait = 2.0 if f.check(ServerConnectionError) else RETRY_S
        reactor.callLater(wait, self._open_door)

    def _guest_in(self, channel):
        with self._lock:
            if self.state != CLOSED:
                self._arrived.append(channel)
                return
        channel.close()         # the door closed while this guest was connecting


def _connect(w, channel, servers: Servers, is_host: bool, arrived=None):
    """After the key exchange: swap connection hints through the wormhole, connect by
    transit (direct, else the relay), close the wormhole, and pipe the records."""
    from twisted.internet import defer, reactor
    from wormhole.transit import TransitReceiver, TransitSender

    transit = (TransitSender if is_host else TransitReceiver)(servers.relay, reactor=reactor)

    @defer.inlineCallbacks
    def run():
        transit.set_transit_key(w.derive_key(APPID + "/transit-key",
                                             transit.TRANSIT_KEY_LENGTH))
        hints = yield transit.get_connection_hints()
        w.send_message(json.dumps({"transit": hints}).encode())
        theirs = json.loads((yield w.get_message()).decode())
        transit.add_connection_hints(theirs.get("transit", []))
        connection = yield transit.connect()
        return connection

    d = run()
    late = reactor.callLater(TRANSIT_S, d.cancel)

    def done(connection):
        if late.active():
            late.cancel()
        _quiet(w.close())
        if channel.state == CLOSED:
            connection.close()
            return
        _pipe(connection, channel)
        if arrived is not None:
            arrived(channel)

    def failed(_f):
        if late.active():
            late.cancel()
        _quiet(w.close())
        channel.ended(UNREACHABLE)
    d.addCallbacks(done, failed)


def _pipe(connection, channel: LinkChannel):
    """The records of an open transit connection to and from `channel`."""
    from twisted.internet import reactor
    from twisted.internet.task import LoopingCall
    heard = [reactor.seconds()]
    live = [True]

    def write(record):
        if live[0]:
            connection.send_record(record)

    def lost(_f=None):
        live[0] = False
        if ping.running:
            ping.stop()
        channel.ended()             # DROPPED, unless closed here first

    def got(record):
        heard[0] = reactor.seconds()
        if record[:1] == b"m":
            channel.arrived(record[1:])
        listen()

    def listen():
        if live[0]:
            connection.receive_record().addCallbacks(got, lost)

    def beat():
        if reactor.seconds() - heard[0] > SILENT_S:
            connection.close()
            lost()
        else:
            write(b"p")

    ping = LoopingCall(beat)
    ping.start(PING_S, now=False)
    channel.opened(lambda data: net.call(write, b"m" + data),
                   lambda: net.call(connection.close),
                   connection.describe())
    listen()

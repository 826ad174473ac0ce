"""A direct connection on the home network: plain TCP on Twisted's reactor (the network's
thread, `reactor.py`, already there for the meeting network), so nothing new runs beside
it. `serve` opens a port for a table's guests, `dial` connects a guest to it.

Every frame is whole, a 4-byte length then that many bytes (Twisted's
`Int32StringReceiver`), whose first byte says what it is: b"k" the guest's knock (the
table's secret, the first frame and the only one before the host's b"w" welcome), b"m" a
message of the game, b"p" a ping every PING_S seconds, so a computer gone silent is seen
DROPPED after SILENT_S (a closed connection or a process gone is seen at once: TCP says
so). A frame longer than a message may be (wire.py's MAX_BYTES), or a knock longer than a
secret, closes that connection before its bytes are read. A guest whose knock is wrong
(a listing left by an earlier table on the same port) is closed: it sees WRONG_CODE.

Everything here runs on the network's thread; `serve` and `dial` return at once."""

from __future__ import annotations

import hmac

from . import reactor as net
from .channel import CLOSED, UNREACHABLE, WRONG_CODE
from .link import LinkChannel
from .wire import MAX_BYTES

KNOCK, WELCOME, MESSAGE, PING = b"k", b"w", b"m", b"p"
LONGEST_KNOCK = 128         # a secret's bytes, with room to spare
CONNECT_S = 3.0             # per address: a home network answers at once, or never
KNOCK_S = 10.0              # a connection that has not knocked (or been welcomed) by then
PING_S = 5.0
SILENT_S = 20.0


def dial(addresses, port: int, secret: str, *, connect_s: float = CONNECT_S) -> LinkChannel:
    """A guest's channel to the table at `port` on one of `addresses` (tried in order):
    CONNECTING, then OPEN once the table welcomed its knock, or CLOSED with UNREACHABLE
    (no address answered) or WRONG_CODE (the computer there is not that table)."""
    channel = LinkChannel()
    net.call(_Dialer(channel, list(addresses), port, secret.encode(), connect_s).next)
    return channel


def serve(secret: str, arrived, bind: str = "", port: int = 0):
    """Listen for guests on `bind` (all interfaces if ""), on the network's thread: each
    guest whose knock carries `secret` is welcomed and `arrived(channel)` is called with
    its open channel. Returns the listening port (`.getHost().port`, `.stopListening()`);
    raises twisted's CannotListenError."""
    from twisted.internet import reactor
    from twisted.internet.protocol import Factory
    knock = secret.encode()
    factory = Factory.forProtocol(lambda: _frames()(LinkChannel(), knock=knock, arrived=arrived))
    return reactor.listenTCP(port, factory, interface=bind)


_FRAMES = None


def _frames():
    """The class of one connection's frames, made on first use: Twisted is imported on
    the network's thread only, never at start-up."""
    global _FRAMES
    if _FRAMES is not None:
        return _FRAMES
    from twisted.protocols.basic import Int32StringReceiver

    class Frames(Int32StringReceiver):
        """One connection's frames, either side: before it is open only the knock (the
        host's side) or the welcome (the guest's) may come; then messages and pings."""

        def __init__(self, channel: LinkChannel, knock: bytes, arrived=None, welcomed=None):
            self.channel, self.knock = channel, knock
            self.arrived, self.welcomed = arrived, welcomed     # host's side / guest's side
            self.is_open, self.live = False, True
            self.MAX_LENGTH = LONGEST_KNOCK + 1     # until open: a knock or a welcome
            self.ping = self.late = None
            self.heard = 0.0

        def connectionMade(self):
            from twisted.internet import reactor
            self.late = reactor.callLater(KNOCK_S, self.transport.abortConnection)
            if self.welcomed is not None:
                self.sendString(KNOCK + self.knock)

        def stringReceived(self, frame: bytes):
            from twisted.internet import reactor
            self.heard = reactor.seconds()
            kind, body = frame[:1], frame[1:]
            if self.is_open:
                if kind == MESSAGE:
                    self.channel.arrived(body)
                elif kind != PING:
                    self.transport.loseConnection()
            elif self.arrived is not None and kind == KNOCK \
                    and hmac.compare_digest(body, self.knock):
                self.sendString(WELCOME)
                self.open()
                self.arrived(self.channel)
            elif self.welcomed is not None and frame == WELCOME:
                self.open()
                self.welcomed()
            else:
                self.transport.loseConnection()

        def open(self):
            from twisted.internet.task import LoopingCall
            self.is_open, self.MAX_LENGTH = True, MAX_BYTES + 1
            if self.late.active():
                self.late.cancel()
            self.ping = LoopingCall(self.beat)
            self.ping.start(PING_S, now=False)
            self.channel.opened(lambda data: net.call(self.write, MESSAGE + data),
                                lambda: net.call(self.transport.loseConnection),
                                f"direct {self.transport.getPeer()}")

        def write(self, frame: bytes):
            if self.live:
                self.sendString(frame)

        def beat(self):
            from twisted.internet import reactor
            if reactor.seconds() - self.heard > SILENT_S:
                self.transport.abortConnection()
            else:
                self.write(PING)

        def connectionLost(self, reason=None):
            self.live = False
            if self.late is not None and self.late.active():
                self.late.cancel()
            if self.ping is not None and self.ping.running:
                self.ping.stop()
            if self.is_open:
                self.channel.ended()            # DROPPED, unless closed here first
            elif self.welcomed is not None:
                self.channel.ended(WRONG_CODE)  # reached a computer, not this table

    _FRAMES = Frames
    return Frames


class _Dialer:
    """A guest's tries at the table's addresses, one after the other."""

    def __init__(self, channel, addresses, port, knock, connect_s):
        self.channel, self.addresses, self.port = channel, addresses, port
        self.knock, self.connect_s = knock, connect_s

    def next(self):
        from twisted.internet import reactor
        from twisted.internet.protocol import ClientFactory
        if self.channel.state == CLOSED:
            return
        if not self.addresses:
            self.channel.ended(UNREACHABLE)
            return
        address = self.addresses.pop(0)
        factory = ClientFactory.forProtocol(
            lambda: _frames()(self.channel, knock=self.knock, welcomed=self.welcomed))
        factory.clientConnectionFailed = lambda _connector, _why: self.next()
        reactor.connectTCP(address, self.port, factory, timeout=self.connect_s)

    def welcomed(self):
        self.addresses = []

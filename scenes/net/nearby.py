"""Tables waiting on this home network, found with no code to type: the host announces its
table by multicast DNS (`zeroconf`, service SERVICE) and serves its guests directly
(`direct.py`, TCP on the network's thread); a guest's `nearby()` lists the tables it
hears of (by their host's name), and `join_nearby(table)` connects to one.

A listing says, in its TXT properties, the host's name as a person reads it ("Mamie": the
guest's Join screen words it with the game's name, in its own language), the game's key,
the app's version and the wire's protocol number (so the menu can say "both need the
same version" before joining), and a secret made for this one table: the guest's first
frame carries it, so a listing an earlier table left on the same port never lets a guest
into another table. Anyone on the home network can read a listing (it is what makes it
"no code to type"): the secret keeps the tables apart, it does not keep neighbours out.

zeroconf runs its own thread; registering a listing waits for its probes (about 1.5 s),
resolving one may wait too, so both happen on threads of ours: `host_nearby`, `nearby`,
`tables()`, `accept()` and `close()` never wait. zeroconf is imported on those threads
only (never at the app's start-up). `interfaces=["127.0.0.1"]` keeps everything on this
computer (the tests; `HOME`, what the app uses when none are given, is every network
adapter, and loopback only in the tests: nothing leaves the machine).

Whatever goes wrong on the home network (no adapter, no multicast, a port refused) closes
the listener or the browser (UNREACHABLE) with a line in the log, never an error raised:
a table hosted from the menu still has its meeting code."""

from __future__ import annotations

import collections
import secrets
import threading
from dataclasses import dataclass, field

from ..services.applog import LOG
from . import reactor as net
from .channel import CLOSED, CLOSED_HERE, CONNECTING, NO_REASON, OPEN, UNREACHABLE, drain
from .direct import dial, serve
from .link import LinkChannel
from .wire import PROTOCOL

SERVICE = "_cardtable._tcp.local."
LONGEST_NAME = 80           # characters of a table's name kept from a listing
LONGEST_FIELD = 32          # a game's key, a version
RESOLVE_MS = 3000           # a listing heard of whose details never come is left out
HOME: list[str] | None = None   # the interfaces when none are given (None: every adapter)


@dataclass(frozen=True)
class Table:
    """One table waiting on the home network, as its listing says."""
    name: str                           # the host's name: "Mamie"
    game: str                           # the game's key (its name in the registry)
    version: str                        # the host's app version
    protocol: int                       # the host's wire protocol (wire.PROTOCOL)
    addresses: tuple[str, ...]          # IPv4 addresses of the host
    port: int
    key: str = ""                       # the listing's own name on the network (unique)
    secret: str = field(default="", repr=False)

    @property
    def address(self) -> str:
        return f"{self.addresses[0]}:{self.port}" if self.addresses else ""


def join_nearby(table: Table) -> LinkChannel:
    """A guest's channel straight to `table`: CONNECTING, then OPEN, or CLOSED with
    UNREACHABLE (no address answered) or WRONG_CODE (another table is there now)."""
    return dial(table.addresses, table.port, table.secret)


def host_nearby(name: str, game: str, version: str, *, protocol: int = PROTOCOL,
                interfaces=None) -> "NearbyListener":
    """A host's door on the home network: listed as `name` (its `invite`), OPEN once
    listening and announced, then a channel for each guest who comes (`accept`)."""
    return NearbyListener(name, game, version, protocol,
                          HOME if interfaces is None else interfaces)


def nearby(*, interfaces=None) -> "Browser":
    """Start listing the tables waiting on this network; `tables()` says what was heard."""
    return Browser(HOME if interfaces is None else interfaces)


def _zeroconf(interfaces):
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf
    if interfaces is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


def _own_addresses(interfaces) -> list[str]:
    """The addresses a guest may reach this computer at: the given ones, else every IPv4
    address of its network adapters but loopback."""
    if interfaces is not None:
        return [str(a) for a in interfaces]
    import ifaddr
    return [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
            if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]


def _text(value, longest: int) -> str:
    if not isinstance(value, (bytes, bytearray)):
        return ""
    return bytes(value).decode("utf-8", errors="replace")[:longest]


def _cut(text: str, longest: int) -> bytes:
    """`text` cut to `longest` characters, as UTF-8 (a TXT string holds 255 bytes)."""
    return text[:longest].encode("utf-8")[:250].decode("utf-8", errors="ignore").encode()


class NearbyListener:
    """The host's side: a TCP port for its guests (`direct.serve`) and the listing that
    tells the home network about it."""

    def __init__(self, name, game, version, protocol, interfaces):
        self.invite: str | None = name
        self.state, self.reason = CONNECTING, NO_REASON
        self.table: Table | None = None     # this table's own listing, once listening
        self._details = (name, game, version, protocol)
        self._interfaces = interfaces
        self._secret = secrets.token_urlsafe(16)
        self._key = f"cardtable-{secrets.token_hex(6)}"
        self._lock = threading.Lock()
        self._arrived: collections.deque = collections.deque()
        self._port = self._zc = self._info = None
        net.call(self._listen)

    def accept(self) -> list:
        return drain(self._lock, self._arrived)

    def close(self) -> None:
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, CLOSED_HERE
        net.call(self._stop_listening)
        threading.Thread(target=self._withdraw, name="cardtable-nearby-close",
                         daemon=True).start()

    def _fail(self, why) -> None:
        LOG.warning("the table is not listed on this home network: %s", why)
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, UNREACHABLE
        net.call(self._stop_listening)

    # -- on the network's thread -------------------------------------------------------
    def _listen(self):
        from twisted.internet.error import CannotListenError
        if self.state == CLOSED:
            return
        try:
            addresses = _own_addresses(self._interfaces)
            bind = addresses[0] if self._interfaces is not None and addresses else ""
            self._port = serve(self._secret, self._guest_in, bind=bind)
        except (CannotListenError, OSError, ImportError) as exc:
            self._fail(exc)
            return
        if not addresses:
            self._fail("no network adapter")    # no home network to be found on
            return
        name, game, version, protocol = self._details
        self.table = Table(name, game, version, protocol, tuple(addresses),
                           self._port.getHost().port, f"{self._key}.{SERVICE}",
                           self._secret)
        threading.Thread(target=self._announce, name="cardtable-nearby-announce",
                         daemon=True).start()

    def _stop_listening(self):
        if self._port is not None:
            self._port.stopListening()
            self._port = None

    def _guest_in(self, channel):
        with self._lock:
            if self.state != CLOSED:
                self._arrived.append(channel)
                return
        channel.close()         # the door closed while this guest was knocking

    # -- on a thread of its own (zeroconf's calls wait) --------------------------------
    def _announce(self):
        import socket
        table, zc = self.table, None
        try:
            from zeroconf import ServiceInfo
            info = ServiceInfo(
                SERVICE, table.key, port=table.port, server=f"{self._key}.local.",
                addresses=[socket.inet_aton(a) for a in table.addresses],
                properties={"name": _cut(table.name, LONGEST_NAME),
                            "game": _cut(table.game, LONGEST_FIELD),
                            "version": _cut(table.version, LONGEST_FIELD),
                            "protocol": str(table.protocol).encode(),
                            "secret": table.secret.encode()})
            zc = _zeroconf(self._interfaces)
            zc.register_service(info, allow_name_change=True)
        except Exception as exc:    # noqa: BLE001 (no multicast here, an adapter gone)
            if zc is not None:
                zc.close()
            self._fail(exc)
            return
        with self._lock:
            self._zc, self._info = zc, info
            closed = self.state == CLOSED
            if not closed:
                self.state = OPEN
        if closed:              # closed while announcing: withdrawn at once
            self._withdraw()

    def _withdraw(self):
        with self._lock:
            zc, info, self._zc, self._info = self._zc, self._info, None, None
        if zc is None:
            return              # not announced yet: `_announce` withdraws it when done
        try:
            zc.unregister_service(info)
        finally:
            zc.close()


class Browser:
    """The tables waiting on this network, as heard so far (zeroconf's own thread hears
    them; this one resolves each listing's details)."""

    def __init__(self, interfaces=None):
        self.state, self.reason = CONNECTING, NO_REASON
        self._interfaces = interfaces
        self._lock = threading.Lock()
        self._seen: dict[str, Table] = {}
        self._zc = self._browser = None
        threading.Thread(target=self._start, name="cardtable-nearby-browse",
                         daemon=True).start()

    def tables(self) -> list[Table]:
        """The tables heard of and not gone since, by name; never waits."""
        with self._lock:
            return sorted(self._seen.values(), key=lambda t: (t.name.casefold(), t.key))

    def close(self) -> None:
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, CLOSED_HERE
        threading.Thread(target=self._stop, name="cardtable-nearby-stop",
                         daemon=True).start()

    def _start(self):
        try:
            from zeroconf import ServiceBrowser
            zc = _zeroconf(self._interfaces)
        except Exception as exc:    # noqa: BLE001 (no network adapter to listen on)
            LOG.warning("the tables on this home network cannot be listed: %s", exc)
            with self._lock:
                if self.state != CLOSED:
                    self.state, self.reason = CLOSED, UNREACHABLE
            return
        with self._lock:            # held so that `close` stops what was started
            closed = self.state == CLOSED
            if not closed:
                self._zc, self.state = zc, OPEN
                self._browser = ServiceBrowser(zc, SERVICE, handlers=[self._changed])
        if closed:
            zc.close()

    def _stop(self):
        with self._lock:
            zc, browser, self._zc, self._browser = self._zc, self._browser, None, None
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()

    def _changed(self, zeroconf, service_type, name, state_change):
        """On zeroconf's browser thread: a listing came, changed or went."""
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._seen.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, RESOLVE_MS)
        table = _table(name, info) if info is not None else None
        with self._lock:
            if table is not None:
                self._seen[name] = table
            else:
                self._seen.pop(name, None)


def _table(key: str, info) -> Table | None:
    """A listing's table, or None if it is not one of ours or is malformed (anything on
    the network may answer: every field is checked before it is kept)."""
    props = info.properties or {}
    try:
        protocol = int(_text(props.get(b"protocol"), 6))
    except ValueError:
        return None
    name, game = _text(props.get(b"name"), LONGEST_NAME), _text(props.get(b"game"), LONGEST_FIELD)
    version, secret = _text(props.get(b"version"), LONGEST_FIELD), _text(props.get(b"secret"), 64)
    addresses = tuple(a for a in info.parsed_addresses() if ":" not in a)
    if not (name and game and version and secret and addresses and info.port):
        return None
    return Table(name, game, version, protocol, addresses, int(info.port), key, secret)

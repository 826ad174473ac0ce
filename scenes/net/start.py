"""Hosting and joining, from the command line and from the menu.

The command line (`--host`, `--join`: `host_table`, `join_table`) makes the connection
before any window opens, so a wrong code, a full table or an unreachable server ends the
command with a sentence and a non-zero exit instead of a table that waits for nobody.
These two wait (polling, bounded), and only there: once a window is open, the frame loop
never waits for the network. The menu's way never waits: `host_session` opens a table at
once (it waits for its guests, showing its invite). Every hosted table (these two ways,
and a saved one continued: `host_again`) is listed on this home network too (`both_doors`),
and `Joining` (a code) or `JoiningNearby` (a table listed on this home network) is polled
each frame by the Join screen until the guest is seated or refused; `invite_code` reads a
code as a person types it.
"""

from __future__ import annotations

import re
import time

from game.core import Phrase

from ..services.applog import LOG
from ..services.lang import text
from . import hosting, meeting, nearby, words
from .channel import CLOSED, OPEN, UNREACHABLE, WRONG_CODE
from .doors import Doors
from .guest import GuestSession, forget_seat, left_seat
from .host import HostedSession
from .watcher import WatcherSession

POLL_S = 0.01
INVITE_S = 30.0      # the meeting server gives an invite (or is found unreachable) by then
WELCOME_S = 50.0     # a guest is seated (or refused) by then: within the minute promised


class NetProblem(ValueError):
    """Why hosting or joining failed, in words (`phrase`; `wording.reason` reads it)."""

    def __init__(self, phrase: Phrase):
        super().__init__(phrase)
        self.phrase = phrase


def connection_words(reason: str, servers: str, code: str = "", *,
                     command_line: bool = True) -> Phrase:
    """A channel or listener that closed before the game began, in words (from the menu,
    `command_line` False, without the command line's option)."""
    where = servers or "relay.magic-wormhole.io"
    if reason == WRONG_CODE:
        return Phrase("No table answers the code {code}: check it with the person who "
                      "invited you.", code=code)
    if reason == UNREACHABLE and not command_line:
        return Phrase("The meeting server {servers} cannot be reached: check this "
                      "computer's connection.", servers=where)
    if reason == UNREACHABLE:
        return Phrase("The meeting server {servers} cannot be reached: check this "
                      "computer's connection, or the --servers given.", servers=where)
    return Phrase("The connection closed before the game began.")


def nearby_words(reason: str, host: str) -> Phrase:
    """A channel to a table listed on this home network that closed before the game began:
    the table left (no one answers there, or another table does now), or it dropped."""
    if reason in (UNREACHABLE, WRONG_CODE):
        return Phrase("{host}'s table is no longer waiting on this home network.", host=host)
    return Phrase("The connection closed before the game began.")


# An invite: a number and words, joined by '-' (7-guitarist-revenge).
INVITE = re.compile(r"[0-9]+(-[a-z0-9]+)+")
INVITE_LIMIT = 80


def invite_code(typed: str) -> str | None:
    """The invite a person typed, as the meeting server knows it (lower case, a space
    between words read as '-'), or None when it cannot be one."""
    code = re.sub(r"[\s-]+", "-", typed.strip().lower())
    return code if len(code) <= INVITE_LIMIT and INVITE.fullmatch(code) else None


def host_name(seats, remote, family: list[str]) -> str:
    """The host as its guests read it ("Ada's table is full", the home network's listing):
    the name of its first person here, as the host's own menu and table show it and as its
    seat shows on the guests' screens (one name everywhere); with nobody here (bots and
    guests only), the family's first name, else "Host"."""
    here = [s.shown_name for i, s in enumerate(seats) if not s.is_bot and i not in remote]
    return here[0] if here else family[0] if family else text(Phrase("Host"))


def host_session(session, remote, *, servers: str, name: str, version: str):
    """The hosted table's session, at once, with two doors (`Doors`): the meeting server's
    invite, asked for while the table waits (`HostedSession.waiting` shows it, or the
    server found unreachable), and the home network's listing under the host's `name`, so
    a guest at home picks it with no code to type."""
    doors = both_doors(meeting.host(servers or None, name), name, session.game, version)
    return HostedSession(session, remote, name=name, version=version, listener=doors)


def host_again(session, *, servers: str, version: str):
    """A saved game that was hosted, hosted again at once (Continue): a new invite and the
    home network's listing, the table waiting for its guests to come back (each to its
    own seat: hosting.py); the session itself when its save says nothing of hosting (an
    older save, a game played here alone)."""
    kept = hosting.kept(session)
    if kept is None:
        return session
    doors = both_doors(meeting.host(servers or None, kept.name), kept.name, session.game,
                       version)
    return HostedSession(session, kept.remote, name=kept.name, version=version,
                         listener=doors, kept=kept)


def both_doors(far, name: str, game: str, version: str):
    """The meeting server's door `far` and the home network's listing as one `Doors`; `far`
    alone when the home network cannot be used (a line in the log: it is a bonus, never
    a reason not to host)."""
    try:
        near = nearby.host_nearby(name, game, version)
    except Exception as exc:    # noqa: BLE001 (the home network is a bonus, never a crash)
        LOG.warning("the table is not listed on this home network: %s", exc)
        return far
    return Doors(far, near)


class Joining:
    """A guest on its way to a table, never waiting: `poll()` every frame gives the
    guest's session once the host has seated it; meanwhile, or after, `problem` says what
    went wrong (a refusal, a wrong code, the meeting server unreachable). `watch`: to
    watch the table from no seat (a `WatcherSession`).

    A seat this app left before its game was over (`guest.left_seat`) is asked for again
    with its token: the table continued with a new invite gives it back. A table that does
    not know the token (another one) is joined again without it, as anyone invited."""

    def __init__(self, code: str, *, servers: str, name: str, version: str,
                 watch: bool = False):
        self.code, self.servers, self.name, self.version = code, servers, name, version
        self.watch = watch
        self.token, self.promised = ("", "") if watch else left_seat()
        self.channel = self.connect()
        self.guest: GuestSession | None = None
        self.problem: Phrase | None = None

    def poll(self) -> GuestSession | None:
        if self.problem is not None:
            return None
        if self.guest is None:
            if self.channel.state == CLOSED:
                return self._fail(self.lost(self.channel.reason or UNREACHABLE))
            if self.channel.state != OPEN:
                return None
            if self.watch:
                self.guest = WatcherSession(self.channel, name=self.name,
                                            version=self.version)
            else:
                self.guest = GuestSession(self.channel, name=self.name, version=self.version,
                                          token=self.token, promised=self.promised)
        self.guest.pump()
        if self.guest.refusal is not None and self.token \
                and self.guest.refused == words.BAD_TOKEN:
            forget_seat()
            self.token = self.promised = ""
            self.guest = None
            self.channel = self.connect()
            return None
        if self.guest.refusal is not None:
            return self._fail(self.guest.refusal)
        if self.guest.ready:
            return self.guest
        if not self.guest.connected:
            return self._fail(self.lost(self.channel.reason))
        return None

    def connect(self):
        """The channel to the table: through the meeting server, by its code."""
        return meeting.join(self.code, self.servers or None)

    def lost(self, reason: str) -> Phrase:
        """Why the channel closed before the guest was seated, in words."""
        return connection_words(reason, self.servers, self.code, command_line=False)

    def _fail(self, problem: Phrase) -> None:
        self.problem = problem
        self.close()
        return None

    def close(self) -> None:
        """Stop joining (Esc, or it failed): the connection closes."""
        if self.guest is not None:
            self.guest.close()
        else:
            self.channel.close()


class JoiningNearby(Joining):
    """A guest on its way to a table listed on this home network (`nearby.Table`): the
    same steps as a code's, straight to the host's computer."""

    def __init__(self, table, *, name: str, version: str, watch: bool = False):
        self.table = table
        super().__init__("", servers="", name=name, version=version, watch=watch)

    def connect(self):
        return nearby.join_nearby(self.table)

    def lost(self, reason: str) -> Phrase:
        return nearby_words(reason, self.table.name)


def _wait(done, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(POLL_S)
    return False


def host_table(session, remote, *, servers: str, name: str, version: str, kept=None):
    """The hosted table's session and its invite, once the meeting server gave one
    (`kept`: a saved game's hosting, continued: `host_again`)."""
    far = meeting.host(servers or None, name)
    if not _wait(lambda: far.invite or far.state == CLOSED, INVITE_S) or far.invite is None:
        far.close()
        raise NetProblem(connection_words(far.reason or UNREACHABLE, servers))
    hosted = HostedSession(session, remote, name=name, version=version,
                           listener=both_doors(far, name, session.game, version), kept=kept)
    return hosted, far.invite


def join_table(code: str, *, servers: str, name: str, version: str,
               level: str | None = None, watch: bool = False) -> GuestSession:
    """A guest's session, seated at the table `code` names (its welcome received), or
    watching it (`watch`: a `WatcherSession`)."""
    channel = meeting.join(code, servers or None)
    _wait(lambda: channel.state != "connecting", WELCOME_S)
    if channel.state != OPEN:
        channel.close()
        raise NetProblem(connection_words(channel.reason or UNREACHABLE, servers, code))
    guest = WatcherSession(channel, name=name, version=version) if watch else \
        GuestSession(channel, name=name, version=version, level=level)
    _wait(lambda: (guest.pump(), guest.ready or guest.refusal or not guest.connected)[1],
          WELCOME_S)
    if guest.refusal is not None:
        guest.close()
        raise NetProblem(guest.refusal)
    if not guest.ready:
        guest.close()
        raise NetProblem(connection_words(channel.reason, servers, code))
    return guest

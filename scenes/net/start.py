"""Hosting and joining from the command line (`--host`, `--join`): the connection made
before any window opens, so a wrong code, a full table or an unreachable server ends the
command with a sentence and a non-zero exit instead of a table that waits for nobody.

These two wait (polling, bounded), and only here: once the table opens, the frame loop
never waits for the network. The menu's way to host and join is not written yet.
"""

from __future__ import annotations

import time

from game.core import Phrase

from . import meeting
from .channel import CLOSED, OPEN, UNREACHABLE, WRONG_CODE
from .guest import GuestSession
from .host import HostedSession

POLL_S = 0.01
INVITE_S = 30.0      # the meeting server gives an invite (or is found unreachable) by then
WELCOME_S = 50.0     # a guest is seated (or refused) by then: within the minute promised


class NetProblem(ValueError):
    """Why hosting or joining failed, in words (`phrase`; `wording.reason` reads it)."""

    def __init__(self, phrase: Phrase):
        super().__init__(phrase)
        self.phrase = phrase


def connection_words(reason: str, servers: str, code: str = "") -> Phrase:
    """A channel or listener that closed before the game began, in words."""
    where = servers or "relay.magic-wormhole.io"
    if reason == WRONG_CODE:
        return Phrase("No table answers the code {code}: check it with the person who "
                      "invited you.", code=code)
    if reason == UNREACHABLE:
        return Phrase("The meeting server {servers} cannot be reached: check this "
                      "computer's connection, or the --servers given.", servers=where)
    return Phrase("The connection closed before the game began.")


def _wait(done, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        time.sleep(POLL_S)
    return False


def host_table(session, remote, *, servers: str, name: str, version: str):
    """The hosted table's session and its invite, once the meeting server gave one."""
    listener = meeting.host(servers or None, name)
    if not _wait(lambda: listener.invite or listener.state == CLOSED, INVITE_S) \
            or listener.invite is None:
        listener.close()
        raise NetProblem(connection_words(listener.reason or UNREACHABLE, servers))
    hosted = HostedSession(session, remote, name=name, version=version, listener=listener)
    return hosted, listener.invite


def join_table(code: str, *, servers: str, name: str, version: str,
               level: str | None = None) -> GuestSession:
    """A guest's session, seated at the table `code` names (its welcome received)."""
    channel = meeting.join(code, servers or None)
    _wait(lambda: channel.state != "connecting", WELCOME_S)
    if channel.state != OPEN:
        channel.close()
        raise NetProblem(connection_words(channel.reason or UNREACHABLE, servers, code))
    guest = GuestSession(channel, name=name, version=version, level=level)
    _wait(lambda: (guest.pump(), guest.ready or guest.refusal or not guest.connected)[1],
          WELCOME_S)
    if guest.refusal is not None:
        guest.close()
        raise NetProblem(guest.refusal)
    if not guest.ready:
        guest.close()
        raise NetProblem(connection_words(channel.reason, servers, code))
    return guest

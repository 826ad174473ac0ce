"""What a hosted game keeps in its save so that it can be continued hosted: which seats
are people on other computers, which of them had a guest, each seat's token, the salt of
the seed's hash, and the host's name. The guests' names are the seats' own (the save's
`seats`). Written into the session's `hosting` (saved with the game after every move by
`Session.save`) and read back when Continue opens the game again (`kept`).

Nothing here ever leaves this computer: the save stays on the host. The tokens bring each
guest back to its own seat; the salt keeps the hash promised at the start the one the seed
opens at the end, however many times the game is continued. A save without these fields
(an older one, or a game played here alone) continues as an ordinary game.

A continued game waits for every guest to be back (or a bot lent to the seat) before
anything moves, not only for the one whose turn it is (`HostedSession.awaited`): picking
a game up again is a new sitting, agreed like the first one, and a family expects to start
it together; were the host's bots and people to play on meanwhile, a guest still typing
the new invite would come back to moves made without them. Once it has begun, a guest who
drops is waited for on their turn only, as in any hosted game. A guest coming back
without its token (its app restarted) is seated by `seat_for`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..services.names import seen_length
from ..services.settings import NAME_LIMIT

SECRET = re.compile(r"[0-9a-f]{32}")       # a token or a salt, as `secrets.token_hex(16)`


@dataclass(frozen=True)
class Kept:
    remote: frozenset[int]         # the seats of people on other computers
    known: frozenset[int]          # those a guest sat in before the host quit
    tokens: dict[int, str]         # seat -> its guest's token
    salt: str                      # the seed's hash was made with it at the very start
    name: str                      # the host, as its guests read it


def keep(hosted) -> dict:
    """The save's `hosting` of a HostedSession, as it stands now."""
    return {"remote": sorted(hosted.remote), "known": sorted(hosted.known),
            "tokens": {str(seat): token for seat, token in sorted(hosted.tokens.items())},
            "salt": hosted.salt, "name": hosted.name}


def kept(session) -> Kept | None:
    """What a saved session's `hosting` says, checked; None when it has none, or when it
    does not fit this game's seats (the game then continues here alone, never lost)."""
    saved = session.hosting
    if not isinstance(saved, dict):
        return None
    try:
        remote = frozenset(_seats(saved["remote"], len(session.seats)))
        known = frozenset(_seats(saved["known"], len(session.seats)))
        tokens = {int(seat): token for seat, token in saved["tokens"].items()}
        salt, name = saved["salt"], saved["name"]
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    if not remote or not known <= remote or set(tokens) != remote \
            or any(session.seats[s].is_bot for s in remote) \
            or not all(isinstance(t, str) and SECRET.fullmatch(t) for t in tokens.values()) \
            or not isinstance(salt, str) or not SECRET.fullmatch(salt) \
            or not isinstance(name, str) or not 0 < seen_length(name.strip()) <= NAME_LIMIT:
        return None
    return Kept(remote, known, tokens, salt, name.strip())


def seat_for(hosted, name: str) -> int | None:
    """The seat of a guest come without a token (a first visit, or its app restarted since
    it sat here): the away seat kept under its name, else a free seat, else the first away
    one; None when none is left (the table is full). Safe: only people holding this
    table's invite get this far (a new one each time the game is hosted, good for this
    table only), and a seat whose guest is here is never given away."""
    away = hosted.away()
    mine = [s for s in away if hosted.session.seats[s].name.casefold() == name.casefold()]
    return next(iter(mine + hosted.free() + away), None)


def _seats(numbers, players: int) -> list[int]:
    if not isinstance(numbers, list) or not all(type(n) is int and 0 <= n < players
                                                for n in numbers):
        raise ValueError("not seats of this table")
    return numbers

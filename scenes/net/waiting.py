"""What a host's table shows while it waits for people on other computers (the table asks
`HostedSession.waiting()` every frame, through `TableSession`): the invite to read aloud,
how many are still awaited, each remote seat (free, taken, a bot's for now, or, in a game
continued, waiting for its guest to come back), and the meeting server found unreachable.
Whole sentences, in the language in use. A guest's table, open once its guest is seated,
waits with the host's: it says how many are still awaited.
"""

from __future__ import annotations

from game.core import Phrase, Plural

from ..services.lang import text
from ..services.table_session import Waiting, WaitingSeat
from .channel import CLOSED, UNREACHABLE


def waiting_of(hosted) -> Waiting:
    """The waiting table of `hosted` (a HostedSession not started yet)."""
    listener = hosted.listener
    invite = listener.invite if listener is not None else None
    lines, problem = [], False
    if listener is not None and listener.state == CLOSED and listener.reason == UNREACHABLE:
        problem = True
        lines.append(Phrase("The meeting server cannot be reached, so no one can join: check "
                            "this computer's connection, or let bots play the free seats."))
    elif listener is not None and not invite:
        lines.append(Phrase("Asking the meeting server for an invite…"))
    awaited = hosted.awaited()
    if awaited:
        lines.append(Plural("Waiting for {n} person on another computer.",
                            "Waiting for {n} people on other computers.", len(awaited),
                            n=len(awaited)))
    seats = []
    for seat in sorted(hosted.remote):
        number, name = seat + 1, hosted.session.seats[seat].shown_name
        if seat in hosted.lent:
            words = Phrase("Seat {number}: a bot plays until someone joins.", number=number)
        elif seat in hosted.taken or (seat in hosted.known and not hosted.continued):
            words = Phrase("Seat {number}: {name} has joined.", number=number, name=name)
        elif seat in hosted.known:
            words = Phrase("Seat {number}: waiting for {name} to come back.", number=number,
                           name=name)
        else:
            words = Phrase("Seat {number} is free.", number=number)
        seats.append(WaitingSeat(seat, text(words), seat in awaited))
    return Waiting(text(Phrase("Invite: {code}", code=invite)) if invite else "",
                   tuple(text(line) for line in lines), tuple(seats), problem)


def guest_waiting(free: list[int]) -> Waiting:
    """A guest's table while the host still waits for people on other computers (`free`,
    as the host said): no invite (only the host gives it) and no seat to lend."""
    n = len(free)
    return Waiting("", (text(Plural("Waiting for {n} person on another computer.",
                                    "Waiting for {n} people on other computers.", n, n=n)),),
                   ())

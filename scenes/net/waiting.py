"""What a host's table shows while it waits for people on other computers (the table asks
`HostedSession.waiting()` every frame, through `TableSession`): the invite to read aloud,
how many are still awaited, each remote seat (free, taken, a bot's for now, or, in a game
continued, waiting for its guest to come back), the meeting server found unreachable,
and the table listed on this home network (`Doors`); once the game has begun, a guest
whose connection dropped when the game cannot go on without them (`dropped_of`).
Whole sentences, in the language in use. A guest's table, open once its guest is seated,
waits with the host's: it says how many are still awaited.
"""

from __future__ import annotations

from game.core import Phrase, Plural

from ..services.lang import text
from ..services.table_session import Waiting, WaitingSeat
from .channel import CLOSED, OPEN, UNREACHABLE
from .doors import Doors


def waiting_of(hosted) -> Waiting:
    """The waiting table of `hosted` (a HostedSession not started yet)."""
    listener = far = hosted.listener
    near = None
    if isinstance(listener, Doors):         # the meeting code, and the home network
        far, near = listener.first, listener.second
    listed = near is not None and near.state == OPEN
    invite = listener.invite if listener is not None else None
    lines, problem = [], False
    if far is not None and far.state == CLOSED and far.reason == UNREACHABLE:
        problem = True
        lines.append(Phrase("The meeting server cannot be reached: only a computer on this "
                            "home network can join, from Join a table.") if listed else
                     Phrase("The meeting server cannot be reached, so no one can join: check "
                            "this computer's connection, or let bots play the free seats."))
    elif far is not None and not invite:
        lines.append(Phrase("Asking the meeting server for an invite…"))
    if listed and not problem:
        lines.append(Phrase("On this home network, Join a table also lists this table by "
                            "name, with no invite to type."))
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


def dropped_of(hosted) -> Waiting | None:
    """A game begun that cannot go on without a guest whose connection dropped (theirs is
    the turn, or the clock they hold): who, the invite to come back with, and a "Let a
    bot play" button for each such seat, until they are back. None while the game goes
    on (another person's turn may be played meanwhile)."""
    stuck = [seat for seat in hosted.away() if seat not in hosted.lent
             and (hosted.session.realtime or seat in hosted.session.to_act())]
    if not stuck:
        return None
    invite = hosted.listener.invite if hosted.listener is not None else None
    seats = hosted.session.seats
    lines = tuple(text(Phrase("{name}'s connection was lost: the game waits for them to "
                              "join again with the invite, or a bot plays for them until "
                              "they are back.", name=seats[seat].shown_name))
                  for seat in stuck)
    if hosted.session.realtime:
        lines += (text(Phrase("The game goes on with a 3-2-1 when they are back.")),)
    rows = tuple(WaitingSeat(seat, text(Phrase("Seat {number}: waiting for {name} to come "
                                               "back.", number=seat + 1,
                                               name=seats[seat].shown_name)), True)
                 for seat in stuck)
    return Waiting(text(Phrase("Invite: {code}", code=invite)) if invite else "", lines,
                   rows, False)


def guest_waiting(free: list[int]) -> Waiting:
    """A guest's table while the host still waits for people on other computers (`free`,
    as the host said): no invite (only the host gives it) and no seat to lend."""
    n = len(free)
    return Waiting("", (text(Plural("Waiting for {n} person on another computer.",
                                    "Waiting for {n} people on other computers.", n, n=n)),),
                   ())

"""`Doors`: a table's two doors (the meeting code, the home network's listing) as one
listener: the first's invite, the guests of both, open while either is, both closed."""

from __future__ import annotations

from net_wait import until

from scenes.net import nearby
from scenes.net.channel import (
    CLOSED,
    CLOSED_HERE,
    CONNECTING,
    NO_REASON,
    OPEN,
    UNREACHABLE,
    Listener,
    memory_pair,
)
from scenes.net.doors import Doors


class Door:
    """A listener whose guests the test lets in."""

    def __init__(self, invite=None, state=CONNECTING):
        self.invite, self.state, self.reason = invite, state, NO_REASON
        self.waiting: list = []

    def accept(self):
        out, self.waiting = self.waiting, []
        return out

    def close(self):
        self.state, self.reason = CLOSED, CLOSED_HERE


def test_doors_give_the_first_invite_and_the_guests_of_both():
    far, near = Door("7-guitarist-revenge"), Door("Mamie's Fossil table", OPEN)
    doors = Doors(far, near)
    assert isinstance(doors, Listener)
    assert (doors.invite, doors.state) == ("7-guitarist-revenge", OPEN)
    a, b, c = (memory_pair()[0] for _ in range(3))
    far.waiting, near.waiting = [a], [b, c]
    assert doors.accept() == [a, b, c]
    assert doors.accept() == []
    near.state = CLOSED                  # the home network went: far guests still come
    assert doors.state == CONNECTING
    far.state = OPEN
    assert doors.state == OPEN
    doors.close()
    assert (far.state, near.state, doors.state, doors.reason) == (
        CLOSED, CLOSED, CLOSED, CLOSED_HERE)


def test_doors_closed_say_why_the_first_closed():
    far, near = Door(), Door()
    doors = Doors(far, near)
    far.state, far.reason = CLOSED, UNREACHABLE
    assert (doors.state, doors.reason) == (CONNECTING, NO_REASON)
    near.state = CLOSED
    assert (doors.state, doors.reason) == (CLOSED, UNREACHABLE)


def test_guests_of_two_real_doors_come_through_one():
    here = ["127.0.0.1"]
    first = nearby.host_nearby("Léo's Garbo table", "garbo", "0.2.0", interfaces=here)
    second = nearby.host_nearby("Mamie's Fossil table", "fossil", "0.2.0", interfaces=here)
    doors = Doors(first, second)
    try:
        until(lambda: first.table and second.table)
        guests = [nearby.join_nearby(first.table), nearby.join_nearby(second.table)]
        at_host = []
        until(lambda: at_host.extend(doors.accept()) or len(at_host) == 2)
        assert doors.invite == "Léo's Garbo table"
        until(lambda: all(g.state != CONNECTING for g in guests))
        assert [g.state for g in guests] == [OPEN, OPEN]
        for guest, words in zip(guests, (b"to Leo", b"to Mamie")):
            guest.send(words)
        heard = []
        until(lambda: heard.extend(m for c in at_host for m in c.receive()) or len(heard) == 2)
        assert sorted(heard) == [b"to Leo", b"to Mamie"]
    finally:
        doors.close()
    until(lambda: first.state == CLOSED and second.state == CLOSED)

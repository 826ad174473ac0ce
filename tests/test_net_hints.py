"""A hint waited for, on a guest's table as on a table here (one helper for both,
session_help.hint_answered): a worker still starting answers None, so the question is
asked again and the hint comes; a table that changed meanwhile drops the question."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from scenes.services import bot_worker
from scenes.services.session import Seat, Session
from tests.net_helpers import AtOnce, seated, step


class Starting:
    """A worker that answers its first question None (still starting), then at once."""

    def __init__(self):
        self.asked = 0

    def ask(self, fn, *args):
        self.asked += 1
        if self.asked == 1:
            return None
        future = Future()
        future.set_result(fn(*args))
        return future


def at_its_turn(monkeypatch, side):
    """(session, seat, heard): a table here, or a guest's, on that seat's turn; `heard()`
    lets a move made there reach the table (from the host, for a guest)."""
    if side == "here":
        session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
        return session, min(session.to_act()), lambda: None
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    host, guest, clock = seated()

    def heard():
        host.arrived()
        guest.pump()
        while guest.arrived():
            pass
    for _ in range(200):
        step(host, [], [], clock=clock)
        heard()
        if guest.seat in guest.to_act():
            return guest, guest.seat, heard
    raise AssertionError("never the guest's turn")


def hint_asked(monkeypatch, side):
    """(session, seat, heard, worker): a hint asked on that seat's turn, of a worker
    still starting (`at_its_turn`'s `heard`)."""
    session, seat, heard = at_its_turn(monkeypatch, side)
    worker = Starting()
    monkeypatch.setattr(bot_worker, "shared", lambda: worker)
    session.ask_hint(seat)
    return session, seat, heard, worker


@pytest.mark.parametrize("side", ["here", "guest"])
def test_a_hint_asked_while_the_worker_starts_comes_once_asked_again(monkeypatch, side):
    session, seat, _heard, worker = hint_asked(monkeypatch, side)
    got = session.hint_ready()
    assert worker.asked == 2 and got.move in session.legal(seat)
    assert session.hint_ready() is None                 # given once


@pytest.mark.parametrize("side", ["here", "guest"])
def test_a_hint_for_a_table_that_changed_is_dropped(monkeypatch, side):
    session, seat, heard, worker = hint_asked(monkeypatch, side)
    asked_on = session.state
    session.apply(seat, session.legal(seat)[0])         # the table moves on meanwhile
    heard()
    assert session.state is not asked_on
    assert session.hint_ready() is None and session.pending_hint is None and worker.asked == 1

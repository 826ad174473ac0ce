"""Across computers by the keyboard alone, and heard (issue 43): a guest plays a whole Garbo
game against the host's bot by keys, and a person at the host plays one against a guest by
keys. On each side every move is said (the guest's screen included: the host's moves come
through the wire), and nothing said names a card that side could not see then (the stock,
the other computer's hand): the true table is the host's, read after every frame."""

from __future__ import annotations

import pytest
from screen_helpers import DT, frames, open_table
from test_garbo_keys import every_move_said, key_move, named_cards

from scenes.screens.score import ScoreScene
from scenes.services import bot_worker
from tests.net_helpers import AtOnce, GuestBot, seated, step


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


class WireEar:
    """The speech log of the one app in this test, read after every frame it steps; each
    line checked against the host's true table then: no card of the stock nor of the other
    side's hand (`seat` is the side listening)."""

    def __init__(self, app, path, host, seat):
        self.path, self.host, self.seat, self.offset = path, host, seat, 0
        self.lines: list[str] = []
        self.leaks: list = []
        real = app.step

        def stepped(dt):
            real(dt)
            self.hear()
        app.step = stepped

    def hear(self) -> None:
        if not self.path.exists():
            return
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            new = f.read().decode("utf-8")
            self.offset = f.tell()
        state = self.host.session.state
        hidden = set(state.stock) | {c for s, hand in enumerate(state.hands)
                                     if s != self.seat for c in hand}
        for line in new.splitlines():
            self.lines.append(line)
            if named_cards(line) & hidden:
                self.leaks.append((line, named_cards(line) & hidden))


def test_a_guest_plays_a_whole_game_by_keys_and_hears_every_move(keys_only, log):
    host, guest, clock = seated("garbo", ("bot", "remote"), seed=31)
    app, table = open_table(guest, steps=1)
    app.settings.speed = "fast"
    ear = WireEar(app, log, host, guest.seat)
    played = 0
    for _ in range(20000):
        step(host, [], [], clock=clock)            # the host's bot, the wire both ways
        frames(app)
        if isinstance(app.scene, ScoreScene):
            break
        if not table.board.busy and guest.seat in guest.to_act() and table.board.person() \
                is not None:
            legal = guest.legal(guest.seat)
            move = legal[played * 7 % len(legal)]
            key_move(app, move)                    # Tab and the arrows, Enter, Enter
            played += 1
    assert isinstance(app.scene, ScoreScene), "the game reached the score screen"
    assert played == 16 and len(host.session.moves) == 32
    assert not ear.leaks, ear.leaks
    every_move_said(guest, ear.lines)


def test_a_person_at_the_host_plays_by_keys_against_a_guest_and_hears_every_move(keys_only,
                                                                                  log):
    host, guest, clock = seated("garbo", ("human", "remote"), seed=32)
    app, table = open_table(host, steps=1)
    app.settings.speed = "fast"
    ear = WireEar(app, log, host, 0)
    bot = GuestBot(guest)
    played = 0
    for _ in range(20000):
        clock.now += 0.25                          # the host's table serves the wire
        guest.arrived()
        if guest.ready and guest.seat in guest.to_act():
            guest.apply(guest.seat, bot.move())
        app.step(DT)
        if isinstance(app.scene, ScoreScene):
            break
        if not table.board.busy and table.board.person() == 0:
            legal = host.session.legal(0)
            key_move(app, legal[played * 5 % len(legal)])
            played += 1
    assert isinstance(app.scene, ScoreScene), "the game reached the score screen"
    assert played == 16
    assert not ear.leaks, ear.leaks
    every_move_said(host.session, ear.lines)
    scores = host.session.scores()
    assert ear.lines[-1] == (f"Scores: Mamie, {scores[0]} points and Léo, {scores[1]} "
                             "points."), "the end is said with both scores"

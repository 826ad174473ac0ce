"""A real table (headless) on a guest's session: the moves made on the host reach its board
through `arrived` like a move made here, its own moves go to the host and come back, and
what the connection says shows on the line of what happened."""

from __future__ import annotations

import pytest

from scenes.screens.table import TableScene
from scenes.services import bot_worker
from tests.net_helpers import AtOnce, GuestBot, seated, step
from tests.screen_helpers import DT, centre, click, drawn, new_app, open_table


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def test_a_guests_table_plays_the_hosts_moves_and_its_own(monkeypatch):
    host, guest, clock = seated()
    app = new_app()
    app.settings.speed = "fast"
    table = TableScene(app, guest)
    app.run(table, max_frames=1)
    played, bot = [], GuestBot(guest)
    shown = []
    real_play = table.board.play
    monkeypatch.setattr(table.board, "play", lambda events: (shown.append(events),
                                                             real_play(events)))
    for _frame in range(3000):
        step(host, [], [], clock=clock)             # the host's bot moves on its table
        app.step(DT)                                # the guest's table hears it
        if not table.board.busy and guest.seat in guest.to_act():
            table.play_move(guest.seat, bot.move())
            played.append(guest.moves_made)
        if len(played) >= 4 and not table.board.busy:
            break
    assert len(played) >= 4 and guest.moves_made == len(host.session.moves)
    # every move reached the board once, with its events (the guest's own included,
    # when the host sent it back applied)
    assert [e for e in shown if e] == guest.heard
    assert table.board.shown == guest.state
    guest.channel.send(b"not a message")            # the host answers with words
    step(host, [], [], clock=clock)
    app.step(DT)
    assert table.news.warning and "could not read a message" in table.news.text
    host.close()                                    # the host leaves
    app.step(DT)
    assert table.news.text == "The connection to Mamie's table was lost."
    assert guest.to_act() == frozenset()


def test_a_person_on_another_computer_is_playing_there_never_handed_the_mouse_here():
    """Both sides: the banner says the other computer's person is playing; clicks on
    their turn are refused with words; no curtain asks for them here."""
    host, guest, _clock = seated(kinds=("human", "remote"))
    app, guest_table = open_table(guest, steps=1)
    host_app, host_table = open_table(host, steps=1)
    mamie = host.session.seats[0].shown_name
    assert guest.to_act() == frozenset({0})           # the host's person plays first
    assert guest_table.board.banner() == f"Level One · {mamie} is playing"
    assert guest_table.board.person() is None
    assert host_table.curtain_for() is None
    first = host.session.legal(0)[0]
    host_table.play_move(0, first)
    for _ in range(400):
        host.arrived()
        app.step(DT)
        host_app.step(DT)
        if guest.to_act() == frozenset({guest.seat}) and not host_table.board.busy:
            break
    name = guest.seats[guest.seat].shown_name
    assert host_table.board.banner() == f"Level One · {name} is playing"
    assert host_table.board.person() is None


def test_a_guests_click_when_the_table_cannot_hear_the_host_is_told_the_truth(monkeypatch):
    """The rules allow the move but the table cannot play it (the host has gone, on the
    guest's turn): the table says so, never a rule the move did not break."""
    host, guest, clock = seated()
    app, table = open_table(guest, steps=1)
    said = []
    real_say = table.say
    monkeypatch.setattr(table, "say", lambda line, **kw: (said.append(line),
                                                          real_say(line, **kw)))
    for _frame in range(3000):
        step(host, [], [], clock=clock)
        app.step(DT)
        if not table.board.busy and guest.seat in guest.to_act():
            break
    host.close()
    app.step(DT)
    move = guest.rules.legal_moves(guest.state, guest.seat)[0]
    assert guest.to_act() == frozenset() and not table.board.busy
    table.board.propose(move)
    assert said[-1] == "Not now: the table is waiting to hear from another computer."


def test_nobody_at_a_guests_table_acts_before_the_table_shows_what_the_host_sent():
    """The guest's own move came back from the host, not yet shown on its table: the
    table as shown is still the one where it was the guest's turn, and a bot thinking on
    it played that turn again (the host refused it: a guest bot's game stopped)."""
    host, guest, clock = seated()
    for _ in range(200):
        step(host, [], [], clock=clock)
        guest.pump()
        while guest.arrived():
            pass
        if guest.seat in guest.to_act():
            break
    assert guest.seat in guest.to_act()
    guest.apply(guest.seat, guest.legal(guest.seat)[0])
    host.arrived()                                  # applied there, sent back
    guest.pump()
    assert guest.to_act() == frozenset()            # until the table has shown it
    while guest.arrived():
        pass
    assert guest.to_act() == guest.rules.to_act(guest.state)


@pytest.mark.parametrize("game, kinds", [("garbo", ("human", "remote")),
                                         ("ligretto", ("human", "remote"))])
def test_a_guest_dropped_when_the_game_needs_them_gets_a_bot_from_the_hosts_table(game, kinds):
    """Once begun, a guest whose connection drops stops the game on their turn (a turn-
    based game) or holds the clock (one in real time): the host's table says so and offers
    "Let a bot play" for that seat; one click, and a bot plays for them."""
    host, guest, clock = seated(game, kinds, seed=4)
    app, table = open_table(host, steps=1)
    for _ in range(400):                            # until it is the guest's turn (or, in
        clock.now += DT / 1000                      # real time, the game is under way)
        app.step(DT)
        guest.arrived()
        if host.started and (host.session.realtime or 1 in host.session.to_act()):
            break
        if host.session.to_act() == {0} and not table.board.busy:
            table.play_move(0, host.session.legal(0)[0])
    assert not table.waiting_panel.active
    guest.channel.close()                           # Léo's computer goes quiet
    for _ in range(200):                            # (the host's last card lands first)
        app.step(DT)
        if table.waiting_panel.active:
            break
    name = host.session.seats[1].shown_name
    assert table.waiting_panel.active
    said = [line.text for line in drawn(app)]
    assert any(f"{name}'s connection was lost" in t for t in said), said
    # One panel: the host's, with the button (the board's own words for a guest's table
    # would show through around it).
    assert not any("the clock waits for them" in t for t in said), said
    assert any("3-2-1" in t for t in said) == host.session.realtime, said
    [button] = table.waiting_panel.buttons
    before = len(host.session.moves)
    click(app, centre(button.rect))
    assert host.seats[1].is_bot and not table.waiting_panel.active
    for _ in range(600):
        clock.now += DT / 1000
        app.step(DT)
        if any(m["seat"] == 1 for m in host.session.moves[before:]):
            break
        if 0 in host.session.to_act() and not table.board.busy and not host.session.realtime:
            table.play_move(0, host.session.legal(0)[0])
    assert any(m["seat"] == 1 for m in host.session.moves[before:])   # the bot played


def test_a_guest_whose_host_is_gone_mid_game_reads_the_same_in_the_banner_and_panel():
    """Found across two windows: the host's app killed, the guest's panel said the
    connection was lost while its banner said it waited for people."""
    host, guest, clock = seated()
    app, table = open_table(guest, steps=2)
    for door in list(host.taken.values()):
        door.channel.close()                        # the host's app is gone: no goodbye
    for _ in range(3):
        app.step(DT)
    assert not guest.is_over() and table.waiting_panel.active
    said = table.waiting_panel.shown.lines[0]
    assert said == "The connection to Mamie's table was lost."
    assert table.banner_text() == said

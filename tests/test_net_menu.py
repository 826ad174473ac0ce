"""Hosting and joining with the mouse, headless: the menu's seat for a person on another
computer, the table that waits for them showing its invite (and lends a free seat to a
bot), and the Join screen that reaches a guest's table without a frame waiting. No real
server: a fake listener for the host, and `memory_pair`s for the connections."""

from __future__ import annotations

import pygame
from net_helpers import AtOnce, hosted
from net_helpers import join as seat_guest
from screen_helpers import centre, click, drawn, frames, key, new_app

from scenes.boards import BOARDS
from scenes.net import meeting, nearby
from scenes.net.channel import CLOSED, CONNECTING, OPEN, UNREACHABLE, WRONG_CODE, memory_pair
from scenes.net.guest import GuestSession
from scenes.net.host import HostedSession
from scenes.screens.join import JoinScene
from scenes.screens.menu import MenuScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.settings import Settings
from scenes.services.version import VERSION

INVITE = "7-guitarist-revenge"


class FakeListener:
    """A host's door as `meeting.host` gives it, without a server: its invite, and the
    guests' channels the test hands it."""

    def __init__(self, invite=INVITE, state=OPEN, reason=""):
        self.invite, self.state, self.reason = invite, state, reason
        self.waiting: list = []
        self.closed = False

    def accept(self):
        out, self.waiting = self.waiting, []
        return out

    def close(self):
        self.closed = True


def open_menu(game="garbo"):
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    click(app, centre(menu.game_buttons[list(BOARDS).index(game)].rect))
    return app, menu


def texts(app) -> list[str]:
    return [line.text for line in drawn(app)]


def seat_on_another_computer(app, menu, i=1):
    while menu.kinds[i] != "remote":
        click(app, centre(menu.kind_buttons[i].rect))


def test_a_seat_cycles_to_another_computer_and_back():
    app, menu = open_menu()
    seen = []
    for _ in range(6):          # from medium: hard, remote, a head start, human, easy, ...
        click(app, centre(menu.kind_buttons[1].rect))
        seen.append((menu.kinds[1], menu.kind_buttons[1].label))
    assert seen[1] == ("remote", "Another computer")
    assert [k for k, _label in seen] == ["hard", "remote", "helped", "human", "easy",
                                         "medium"]
    click(app, centre(menu.kind_buttons[1].rect))
    click(app, centre(menu.kind_buttons[1].rect))        # remote again
    assert menu.kinds[1] == "remote" and not menu.seats()[1].is_bot
    assert menu.remote() == [1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3,
                                         pos=centre(menu.kind_buttons[1].rect)))
    frames(app)
    assert menu.kinds[1] == "hard"                       # a right click: back


def test_a_game_in_real_time_has_a_seat_on_another_computer_too():
    app, menu = open_menu("ligretto")
    kinds = set()
    for _ in range(8):
        click(app, centre(menu.kind_buttons[1].rect))
        kinds.add(menu.kinds[1])
    assert "remote" in kinds and "human" in kinds


def hosting(monkeypatch, listener, players=2, near=None, game=None, shown=None):
    """The menu's Play with seat 2 (and 3, at three) on another computer: (app, table,
    hosted session). The home network's door is made by `near(name, game, version)`,
    else it is one that could not open. `shown`, a list, gets the names the menu's seats
    showed at Play."""
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    asked = []
    monkeypatch.setattr(meeting, "host", lambda servers, name: asked.append(name) or listener)
    monkeypatch.setattr(nearby, "host_nearby", near or (
        lambda name, game, version: FakeListener(None, CLOSED, UNREACHABLE)))
    app, menu = open_menu(game or ("garbo" if players == 2 else "fossil"))
    if players == 3:
        click(app, centre(menu.plus.rect))
        assert menu.players == 3
        seat_on_another_computer(app, menu, 2)
    seat_on_another_computer(app, menu)
    if shown is not None:
        shown.extend(f.text for f in menu.fields[:menu.players])
    click(app, centre(menu.play.rect))
    frames(app, 2)
    table = app.scene
    assert isinstance(table, TableScene) and isinstance(table.session, HostedSession)
    assert asked == [table.session.name]
    return app, table, table.session


def test_play_with_a_seat_on_another_computer_opens_a_table_that_waits_with_its_invite(
        monkeypatch):
    app, table, session = hosting(monkeypatch, FakeListener())
    frames(app, 30)
    assert session.remote == {1} and session.to_act() == frozenset()
    assert len(session.moves) == 0                       # nobody moves: it waits
    shown = texts(app)
    assert "Invite: 7-guitarist-revenge" in shown
    assert "Waiting for 1 person on another computer." in shown
    assert "Seat 2 is free." in shown and "Let a bot play" in shown
    assert "Waiting for people on other computers" in shown          # the banner


def test_lending_the_free_seat_to_a_bot_starts_the_game(monkeypatch):
    app, table, session = hosting(monkeypatch, FakeListener())
    [button] = table.waiting_panel.buttons
    click(app, centre(button.rect))
    assert session.started and session.lent.keys() == {1}
    frames(app, 300)
    assert table.waiting_panel.rect is None and "Invite: 7-guitarist-revenge" not in texts(app)
    assert len(session.moves) > 0 or session.to_act()    # the game goes on


def test_a_ligretto_seat_lent_before_the_game_is_a_bot_in_its_clock(monkeypatch):
    app, table, session = hosting(monkeypatch, FakeListener(), game="ligretto")
    frames(app, 30)
    assert session.clock_version() == 0                   # the clock waits for its guest
    [button] = table.waiting_panel.buttons
    click(app, centre(button.rect))
    assert session.started and session.seats[1].is_bot and session.remote == frozenset()
    frames(app, 2)
    name = session.seats[1].shown_name
    assert f"A bot plays for {name} for the whole game." in table.history.lines
    frames(app, 600)                                       # the 3-2-1, then the race
    movers = {m["seat"] for m in session.session.moves}
    assert 1 in movers                                     # the lent bot plays


def test_a_guest_who_comes_is_shown_and_the_last_free_seat_still_waits(monkeypatch):
    listener = FakeListener()
    app, table, session = hosting(monkeypatch, listener, players=3)
    assert "Waiting for 2 people on other computers." in texts(app)
    here, there = memory_pair()
    listener.waiting.append(here)
    guest = GuestSession(there, name="Léo", version=VERSION)
    frames(app, 2)
    guest.pump()
    assert guest.ready and guest.seat == 1 and not session.started
    shown = texts(app)
    assert "Seat 2: Léo has joined." in shown and "Seat 3 is free." in shown
    assert "Waiting for 1 person on another computer." in shown
    [button] = table.waiting_panel.buttons                 # for seat 3 only
    click(app, centre(button.rect))
    assert session.started and table.waiting_panel.rect is None


def test_the_hosts_person_has_one_name_on_its_menu_its_table_and_its_guests_screens(
        monkeypatch):
    """The host's person left the name the menu gave (a name typed once at the Join screen
    is the family's first): its guests read the name its own menu and table show, for its
    seat and as the host ("Ada's table"), never "Host" nor another family name."""
    kept = Settings(family=["Zoë"])
    kept.remember_table("garbo", 2, ["human", "medium"], ["You", "Ochre"], {})
    kept.save()
    listener, shown = FakeListener(), []
    app, table, session = hosting(monkeypatch, listener, shown=shown)
    here, there = memory_pair()
    listener.waiting.append(here)
    guest = GuestSession(there, name="Léo", version=VERSION)
    for _ in range(300):                # the deal shows first: then the host answers
        frames(app)
        guest.pump()
        if guest.ready:
            break
    assert guest.ready and guest.seat == 1
    mine = session.seats[0].shown_name
    assert shown[0] == mine == guest.seats[0].shown_name == guest.host == session.name
    assert mine in texts(app)


def test_the_host_is_named_by_its_first_person_here():
    from scenes.net.start import host_name
    from scenes.services.session import Seat
    seats = [Seat("bot", "Ochre", "easy"), Seat("human", "Mamie"), Seat("human", "Ada"),
             Seat("human", "Léo")]
    assert host_name(seats, {2}, ["Zoë"]) == "Mamie"
    assert host_name(seats, {1, 2, 3}, ["Zoë"]) == "Zoë"      # nobody here: the family's
    assert host_name(seats, {1, 2, 3}, []) == "Host"


def test_the_waiting_table_says_when_the_meeting_server_cannot_be_reached(monkeypatch):
    app, table, session = hosting(monkeypatch, FakeListener(None, CLOSED, UNREACHABLE))
    shown = texts(app)
    assert any(t.startswith("The meeting server cannot be reached") for t in shown)
    assert not any(t.startswith("Invite:") for t in shown)
    click(app, centre(table.waiting_panel.buttons[0].rect))   # bots may still play
    assert session.started


# --- joining -----------------------------------------------------------------------------

def open_join(monkeypatch, join):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    monkeypatch.setattr(meeting, "join", join)
    app, menu = open_menu()
    [button] = [b for b in menu.small if b.label == "Join a table"]
    click(app, centre(button.rect))
    frames(app)
    assert isinstance(app.scene, JoinScene)
    return app, app.scene


def type_code(app, scene, code: str) -> None:
    for _ in range(len(scene.field.text)):
        key(app, pygame.K_BACKSPACE)
    for ch in code:
        key(app, ord(ch.lower()) if ch.isascii() else 0, ch)


def test_the_join_screen_refuses_a_code_that_cannot_be_an_invite(monkeypatch):
    asked = []
    app, scene = open_join(monkeypatch, lambda code, servers: asked.append(code))
    type_code(app, scene, "guitarist revenge!")
    click(app, centre(scene.join_button.rect))
    assert asked == [] and scene.joining is None
    assert "An invite is a number and words joined by dashes, such as 7-guitarist-revenge: " \
           "check the one you were given." in " ".join(texts(app))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_joining_with_a_code_reaches_the_guests_table(monkeypatch):
    host = hosted("garbo", ("bot", "remote"), 31, {1})
    asked = []

    def join(code, servers):
        asked.append(code)
        here, there = memory_pair()
        there.state = CONNECTING            # the meeting takes a frame or two
        host.admit(here)
        asked.append(there)
        return there

    app, scene = open_join(monkeypatch, join)
    type_code(app, scene, " 7 Guitarist  REVENGE ")
    click(app, centre(scene.name_field.rect))
    for ch in "Léo":
        key(app, ord(ch.lower()) if ch.isascii() else 0, ch)
    assert scene.field.text == " 7 Guitarist  REVENGE " and scene.name_field.text == "Léo"
    click(app, centre(scene.join_button.rect))
    assert asked[0] == INVITE
    channel = asked[1]
    assert "Connecting…" in texts(app) and isinstance(app.scene, JoinScene)
    channel.state = OPEN
    for _ in range(5):
        frames(app)
        host.arrived()
    table = app.scene
    assert isinstance(table, TableScene) and isinstance(table.session, GuestSession)
    assert table.session.seat == 1 and table.session.host == "Mamie" and host.started
    assert host.seats[1].name == "Léo" and app.settings.family[0] == "Léo"


def test_a_wrong_code_is_said(monkeypatch):
    def join(code, servers):
        here, there = memory_pair()
        there.state, there.reason = CLOSED, WRONG_CODE
        return there

    app, scene = open_join(monkeypatch, join)
    type_code(app, scene, INVITE)
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.scene, JoinScene) and scene.joining is None
    assert "No table answers the code 7-guitarist-revenge: check it with the person who " \
           "invited you." in " ".join(texts(app))


def test_a_full_table_is_said(monkeypatch):
    host = hosted("garbo", ("bot", "remote"), 31, {1})
    seat_guest(host, "Zoë")                  # its one remote seat has its guest, here
    host.arrived()

    def join(code, servers):
        here, there = memory_pair()
        host.admit(here)
        return there

    app, scene = open_join(monkeypatch, join)
    type_code(app, scene, INVITE)
    key(app, pygame.K_RETURN)
    for _ in range(3):
        host.arrived()
        frames(app)
    assert isinstance(app.scene, JoinScene)
    assert "Mamie's table is full: every seat for a person on another computer is taken." \
        in " ".join(texts(app))

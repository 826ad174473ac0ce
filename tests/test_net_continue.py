"""A host that quits and continues (in one process, over `memory_pair`s, no server): the
hosted game's save keeps what hosting needs (and an old save without it still continues,
as an ordinary game); the guest hears at once that the table is closed; Continue hosts it
again with a new invite and waits for its guests; the guest comes back to its own seat
with its token (or, its app restarted, by its name), sees the table afresh, and the game
ends with the seed opening the hash promised at the very start."""

from __future__ import annotations

import json

import pytest

from scenes.net import guest as guest_module
from scenes.net import hosting, meeting
from scenes.net.channel import CLOSED, memory_pair
from scenes.net.guest import GuestSession, left_seat
from scenes.net.host import HostedSession
from scenes.net.seal import opens, seal
from scenes.net.start import Joining, host_again
from scenes.services import bot_worker, lang, saves
from scenes.services.deals import saved_sessions
from scenes.services.table_session import AWAY, JOINED, RETURNING
from tests.net_helpers import (
    VERSION,
    AtOnce,
    Clock,
    GuestBot,
    hosted,
    join,
    play_out,
    seated,
    step,
)
from tests.screen_helpers import drawn, open_table

SEED = 987654321


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


class Door:
    """A listener as `meeting.host` gives it, without a server; `knock` is a guest coming
    in with the invite (`meeting.join`), its channel handed to the host's table."""

    def __init__(self, invite="8-saxophone-pelican"):
        self.invite, self.state, self.reason = invite, "open", ""
        self.waiting: list = []

    def accept(self):
        out, self.waiting = self.waiting, []
        return out

    def close(self):
        self.state = CLOSED

    def knock(self, code, servers):
        assert code == self.invite
        here, there = memory_pair()
        self.waiting.append(here)
        return there


def save_path() -> str:
    return saves.new_save_path("garbo")


def played(host, guest, clock, moves: int) -> None:
    bots = [GuestBot(guest)]
    while len(host.session.moves) < moves or guest.pending:
        step(host, [guest], bots, clock=clock)


def continued(monkeypatch, door):
    """Continue, as the menu's list does: the one save found, hosted again."""
    monkeypatch.setattr(meeting, "host", lambda servers, name: door)
    [session], problems = saved_sessions()
    assert problems == []
    return host_again(session, servers="", version=VERSION)


def test_a_garbo_game_closed_by_its_host_is_continued_and_its_guest_comes_back(monkeypatch):
    host, guest, clock = seated(seed=SEED, save_path=save_path())
    promised, token = guest.seed_hash, guest.token       # the hash promised at the start
    played(host, guest, clock, 9)
    moves = len(host.session.moves)
    host.close()                                        # the host quits mid-game
    guest.arrived()
    closed = "Mamie has closed the table: the game is saved on their computer."
    assert guest.notices() == [closed]                  # said once, not as a lost line too
    assert guest.waiting().lines == (closed, "When Mamie opens the table again, go back to "
                                     "the menu and join it with the new invite.")
    assert guest.to_act() == frozenset()
    guest.close()                                       # Menu, on the guest's computer
    assert left_seat() == (token, promised)

    with open(host.session.save_path, encoding="utf-8") as f:
        kept = json.load(f)["hosting"]
    assert kept == {"remote": [1], "known": [1], "tokens": {"1": token},
                    "salt": host.salt, "name": "Mamie"}

    door = Door()
    again = continued(monkeypatch, door)
    assert isinstance(again, HostedSession) and again.listener.first is door
    assert again.seed_hash == promised and len(again.session.moves) == moves
    assert again.session.seats[1].name == "Léo"
    for _ in range(5):                                  # nothing moves while Léo is away
        step(again, [], [], clock=clock)
    assert len(again.session.moves) == moves and again.to_act() == frozenset()
    waiting = again.waiting()
    assert waiting.invite == "Invite: 8-saxophone-pelican"
    assert [s.words for s in waiting.seats] == ["Seat 2: waiting for Léo to come back."]
    assert waiting.seats[0].free                        # a bot may be lent meanwhile

    monkeypatch.setattr(meeting, "join", door.knock)
    joining = Joining(door.invite, servers="", name="Léo", version=VERSION)
    back = None
    for _ in range(5):
        again.arrived()
        back = back or joining.poll()
    assert back is not None and back is not guest
    assert back.seat == 1 and back.token == token and back.moves_made == moves
    assert back.state == again.rules.view(again.session.state, 1)     # a fresh view
    assert "Léo is back at the table." in again.notices() and again.started
    play_out(again, [back], clock=clock)
    assert back.scores() == again.session.scores() and back.complete
    assert back.seed == SEED and opens(promised, back.seed, again.salt)
    assert back.seed_hash == promised


def fossil_again():
    """Fossil at three, Léo and Zoë seated at the two remote seats, the table closed by
    its host and hosted again from its save (no one back yet)."""
    clock = Clock()
    host = hosted("fossil", ("human", "remote", "remote"), 21, {1, 2}, clock, save_path())
    for name in ("Léo", "Zoë"):
        join(host, name)
    host.arrived()
    host.close()
    [session], _problems = saved_sessions()
    return HostedSession(session, {1, 2}, name="Mamie", version=VERSION, clock=clock,
                         kept=hosting.kept(session))


def test_a_guest_whose_app_restarted_takes_its_away_seat_by_name():
    again = fossil_again()
    assert again.away() == [1, 2] and again.free() == []
    _zoe_here, zoe = join(again, "zoë")                 # no token: her app was restarted
    _other_here, other = join(again, "Anna")            # the invite, another name
    full_here, full = join(again, "Ben")
    again.arrived()
    for g in (zoe, other, full):
        g.arrived()
    assert zoe.seat == 2 and other.seat == 1            # hers by name, the first away one
    assert again.session.seats[1].name == "Anna"        # who plays there now
    assert full_here.state == CLOSED and not full.ready
    assert full.notices() == [
        "Mamie's table is full: every seat for a person on another computer is taken."]
    assert again.started and again.to_act() == again.session.to_act() != frozenset()


def test_a_continued_game_waits_for_every_guest_or_a_bot_lent():
    again = fossil_again()
    _here, leo = join(again, "Léo")
    again.arrived()
    leo.arrived()
    assert leo.seat == 1 and again.awaited() == [2]
    assert again.to_act() == frozenset() and again.waiting() is not None
    assert again.lend(2, "easy") and again.started
    assert again.to_act() == again.session.to_act() != frozenset()


def test_a_seat_whose_guest_has_not_joined_again_waits_for_them_no_connection_lost():
    """A continued game: each seat whose guest is not back yet is waiting for them to come
    back, on the host's panels and on a guest's who is back (nobody lost a connection:
    the host quit; found by hand, "Away: connection lost"). Once the game has begun, a
    guest who drops is away, and the other guest plays on."""
    again = fossil_again()
    assert again.presence(1) == again.presence(2) == RETURNING
    app, _table = open_table(again, steps=3)
    for code, words in (("en", "Waiting for them to come back"),
                        ("fr", "En attente de son retour"), ("it", "In attesa del suo ritorno")):
        lang.use(code)
        shown = [line.text for line in drawn(app)]
        assert [shown[shown.index(name) + 1] for name in ("Léo", "Zoë")] == [words, words]
        assert lang._("Away: connection lost") not in shown
    lang.use("en")
    _here, leo = join(again, "Léo")
    again.arrived()
    leo.arrived()
    assert again.presence(1) == JOINED and leo.presence(2) == RETURNING
    _there, zoe = join(again, "Zoë")
    for _ in range(2):
        again.arrived()
        leo.arrived()
        zoe.arrived()
    assert again.started and leo.presence(2) is None
    zoe.channel.close()                                 # her line drops, the game begun
    again.arrived()
    leo.arrived()
    assert again.presence(2) == AWAY and leo.presence(2) == AWAY
    assert leo.free == [] and leo.waiting() is None     # Léo's table plays on


def test_an_old_save_without_hosting_continues_as_an_ordinary_game(monkeypatch):
    host, guest, clock = seated(seed=SEED, save_path=save_path())
    played(host, guest, clock, 4)
    host.close()
    path = host.session.save_path
    with open(path, encoding="utf-8") as f:
        record = json.load(f)
    del record["hosting"]                               # as an older version saved it
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    monkeypatch.setattr(meeting, "host", lambda servers, name: pytest.fail("hosted"))
    [session], problems = saved_sessions()
    assert problems == [] and session.hosting is None
    assert host_again(session, servers="", version=VERSION) is session
    assert session.humans() == [1] and session.moves == host.session.moves


@pytest.mark.parametrize("spoilt", [
    {"salt": "not a salt"}, {"remote": [0]}, {"known": [0]}, {"tokens": {"1": "short"}},
    {"tokens": {}}, {"name": ""}, {"remote": "1"}])
def test_a_hosting_that_does_not_fit_the_save_continues_as_an_ordinary_game(spoilt):
    host = hosted("garbo", ("bot", "remote"), SEED, {1}, save_path=save_path())
    host.session.save()
    host.session.hosting.update(spoilt)
    host.session.save()
    [session], _problems = saved_sessions()
    assert hosting.kept(session) is None


def test_a_seat_kept_by_another_table_is_asked_for_and_then_joined_without(monkeypatch):
    """A token this app kept from a table that is not the one it joins now: refused, and
    joined again at once without it, as anyone invited."""
    guest_module._left.update(token="f" * 32, seed_hash="0" * 64)
    host = hosted("garbo", ("bot", "remote"), SEED, {1})
    door = Door()
    host.listener = door
    monkeypatch.setattr(meeting, "join", door.knock)
    joining = Joining(door.invite, servers="", name="Léo", version=VERSION)
    seated = None
    for _ in range(6):
        host.arrived()
        seated = seated or joining.poll()
    assert isinstance(seated, GuestSession) and seated.seat == 1 and joining.problem is None
    assert seated.seed_hash == host.seed_hash and left_seat() == ("", "")


def test_a_guest_coming_back_keeps_the_hash_it_was_first_promised(monkeypatch):
    """A host whose continued table promises another hash (its salt changed) cannot
    make its guest forget the first: the seed revealed at the end must open that one."""
    host, guest, clock = seated(seed=SEED, save_path=save_path())
    promised = guest.seed_hash
    host.close()
    guest.arrived()
    guest.close()
    door = Door()
    again = continued(monkeypatch, door)
    again.salt = "0" * 32
    again.seed_hash = seal(SEED, again.salt)
    monkeypatch.setattr(meeting, "join", door.knock)
    joining = Joining(door.invite, servers="", name="Léo", version=VERSION)
    back = None
    for _ in range(5):
        again.arrived()
        back = back or joining.poll()
    assert back.seat == 1 and back.seed_hash == promised != again.seed_hash


# --- with the mouse: the guest's table when its host quits, Continue, Join again ----------

def test_continue_hosts_the_table_again_and_the_guest_joins_it_again_from_its_screens(
        monkeypatch):
    from screen_helpers import centre, click, drawn, frames, key, new_app

    from scenes.screens.join import JoinScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.saved import SavedScene
    from scenes.screens.table import TableScene

    host, guest, clock = seated(seed=SEED, save_path=save_path())
    played(host, guest, clock, 5)
    there = new_app()                                   # the guest's computer
    there.run(TableScene(there, guest), max_frames=1)
    host.close()
    frames(there, 2)
    table = there.scene
    closed = "Mamie has closed the table: the game is saved on their computer."
    assert table.waiting_panel.active and table.news.text == closed
    assert closed in " ".join(line.text for line in drawn(there))
    click(there, centre(table.buttons[0].rect))         # Menu
    frames(there)
    assert isinstance(there.scene, MenuScene) and left_seat()[0] == guest.token

    door = Door()
    monkeypatch.setattr(meeting, "host", lambda servers, name: door)
    here = new_app()                                    # the host's computer, later
    [session], _problems = saved_sessions()
    here.run(SavedScene(here, [session]), max_frames=1)
    click(here, centre(here.scene.buttons[1].rect))     # the game's Continue
    frames(here, 2)
    hosted_again = here.scene.session
    assert isinstance(here.scene, TableScene) and isinstance(hosted_again, HostedSession)
    assert "Seat 2: waiting for Léo to come back." in [line.text for line in drawn(here)]

    monkeypatch.setattr(meeting, "join", door.knock)
    [button] = [b for b in there.scene.small if b.label == "Join a table"]
    click(there, centre(button.rect))
    frames(there)
    assert isinstance(there.scene, JoinScene)
    for ch in door.invite:
        key(there, ord(ch), ch)
    key(there, 13)                                      # Return
    for _ in range(4):
        hosted_again.arrived()
        frames(there)
        frames(here)
    back = there.scene.session
    assert isinstance(there.scene, TableScene) and back.seat == 1 and back.token == guest.token
    assert hosted_again.started and not here.scene.waiting_panel.active


# --- the command line: --continue ----------------------------------------------------------

def test_the_command_line_continues_the_last_game_hosted_with_a_new_invite(capsys):
    """Over the local meeting server (in this process): --continue hosts the saved game
    again and prints its new invite; an older save, without hosting, is continued here;
    nothing saved is said."""
    import main
    from scenes.net import serve
    servers = f"127.0.0.1:{serve.listen()}"
    args = ["--headless", "--continue", "--servers", servers, "--frames", "3",
            "--fixed-dt", "16", "--report"]
    assert main.main(args) == 2
    assert "no unfinished game is saved" in capsys.readouterr().err
    host, guest, clock = seated(seed=SEED, save_path=save_path())
    played(host, guest, clock, 4)
    host.close()
    assert main.main(args) == 0
    first, *_middle, report = capsys.readouterr().out.strip().splitlines()
    assert json.loads(first)["invite"] and json.loads(report)["scene"] == "table"
    with open(host.session.save_path, encoding="utf-8") as f:
        record = json.load(f)
    assert record["hosting"]["salt"] == host.salt and len(record["moves"]) >= 4
    del record["hosting"]
    with open(host.session.save_path, "w", encoding="utf-8") as f:
        json.dump(record, f)
    assert main.main(args) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and json.loads(out[0])["scene"] == "table"

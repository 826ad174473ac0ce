"""The seat panels of a host's table, for each game that can be hosted: while it waits for
its guests nobody is "playing now" (nobody may move), and a seat kept for a person on
another computer says where that person is: awaited (no name yet), the guest's name once
seated, away when the connection drops, a bot playing for them when one is lent. The
words are the catalog's, shown in the language in use (Italian checked too)."""

from __future__ import annotations

import pytest
from net_helpers import AtOnce, join
from screen_helpers import drawn, frames, new_app
from text_checks import collisions, speaking

from game import RULES
from scenes.net.host import HostedSession
from scenes.screens.table import TableScene
from scenes.services import bot_worker, lang
from scenes.services.session import Seat, Session

HOSTED = [name for name, game in RULES.items() if not game.realtime]
WAITS = "Waiting for a person on another computer."


def hosted_table(monkeypatch, game):
    """A host's table, Mamie here and seat 2 kept for another computer: (app, table,
    session). The bots answer at once."""
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    seats = [Seat("human", "Mamie"), Seat("human", "Ben")]
    host = HostedSession(Session(game, seats, 3), {1}, name="Mamie", version="0.2.0")
    app = new_app()
    table = TableScene(app, host)
    app.run(table, max_frames=3)
    return app, table, host


def panels(app, table) -> str:
    """Every word the board draws (its seat panels among them, on its ground for some), the
    waiting panel left out, one line each."""
    def board():
        table.board.backdrop(app.canvas)
        table.board.draw(app.canvas)
    return "\n".join(line.text for line in drawn(app, board))


def seated(app, host, guest) -> None:
    """Frames until the host has seated the guest (it serves its guests between the
    board's animations, the deal's included)."""
    for _ in range(600):
        frames(app)
        guest.pump()
        if guest.ready:
            return
    raise AssertionError("the guest was never seated")


def mamies_turn(app, table, host) -> None:
    """Frames until the cards stop on Mamie's turn (a bot or the guest moved first)."""
    for _ in range(600):
        frames(app)
        if not table.board.busy and host.to_act() == {0}:
            return
    raise AssertionError("never Mamie's turn")


def under(words: str, name: str) -> str:
    """The line under a seat's name."""
    lines = words.split("\n")
    return lines[lines.index(name) + 1]


def test_every_hostable_game_is_looked_at():
    assert set(HOSTED) == {"petroglyph", "fossil", "garbo"}


@pytest.mark.parametrize("game", HOSTED)
def test_nobody_is_playing_now_while_the_table_waits_for_its_guest(monkeypatch, game):
    app, table, host = hosted_table(monkeypatch, game)
    frames(app, 60)
    assert host.waiting() is not None and host.to_act() == frozenset()
    words = panels(app, table)
    assert "playing now" not in words
    # the seat kept for a guest has no name yet: a sentence, on one or two lines
    assert WAITS in words.replace("\n", " ") and "Ben" not in words.split("\n")
    here, guest = join(host, name="Léo")
    seated(app, host, guest)
    assert host.started
    frames(app, 120)
    words = panels(app, table)
    current = table.board.shown.current                   # the game has begun
    assert under(words, ("Mamie", "Léo")[current]) == "playing now"
    assert under(words, "Léo") == ("playing now" if current else "On another computer")
    assert WAITS not in words.replace("\n", " ")


@pytest.mark.parametrize("game", HOSTED)
@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_seat_still_awaited_is_named_nowhere_on_the_table(monkeypatch, game, code):
    """The seat's name is a placeholder nobody chose ("Ben"): no panel, no hand's title,
    nothing on the whole table says it; Garbo's other hand is titled as the seat's panel
    says the seat (found by hand: "Ben's hand" over the cards dealt to nobody yet)."""
    lang.use(code)
    app, table, host = hosted_table(monkeypatch, game)
    frames(app, 60)
    assert host.presence(1) == "free"
    shown = [line.text for line in drawn(app)]
    assert [line for line in shown if "Ben" in line] == []
    # said by the seat's panel, and by Garbo's other hand (each on one or two lines)
    said = " ".join(shown).count(lang._(WAITS))
    assert said == (2 if game == "garbo" else 1)


@pytest.mark.parametrize("game", HOSTED)
@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_hosts_table_waiting_for_its_guest_is_whole_at_the_smallest_size(monkeypatch, game,
                                                                            code):
    """The seat still awaited says so whole, at 960x540 in each language (it was cut in
    French, over the seat's "points")."""
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    seats = [Seat("human", "Mamie"), Seat("human", "Ben")]
    host = HostedSession(Session(game, seats, 3), {1}, name="Mamie", version="0.2.0")
    app = speaking(code, (960, 540))
    app.run(TableScene(app, host), max_frames=60)
    assert collisions(app) == []


@pytest.mark.parametrize("game", HOSTED)
def test_a_guests_panel_says_away_then_a_bot_playing_for_them(monkeypatch, game):
    app, table, host = hosted_table(monkeypatch, game)
    _here, guest = join(host, name="Léo")
    seated(app, host, guest)
    guest.channel.close()                                 # the line drops
    frames(app, 3)
    words = panels(app, table)
    assert under(words, "Léo") == "Away: connection lost"      # on their turn too
    assert host.lend(1)
    mamies_turn(app, table, host)
    words = panels(app, table)
    assert under(words, "Léo") == "A bot plays for them"
    lang.use("it")
    words = panels(app, table)
    assert "Un bot gioca al suo posto" in words


def test_a_free_seat_lent_to_a_bot_says_a_bot_plays_for_them(monkeypatch):
    app, table, host = hosted_table(monkeypatch, "fossil")
    assert host.lend(1)
    mamies_turn(app, table, host)
    words = panels(app, table)
    assert under(words, "Ben") == "A bot plays for them" and WAITS not in words.replace("\n", " ")


def test_a_guests_table_waits_too_while_the_host_waits_for_another_guest(monkeypatch):
    """Fossil at three, two seats kept for other computers: Léo's table opens once he is
    seated, and says, as the host's does, that the other seat waits for its person and
    that nobody is playing yet; when Ben comes, the game begins on Léo's table too."""
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    seats = [Seat("human", "Mamie"), Seat("human", "Guest"), Seat("human", "Guest 2")]
    host = HostedSession(Session("fossil", seats, 3), {1, 2}, name="Mamie", version="0.2.0")
    _here, leo = join(host, name="Léo")
    host.arrived()
    leo.pump()
    assert leo.ready and not host.started
    app = new_app()
    table = TableScene(app, leo)
    app.run(table, max_frames=60)
    words = panels(app, table)
    assert leo.to_act() == frozenset() and "playing now" not in words
    assert WAITS in words.replace("\n", " ") and "Guest 2" not in words.split("\n")
    shown = [line.text for line in drawn(app)]             # the whole table: its banner
    assert "Waiting for people on other computers" in shown
    assert "Waiting for 1 person on another computer." in shown
    _there, ben = join(host, name="Ben")
    host.arrived()
    leo.pump()
    ben.pump()
    assert host.started and leo.to_act()
    frames(app, 3)
    words = panels(app, table)
    assert "playing now" in words and WAITS not in words.replace("\n", " ")
    assert table.waiting_panel.rect is None

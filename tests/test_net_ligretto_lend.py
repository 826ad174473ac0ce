"""Ligretto across computers: a guest drops mid-game and the host lets a bot play its seat
until it is back (as in the turn-based games, issue 30 point 5). The seat stops holding
the clock (every table counts 3-2-1), the bot plays that seat on the host's clock from
the table as it is, and the guest coming back with its token gets its seat and a fresh
view, the bot gone. The game's save and its replay from the records give the same table.
One process over `memory_pair`s, the time simulated (tests/test_net_ligretto.py's
frames), no sleep."""

from __future__ import annotations

import json

import pytest

from game.core import replay
from scenes.net.channel import memory_pair
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.session import Session
from scenes.services.stats import replay_moves
from scenes.services.table_session import JOINED, LENT, Hold
from tests.net_helpers import AtOnce, Clock, hosted
from tests.screen_helpers import DT, new_app
from tests.test_net_ligretto import frame, guest_at


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def frames(host, guests, clock, n) -> list:
    """`n` frames everywhere: the host's outcomes."""
    out = []
    for _ in range(n):
        out += frame(host, guests, clock)[0]
    return out


def heard(host, guests) -> None:
    """Every side reads what came, the clock left still: each guest has every move."""
    host.arrived()
    for g in guests:
        g.arrived()


def dropped(tmp_path):
    """A host (a bot) and two guests, Léo (an easy bot at his computer) and Zoë (a person
    at hers, her table open), playing until Léo's connection drops: (clock, host, leo,
    zoe, app, Zoë's table)."""
    clock = Clock()
    host = hosted("ligretto", ("bot", "remote", "remote"), 11, {1, 2}, clock,
                  save_path=str(tmp_path / "hosted.json"))
    leo, zoe = guest_at(host, "Léo", "easy"), guest_at(host, "Zoë")
    frames(host, [leo, zoe], clock, 400)
    assert host.clock_version() > 0                     # the game is under way
    app = new_app()
    table = TableScene(app, zoe)
    app.run(table, max_frames=1)
    assert not table.board.paused       # the clock is everyone's: no pause of its own
    table.board.start_now()
    leo.channel.close()
    frame(host, [zoe], clock)
    assert host.hold() == Hold(away=(1,))
    app.step(DT)
    assert table.board.held_away() == [1]               # Zoë's table waits for Léo
    return clock, host, leo, zoe, app, table


def test_a_dropped_guests_seat_lent_to_a_bot_lets_the_clock_go_and_the_bot_plays_it(tmp_path):
    clock, host, _leo, zoe, app, table = dropped(tmp_path)
    version = host.clock_version()
    frames(host, [zoe], clock, 200)
    assert host.clock_version() == version              # held for Léo
    assert host.lend(1, "hard")
    assert host.notices() == ["A bot plays for Léo until they are back."]
    assert host.hold() is None and host.seats[1].is_bot and host.presence(1) == LENT
    assert host.session.seats[1].name == "Léo"          # still Léo's seat in the records
    frame(host, [zoe], clock)
    assert zoe.hold() is None and zoe.lent == [1]
    app.step(DT)
    board = table.board
    assert board.held_away() == [] and board.countdown is not None   # 3-2-1 there
    counting = frames(host, [zoe], clock, 150)           # 2.4 s of the host's 3-2-1
    assert not any(o.bot for o in counting)             # no bot moved
    out = frames(host, [zoe], clock, 1500)
    lent = [o for o in out if o.seat == 1]
    assert any(o.applied for o in lent) and all(o.bot for o in lent)
    heard(host, [zoe])
    assert zoe.clock_version() == host.clock_version()
    assert zoe.state == host.rules.view(host.session.state, 2)


def test_the_guest_back_gets_its_seat_and_a_fresh_view_and_the_bot_stops(tmp_path):
    clock, host, leo, zoe, _app, _table = dropped(tmp_path)
    assert host.lend(1, "hard")
    frames(host, [zoe], clock, 1200)
    played = host.clock_version()
    here, there = memory_pair()                         # Léo comes back with his token
    host.admit(here)
    leo.connect(there)
    heard(host, [leo, zoe])
    assert leo.ready and leo.seat == 1 and host.lent == {} and not host.seats[1].is_bot
    assert host.presence(1) == JOINED and host.hold() is None and zoe.lent == []
    assert leo.state == host.rules.view(host.session.state, 1)
    out = frames(host, [leo, zoe], clock, 1500)
    mine = [o for o in out if o.seat == 1]
    assert mine and not any(o.bot for o in mine)        # Léo's own moves (his --level bot)
    assert host.clock_version() > played
    heard(host, [leo, zoe])
    assert leo.clock_version() == zoe.clock_version() == host.clock_version()
    assert [m["seat"] for m in leo.moves] == [m["seat"] for m in host.session.moves]


def test_a_game_with_a_seat_lent_and_given_back_replays_to_the_same_table(tmp_path):
    clock, host, leo, zoe, _app, _table = dropped(tmp_path)
    s = host.session
    lent_at = len(s.moves)
    assert host.lend(1, "hard")
    frames(host, [zoe], clock, 1200)
    back_at = len(s.moves)
    here, there = memory_pair()
    host.admit(here)
    leo.connect(there)
    frames(host, [leo, zoe], clock, 1200)
    by_seat_1 = [k for k, m in enumerate(s.moves) if m["seat"] == 1]
    assert any(lent_at <= k < back_at for k in by_seat_1)   # the bot played for Léo
    assert any(k >= back_at for k in by_seat_1)             # then Léo again
    record = json.loads(json.dumps(s.record()))
    assert replay(s.rules, record) == s.state
    assert replay_moves(record).states[-1] == s.state   # the replay screen's game
    assert Session.load(s.save_path).state == s.state   # Continue's

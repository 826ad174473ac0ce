"""Watching a table from another computer (in one process, over `memory_pair`): a watcher
of a whole Garbo game receives, in all its bytes, no card of either hand before it is
played and no seed before the end, and ends with the right scores; its moves and
take-backs are refused and change nothing; a fifth watcher is refused in words; one who
comes mid-game gets the table as a spectator sees it; watchers never hold the start up;
and the hello of an app that knows nothing of watching still reads."""

from __future__ import annotations

import json

import pytest

from game import RULES
from game.core import IllegalMove
from scenes.net import watchers
from scenes.net.channel import CLOSED, memory_pair
from scenes.net.seen import for_seat
from scenes.net.watcher import WatcherSession
from scenes.net.wire import decode, encode
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from tests.net_helpers import (
    VERSION,
    AtOnce,
    Clock,
    GuestBot,
    hosted,
    join,
    person_here,
    play_out,
    step,
)
from tests.screen_helpers import frames, new_app

SEED = 123456789123


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def watch(host, name="Zoë", version=VERSION):
    """A watcher at `host`'s table: the host's end of the pair (its `sent`, every byte the
    watcher received) and the watcher's session."""
    here, there = memory_pair()
    host.admit(here)
    return here, WatcherSession(there, name=name, version=version)


def recorded(channel, host):
    """Every message the host's end sends, with the cards in a hand or the stock then."""
    log, send = [], channel.send

    def keep(data):
        state = host.session.state
        hidden = {c for hand in state.hands for c in hand} | set(state.stock)
        log.append((data, hidden, host.is_over()))
        send(data)
    channel.send = keep
    return log


def test_a_watcher_of_a_whole_garbo_game_hears_no_hidden_card_and_no_seed_until_the_end():
    clock = Clock()
    host = hosted("garbo", ("bot", "remote"), SEED, {1}, clock)
    _here, guest = join(host)
    there, watcher = watch(host)
    log = recorded(there, host)
    play_out(host, [guest, watcher], clock=clock)
    code = host.session.deal_code()
    secrets = [str(SEED).encode(), code.encode(), host.salt.encode()]
    assert len(log) >= 34       # the welcome, 32 moves, the end
    assert decode(log[0][0]).kind == "watching"
    for data, hidden, over in log:
        assert b'"token"' not in data and b'"seat":null' not in data
        for card in hidden:
            assert f'"{card}"'.encode() not in data, card
        if not over:
            assert not any(s in data for s in secrets)
    assert b'"kind":"end"' in log[-1][0] and all(s in log[-1][0] for s in secrets)
    assert watcher.seat is None and watcher.humans() == []
    assert watcher.scores() == host.session.scores() and watcher.is_over()
    assert watcher.complete and watcher.seed == SEED and watcher.deal_code() == code
    assert [m["seat"] for m in watcher.moves] == [m["seat"] for m in host.session.moves]


def test_what_a_spectator_hears_of_a_deal_is_that_it_happened():
    deal = {"type": "deal", "seat": 1, "cards": ["A1", "B2"], "seats": [1]}
    assert for_seat([deal, {"type": "turn", "seat": 0}], None) == [
        {"type": "deal", "seats": [1], "withheld": True, "seat": 1}, {"type": "turn", "seat": 0}]


def test_a_watchers_move_and_take_back_are_refused_in_words_and_change_nothing():
    clock = Clock()
    host = hosted("garbo", ("human", "remote"), 3, {1}, clock)
    _here, guest = join(host)
    there, watcher = watch(host)
    host.arrived()
    watcher.arrived()
    assert host.to_act() == frozenset({0})
    move = host.session.legal(0)[0]
    with pytest.raises(IllegalMove) as refused:        # refused here, never sent
        watcher.apply(0, move)
    assert str(refused.value.why) == "You are watching this table: only its players move."
    assert watcher.take_back() is not None and not watcher.takes_back
    sent = len(there.sent)
    # a watcher's app that sends them all the same: the host refuses them in words
    watcher.channel.send(encode("move", seat=0, move=RULES["garbo"].move_to_dict(move),
                                number=0))
    watcher.channel.send(encode("take_back", number=0))
    host.arrived()
    assert host.session.moves == [] and host.to_act() == frozenset({0})
    assert [decode(d).kind for d in there.sent[sent:]] == ["problem", "sync"] * 2
    assert there.state != CLOSED
    watcher.arrived()
    assert watcher.notices() == ["You are watching this table: only its players move."] * 2
    host.apply(0, move)                                  # the game goes on, watched
    watcher.arrived()
    assert watcher.moves_made == 1 and watcher.state == RULES["garbo"].view(
        host.session.state, None)


def test_a_fifth_watcher_is_refused_in_words():
    host = hosted("fossil", ("bot", "remote", "remote"), 3, {1, 2})
    ends = [watch(host, f"W{k}") for k in range(watchers.MOST_WATCHERS)]
    host.arrived()
    assert all((w.arrived(), w.ready)[1] for _, w in ends)
    here, fifth = watch(host, "Léo")
    host.arrived()
    fifth.arrived()
    assert here.state == CLOSED and not fifth.ready
    assert fifth.notices() == ["Mamie's table has as many people watching as it can take: "
                               "nobody else may join to watch."]
    assert host.notices()[-1] == ("Léo tried to join to watch, but the table has as many "
                                  "people watching as it can take.")
    assert host.free() == [1, 2]                  # the seats still wait for their players


def test_watchers_come_and_go_with_words_and_never_hold_the_start():
    host = hosted("garbo", ("bot", "remote"), 3, {1})
    there, watcher = watch(host)
    host.arrived()
    assert watcher.arrived() == [] and watcher.ready
    assert host.notices() == ["Zoë is watching."]
    assert not host.started and host.free() == [1]      # a seat still needs its player
    _here, guest = join(host)
    host.arrived()
    guest.arrived()
    assert host.started and guest.seat == 1
    watcher.close()
    host.arrived()
    assert host.notices() == ["Léo has joined the table.", "Zoë has stopped watching."]
    assert host.watchers.doors == [] and host.started


def test_a_watcher_who_comes_mid_game_sees_the_table_as_a_spectator_does():
    clock = Clock()
    host = hosted("garbo", ("bot", "remote"), 8, {1}, clock)
    _here, guest = join(host)
    bots = [GuestBot(guest)]
    while len(host.session.moves) < 7:
        step(host, [guest], bots, clock=clock)
    _there, watcher = watch(host)
    host.arrived()
    watcher.arrived()
    s = host.session
    assert watcher.ready and watcher.moves_made == len(s.moves)
    assert watcher.state == RULES["garbo"].view(s.state, None)
    assert all(c == "?" for hand in watcher.state.hands for c in hand)
    assert watcher.heard == [for_seat(events, None) for events in s.heard]
    play_out(host, [guest, watcher], clock=clock)
    assert watcher.scores() == s.scores() and watcher.complete


def test_a_hello_that_says_nothing_of_watching_asks_for_a_seat():
    old = json.dumps({"kind": "hello", "name": "Léo", "version": "0.2.0", "protocol": 1,
                      "token": ""}).encode()
    assert decode(old)["watch"] is False
    assert decode(encode("hello", name="Léo", version="0.2.0", protocol=1, token="",
                         watch=True))["watch"] is True
    with pytest.raises(ValueError):
        decode(encode("hello", name="Léo", version="0.2.0", protocol=1, token="",
                      watch="yes"))


# --- the watcher's table ---------------------------------------------------------------------

@pytest.mark.parametrize("game, kinds", [("garbo", ("human", "remote")),
                                         ("fossil", ("bot", "remote", "human")),
                                         ("petroglyph", ("remote", "bot"))])
def test_a_watchers_table_shows_the_game_from_no_seat_to_the_score_screen(game, kinds):
    """The same board, from nobody's seat: no hand, hint, take-back nor curtain; each move
    played on it; the banner names who plays; the score screen at the end."""
    clock = Clock()
    remote = {k for k, kind in enumerate(kinds) if kind == "remote"}
    host = hosted(game, kinds, 41, remote, clock)
    guests = [join(host)[1] for _ in remote]
    _there, watcher = watch(host)
    host.arrived()
    watcher.arrived()
    app = new_app()
    app.settings.speed = "fast"
    app.open("table", session=watcher)
    frames(app)
    table = app.scene
    assert isinstance(table, TableScene) and table.session is watcher
    bots, here = [GuestBot(g, 3 + k) for k, g in enumerate(guests)], person_here(host)
    banners = set()
    for _frame in range(20000):
        step(host, guests, bots, here, clock)
        frames(app)
        if isinstance(app.scene, ScoreScene):
            break
        assert app.scene is table                  # never a curtain
        assert not (table.hint_button.visible or table.back_button.visible)
        assert table.board.person() is None and table.revealed is None
        banners.add(table.board.banner())
    assert isinstance(app.scene, ScoreScene) and app.scene.session is watcher
    assert watcher.scores() == host.session.scores() and watcher.complete
    names = [s.shown_name for s in host.session.seats]
    assert any(names[k] in b for b in banners for k in range(len(names)))
    if game == "garbo":             # the hands shown face down: backs only
        assert all(c == "?" for hand in table.board.hands for c in hand)


def test_only_watch_on_the_join_screen_reaches_the_table_as_a_watcher(monkeypatch):
    from screen_helpers import centre, click
    from test_net_menu import INVITE, open_join, type_code
    host = hosted("garbo", ("bot", "remote"), 31, {1})

    def join_meeting(code, servers):
        here, there = memory_pair()
        host.admit(here)
        return there

    app, scene = open_join(monkeypatch, join_meeting)
    type_code(app, scene, INVITE)
    click(app, centre(scene.watch_button.rect))
    for _ in range(5):
        frames(app)
        host.arrived()
    table = app.scene
    assert isinstance(table, TableScene) and isinstance(table.session, WatcherSession)
    assert table.session.seat is None and host.watchers.names() == [table.session.name]
    assert host.free() == [1] and not host.started          # the seat still waits


def test_watch_goes_with_join_and_without_a_level(capsys):
    from scenes.cli import main
    for args in (["--watch"], ["--join", "7-guitarist-revenge", "--watch", "--level", "easy"]):
        assert main([*args, "--headless"]) == 2
        assert "--watch goes with --join, and without --level" in capsys.readouterr().err


def test_a_watcher_whose_connection_dropped_comes_back_to_a_fresh_view():
    clock = Clock()
    host = hosted("garbo", ("bot", "remote"), 8, {1}, clock)
    _here, guest = join(host)
    there, watcher = watch(host)
    bots = [GuestBot(guest)]
    step(host, [guest, watcher], bots, clock=clock)
    there.close()                                   # the connection drops
    host.arrived()
    assert host.notices() == ["Zoë has stopped watching."] and host.watchers.doors == []
    while len(host.session.moves) < 5:
        step(host, [guest, watcher], bots, clock=clock)
    assert "The connection to Mamie's table was lost." in watcher.notices()
    # Over its table, what happened (never "your seat waits": a watcher has none).
    assert watcher.waiting().lines == ("The connection to Mamie's table was lost.",)
    here, again = memory_pair()
    host.admit(here)
    watcher.connect(again)
    host.arrived()
    assert watcher.arrived()[-1] == (None, None)     # the whole table set again
    assert watcher.moves_made == len(host.session.moves)
    assert watcher.state == RULES["garbo"].view(host.session.state, None)
    assert host.notices() == ["Zoë is watching."]

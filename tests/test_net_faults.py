"""What may go wrong across computers, and what each side then does: a full table, an older
app, a move for another seat or refused by the rules, messages that cannot be read, too
large or too many, a guest dropping on its turn and coming back with its token, a bot
playing a seat while its guest is away, a take-back asked of the host, a seed that does
not open the seal. The host's game goes on untouched through all of it."""

from __future__ import annotations

import json

import pytest

from scenes.net.channel import CLOSED, memory_pair
from scenes.net.wire import MAX_BYTES, decode, encode
from scenes.services import bot_worker
from tests.net_helpers import AtOnce, Clock, GuestBot, hosted, join, play_out, step


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def kinds(channel) -> list[str]:
    return [decode(d).kind for d in channel.sent]


def last(channel):
    return decode(channel.sent[-1])


def test_a_full_table_refuses_the_next_guest_in_words_and_closes():
    host = hosted("garbo", ("bot", "remote"), 3, {1})
    _here, first = join(host)
    here, second = join(host, "Zoë")
    host.arrived()
    second.arrived()
    assert first.arrived() == [] and first.ready and not second.ready
    assert last(here)["key"] == "full" and here.state == CLOSED
    assert second.notices() == [
        "Mamie's table is full: every seat for a person on another computer is taken."]
    assert host.notices()[-1] == "Zoë tried to join, but every seat is taken."


def test_an_older_app_hears_both_versions():
    host = hosted("garbo", ("bot", "remote"), 3, {1})
    here, guest = join(host, version="0.1.9")
    host.arrived()
    guest.arrived()
    assert here.state == CLOSED and not guest.ready
    assert guest.notices() == ["Mamie's Card Table is version 0.2.0 and this one is version "
                               "0.1.9: both need the same version."]
    assert host.notices() == ["Léo's Card Table is version 0.1.9 and this one is version "
                              "0.2.0: both need the same version."]
    assert host.free() == [1]                          # the seat still waits for its guest


def seated(game="garbo", kinds=("human", "remote"), seed=3, remote=(1,), clock=None):
    host = hosted(game, kinds, seed, set(remote), clock)
    here, guest = join(host)
    host.arrived()
    guest.arrived()
    host.notices()
    return host, here, guest


def test_a_move_for_another_seat_is_refused_and_the_host_plays_on():
    host, here, guest = seated()
    move = host.session.legal(0)[0]
    guest.channel.send(encode("move", seat=0, move=host.rules.move_to_dict(move), number=0))
    host.arrived()
    guest.arrived()
    assert host.session.moves == [] and kinds(here)[-2:] == ["problem", "sync"]
    assert guest.notices() == ["You may only move for your own seat."]
    with pytest.raises(ValueError):                     # the guest's own session refuses it
        guest.apply(0, move)
    host.apply(0, move)                                 # the host's game goes on
    assert len(guest.arrived()) == 1 and guest.moves_made == 1


def test_a_move_the_rules_refuse_is_answered_with_their_words():
    host, here, guest = seated()
    host.apply(0, host.session.legal(0)[0])
    guest.arrived()
    card = guest.state.hands[1][0]
    bad = {"move": "play", "card": card, "cell": [5, 5]}
    guest.channel.send(encode("move", seat=1, move=bad, number=1))
    host.arrived()
    guest.arrived()
    why = host.rules.why_illegal(host.session.state, 1, host.rules.move_from_dict(bad))
    assert guest.notices() == [str(why)] and len(host.session.moves) == 1


def test_unreadable_and_oversized_messages_get_words_then_the_door():
    host, here, guest = seated()
    guest.channel.send(b"{this is not json")
    host.arrived()
    guest.arrived()
    assert guest.notices() == ["Mamie could not read a message from this computer: it was "
                               "ignored."]
    guest.channel.send(json.dumps({"kind": "move", "pad": "x" * MAX_BYTES}).encode())
    host.arrived()
    assert here.state != CLOSED and last(here)["key"] == "unreadable"
    guest.channel.send(encode("hello", name="Léo", version="0.2.0", protocol=1, token=""))
    host.arrived()                                      # a hello once seated: the third
    guest.arrived()
    assert here.state == CLOSED and last(here)["key"] == "closed_unreadable"
    assert host.notices()[-2:] == [
        "Too many messages from Léo could not be read: their connection was closed.",
        "Léo has left the table: their seat waits for them."]
    assert guest.notices()[-1] == "The connection to Mamie's table was lost."
    assert host.session.moves == [] and host.away() == [1]


def test_a_flood_closes_that_guest_only():
    clock = Clock()
    host = hosted("fossil", ("human", "remote", "remote"), 8, {1, 2}, clock)
    flood_here, flooder = join(host)
    calm_here, calm = join(host, "Zoë")
    host.arrived()
    for _ in range(40):                                 # all within one second
        flooder.channel.send(encode("take_back", number=0))
    host.arrived()
    flooder.arrived()
    assert flood_here.state == CLOSED and last(flood_here)["key"] == "flood"
    assert "Mamie closed the connection: this computer sent too many messages at once." \
        in flooder.notices()
    assert calm_here.state != CLOSED and "Léo sent too many messages at once: their " \
        "connection was closed." in host.notices()
    clock.now += 5
    for _ in range(20):                                 # a guest's ordinary pace is fine
        clock.now += 0.1
        calm.channel.send(encode("take_back", number=0))
    host.arrived()
    assert calm_here.state != CLOSED


def test_a_guest_dropping_on_its_turn_is_waited_for_and_rejoins_with_its_token():
    host, here, guest = seated()
    host.apply(0, host.session.legal(0)[0])
    guest.arrived()
    assert guest.seat in guest.to_act()
    token, before = guest.token, guest.moves_made
    guest.channel.close()                               # the line drops on its turn
    assert guest.to_act() == frozenset()
    host.arrived()
    assert host.away() == [1] and host.to_act() == {1}  # the game waits for Léo
    assert host.notices() == ["Léo has left the table: their seat waits for them."]
    guest.arrived()
    assert guest.notices() == ["The connection to Mamie's table was lost."]
    stranger_here, stranger = join(host, "Zoë", token="0" * 32)
    host.arrived()
    stranger.arrived()
    assert stranger_here.state == CLOSED and not stranger.ready
    here, there = memory_pair()
    host.admit(here)
    guest.connect(there)                                # the same guest, a new connection
    host.arrived()
    assert guest.arrived() == [(None, None)]            # the table is set again
    assert host.away() == [] and "Léo is back at the table." in host.notices()
    assert guest.moves_made == before and guest.seat in guest.to_act() and guest.token == token
    assert guest.state == host.rules.view(host.session.state, 1)
    guest.apply(1, GuestBot(guest).move())
    host.arrived()
    assert len(host.session.moves) == before + 1


def test_a_bot_plays_a_dropped_seat_until_its_guest_is_back():
    clock = Clock()
    host = hosted("garbo", ("bot", "remote"), 12, {1}, clock)
    _here, guest = join(host)
    host.arrived()
    guest.arrived()                                     # its welcome, and its seat's token
    guest.channel.close()
    host.arrived()
    assert host.lend(1, "easy") and host.seats[1].is_bot
    assert "A bot plays for Léo until they are back." in host.notices()
    for _ in range(12):
        step(host, [], [], clock=clock)
    lent_moves = [m for m in host.session.moves if m["seat"] == 1]
    assert lent_moves and host.session.seats[1].name == "Léo"   # recorded as Léo's seat
    here, there = memory_pair()
    host.admit(here)
    guest.connect(there)
    host.arrived()
    guest.arrived()
    assert not host.seats[1].is_bot and host.lent == {}
    assert guest.moves_made == len(host.session.moves)
    play_out(host, [guest], clock=clock)
    assert guest.scores() == host.session.scores()


def test_a_guest_takes_back_its_own_move_on_every_side():
    host, here, guest = seated("fossil", ("human", "remote", "remote"), 5, (1, 2))
    other_here, other = join(host, "Zoë")
    host.arrived()
    other.arrived()
    bots = [GuestBot(guest), GuestBot(other)]
    for _ in range(200):                      # until the guest may take back its move
        step(host, [guest, other], bots, lambda seat: host.session.legal(seat)[0])
        guest.arrived()
        if guest.last_mover() == 1 and guest.take_back_refusal() is None:
            break
    else:
        raise AssertionError("no move of the guest's could be taken back")
    n = guest.moves_made
    other.arrived()
    assert other.moves_made == n and len(host.session.moves) == n
    assert guest.take_back() is None and guest.moves_made == n - 1
    host.arrived()
    assert len(host.session.moves) == n - 1
    # Zoë hears it; a move she made meanwhile, on the table as it was, is not played.
    assert other.arrived()[0] == (1, None) and other.moves_made == n - 1
    assert guest.arrived() == [] and guest.state == host.rules.view(host.session.state, 1)


def test_a_seed_that_does_not_open_the_seal_leaves_the_record_incomplete(db):
    clock = Clock()
    host = hosted("garbo", ("bot", "remote"), 9, {1}, clock)
    _here, guest = join(host)
    host.arrived()
    host.salt = "f" * 32                                # a host that lies about its deal
    bots = [GuestBot(guest)]
    for _ in range(400):
        step(host, [guest], bots, clock=clock)
        if guest.is_over() and guest.moves_made == len(host.session.moves):
            break
    guest.arrived()
    assert guest.is_over() and not guest.complete and guest.seed is None
    assert "The seed Mamie's table revealed is not the one it promised: this game is not " \
        "recorded." in guest.notices()
    guest.keep_result(db)
    assert db.games("garbo") == []

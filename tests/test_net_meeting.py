"""The meeting network through the mailbox and relay servers started here (nothing leaves
the machine): a host, two guests with one code, messages both ways, a wrong code, an
unreachable server, a guest who leaves, and the relay when no direct connection is made."""

from __future__ import annotations

import socket
import time

import pytest
from net_wait import until

from scenes.net import meeting, serve
from scenes.net.channel import (
    CLOSED,
    CLOSED_HERE,
    DROPPED,
    OPEN,
    UNREACHABLE,
    WRONG_CODE,
    Channel,
    Listener,
)


@pytest.fixture(scope="module")
def servers():
    return f"127.0.0.1:{serve.listen()}"


@pytest.fixture
def quick(monkeypatch):
    """Doors and tries turn over quickly, so guests arriving together get in soon."""
    monkeypatch.setattr(meeting, "DOOR_S", 0.5)
    monkeypatch.setattr(meeting, "ATTEMPT_S", 1.0)


def opened_table(servers):
    table = meeting.host(servers, "Mamie's Fossil table")
    assert isinstance(table, Listener)
    until(lambda: table.invite or table.state == CLOSED)
    assert table.state == OPEN, table.reason
    return table


def guests_in(table, guests):
    """The host's channels once every guest's is open."""
    seen = []
    until(lambda: seen.extend(table.accept()) or
          (len(seen) == len(guests) and all(g.state == OPEN for g in guests))
          or any(g.state == CLOSED for g in guests))
    assert [g.state for g in guests] == [OPEN] * len(guests), [g.reason for g in guests]
    return seen


def gathered(channel, count: int) -> list[bytes]:
    got: list[bytes] = []
    until(lambda: got.extend(channel.receive()) or len(got) == count)
    return got


def test_one_code_seats_two_guests_and_messages_go_both_ways(servers, quick):
    table = opened_table(servers)
    number, *words = table.invite.split("-")
    assert number.isdigit() and len(words) == meeting.CODE_WORDS
    first, second = meeting.join(table.invite, servers), meeting.join(table.invite, servers)
    assert isinstance(first, Channel)
    at_host = guests_in(table, [first, second])
    first.send(b"from the first")
    second.send(b"from the second")
    heard = []
    until(lambda: heard.extend(m for c in at_host for m in c.receive()) or len(heard) == 2)
    assert sorted(heard) == [b"from the first", b"from the second"]
    for channel in at_host:
        channel.send(b"your turn")
        channel.send(b"again")
    for guest in (first, second):
        assert gathered(guest, 2) == [b"your turn", b"again"]     # whole, in order
    table.close()
    for channel in at_host + [first, second]:
        channel.close()


def test_a_guest_who_leaves_is_seen_dropped_by_the_host_at_once(servers):
    table = opened_table(servers)
    guest = meeting.join(table.invite, servers)
    (at_host,) = guests_in(table, [guest])
    guest.close()
    assert (guest.state, guest.reason) == (CLOSED, CLOSED_HERE)
    until(lambda: at_host.state == CLOSED)
    assert at_host.reason == DROPPED
    at_host.send(b"nobody there")               # ignored once closed, never an error
    table.close()


def test_a_host_who_leaves_is_seen_dropped_by_the_guest(servers):
    table = opened_table(servers)
    guest = meeting.join(table.invite, servers)
    (at_host,) = guests_in(table, [guest])
    at_host.close()
    until(lambda: guest.state == CLOSED)
    assert guest.reason == DROPPED
    table.close()


def test_the_wrong_words_for_a_waiting_table_are_a_wrong_code(servers):
    table = opened_table(servers)
    number = table.invite.split("-")[0]
    guest = meeting.join(f"{number}-aardvark-absurd", servers)
    until(lambda: guest.state == CLOSED)
    assert guest.reason == WRONG_CODE
    # The table's door opens again: the right code still comes in.
    right = meeting.join(table.invite, servers)
    at_host = guests_in(table, [right])
    assert len(at_host) == 1
    table.close()
    right.close()


def test_a_code_no_table_answers_is_a_wrong_code_once_the_wait_is_over(servers):
    guest = meeting.join("999-aardvark-absurd", servers, key_s=0.3)
    until(lambda: guest.state == CLOSED)
    assert guest.reason == WRONG_CODE


def test_a_code_whose_number_no_table_holds_is_refused_in_seconds_not_at_key_s(servers):
    """No host's key on the code and never crowded: refused after `quiet_s`, long before
    `key_s` (60 s: the test's own safety net, 30 s, would fail first)."""
    guest = meeting.join("998-aardvark-absurd", servers, key_s=60, quiet_s=1.0)
    until(lambda: guest.state == CLOSED)
    assert guest.reason == WRONG_CODE


def test_a_real_table_slow_to_answer_is_not_refused(servers):
    """The table's door is closed when the guest comes and opens again later than
    `quiet_s`'s first half: the host's key reaches the guest before `quiet_s`, and it
    comes in."""
    from scenes.net import reactor as net
    table = opened_table(servers)
    net.call(table._shut_door)
    guest = meeting.join(table.invite, servers, quiet_s=3.0)
    time.sleep(1.5)                           # the host is slow: its door opens late
    net.call(table._open_door)
    at_host = guests_in(table, [guest])
    assert len(at_host) == 1
    table.close()
    guest.close()


def test_words_that_are_no_code_are_a_wrong_code():
    guest = meeting.join("not a code", "127.0.0.1:9")
    until(lambda: guest.state == CLOSED)
    assert guest.reason == WRONG_CODE


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_server_nobody_answers_is_unreachable_for_host_and_guest():
    where = f"127.0.0.1:{free_port()}"
    table = meeting.host(where, "Mamie")
    guest = meeting.join("7-aardvark-absurd", where)
    until(lambda: table.state == CLOSED and guest.state == CLOSED)
    assert (table.reason, guest.reason, table.invite) == (UNREACHABLE, UNREACHABLE, None)


def test_without_a_direct_way_the_relay_carries_the_game(servers, monkeypatch):
    """Neither side listens for a direct connection: only the relay at PORT+1 joins them."""
    from wormhole import transit
    monkeypatch.setattr(transit.Common, "_build_listener", lambda self: ([], None))
    table = opened_table(servers)
    guest = meeting.join(table.invite, servers)
    (at_host,) = guests_in(table, [guest])
    assert "relay" in guest.description.lower() or "relay" in at_host.description.lower()
    guest.send(b"through the relay")
    until(lambda: at_host.receive() == [b"through the relay"])
    table.close()
    guest.close()


def test_servers_name_the_mailbox_and_the_relay_beside_it():
    from wormhole.cli import public_relay
    mine = meeting.Servers.of("cards.example.org:4100")
    assert (mine.mailbox, mine.relay) == ("ws://cards.example.org:4100/v1",
                                          "tcp:cards.example.org:4101")
    public = meeting.Servers.of("")
    assert public.mailbox == public_relay.RENDEZVOUS_RELAY      # the library's defaults
    assert public.relay == public_relay.TRANSIT_RELAY
    with pytest.raises(ValueError):
        meeting.Servers.of("cards.example.org")

"""Tables on the home network, on this computer only: zeroconf bound to the loopback
interface (nothing leaves the machine), the direct connection on 127.0.0.1. The listing,
a guest joining, messages both ways, a dropped guest, an oversized frame, a wrong secret,
a table gone, and zeroconf never imported before it is used.

The listing's tests need multicast on the loopback interface (Linux and macOS have it); the
connection's tests join with the host's own listing (`table`), so they need none."""

from __future__ import annotations

import pathlib
import socket
import struct
import subprocess
import sys
from dataclasses import replace

import pytest
from net_wait import until

from scenes.net import direct, nearby
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
from scenes.net.wire import MAX_BYTES, PROTOCOL

ROOT = pathlib.Path(__file__).resolve().parent.parent
HERE = ["127.0.0.1"]
NAME = "Mamie's Fossil table"


@pytest.fixture
def table():
    """A table waiting on this computer, listening (its listing may still be on its way)."""
    host = nearby.host_nearby(NAME, "fossil", "0.2.0", interfaces=HERE)
    assert isinstance(host, Listener)
    until(lambda: host.table or host.state == CLOSED)
    assert host.table is not None, host.reason
    yield host
    host.close()


@pytest.fixture
def browser():
    found = nearby.nearby(interfaces=HERE)
    yield found
    found.close()


def joined(host, table=None):
    """A guest's channel and the host's, once both are open."""
    guest = nearby.join_nearby(table or host.table)
    assert isinstance(guest, Channel)
    at_host = []
    until(lambda: at_host.extend(host.accept()) or guest.state == CLOSED
          or (at_host and guest.state == OPEN))
    assert guest.state == OPEN, guest.reason
    return guest, at_host[0]


def gathered(channel, count: int) -> list[bytes]:
    got: list[bytes] = []
    until(lambda: got.extend(channel.receive()) or len(got) >= count)
    return got


def test_the_browser_lists_an_announced_table_by_name_and_game(table, browser):
    listed = until(lambda: [t for t in browser.tables() if t.key == table.table.key])
    (found,) = listed
    assert (found.name, found.game, found.version, found.protocol) == \
        (NAME, "fossil", "0.2.0", PROTOCOL)
    assert found.address == f"127.0.0.1:{table.table.port}"
    assert found.secret == table.table.secret and found.secret not in repr(found)
    until(lambda: table.state == OPEN)
    assert table.invite == NAME
    table.close()       # its goodbye takes it off every list
    until(lambda: not [t for t in browser.tables() if t.key == found.key])


def test_a_guest_joins_from_the_list_and_messages_go_both_ways(table, browser):
    (found,) = until(lambda: [t for t in browser.tables() if t.key == table.table.key])
    guest, at_host = joined(table, found)
    guest.send(b"hello")
    guest.send("é à ü".encode())
    assert gathered(at_host, 2) == [b"hello", "é à ü".encode()]     # whole, in order
    at_host.send(b"welcome")
    at_host.send(b"x" * MAX_BYTES)       # the largest message there may be
    assert gathered(guest, 2) == [b"welcome", b"x" * MAX_BYTES]
    assert table.accept() == []          # one guest, one channel


def test_a_dropped_guest_is_seen_dropped_and_a_closed_host_too(table):
    first, first_at_host = joined(table)
    first.close()
    until(lambda: first_at_host.state == CLOSED)
    assert (first.reason, first_at_host.reason) == (CLOSED_HERE, DROPPED)
    second, second_at_host = joined(table)
    second_at_host.close()
    until(lambda: second.state == CLOSED)
    assert second.reason == DROPPED
    second.send(b"too late")             # ignored once closed, never raises


def test_an_oversized_frame_closes_that_connection(table):
    guest, at_host = joined(table)
    guest.send(b"y" * (MAX_BYTES + 1))
    until(lambda: at_host.state == CLOSED and guest.state == CLOSED)
    assert (at_host.reason, guest.reason) == (DROPPED, DROPPED)
    assert at_host.receive() == []

    # A length announced over the bound closes it before any of its bytes come.
    with socket.create_connection(("127.0.0.1", table.table.port), timeout=5) as raw:
        knock = direct.KNOCK + table.table.secret.encode()
        raw.sendall(struct.pack("!I", len(knock)) + knock)
        assert raw.recv(5) == struct.pack("!I", 1) + direct.WELCOME
        (at_host,) = until(table.accept)
        raw.sendall(struct.pack("!I", MAX_BYTES + 2))
        until(lambda: at_host.state == CLOSED)
        assert raw.recv(1) == b""         # the host closed it


def test_only_this_tables_secret_gets_in(table):
    wrong = nearby.join_nearby(replace(table.table, secret="an earlier table's"))
    until(lambda: wrong.state == CLOSED)
    assert wrong.reason == WRONG_CODE
    assert table.accept() == []


def test_a_table_gone_is_unreachable(table):
    listing = table.table
    table.close()
    until(lambda: table.state == CLOSED)
    late = nearby.join_nearby(listing)
    until(lambda: late.state == CLOSED)
    assert late.reason == UNREACHABLE


def test_zeroconf_and_twisted_wait_until_the_home_network_is_used():
    code = ("import sys, scenes.net.nearby, scenes.net.direct, scenes.net.doors; "
            "print(sorted(m for m in ('zeroconf', 'twisted', 'ifaddr') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"

"""The wire between a host and its guests (scenes/net/wire.py, kinds.py): what is sent
reads back; anything too large, not JSON, of an unknown kind, or with a field of the wrong
type or range is one BadMessage, before anything reads it."""

from __future__ import annotations

import json

import pytest

from game.core import Phrase
from scenes.net import words
from scenes.net.seal import new_salt, opens, seal
from scenes.net.wire import MAX_BYTES, BadMessage, decode, encode

HELLO = {"kind": "hello", "name": "Léo", "version": "0.2.0", "protocol": 1, "token": ""}


def raw(**fields) -> bytes:
    return json.dumps(fields).encode()


def key_of(data) -> str:
    with pytest.raises(BadMessage) as caught:
        decode(data)
    return caught.value.key


def test_a_message_reads_back_as_it_was_sent():
    m = decode(encode("move", seat=1, move={"move": "pass"}, number=12))
    assert (m.kind, m["seat"], m["move"], m["number"]) == ("move", 1, {"move": "pass"}, 12)


def test_what_cannot_be_read_is_refused_before_it_is_parsed():
    assert key_of(b" " * (MAX_BYTES + 1)) == "too_large"
    assert key_of(b"{not json") == "not_json"
    assert key_of(b"\xff\xfe") == "not_json"
    assert key_of(b"[" * 50_000) == "not_json"             # deeper than any parser goes
    assert key_of(b'{"kind":"move","seat":0,"move":{},"number":NaN}') == "not_json"
    assert key_of(b"[1, 2]") == "not_a_message"
    assert key_of(raw(kind="deal_me_a_hand")) == "unknown_kind"


@pytest.mark.parametrize("fields", [
    {"seat": 0, "move": {}},                                   # a field missing
    {"seat": 0, "move": {}, "number": "3"},                    # a string for a number
    {"seat": 0, "move": {}, "number": True},                   # a flag is not a number
    {"seat": 0, "move": {}, "number": -1},                     # out of range
    {"seat": 99, "move": {}, "number": 0},                     # no such seat
    {"seat": 0, "move": [], "number": 0},                      # a move is an object
    {"seat": 0, "move": {}, "number": 0, "extra": 1},          # a field no move has
])
def test_each_field_is_checked_for_type_and_range(fields):
    assert key_of(raw(kind="move", **fields)) == "bad_field"


def test_a_newer_apps_hello_still_reads_so_its_guest_hears_about_versions():
    m = decode(raw(**HELLO, avatar="cat", version_of_tomorrow=2))
    assert m.kind == "hello" and "avatar" not in m.fields
    assert key_of(raw(**{**HELLO, "name": ""})) == "bad_field"


def test_words_from_the_host_fill_only_the_places_they_carry():
    why = Phrase("It is {name}'s turn.", name="Ochre")
    assert words.phrase_from(words.phrase_dict(why)) == why
    sneaky = {"message": "{name.__class__}", "plural": None, "n": None,
              "places": {"name": "x"}}
    assert key_of(raw(kind="problem", key="refused", why=sneaky)) == "bad_field"


def test_the_seal_opens_with_its_own_seed_and_salt_only():
    salt = new_salt()
    digest = seal(123456789123, salt)
    assert opens(digest, 123456789123, salt)
    assert not opens(digest, 123456789124, salt)
    assert not opens(digest, 123456789123, new_salt())

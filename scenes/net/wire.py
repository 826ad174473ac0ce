"""The wire: messages between a host and its guests, JSON as bytes. `encode(kind,
**fields)` writes one; `decode(data)` reads one and checks, before anything reads it, its
size, that it is a JSON object, that its kind is known and that each field has the type
and range `kinds.py` gives it. Anything else is one `BadMessage`, whose `key` the
sessions turn into words (words.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .kinds import DEFAULTS, KINDS, OPEN_KINDS

PROTOCOL = 2                  # the wire's own number: both sides need the same
MAX_BYTES = 256 * 1024        # a message longer than this is never parsed

TOO_LARGE, NOT_JSON, NOT_A_MESSAGE, UNKNOWN_KIND, BAD_FIELD = (
    "too_large", "not_json", "not_a_message", "unknown_kind", "bad_field")


class BadMessage(ValueError):
    """A message that may not be read; `key` says what was wrong with it (for words),
    `detail` which part (for the log)."""

    def __init__(self, key: str, detail: str = ""):
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key, self.detail = key, detail


@dataclass(frozen=True)
class Message:
    kind: str
    fields: dict

    def __getitem__(self, name: str):
        return self.fields[name]


def encode(kind: str, **fields) -> bytes:
    """One message as bytes; a message this side could not decode is never sent
    (BadMessage: a mistake in this app, not the other side's)."""
    data = json.dumps({"kind": kind, **fields}, separators=(",", ":"),
                      ensure_ascii=False, allow_nan=False).encode("utf-8")
    decode(data)
    return data


def decode(data) -> Message:
    if not isinstance(data, (bytes, bytearray)):
        raise BadMessage(NOT_JSON, "not bytes")
    if len(data) > MAX_BYTES:
        raise BadMessage(TOO_LARGE, f"{len(data)} bytes")
    try:
        raw = json.loads(bytes(data).decode("utf-8"),
                         parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise BadMessage(NOT_JSON, type(exc).__name__) from None
    if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
        raise BadMessage(NOT_A_MESSAGE, "no kind")
    kind = raw.pop("kind")
    if kind not in KINDS:
        raise BadMessage(UNKNOWN_KIND, kind[:40])
    fields = KINDS[kind]
    if kind in OPEN_KINDS:
        raw = {k: v for k, v in raw.items() if k in fields}
    raw = {**DEFAULTS.get(kind, {}), **raw}
    for name in raw:
        if name not in fields:
            raise BadMessage(BAD_FIELD, f"{kind}.{name[:40]} is unknown")
    for name, check in fields.items():
        if name not in raw:
            raise BadMessage(BAD_FIELD, f"{kind}.{name} is missing")
        if not check(raw[name]):
            raise BadMessage(BAD_FIELD, f"{kind}.{name}")
    return Message(kind, raw)


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")     # NaN, Infinity

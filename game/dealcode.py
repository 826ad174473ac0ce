"""Deal codes: a short code a person can read aloud and type that deals exactly one game again.

    PE-JQGP-N9SX      Petroglyph, solitaire, seed 1234567890
    FO-ABCR2-7345     Fossil, 4 seats, seed 1234567890
    GA-67DE-X3ZN      Garbo, 2 seats, diagonals=long, seed 1234567890
    LI-EJ59-R7ZX      Ligretto, 4 seats, row_ladders=true, seed 1234567890

A code is the game's two-letter prefix, then the number of seats, the game's named variants
(options) and the seed packed into one number written in 31 symbols, then one check symbol.

- **Symbols.** `23456789ABCDEFGHJKMNPQRSTUVWXYZ`: the digits and letters without 0/O and
  1/I/L, which people mix up. That leaves 31 symbols, not 32, and 31 being prime is exactly
  what the check needs (as 11 is for ISBN-10).
- **Check.** The last symbol is sum(position * value) mod 31 over the prefix letters
  (A=0 ... Z=25) and the payload symbols, positions counted from 1. Every weight is different
  and nonzero mod 31 for codes up to 29 symbols long (every code of the four games is 10 or
  11), so any single wrong symbol and any two neighbours swapped are caught.
- **Input.** Case does not matter; spaces, dashes, dots and underscores are ignored. In the
  prefix (letters only) a typed 0 is read as O and 1 as I or L.
- **Seats.** The code holds the number of seats: a deal depends on it (Fossil's board size,
  Ligretto's row), so "exactly that game again" needs it. Who sits there (a person, a bot, its
  level) is not part of the deal and not in the code; a daily challenge fixes its seats itself
  (game.daily.CHALLENGES).
- **Options.** Each game's named variants are data in its declaration (`code=Code(prefix,
  options)`, game/registry.py), every value a small number. Options the table does not
  know (a new variant, a game registered later) are written generically: their compact
  JSON, appended to the number; such codes are longer and need a seed below 2**31
  (every seed the app makes is).
- **Seeds.** Any seed >= 0; the app's seeds are below 2**31 and give codes of a fixed length
  per game. Larger seeds give longer codes.

Codes are meant to stay valid across versions: the layout of the four games is frozen in
their declarations (prefix, seat range, option values and their order). A game that declares
none gets a prefix made from its name and its seat range; its codes are only as stable as
those.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Callable, NamedTuple

from .core import Phrase, Plural

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
BASE = len(ALPHABET)                      # 31, a prime
VALUE = {c: i for i, c in enumerate(ALPHABET)}
SEED_LIMIT = 2**31                        # the app's seeds: time in ms % 2**31, daily seeds
IGNORED = " -_.\t\r\n"
EXAMPLE = "PE-JQGP-N9SX"                  # a code, as the words about codes show one
TRUE_WORDS = {"true": True, "on": True, "yes": True, "false": False, "off": False, "no": False}

# decode() and playable() refuse a code with a Phrase (a ValueError's argument) that the
# code entry screen shows; encode()'s errors are for programmers, in plain English.
TYPO = Phrase("That code has a typo (the check letter does not match)")


class Deal(NamedTuple):
    """What a code stands for: `Session(game, seats, seed, options)` with `players` seats."""
    game: str
    seed: int
    options: dict
    players: int


@dataclass(frozen=True)
class Option:
    key: str
    values: tuple                         # every value, in a frozen order
    default: Any
    read: Callable[[Any], Any] | None = None   # a value as given -> one of `values`


@dataclass(frozen=True)
class Layout:
    prefix: str                           # two letters A-Z
    min_players: int
    max_players: int
    options: tuple = ()                   # Options, in a frozen order


def bool_word(value):
    """'on', 'yes', 'true' (any case) -> True, and their opposites -> False."""
    if isinstance(value, str) and value.lower() in TRUE_WORDS:
        return TRUE_WORDS[value.lower()]
    return value


# --- layouts for every game -------------------------------------------------------------------

def _registered() -> dict:
    from .registry import GAMES
    return GAMES


def _frozen(game) -> Layout:
    return Layout(game.code.prefix, game.min_players, game.max_players, game.code.options)


class _Layouts(Mapping):
    """The frozen layouts: every registered game that declares one (`code=`), with the seat
    counts of its declaration."""

    def _all(self) -> dict:
        from .registry import GAMES
        return {name: _frozen(g) for name, g in GAMES.items() if g.code is not None}

    def __getitem__(self, game: str) -> Layout:
        return self._all()[game]

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


LAYOUTS: Mapping[str, Layout] = _Layouts()


def layouts() -> dict[str, Layout]:
    """The frozen layouts, plus one for every registered game without one."""
    out = dict(LAYOUTS)
    taken = {lay.prefix for lay in out.values()}
    for name in sorted(_registered()):
        if name in out:
            continue
        rules = _registered()[name]
        letters = [c for c in name.upper() if "A" <= c <= "Z"] or ["X"]
        candidates = [letters[0] + c for c in letters[1:]] + [letters[0] + c for c in
                                                               "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
        prefix = next(p for p in candidates if p not in taken)
        taken.add(prefix)
        out[name] = Layout(prefix, rules.min_players, rules.max_players)
    return out


def _layout(game: str) -> Layout:
    found = layouts().get(game)
    if found is None:
        raise ValueError(f"unknown game {game!r}")
    return found


# --- packing ----------------------------------------------------------------------------------

def _radices(lay: Layout) -> tuple[int, int]:
    """(seat counts, option slots): every combination of known values, plus one slot that
    says "the options are written out generically"."""
    combos = 1
    for opt in lay.options:
        combos *= len(opt.values)
    return lay.max_players - lay.min_players + 1, combos + 1


def _min_length(lay: Layout) -> int:
    seats, slots = _radices(lay)
    top, n = seats * slots * SEED_LIMIT - 1, 0
    while top:
        top //= BASE
        n += 1
    return n


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


def _option_slot(lay: Layout, options: dict) -> int | None:
    """The known values' slot, or None when the options need the generic form."""
    merged = {opt.key: opt.default for opt in lay.options}
    for key, value in options.items():
        opt = next((o for o in lay.options if o.key == key), None)
        if opt is None:
            return None
        merged[key] = opt.read(value) if opt.read else value
    slot, scale = 0, 1
    for opt in lay.options:
        index = next((i for i, v in enumerate(opt.values) if _same(v, merged[opt.key])), None)
        if index is None:
            return None
        slot += index * scale
        scale *= len(opt.values)
    return slot


def _options_of(lay: Layout, slot: int) -> dict:
    out = {}
    for opt in lay.options:
        slot, index = divmod(slot, len(opt.values))
        out[opt.key] = opt.values[index]
    return out


def _digits(number: int, length: int) -> str:
    out = []
    while number:
        number, d = divmod(number, BASE)
        out.append(ALPHABET[d])
    return "".join(reversed(out)).rjust(length, ALPHABET[0])


def _check(prefix: str, payload: str) -> str:
    values = [ord(c) - ord("A") for c in prefix] + [VALUE[c] for c in payload]
    return ALPHABET[sum(i * v for i, v in enumerate(values, 1)) % BASE]


def _grouped(prefix: str, body: str) -> str:
    """'PE-JQGP-N9SX', 'FO-ABCR2-7345': groups of four or five, longer ones first."""
    groups = -(-len(body) // 5)
    size, extra = divmod(len(body), groups)
    parts, at = [], 0
    for g in range(groups):
        n = size + (g < extra)
        parts.append(body[at:at + n])
        at += n
    return "-".join([prefix, *parts])


def encode(game: str, seed: int, options: dict | None, players: int) -> str:
    """The deal code of `game` dealt with `seed`, `options` (its named variants; missing ones
    are the defaults) and `players` seats. ValueError if there is no such deal."""
    lay = _layout(game)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(f"a deal code needs a seed of 0 or more, not {seed!r}")
    if (not isinstance(players, int) or isinstance(players, bool)
            or not lay.min_players <= players <= lay.max_players):
        raise ValueError(f"{game} is for {lay.min_players}-{lay.max_players} players, "
                         f"not {players!r}")
    options = dict(options or {})
    seats, slots = _radices(lay)
    slot = _option_slot(lay, options)
    field = seed
    if slot is None:
        if seed >= SEED_LIMIT:
            raise ValueError(f"a deal code with these options needs a seed below {SEED_LIMIT}")
        try:
            text = json.dumps(options, sort_keys=True, separators=(",", ":"),
                              ensure_ascii=False)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"options must be plain JSON values: {exc}") from exc
        slot = slots - 1
        field = seed + SEED_LIMIT * int.from_bytes(b"\x01" + text.encode("utf-8"), "big")
    number = (players - lay.min_players) + seats * (slot + slots * field)
    payload = _digits(number, _min_length(lay))
    return _grouped(lay.prefix, payload + _check(lay.prefix, payload))


# --- reading a code ---------------------------------------------------------------------------

def _prefix_matches(typed: str, prefix: str) -> bool:
    return all(t == p or (t == "0" and p == "O") or (t == "1" and p in "IL")
               for t, p in zip(typed, prefix))


def decode(code: str) -> Deal:
    """The deal a code stands for; ValueError with a message for a person if it is not one."""
    if not isinstance(code, str):
        raise ValueError(Phrase("That is not a deal code"))
    text = "".join(c for c in code.upper() if c not in IGNORED)
    if not text:
        raise ValueError(Phrase("Type a deal code, such as {example}", example=EXAMPLE))
    if len(text) < 2 or not text.isalnum() or not text.isascii():
        raise ValueError(Phrase("That is not a deal code (a code looks like {example})",
                                example=EXAMPLE))
    typed, body = text[:2], text[2:]
    found = [(name, lay) for name, lay in layouts().items() if _prefix_matches(typed, lay.prefix)]
    if not found:
        raise ValueError(Phrase("Unknown game in that code ({letters}: no game here starts "
                                "with that)", letters=typed))
    game, lay = found[0]
    wrong = sorted({c for c in body if c not in VALUE})
    if wrong:
        raise ValueError(Phrase("That code has {symbols}, which no code uses (codes have no "
                                "0, O, 1, I or L after the game's letters)",
                                symbols=", ".join(wrong)))
    length = _min_length(lay)
    if len(body) < length + 1:
        raise ValueError(Plural("That code is too short: a {game} code has {count} symbol "
                                "after {prefix}",
                                "That code is too short: a {game} code has {count} symbols "
                                "after {prefix}", length + 1,
                                game=game.title(), count=length + 1, prefix=lay.prefix))
    payload, check = body[:-1], body[-1]
    if _check(lay.prefix, payload) != check:
        raise ValueError(TYPO)
    if len(payload) > length and payload[0] == ALPHABET[0]:
        raise ValueError(TYPO)
    number = 0
    for c in payload:
        number = number * BASE + VALUE[c]
    seats, slots = _radices(lay)
    number, seat_index = divmod(number, seats)
    field, slot = divmod(number, slots)
    if slot < slots - 1:
        options = _options_of(lay, slot)
        seed = field
    else:
        blob, seed = divmod(field, SEED_LIMIT)
        raw = blob.to_bytes((blob.bit_length() + 7) // 8, "big")
        try:
            if raw[:1] != b"\x01":
                raise ValueError
            options = json.loads(raw[1:].decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            raise ValueError(TYPO) from None
        if not isinstance(options, dict):
            raise ValueError(TYPO)
    return Deal(game, seed, options, lay.min_players + seat_index)


def normalise(code: str) -> str:
    """A code as the app writes it (grouped, upper case); ValueError if it is not one."""
    deal = decode(code)
    return encode(deal.game, deal.seed, deal.options, deal.players)


def playable(code: str) -> Deal:
    """decode(), for a table: also refused (with words) when this Card Table does not have
    the game yet, or the seat count is not one its rules take."""
    deal = decode(code)
    rules = _registered().get(deal.game)
    if rules is None:
        raise ValueError(Phrase("That code is for {game}, which this Card Table does not "
                                "have yet", game=deal.game.title()))
    if not rules.min_players <= deal.players <= rules.max_players:
        raise ValueError(Plural("That code is for {players} player; {game} is for "
                                "{low}-{high}",
                                "That code is for {players} players; {game} is for "
                                "{low}-{high}", deal.players, players=deal.players,
                                game=rules.title, low=rules.min_players,
                                high=rules.max_players))
    return deal

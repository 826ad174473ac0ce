"""What every game shares: the rules protocol, refusals, seeded randomness, saves.

Randomness lives in the game state as a plain integer, so a seed plus the list of moves
always replays to the same game. This is the only module in game/ that imports random.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from typing import Any, Iterable, Protocol, Sequence

SAVE_FORMAT = 1


class Phrase:
    """Words for a person, written in English, that a screen translates (game/ knows no
    language): a message with named places, each a value or another Phrase. `Plural`
    makes one whose form follows a count. str() is the English."""

    __slots__ = ("message", "plural", "n", "places")

    def __init__(self, message: str, /, **places):
        self.message, self.plural, self.n, self.places = message, None, None, places

    def __str__(self) -> str:
        template = self.message if self.plural is None or self.n == 1 else self.plural
        return template.format(**{k: str(v) for k, v in self.places.items()})

    def __repr__(self) -> str:
        return f"Phrase({str(self)!r})"

    def __eq__(self, other) -> bool:
        return str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


def Plural(singular: str, plural: str, n: int, /, **places) -> Phrase:  # noqa: N802 (a Phrase)
    """Plural("{n} point", "{n} points", n, n=n): the form a count asks for (the places
    are any names, `n` and `message` too)."""
    phrase = Phrase(singular, **places)
    phrase.plural, phrase.n = plural, n
    return phrase


class IllegalMove(ValueError):
    """A move the rules refuse; its Phrase (`why`) tells a person why."""

    @property
    def why(self):
        return self.args[0] if self.args else ""


class Rules(Protocol):
    """The contract's core, for type checkers (game/registry.py's Game holds it all)."""
    name: str
    min_players: int
    max_players: int

    def new_game(self, players: int, seed: int, options: dict | None = None,
                 deck: Sequence[str] | None = None) -> Any: ...
    def to_act(self, state) -> frozenset[int]: ...
    def legal_moves(self, state, seat: int) -> tuple: ...
    def apply(self, state, seat: int, move) -> tuple[Any, list[dict]]: ...
    def why_illegal(self, state, seat: int, move) -> Phrase: ...
    def is_over(self, state) -> bool: ...
    def scores(self, state) -> tuple[int, ...]: ...
    def view(self, state, seat: int | None) -> Any: ...
    def resample(self, state, seat: int | None, rng) -> Any: ...
    def move_to_dict(self, move) -> dict: ...
    def move_from_dict(self, d: dict): ...
    def state_to_dict(self, state) -> dict: ...
    def state_from_dict(self, d: dict) -> Any: ...
    def make_bot(self, level: str, seat: int, seed: int): ...


# --- seeded randomness -------------------------------------------------------------------

def make_generator(seed: int) -> random.Random:
    """A private generator for things outside the game state (a bot's own choices)."""
    return random.Random(seed)


def seeded_shuffle(items: Iterable, rng: int) -> tuple[tuple, int]:
    """Shuffle with the generator state `rng`; return the new order and the next state."""
    gen = make_generator(rng)
    order = list(items)
    gen.shuffle(order)
    return tuple(order), gen.getrandbits(63)


def seeded_choice(items: Sequence, rng: int) -> tuple[Any, int]:
    gen = make_generator(rng)
    pick = items[gen.randrange(len(items))]
    return pick, gen.getrandbits(63)


def seeded_int(rng: int, low: int, high: int) -> tuple[int, int]:
    """A number in [low, high] and the next generator state."""
    gen = make_generator(rng)
    value = gen.randint(low, high)
    return value, gen.getrandbits(63)


def check_deck(deck: Sequence[str], expected: Iterable[str]) -> tuple[str, ...]:
    """A given card order must be exactly the expected cards, each once."""
    deck = tuple(deck)
    want = sorted(expected)
    if sorted(deck) != want:
        missing = sorted(set(want) - set(deck))
        extra = sorted(set(deck) - set(want))
        raise ValueError(f"deck must hold each card once; missing {missing}, unknown {extra}")
    return deck


# --- dict helpers ------------------------------------------------------------------------

def cell_from(value) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ValueError(f"a cell is [row, col], got {value!r}")
    return int(value[0]), int(value[1])


def str_list(value, what: str) -> tuple[str, ...]:
    """A JSON list of strings (card ids, names) as a tuple; ValueError on anything else."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{what} must be a list of strings, got {value!r}")
    return tuple(value)


def list_of_lists(value, what: str) -> list[list]:
    """A JSON list whose every item is itself a list; ValueError on anything else."""
    if not isinstance(value, list) or not all(isinstance(v, list) for v in value):
        raise ValueError(f"{what} must be a list of lists, got {value!r}")
    return value


def require(d: dict, key: str, kind: type | tuple[type, ...]):
    if not isinstance(d, dict) or key not in d:
        raise ValueError(f"missing {key!r}")
    value = d[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"{key!r} has the wrong type: {value!r}")
    return value


# --- saves and replays ---------------------------------------------------------------------

def save_record(game: str, players: int, seats: list[dict], seed: int, options: dict | None,
                moves: list[dict]) -> dict:
    """A game in progress as JSON: who sits where and every move since the deal."""
    return {"format": SAVE_FORMAT, "game": game, "players": players, "seats": seats,
            "seed": seed, "options": dict(options or {}), "moves": list(moves)}


def replay(rules: Rules, record: dict, on_events=None):
    """Rebuild a state from a save record; ValueError if anything in it is impossible.
    `on_events(events)` hears every move's events (bots rebuild their memory from them)."""
    if not isinstance(record, dict) or record.get("format") != SAVE_FORMAT:
        raise ValueError(Phrase("not a Card Table save (unknown format)"))
    players = require(record, "players", int)
    seed = require(record, "seed", int)
    options = require(record, "options", dict)
    moves = require(record, "moves", list)
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(Plural("{players} player is not a valid table for {game}",
                                "{players} players is not a valid table for {game}",
                                players, players=players, game=rules.name))
    state = rules.new_game(players, seed, options)
    for i, entry in enumerate(moves):
        seat = require(entry, "seat", int)
        move = rules.move_from_dict(require(entry, "move", dict))
        try:
            state, events = rules.apply(state, seat, move)
        except IllegalMove as exc:
            raise ValueError(Phrase("move {number} of the save is illegal: {why}",
                                    number=i + 1, why=exc.why)) from exc
        if on_events is not None:
            on_events(events)
    return state


def write_json_atomic(path: str, data: dict, durable: bool = True) -> None:
    """`write_text_atomic` of `data` as JSON."""
    write_text_atomic(path, json.dumps(data), durable)  # one string: json.dump's chunks
    #                                                     took 4x as long


def write_text_atomic(path: str, text: str, durable: bool = True) -> None:
    """Write to a temporary file beside `path` (".save-*.json"), flushed and synced, then
    rename it over `path`: a crash at any instant leaves the old file or the new one whole.
    A temporary file a crash leaves behind is never read (services/saves.clear_leftovers).
    `durable`: the rename too is synced to the disk before this returns (a second fsync,
    of the folder); without it, a power cut may leave the old version, still whole."""
    folder = os.path.dirname(path) or "."
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    if durable:
        _sync_folder(folder)


def _sync_folder(folder: str) -> None:
    """The rename itself reaches the disk (POSIX); where a folder cannot be opened
    (Windows) the rename is already durable."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json(path: str) -> dict:
    """Read a JSON object; ValueError (never anything worse) if it is not one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except ValueError as exc:   # not JSON, not UTF-8, or a number too long to read as one
        raise ValueError(Phrase("the save is not valid JSON: {problem}", problem=str(exc))) from exc
    except RecursionError as exc:       # "[[[[..." nested deeper than the parser goes
        raise ValueError(Phrase("the save is not valid JSON: nested too deeply")) from exc
    if not isinstance(data, dict):
        raise ValueError(Phrase("the save is not a JSON object"))
    return data

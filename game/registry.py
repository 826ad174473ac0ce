"""The games Card Table plays: one declaration each, checked when it is registered.

A game's package says everything about it once, in its `__init__.py`:

    GAME = declare(__name__, "fossil", "Fossil", 2, 6, hint_reason=reason, ...)

`declare` gathers the contract's functions from the package's `rules.py` and `codec.py`
(its `bots.py` is imported on the first bot) and the game's own answers (real time or not,
who sits where on "Play again", its take-back rule, its hint reasons, its challenge, its
deal-code layout, its bots' arenas) into a frozen `Game`. `register(game)` checks it and
adds it to `GAMES`, which `game.RULES` is: hints, take-backs, challenges, deal codes, the
menu, settings, the bench and the tests all read it, and nothing else lists the games.
game/__init__.py registers the four games of this app; a test registers one of its own
the same way (`register`, then `unregister`).
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, fields
from typing import Any, Callable

from .core import Phrase

LEVELS = ("easy", "medium", "hard")
NAME = re.compile(r"^[a-z][a-z0-9]*$")     # a game's name: saves, file names, deal codes


def same_seats(seats: list) -> list:
    """"Play again" seats everyone where they sat."""
    return list(seats)


@dataclass(frozen=True)
class Code:
    """A game's deal-code layout (game/dealcode.py): its two letters and its named options,
    in a frozen order (a new value goes at the END of its option, a new option last)."""
    prefix: str
    options: tuple = ()                    # dealcode.Option


@dataclass(frozen=True)
class Game:
    """One game: the rules contract (ARCHITECTURE.md) and what the game says of itself."""
    name: str
    title: str
    min_players: int
    max_players: int
    package: str                           # where its rules.py, codec.py and bots.py are
    # the contract, from rules.py and codec.py
    new_game: Callable
    to_act: Callable
    legal_moves: Callable
    apply: Callable
    why_illegal: Callable                  # (state, seat, move) -> the Phrase apply refuses with
    is_over: Callable
    scores: Callable
    view: Callable
    resample: Callable                     # (state, seat, rng) -> a state seat's view can't tell
    move_to_dict: Callable
    move_from_dict: Callable
    state_to_dict: Callable
    state_from_dict: Callable
    # the game's own answers
    hint_reason: Callable                  # (view, seat, move, heard) -> Phrase (game/hints.py)
    hint_hears: bool = False               # its hard bot remembers: a hint's bot hears `heard`
    realtime: bool = False                 # everyone plays at once (game/realtime.py)
    rematch: Callable[[list], list] = same_seats   # "Play again": who sits where
    never_taken_back: Phrase | None = None  # None: the common rule (game/takeback.py)
    challenge: Any = None                  # game.daily.Challenge, or None
    code: Code | None = None               # frozen deal-code layout; None: made from the name
    arenas: tuple = ()                     # bench.py: bot levels per match whose wins it keeps
    cards: Callable | None = None          # (state) -> every card in it: the same after a move
    # (a move's dict) -> a person would call it a move (Continue's "5 moves played"): not
    # Fossil's stones placed nor its swap, part of a turn. None: every move counts.
    counts_as_move: Callable | None = None

    @property
    def seat_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def make_bot(self, level: str, seat: int, seed: int):
        return importlib.import_module(f"{self.package}.bots").make_bot(level, seat, seed)


CONTRACT = ("new_game", "to_act", "legal_moves", "apply", "why_illegal", "is_over", "scores",
            "view", "resample")
CODEC = ("move_to_dict", "move_from_dict", "state_to_dict", "state_from_dict")


def declare(package: str, name: str, title: str, min_players: int, max_players: int,
            **answers) -> Game:
    """The game of `package` (its `__name__`): the contract's functions from its `rules`
    and `codec` modules, and `answers`, any of Game's fields after them."""
    rules = importlib.import_module(f"{package}.rules")
    codec = importlib.import_module(f"{package}.codec")
    contract = {f: getattr(rules, f) for f in CONTRACT}
    contract.update({f: getattr(codec, f) for f in CODEC})
    return Game(name=name, title=title, min_players=min_players, max_players=max_players,
                package=package, **contract, **answers)


GAMES: dict[str, Game] = {}                # game.RULES: registered games, menu order


def moves_played(name: str, moves: list[dict]) -> int:
    """How many of a game's moves (each `{"seat", "move"}`, as saved) a person would count."""
    counts = GAMES[name].counts_as_move
    return len(moves) if counts is None else sum(1 for m in moves if counts(m["move"]))


def problems(game: Game, others=None) -> list[str]:
    """What is wrong with a declaration (empty: nothing), among `others` registered."""
    others = GAMES if others is None else others
    out = []
    if not isinstance(game, Game):
        return [f"{game!r} is not a declared Game"]
    if not NAME.match(game.name):
        out.append(f"the name {game.name!r} is not lower-case letters and digits")
    if game.name in others and others[game.name] is not game:
        out.append(f"{game.name!r} is registered already")
    if not game.title:
        out.append("no title")
    if not (isinstance(game.min_players, int) and isinstance(game.max_players, int)
            and 1 <= game.min_players <= game.max_players):
        out.append(f"seat counts {game.min_players}-{game.max_players} are not a range")
    for f in fields(game):
        value = getattr(game, f.name)
        if str(f.type).startswith("Callable") and not callable(value) and not (
                str(f.type).endswith("| None") and value is None):
            out.append(f"{f.name} is not a function")
    if not isinstance(game.realtime, bool) or not isinstance(game.hint_hears, bool):
        out.append("realtime and hint_hears are True or False")
    if game.never_taken_back is not None and not isinstance(game.never_taken_back, Phrase):
        out.append("never_taken_back is a Phrase (why) or None")
    if game.realtime and game.never_taken_back is None:
        out.append("a real-time game says why a move is never taken back")
    ch = game.challenge
    if ch is not None and (ch.game != game.name or len(ch.seats) not in game.seat_counts):
        out.append("its challenge is for another game or another table")
    if game.code is not None:
        taken = {g.code.prefix for g in others.values() if g.code and g.name != game.name}
        if not re.match(r"^[A-Z]{2}$", game.code.prefix) or game.code.prefix in taken:
            out.append(f"deal-code prefix {game.code.prefix!r} is not two free letters")
    for arena in game.arenas:
        if len(arena) not in game.seat_counts or not set(arena) <= set(LEVELS):
            out.append(f"arena {arena!r} is not bot levels for a table of this game")
    return out


def register(game: Game) -> Game:
    """Add a declared game, checked; ValueError saying what is wrong with it."""
    wrong = problems(game)
    if wrong:
        raise ValueError(f"game {getattr(game, 'name', game)!r} cannot be registered: "
                         + "; ".join(wrong))
    GAMES[game.name] = game
    return game


def unregister(name: str) -> None:
    """Take a game out again (a test's own game, after the test)."""
    GAMES.pop(name, None)



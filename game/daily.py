"""The solo challenge: one deal per game and date for everyone, its goal, and stars to earn.

Pure: no pygame, no clock, no database. The day is passed in (`datetime.date`), so the same
date gives the same deal on every machine: the seed is the first bytes of
sha256("<game>:<YYYY-MM-DD>"), never Python's hash() (which changes from run to run).

Everything a game adds to the challenge is data, a `Challenge` in the game's declaration
(game/registry.py; `CHALLENGES` reads them all): who sits at the table, how the result is
measured, and the stars with the words that say what each one needs.
scenes/services/records.py finds earned stars from these entries.

The words are Phrases (game/core.py) that a screen translates with `lang.text`:
`Challenge.goal_words`, `Star.need_words`, `result_words()`; `goal`, `need` and
`Result.text` are the same words in English.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field

from .core import Phrase, Plural

SEED_LIMIT = 2**31                       # the app's seeds are below this (see game.dealcode)
LEVELS = ("easy", "medium", "hard")      # weakest first: a star "against medium" counts hard


def daily_seed(game: str, date: _dt.date) -> int:
    """The seed of `game`'s challenge on `date`: the same everywhere, different every day."""
    digest = hashlib.sha256(f"{game}:{date.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_LIMIT


@dataclass(frozen=True)
class Star:
    """One goal. A recorded game earns it when one person at the table meets every condition:

    players       the table has exactly this many seats (None: any)
    bots          at least this many bots at the table
    level         every bot at least this strong ("easy" < "medium" < "hard")
    win           the person has the highest score alone (shared tops do not count)
    min_score     the person's score is at least this
    min_margin    the person's score minus the best other score is at least this
    challenge     only a challenge attempt counts (the day's result or practice)
    """
    need_words: Phrase                   # what it takes, in words, shown next to the star
    players: int | None = None
    bots: int = 0
    level: str | None = None
    win: bool = False
    min_score: int | None = None
    min_margin: int | None = None
    challenge: bool = False

    @property
    def need(self) -> str:
        """What it takes, in English."""
        return str(self.need_words)


@dataclass(frozen=True)
class Challenge:
    game: str
    goal_words: Phrase                   # the day's goal, in words
    seats: tuple[str, ...]               # scenes.session.parse_seats parts: seat 0 is the person
    measure: str                         # "score" | "points" | "margin" | "round"
    unit: str                            # what the number counts: a key of UNITS
    ends: str = "game"                   # "game", or "round": the first round scored ends it
    options: dict = field(default_factory=dict)
    bands: tuple = ()                    # (floor, name), highest first: a score's band
    stars: tuple[Star, ...] = ()

    @property
    def goal(self) -> str:
        """The day's goal, in English."""
        return str(self.goal_words)


# What a result's number counts, said with the number: "31 points", "9 points in the round".
UNITS = {
    "points": lambda n: Plural("{points} point", "{points} points", n, points=n),
    "points in the round": lambda n: Plural("{points} point in the round",
                                            "{points} points in the round", n, points=n),
}

# Stars and results by a rating band (a challenge's `bands`: Petroglyph's RATINGS).
BAND_STARS = {"Good": Phrase("Good: score 20 or more in solitaire"),
              "Great": Phrase("Great: score 25 or more in solitaire"),
              "Excellent": Phrase("Excellent: score 30 or more in solitaire"),
              "Amazing": Phrase("Amazing: score 35 or more in solitaire")}
BAND_RESULTS = {
    "Good": lambda n: Plural("{points} point: Good", "{points} points: Good", n, points=n),
    "Great": lambda n: Plural("{points} point: Great", "{points} points: Great", n, points=n),
    "Excellent": lambda n: Plural("{points} point: Excellent", "{points} points: Excellent",
                                  n, points=n),
    "Amazing": lambda n: Plural("{points} point: Amazing", "{points} points: Amazing", n,
                                points=n),
    None: lambda n: Plural("{points} point: no rating yet", "{points} points: no rating yet",
                           n, points=n),
}

# The stars for winning against the bots at each level, by how many bots there are.
AGAINST_ONE = {"easy": Phrase("Win against the easy bot"),
               "medium": Phrase("Win against the medium bot"),
               "hard": Phrase("Win against the hard bot")}
AGAINST_THREE = {"easy": Phrase("Win against three easy bots"),
                 "medium": Phrase("Win against three medium bots"),
                 "hard": Phrase("Win against three hard bots")}


def bot_stars(bots: int, against: dict, target: Star) -> tuple[Star, ...]:
    return tuple(Star(against[level], bots=bots, level=level, win=True)
                 for level in LEVELS) + (target,)


class _Challenges(Mapping):
    """Every registered game's challenge, by game: read from the declarations (each game's
    `challenge=`, in its package's __init__.py), never listed here."""

    def _all(self) -> dict:
        from .registry import GAMES
        return {name: g.challenge for name, g in GAMES.items() if g.challenge is not None}

    def __getitem__(self, game: str) -> Challenge:
        return self._all()[game]

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


CHALLENGES: Mapping[str, Challenge] = _Challenges()


def challenge_deal(game: str, date: _dt.date):
    """The day's deal: a game.dealcode.Deal (game, seed, options, players) and its code via
    game.dealcode.encode(*deal). The seats are `seat_spec(game)`."""
    from .dealcode import Deal
    ch = CHALLENGES[game]
    return Deal(game, daily_seed(game, date), dict(ch.options), len(ch.seats))


def challenge(game: str) -> Challenge | None:
    """The game's challenge; None for a game that has none defined (yet)."""
    return CHALLENGES.get(game)


def seat_spec(game: str) -> str:
    """The challenge's seats as `--seats` / scenes.session.parse_seats reads them."""
    return ",".join(CHALLENGES[game].seats)


def challenge_over(game: str, rules, state) -> bool:
    """Is the attempt finished? The whole game, or (Ligretto) its first scored round."""
    if rules.is_over(state):
        return True
    return CHALLENGES[game].ends == "round" and getattr(state, "phase", "") == "between"


@dataclass(frozen=True)
class Result:
    value: int                           # the measured number
    band: str | None                     # Petroglyph's rating, else None
    text: str                            # "31 points: Excellent", "won by 12 points"


def result(game: str, scores, seat: int = 0) -> Result:
    """How the challenge measures `seat`'s result from the attempt's final scores; its
    text in English (`result_words` gives it for a screen to translate)."""
    ch = CHALLENGES[game]
    scores = list(scores)
    mine = scores[seat]
    if ch.measure == "margin":
        value = mine - max(s for i, s in enumerate(scores) if i != seat)
        return Result(value, None, str(result_words(game, scores, seat)))
    band = next((name for floor, name in ch.bands if mine >= floor), None)
    return Result(mine, band, str(result_words(game, scores, seat)))


def result_words(game: str, scores, seat: int = 0) -> Phrase:
    """result()'s text as a Phrase: "31 points: Excellent", "won by 12 points"."""
    ch = CHALLENGES[game]
    scores = list(scores)
    mine = scores[seat]
    if ch.measure == "margin":
        value = mine - max(s for i, s in enumerate(scores) if i != seat)
        if value > 0:
            return Plural("won by {points} point", "won by {points} points", value, points=value)
        if value < 0:
            return Plural("lost by {points} point", "lost by {points} points", -value,
                          points=-value)
        return Phrase("a draw")
    if not ch.bands:
        return UNITS[ch.unit](mine)
    band = next((name for floor, name in ch.bands if mine >= floor), None)   # Petroglyph's
    return BAND_RESULTS[band](mine)


def level_rank(level: str | None) -> int | None:
    return LEVELS.index(level) if level in LEVELS else None


def star_met(star: Star, seats, scores, seat: int, challenge_attempt: bool = False) -> bool:
    """Does `seat` (a person) at this finished table meet the star? `seats` are dicts or
    objects with kind/level. The database asks the same in SQL (scenes/services/records.py); this is
    the plain statement of it, and the tests hold the two together."""
    def get(s, key):
        return s.get(key) if isinstance(s, dict) else getattr(s, key)
    scores = list(scores)
    if get(seats[seat], "kind") != "human":
        return False
    if star.players is not None and len(seats) != star.players:
        return False
    levels = [level_rank(get(s, "level")) for s in seats if get(s, "kind") == "bot"]
    if len(levels) < star.bots:
        return False
    if star.level is not None and (not levels or min(levels) < level_rank(star.level)):
        return False
    others = [s for i, s in enumerate(scores) if i != seat]
    margin = scores[seat] - max(others) if others else None
    if star.win and not (margin is not None and margin > 0):
        return False
    if star.min_score is not None and scores[seat] < star.min_score:
        return False
    if star.min_margin is not None and (margin is None or margin < star.min_margin):
        return False
    return not star.challenge or challenge_attempt

"""A head start chosen openly before a game: the seats that took one, as an option the
rules know, and what it gives at each game.

A person may take a head start (issue 46: help chosen openly, never hidden in a bot's
level): at Ligretto a shorter Ligretto stack, at Fossil extra starting points, at
Petroglyph a glance at one row of the grid at the start, at Garbo a look at the two places
that give least. The option is the seats that took one, written "0,2" (a string: a state
keeps its options as hashable pairs and a save writes them back unchanged). The option
changes the deal itself only at Ligretto and Fossil; the glance and the look are what a
seat is shown, worked out here and by each game (`petroglyph.rules.glance`,
`garbo.rules.least_places`) from the rules' own state and scoring.
"""

from __future__ import annotations

KEY = "head_start"          # the option's name
LIGRETTO_STACK = 7          # a Ligretto stack of 7 cards instead of 10 (the rest in hand)
FOSSIL_EXTRA = 5            # 30 starting points and 5 more
GARBO_LOOKS = 2             # the two places that give least
GLANCE_MS = 5000            # how long the glanced row shows (scenes: a screen's matter)


def canonical(value) -> str:
    """The option's value as a state keeps it: distinct seats, ascending, comma-separated
    ("" for none); ValueError on anything else."""
    if isinstance(value, (list, tuple)):
        parts = list(value)
    elif isinstance(value, str):
        parts = [p for p in value.split(",") if p.strip()] if value.strip() else []
    else:
        raise ValueError(f"{KEY} is the seats that took one, as '0,2', not {value!r}")
    seats = set()
    for p in parts:
        if isinstance(p, bool) or not (isinstance(p, int) or (isinstance(p, str)
                                                               and p.strip().isdigit())):
            raise ValueError(f"{KEY} lists seat numbers, not {p!r}")
        seats.add(int(p))
    if any(s > 5 for s in seats):
        raise ValueError(f"{KEY}: no game seats more than 6")
    return ",".join(str(s) for s in sorted(seats))


def seats_of(options) -> frozenset[int]:
    """The seats that took a head start, from options as a dict or a state's pairs."""
    value = dict(options or {}).get(KEY, "")
    return frozenset(int(s) for s in canonical(value).split(",") if s)


def merged(merged_options: dict, options) -> None:
    """Adds the head start from `options` to a game's merged options, only when some seat
    took one (a game without keeps the options it always had: saves, codes, records)."""
    value = canonical(dict(options or {}).get(KEY, ""))
    if value:
        merged_options[KEY] = value


def check_seats(options, players: int) -> None:
    """ValueError for a head start at a seat the table does not have."""
    if any(s >= players for s in seats_of(options)):
        raise ValueError(f"{KEY} names a seat this table of {players} does not have")


def without(options) -> dict:
    """The options of the deal itself: a deal code deals the same cards to anyone, whose
    head start is their own choice."""
    return {k: v for k, v in dict(options or {}).items() if k != KEY}


def chosen(options: dict | None, seats) -> dict:
    """`options` with the head start kept only for people's seats (a bot never takes one)
    and written in its one form; without the key when nobody took one."""
    out = without(options)
    people = [s for s in seats_of(options) if s < len(seats) and not seats[s].is_bot]
    if people:
        out[KEY] = canonical(people)
    return out

"""Sentences about a seat. A name is only ever shown, never compared: "You" is the name
the one person at a table of bots gets by default, not a grammar switch.

`addressed` goes by the table: the one person at a table of bots is spoken to as "you"
whatever their name, and with two or more people each is called by name. `about` picks
the whole sentence for that case (one written for "you", one for a name) and fills its
named places; `count` writes a number with its noun ("1 point", "2 points").
"""

from __future__ import annotations


def addressed(seats, seat: int) -> bool:
    """Does the table speak to `seat` as "you"? Only when it is the one person at a
    table of bots (`seats`: each with `is_bot`)."""
    people = [i for i, s in enumerate(seats) if not s.is_bot]
    return people == [seat]


def about(seats, seat: int, you: str, other: str, /, **places) -> str:
    """about(seats, 0, "You collect {what}.", "{name} collects {what}.", what=...):
    the sentence for `seat`, its {name} and other places filled."""
    text = you if addressed(seats, seat) else other
    return text.format(name=seats[seat].name, **places)


def count(n: int, one: str, many: str | None = None) -> str:
    """count(1, "point") -> "1 point"; count(0, "point") -> "0 points";
    count(2, "fish", "fish") -> "2 fish"."""
    return f"{n} {one}" if n == 1 else f"{n} {many or one + 's'}"

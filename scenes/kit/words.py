"""Sentences about a seat, right for the default name "You" as well as for "Ada".

`does` and `whose` go by the name; `addressed` goes by the table: the one person at a
table of bots is spoken to as "you" whatever their name, and with two or more people each
is called by name. A board that knows the seats picks a whole sentence by `addressed`
(one sentence for "you", one for a name) and fills its named places; `count` writes a
number with its noun ("1 point", "2 points").
"""

from __future__ import annotations

YOU = "You"


def does(name: str, third: str, second: str) -> str:
    """does("Ada", "collects", "collect") -> "Ada collects"; for "You": "You collect"."""
    return f"{YOU} {second}" if name == YOU else f"{name} {third}"


def whose(name: str) -> str:
    """"Ada's" or "Your"."""
    return "Your" if name == YOU else f"{name}'s"


def addressed(seats, seat: int) -> bool:
    """Does the table speak to `seat` as "you"? Only when it is the one person at a
    table of bots (`seats`: each with `is_bot`)."""
    people = [i for i, s in enumerate(seats) if not s.is_bot]
    return people == [seat]


def count(n: int, one: str, many: str | None = None) -> str:
    """count(1, "point") -> "1 point"; count(0, "point") -> "0 points";
    count(2, "fish", "fish") -> "2 fish"."""
    return f"{n} {one}" if n == 1 else f"{n} {many or one + 's'}"

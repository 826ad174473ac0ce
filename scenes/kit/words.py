"""Sentences about a seat, and the small word tables every screen shares. A name is only
ever shown, never compared: "You" is the name the one person at a table of bots gets by
default, not a grammar switch.

`addressed` goes by the table: the one person at a table of bots is spoken to as "you"
whatever their name, and with two or more people each is called by name. `about` picks
the whole sentence for that case (one written for "you", one for a name) and fills its
named places; `count` writes a number with its noun ("1 point", "2 points").

`SEAT_KINDS` holds what a seat is (a person, a bot of a level) in English marked with N_,
translated where it is shown (`seat_kind`).
"""

from __future__ import annotations

from ..services.lang import N_, _

# What a seat is, as the menu's buttons and the seat panels say it (the menu cycles them).
SEAT_KINDS = {"human": N_("Person"), "helped": N_("Person · head start"),
              "easy": N_("Bot · easy"), "medium": N_("Bot · medium"),
              "hard": N_("Bot · hard"), "remote": N_("Another computer")}

# A seat kept for a person on another computer (services/table_session.py's presence), as
# its panel says it under the name; FREE has no name yet: its panel says WAITS instead.
PRESENCE = {"joined": N_("On another computer"), "away": N_("Away: connection lost"),
            "lent": N_("A bot plays for them"),
            "returning": N_("Waiting for them to come back")}
WAITS = N_("Waiting for a person on another computer.")

# A person's controls in a game in real time (services/controls.py), as the menu says.
CONTROL_WORDS = {"mouse": N_("Mouse"), "keys_left": N_("Left keys"),
                 "keys_right": N_("Right keys"), "controller": N_("Controller")}


def control_words(control: str) -> str:
    return _(CONTROL_WORDS[control])


def addressed(seats, seat: int) -> bool:
    """Does the table speak to `seat` as "you"? Only when it is the one person at a
    table of bots (`seats`: each with `is_bot`)."""
    people = [i for i, s in enumerate(seats) if not s.is_bot]
    return people == [seat]


def about(seats, seat: int, you: str, other: str, /, **places) -> str:
    """about(seats, 0, "You collect {what}.", "{name} collects {what}.", what=...):
    the sentence for `seat`, its {name} and other places filled."""
    text = you if addressed(seats, seat) else other
    return text.format(name=seats[seat].shown_name, **places)


def count(n: int, one: str, many: str | None = None) -> str:
    """count(1, "point") -> "1 point"; count(0, "point") -> "0 points";
    count(2, "fish", "fish") -> "2 fish". (English only: new words use ngettext.)"""
    return f"{n} {one}" if n == 1 else f"{n} {many or one + 's'}"


BOT = N_("Bot")      # a bot of a level this version does not know


def seat_kind(kind: str | None) -> str:
    """'Person', 'Bot · hard' (a kind or bot level) in the language in use."""
    return _(SEAT_KINDS.get(kind or "", BOT))


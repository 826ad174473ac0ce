"""What a fossil's scoring says, line by line, for the history: each holder's points and
each payment, with the numbers of the rules' `fossil_scored` event (game/fossil/scoring.py),
so a family checking a "+77" finds where it came from. Whole sentences for "you" and for a
name (kit/words.py)."""

from __future__ import annotations

from ..kit.words import about, addressed
from ..services.lang import _, ngettext


def holder_line(seats, holder: dict, fossil: str) -> str:
    """'Mamie scores 77 points with the scallop.' (`fossil`: its name, translated)."""
    n = holder["gain"]
    if n == holder["value"]:
        return about(seats, holder["seat"],
                     ngettext("You score {n} point with the {fossil}.",
                              "You score {n} points with the {fossil}.", n),
                     ngettext("{name} scores {n} point with the {fossil}.",
                              "{name} scores {n} points with the {fossil}.", n),
                     n=n, fossil=fossil)
    # Two or three players: a holder who does not lead scores the plain sum of the cards.
    return about(seats, holder["seat"],
                 ngettext("You score {n} point with the {fossil}, the sum of your cards: "
                          "only the highest value scores in full.",
                          "You score {n} points with the {fossil}, the sum of your cards: "
                          "only the highest value scores in full.", n),
                 ngettext("{name} scores {n} point with the {fossil}, the sum of their "
                          "cards: only the highest value scores in full.",
                          "{name} scores {n} points with the {fossil}, the sum of their "
                          "cards: only the highest value scores in full.", n),
                 n=n, fossil=fossil)


def payment_line(seats, pay: dict) -> str | None:
    """'Léo holds none: pays Mamie 7 points.' (None: nothing changed hands). A payer short
    of points, or leaders sharing a payment, make what is paid and what is received
    differ: the line says both."""
    payer, payee, n, got = pay["from"], pay["to"], pay["paid"], pay["received"]
    if not n and not got:
        return None
    to_you = addressed(seats, payee)
    if n == got:
        you = ngettext("You hold none: you pay {payee} {n} point.",
                       "You hold none: you pay {payee} {n} points.", n)
        other = (ngettext("{name} holds none: pays you {n} point.",
                          "{name} holds none: pays you {n} points.", n) if to_you else
                 ngettext("{name} holds none: pays {payee} {n} point.",
                          "{name} holds none: pays {payee} {n} points.", n))
    elif n:
        you = ngettext("You hold none: you pay {n} point, and {payee} receives {received}.",
                       "You hold none: you pay {n} points, and {payee} receives {received}.",
                       n)
        other = (ngettext("{name} holds none: pays {n} point, and you receive {received}.",
                          "{name} holds none: pays {n} points, and you receive {received}.",
                          n) if to_you else
                 ngettext("{name} holds none: pays {n} point, and {payee} receives "
                          "{received}.",
                          "{name} holds none: pays {n} points, and {payee} receives "
                          "{received}.", n))
    else:
        you = _("You hold none but have no points left: {payee} receives {received} all "
                "the same.")
        other = (_("{name} holds none but has no points left: you receive {received} all "
                   "the same.") if to_you else
                 _("{name} holds none but has no points left: {payee} receives {received} "
                   "all the same."))
    return about(seats, payer, you, other, payee=seats[payee].shown_name, n=n, received=got)

"""Sentences made for the ear, shared by the screens that say them (the table's F3, the
score screen): written whole, each seat's part a sentence of the catalog, listed as the
language lists."""

from __future__ import annotations

from ..services.lang import _, join_list, ngettext


def scores_sentence(seats, points) -> str:
    """'Scores: Ada, 12 points and Ochre, 8 points.' (each seat's shown name)."""
    each = [ngettext("{name}, {n} point", "{name}, {n} points", n).format(
        name=seat.shown_name, n=n) for seat, n in zip(seats, points)]
    return _("Scores: {list}.").format(list=join_list(each))

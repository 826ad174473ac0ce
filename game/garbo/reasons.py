"""Garbo's hint reasons (game/hints.py): why the hard bot's move is a good one,
in words a child understands, true of the position as the person knows it."""

from __future__ import annotations

from ..core import Phrase, Plural


def reason(view, seat, move, heard) -> Phrase:
    from .rules import legal_moves, points_if
    given = points_if(view, seat, move.card, move.cell)
    if given == 0:
        return Phrase("This place gives away nothing.")
    if all(points_if(view, seat, m.card, m.cell) >= given for m in legal_moves(view, seat)):
        return Plural("This place gives away {n} point, the least your cards can.",
                      "This place gives away {n} points, the least your cards can.", given,
                      n=given)
    return Plural("This place gives away {n} point.", "This place gives away {n} points.",
                  given, n=given)

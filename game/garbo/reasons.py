"""Garbo's hint reasons (game/hints.py): why the hard bot's move is a good one,
in words a child understands, true of the position as the person knows it."""

from __future__ import annotations

from ..core import Phrase, Plural


def reason(view, seat, move, heard) -> Phrase:
    from .rules import legal_moves, points_if
    given = points_if(view, seat, move.card, move.cell)
    if given == 0:
        return Phrase("This place gives away nothing.")
    costs = {m: points_if(view, seat, m.card, m.cell) for m in legal_moves(view, seat)}
    least = min(costs.values())
    if given == least:
        return Plural("This place gives away {n} point, the least your cards can.",
                      "This place gives away {n} points, the least your cards can.", given,
                      n=given)
    # The hard bot looks a few cards ahead: a place dearer now is never shown without
    # what it keeps (issue 42: a lesson's hint gave 27 where 20 could, unexplained).
    if any(c == least and m.card == move.card for m, c in costs.items()):
        return Plural("This place gives away {n} point now, more than the least ({least}): "
                      "it leaves the cheapest place for a later card.",
                      "This place gives away {n} points now, more than the least "
                      "({least}): it leaves the cheapest place for a later card.", given,
                      n=given, least=least)
    return Plural("This place gives away {n} point now, more than the least ({least}): it "
                  "keeps your cheapest card for a later turn.",
                  "This place gives away {n} points now, more than the least ({least}): "
                  "it keeps your cheapest card for a later turn.", given, n=given, least=least)

"""Ligretto's hint reasons (game/hints.py): why the hard bot's move is a good one,
in words a child understands, true of the position as the person knows it."""

from __future__ import annotations

from ..core import Phrase, Plural


def reason(view, seat, move, heard) -> Phrase:
    from .rules import PACKET, Ladder, NextRound, Play, Turn, legal_moves
    if isinstance(move, Play) and move.pile == "new":
        return Phrase("A 1 starts a new pile in the middle: play it at once.")
    if isinstance(move, Play):
        return Phrase("This card goes on a pile in the middle: every card there scores.")
    if isinstance(move, Ladder) and move.source == "stack":
        return Phrase("This card fits on your row: your stack gets shorter.")
    if isinstance(move, Ladder):
        return Phrase("This card from your discard pile fits on your row.")
    if isinstance(move, Turn):
        moves = legal_moves(view, seat)
        hand = view.hands[seat] or view.discards[seat]   # an empty hand takes the discard
        n = min(PACKET, len(hand))
        if not any(isinstance(m, Play) for m in moves):
            if any(isinstance(m, Ladder) for m in moves):
                return Plural("No card fits in the middle: turn {n} card from your hand.",
                              "No card fits in the middle: turn {n} cards from your hand.",
                              n, n=n)
            return Plural("Nothing fits yet: turn {n} card from your hand.",
                          "Nothing fits yet: turn {n} cards from your hand.", n, n=n)
        return Plural("Turn {n} card from your hand to bring up a new one.",
                      "Turn {n} cards from your hand to bring up new ones.", n, n=n)
    if isinstance(move, NextRound):
        return Phrase("The round is over: deal the next one.")
    return Phrase("This is the best move the table allows.")

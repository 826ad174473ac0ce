"""Nimble's hint reason: one sentence the catalogs already hold, true of every move."""

from game.core import Phrase


def reason(view, seat, move, heard) -> Phrase:
    return Phrase("This is the best move the table allows.")

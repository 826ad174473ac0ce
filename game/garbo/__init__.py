"""Garbo: lay cards in a 4x4 square without lining up a rank or a suit (2 players)."""

from ..core import declare


def rematch(seats: list) -> list:
    """The next game's seats: the deal passes, so the other player plays first."""
    return list(reversed(seats))


RULES = declare(__name__, "garbo", "Garbo", 2, 2, rematch=rematch)

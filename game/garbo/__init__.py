"""Garbo: lay cards in a 4x4 square without lining up a rank or a suit (2 players)."""

from ..core import declare

RULES = declare(__name__, "garbo", "Garbo", 2, 2)

"""Petroglyph: memory with a twist (1-4 players and solitaire)."""

from ..core import declare

RULES = declare(__name__, "petroglyph", "Petroglyph", 1, 4)

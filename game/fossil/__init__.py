"""Fossil: two shared stones on a grid of fossil cards (2-6 players)."""

from ..core import declare

RULES = declare(__name__, "fossil", "Fossil", 2, 6)

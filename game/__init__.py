"""The rules of every game Card Table plays: pure Python, no pygame, no screen.

`RULES` is the registry of games (game/registry.py): each game's package declares it once,
and the four of this app are registered here, in the menu's order.
"""

from . import fossil, garbo, ligretto, petroglyph
from .core import IllegalMove
from .registry import GAMES, register

for _game in (petroglyph, fossil, garbo, ligretto):
    register(_game.GAME)

RULES = GAMES

__all__ = ["RULES", "IllegalMove"]

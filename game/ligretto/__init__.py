"""Ligretto: everyone plays at once, racing to empty their Ligretto stack (2-4 players).

The rules are a sequence of discrete moves like every other game here; game/realtime.py
turns them into a real-time game (arrival order, bots' reaction times).
"""

from ..core import declare

RULES = declare(__name__, "ligretto", "Ligretto", 2, 4, realtime=True)

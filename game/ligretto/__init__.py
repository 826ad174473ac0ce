"""Ligretto: everyone plays at once, racing to empty their Ligretto stack (2-4 players).

The rules are a sequence of discrete moves like every other game here; game/realtime.py
turns them into a real-time game (arrival order, bots' reaction times).
"""

from ..core import Phrase
from ..daily import AGAINST_THREE, Challenge, Star, bot_stars
from ..dealcode import Option, bool_word
from ..registry import Code, declare
from . import rules
from .reasons import reason

GAME = declare(
    __name__, "ligretto", "Ligretto", 2, 4,
    hint_reason=reason,
    cards=rules.all_cards,           # cards are conserved: the conformance suite checks it
    realtime=True,
    never_taken_back=Phrase("Ligretto is played in real time: a card played stays played."),
    code=Code("LI", (Option("row_ladders", (False, True), False, bool_word),)),
    challenge=Challenge(
        "ligretto",
        goal_words=Phrase("One round against three hard bots: score as many points as you "
                          "can in it."),
        seats=("human", "bot:hard", "bot:hard", "bot:hard"), measure="round",
        unit="points in the round", ends="round",
        # Four hard bots over 12 seeded rounds: the round's best scored 13-21 (median 18).
        # Against the bots a whole game counts, and so does the challenge round.
        stars=bot_stars(3, AGAINST_THREE, Star(
            Phrase("Win a challenge round against three hard bots with 20+"),
            bots=3, level="hard", win=True, min_score=20, challenge=True))),
)
RULES = GAME

"""Garbo: lay cards in a 4x4 square without lining up a rank or a suit (2 players)."""

from ..core import Phrase
from ..daily import AGAINST_ONE, Challenge, Star, bot_stars
from ..dealcode import Option
from ..registry import Code, declare
from . import rules
from .reasons import reason


def rematch(seats: list) -> list:
    """The next game's seats: the deal passes, so the other player plays first."""
    return list(reversed(seats))


GAME = declare(
    __name__, "garbo", "Garbo", 2, 2,
    hint_reason=reason,
    cards=rules.all_cards,           # cards are conserved: the conformance suite checks it
    rematch=rematch,
    code=Code("GA", (Option("diagonals", ("all", "long"), "all"),)),
    challenge=Challenge(
        "garbo",
        goal_words=Phrase("You against the hard bot on today's deal: win by as many points "
                          "as you can."),
        seats=("human", "bot:hard"), measure="margin", unit="points",
        # Hard against hard over 10 seeded games: margins 5-99, mean about 40.
        stars=bot_stars(1, AGAINST_ONE, Star(
            Phrase("Beat the hard bot by 50 points or more"), bots=1, level="hard", win=True,
            min_margin=50))),
)
RULES = GAME

"""Fossil: two shared stones on a grid of fossil cards (2-6 players)."""

import itertools

from ..core import Phrase
from ..daily import AGAINST_THREE, Challenge, Star, bot_stars
from ..dealcode import Option
from ..registry import Code, declare
from . import rules
from .cards import DEFAULT_REMOVED, FOSSILS
from .reasons import reason


def _fossil_pair(value):
    """'horseshoe, trilobite' -> 'trilobite,horseshoe': the two fossils in scoring order."""
    if not isinstance(value, str):
        return value
    names = [n.strip() for n in value.split(",")]
    if len(names) != 2 or not set(names) <= set(FOSSILS):
        return value
    return ",".join(sorted(names, key=FOSSILS.index))


FOSSIL_PAIRS = tuple(",".join(p) for p in itertools.combinations(FOSSILS, 2))   # 36

GAME = declare(
    __name__, "fossil", "Fossil", 2, 6,
    hint_reason=reason,
    cards=rules.all_cards,           # cards are conserved: the conformance suite checks it
    counts_as_move=lambda move: move.get("move") == "stone",   # a turn is a stone moved
    code=Code("FO", (Option("removed_fossils", FOSSIL_PAIRS, DEFAULT_REMOVED, _fossil_pair),)),
    challenge=Challenge(
        "fossil",
        goal_words=Phrase("You against three hard bots on today's board: end with as many "
                          "points as you can."),
        seats=("human", "bot:hard", "bot:hard", "bot:hard"), measure="points", unit="points",
        # Four hard bots over 8 seeded games: the winner ended with 119-227 points (median
        # about 170), so 180 is a win a hard bot reaches in about a third of its wins.
        stars=bot_stars(3, AGAINST_THREE, Star(
            Phrase("Win against three hard bots with 180 points or more"), bots=3,
            level="hard", win=True, min_score=180))),
    arenas=(("hard", "medium", "medium", "medium"), ("medium", "easy", "easy", "easy")),
)
RULES = GAME

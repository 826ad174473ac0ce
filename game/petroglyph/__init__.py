"""Petroglyph: memory with a twist (1-4 players and solitaire)."""

from ..core import Phrase
from ..daily import BAND_STARS, Challenge, Star
from ..dealcode import Option
from ..registry import Code, declare
from . import rules
from .cards import RATINGS
from .reasons import reason

GAME = declare(
    __name__, "petroglyph", "Petroglyph", 1, 4,
    hint_reason=reason,
    cards=rules.all_cards,        # cards are conserved: the conformance suite checks it
    hint_hears=True,              # its hard bot remembers the cards turned face up
    never_taken_back=Phrase("A turned card cannot be taken back: everyone has seen it."),
    code=Code("PE", (Option("solo_shuffle", ("lines", "rows"), "lines"),)),
    challenge=Challenge(
        "petroglyph",
        goal_words=Phrase("Solitaire on today's deal: score as many points as you can. "
                          "20 is Good, 25 Great, 30 Excellent, 35 Amazing."),
        seats=("human",), measure="score", unit="points", bands=RATINGS,
        stars=tuple(Star(BAND_STARS[name], players=1, min_score=floor)
                    for floor, name in reversed(RATINGS))),
)
RULES = GAME

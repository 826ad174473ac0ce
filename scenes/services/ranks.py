"""How the language in use prints a card's rank: the letters in a French-suited card's
corner, which French packs print V D R A (valet, dame, roi, as) where English ones print
J Q K A. Italian packs of these cards print J Q K A (the choice is explained on the
Italian rules page of the game played with them). The values stay the rank's, whatever
its letter.

Card faces (shell/assets.py), a board's table of values and every sentence naming a card
ask here, so one language never shows two letters for one card.
"""

from __future__ import annotations

from .lang import pgettext


def printed_rank(rank: str) -> str:
    """'Q' -> 'D' in French; a rank with no letter ('7', '10') as it is."""
    letters = {
        # Translators: the letter printed in the corner of a jack (French packs: V).
        "J": pgettext("rank", "J"),
        # Translators: the letter printed in the corner of a queen (French packs: D).
        "Q": pgettext("rank", "Q"),
        # Translators: the letter printed in the corner of a king (French packs: R).
        "K": pgettext("rank", "K"),
        # Translators: the letter printed in the corner of an ace (French packs: A).
        "A": pgettext("rank", "A"),
    }
    return letters.get(rank, rank)

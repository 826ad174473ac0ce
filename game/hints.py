"""A hint for a person: what the hard bot would play in their seat, and one line saying why
in words a child understands. Computed from what that person has seen: the seat's view and
the events shown to that seat since the deal (a hint never peeks at a hidden card). The
line is a Phrase, translated where it is shown, like a refusal.

`hint(name, view, seat, heard=())` -> Hint(move, reason), the move one of `legal_moves`
for the seat; `heard` is the list of events visible to the seat since the deal, in order.

A reason states a fact that is true of the position as that person knows it (tests/
test_hint_reasons.py checks each one against the real game): it is chosen by what is true,
never by the kind of move alone, and every number in it comes from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core import Phrase

HINT_SEED = 0   # the hard bot asked for a hint: the same view, the same advice


@dataclass(frozen=True)
class Hint:
    move: object
    reason: Phrase


def hint(name: str, view, seat: int, heard=()) -> Hint:
    from .registry import GAMES
    game = GAMES[name]
    bot = game.make_bot("hard", seat, HINT_SEED)
    # A hard bot that remembers what was shown (`hint_hears`; the others read everything
    # in the view) hears the seat's events first, as a person at the table has.
    if game.hint_hears and heard:
        bot.observe(list(heard))
    move = bot.choose(view)
    return Hint(move, game.hint_reason(view, seat, move, list(heard)))

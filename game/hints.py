"""A hint for a person: what the hard bot would play in their seat, and one line saying why
in words a child understands. Computed from the seat's view only (a hint never peeks at a
hidden card), and the line is a Phrase, translated where it is shown, like a refusal.

`hint(name, view, seat)` -> Hint(move, reason), the move one of `legal_moves` for the seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core import Phrase, Plural

HINT_SEED = 0   # the hard bot asked for a hint: the same view, the same advice


@dataclass(frozen=True)
class Hint:
    move: object
    reason: Phrase


def hint(name: str, view, seat: int) -> Hint:
    from . import RULES
    rules = RULES[name]
    move = rules.make_bot("hard", seat, HINT_SEED).choose(view)
    return Hint(move, _REASONS[name](view, seat, move))


# --- why, game by game ---------------------------------------------------------------------

def _petroglyph(view, seat, move) -> Phrase:
    from .petroglyph.rules import Collect, Discard, Flip, Pass, Shuffle
    if isinstance(move, Collect):
        return Phrase("Bank your cups now: one wrong card would lose them all.")
    if isinstance(move, Pass):
        return Phrase("No shuffle helps you here: leave the table as it is.")
    if isinstance(move, Shuffle):
        return Phrase("Shuffle the cards the others have seen, so their memory is worth "
                      "less.")
    if isinstance(move, Discard):
        return Phrase("Put out the card that is least use to you.")
    if isinstance(move, Flip) and view.up:
        return Phrase("Turn another card: it may finish your set.")
    return Phrase("Start with a card nobody has seen yet.")


def _fossil(view, seat, move) -> Phrase:
    from .fossil.cards import FOSSIL_OF
    from .fossil.rules import NoSwap, PlaceStones, Stone, Swap, left_on_board, move_cost
    if isinstance(move, PlaceStones):
        return Phrase("Put the stones where the first players find little to take.")
    if isinstance(move, NoSwap):
        return Phrase("No swap makes your hand better: keep your cards.")
    if isinstance(move, Swap):
        return Phrase("This swap gives you a card of a fossil you collect.")
    if isinstance(move, Stone):
        cost = move_cost(view, move.stone, move.to)
        card = view.at(move.to)
        if card is not None and left_on_board(view, FOSSIL_OF[card]) == 1:
            return Plural("This path costs {cost} point and takes the last card of its "
                          "fossil.", "This path costs {cost} points and takes the last card "
                          "of its fossil.", cost, cost=cost)
        return Plural("This path costs {cost} point and takes a card worth having.",
                      "This path costs {cost} points and takes a card worth having.", cost,
                      cost=cost)
    return Phrase("This is the best move the table allows.")


def _garbo(view, seat, move) -> Phrase:
    from .garbo.rules import points_if
    given = points_if(view, seat, move.card, move.cell)
    if given == 0:
        return Phrase("This place gives away nothing.")
    return Plural("This place gives away {n} point, the least your cards can.",
                  "This place gives away {n} points, the least your cards can.", given,
                  n=given)


def _ligretto(view, seat, move) -> Phrase:
    from .ligretto.rules import Ladder, Play, Turn
    if isinstance(move, Play) and move.pile == "new":
        return Phrase("A 1 starts a new pile in the middle: play it at once.")
    if isinstance(move, Play):
        return Phrase("This card goes on a pile in the middle: every card there scores.")
    if isinstance(move, Ladder):
        return Phrase("This card fits on your row: your stack gets shorter.")
    if isinstance(move, Turn):
        return Phrase("Nothing fits yet: turn three cards from your hand.")
    return Phrase("This is the best move the table allows.")


_REASONS = {"petroglyph": _petroglyph, "fossil": _fossil, "garbo": _garbo,
            "ligretto": _ligretto}

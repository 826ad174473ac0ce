"""Fossil's hint reasons (game/hints.py): why the hard bot's move is a good one,
in words a child understands, true of the position as the person knows it."""

from __future__ import annotations

from ..core import Phrase, Plural


def reason(view, seat, move, heard) -> Phrase:
    from .cards import FOSSIL_OF, VALUE_OF
    from .rules import (
        NoSwap,
        PlaceStones,
        Stone,
        Swap,
        apply,
        completes,
        legal_moves,
        move_cost,
    )
    if isinstance(move, PlaceStones):
        after = apply(view, seat, move)[0]
        if after.phase == "move":
            n = len(legal_moves(after, after.current))
            return Plural("From these places the first player can reach {n} card.",
                          "From these places the first player can reach {n} cards.", n, n=n)
        return Phrase("This is the best move the table allows.")
    if isinstance(move, (Swap, NoSwap)):
        return _swap_reason(view, seat, move)
    if isinstance(move, Stone):
        cost = move_cost(view, move.stone, move.to)
        card = view.at(move.to)
        if completes(view, card):
            return Plural("This path costs {cost} point and takes the last card of its "
                          "fossil.", "This path costs {cost} points and takes the last card "
                          "of its fossil.", cost, cost=cost)
        if any(FOSSIL_OF[c] == FOSSIL_OF[card] for c in view.holdings[seat]):
            return Plural("This path costs {cost} point and takes a card of a fossil you "
                          "collect.", "This path costs {cost} points and takes a card of a "
                          "fossil you collect.", cost, cost=cost)
        return Plural("This path costs {cost} point and takes a card worth {value}.",
                      "This path costs {cost} points and takes a card worth {value}.", cost,
                      cost=cost, value=VALUE_OF[card])
    return Phrase("This is the best move the table allows.")


def _swap_reason(view, seat, move) -> Phrase:
    """A swap, or none, while a completed fossil waits to be scored: what it brings."""
    from .cards import FOSSIL_OF
    from .rules import NoSwap, Swap, apply, swap_options
    before = view.points[seat]

    def brings(m) -> int:
        return apply(view, seat, m)[0].points[seat] - before
    kept = brings(NoSwap())
    if isinstance(move, NoSwap):
        if all(brings(m) <= kept for m in swap_options(view, seat)):
            return Phrase("No swap gets you more points from this fossil: keep your cards.")
        return Plural("Keep your cards: as they are, this fossil brings you {n} point.",
                      "Keep your cards: as they are, this fossil brings you {n} points.",
                      kept, n=kept)
    assert isinstance(move, Swap)
    got = brings(move)
    if got > kept:
        return Plural("With this swap this fossil brings you {n} point instead of {kept}.",
                      "With this swap this fossil brings you {n} points instead of {kept}.",
                      got, n=got, kept=kept)
    fossil = FOSSIL_OF[move.take]
    if any(FOSSIL_OF[c] == fossil for c in view.holdings[seat] if c != move.give):
        return Phrase("This swap gives you a card of a fossil you collect.")
    return Phrase("This swap gives you a card of a fossil you do not hold yet.")

"""Petroglyph's hint reasons (game/hints.py): why the hard bot's move is a good one,
in words a child understands, true of the position as the person knows it."""

from __future__ import annotations

from ..core import Phrase, Plural


def reason(view, seat, move, heard) -> Phrase:
    from .rules import Collect, Discard, Flip, Pass, Shuffle
    from .shown import shown
    known = shown(heard, view)
    if isinstance(move, Collect):
        return _bank(view)
    if isinstance(move, Flip):
        return _flip(view, known, move)
    if isinstance(move, Pass):
        return _keep_table(view, known)
    if isinstance(move, Shuffle):
        return _shuffle(view, known, move)
    if isinstance(move, Discard):
        return _discard(view, move)
    return Phrase("This is the best move the table allows.")


def _bank(view) -> Phrase:
    from .cards import DECK, colour, set_points
    turned = view.turned()
    out = {c for seat in view.sets for cards in seat for c in cards} | set(view.discarded)
    # Cards not green, still in play and not face up: with two or more, one at least lies
    # face down on the table (only one can be the card set aside).
    wrong = [c for c in DECK if colour(c) != "G" and c not in out and c not in turned]
    n = len(turned)                  # every card turned is a cup: said by their count
    if len(wrong) >= 2:
        return Plural("Bank your cup now: one wrong card would lose it.",
                      "Bank your {n} cups now: one wrong card would lose them all.", n, n=n)
    points = set_points(turned)
    if n == 1:
        return Plural("Collect your cup now: it scores {points} point.",
                      "Collect your cup now: it scores {points} points.", points,
                      points=points)
    return Plural("Collect your cups now: they score {points} point.",
                  "Collect your cups now: they score {points} points.", points, points=points)


def _flip(view, known, move) -> Phrase:
    from .. import grid as g
    from .cards import DECK, colour
    slot = g.index(move.cell)
    turned = view.turned()
    status = known.of(slot)
    if status == "seen":
        if turned and colour(known.cards[slot]) == colour(turned[0]):
            return Phrase("You have seen this card before: it is the colour of the cards "
                          "you turned.")
        if turned:
            return Phrase("You have seen this card before: turning it shows nobody anything "
                          "new.")
        return Phrase("You have seen this card before, so you know what it is.")
    if status == "maybe":
        return Phrase("A shuffle may have brought a card seen before to this place.")
    if not turned:
        return Phrase("Start with a card nobody has seen yet.")
    if any(colour(c) == colour(turned[0]) and c not in known.ever for c in DECK):
        return Phrase("Turn a card nobody has seen yet: it may be the colour you need.")
    return Phrase("Turn a card nobody has seen yet.")


def _keep_table(view, known) -> Phrase:
    from .rules import line_cards, shuffle_lines
    slots = {p for ln in shuffle_lines(view) for p in line_cards(view, *ln)}
    if all(known.of(p) == "never" for p in slots):
        return Phrase("Nobody has seen a card of the lines you could shuffle: a shuffle "
                      "would change nothing.")
    if any(v != "never" for v in known.status.values()):
        return Phrase("Leave the table as it is: the cards you have seen stay where they "
                      "are.")
    return Phrase("Leave the table as it is.")


def _shuffle(view, known, move) -> Phrase:
    from .rules import line_cards, shuffle_lines
    slots = line_cards(view, move.line, move.index)
    # Each sentence names a row or a column: French reads "ligne" as a row, so "this
    # line" misled about a column.
    row = move.line == "row"
    if view.phase == "solo_shuffle":
        if known.count(slots, "maybe"):
            return Phrase("You must shuffle one of the lines that light up.")
        n = known.count(slots, "seen")
        # Another line's cards seen are at least those seen in place there.
        if all(known.count(line_cards(view, *ln), "seen") >= n for ln in shuffle_lines(view)):
            if row:
                return Plural("This row holds {n} card you have seen: the fewest of the "
                              "lines you may shuffle.", "This row holds {n} cards you have "
                              "seen: the fewest of the lines you may shuffle.", n, n=n)
            return Plural("This column holds {n} card you have seen: the fewest of the "
                          "lines you may shuffle.", "This column holds {n} cards you have "
                          "seen: the fewest of the lines you may shuffle.", n, n=n)
        if row:
            return Plural("You must shuffle one of the lines that light up: this row holds "
                          "{n} card you have seen.", "You must shuffle one of the lines that "
                          "light up: this row holds {n} cards you have seen.", n, n=n)
        return Plural("You must shuffle one of the lines that light up: this column holds "
                      "{n} card you have seen.", "You must shuffle one of the lines that "
                      "light up: this column holds {n} cards you have seen.", n, n=n)
    if known.count(slots, "seen"):
        if row:
            return Phrase("This row holds cards everyone has seen: shuffling it makes their "
                          "memory worth less.")
        return Phrase("This column holds cards everyone has seen: shuffling it makes their "
                      "memory worth less.")
    if known.count(slots, "maybe"):
        if row:
            return Phrase("Cards seen before may lie in this row: shuffling it makes memory "
                          "worth less.")
        return Phrase("Cards seen before may lie in this column: shuffling it makes memory "
                      "worth less.")
    if row:
        return Phrase("Nobody has seen the cards of this row: shuffling it changes nothing "
                      "anyone knows.")
    return Phrase("Nobody has seen the cards of this column: shuffling it changes nothing "
                  "anyone knows.")


def _discard(view, move) -> Phrase:
    from .. import grid as g
    from .cards import DECK, SET_SIZE, colour
    card = view.grid[g.index(move.cell)]
    kind = colour(card)
    out = {c for seat in view.sets for cards in seat for c in cards} | set(view.discarded)
    left = sum(1 for c in DECK if colour(c) == kind and c not in out)
    if kind != "G" and left < SET_SIZE[kind]:
        return Phrase("Too few cards of this colour are left to make a set: put this one "
                      "out.")
    return Phrase("You must put out one of the cards you turned.")

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

from .core import Phrase, Plural

HINT_SEED = 0   # the hard bot asked for a hint: the same view, the same advice
# Games whose hard bot remembers what was shown (the others read everything in the view):
# their hint's bot hears the seat's events first, as a person at the table has.
REMEMBERS = frozenset({"petroglyph"})


@dataclass(frozen=True)
class Hint:
    move: object
    reason: Phrase


def hint(name: str, view, seat: int, heard=()) -> Hint:
    from . import RULES
    bot = RULES[name].make_bot("hard", seat, HINT_SEED)
    if name in REMEMBERS and heard:
        bot.observe(list(heard))
    move = bot.choose(view)
    return Hint(move, _REASONS[name](view, seat, move, list(heard)))


# --- why, game by game ---------------------------------------------------------------------

def _petroglyph(view, seat, move, heard) -> Phrase:
    from .petroglyph.rules import Collect, Discard, Flip, Pass, Shuffle
    from .petroglyph.shown import shown
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
    from .petroglyph.cards import DECK, colour, set_points
    turned = view.turned()
    out = {c for seat in view.sets for cards in seat for c in cards} | set(view.discarded)
    # Cards not green, still in play and not face up: with two or more, one at least lies
    # face down on the table (only one can be the card set aside).
    wrong = [c for c in DECK if colour(c) != "G" and c not in out and c not in turned]
    if len(wrong) >= 2:
        return Phrase("Bank your cups now: one wrong card would lose them all.")
    points = set_points(turned)
    return Plural("Collect your cups now: they score {points} point.",
                  "Collect your cups now: they score {points} points.", points, points=points)


def _flip(view, known, move) -> Phrase:
    from . import grid as g
    from .petroglyph.cards import DECK, colour
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
    from .petroglyph.rules import line_cards, shuffle_lines
    slots = {p for ln in shuffle_lines(view) for p in line_cards(view, *ln)}
    if all(known.of(p) == "never" for p in slots):
        return Phrase("Nobody has seen a card of the lines you could shuffle: a shuffle "
                      "would change nothing.")
    if any(v != "never" for v in known.status.values()):
        return Phrase("Leave the table as it is: the cards you have seen stay where they "
                      "are.")
    return Phrase("Leave the table as it is.")


def _shuffle(view, known, move) -> Phrase:
    from .petroglyph.rules import line_cards, shuffle_lines
    slots = line_cards(view, move.line, move.index)
    if view.phase == "solo_shuffle":
        if known.count(slots, "maybe"):
            return Phrase("You must shuffle one of the lines that light up.")
        n = known.count(slots, "seen")
        # Another line's cards seen are at least those seen in place there.
        if all(known.count(line_cards(view, *ln), "seen") >= n for ln in shuffle_lines(view)):
            return Plural("This line holds {n} card you have seen: the fewest of the lines "
                          "you may shuffle.", "This line holds {n} cards you have seen: the "
                          "fewest of the lines you may shuffle.", n, n=n)
        return Plural("You must shuffle one of the lines that light up: this one holds {n} "
                      "card you have seen.", "You must shuffle one of the lines that light "
                      "up: this one holds {n} cards you have seen.", n, n=n)
    if known.count(slots, "seen"):
        return Phrase("This line holds cards everyone has seen: shuffling it makes their "
                      "memory worth less.")
    if known.count(slots, "maybe"):
        return Phrase("Cards seen before may lie in this line: shuffling it makes memory "
                      "worth less.")
    return Phrase("Nobody has seen the cards of this line: shuffling it changes nothing "
                  "anyone knows.")


def _discard(view, move) -> Phrase:
    from . import grid as g
    from .petroglyph.cards import DECK, SET_SIZE, colour
    card = view.grid[g.index(move.cell)]
    kind = colour(card)
    out = {c for seat in view.sets for cards in seat for c in cards} | set(view.discarded)
    left = sum(1 for c in DECK if colour(c) == kind and c not in out)
    if kind != "G" and left < SET_SIZE[kind]:
        return Phrase("Too few cards of this colour are left to make a set: put this one "
                      "out.")
    return Phrase("You must put out one of the cards you turned.")


def _fossil(view, seat, move, heard) -> Phrase:
    from .fossil.cards import FOSSIL_OF, VALUE_OF
    from .fossil.rules import (
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
    from .fossil.cards import FOSSIL_OF
    from .fossil.rules import NoSwap, Swap, apply, swap_options
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


def _garbo(view, seat, move, heard) -> Phrase:
    from .garbo.rules import legal_moves, points_if
    given = points_if(view, seat, move.card, move.cell)
    if given == 0:
        return Phrase("This place gives away nothing.")
    if all(points_if(view, seat, m.card, m.cell) >= given for m in legal_moves(view, seat)):
        return Plural("This place gives away {n} point, the least your cards can.",
                      "This place gives away {n} points, the least your cards can.", given,
                      n=given)
    return Plural("This place gives away {n} point.", "This place gives away {n} points.",
                  given, n=given)


def _ligretto(view, seat, move, heard) -> Phrase:
    from .ligretto.rules import PACKET, Ladder, NextRound, Play, Turn, legal_moves
    if isinstance(move, Play) and move.pile == "new":
        return Phrase("A 1 starts a new pile in the middle: play it at once.")
    if isinstance(move, Play):
        return Phrase("This card goes on a pile in the middle: every card there scores.")
    if isinstance(move, Ladder) and move.source == "stack":
        return Phrase("This card fits on your row: your stack gets shorter.")
    if isinstance(move, Ladder):
        return Phrase("This card from your discard pile fits on your row.")
    if isinstance(move, Turn):
        moves = legal_moves(view, seat)
        hand = view.hands[seat] or view.discards[seat]   # an empty hand takes the discard
        n = min(PACKET, len(hand))
        if not any(isinstance(m, Play) for m in moves):
            if any(isinstance(m, Ladder) for m in moves):
                return Plural("No card fits in the middle: turn {n} card from your hand.",
                              "No card fits in the middle: turn {n} cards from your hand.",
                              n, n=n)
            return Plural("Nothing fits yet: turn {n} card from your hand.",
                          "Nothing fits yet: turn {n} cards from your hand.", n, n=n)
        return Plural("Turn {n} card from your hand to bring up a new one.",
                      "Turn {n} cards from your hand to bring up new ones.", n, n=n)
    if isinstance(move, NextRound):
        return Phrase("The round is over: deal the next one.")
    return Phrase("This is the best move the table allows.")


_REASONS = {"petroglyph": _petroglyph, "fossil": _fossil, "garbo": _garbo,
            "ligretto": _ligretto}

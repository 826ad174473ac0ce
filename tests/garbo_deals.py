"""Garbo positions for the rules tests: whole games scripted with the `deck` argument
(SQUARE, laid row by row) and small layouts written as rows ("." is an empty cell) from an
origin."""

from dataclasses import replace

from game.garbo import RULES as R
from game.garbo.cards import sort_hand
from game.garbo.rules import Pile, Play, matches

# Level One, laid row by row from [0, 0]; seat 0 lays the cards in even places, seat 1
# the others. Then seat 0 gets LEVEL_TWO[0] and seat 1 LEVEL_TWO[1].
SQUARE = ["7S 8H 9C 10D",
          "9D 10C 7H 8S",
          "JC QD KS AH",
          "KH AS JD QC"]
LEVEL_TWO = ("7C 8C 9S 10S JS QS KC AC", "7D 8D 9H 10H JH QH KD AD")
LAID = " ".join(SQUARE).split()
CELLS = [(i // 4, i % 4) for i in range(16)]


def deck(layout=LAID, level_two=LEVEL_TWO):
    """The deal that lets seat 0 and seat 1 lay `layout` in order: 4 + 4, 4 + 4, 8 + 8."""
    first, second = layout[:8], layout[8:]
    return (first[0::2] + first[1::2] + second[0::2] + second[1::2]
            + level_two[0].split() + level_two[1].split())


def game(diagonals=None, **kw):
    options = None if diagonals is None else {"diagonals": diagonals}
    return R.new_game(2, 7, options, deck=deck(**kw))


def play(state, *moves):
    """Each move (card, (r, c)) by the seat whose turn it is; all the events."""
    events = []
    for card, cell in moves:
        (seat,) = R.to_act(state)
        state, ev = R.apply(state, seat, Play(card, cell))
        events += ev
    return state, events


def level_one(state, upto=16):
    return play(state, *zip(LAID[:upto], CELLS[:upto]))


def laid(rows, origin=(0, 0), diagonals="all", hand=(), level=1):
    """A position with these face-up cards; seat 0 to play with `hand`."""
    table = tuple(Pile((origin[0] + r, origin[1] + c), card)
                  for r, row in enumerate(rows) for c, card in enumerate(row.split())
                  if card != ".")
    s = R.new_game(2, 1, {"diagonals": diagonals})
    return replace(s, table=table, hands=(sort_hand(hand), ()), level=level, last=1)


def found(state, card, cell):
    return sorted(matches(state, card, cell))


def kinds(events):
    return [e["type"] for e in events]


def before_the_16th():
    s, _ = level_one(game(), 15)
    # The 16th card, QC at (3, 3), matches 10C's suit on the long diagonal: seat 0 gets 11.
    assert found(s, "QC", (3, 3)) == [((1, 1), "suit", 11)]
    return s


def level_two():
    """The start of Level Two with seat 0 leading, scores back at 0."""
    s, _ = play(replace(before_the_16th(), points=(1000, 0)), ("QC", (3, 3)))
    assert R.to_act(s) == {0}
    return replace(s, points=(0, 0))

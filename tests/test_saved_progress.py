"""Continue's list counts the moves a person would count (issue 42: "5 coups joués" after a
bot placed Fossil's stones and four stones moved)."""

from __future__ import annotations

from game.fossil.rules import Stone
from scenes.screens.saved import progress
from scenes.services.session import Seat, Session


def test_fossil_counts_the_stones_moved_not_their_placing_nor_a_swap():
    session = Session("fossil", [Seat("bot", "Ochre", "easy"), Seat("human", "Ada")], 5)
    assert progress(session) == "not started"
    (seat,) = session.to_act()
    session.apply(seat, session.legal(seat)[0])                  # the stones placed
    assert progress(session) == "not started"
    moved = 0
    while moved < 4:
        (seat,) = session.to_act()
        move = session.legal(seat)[0]
        session.apply(seat, move)
        moved += isinstance(move, Stone)
    assert len(session.moves) > 4
    assert progress(session) == "4 moves played"


def test_every_move_of_garbo_counts():
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Flint", "easy")], 5)
    for _ in range(3):
        (seat,) = session.to_act()
        session.apply(seat, session.legal(seat)[0])
    assert progress(session) == "3 moves played"

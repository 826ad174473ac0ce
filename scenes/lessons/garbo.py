"""Garbo's guided game: matches in rows, columns and diagonals, what a match gives away, the
second deal, Level Two and covering with its ×10.

The deal is prepared: your first four cards are 7♠ 7♥ 9♦ K♣ and Flint's are spades and
hearts with no 7, 9 or king, so the 7♥ matches your 7♠ while the 9♦ can go anywhere for
nothing."""

from __future__ import annotations

from game.garbo.cards import DECK
from game.garbo.rules import Play, legal_moves, points_if

from ..services.lang import N_
from .guide import PERSON, Do, End, Explain, Lesson, Try, Watch

YOURS = ("7S", "7H", "9D", "KC")
FLINTS = ("8S", "10H", "JS", "AH")
DEAL = YOURS + FLINTS + tuple(c for c in DECK if c not in YOURS + FLINTS)


def _moves(session) -> tuple:
    return legal_moves(session.state, PERSON)


def _cheapest(session, card: str | None = None) -> Play:
    """The person's move giving away the least (of `card`, if given)."""
    moves = [m for m in _moves(session) if card is None or m.card == card]
    return min(moves, key=lambda m: (points_if(session.state, PERSON, m.card, m.cell),
                                     m.cell, m.card))


def _first(session) -> Play:
    return Play("7S", (0, 0))


def _match(session) -> Play:
    """The 7♥ where it matches: in line with the 7♠ (the least it can give)."""
    moves = [m for m in _moves(session) if m.card == "7H"
             and points_if(session.state, PERSON, m.card, m.cell) > 0]
    return min(moves, key=lambda m: (points_if(session.state, PERSON, m.card, m.cell),
                                     m.cell))


def _gift(session) -> dict:
    move = _match(session)
    return {"n": points_if(session.state, PERSON, move.card, move.cell)}


def _taken(session) -> Play:
    """A wrong click: a card onto a place that already holds one."""
    card = session.state.hands[PERSON][0]
    return Play(card, (0, 0))


def _your_turn(session) -> bool:
    return session.to_act() == frozenset({PERSON})


def _second_deal_done(session) -> bool:
    return len(session.state.table) >= 8 and _your_turn(session)


def _level_two(session) -> bool:
    return session.state.level == 2 and _your_turn(session)


def lesson() -> Lesson:
    return Lesson("garbo", ("Flint",), seed=7, deck=DEAL, steps=[
        Explain(N_("Welcome to Garbo! You and Flint take turns laying cards into a square "
                   "of four by four. A card that shares its rank or its suit with a card in "
                   "line with it gives points to the other player.")),
        Do(N_("Your first card can go anywhere: it starts the square. Click the card that "
              "glows, then the lit place."), _first),
        Watch(N_("Now Flint plays. Every card must go next to a card already on the table."),
              _your_turn),
        Do(N_("Cards in the same row, column or diagonal are in line, even with gaps. This "
              "7 lines up with your other 7: the match gives Flint {n} points."), _match,
              places=_gift),
        Watch(N_("Flint's turn."), _your_turn),
        Do(N_("A match is a gift to your opponent, so look for places with none. This card "
              "shares nothing with the cards in line with it: it gives away nothing."),
           lambda s: _cheapest(s, "9D")),
        Watch(N_("Flint's turn."), _your_turn),
        Try(N_("What if a card goes where there is one already? Click the glowing card, then "
               "the glowing place, and see what the table says."), _taken),
        Watch(N_("Now play your last card where it gives the least (H shows a hint). When "
                 "both hands are empty, four more cards come to each of you: the second "
                 "deal."), _second_deal_done),
        Explain(N_("Here is the second deal: four new cards each. Fill the square with them; "
                   "Level One ends when sixteen cards lie in it.")),
        Watch(N_("Fill the square. Remember: whoever gives away less wins."), _level_two),
        Explain(N_("Level Two! You each get eight cards. Now every card goes on top of a "
                   "face-up card of the square and covers it. If it matches the card it "
                   "covers, your opponent gets ten times the rank's or suit's value.")),
        Do(N_("This place gives away the least: its card matches neither the card it covers "
              "nor much in line."), _cheapest),
        End(N_("You know how to play Garbo! Play a real game against an easy bot?")),
    ])

"""Garbo's guided game: matches in rows, columns and diagonals, what a match gives away, the
second deal, Level Two and covering with its ×10.

The deal is prepared: your first four cards are 7♠ 7♥ 9♦ K♣ and Flint's are spades and
hearts with no 7, 9 or king, so the 7♥ matches your 7♠ while the 9♦ can go anywhere for
nothing. Flint plays the moves written here (`FLINT_MOVES`), never a bot's judgement:
it lays the A♥ beside your 7♠, so the 7♥ where it gives the least is in line
with both: the 7s' rank and the hearts' suit, two matches, both named (and counted by the
rules) in the words. Once those are played, Flint lays the card that gives the least now
(`_flint`: the first such in the order of places), a rule of the lesson's own, so the
lesson goes as its words say however the bots change.

Every number the words say is a place computed by game/garbo/rules.py at that step."""

from __future__ import annotations

from game.core import Phrase, Plural
from game.garbo.cards import COVER_FACTOR, DECK
from game.garbo.rules import DEALS, LEVEL_ONE_CARDS, Play, legal_moves, matches, points_if
from game.grid import SIZE

from ..boards.garbo_panels import label
from ..services.lang import N_
from .guide import PERSON, Do, End, Explain, Lesson, Try, Watch

YOURS = ("7S", "7H", "9D", "KC")
FLINTS = ("8S", "10H", "JS", "AH")
DEAL = YOURS + FLINTS + tuple(c for c in DECK if c not in YOURS + FLINTS)
FLINT = 1
# Flint's first three moves: the A♥ beside your 7♠ (at (0, 0)), then the J♠ and the 10♥
# out of the way, giving nothing.
FLINT_MOVES = (Play("AH", (0, -1)), Play("JS", (-1, -2)), Play("10H", (-3, -2)))


def _flint(view, seat: int, moves) -> Play:
    """Flint once its written moves are played: the card giving the least now."""
    return min(moves, key=lambda m: (points_if(view, seat, m.card, m.cell), m.cell, m.card))


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


def _played_by(session, card: str) -> int:
    """The seat that laid `card` on the table."""
    rules = session.rules
    return next(m["seat"] for m in session.moves
                if rules.move_from_dict(m["move"]).card == card)


def _gift(session) -> dict:
    """The 7♥'s two matches: the rank of your 7♠, the suit of Flint's A♥ (by the rules)."""
    state, move = session.state, _match(session)
    found = {kind: (cell, points) for cell, kind, points in matches(state, move.card,
                                                                    move.cell)}
    assert sorted(found) == ["rank", "suit"], found        # the words name both
    (rank_cell, rank_points), (suit_cell, suit_points) = found["rank"], found["suit"]
    rank_card, suit_card = state.pile(rank_cell).up, state.pile(suit_cell).up
    assert _played_by(session, rank_card) == PERSON and _played_by(session, suit_card) != PERSON
    return {"card": label(move.card), "rank_card": label(rank_card),
            "suit_card": label(suit_card), "rank_points": rank_points,
            "suit_points": suit_points, "name": session.seats[1 - PERSON].shown_name,
            "points": points_if(state, PERSON, move.card, move.cell)}


def _nothing(session) -> Play:
    return _cheapest(session, "9D")


def _nothing_places(session) -> dict:
    move = _nothing(session)
    return {"card": label(move.card),
            "points": points_if(session.state, PERSON, move.card, move.cell)}


def _nothing_words(places: dict) -> Phrase:
    if places["points"] == 0:
        return Phrase("A match is a gift to your opponent, so look for places with none. "
                      "This {card} shares nothing with the cards in line with it: it "
                      "gives away nothing.", **places)
    return Plural("A match is a gift to your opponent, so look for places with few. "
                  "This {card} gives away the least: {points} point.",
                  "A match is a gift to your opponent, so look for places with few. "
                  "This {card} gives away the least: {points} points.",
                  places["points"], **places)


def _least_places(session) -> dict:
    """The Level-Two place giving away the least: its points, and the ×10 of covering a
    card it matches (part of those points)."""
    move = _cheapest(session)
    found = matches(session.state, move.card, move.cell)
    return {"card": label(move.card),
            "points": points_if(session.state, PERSON, move.card, move.cell),
            "covering": sum(p for cell, _, p in found if cell == move.cell)}


def _least_words(places: dict) -> Phrase:
    n = places["points"]
    if n == 0:
        return Phrase("This place gives away nothing: your {card} matches neither the card "
                      "it covers nor any face-up card in line.", **places)
    if places["covering"] == 0:
        return Plural("This place gives away the least, {points} point: your {card} does "
                      "not match the card it covers.",
                      "This place gives away the least, {points} points: your {card} does "
                      "not match the card it covers.", n, **places)
    return Plural("Every place gives something away now. This one gives the least: "
                  "{points} point.",
                  "Every place gives something away now. This one gives the least: "
                  "{points} points.", n, **places)


def _square(session) -> dict:
    return {"size": SIZE}


def _second_deal(session) -> dict:
    return {"cards": DEALS[1][PERSON]}


def _filled(session) -> dict:
    return {"cards": DEALS[1][PERSON], "full": LEVEL_ONE_CARDS}


def _level_two_deal(session) -> dict:
    return {"cards": DEALS[2][PERSON], "factor": COVER_FACTOR}


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
    return Lesson("garbo", ("Flint",), seed=7, deck=DEAL, script={FLINT: FLINT_MOVES},
                  then=_flint, steps=[
        Explain(N_("Welcome to Garbo! You and Flint take turns laying cards into a square "
                   "of {size} by {size}. A card that shares its rank or its suit with a card "
                   "in line with it gives points to the other player."), places=_square),
        Do(N_("Your first card can go anywhere: it starts the square. Choose the card that "
              "glows, then the lit place."), _first),
        Watch(N_("Now Flint plays. Every card must go next to a card already on the table."),
              _your_turn),
        Do(N_("Cards in the same row, column or diagonal are in line, even with gaps. This "
              "{card} is in line with your {rank_card}, the same rank ({rank_points} "
              "points), and with {name}'s {suit_card}, the same suit ({suit_points} "
              "points): it gives {name} {points} points."), _match, places=_gift),
        Watch(N_("Flint's turn."), _your_turn),
        Do(_nothing_words, _nothing, places=_nothing_places),
        Watch(N_("Flint's turn."), _your_turn),
        Try(N_("What if a card goes where there is one already? Choose the glowing card, then "
               "the glowing place, and see what the table says."), _taken),
        Watch(N_("Now play your last card where it gives the least (H shows a hint). When "
                 "both hands are empty, {cards} more cards come to each of you: the second "
                 "deal."), _second_deal_done, places=_second_deal),
        Explain(N_("Here is the second deal: {cards} new cards each. Fill the square with "
                   "them; Level One ends when {full} cards lie in it."), places=_filled),
        Watch(N_("Fill the square. Remember: whoever gives away less wins."), _level_two),
        Explain(N_("Level Two! You each get {cards} cards. Now every card goes on top of a "
                   "face-up card of the square and covers it. If it matches the card it "
                   "covers, your opponent gets {factor} times the rank's or suit's value."),
                places=_level_two_deal),
        Do(_least_words, _cheapest, places=_least_places),
        End(N_("You know how to play Garbo! Play a real game against an easy bot?")),
    ])

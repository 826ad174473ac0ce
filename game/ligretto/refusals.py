"""Why a Ligretto move is refused, in words a player reads (Phrases the screens translate).
rules.apply raises IllegalMove with one of these; the board says it beside the card."""

from __future__ import annotations

from ..core import Phrase
from .cards import COLOUR, NUMBER, PILE_PHRASES, card_phrase, kind_phrase
from .state import LADDER_SOURCES, SOURCES, Ladder, NextRound, Play, State, Turn, is_seat


def well_formed(move) -> bool:
    def whole(v):
        return isinstance(v, int) and not isinstance(v, bool)
    if isinstance(move, Play):
        return (move.source in SOURCES and (move.pile == "new" if isinstance(move.pile, str)
                                            else whole(move.pile))
                and (whole(move.index) if move.source == "row" else move.index is None))
    if isinstance(move, Ladder):
        return move.source in LADDER_SOURCES and whole(move.row)
    return isinstance(move, (Turn, NextRound))


def why_illegal(state: State, seat, move) -> Phrase:
    if state.phase == "over":
        return Phrase("The game is over.")
    if not is_seat(state, seat):
        return Phrase("There is no seat {seat} at this table.", seat=repr(seat))
    if not well_formed(move):
        return Phrase("That is not a Ligretto move.")
    if state.phase == "between":
        return Phrase("The round is over: deal the next round first.")
    if isinstance(move, NextRound):
        return Phrase("This round is still being played.")
    if isinstance(move, Turn):
        return Phrase("Your hand and your discard pile are empty: there is nothing to turn.")
    if isinstance(move, Ladder):
        return _why_ladder(state, seat, move)
    card = _source_card(state, seat, move.source, move.index)
    if isinstance(card, Phrase):
        return card
    colour, number = COLOUR[card], NUMBER[card]
    if move.pile == "new":
        return Phrase("Only a 1 starts a new pile; your {card} goes on a {pile} showing "
                      "{number}.", card=card_phrase(card), pile=PILE_PHRASES[colour],
                      number=number - 1)
    if not 0 <= move.pile < len(state.piles):
        return Phrase("There is no pile number {pile}.", pile=move.pile)
    top = state.piles[move.pile][-1]
    if number == 1:
        return Phrase("A 1 always starts a new pile of its own.")
    if NUMBER[top] == 10:
        return Phrase("That pile is complete with its 10: nothing more goes on it.")
    return Phrase("That pile shows a {top}; your {card} goes on a {needed}.",
                  top=card_phrase(top), card=card_phrase(card),
                  needed=kind_phrase(colour, number - 1))


def _source_card(state: State, seat: int, source: str, index) -> str | Phrase:
    """The card a move would take, or (a Phrase) why there is none."""
    if source == "stack":
        stack = state.stacks[seat]
        return stack[0] if stack else Phrase("Your Ligretto stack is empty.")
    if source == "discard":
        discard = state.discards[seat]
        return discard[0] if discard else Phrase("Your discard pile is empty: turn cards "
                                                 "from your hand first.")
    if not 0 <= index < len(state.rows[seat]):
        return _row_places(state, seat)
    col = state.rows[seat][index]
    return col[-1] if col else Phrase("That place in your row is empty.")


def _row_places(state: State, seat: int) -> Phrase:
    return Phrase("Your row has places 0 to {last}.", last=len(state.rows[seat]) - 1)


def _why_ladder(state: State, seat: int, move: Ladder) -> Phrase:
    if not state.ladders:
        return Phrase("Row ladders are not played at this table.")
    card = _source_card(state, seat, move.source, None)
    if isinstance(card, Phrase):
        return card
    if not 0 <= move.row < len(state.rows[seat]):
        return _row_places(state, seat)
    onto = state.rows[seat][move.row][-1]
    return Phrase("On your row a card goes on one exactly one higher of another colour: "
                  "your {card} cannot go on the {onto}.", card=card_phrase(card),
                  onto=card_phrase(onto))

"""Petroglyph's guided game, played alone (the solitaire): turning cards one at a time, the
sets collected at once (2 red, 2 yellow, 3 blue), greens and Collect, a mismatch, the
solitaire's discard and the shuffle that follows it.

The deal is prepared (rules.new_game: the grid is the first 16 cards in reading order, the
17th is set aside), so the cards the lesson points at are the ones it needs:

    B1 G4 G1 YH        the two reds first, then the three blues (a click on the first blue,
    Y2 R1 Y1 B2        face up already, is the wrong click), two greens collected, then a
    G5 G3 R2 Y3        green and the 1-point animal: a mismatch. The animal is put out of
    G2 B3 G6 R3        the game; row 3, the one line of 3-4 cards holding the kept green,
                       is shuffled. R4 is set aside, so the last red never makes a set.
"""

from __future__ import annotations

from game.petroglyph.rules import Collect, Discard, Flip, Shuffle, shuffle_lines

from ..services.lang import N_
from .guide import Do, End, Explain, Lesson, Try, Watch

DEAL = ("B1", "G4", "G1", "YH",
        "Y2", "R1", "Y1", "B2",
        "G5", "G3", "R2", "Y3",
        "G2", "B3", "G6", "R3",
        "R4")                                  # set aside, never used


def _flip(card: str):
    """Turning over `card` (where the prepared deal put it)."""
    slot = DEAL.index(card)

    def move(session) -> Flip:
        return Flip(divmod(slot, 4))
    return move


def _discard(session) -> Discard:
    """The 1-point animal, the turned card worth the least."""
    return Discard(divmod(session.state.grid.index("Y1"), 4))


def _shuffle(session):
    """A line the rules let you shuffle now (one holds the kept green)."""
    return Shuffle(*shuffle_lines(session.state)[0])


def _points(session) -> dict:
    return {"n": session.scores()[0]}


def _over(session) -> bool:
    return session.is_over()


def lesson() -> Lesson:
    return Lesson("petroglyph", (), seed=11, deck=DEAL, steps=[
        Explain(N_("Welcome to Petroglyph! You play alone: find sets of one colour among "
                   "these sixteen rock carvings.")),
        Do(N_("You turn the cards over one at a time. Click the card that glows to turn it "
              "over."), _flip("R1")),
        Do(N_("A red couple! Red sets need two cards, so you must turn another. Turn the "
              "card that glows."), _flip("R2")),
        Do(N_("Two reds: the set is collected at once and your turn ends. Two yellows or "
              "three blues are collected the same way. Turn the card that glows."),
           _flip("B1")),
        Try(N_("What if you click a card that is already face up? Click the blue card and "
               "see what the table says."), _flip("B1")),
        Do(N_("A card already face up cannot be turned again. Blue sets need three ships: "
              "turn the card that glows."), _flip("B2")),
        Do(N_("One more blue to find. Turn the card that glows."), _flip("B3")),
        Do(N_("Three ships: {n} points so far! Now turn the card that glows."), _flip("G1"),
           places=_points),
        Do(N_("A green cup! After each green you choose: collect the greens you have, or "
              "turn another for more points. Turn the card that glows."), _flip("G2")),
        Do(N_("Two cups are worth 3 points, more cups much more. But a card of another "
              "colour would spoil the turn. Press Collect to keep them now."),
           lambda s: Collect()),
        Do(N_("Turn the card that glows."), _flip("G3")),
        Do(N_("Another green. Turn the card that glows, and see what happens."), _flip("Y1")),
        Explain(N_("A green and a yellow: two colours in one turn are a mismatch. Nothing is "
                   "collected this turn.")),
        Do(N_("Playing alone, a mismatch costs you a card: one of the turned cards leaves the "
              "game. Click the 1-point animal: it is worth the least."), _discard),
        Do(N_("The green turns face down again. Now you must shuffle a row or column that "
              "holds it: its face-down cards swap places. Click the arrow that glows."),
           _shuffle),
        Watch(N_("Now play on by yourself (H shows a hint). The game ends when no card is "
                 "left face down or no set can be made. Try for 20 points!"), _over),
        End(N_("You know how to play Petroglyph! With other players a mismatch costs no "
               "card, and the shuffle is up to you. Play a real game against an easy bot?")),
    ])

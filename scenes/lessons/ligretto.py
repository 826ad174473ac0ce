"""Ligretto's guided game: the clock that waits while the table explains, the centre piles
(a 1 starts one, the same colour climbs to 10), the row and its refill from the Ligretto
stack, turning three cards from the hand, then a real round against Ochre, an easy bot.

The deal is prepared (rules.new_game's `deck`: each seat's 40 cards, the stack top first,
then the row, then the hand top first). Your row holds a red 1 and a red 2, your stack
gives a green 2 and a blue 2 to the row when those two are played (so you see each refill
come from the stack's top), then shows a red 3; then nothing fits: the yellow 5 at the
left of your row fits no pile (the Try), and the third card of your hand is the red 4, so
the first three cards turned show a card that fits. Your green and blue 1 wait in your
hand as the tops of its next two packets, for the real round.

While the lesson explains, the table holds the clock (TableScene.run_clock asks
`holding()`): Ochre does not move, and the moves the lesson asks for arrive on a still
table. The real round (the Watch step) is Ligretto at its real speed against the easy bot,
the child's pace (game/ligretto/bots.py: a card 2.5-4.0 s after it looks, a new top
noticed after 2.0-3.5 s, 30% of its plays overlooked; about 6 cards a minute at a table of
two), and the settings' bots' pace and speed apply to him as to every real-time bot. The
lesson does not slow him further: played by the script of tests/ligretto_child.py, a
card every 2.5-4 s empties your stack first in 7 rounds of 8 (about a minute), and at 5-8
s you still usually win, in about a minute and a half to two. Ochre's deck is one with
which the round ends even if you play nothing after the lesson's moves (he empties his
stack in about a minute and a half): at a table of two, most shuffles leave him waiting
for a card only you can reach.

Every number the words say is a place computed by game/ligretto/ at that step (the cards'
numbers, the piles' tops, the packet turned, the round's points).
"""

from __future__ import annotations

from typing import Callable

from game.ligretto.cards import NUMBERS, number_of
from game.ligretto.rules import CENTRE_POINT, PACKET, STACK_PENALTY, Play, Turn

from ..services.lang import N_
from .guide import PERSON, Do, End, Explain, Lesson, Try, Watch

# Yours: the stack (top first), the row (left to right), the hand (top first).
STACK = ("0g2", "0b2", "0r3", "0r5", "0g3", "0b8", "0y6", "0g4", "0r9", "0b3")
ROW = ("0y5", "0r2", "0r1", "0g7", "0b9")
HAND = ("0y9", "0b6", "0r4", "0r7", "0b7", "0g1", "0g5", "0g6", "0b1", "0y7", "0b5", "0b10",
        "0r10", "0g9", "0y8", "0y10", "0r6", "0g10", "0r8", "0y1", "0b4", "0y2", "0y3",
        "0y4", "0g8")
# Ochre's, a shuffled deck, one with which the round ends even if you play nothing more.
OCHRE = ("1r2", "1r10", "1g1", "1b10", "1g4", "1y4", "1b3", "1r8", "1g10", "1y3", "1r5",
         "1g2", "1y1", "1g8", "1r4", "1b7", "1y5", "1b2", "1b9", "1g9", "1y9", "1b8", "1y8",
         "1y2", "1y10", "1r1", "1b1", "1y6", "1r7", "1g7", "1b6", "1g6", "1y7", "1r6", "1r3",
         "1g3", "1r9", "1b5", "1b4", "1g5")
DEAL = STACK + ROW + HAND + OCHRE

RED_PILE = 0        # the first pile in the centre: your red 1 starts it


def _row(card: str, pile) -> Callable:
    """Your row card `card` to `pile` (a number, or "new" for a 1)."""
    def move(session):
        tops = session.state.row_tops(PERSON)
        return Play("row", pile, tops.index(card))
    return move


def _stack_top(session) -> Play:
    return Play("stack", RED_PILE)


def _turn(session) -> Turn:
    return Turn()


def _discard_top(session) -> Play:
    return Play("discard", RED_PILE)


def _start_places(session) -> dict:
    """The 1 that starts a pile: the lowest number, on a centre with no pile yet."""
    return {"one": NUMBERS[0], "number": number_of("0r1"),
            "piles": len(session.state.piles)}


def _climb_places(session) -> dict:
    """The red 2, and the pile's top it goes on."""
    return {"number": number_of("0r2"), "top": number_of(session.state.piles[RED_PILE][-1])}


def _range(session) -> dict:
    return {"low": NUMBERS[0], "high": NUMBERS[-1]}


def _misfit(session) -> dict:
    return {"number": number_of("0y5")}


def _packet(session) -> dict:
    return {"packet": PACKET}


def _round_points(session) -> dict:
    return {"point": CENTRE_POINT, "penalty": STACK_PENALTY}


def _round_scored(session) -> bool:
    return session.state.phase != "play"


def lesson() -> Lesson:
    return Lesson("ligretto", ("Ochre",), seed=5, deck=DEAL, steps=[
        Explain(N_("Welcome to Ligretto! Everyone plays at the same time: there are no "
                   "turns. While these words explain, the clock stands still and Ochre "
                   "waits.")),
        Explain(N_("Your goal: empty your Ligretto stack, the pile at the left of your "
                   "cards (the small number says how many cards it holds). Its cards go to "
                   "the piles in the centre of the table.")),
        Do(N_("The centre is empty, and only a {one} can start a new pile. Play the "
              "{number} that glows in your row: it goes to the centre by itself."),
           _row("0r1", "new"), places=_start_places),
        Do(N_("Look: a card from your Ligretto stack filled the empty place in your row. "
              "Every row card you play brings out a stack card. Now play the {number} that "
              "glows: it goes on the {top} of its colour."), _row("0r2", RED_PILE),
           places=_climb_places),
        Do(N_("A pile climbs one by one from {low} to {high}, always in one colour. The top "
              "card of your Ligretto stack may go to the centre too: play it."), _stack_top,
           places=_range),
        Try(N_("A card that fits no pile cannot go to the centre. Play the {number} that "
               "glows and see what the table says."), _row("0y5", "new"), places=_misfit),
        Do(N_("When nothing fits, turn cards from your hand: choose your hand (or press "
              "Space). {packet} cards turn over onto your discard pile, and only the top "
              "one shows."), _turn, places=_packet),
        Do(N_("The top card of your discard pile fits a pile in the centre: play it."),
           _discard_top),
        Explain(N_("Now a real round: Ochre plays too, and nobody waits. When a player's "
                   "Ligretto stack is empty, the round ends. Each of your cards in the "
                   "centre gives you {point} point; each card left in your stack costs "
                   "{penalty}."), places=_round_points),
        Watch(N_("When the countdown ends, play! Empty your stack before Ochre does. Stuck? "
                 "Turn your hand, or press H for a hint."), _round_scored),
        End(N_("You know Ligretto now! Play a real game against easy bots?")),
    ])

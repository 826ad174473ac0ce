"""A lesson's opponent: it plays the moves its lesson wrote down for it, in order, never a
bot's judgement. A guided game (scenes/lessons) is a script: its words say what the others
will do, so their moves are written in the lesson too, and the bots can change (issue 46)
without a lesson changing with them.

Once its script is played out the opponent goes on by the lesson's own fixed rule (`then`,
a function of the view, its seat and the legal moves), or the first legal move. A scripted
move the rules do not allow at its turn (a lesson whose deal or steps changed) is not
played: the opponent leaves its script for the rule and remembers it strayed
(`strayed`), which the lessons' tests check never happens. Nothing to think about, so it
chooses at once, on the frame (`at_once`), not on the bots' worker.
"""

from __future__ import annotations

from typing import Any, Callable

Rule = Callable[[Any, int, tuple], Any]     # (view, seat, legal moves) -> one of the moves


class ScriptedBot:
    at_once = True     # session_bots.Bots.think asks it on the frame, not on the worker

    def __init__(self, rules, seat: int, script, then: Rule | None = None) -> None:
        self.rules, self.seat = rules, seat
        self.script = list(script)
        self.then = then
        self.played = 0            # scripted moves played
        self.strayed = False       # a scripted move was not legal at its turn

    def observe(self, events) -> None:
        pass                       # a script needs no memory

    def choose(self, view):
        moves = self.rules.legal_moves(view, self.seat)
        if self.script and not self.strayed:
            move = self.script[0]
            if move in moves:
                self.script.pop(0)
                self.played += 1
                return move
            self.strayed = True
        return self.then(view, self.seat, moves) if self.then is not None else moves[0]

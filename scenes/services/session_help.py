"""Help at the table, on the session's side: hints (the hard bot's advice, thought from what
the person has seen) and take-backs (the game replayed without the last move).

A part of `Session` (services/session.py), kept apart so the session's file holds the game
itself; `TableHelp` expects the session's state, moves, `heard`, bots and `save()`."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Protocol

from game import takeback
from game.core import Phrase
from game.hints import hint

from . import bot_worker


def visible_to(event: dict, seat: int) -> bool:
    return "seats" not in event or seat in event["seats"]


def hint_answered(asker, ask):
    """The hint `asker` asked for (game.hints.Hint; its `pending_hint`: the seat, the table asked
    on, the answer to come, the question) once thought, while its table (`state`) is still
    the one asked on; None until then, or when the table changed (the question dropped).
    A worker still starting answered None: `ask(hint, *question)` asks again. The table's
    session and a guest's (net/guest_help.py) wait for their hints so."""
    if asker.pending_hint is None:
        return None
    seat, state, future, args = asker.pending_hint
    if state is not asker.state:
        asker.pending_hint = None
        return None
    if future is None:
        future = ask(hint, *args)
        asker.pending_hint = (seat, state, future, args)
    if future is None or not future.done():
        return None
    asker.pending_hint = None
    return future.result()


class HelpNeeds(Protocol):
    """What `TableHelp` is given by `Session` (session.py)."""
    challenge: Any
    game: str
    hints: dict
    lesson: Any
    realtime: bool
    seats: list
    thinking: dict

    def humans(self) -> list[int]: ...
    def is_over(self) -> bool: ...
    def keep_said(self) -> None: ...
    def record(self) -> dict: ...
    def save(self) -> None: ...
    def view(self, seat: int | None) -> Any: ...

class TableHelp:
    def heard_by(self, seat: int) -> list[dict]:
        """The events `seat` has seen since the deal, in order (what a hint may know).
        Empty in real time (the whole table lies in the view, and its hint is thought on
        the frame: no need to gather a long race's events), and should `heard` not follow
        the moves (a test's position set by hand)."""
        if self.realtime or len(self.heard) != len(self.moves):
            return []
        return [e for events in self.heard for e in events if visible_to(e, seat)]

    def ask_hint(self, seat: int) -> None:
        """Ask for the hard bot's advice to `seat` (game.hints), thought off the frame from
        what that person has seen (the view and the events shown to the seat); the answer
        comes from `hint_ready`. A hint counts once it is asked for."""
        if self.pending_hint is not None and self.pending_hint[1] is self.state:
            return
        args = (self.game, self.view(seat), seat, self.heard_by(seat))
        if self.realtime:           # its bots answer in microseconds, and the cards move on
            future = Future()
            future.set_result(hint(*args))
        else:
            self._worker = self._worker or bot_worker.shared()
            future = self._worker.ask(hint, *args)
        # A worker still starting answers None: `hint_ready` asks again.
        self.pending_hint = (seat, self.state, future, args)
        self.hints[seat] = self.hints.get(seat, 0) + 1
        self.save()

    def hint_ready(self):
        """The hint asked for (game.hints.Hint) once it is thought, while the table is still
        as it was when asked; None until then (or when the table changed)."""
        return hint_answered(self, lambda *question: self._worker.ask(*question))

    @property
    def takes_back(self) -> bool:
        """Take-backs may be offered at all: not in a challenge, not in a real-time game."""
        return not (self.challenge or self.lesson) and takeback.never(self.game) is None

    def take_back_refusal(self) -> Phrase | None:
        if self.challenge:
            return Phrase("Moves cannot be taken back in a challenge.")
        if self.lesson:
            return Phrase("Moves cannot be taken back in a lesson.")
        return takeback.refusal(self.game, self.moves, self.heard,
                                [s.shown_name for s in self.seats], set(self.humans()),
                                self.is_over(), self.handed_over)

    def take_back(self) -> Phrase | None:
        """Take back the last move (a person's, nobody else having moved since): the game
        and its save are exactly as before it. Else why not."""
        why = self.take_back_refusal()
        if why is not None:
            return why
        record = self.record()
        record["moves"] = self.moves[:-1]
        again = type(self).from_record(record)
        mover = self.moves[-1]["seat"]
        self.state, self.moves, self.heard = again.state, again.moves, again.heard
        # The move before was handed over already if someone else made it: the mover's
        # own earlier move (a stone moved, then a swap) is still theirs to take back.
        self.handed_over = bool(self.moves) and self.moves[-1]["seat"] != mover
        # The bots forget the move: each hears the game again from the start.
        self.bots, self.unseen = again.bots, again.unseen
        self.keep_said(len(self.moves))     # the history, without the undone move's lines
        self.thinking.clear()
        self.pending_hint = None
        self.save()
        return None

    def last_mover(self) -> int | None:
        """The seat that made the last move (None before the first)."""
        return self.moves[-1]["seat"] if self.moves else None

    def hand_over(self) -> None:
        """The next person has taken the mouse (the curtain's "I am ...", a click or a
        key): the last move stands, it can no longer be taken back (kept with the save)."""
        if not self.handed_over:
            self.handed_over = True
            self.save()

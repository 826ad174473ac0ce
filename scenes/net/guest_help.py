"""The guest's help at its table and its record: a part of `GuestSession` (guest.py), kept
apart so that file holds the connection. Hints are thought on this computer, from this
seat's view and what it heard; a take-back of this seat's own last move shows at once and
is asked of the host; nothing is saved here (the host saves), and the finished game joins
this computer's records once its seed is revealed and checked (`complete`)."""

from __future__ import annotations

from typing import Any, Protocol

from game import takeback
from game.core import save_record
from game.hints import hint

from ..services import bot_worker
from ..services.session import Result, Session
from ..services.session_help import hint_answered, visible_to
from . import words
from .wire import encode


class GuestHelpNeeds(Protocol):
    """What `GuestHelp` is given by `GuestSession` (guest.py)."""
    channel: Any
    complete: bool
    game: str | None
    heard: list
    hints: dict
    moves: list
    options: dict
    pending: bool
    players: int
    seat: int | None
    seats: list
    seed: int | None
    state: Any
    views: list

    def is_over(self) -> bool: ...
    def view(self, seat: int | None) -> Any: ...

class GuestHelp:
    # --- hints and take-backs ------------------------------------------------------------
    def heard_by(self, seat: int) -> list[dict]:
        return [e for events in self.heard for e in events if visible_to(e, seat)]

    def ask_hint(self, seat: int) -> None:
        """Thought on this computer, from this seat's view and what it heard."""
        if self.pending_hint is not None and self.pending_hint[1] is self.state:
            return
        args = (self.game, self.view(seat), seat, self.heard_by(seat))
        future = bot_worker.shared().ask(hint, *args)
        self.pending_hint = (seat, self.state, future, args)
        self.hints[seat] = self.hints.get(seat, 0) + 1

    def hint_ready(self):
        return hint_answered(self, lambda *question: bot_worker.shared().ask(*question))

    @property
    def takes_back(self) -> bool:
        return takeback.never(self.game) is None

    def take_back_refusal(self):
        if self.pending or self._taking_back:
            return words.said(words.WAIT)
        why = takeback.refusal(self.game, self.moves, self.heard,
                               [s.shown_name for s in self.seats], {self.seat},
                               self.is_over())
        if why is None and (len(self.views) < 2 or self.views[-2] is None):
            return words.said(words.BEFORE_REJOIN)
        return why

    def take_back(self):
        """Our own last move, undone here at once and asked of the host."""
        why = self.take_back_refusal()
        if why is not None:
            return why
        self.channel.send(encode("take_back", number=len(self.moves)))
        self._drop_last()
        self._taking_back = True
        return None

    def _drop_last(self) -> None:
        self.moves.pop()
        self.heard.pop()
        self.views.pop()

    def hand_over(self) -> None:
        """One person at this computer: nobody to hand the mouse to."""

    # --- the history and saving: the host saves the game -----------------------------------
    def save(self) -> None:
        self.said_unsaved = False

    def ensure_saved(self) -> None:
        """The game is saved on the host."""

    def record(self) -> dict:
        """The game as a save records it; its seed only once revealed (`complete`)."""
        return save_record(self.game, self.players, [s.to_dict() for s in self.seats],
                           self.seed, self.options, self.moves)

    def keep_result(self, db, record_bots: bool = False) -> Result:
        """The finished game in this computer's records, once its seed is checked."""
        if self.result is not None:
            return self.result
        if not self.complete:
            self.result = Result()
            return self.result
        whole = Session.from_record(self.record())
        whole.hints = dict(self.hints)
        self.result = whole.keep_result(db, record_bots)
        return self.result

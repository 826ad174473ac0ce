"""Pass-and-play at the table: whose hand may show (`revealed`), when the curtain must ask
who has the mouse, "Ben's turn" as the mouse goes round, and the mover's "I am Mamie: take
back my move" until the next person takes the mouse.

A part of the table scene (table.py), which keeps layout and drawing; the curtain itself is
the screen `curtain` (handoff.py). It asks the table's session only what `TableSession`
(services/table_session.py) offers.
"""

from __future__ import annotations

import pygame

from ..kit.widgets import Button
from ..services.lang import _

OFFER_WIDTH = 460                    # the mover's "take back my move", on the message line


class Handover:
    def __init__(self, table):
        self.table = table
        humans = table.session.humans()
        # The seat whose secrets (a hand) may show: the one person at a table with bots;
        # with two or more people, whoever last said "I am ..." at the curtain.
        self.revealed: int | None = humans[0] if len(humans) == 1 else None
        self.curtain = None     # the curtain scene while it is up (True until it enters)
        # Pass-and-play with no curtain: the mover whose take-back is offered with the
        # hand-off sign, until the next person takes the mouse (a click or a key).
        self.offer: int | None = None
        self.offer_button = Button((0, 0, 0, 0), lambda: _(
            "I am {name}: take back my move").format(
                name=table.session.seats[self.offer].shown_name
                if self.offer is not None else ""), lambda: table.help.take_back())
        self.offer_button.visible = False

    def curtain_for(self) -> int | None:
        """The person the curtain must ask for before the table may show their hand."""
        session = self.table.session
        if not self.table.board.hides_hands or len(session.humans()) < 2 \
                or session.is_over():
            return None
        here = session.humans()
        people = [s for s in sorted(session.to_act()) if s in here]
        if not people or self.revealed in people:
            return None
        return people[0]

    def reveal(self, seat: int) -> None:
        """The curtain's "I am ...": that person has the mouse now."""
        if self.table.session.last_mover() not in (None, seat):
            self.table.session.hand_over()
        self.revealed = seat
        self.table.board.reveal(seat)

    def hide_played_hand(self) -> None:
        """A move was played: where the curtain hides hands, the hand just played from
        turns face down (the next person is not yet known to have the mouse)."""
        if self.curtain_for() is not None and self.revealed is not None:
            self.revealed = None
            self.table.board.reveal(None)

    def announce_turn(self, seat: int) -> None:
        """With two or more people at the table, say clearly whose hands the mouse goes to
        (where hands are secret, the curtain says it)."""
        table, session = self.table, self.table.session
        if len(session.humans()) >= 2 and seat in session.humans() \
                and not table.board.hides_hands:
            table.show_sign(_("{name}'s turn").format(name=session.seats[seat].shown_name))
            # Until the next person takes the mouse, the mover may take the move back: a
            # button on the line of what happened, never over the board, where the next
            # person's first click would land.
            self.offer = self.take_back_offer(seat)
            self.offer_button.visible = self.offer is not None
            x, y, w, h = table.message_rect()
            width = min(w, OFFER_WIDTH)
            self.offer_button.rect = (x + (w - width) / 2, y, width, h)

    def take_back_offer(self, seat: int) -> int | None:
        """Pass-and-play, as the mouse goes to `seat`: the person whose last move may still
        be taken back (named on the curtain or the hand-off sign), if any."""
        s = self.table.session
        mover = s.last_mover()
        if not (self.table.back_button.visible and len(s.humans()) >= 2) or mover is None:
            return None
        if mover == seat or s.seats[mover].is_bot or s.take_back_refusal() is not None:
            return None
        return mover

    def taken_back(self, seat: int) -> None:
        """The move of `seat` was taken back: nothing more to offer. Where hands are
        secret, the mover's hand stays up if it still showed (her own Ctrl+Z before the
        curtain rose); asked for at the curtain, it shows only once she says who she is
        (the curtain asks again: whoever pressed the key may not be her)."""
        self.withdraw_offer()
        if self.table.board.hides_hands and len(self.table.session.humans()) >= 2 \
                and self.revealed != seat:
            self.revealed = None
            self.table.board.reveal(None)

    def hand_over(self) -> None:
        """The next person has the mouse: the last move stands."""
        self.table.session.hand_over()
        self.withdraw_offer()

    def withdraw_offer(self) -> None:
        self.offer = None
        self.offer_button.visible = False

    def handle_event(self, event) -> bool:
        """While a take-back is offered: its button, else whoever presses a key or clicks
        now is the next person (the mover has the button that names them): the move
        stands, and the click or key goes on to the table (False)."""
        if self.offer is None:
            return False
        if self.offer_button.handle_event(event):
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.hand_over()
        return False

"""Petroglyph's head start (game/headstart.py): a glance at one row of the grid, its
face-down cards shown face up to that person alone for a few seconds at their first turn.

A part of `PetroglyphBoard`. Which row, and its cards, the rules say (`glance`, from the
whole state: a guest's session holds only its view, so nothing is ever sent for it). With
one person at this computer the glance shows as their first turn comes; when people pass
the mouse it waits for that person's "Show my glance" (a click, or G), so the others can
look away first, as the curtain of a game with hands asks for its person.
"""

from __future__ import annotations

import pygame

from game import headstart
from game.petroglyph.rules import glance

from ..kit.widgets import Button
from ..services.lang import _
from ..shell.canvas import Canvas
from ..shell.palette import GOLD
from .petroglyph_face import GAME

TURN_ENDS = ("collect", "mismatch", "pass")    # a seat's events that end its turn


class PetroglyphGlance:
    """The glance's state: whose it is, its cards (slot -> card) and how long it stays."""

    def _glance_setup(self) -> None:
        self.glanced: set[int] = set()        # seats whose glance has been shown
        self.glancing: tuple | None = None    # (seat, {slot: card}, ms left, moves then)
        self.glance_button = Button(self.layout.rect("actions"), "", self.show_glance,
                                    primary=True, key=pygame.K_g)
        self.glance_button.visible = False

    def glance_due(self) -> int | None:
        """The person whose glance may show now: their seat took a head start, it is
        their first turn, nothing turned yet, and it was not shown."""
        seat = self.person()
        if seat is None or seat in self.glanced or self.glancing is not None \
                or not self.session.seats[seat].helped or self.shown.up \
                or any(e.get("seat") == seat and e["type"] in TURN_ENDS
                       for events in self.session.heard for e in events):
            return None
        return seat

    def show_glance(self) -> None:
        seat = self.glance_due()
        if seat is None:
            return
        self.glanced.add(seat)
        cards = glance(self.session.state, seat)
        if cards:
            self.glancing = (seat, cards, headstart.GLANCE_MS * max(1.0, self.table.time_scale),
                             self.session.moves_made)
            self.table.redraw()

    def glance_tick(self, dt: float) -> None:
        """One frame: a glance due for the one person here starts; a glance showing ends
        after its time, or at the first move (its cards may move then)."""
        due = self.glance_due()
        several = len(self.session.humans()) >= 2
        self.glance_button.visible = due is not None and several
        if due is not None and not several:
            self.show_glance()
        if self.glancing is not None:
            seat, cards, left, moves = self.glancing
            left -= dt
            self.table.redraw()
            self.glancing = None if left <= 0 or self.session.moves_made != moves \
                else (seat, cards, left, moves)

    def glance_event(self, event) -> bool:
        if not self.glance_button.visible:
            return False
        return self.glance_button.handle_event(event)

    def draw_glance(self, canvas: Canvas) -> None:
        if self.glance_button.visible:
            seat = self.glance_due()
            self.glance_button.label = _("{name}: show my glance").format(
                name=self.session.seats[seat].shown_name) if seat is not None else ""
            self.glance_button.draw(canvas)
        if self.glancing is None:
            return
        _seat, cards, _left, _moves = self.glancing
        for slot, card in cards.items():
            rect = self.cell_rect(slot)
            canvas.card(GAME, card, rect)
            canvas.ring(rect, GOLD, radius=12, gap=2, width=4)

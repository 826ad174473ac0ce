"""The pass-and-play curtain: between two people's turns, every hand on the table is face
down until the next player says who they are.

Any board with `hides_hands = True` gets it: the table raises the curtain when a person
other than the one whose hand shows is to act, and on Continue. Under the curtain the
table is drawn with `table.revealed = None`, so no hand can be drawn face up.
"""

from __future__ import annotations

import pygame

from ..kit.widgets import Button
from ..services.lang import _
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK, NOTE
from ..shell.scene import Scene


class HandoffScene(Scene):
    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.session.seats[seat].shown_name
        self.buttons = [
            Button((480, 390, 320, 64), lambda: _("I am {name}").format(name=self.name),
                   self.reveal, primary=True, key=pygame.K_RETURN, size=26),
            Button((565, 480, 150, 46), lambda: _("Menu"), self.table.to_menu),
        ]

    def enter(self) -> None:
        self.table.curtain = self

    def exit(self) -> None:
        self.table.curtain = None

    def reveal(self) -> None:
        self.table.reveal(self.seat)
        self.app.pop()

    def back(self) -> None:
        self.table.to_menu()     # the game is saved; Esc never lifts the curtain

    def draw(self, canvas: Canvas) -> None:
        self.table.draw(canvas)
        canvas.panel((0, 0, 1280, 720), alpha=200, radius=0, color=(8, 14, 10))
        canvas.panel((340, 200, 600, 320), alpha=230, radius=20)
        canvas.text(_("{name}'s turn").format(name=self.name), 44, (640, 262), GOLD,
                    anchor="center", bold=True, shadow=True)
        canvas.text(_("Pass the mouse to {name}.").format(name=self.name), 24, (640, 318), INK,
                    anchor="center")
        canvas.text(_("Everyone else, look away: a hand is about to show."), 20, (640, 352),
                    NOTE, anchor="center")
        self.draw_buttons(canvas)

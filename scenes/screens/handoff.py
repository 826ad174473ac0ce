"""The pass-and-play curtain: between two people's turns, every hand on the table is face
down until the next player says who they are.

Any board with `hides_hands = True` gets it: the table raises the curtain when a person
other than the one whose hand shows is to act, and on Continue. Under the curtain the
table is drawn with `table.revealed = None`, so no hand can be drawn face up.

Until the next person says who they are, the mouse is still the mover's: the curtain
offers "Take back Mamie's move" (Ctrl+Z does the same) when the move may be taken back.
Whoever asks for it, her hand shows only once she says "I am Mamie" on the curtain that
follows: a child waiting for their turn never sees it with one key. Once "I am Léo" is
clicked the move stands.
"""

from __future__ import annotations

import pygame

from ..kit.widgets import Button
from ..services.lang import _
from ..shell.canvas import VEIL, Canvas
from ..shell.palette import GOLD, INK, NOTE
from ..shell.scene import Scene


class HandoffScene(Scene):
    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.session.seats[seat].shown_name
        self.mover = table.take_back_offer(seat)     # whose move may still be taken back
        up, down = (0, 0) if self.mover is None else (30, 20)   # a row of button more
        self.panel = (340, 200 - up, 600, 320 + up + down)
        self.buttons = [
            Button((480, 390 - up, 320, 64), lambda: _("I am {name}").format(name=self.name),
                   self.reveal, primary=True, key=pygame.K_RETURN, size=26),
            Button((565, 480 + down, 150, 46), lambda: _("Menu"), self.table.to_menu),
        ]
        if self.mover is not None:
            mover = table.session.seats[self.mover].shown_name
            self.buttons.insert(1, Button(
                (420, 438, 440, 46),
                lambda: _("Take back {name}'s move").format(name=mover),
                self.take_back))

    def enter(self) -> None:
        self.table.curtain = self
        # Only whose turn it is: nothing of any hand is said under the curtain.
        self.app.speech.say(_("{name}'s turn. Pass the computer to {name}.").format(
            name=self.name), interrupt=True)

    def exit(self) -> None:
        self.table.curtain = None

    def reveal(self) -> None:
        self.table.reveal(self.seat)
        self.app.pop()

    def take_back(self) -> None:
        """Before anyone takes the mouse: the mover's move undone. The curtain then asks
        for whoever plays now (the mover), and no hand shows until they say who they are."""
        if self.mover is not None and self.table.take_back():
            seat = self.table.curtain_for()
            if seat is None:
                self.app.pop()
            else:
                self.app.open("curtain", how="replace", table=self.table, seat=seat)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z \
                and event.mod & pygame.KMOD_CTRL:
            self.take_back()       # nobody has taken the mouse yet: the mover's Ctrl+Z
            return True
        return super().handle_event(event)

    def back(self) -> None:
        self.table.to_menu()     # the game is saved; Esc never lifts the curtain

    def widen(self, canvas: Canvas, lines) -> float:
        """The panel and its buttons as wide as their words (a long name, a long
        language), up to nearly the window's width: each name whole where there is room."""
        widest = max(canvas.text_width(words, size, bold=bold) for words, size, bold in lines)
        for b in self.buttons[:-1]:                  # the Menu button's word is short
            widest = max(widest, canvas.text_width(b.label, b.size, bold=b.primary) + 40)
        w = min(1240, max(600, widest + 60))
        x, y, _w, h = self.panel
        self.panel = (640 - w / 2, y, w, h)
        for b, least in zip(self.buttons[:-1], (320, 440)):
            bx, by, bw, bh = b.rect
            bw = min(w - 40, max(least, canvas.text_width(b.label, b.size, bold=b.primary)
                                 + 40))
            b.rect = (640 - bw / 2, by, bw, bh)
        return w

    def draw(self, canvas: Canvas) -> None:
        self.table.draw(canvas)
        canvas.panel((0, 0, 1280, 720), alpha=200, radius=0, color=(8, 14, 10), hides=VEIL)
        lines = [(_("{name}'s turn").format(name=self.name), 44, True),
                 (_("Pass the mouse to {name}.").format(name=self.name), 24, False),
                 (_("Everyone else, look away: a hand is about to show."), 20, False)]
        width = self.widen(canvas, lines) - 40
        top = self.panel[1]
        canvas.panel(self.panel, alpha=255, radius=20)
        for (words, size, bold), (y, color) in zip(lines, ((62, GOLD), (118, INK),
                                                         (152, NOTE))):
            canvas.fit_text(words, size, (640, top + y), color, width=width,
                            anchor="center", bold=bold, shadow=bold)
        self.draw_buttons(canvas)

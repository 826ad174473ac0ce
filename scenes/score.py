"""The end of a game: every seat's points and what earned them (drawn by the game's
board), the winner(s), play again or menu."""

from __future__ import annotations

import math

import pygame

from .app import Scene
from .boards import BOARDS
from .boards.common import winners
from .canvas import INK, Canvas
from .seat_panel import draw_seat_panel
from .session import Session
from .widgets import GOLD, Button

DEMO_LINGER_MS = 1000


def headline(session: Session) -> str:
    return BOARDS[session.game].headline(session)


class ScoreScene(Scene):
    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.age = 0.0
        self.buttons = [
            Button((440, 640, 190, 50), "Play again", self.again, primary=True,
                   key=pygame.K_RETURN),
            Button((650, 640, 190, 50), "Menu", self.menu),
        ]

    def again(self) -> None:
        from .table import TableScene
        s = self.session
        seats = BOARDS[s.game].rematch(s.seats)
        fresh = Session(s.game, seats, s.seed + 1, s.options, s.save_path)
        self.app.replace(TableScene(self.app, fresh))

    def menu(self) -> None:
        from .menu import MenuScene
        self.app.reset(MenuScene(self.app))

    def enter(self) -> None:
        self.app.sound.play("win")

    def headline_text(self) -> str:
        return headline(self.session)

    def update(self, dt: float) -> None:
        self.age += dt
        if self.app.demo and self.age >= DEMO_LINGER_MS:
            self.app.quit()

    def back(self) -> None:
        self.menu()

    def panel_rects(self):
        """One row of panels for up to four seats, two rows for five or six."""
        n = self.session.players
        cols = n if n <= 4 else math.ceil(n / 2)
        rows = math.ceil(n / cols)
        w = 360 if cols <= 2 else (300 if cols <= 3 else 290)
        gap = 20
        h = 320 if rows == 1 else 220
        x0 = 640 - (cols * w + (cols - 1) * gap) / 2
        return [(x0 + (i % cols) * (w + gap), 140 + (i // cols) * (h + 14), w, h)
                for i in range(n)]

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text("Game over", 44, (640, 52), GOLD, anchor="center", bold=True, shadow=True)
        canvas.text(self.headline_text(), 28, (640, 104), INK, anchor="center", shadow=True)
        scores = self.session.scores()
        best = winners(scores)
        board = BOARDS[self.session.game]
        for seat, r in enumerate(self.panel_rects()):
            draw_seat_panel(canvas, r, self.session.seats[seat], scores[seat], active=False,
                            winner=len(scores) > 1 and seat in best)
            board.draw_result(canvas, r, self.session, seat)
        note = board.result_note(self.session)
        if note:
            canvas.text(note, 20, (640, 604), (220, 214, 196), anchor="center")
        self.draw_buttons(canvas)

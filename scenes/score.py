"""The end of a game: every seat's sets and points, the winner(s), play again or menu."""

from __future__ import annotations

import pygame

from game.petroglyph.cards import rating

from .app import Scene
from .boards.petroglyph import draw_sets
from .canvas import INK, Canvas
from .seat_panel import draw_seat_panel
from .session import Session
from .widgets import GOLD, Button

DEMO_LINGER_MS = 1000


def winners(scores) -> list[int]:
    best = max(scores)
    return [i for i, s in enumerate(scores) if s == best]


def headline(session: Session) -> str:
    scores = session.scores()
    if session.players == 1:
        band = rating(scores[0])
        return f"Solitaire: {scores[0]} points · " + (f"{band}!" if band else
                                                      "below Good (20): try again!")
    best = winners(scores)
    names = [session.seats[i].name for i in best]
    if len(best) == 1:
        return f"{names[0]} wins with {scores[best[0]]} points"
    return f"{' and '.join(names)} share the win with {scores[best[0]]} points"


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
        fresh = Session(s.game, s.seats, s.seed + 1, s.options, s.save_path)
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
        n = self.session.players
        w = 360 if n <= 2 else 300
        gap = 20
        x0 = 640 - (n * w + (n - 1) * gap) / 2
        return [(x0 + i * (w + gap), 150, w, 320) for i in range(n)]

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text("Game over", 44, (640, 52), GOLD, anchor="center", bold=True, shadow=True)
        canvas.text(self.headline_text(), 28, (640, 108), INK, anchor="center", shadow=True)
        scores = self.session.scores()
        best = winners(scores)
        view = self.session.view(None)
        for seat, r in enumerate(self.panel_rects()):
            draw_seat_panel(canvas, r, self.session.seats[seat], scores[seat], active=False,
                            winner=len(scores) > 1 and seat in best)
            draw_sets(canvas, r, [tuple(s) for s in view.sets[seat]], points=True)
        if self.session.players == 1:
            canvas.text("Good 20 · Great 25 · Excellent 30 · Amazing 35", 20, (640, 500),
                        (220, 214, 196), anchor="center")
        self.draw_buttons(canvas)

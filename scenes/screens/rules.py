"""A game's rules page (seeds/<game>.md), wrapped to the screen and scrollable."""

from __future__ import annotations

import os

import pygame

from ..kit import markdown
from ..kit.widgets import Button
from ..shell.app import Scene
from ..shell.canvas import Canvas
from ..shell.palette import NOTE

_PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEEDS = os.path.join(_PROJECT, "seeds")
WIDTH, TOP, BOTTOM, GAP_SLACK = 1000, 90, 640, 10


def read_page(game: str) -> list[str]:
    try:
        with open(os.path.join(SEEDS, f"{game}.md"), encoding="utf-8") as f:
            return f.read().splitlines()
    except OSError:
        return [f"# {game}", "The rules page could not be found."]


class RulesScene(Scene):
    def __init__(self, app, game: str):
        super().__init__(app)
        self.source = read_page(game)
        self.scroll = 0.0
        self.rows: list[markdown.Row] | None = None
        self.buttons = [Button((1100, 650, 150, 48), "Back", app.pop, primary=True)]

    def layout(self, canvas: Canvas) -> None:
        """Lay the page out once, measured in the window's real font sizes."""
        self.rows = markdown.layout(self.source, WIDTH, lambda t, size, bold:
                                    canvas.text_width(t, size, bold))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0.0, self.scroll - event.y * 60)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 60 if event.key == pygame.K_DOWN else 400
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0.0, self.scroll - (60 if event.key == pygame.K_UP else 400))
        else:
            return super().handle_event(event)
        return True

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        if self.rows is None:
            self.layout(canvas)
        canvas.panel((100, 70, 1080, 580), alpha=170)
        total = sum(h for h, _ in self.rows)
        self.scroll = min(self.scroll, max(0.0, total - (BOTTOM - TOP)))
        y = TOP - self.scroll
        for height, pieces in self.rows:
            if TOP - 4 <= y <= BOTTOM - height + GAP_SLACK:
                for text, x, size, bold, color in pieces:
                    if text:
                        canvas.text(text, size, (140 + x, y), color, bold=bold)
            y += height
        canvas.text("Mouse wheel or arrow keys to scroll · Esc to go back", 18, (140, 672),
                    NOTE, anchor="midleft")
        self.draw_buttons(canvas)

"""A game's rules page (seeds/<game>.md), wrapped to the screen and scrollable."""

from __future__ import annotations

import os

import pygame

from .app import Scene
from .canvas import INK, Canvas
from .widgets import GOLD, Button

SEEDS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "seeds")
WIDTH, TOP, BOTTOM = 1000, 90, 640


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
        self.lines: list[tuple[str, int, bool, tuple]] | None = None
        self.buttons = [Button((1100, 650, 150, 48), "Back", app.pop, primary=True)]

    def layout(self, canvas: Canvas) -> None:
        """Word-wrap once; headings bigger, bullets indented."""
        out = []
        for raw in self.source:
            line = raw.rstrip()
            if line.startswith("#"):
                out.append(("", 10, False, INK))
                out.append((line.lstrip("# "), 28 if line.startswith("# ") else 23, True, GOLD))
                continue
            size, text = 19, line.replace("**", "").replace("`", "")
            words, cur = text.split(" "), ""
            for word in words:
                trial = f"{cur} {word}" if cur else word
                if canvas.text_width(trial, size) > WIDTH and cur:
                    out.append((cur, size, False, INK))
                    cur = "   " + word if text.lstrip().startswith(("-", "|")) else word
                else:
                    cur = trial
            out.append((cur, size, False, INK))
        self.lines = out

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
        if self.lines is None:
            self.layout(canvas)
        canvas.panel((100, 70, 1080, 580), alpha=170)
        y = TOP - self.scroll
        total = sum(s + 10 for _, s, _, _ in self.lines)
        self.scroll = min(self.scroll, max(0.0, total - (BOTTOM - TOP)))
        for text, size, bold, color in self.lines:
            if TOP - 4 <= y <= BOTTOM - size and text:
                canvas.text(text, size, (140, y), color, bold=bold)
            y += size + 10
        canvas.text("Mouse wheel or arrow keys to scroll · Esc to go back", 18, (140, 672),
                    (210, 205, 190), anchor="midleft")
        self.draw_buttons(canvas)

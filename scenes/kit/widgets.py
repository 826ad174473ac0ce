"""Buttons, text fields and the fading line of news: the few controls every screen uses."""

from __future__ import annotations

from typing import Callable

import pygame

from ..shell.canvas import Canvas
from ..shell.palette import BUTTON, GOLD, INK, MUTED, PRIMARY, WARN


def inside(pos, r) -> bool:
    x, y, w, h = r
    return x <= pos[0] < x + w and y <= pos[1] < y + h


class Button:
    """A button. Its `label` is words as they are (a name, a symbol) or a function that
    gives them (`lambda: _("Play")`), asked each time it is drawn or read, so a button
    speaks the language in use even after a change."""

    def __init__(self, rect, label: str | Callable[[], str], on_click: Callable[[], None],
                 primary: bool = False, enabled: bool = True, key: int | None = None,
                 size: int = 20):
        self.rect = rect
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.enabled = enabled
        self.key = key
        self.size = size
        self.hover = False
        self.visible = True

    @property
    def label(self) -> str:
        return self._label() if callable(self._label) else self._label

    @label.setter
    def label(self, label: str | Callable[[], str]) -> None:
        self._label = label

    def handle_event(self, event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = inside(event.pos, self.rect)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and inside(event.pos, self.rect):
            self.on_click()
            return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        x, y, w, h = self.rect
        if self.enabled and (self.hover or self.primary):
            canvas.glow(self.rect, GOLD if self.primary else INK, radius=10,
                        spread=8 if self.hover else 5, strength=170 if self.hover else 90)
        color = PRIMARY if self.primary else BUTTON
        if not self.enabled:
            color = (40, 44, 40)
        canvas.box(color, self.rect, radius=10)
        canvas.box((0, 0, 0), self.rect, radius=10, width=1)
        canvas.fit_text(self.label, self.size, (x + w / 2, y + h / 2),
                        INK if self.enabled else MUTED, width=w - 12, anchor="center",
                        bold=self.primary)


class TextField:
    """A name box: click it, type, Enter or a click elsewhere ends."""

    def __init__(self, rect, text: str, limit: int = 14):
        self.rect = rect
        self.text = text
        self.limit = limit
        self.active = False
        self.refused = False   # the last key was refused: the text is at its limit

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.active
            self.active = inside(event.pos, self.rect)
            return self.active or was
        if not self.active or event.type != pygame.KEYDOWN:
            return False
        self.refused = False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.active = False
        elif event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.key == pygame.K_ESCAPE:
            self.active = False
        elif event.unicode and event.unicode.isprintable():
            self.refused = len(self.text) >= self.limit
            if not self.refused:
                self.text += event.unicode
        return True

    def draw(self, canvas: Canvas) -> None:
        x, y, w, h = self.rect
        canvas.box((250, 244, 228) if self.active else (226, 218, 198), self.rect, radius=8)
        canvas.box(GOLD if self.active else (60, 50, 40), self.rect, radius=8, width=2)
        shown = self.text + ("|" if self.active else "")
        canvas.fit_text(shown or " ", 20, (x + 10, y + h / 2), (30, 26, 20), width=w - 20,
                        anchor="midleft")


class News:
    """One short line that says what just happened, then fades."""

    HOLD, FADE = 3500.0, 800.0

    def __init__(self):
        self.text = ""
        self.age = 0.0
        self.warning = False

    def say(self, text: str, warning: bool = False) -> None:
        self.text, self.age, self.warning = text, 0.0, warning

    def withdraw_warning(self) -> None:
        if self.warning:
            self.text, self.warning = "", False

    def update(self, dt: float) -> None:
        self.age += dt

    def fading(self) -> bool:
        """Still on screen and changing (fading out), so frames must be drawn."""
        return bool(self.text) and self.HOLD <= self.age <= self.HOLD + self.FADE + 50

    def draw(self, canvas: Canvas, rect) -> None:
        if not self.text or self.age > self.HOLD + self.FADE:
            return
        alpha = 255 if self.age < self.HOLD else int(255 * (1 - (self.age - self.HOLD)
                                                            / self.FADE))
        x, y, w, h = rect
        color = WARN if self.warning else INK
        canvas.fit_text(self.text, 20, (x + w / 2, y + h / 2), color, width=w,
                        anchor="center", shadow=True, alpha=max(0, alpha))

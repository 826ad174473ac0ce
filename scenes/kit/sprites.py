"""Cards on the table as things that move: position, face, flip, lift, fade."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..shell.canvas import Canvas
from .anim import lerp


@dataclass
class CardSprite:
    game: str
    x: float
    y: float
    w: float
    h: float
    face: str | None = None     # the card id shown, or None for its back
    present: bool = True
    squash: float = 1.0         # horizontal scale, for the middle of a flip
    lift: float = 0.0
    alpha: int = 255
    base: tuple | None = None   # the size it rests at; set on creation

    def __post_init__(self) -> None:
        self.base = self.base or (self.w, self.h)

    @property
    def rect(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.w, self.h)

    def place(self, rect) -> None:
        self.x, self.y, self.w, self.h = rect
        self.squash, self.lift, self.alpha = 1.0, 0.0, 255

    def flip_to(self, face: str | None):
        """A tick function for a flip: narrows to an edge, swaps the face, widens again."""
        def tick(t: float) -> None:
            self.squash = abs(math.cos(math.pi * t))
            self.lift = 0.7 * math.sin(math.pi * t)
            if t >= 0.5:
                self.face = face
        return tick

    def slide(self, start, end, lift: float = 0.8):
        def tick(t: float) -> None:
            self.x, self.y, self.w, self.h = (lerp(a, b, t) for a, b in zip(start, end))
            self.lift = lift * math.sin(math.pi * min(1.0, t * 1.2))
        return tick

    def draw(self, canvas: Canvas) -> None:
        if self.present:
            canvas.card(self.game, self.face or "back", self.rect, self.squash, self.lift,
                        self.alpha, base=self.base)

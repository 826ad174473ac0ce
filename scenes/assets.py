"""Images and text, rendered once at the size they are shown and kept.

Cards are SVG rendered at their pixel size (crisp at any window size), then
convert_alpha()'d: an unconverted surface blits many times slower.
"""

from __future__ import annotations

import os
from collections import OrderedDict

import pygame

ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets")
FONT_REGULAR = os.path.join(ROOT, "fonts", "DejaVuSans.ttf")
FONT_BOLD = os.path.join(ROOT, "fonts", "DejaVuSans-Bold.ttf")


class LRU(OrderedDict):
    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def get_or_make(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = self[key] = make()
        if len(self) > self.limit:
            self.popitem(last=False)
        return value


class Assets:
    def __init__(self):
        self._cards = LRU(400)
        self._fonts: dict = {}
        self._text = LRU(600)
        self._misc = LRU(200)

    def card(self, game: str, card: str, size: tuple[int, int]) -> pygame.Surface:
        size = (max(1, size[0]), max(1, size[1]))

        def make():
            path = os.path.join(ROOT, "cards", game, f"{card}.svg")
            return pygame.image.load_sized_svg(path, size).convert_alpha()
        return self._cards.get_or_make((game, card, size), make)

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, px), bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, key[0])
        return self._fonts[key]

    def text(self, text: str, px: int, color, bold: bool = False) -> pygame.Surface:
        def make():
            return self.font(px, bold).render(text, True, color).convert_alpha()
        return self._text.get_or_make((text, px, tuple(color), bold), make)

    def cached(self, key, make) -> pygame.Surface:
        """Anything else worth drawing once: shadows, glows, the table."""
        return self._misc.get_or_make(key, make)

    def clear(self) -> None:
        """The window changed size: every pixel size changes with it."""
        self._cards.clear()
        self._text.clear()
        self._misc.clear()
        self._fonts.clear()

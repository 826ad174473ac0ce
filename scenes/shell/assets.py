"""Images and text, rendered once at the size they are shown and kept.

Cards are SVG rendered at their pixel size (crisp at any window size), then
convert_alpha()'d: an unconverted surface blits many times slower.

Rendering an SVG card takes 2-3 ms, a table shows dozens, so after a resize a card first
appears scaled from an image already rendered (0.05 ms) and is replaced by a crisp one a
few per frame (`refine`): the table shows at its new size at once and never freezes.
"""

from __future__ import annotations

import os
import time
from collections import OrderedDict

import pygame

_PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ROOT = os.path.join(_PROJECT, "assets")
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
        self._best: dict = {}          # (game, card) -> its largest crisp image so far
        self._blurry: dict = {}        # card cache keys holding a scaled stand-in
        self._fonts: dict = {}
        self._text = LRU(600)
        self._misc = LRU(200)
        self._fits = LRU(1000)         # text -> (shown text, size) that fits a width
        self._kept: dict = {}          # made once, whatever the window size

    def card(self, game: str, card: str, size: tuple[int, int]) -> pygame.Surface:
        size = (max(1, size[0]), max(1, size[1]))
        key = (game, card, size)
        if key in self._cards:
            return self._cards.get_or_make(key, None)
        best = self._best.get((game, card))
        if best is None:
            return self._cards.get_or_make(key, lambda: self._render(*key))
        self._blurry[key] = True
        return self._cards.get_or_make(key, lambda: pygame.transform.smoothscale(best, size))

    def _render(self, game: str, card: str, size) -> pygame.Surface:
        path = os.path.join(ROOT, "cards", game, f"{card}.svg")
        img = pygame.image.load_sized_svg(path, size).convert_alpha()
        best = self._best.get((game, card))
        if best is None or best.get_width() < size[0]:
            self._best[(game, card)] = img
        return img

    def refine(self, budget_ms: float = 4.0) -> bool:
        """Replace scaled stand-ins by crisp renderings for up to `budget_ms`; True when
        any was replaced (the frame must be drawn again)."""
        done = False
        start = time.perf_counter()
        while self._blurry and (time.perf_counter() - start) * 1000 < budget_ms:
            key = next(iter(self._blurry))
            del self._blurry[key]
            if key in self._cards:
                self._cards[key] = self._render(*key)
                done = True
        return done

    @property
    def blurry(self) -> int:
        return len(self._blurry)

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

    def fit(self, key, make) -> tuple[str, int]:
        """How a text fits a width (Canvas.fitted), measured once per window size."""
        return self._fits.get_or_make(key, make)

    def keep(self, key, make):
        """Something that does not depend on the window size: made once, kept."""
        if key not in self._kept:
            self._kept[key] = make()
        return self._kept[key]

    def clear(self) -> None:
        """The window changed size: every pixel size changes with it (the best card
        images stay, to stand in while crisp ones are rendered)."""
        self._cards.clear()
        self._blurry.clear()
        self._text.clear()
        self._misc.clear()
        self._fits.clear()
        self._fonts.clear()

"""Images and text, rendered once at the size they are shown and kept.

Cards are SVG rendered at their pixel size (crisp at any window size), then
convert_alpha()'d: an unconverted surface blits many times slower. A card's corner letters
are the language's (French V D R for J Q K: `card_index`, services/ranks.py), so each image
is kept per letter too.

Rendering an SVG card takes 2-3 ms, a table shows dozens, so after a resize a card first
appears scaled from an image already rendered (0.05 ms) and is replaced by a crisp one a
few per frame (`refine`): the table shows at its new size at once and never freezes.

A screen about to show is rehearsed offscreen (App.prepare) a few ms per frame: while a
`deadline` is set, making anything new past it raises `Later` (once something was made in
this pass), and the rehearsal goes on next frame with what is already made.
"""

from __future__ import annotations

import io
import os
import time
from collections import OrderedDict

import pygame

from ..services import parts, place
from ..services.ranks import printed_rank
from . import card_index

ROOT = place.ASSETS
FONT_REGULAR = os.path.join(ROOT, "fonts", "DejaVuSans.ttf")
FONT_BOLD = os.path.join(ROOT, "fonts", "DejaVuSans-Bold.ttf")


class Later(Exception):
    """A rehearsal's time is up for this frame: what it drew so far is kept in the caches."""


def nbytes(value) -> int:
    """The pixels a cached value holds (0 for anything but a surface)."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    return 0


def screen_bytes() -> int:
    """The window's pixels, in bytes, a full HD window's at least (the caches' budgets are
    counted in windows: a smaller window keeps the menu's warm-up of every game's cards)."""
    screen = pygame.display.get_surface()
    w, h = screen.get_size() if screen is not None else (1920, 1080)
    return max(w * h, 1920 * 1080) * 4


class LRU(OrderedDict):
    """At most `limit` entries, and, given `screens`, at most that many windows' worth of
    pixels (issue 47: a whole real-time game filled the caches with ~50 MB of card sizes,
    round signs and faded panels it would never show again). The newest entry always stays,
    whatever its size."""

    def __init__(self, limit: int, screens: float | None = None):
        super().__init__()
        self.limit = limit
        self.screens = screens
        self.bytes = 0

    def get_or_make(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = self[key] = make()
        self.bytes += nbytes(value)
        most = None if self.screens is None else self.screens * screen_bytes()
        while len(self) > 1 and (len(self) > self.limit
                                 or (most is not None and self.bytes > most)):
            self.bytes -= nbytes(self.popitem(last=False)[1])
        return value

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


class Assets:
    def __init__(self):
        # Each bounded in windows' worth of pixels too: at 1920x1080 a window is 8.3 MB.
        self._cards = LRU(400, screens=1.5)
        self._best: dict = {}          # (game, card, letter) -> its largest crisp image so far
        self._ranks: dict = {}         # (game, card) -> the rank its corners print, or None
        self._blurry: dict = {}        # card cache keys holding a scaled stand-in
        self._fonts: dict = {}
        self._text = LRU(600, screens=0.3)
        self._misc = LRU(200, screens=1.0)    # panels, shadows: the felt is apart
        self._window: dict = {}        # made once per window size, never evicted (the felt)
        self._fits = LRU(1000)         # text -> (shown text, size) that fits a width
        self.text_scale = 1.0          # Settings' text size: every canvas's on these assets
        self._kept: dict = {}          # made once, whatever the window size
        # Canvas.ground's: a rehearsal paints a table's ground, its first frame shows it
        self.grounds: dict = {}
        self.deadline: float | None = None   # a rehearsal's (perf_counter): see `afford`
        self.made = False                    # something was made since `begin`
        self._inside = 0                     # makes under way (a text's font, a panel's)
        self.shown: set | None = None        # while a frame draws: the cards it shows
        self.crisp = False       # made ahead (warm-up, rehearsal): no scaled stand-ins

    def begin(self, deadline: float | None) -> None:
        """Making new things may go on until `deadline` (None: without limit)."""
        self.deadline, self.made = deadline, False

    def afford(self) -> None:
        """About to make something new: `Later` when a rehearsal's time is up (one thing is
        always made, so every pass gets on; a thing begun is finished, what it needs too)."""
        if self.deadline is not None and self.made and not self._inside \
                and time.perf_counter() > self.deadline:
            raise Later
        self.made = True

    def _make(self, make):
        self._inside += 1
        try:
            return make()
        finally:
            self._inside -= 1

    def card(self, game: str, card: str, size: tuple[int, int]) -> pygame.Surface:
        key = self.card_key(game, card, size)
        if self.shown is not None:
            self.shown.add(key)
        if key in self._cards:
            return self._cards.get_or_make(key, None)
        self.afford()
        best = self._best.get((game, card, key[3]))
        size = key[2]
        if best is None or self.crisp:
            return self._cards.get_or_make(key, lambda: self._render(*key))
        self._blurry[key] = True
        return self._cards.get_or_make(key, lambda: pygame.transform.smoothscale(best, size))

    def card_key(self, game: str, card: str, size) -> tuple:
        """What a card's image is kept under: one per size and per letter its corners
        print in the language in use (a language change never shows the last one's)."""
        return (game, card, (max(1, size[0]), max(1, size[1])), self.letter(game, card))

    @staticmethod
    def _path(game: str, card: str) -> str:
        return os.path.join(parts.get(game).cards, f"{card}.svg")

    def letter(self, game: str, card: str) -> str | None:
        """The letter the language in use prints in the card's corners (French: 'D' for
        a queen), or None for a card whose SVG marks no corner letter."""
        at = (game, card)
        if at not in self._ranks:
            try:
                with open(self._path(game, card), encoding="utf-8") as f:
                    self._ranks[at] = card_index.index_rank(f.read())
            except OSError:
                self._ranks[at] = None      # the load that follows says what is missing
        rank = self._ranks[at]
        return None if rank is None else printed_rank(rank)

    def _render(self, game: str, card: str, size, letter: str | None = None) -> pygame.Surface:
        path = self._path(game, card)
        if letter is not None and letter != self._ranks.get((game, card)):
            with open(path, encoding="utf-8") as f:
                svg = card_index.reprint(f.read(), letter)
            img = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), size).convert_alpha()
        else:
            img = pygame.image.load_sized_svg(path, size).convert_alpha()
        best = self._best.get((game, card, letter))
        if best is None or best.get_width() < size[0]:
            self._best[(game, card, letter)] = img
        return img

    def refine(self, budget_ms: float = 4.0, shown=frozenset()) -> bool:
        """Replace scaled stand-ins by crisp renderings for up to `budget_ms`, the cards
        `shown` (the last frame's) first; True when one of those was replaced (the frame
        must be drawn again: the others are not on the screen)."""
        done = False
        start = time.perf_counter()
        while self._blurry and (time.perf_counter() - start) * 1000 < budget_ms:
            key = next((k for k in self._blurry if k in shown), None) or next(iter(self._blurry))
            del self._blurry[key]
            if key in self._cards:
                self._cards[key] = self._render(*key)
                done = done or key in shown
        return done

    def any_blurry(self, keys) -> bool:
        """Some of these cards (`card_key`s) are shown scaled from another size still."""
        return any(k in self._blurry for k in keys)

    @property
    def blurry(self) -> int:
        return len(self._blurry)

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, px), bold)
        if key not in self._fonts:
            self.afford()
            self._fonts[key] = pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, key[0])
        return self._fonts[key]

    def text(self, text: str, px: int, color, bold: bool = False) -> pygame.Surface:
        key = (text, px, tuple(color), bold)
        if key not in self._text:
            self.afford()
        return self._text.get_or_make(key, lambda: self._make(
            lambda: self.font(px, bold).render(text, True, color).convert_alpha()))

    def cached(self, key, make) -> pygame.Surface:
        """Anything else worth drawing once: shadows, glows, the table."""
        if key not in self._misc:
            self.afford()
        return self._misc.get_or_make(key, lambda: self._make(make))

    def for_window(self, key, make) -> pygame.Surface:
        """What every frame shows at this window size (the felt, a window big): kept until
        the window changes size, never evicted to make room in the caches."""
        if key not in self._window:
            self.afford()
            self._window[key] = self._make(make)
        return self._window[key]

    def fit(self, key, make) -> tuple[str, int]:
        """How a text fits a width (Canvas.fitted), measured once per window size."""
        return self._fits.get_or_make(key, make)

    def keep(self, key, make):
        """Something that does not depend on the window size: made once, kept."""
        if key not in self._kept:
            self.afford()
            self._kept[key] = make()
        return self._kept[key]

    def clear(self) -> None:
        """The window changed size: every pixel size changes with it (the best card
        images stay, to stand in while crisp ones are rendered)."""
        self._cards.clear()
        self._blurry.clear()
        self._text.clear()
        self._misc.clear()
        self._window.clear()
        self._fits.clear()
        self._fonts.clear()

"""Which characters the bundled fonts can draw.

Every word on screen is drawn with DejaVu Sans (regular and bold, `assets/fonts/`), which
covers the Latin, Greek and Cyrillic letters of every European name and more, but not
emoji such as 🦊 nor most Asian scripts. SDL_ttf has no fallback font and draws such a
character as an empty box, and pygame's `Font.metrics` gives that box's metrics rather than
None; `pygame.freetype` does say when a font has no glyph, so a text field asks here and
refuses such a character with a sentence as it is typed (see `TextField`).
"""

from __future__ import annotations

import pygame.freetype

from .assets import FONT_BOLD, FONT_REGULAR

_fonts: list = []
_known: dict[str, bool] = {}


def _faces() -> list:
    if not _fonts:
        pygame.freetype.init()
        _fonts.extend(pygame.freetype.Font(path, 16) for path in (FONT_REGULAR, FONT_BOLD))
    return _fonts


def _has(ch: str) -> bool:
    return all(face.get_metrics(ch)[0] is not None for face in _faces())


def drawable(ch: str) -> bool:
    """Can both bundled fonts draw the character `ch`?"""
    if ch not in _known:
        try:
            _known[ch] = _has(ch)
        except pygame.error:        # pygame.quit() since: the fonts are opened again
            _fonts.clear()
            _known[ch] = _has(ch)
    return _known[ch]


def missing(text: str) -> str | None:
    """The first character of `text` the bundled fonts cannot draw, or None."""
    return next((ch for ch in text if not drawable(ch)), None)

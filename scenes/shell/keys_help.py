"""F1 (or ?) on any screen: that screen's keys, in the language in use, over the screen
until any key or click. Each screen lists its own (`Scene.keys_help()`), after the keys
every screen shares; the voice reads them too."""

from __future__ import annotations

import pygame

from ..services.lang import _
from .palette import GOLD, INK, NOTE

WIDTH, ROW = 900, 30


def screen_keys(scene) -> list[tuple[str, str]]:
    """The keys of every screen, then `scene`'s own: a key the screen gives another meaning
    (a table's Esc pauses) is listed once, with the screen's meaning; a race's table lists
    no controller line (its controllers are its players')."""
    own = scene.keys_help()
    named = {k for k, _ in own}
    common = [(k, w) for k, w in common_keys(pads=not scene.own_pads) if k not in named]
    return common + own


def common_keys(pads: bool = True) -> list[tuple[str, str]]:
    """The keys of every screen (focus.py, the app)."""
    return [(_("Tab, Shift+Tab"), _("go to the next or the previous thing on the screen")),
            (_("Arrow keys"), _("move within a group: cards, places, buttons")),
            (_("Enter or Space"), _("do what the focus is on")),
            (_("Esc"), _("go back")),
            *([(_("A controller: its pad, A, B"), _("move, do what the focus is on, go back"))]
              if pads else []),
            (_("F11"), _("full screen, or a window again")),
            (_("F1 or ?"), _("these keys"))]


def asks_for_help(event) -> bool:
    return event.type == pygame.KEYDOWN and (
        event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?")


def spoken(keys: list[tuple[str, str]]) -> str:
    return " ".join(_("{keys}: {what}.").format(keys=k, what=w) for k, w in keys)


def draw(canvas, keys: list[tuple[str, str]]) -> None:
    """The keys in two columns on a dark panel in the middle of the screen."""
    canvas.panel((0, 0, 1280, 720), alpha=170, radius=0, color=(0, 0, 0))
    h = 110 + ROW * len(keys)
    x, y = 640 - WIDTH / 2, max(8, 360 - h / 2)
    canvas.panel((x, y, WIDTH, h), alpha=255, radius=16)
    canvas.fit_text(_("Keys on this screen"), 30, (640, y + 36), GOLD, width=WIDTH - 40,
                    anchor="center", bold=True)
    for k, (keys_words, what) in enumerate(keys):
        at = y + 80 + ROW * k
        canvas.fit_text(keys_words, 19, (x + 30, at), INK, width=280, anchor="midleft",
                        bold=True)
        canvas.fit_text(what, 19, (x + 330, at), INK, width=WIDTH - 360, anchor="midleft")
    canvas.fit_text(_("Any key or click closes this."), 17, (640, y + h - 22), NOTE,
                    width=WIDTH - 40, anchor="center")

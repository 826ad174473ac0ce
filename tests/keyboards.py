"""Keyboards of other countries, simulated: what each key types (a place, an SDL scancode,
-> a character), and the key events they send, the scancode with that layout's key code."""

from __future__ import annotations

import pygame

from scenes.services.controls import US_PLACES
from scenes.shell import keymap

QWERTY = {place: c for c, place in US_PLACES.items()}
# French AZERTY: A and Q, Z and W change places, M sits right of L, the comma where M was.
AZERTY = {**QWERTY, US_PLACES["q"]: "a", US_PLACES["a"]: "q", US_PLACES["w"]: "z",
          US_PLACES["z"]: "w", US_PLACES[";"]: "m", US_PLACES["m"]: ",",
          US_PLACES["["]: "", US_PLACES["'"]: "ù"}      # "": a dead key (^), no name
# German QWERTZ: Y and Z change places, the umlauts right of the letters.
QWERTZ = {**QWERTY, US_PLACES["y"]: "z", US_PLACES["z"]: "y", US_PLACES[";"]: "ö",
          US_PLACES["'"]: "ä", US_PLACES["["]: "ü", US_PLACES["-"]: "ß"}
LAYOUTS = {"qwerty": QWERTY, "azerty": AZERTY, "qwertz": QWERTZ}


def use_keyboard(monkeypatch, layout: dict) -> None:
    """The app reads `layout` as the person's keyboard: SDL's answer faked below keymap.py
    (its cache and `forget` still at work), as in a window on a real video driver."""
    monkeypatch.setattr(keymap, "_known", {})
    monkeypatch.setattr(keymap, "GUESSING_DRIVERS", frozenset())
    switch_keyboard(monkeypatch, layout)


def switch_keyboard(monkeypatch, layout: dict) -> None:
    """The layout changed under the app (as `setxkbmap fr` does); SDL then sends
    KEYMAPCHANGED, which a test posts itself."""
    monkeypatch.setattr(keymap, "_lookup", lambda: (
        lambda place: code_at(layout, place), lambda flags: flags))


def code_at(layout: dict, place: int) -> int:
    """The key code the key at `place` types, as SDL gives it: its character, or (not a
    character key) the place with SDL's mask; a dead key, the mask alone."""
    if place in layout:
        return ord(layout[place]) if layout[place] else keymap.NO_CHARACTER
    return place | keymap.NO_CHARACTER


def place_typing(layout: dict, char: str) -> int:
    return next(p for p, c in layout.items() if c == char)


def key_event(place: int, layout: dict, up: bool = False) -> pygame.event.Event:
    """What a keyboard with `layout` sends for the key at `place`."""
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, scancode=place,
                              key=code_at(layout, place), unicode="", mod=0)

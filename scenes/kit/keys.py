"""Keys and controller buttons as a person reads them on a card or a settings row.

A key block's key is a place on the keyboard; it is labelled with what the person's own
keyboard types there (shell/keymap.py). Where that cannot be known, the label is the key
at that place on an English QWERTY keyboard, and says so.
"""

from __future__ import annotations

import pygame

from ..services.controls import US_PLACES
from ..services.lang import pgettext
from ..shell import keymap

US_KEYS = {place: c for c, place in US_PLACES.items()}   # place -> what it types in English
# The keys named alike everywhere whose code is a control character, not their place.
CONTROL_KEYS = {40: pygame.K_RETURN, 41: pygame.K_ESCAPE, 42: pygame.K_BACKSPACE,
                43: pygame.K_TAB, 44: pygame.K_SPACE, 76: pygame.K_DELETE}

# A controller's buttons by SDL's name, as drawn: the d-pad's arrows, the face letters.
PAD_LABELS = {"dpleft": "◀", "dpup": "▲", "dpright": "▶", "dpdown": "▼",
              "rightshoulder": "RB", "leftshoulder": "LB", "a": "A", "b": "B", "x": "X",
              "y": "Y", "start": "Start"}
# SDL's button names by pygame's numbers (pygame.CONTROLLER_BUTTON_*).
PAD_BUTTON_NAMES = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x", pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft", pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder",
    pygame.CONTROLLER_BUTTON_START: "start",
}
PAD_BUTTON_CODES = {name: code for code, name in PAD_BUTTON_NAMES.items()}


def key_name(key: int) -> str:
    """pygame's name for a key code ("q", "[7]", "left shift"), as the settings keep it."""
    return pygame.key.name(key)


def key_code(name: str) -> int | None:
    """The key code for a stored name, None for a name this pygame does not know."""
    try:
        return pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return None


def key_label(name: str) -> str:
    """A key's name short enough for a card: "Q", "Num 7", "Space", "Shift"."""
    if name == "space":
        # Translators: the space bar, as written under a card it plays.
        return pgettext("key", "Space")
    if len(name) == 1:
        return name.upper()
    if name.startswith("[") and name.endswith("]"):
        # Translators: a key of the numeric keypad ("Num 7"), under the card it plays.
        return pgettext("key", "Num {key}").format(key=name[1:-1].upper())
    side, _space, rest = name.partition(" ")
    if side in ("left", "right") and rest:      # "left shift": "L Shift", "R Ctrl"
        return f"{side[0].upper()} {rest.title()}"
    return name.title()


def pad_label(button: str) -> str:
    return PAD_LABELS.get(button, button.upper())


def code_label(code: int) -> str:
    """What a key code (what a key types) is called on a card: "A", "É", "Ö", "Shift"."""
    if code == pygame.K_SPACE:
        return key_label("space")
    if not code & keymap.NO_CHARACTER and chr(code).isprintable():
        shown = chr(code).upper()
        return shown if len(shown) == 1 else chr(code)   # ß, not SS: one key, one letter
    return key_label(pygame.key.name(code))


def place_label(place: int, short: bool = False) -> str:
    """The label of the key at `place` (a scancode): what this keyboard types there, or
    (unknown) the QWERTY key at that place, saying it is a guess: "Q (QWERTY)", or `short`
    (under a card) "Q?"."""
    code = keymap.key_at(place)
    if code is not None:
        return code_label(code)
    english = US_KEYS.get(place)
    if english is None or place in CONTROL_KEYS:   # not a letter: the same everywhere
        return code_label(CONTROL_KEYS.get(place, place | keymap.NO_CHARACTER))
    if short:
        # Translators: under a card, the key that plays it, when this keyboard's letter
        # could not be read: {key} is the key at that place on a QWERTY keyboard, a guess.
        return pgettext("key", "{key}?").format(key=code_label(ord(english)))
    # Translators: the label of a key whose letter on this keyboard could not be read:
    # {key} is the key at the same place on an English QWERTY keyboard ("Q (QWERTY)").
    return pgettext("key", "{key} (QWERTY)").format(key=code_label(ord(english)))

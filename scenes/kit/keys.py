"""Keys and controller buttons as a person reads them on a card or a settings row."""

from __future__ import annotations

import pygame

from ..services.lang import pgettext

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

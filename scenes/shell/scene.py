"""The base of every screen: what the app's loop asks of a scene, with buttons that get
events first and Esc that goes back."""

from __future__ import annotations

import pygame

from .canvas import Canvas
from .focus import button_targets


class Scene:
    """Base scene: subclasses override what they need. Buttons in `self.buttons` get
    events first; Esc goes back. The keyboard's focus (focus.py) moves over
    `focus_zones()`, by default the visible buttons."""

    own_arrows = False   # the arrow keys scroll or step here until Tab shows the focus
    own_pads = False     # a controller's buttons are a player's here, never the focus's

    def __init__(self, app):     # the App (app.py), which imports this module
        self.app = app
        self.buttons: list = []

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, canvas: Canvas) -> None: ...

    def animating(self) -> bool:
        """True while something on screen moves by itself and must be redrawn."""
        return False

    def typing_rect(self):
        """Where a person is typing now (a text field's logical rect), or None. The app
        turns the keyboard's text input on only then (see App._follow_typing)."""
        return None

    def takes_keys(self) -> bool:
        """Every key is this screen's now (a name typed, a key being chosen): the focus
        and F1 leave them alone."""
        return self.typing_rect() is not None

    def focus_zones(self) -> list:
        """What the keyboard's focus moves over: zones of `focus.Target`s, in order."""
        return [button_targets(self.buttons)]

    def keys_help(self) -> list[tuple[str, str]]:
        """This screen's own keys for F1, (keys, what they do), after the shared ones."""
        return []

    def handle_event(self, event) -> bool:
        """True when the event was used (a button, or Esc)."""
        if any(b.handle_event(event) for b in self.buttons):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        self.app.pop()

    def draw_buttons(self, canvas: Canvas) -> None:
        for b in self.buttons:
            b.draw(canvas)

"""The app's window: opened at the size asked for (or the one a person chose last time),
never smaller than SMALLEST, resized, switched to full screen and back, and its size and
full screen kept for the next start.

A part of `App` (app.py), kept apart so that file holds the scene stack and the loop;
`AppWindow` expects the app's `settings`, `canvas`, `assets`, `timing` and `frames`. After
any change of size the app shows the last frame stretched (`_stretch`) while it lays the
scene out again at the new size (`App._relay_out`)."""

from __future__ import annotations

import warnings

import pygame

from .canvas import LOGICAL
from .icon import window_icon

SMALLEST = (200, 112)   # the window's least size (where the system lets the app say so)


def sdl_window():
    """The display module's window as a pygame.Window, where this pygame has one: its
    full screen switch keeps the window instead of making a new one (half the time)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


class AppWindow:
    def open_window(self, size, remember_window: bool) -> bool:
        """Open the window at `size`, else the remembered size, else LOGICAL; True when
        the full screen remembered is to come back once the app is made."""
        self.remember_window = remember_window
        remembered = remember_window and size is None
        self.window_size = tuple(size or (self.settings.window if remembered else None)
                                 or LOGICAL)
        self.fullscreen = False
        icon = window_icon()
        if icon is not None:
            pygame.display.set_icon(icon)   # before the window: some systems read it once
        self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        window = sdl_window()
        if window is not None:
            window.minimum_size = SMALLEST
        return bool(remembered and self.settings.fullscreen)

    def _resized(self, size) -> None:
        self.dirty = True
        self.screen = pygame.display.get_surface()
        self.canvas.resize(self.screen)
        self.assets.clear()
        if not self.fullscreen:
            self.window_size = self.screen.get_size()
        self._resized_at = self.frames
        self.timing.resized(self.frames)
        self.calm = True  # the next frame's clock reading includes the resize: ignore it

    def toggle_fullscreen(self) -> None:
        """Full screen at the desktop's size and back to the window as it was. SDL waits
        up to 100 ms for the window manager here; nothing else is slow (see `_resized`)."""
        self.fullscreen = not self.fullscreen
        window = sdl_window()
        before = self.screen.copy()
        with self.timing.window_system(self.frames):
            if window is None:
                if self.fullscreen:
                    pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                else:
                    pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
            elif self.fullscreen:
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
        self._resized(pygame.display.get_surface().get_size())
        self._stretch = before
        self.remember()

    def resize(self, size) -> None:
        """Open the window at a new size (as a person dragging its corner would)."""
        if self.fullscreen:
            self.toggle_fullscreen()
        before = self.screen.copy()
        with self.timing.window_system(self.frames):
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized(size)
        self._stretch = before

    def remember(self) -> None:
        """Keep the window's size and full screen for the next start."""
        if self.remember_window:
            self.settings.window = list(self.window_size)
            self.settings.fullscreen = self.fullscreen
            self.settings.save()

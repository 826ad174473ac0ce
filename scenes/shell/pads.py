"""Game controllers: opened when plugged in (SDL then sends their button events), closed
when pulled out, always known by their instance id (an index changes when another is
unplugged; the id does not). Plugged-in controllers are announced at start-up too.

A screen reads the controller events themselves; this only keeps the devices open. A
machine without controller support (or a device that will not open) simply has none.
"""

from __future__ import annotations

import pygame

try:
    from pygame._sdl2 import controller as sdl_controller
except ImportError:                     # a pygame without SDL2's controller module
    sdl_controller = None

PAD_EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED)


class Pads:
    def __init__(self):
        self.open: dict[int, object] = {}   # instance id -> the opened controller
        self.available = False
        if sdl_controller is not None:
            try:
                sdl_controller.init()
                self.available = True
            except pygame.error:
                pass

    def handle(self, event) -> None:
        if not self.available:
            return
        if event.type == pygame.CONTROLLERDEVICEADDED:
            try:
                pad = sdl_controller.Controller(int(event.device_index))
                self.open[pad.as_joystick().get_instance_id()] = pad
            except (pygame.error, AttributeError, TypeError, ValueError):
                pass                        # gone again already, or not a controller
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.open.pop(getattr(event, "instance_id", None), None)
            if pad is not None:
                try:
                    pad.quit()
                except pygame.error:
                    pass

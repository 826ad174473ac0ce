"""Who pressed what at the Ligretto table: each person's keys and controller buttons
turned into (seat, action), the action being one of services.controls.ACTIONS.

One person: the mouse, the keys 1-5, the stack's and discard's letters and Space (by what
they type: the letters are the language's words), and any controller. Several people: each
has the controls the menu gave them (`session.controls`): the mouse, a key block (the
settings' keys, by their place on the keyboard: an event's scancode, so the block keeps its
shape on any layout), or a controller, joined by pressing one of its buttons and known from
then on by its instance id. A key held down plays once; a button or key nobody owns, or an
event missing what it should carry, is ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..kit.keys import PAD_BUTTON_NAMES, key_code, key_label, pad_label, place_label
from ..services.controls import BLOCKS, MOUSE, PAD, PAD_BUTTONS, PAD_PAUSE, ROW_ACTIONS
from ..services.lang import pgettext
from .ligretto_places import KEYS

PAD_ACTIONS = {button: action for action, button in PAD_BUTTONS.items()}


@dataclass(frozen=True)
class Press:
    """What an event meant: `what` is "act" (seat, action), "pause", "joined" or
    "unplugged" (seat), or "any" (a key or button of nobody's: it may skip a 3-2-1)."""
    what: str
    seat: int | None = None
    action: str = ""


def stack_key() -> str:
    """The letter that plays the stack's top card: the first of the word for the stack in
    the language in use, so the key reads as what it does (S in English)."""
    # Translators: one letter, the key that plays the Ligretto stack's top card: the first
    # letter of your word for the stack. It must differ from the discard's letter.
    return pgettext("key", "S")


def discard_key() -> str:
    # Translators: one letter, the key that plays the discard pile's top card: the first
    # letter of your word for the discard pile. It must differ from the stack's letter.
    return pgettext("key", "D")


class Inputs:
    def __init__(self, session, blocks: dict):
        self.people = session.humans()
        self.solo = len(self.people) == 1
        self.control = dict(session.controls)
        self.names: dict[int, dict[str, str]] = {}    # seat -> action -> key name
        self.places: dict[int, dict[str, int]] = {}   # seat -> action -> key's place
        if self.solo:
            solo = {a: k for a, k in zip(ROW_ACTIONS, KEYS)}
            solo.update(stack=stack_key().lower(), discard=discard_key().lower(), turn="space")
            self.names[self.people[0]] = solo
        else:
            for seat, control in self.control.items():
                if control in BLOCKS:
                    self.places[seat] = dict(blocks[control])
        self.keys: dict[int, tuple[int, str]] = {}    # key code -> (seat, action)
        for seat, names in self.names.items():
            for action, name in names.items():
                code = key_code(name)
                if code is not None:
                    self.keys[code] = (seat, action)
        self.at: dict[int, tuple[int, str]] = {       # scancode -> (seat, action)
            place: (seat, action) for seat, places in self.places.items()
            for action, place in places.items()}
        self.pads: dict[int, int] = {}                # instance id -> seat
        self.held: set = set()                        # keys and buttons down now

    # --- who plays with what ---------------------------------------------------------------
    @property
    def mouse_seat(self) -> int | None:
        if self.solo:
            return self.people[0]
        return next((s for s, c in self.control.items() if c == MOUSE), None)

    def waiting(self) -> list[int]:
        """The people whose controller is not (or no longer) in their hands."""
        if self.solo:
            return []
        bound = set(self.pads.values())
        return [s for s, c in self.control.items() if c == PAD and s not in bound]

    def labels(self, seat: int) -> dict[str, str]:
        """What to print under each of the seat's places: action -> key or button."""
        if seat in self.names:
            return {a: key_label(k) for a, k in self.names[seat].items()}
        if seat in self.places:      # what this keyboard prints there, asked at each drawing
            return {a: place_label(p, short=True) for a, p in self.places[seat].items()}
        if self.control.get(seat) == PAD:
            return {a: pad_label(b) for a, b in PAD_BUTTONS.items()}
        return {}

    # --- events ----------------------------------------------------------------------------
    def read(self, event) -> Press | None:
        kind = event.type
        if kind == pygame.KEYDOWN:
            held = self._held_key(event)
            if held in self.held:
                return None                 # held down: it played once already
            self.held.add(held)
            found = self.at.get(getattr(event, "scancode", None)) or self.keys.get(event.key)
            return Press("act", *found) if found else Press("any")
        if kind == pygame.KEYUP:
            self.held.discard(self._held_key(event))
            return None
        if kind == pygame.CONTROLLERBUTTONDOWN:
            return self._button(event)
        if kind == pygame.CONTROLLERBUTTONUP:
            self.held.discard((getattr(event, "instance_id", None),
                               getattr(event, "button", None)))
            return None
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            seat = self.pads.pop(getattr(event, "instance_id", None), None)
            return None if seat is None or self.solo else Press("unplugged", seat)
        return None

    def _held_key(self, event):
        """What a key held down is known by: a block's key by its place (what it types may
        change with the layout while it is held), any other by its key code."""
        place = getattr(event, "scancode", None)
        return ("place", place) if place in self.at else event.key

    def _button(self, event) -> Press | None:
        pad, button = getattr(event, "instance_id", None), getattr(event, "button", None)
        if not isinstance(pad, int) or not isinstance(button, int) \
                or isinstance(pad, bool) or (pad, button) in self.held:
            return None                     # garbage, or a button still held
        self.held.add((pad, button))
        name = PAD_BUTTON_NAMES.get(button)
        seat = self.pads.get(pad)
        if seat is None:
            waiting = self.waiting()
            if self.solo:
                seat = self.pads[pad] = self.people[0]
            elif waiting:
                self.pads[pad] = waiting[0]
                return Press("joined", waiting[0])
            else:
                return Press("any")         # a controller nobody plays with
        if name == PAD_PAUSE:
            return Press("pause", seat)
        action = PAD_ACTIONS.get(name)
        return Press("act", seat, action) if action else Press("any")

"""The keyboard's focus on every screen: what Enter would act on, moved by Tab and the
arrows, shown by a ring anyone can see, and said aloud when speech is on.

A screen lists what can be focused as zones (`Scene.focus_zones()`: by default one zone,
its visible buttons in reading order; a table adds its board's cells, hand and piles).
Tab and Shift+Tab go from one target to the next in that order, zone after zone; the arrow
keys go to the nearest target in their direction within the zone; Enter or Space acts;
Esc stays the screen's own (back). A controller's D-pad and A do the same, and its B is
Esc (not in a race, whose controllers are its players' cards: `Scene.own_pads`). The ring shows
once the keyboard (or a controller) moves the focus, and goes when the mouse moves: until
then Enter keeps its old meaning on each screen (the primary button).

The focus follows its target's `key`, not its place in a list, so it stays put when the
screen changes around it (a bot's move, a new round); when its target goes, it goes back
to a target it lost before if that one is back (a notice closed, a card taken back),
else to the nearest one left in its zone. Nothing here knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from .canvas import FOCUS

RING_OUT = (0, 0, 0)          # the ring is black and white together: seen on any ground
RING_IN = (255, 255, 255)
LOST = 3                      # the targets the focus may go back to
RING_GAP = 5                  # between the target and the ring's inner edge
STEER = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
         pygame.K_DOWN: (0, 1)}
ACT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PAD_STEER = {pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0),
             pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
             pygame.CONTROLLER_BUTTON_DPAD_UP: (0, -1),
             pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, 1)}


@dataclass
class Target:
    """One thing the focus can sit on. `key` names it while it means the same thing;
    `words` is what speech says when the focus lands (a function: asked then, in the
    language in use); `act` is Enter's; `rect` is where the ring goes (logical). `space`
    False: Space is not Enter there but the screen's own key (a race's turn three)."""
    key: Any
    rect: tuple
    words: Callable[[], str]
    act: Callable[[], None] | None = None
    space: bool = True


def button_targets(buttons, words: dict | None = None) -> list[Target]:
    """A screen's visible, enabled buttons in reading order (top to bottom, then left to
    right), each a target that clicks it, said by its label or by `words[button]()` (a
    value's button said with what it sets: "Animation speed: Normal")."""
    words = words or {}
    shown = [b for b in buttons if b.visible and b.enabled and b.rect[2] > 0]
    return reading_order([Target(b, tuple(b.rect), words.get(b) or (lambda b=b: b.label),
                                 b.on_click) for b in shown])


def reading_order(targets: list[Target]) -> list[Target]:
    """Top to bottom, then left to right (a row's targets need not share their top)."""
    return sorted(targets, key=lambda t: (round(t.rect[1] / 12), t.rect[0]))


class Focus:
    """One screen's focus: which target, in which zone, and where it last was."""

    def __init__(self):
        self.zone = 0
        self.key: Any = None
        self.rect: tuple | None = None     # where it last was: the nearest takes over
        self.lost: list = []               # the keys it lost, the latest last
        self.acted: tuple | None = None    # (key, its words, speech's count) after Enter

    # --- where it is ---------------------------------------------------------------------
    def current(self, zones: list[list[Target]]) -> Target | None:
        """The target the focus sits on, found again by its key (or the nearest left in
        its zone, or the first target anywhere)."""
        zones = [z for z in zones if z]
        if not zones:
            return None
        self.zone = min(self.zone, len(zones) - 1)
        for k, zone in enumerate(zones):
            for t in zone:
                if t.key == self.key:
                    self.zone = k
                    return self._on(t)
        if self.key is not None:
            back = self._found_again(zones)
            self.lost = (self.lost + [self.key])[-LOST:]
            if back is not None:
                return back
        zone = zones[self.zone]
        if self.rect is None:           # first: what Enter did before (a primary button)
            first = [t for z in zones for t in z if getattr(t.key, "primary", False)]
            if first:
                self.zone = next(k for k, z in enumerate(zones) if first[0] in z)
            return self._on(first[0] if first else zone[0])
        return self._on(min(zone, key=lambda t: _distance(self.rect, t.rect)))

    def _found_again(self, zones) -> Target | None:
        """The latest target lost before that shows again (what an overlay covered)."""
        for key in reversed(self.lost):
            for k, zone in enumerate(zones):
                for t in zone:
                    if t.key == key:
                        self.lost.remove(key)
                        self.zone = k
                        return self._on(t)
        return None

    def _on(self, target: Target) -> Target:
        self.key, self.rect = target.key, tuple(target.rect)
        return target

    def place(self, key: Any) -> None:
        """Put the focus on the target named `key` (a screen's sensible next choice)."""
        self.key = key

    # --- moving --------------------------------------------------------------------------
    def step(self, zones: list[list[Target]], by: int) -> Target | None:
        """Tab (by 1) or Shift+Tab (-1): the next target in order, zone after zone."""
        zones = [z for z in zones if z]
        every = [t for z in zones for t in z]
        if not every:
            return None
        here = self.current(zones)
        k = next(i for i, t in enumerate(every) if t is here)
        target = every[(k + by) % len(every)]
        self.zone = next(i for i, z in enumerate(zones) if target in z)
        return self._on(target)

    def steer(self, zones: list[list[Target]], direction) -> Target | None:
        """An arrow: the nearest target that way in the zone (None: nothing that way)."""
        zones = [z for z in zones if z]
        here = self.current(zones)
        if here is None:
            return None
        dx, dy = direction
        hx, hy = _centre(here.rect)
        best, best_cost = None, None
        for t in zones[self.zone]:
            if t is here:
                continue
            tx, ty = _centre(t.rect)
            along = (tx - hx) * dx + (ty - hy) * dy
            if along <= 1:
                continue
            across = abs((tx - hx) * dy) + abs((ty - hy) * dx)
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = t, cost
        return None if best is None else self._on(best)


def _centre(r) -> tuple[float, float]:
    x, y, w, h = r
    return x + w / 2, y + h / 2


def _distance(a, b) -> float:
    (ax, ay), (bx, by) = _centre(a), _centre(b)
    return (ax - bx) ** 2 + (ay - by) ** 2


# --- what the app does with it -------------------------------------------------------------

def handle(app, scene, event) -> bool:
    """The focus's keys on `scene` (True: used). Called before the screen hears the event."""
    if scene.takes_keys():
        return False                  # a name being typed, a key being chosen: theirs
    if event.type == pygame.MOUSEMOTION and app.keyboard:
        rel = getattr(event, "rel", (0, 0))
        if abs(rel[0]) + abs(rel[1]) > 2:
            app.keyboard = False      # the mouse is in use: no ring
        return False
    kind, key = _key_of(event)
    if kind is None or (event.type == pygame.CONTROLLERBUTTONDOWN and scene.own_pads):
        return False
    focus = focus_of(scene)
    zones = scene.focus_zones()
    if kind == "tab":                 # the first Tab shows where the focus is
        moved = focus.step(zones, key) if app.keyboard else focus.current(zones)
    elif kind == "steer":
        if not app.keyboard:
            if scene.own_arrows:
                return False          # its arrows scroll or step until Tab shows the ring
            moved = focus.current(zones)
        else:
            moved = focus.steer(zones, key)
            if moved is None:
                return False          # nothing that way: the screen may use the arrow
    elif kind == "back":              # a controller's B: the screen's own Esc
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                              unicode="\x1b", scancode=41))
        return True
    else:                             # act
        if not app.keyboard:
            return False              # Enter keeps the screen's own meaning
        target = focus.current(zones)
        if target is None or target.act is None or (
                not target.space and getattr(event, "key", None) == pygame.K_SPACE):
            return False
        # A screen's button (it has a label) says its new value once drawn (`settle`).
        was = (target.key, target.words(), app.speech.count) \
            if hasattr(target.key, "label") else None
        target.act()
        focus.acted = was
        return True
    if moved is None:
        return False
    app.keyboard = True
    app.dirty = True
    app.speech.say(moved.words(), interrupt=True)
    return True


def _key_of(event):
    """("tab", ±1), ("steer", (dx, dy)), ("act", None), ("back", None) or (None, None)."""
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_TAB:
            return "tab", -1 if event.mod & pygame.KMOD_SHIFT else 1
        if event.key in STEER:
            return "steer", STEER[event.key]
        if event.key in ACT_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return "act", None
    elif event.type == pygame.CONTROLLERBUTTONDOWN:
        if event.button in PAD_STEER:
            return "steer", PAD_STEER[event.button]
        if event.button == pygame.CONTROLLER_BUTTON_A:
            return "act", None
        if event.button == pygame.CONTROLLER_BUTTON_B:
            return "back", None
    return None, None


def focus_of(scene) -> Focus:
    found = scene.__dict__.get("_focus")
    if found is None:
        found = scene.__dict__["_focus"] = Focus()
    return found


def draw(canvas, scene) -> None:
    """The ring round the focused target: a thick white line between two black ones, with
    corner brackets outside it, so it is seen on the felt, on a card and on a button, and
    told by its shape, not its colour."""
    target = focus_of(scene).current(scene.focus_zones())
    if target is None:
        return
    x, y, w, h = target.rect
    g = RING_GAP
    outer = (x - g - 3, y - g - 3, w + 2 * g + 6, h + 2 * g + 6)
    canvas.note_mark(FOCUS, RING_IN, target.rect)
    canvas.box(RING_OUT, outer, radius=10, width=8)
    canvas.box(RING_IN, (x - g, y - g, w + 2 * g, h + 2 * g), radius=8, width=3)
    ox, oy, ow, oh = outer
    arm = min(20, ow / 3, oh / 3)
    for cx, sx in ((ox - 4, 1), (ox + ow + 4, -1)):        # an L outside each corner
        for cy, sy in ((oy - 4, 1), (oy + oh + 4, -1)):
            canvas.box(RING_IN, _bar(cx, cy, cx + arm * sx, cy + 4 * sy))
            canvas.box(RING_IN, _bar(cx, cy, cx + 4 * sx, cy + arm * sy))


def _bar(x1, y1, x2, y2) -> tuple:
    return (min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))



def settle(app, scene) -> None:
    """After the frame is drawn: a button that sets a value (a seat's kind, an option, the
    number of players) says its new value after Enter (its label changes as the screen
    lays it out), unless the screen said something itself or the focus left it (found by
    hand: "Seat 2: Bot, medium" stayed the last word heard after Enter made it hard)."""
    focus = scene.__dict__.get("_focus")
    if focus is None or focus.acted is None:
        return
    (key, before, heard), focus.acted = focus.acted, None
    if app.speech.count != heard or scene.takes_keys():
        return
    now = focus.current(scene.focus_zones())
    if now is not None and now.key == key and (words := now.words()) != before:
        app.speech.say(words, interrupt=True)

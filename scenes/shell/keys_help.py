"""F1 (or ?) on any screen: that screen's keys, in the language in use, over the screen
until any key or click. Each screen lists its own (`Scene.keys_help()`), after the keys
every screen shares; the voice reads them too. A list longer than the screen holds (a
large text size) scrolls: the wheel, the arrow keys, Page Up/Down, Home and End move it
(`scroll`), any other key or a click closes it."""

from __future__ import annotations

import pygame

from ..services.lang import _
from .canvas import VEIL
from .palette import FAINT, GOLD, INK, NOTE

WIDTH, ROW = 900, 30
KEYS_W = 280            # the keys' column; what they do takes the rest
TOP, BOTTOM = 8, 712    # the box never reaches past these
SCROLL_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 5, pygame.K_PAGEUP: -5}
state = {"scroll": 0, "most": 0}    # the list shown now: its first row, the last first row


def screen_keys(scene) -> list[tuple[str, str]]:
    """The keys of every screen, then `scene`'s own: a key the screen gives another meaning
    (a table's Esc pauses) is listed once, with the screen's meaning; a race's table lists
    no controller line (its controllers are its players')."""
    state["scroll"] = 0
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


def scroll(event) -> bool:
    """The wheel or a key that moves a list too long for the screen: it moves. A list
    that fits takes none of them (they close it as any key does)."""
    if state["most"] <= 0:
        return False
    if event.type == pygame.MOUSEWHEEL:
        by = -event.y
    elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
        by = SCROLL_KEYS[event.key]
    elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
        by = -state["most"] if event.key == pygame.K_HOME else state["most"]
    else:
        return False
    state["scroll"] = max(0, min(state["most"], state["scroll"] + by))
    return True


def rows(canvas, keys: list[tuple[str, str]]) -> list[tuple]:
    """Each key's row: (keys' lines, size, what it does' lines, size, height): on two
    lines each where one does not hold them."""
    out = []
    for keys_words, what in keys:
        left, ls = canvas.fit_lines(keys_words, (19, 18, 17), KEYS_W - 20, bold=True)
        right, rs = canvas.fit_lines(what, (19, 18, 17), WIDTH - 360, most=3)
        height = max(ROW, max(len(left) * canvas.line_step(ls, 2),
                              len(right) * canvas.line_step(rs, 2)) + ROW - 19)
        out.append((left, ls, right, rs, height))
    return out


def draw(canvas, keys: list[tuple[str, str]]) -> None:
    """The keys in two columns on a dark panel in the middle of the screen; scrolled
    when they are more than it holds."""
    canvas.panel((0, 0, 1280, 720), alpha=170, radius=0, color=(0, 0, 0), hides=VEIL)
    laid = rows(canvas, keys)
    head = 50 + canvas.line_step(30)
    foot = 14 + canvas.line_step(17, 12)
    body = sum(r[-1] for r in laid)
    h = min(BOTTOM - TOP, head + body + foot)
    x, y = 640 - WIDTH / 2, max(TOP, 360 - h / 2)
    room = h - head - foot
    # the first row shown furthest down: from it, every row to the last fits the box
    most, below = len(laid), 0.0
    while most > 0 and below + laid[most - 1][-1] <= room:
        most -= 1
        below += laid[most][-1]
    state["most"] = most
    state["scroll"] = min(state["scroll"], most)
    canvas.panel((x, y, WIDTH, h), alpha=255, radius=16)
    canvas.fit_text(_("Keys on this screen"), 30, (640, y + 14 + canvas.line_step(30) / 2),
                    GOLD, width=WIDTH - 40, anchor="center", bold=True)
    at = y + head - 8
    for left, ls, right, rs, height in laid[state["scroll"]:]:
        if at + height > y + head - 8 + room:
            break
        for lines, size, bold, cx in ((left, ls, True, x + 30), (right, rs, False, x + 330)):
            step = canvas.line_step(size, 2)
            first = at + height / 2 - (len(lines) - 1) * step / 2
            for k, line in enumerate(lines):
                canvas.text(line, size, (cx, first + k * step), INK, anchor="midleft",
                            bold=bold)
        at += height
    if most > 0:           # where the list is: a bar at the box's right edge
        track = (x + WIDTH - 16, y + head - 8, 6, room)
        canvas.box(FAINT, track, radius=3)
        length = max(24.0, room * (len(laid) - most) / len(laid))
        bar = track[1] + (room - length) * state["scroll"] / most
        canvas.box(GOLD, (track[0], bar, 6, length), radius=3)
    words = _("Any key or click closes this.") if state["most"] <= 0 else \
        _("Wheel or arrows to scroll · any other key or a click closes this.")
    canvas.fit_text(words, 17, (640, y + h - foot / 2 - 2), NOTE, width=WIDTH - 40,
                    anchor="center")

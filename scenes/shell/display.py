"""How frames reach the screen, and which window size to open.

SDL can present a window's pixels two ways: straight to the window system (X11 shared
memory, Windows GDI) or through an OpenGL/Direct3D texture. Without a GPU the texture path
runs on a software OpenGL driver (llvmpipe): measured on the 2-core machine, 1280x720,
p99 14.8 ms and 139 MB, against 2.9 ms and 44 MB for the direct path. With a GPU both
paths cost a millisecond or two for a 2D table, so the direct path is good on both, and
it is SDL's own default on Windows. Where the window system has no direct path (macOS,
Wayland) SDL picks the texture path itself, so we leave those alone.
"""

from __future__ import annotations

import os

from game.core import Phrase

HINT = "SDL_FRAMEBUFFER_ACCELERATION"
CHOICES = ("auto", "software", "gpu")
DIRECT = ("x11", "windows")   # video drivers with a direct (non-texture) framebuffer
NO_SCREEN = ("dummy", "offscreen")  # tests and benchmarks: SDL never uses a texture here


def presentation(driver: str, env=None) -> tuple[str, str | None]:
    """(path, hint value to set or None) for SDL's video `driver`.

    CARDTABLE_PRESENT=software|gpu|auto overrides the choice; an SDL hint the user set
    themselves is respected as it is."""
    env = os.environ if env is None else env
    if HINT in env:
        return ("gpu" if env[HINT] not in ("0", "false", "software") else "software", None)
    if driver in NO_SCREEN:
        return "software", None
    wanted = env.get("CARDTABLE_PRESENT", "auto").strip().lower()
    if wanted not in CHOICES:
        wanted = "auto"
    if wanted == "gpu":
        return "gpu", "1"
    if wanted == "software" or driver in DIRECT:
        return "software", "0"
    return "gpu", None


def choose_presentation(driver: str) -> str:
    """Set SDL's hint before the window exists; return the path chosen."""
    path, hint = presentation(driver)
    if hint is not None:
        os.environ[HINT] = hint
    return path


CLICK_THROUGH = "SDL_MOUSE_FOCUS_CLICKTHROUGH"


def let_focusing_clicks_through(env=None) -> None:
    """A click into the window that is not the active one counts as a click. SDL drops a
    button press that arrives with the window's focus (X11, macOS): the card a person
    clicks after using another window, or the other player's window on the same screen,
    was not played (found by hand with two windows side by side). A hint the person set
    themselves is left as it is."""
    env = os.environ if env is None else env
    env.setdefault(CLICK_THROUGH, "1")


def parse_size(text: str) -> tuple[int, int]:
    """'1600x900' -> (1600, 900); ValueError with a clear message otherwise."""
    w, sep, h = text.lower().partition("x")
    if not sep or not w.strip().isdigit() or not h.strip().isdigit():
        raise ValueError(Phrase("--size takes WIDTHxHEIGHT, e.g. 1600x900, not {size}",
                                size=repr(text)))
    size = int(w), int(h)
    if not (200 <= size[0] <= 10000 and 150 <= size[1] <= 10000):
        raise ValueError(Phrase("--size {size}: width 200-10000 and height 150-10000, please",
                                size=text))
    return size

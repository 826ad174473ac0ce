"""What a key types on the person's own keyboard, by the key's place (SDL's scancode).

The key blocks are places, so that they keep their shape on every layout; their labels
must be what that keyboard prints there (A Z E R T on AZERTY). pygame-ce has no call for
it (its issue #2745) but SDL has, `SDL_GetKeyFromScancode`, and pygame-ce loads SDL as a
shared library: ctypes calls it in that very library (the process's own map of loaded
files says which file it is; else it is looked for beside pygame, where the wheels put
it). Its answer is trusted only when it is about a real keyboard: the library must be the
one pygame started (its video is up: `SDL_WasInit`), and the video driver a real one (the
dummy and offscreen drivers have only SDL's built-in US map, nobody's keyboard). Anything
else is unknown (`key_at` gives None) and the labels say that they are a guess.

SDL reads the layout again when it changes while the app runs and sends KEYMAPCHANGED:
the app then calls `forget()`, and the next frame's labels follow.
"""

from __future__ import annotations

import ctypes
import glob
import os

import pygame

from ..services.controls import us_place

NO_CHARACTER = 1 << 30     # SDLK_SCANCODE_MASK: a key code that is a place, not a character
SDL_INIT_VIDEO = 0x20
GUESSING_DRIVERS = {"dummy", "offscreen"}
PLACES = range(4, 101)     # the main block's places (letters to the key left of Z on ISO)

_sdl: list = []            # [the library's function, or None]: looked for once
_known: dict[int, int | None] = {}   # place -> key code, for the layout in use


def _library_paths() -> list[str]:
    """The SDL2 library this process has loaded (Linux says which), then where pygame's
    wheels keep theirs (Linux, Windows, macOS)."""
    found = []
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()
                name = os.path.basename(path)
                if name.startswith("libSDL2-") or name.startswith("libSDL2.") \
                        or name == "libSDL2.so":
                    found.append(path)
    except OSError:
        pass
    here = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", os.path.join(".dylibs", "libSDL2*.dylib"),
                    os.path.join("..", "pygame_ce.libs", "libSDL2-*"),
                    os.path.join("..", "pygame.libs", "libSDL2-*")):
        found.extend(sorted(glob.glob(os.path.join(here, pattern))))
    return list(dict.fromkeys(os.path.realpath(p) for p in found))


def _lookup():
    """SDL_GetKeyFromScancode of the SDL pygame started, or None where none is found."""
    if not _sdl:
        _sdl.append(None)
        for path in _library_paths():
            try:
                lib = ctypes.CDLL(path)
                lookup, was_init = lib.SDL_GetKeyFromScancode, lib.SDL_WasInit
            except (OSError, AttributeError):
                continue
            lookup.restype, lookup.argtypes = ctypes.c_int32, [ctypes.c_int]
            was_init.restype, was_init.argtypes = ctypes.c_uint32, [ctypes.c_uint32]
            _sdl[0] = (lookup, was_init)
            break
    return _sdl[0]


def reads_keyboard() -> bool:
    """Whether SDL can be asked what the person's keyboard types."""
    found = _lookup()
    if found is None or not pygame.display.get_init() \
            or pygame.display.get_driver() in GUESSING_DRIVERS:
        return False
    return bool(found[1](SDL_INIT_VIDEO) & SDL_INIT_VIDEO)   # the very SDL pygame started


def key_at(place: int) -> int | None:
    """The key code the key at `place` types on this keyboard now (a character's code
    point, or a place with NO_CHARACTER for Shift, F1...), None when it cannot be known."""
    if place not in _known:
        if not reads_keyboard():
            return None
        code = _lookup()[0](place)
        # 0: no key there; the bare mask: a key SDL cannot name (a dead key, as ^ on AZERTY)
        _known[place] = code if code not in (0, NO_CHARACTER) else None
    return _known[place]


def forget() -> None:
    """The layout changed (KEYMAPCHANGED): ask SDL again."""
    _known.clear()


def place_of(code: int) -> int | None:
    """The place of the key that types `code` on this keyboard (a stored key name from
    an older version turned into a place); None when no key types it or it is unknown."""
    if code & NO_CHARACTER:
        return code & ~NO_CHARACTER         # Shift, F1, the keypad: the same everywhere
    if not reads_keyboard():
        return None
    return next((p for p in PLACES if key_at(p) == code), None)


def place_named(name: str) -> int | None:
    """The place of the key pygame names `name` ("q", "left shift", "[7]"), as the
    settings of older versions kept the key blocks: where this keyboard has it, else where
    an English one has it."""
    try:
        code = pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return us_place(name)
    found = place_of(code)
    return found if found is not None else us_place(name)

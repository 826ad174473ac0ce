"""The app's icon: the window's, and the files desktops ask for, from one SVG source
(assets/icon/cardtable.svg). `python -m scenes.shell.icon` (make icons) writes the PNG
sizes and the Windows .ico beside it; they are kept in the repository."""

from __future__ import annotations

import io
import os
import struct

import pygame

from ..services import place

FOLDER = os.path.join(place.ASSETS, "icon")
SOURCE = os.path.join(FOLDER, "cardtable.svg")
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def rendered(size: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(SOURCE, (size, size))


def window_icon() -> pygame.Surface | None:
    """The icon for the window's title bar and task bar (None if it cannot be read)."""
    try:
        return pygame.image.load(os.path.join(FOLDER, "cardtable-64.png"))
    except (pygame.error, FileNotFoundError):
        return None


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding each size as a PNG (the format Windows reads since Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, data = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size           # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png),
                               offset + len(data))
        data += png
    return header + entries + data


def write_icons() -> list[str]:
    written = []
    pngs = {}
    for size in PNG_SIZES:
        png = png_bytes(rendered(size))
        pngs[size] = png
        path = os.path.join(FOLDER, f"cardtable-{size}.png")
        with open(path, "wb") as f:
            f.write(png)
        written.append(path)
    path = os.path.join(FOLDER, "cardtable.ico")
    with open(path, "wb") as f:
        f.write(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    return written + [path]


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    for path in write_icons():
        print(path)

"""Table layouts drawn in Tiled (assets/maps/<game>.tmx), read with pytmx.

Objects are found by their custom properties (role, seat, ...), never by name: pytmx
keeps only one object per name.
"""

from __future__ import annotations

import os

import pytmx

from ..shell.assets import ROOT


class Layout:
    def __init__(self, game: str):
        path = os.path.join(ROOT, "maps", f"{game}.tmx")
        tmx = pytmx.TiledMap(path)
        self.objects = [(dict(o.properties), (o.x, o.y, o.width, o.height))
                        for o in tmx.objects]
        self._rects: dict = {}

    def find(self, role: str, **match) -> list[tuple[dict, tuple]]:
        return [(p, r) for p, r in self.objects
                if p.get("role") == role and all(p.get(k) == v for k, v in match.items())]

    def rect(self, role: str, **match) -> tuple[float, float, float, float]:
        key = (role, tuple(sorted(match.items())))
        if key not in self._rects:
            found = self.find(role, **match)
            if not found:
                raise KeyError(f"the layout has no object with role={role} {match}")
            self._rects[key] = found[0][1]
        return self._rects[key]

    def prop(self, role: str, name: str, default=None):
        found = self.find(role)
        return found[0][0].get(name, default) if found else default

"""Table layouts drawn in Tiled (a game's map: assets/maps/<game>.tmx), read with pytmx.

Objects are found by their custom properties (role, seat, ...), never by name: pytmx
keeps only one object per name. A map is read once per run (a table, its rehearsal and its
warm-up each make a Layout; reading the file took a few ms of a frame each time).
"""

from __future__ import annotations

import pytmx

from ..services import parts

_READ: dict[str, list] = {}     # game -> its map's objects


def _objects(game: str) -> list[tuple[dict, tuple]]:
    if game not in _READ:
        tmx = pytmx.TiledMap(parts.get(game).map)
        _READ[game] = [(dict(o.properties), (o.x, o.y, o.width, o.height))
                       for o in tmx.objects]
    return _READ[game]


class Layout:
    def __init__(self, game: str):
        self.objects = _objects(game)
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

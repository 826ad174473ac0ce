"""A save's JSON text, written after every move, without encoding the whole game each time.

A Ligretto game runs to a thousand moves and more, saved inside the frame that applied them:
`json.dumps` of the whole record took 5 ms of that frame late in a game (the bench's
slowest Ligretto frames). The moves only grow at the end (a take-back removes the last), so
each entry is encoded once and kept with the entry itself; the text is the same, byte for
byte, as `json.dumps(record)`.
"""

from __future__ import annotations

import json


class SaveText:
    """`text(record)`: `json.dumps(record)`, reusing the encoding of list items seen before
    at the same place (the same object, or an equal one)."""

    def __init__(self):
        self._items: dict[str, list[tuple[object, str]]] = {}

    def text(self, record: dict) -> str:
        fields = []
        for key, value in record.items():
            if isinstance(value, list):
                body = "[" + ", ".join(self._encoded(key, value)) + "]"
            else:
                body = json.dumps(value)
            fields.append(f"{json.dumps(key)}: {body}")
        return "{" + ", ".join(fields) + "}"

    def _encoded(self, key: str, items: list) -> list[str]:
        kept = self._items.setdefault(key, [])
        same = 0
        for item, (old, _) in zip(items, kept):
            if not (item is old or item == old):
                break
            same += 1
        del kept[same:]
        kept.extend((item, json.dumps(item)) for item in items[same:])
        return [encoded for _, encoded in kept]

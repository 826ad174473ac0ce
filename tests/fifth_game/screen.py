"""Nimble's screen parts, registered as any game's are (scenes/services/parts.py), with
the files of this folder."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))


def register_parts() -> None:
    from scenes.services import parts

    from .board import NimbleBoard
    from .lesson import lesson
    parts.register("nimble", NimbleBoard, lesson, map=os.path.join(HERE, "map.tmx"),
                   cards=os.path.join(HERE, "cards"),
                   pages={code: os.path.join(HERE, "pages", f"{code}.md")
                          for code in ("en", "fr", "it")})

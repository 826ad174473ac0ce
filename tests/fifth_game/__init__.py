"""Nimble: the fifth game, which lives only in the tests. It proves that a game is added as
ARCHITECTURE.md says: its rules here, declared once; its screen parts (a plain board, a
lesson, a map, a card back, rules pages in three languages) here too; registered by the
test that uses it (`register()`), and named by no file outside this folder but that test.

A pile of pebbles; in turn each player takes 1, 2 or 3; each holds one face-down token
(worth 1-3) that counts at the end. The most points win.
"""

from __future__ import annotations

from game.registry import declare

from .reasons import reason

GAME = declare(__name__, "nimble", "Nimble", 1, 3, hint_reason=reason)


def register() -> None:
    """Register the game and its screen parts, as a fifth game of the app would be."""
    from game import registry

    from .screen import register_parts
    registry.register(GAME)
    register_parts()


def unregister() -> None:
    from game import registry
    from scenes.services import parts
    registry.unregister(GAME.name)
    parts.unregister(GAME.name)

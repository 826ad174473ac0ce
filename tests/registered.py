"""The registered games as the tests and the bench walk them: read from the registry
(`game.RULES`), so no test lists the games by hand and a game added is walked too."""

from __future__ import annotations

from game import RULES


def extremes(game) -> tuple[int, ...]:
    """A game's smallest table and its largest (one, if they are the same)."""
    return tuple(sorted({game.min_players, game.max_players}))


def names() -> list[str]:
    """The registered games, in the menu's order."""
    return list(RULES)


def extreme_tables() -> list[tuple[str, int]]:
    """(game, seats): every registered game at its smallest table and its largest."""
    return [(name, n) for name, game in RULES.items() for n in extremes(game)]

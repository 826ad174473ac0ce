"""The stars of the daily challenges as the records know them: which each person earned,
in which game first, and which a game just recorded earned for the first time. A part of
`Records` (records.py), which reads through `_read` and so meets every fault there.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from game import headstart
from game.core import Phrase
from game.daily import CHALLENGES, level_rank

from .names import nfc


@dataclass(frozen=True)
class StarStatus:
    need: Phrase           # what it takes (game.daily's words: a screen shows lang.text)
    earned: bool
    game_id: int | None = None       # the first game that earned it
    name: str | None = None          # who earned it there
    when: str | None = None


class StarQueries:
    """The star queries of `Records` (a base of it: `_read` is the records')."""

    @staticmethod
    def _star_query(game: str, star, first: bool, extra: str = "",
                    args: tuple = ()) -> tuple[str, list]:
        """The star's conditions (game.daily.Star) as SQL over a person's seat; every star
        but a game's `first` asks for a game played without a hint; none with a head start."""
        # A game played with a head start (game/headstart.py) is recorded as such, in its
        # options, and never earns a star, not even a game's first.
        where, params = ["g.game = ?", "s.kind = 'human'", "g.options NOT LIKE ?"], \
            [game, f'%"{headstart.KEY}"%']
        if not first:
            where.append("s.hints = 0")
        if star.players is not None:
            where.append("g.players = ?")
            params.append(star.players)
        if star.bots:
            where.append("g.bots >= ?")
            params.append(star.bots)
        if star.level is not None:
            where.append("g.bot_min >= ?")
            params.append(level_rank(star.level))
        if star.win:
            where.append("s.margin > 0")
        if star.min_score is not None:
            where.append("s.score >= ?")
            params.append(star.min_score)
        if star.min_margin is not None:
            where.append("s.margin >= ?")
            params.append(star.min_margin)
        if star.challenge:
            where.append("g.challenge_date IS NOT NULL")
        if extra:
            where.append(extra)
            params.extend(args)
        return ("SELECT g.id, s.name, g.played_at FROM games g "
                "JOIN seats s ON s.game_id = g.id WHERE " + " AND ".join(where) +
                " ORDER BY g.id LIMIT 1"), params

    def _new_stars(self, conn, game: str, gid: int) -> tuple:
        ch = CHALLENGES.get(game)
        if ch is None:
            return ()
        out = []
        try:
            for i, star in enumerate(ch.stars):
                # This game first (by its key: cheap), then any earlier one: scanning the
                # earlier games costs ~1 ms a star over 10,000 stored, so only when needed.
                sql, params = self._star_query(game, star, i == 0, "g.id = ?", (gid,))
                if conn.execute(sql, params).fetchone() is None:
                    continue
                sql, params = self._star_query(game, star, i == 0, "g.id < ?", (gid,))
                if conn.execute(sql, params).fetchone() is None:
                    out.append(star.need_words)
        except sqlite3.Error:
            return ()
        return tuple(out)

    def stars(self, game: str, name: str | None = None) -> list[StarStatus]:
        """The game's stars (game.daily.CHALLENGES), each earned or not, with the first game
        that earned it; `name` counts only that person's games."""
        ch = CHALLENGES.get(game)
        if ch is None:
            return []

        def ask(conn):
            out = []
            for i, star in enumerate(ch.stars):
                sql, params = self._star_query(game, star, i == 0,
                                               *(("s.name = ?", (nfc(name),)) if name else ()))
                first = conn.execute(sql, params).fetchone()
                out.append(StarStatus(star.need_words, first is not None, *(first or ())))
            return out
        return self._read(ask, [StarStatus(star.need_words, False) for star in ch.stars])

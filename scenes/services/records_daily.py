"""The daily challenges as the records know them: each day's result (the first finished
attempt), the attempts, the days with a result and their streaks. A part of `Records`
(records.py), which reads through `_read` and so meets every fault there.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import asdict
from typing import Any, NamedTuple

from game.daily import CHALLENGES, result_words
from game.daily import result as challenge_result

from .names import nfc
from .records_rows import SUMMARY, date_text, summaries


class Streak(NamedTuple):
    current: int           # days in a row up to today (or yesterday, still alive today)
    best: int


class DailyQueries:
    """The daily challenge's queries of `Records` (a base of it: `_read` is the
    records')."""

    def daily_result(self, game: str, date) -> dict | None:
        """The day's result of `game`'s challenge on `date` (the first finished attempt),
        with "result": game.daily.result for its person (and "words": the same as a Phrase,
        for a screen); None before any attempt."""
        day = date_text(date)

        def ask(conn):
            rows = conn.execute(SUMMARY + " WHERE game = ? AND challenge_date = ? AND "
                                "counts = 1", (game, day)).fetchall()
            if not rows:
                return None
            out = summaries(conn, rows)[0]
            person = next((i for i, s in enumerate(out["seats"]) if s["kind"] == "human"), 0)
            measurable = game in CHALLENGES and (out["players"] > 1 or
                                                 CHALLENGES[game].measure != "margin")
            out["result"] = (asdict(challenge_result(game, out["scores"], person))
                             if measurable else None)
            if measurable:      # the same words as a Phrase, for a screen to translate
                out["result"]["words"] = result_words(game, out["scores"], person)
            return out
        return self._read(ask, None)

    def attempts(self, game: str, date) -> int:
        """Finished attempts at `game`'s challenge on `date` (the day's result included)."""
        day = date_text(date)
        return self._read(lambda conn: conn.execute(
            "SELECT COUNT(*) FROM games WHERE game = ? AND challenge_date = ?",
            (game, day)).fetchone()[0], 0)

    def result_days(self, game: str, name: str | None = None) -> list[_dt.date]:
        """The dates with a day's result, oldest first (`name`: that person's only)."""
        def ask(conn):
            sql = "SELECT DISTINCT g.challenge_date FROM games g"
            args: list[Any] = [game]
            if name is not None:
                sql += (" JOIN seats s ON s.game_id = g.id AND s.kind = 'human' "
                        "AND s.name = ?")
                args.insert(0, nfc(name))     # names are kept composed
            sql += " WHERE g.game = ? AND g.counts = 1 ORDER BY g.challenge_date"
            return [_dt.date.fromisoformat(r[0]) for r in conn.execute(sql, args)]
        return self._read(ask, [])

    def streak(self, game: str, today, name: str | None = None) -> Streak:
        """Days in a row with a day's result: the current run (alive while today or
        yesterday has a result) and the best run ever."""
        return day_streak(self.result_days(game, name), today)


def day_streak(days: list[_dt.date], today) -> Streak:
    """Runs of consecutive dates: the one that reaches today or yesterday, and the best."""
    today = _dt.date.fromisoformat(date_text(today))
    days = sorted(set(days))
    best = run = 0
    previous = None
    for day in days:
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        best = max(best, run)
        previous = day
    alive = previous is not None and (today - previous).days in (0, 1)
    return Streak(run if alive else 0, best)

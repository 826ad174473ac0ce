"""Statistics and replays from the records (scenes/records.py). No pygame here.

`stats(records)` is what the statistics screen draws and `python main.py --stats` prints
(`stats_json`): per game and per player, from SQL aggregates and one ordered pass over a
covering index of the seats (no join, no sort), so 10,000 stored games take tens of ms.

A player is a person by name, or a bot by level ("hard bot"): bots' seat names depend on
where they sat, their level is what tells them apart.

`replay_moves(record)` turns a stored game back into its sequence of tables and events,
for a replay viewer to step forward and back.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections import deque
from dataclasses import dataclass
from typing import Any

from game.core import replay
from game.daily import LEVELS

from .records import Records, day_streak

LAST_SCORES = 30


def _collect(conn, game: str | None) -> dict:
    """Everything from three passes over one covering index (seats_for_stats, in the order
    game, player, game_id) and one small query for the days with a challenge result."""
    where, args = (" WHERE game = ?", (game,)) if game else ("", ())
    out: dict[str, Any] = {}
    for name, played in conn.execute(f"SELECT game, COUNT(*) FROM games{where} "
                                     f"GROUP BY game ORDER BY game", args):
        out[name] = {"played": played, "players": {}}

    vs_columns = ", ".join(f"SUM(vs_level = {r}), SUM(won AND vs_level = {r})"
                           for r in range(len(LEVELS)))
    for row in conn.execute(
            f"SELECT game, player, MIN(kind), COUNT(*), SUM(won), MAX(score), AVG(score), "
            f"{vs_columns} FROM seats{where} GROUP BY game, player", args):
        name, who, kind, played, won, best, mean = row[:7]
        vs = {}
        for r, level in enumerate(LEVELS):
            n, w = row[7 + 2 * r], row[8 + 2 * r]
            if n:
                vs[level] = {"played": n, "won": w, "win_rate": round(w / n, 4)}
        out.setdefault(name, {"played": 0, "players": {}})["players"][who] = {
            "kind": kind, "played": played, "won": won, "win_rate": round(won / played, 4),
            "vs": vs, "best": best, "mean": round(mean, 2),
            "win_streak": {"current": 0, "best": 0}, "day_streak": {"current": 0, "best": 0},
            "last_scores": [], "last_won": []}

    # Games won in a row and the last scores: one ordered pass (the index's own order).
    key = run = best = 0
    last: deque = deque(maxlen=LAST_SCORES)
    last_won: deque = deque(maxlen=LAST_SCORES)

    def close(key):
        if key:
            entry = out[key[0]]["players"][key[1]]
            entry["win_streak"] = {"current": run, "best": best}
            entry["last_scores"] = list(last)
            entry["last_won"] = [bool(w) for w in last_won]
    for name, who, won, score in conn.execute(
            f"SELECT game, player, won, score FROM seats{where} "
            f"ORDER BY game, player, game_id", args):
        if (name, who) != key:
            close(key)
            key, run, best = (name, who), 0, 0
            last.clear()
            last_won.clear()
        run = run + 1 if won else 0
        best = max(best, run)
        last.append(score)
        last_won.append(won)
    close(key)

    days: dict[tuple, list] = {}
    for name, who, day in conn.execute(
            "SELECT g.game, s.player, g.challenge_date FROM games g JOIN seats s "
            "ON s.game_id = g.id AND s.kind = 'human' WHERE g.counts = 1"
            + (" AND g.game = ?" if game else ""), args):
        days.setdefault((name, who), []).append(_dt.date.fromisoformat(day))
    return {"games": out, "days": days}


def stats(records: Records, game: str | None = None, today=None) -> dict:
    """{"games": {game: {"played", "stars": [{"need", "earned"}], "players": {who: {
    "kind", "played", "won", "win_rate", "vs": {level: {"played", "won", "win_rate"}},
    "best", "mean", "win_streak": {"current", "best"}, "day_streak": {"current", "best"},
    "last_scores": [oldest .. newest, up to 30], "last_won": [a bool for each of them]}}}},
    "problem": words or ""}.

    "vs" counts games by the hardest bot among the other seats; "win_streak" is games won
    in a row (a shared top score is a win); "day_streak" days in a row with a day's
    challenge result (current: alive while today or yesterday has one)."""
    today = today or _dt.date.today()
    found = records.read(lambda conn: _collect(conn, game), None)
    games = found["games"] if found else {}
    for (name, who), dates in (found["days"] if found else {}).items():
        player = games.get(name, {}).get("players", {}).get(who)
        if player is not None:
            player["day_streak"] = day_streak(dates, today)._asdict()
    for name, entry in games.items():
        entry["stars"] = [{"need": s.need, "earned": s.earned} for s in records.stars(name)]
    return {"games": games, "problem": records.problem}


def stats_json(records: Records | None = None, today=None, indent: int | None = 2) -> str:
    """The statistics as JSON (`python main.py --stats`)."""
    own = records is None
    records = records or Records.open()
    try:
        return json.dumps(stats(records, today=today), indent=indent, ensure_ascii=False)
    finally:
        if own:
            records.close()


# --- replays ---------------------------------------------------------------------------------

@dataclass
class Replay:
    """A stored game move by move: `states[i]` is the table after i moves (`states[0]` the
    deal), `events[i]` what move i + 1 did (what the boards animate), `moves[i]` its entry
    ({"seat", "move"}). The game is over, so a viewer shows every card."""
    game: str
    rules: Any
    record: dict
    states: list
    events: list
    moves: list

    def __len__(self) -> int:
        return len(self.moves)

    @property
    def final(self):
        return self.states[-1]

    def scores(self, step: int | None = None) -> tuple[int, ...]:
        return self.rules.scores(self.states[len(self.moves) if step is None else step])


class _Watching:
    """The rules, keeping every state that core.replay makes."""

    def __init__(self, rules):
        self._rules = rules
        self.states: list = []

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def new_game(self, *args, **kwargs):
        state = self._rules.new_game(*args, **kwargs)
        self.states = [state]
        return state

    def apply(self, state, seat, move):
        state, events = self._rules.apply(state, seat, move)
        self.states.append(state)
        return state, events


def replay_moves(record: dict, rules=None) -> Replay:
    """Replay a stored game (Records.game(id)); ValueError if it does not replay."""
    if rules is None:
        from game import RULES
        game = record.get("game") if isinstance(record, dict) else None
        if game not in RULES:
            raise ValueError(f"the record is for an unknown game {game!r}")
        rules = RULES[game]
    watching = _Watching(rules)
    events: list = []
    replay(watching, record, on_events=events.append)
    return Replay(record["game"], rules, record, watching.states, events, list(record["moves"]))

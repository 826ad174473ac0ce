"""Statistics and replays from the records (scenes/services/records.py). No pygame here.

`stats(records)` is what the statistics screen draws and `python main.py --stats` prints
(`stats_json`): per game and per player, from one ordered pass over a covering index of the
seats (no join, no sort), so 10,000 stored games take tens of ms.

A player is a person by name, or a bot by level ("hard bot"): bots' seat names depend on
where they sat, their level is what tells them apart. Every seat is one entrant in its game,
but a level's line counts games, not seats: three hard bots at one table are one game for
"hard bot", won when any of them won (so one hard bot winning both of two such games is 2
played, 2 won, not 6 played, 2 won), and its score in that game is its best seat's (the
chart's point, its mean and best). A person's line counts each of their seats.

`replay_moves(record)` turns a stored game back into its sequence of tables and events,
for a replay viewer to step forward and back.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections import deque
from dataclasses import dataclass
from typing import Any

from game.core import Phrase, replay
from game.daily import LEVELS

from .lang import text
from .records import Records, day_streak

LAST_SCORES = 30


class _Player:
    """One player's numbers, added up entrant by entrant, oldest game first."""

    __slots__ = ("kind", "played", "won", "best", "total", "vs", "run", "best_run", "last",
                 "last_won")

    def __init__(self, kind: str):
        self.kind = kind
        self.played = self.won = self.total = self.run = self.best_run = 0
        self.best = None
        self.vs = [[0, 0] for _ in LEVELS]          # [played, won] against each level
        self.last: deque = deque(maxlen=LAST_SCORES)
        self.last_won: deque = deque(maxlen=LAST_SCORES)

    def add(self, won: int, score: int, vs_level: int | None) -> None:
        """One entrant's game (called once a seat, so kept to plain steps)."""
        self.played += 1
        if won:
            self.won += 1
            self.run += 1
            if self.run > self.best_run:
                self.best_run = self.run
        else:
            self.run = 0
        self.total += score
        if self.best is None or score > self.best:
            self.best = score
        if vs_level is not None and 0 <= vs_level < len(LEVELS):
            against = self.vs[vs_level]
            against[0] += 1
            against[1] += 1 if won else 0
        self.last.append(score)
        self.last_won.append(won)

    def numbers(self) -> dict:
        return {"kind": self.kind, "played": self.played, "won": self.won,
                "win_rate": round(self.won / self.played, 4),
                "vs": {level: {"played": n, "won": w, "win_rate": round(w / n, 4)}
                       for level, (n, w) in zip(LEVELS, self.vs) if n},
                "best": self.best, "mean": round(self.total / self.played, 2),
                "win_streak": {"current": self.run, "best": self.best_run},
                "day_streak": {"current": 0, "best": 0},
                "last_scores": list(self.last), "last_won": [bool(w) for w in self.last_won]}


def _collect(conn, game: str | None) -> dict:
    """Everything from one count of the games, one ordered pass over a covering index
    (seats_for_stats, in the order game, player, game_id: no sort) and one small query for
    the days with a challenge result.

    The pass gathers the seats into entrants: a person's seat is one; the seats of one bot
    level in one game (next to each other in the index) are one too, with their best score,
    won when any of them won, against the hardest bot beside any of them."""
    where, args = (" WHERE game = ?", (game,)) if game else ("", ())
    out: dict[str, Any] = {}
    for name, played in conn.execute(f"SELECT game, COUNT(*) FROM games{where} "
                                     f"GROUP BY game ORDER BY game", args):
        out[name] = {"played": played, "players": {}}

    players: dict[tuple, _Player] = {}
    key = player = None
    entrant = None                  # [game_id, won, score, vs_level] of a bot level's seats
    for name, who, gid, kind, won, score, vs_level in conn.execute(
            f"SELECT game, player, game_id, kind, won, score, vs_level FROM seats{where} "
            f"ORDER BY game, player, game_id", args):
        if (name, who) != key:
            if entrant is not None:
                player.add(*entrant[1:])
                entrant = None
            key = (name, who)
            player = players[key] = _Player(kind)
        elif kind < player.kind:
            player.kind = kind
        if kind == "bot" and entrant is not None and entrant[0] == gid:
            entrant[1] = max(entrant[1], won)
            entrant[2] = max(entrant[2], score)
            if vs_level is not None:
                entrant[3] = vs_level if entrant[3] is None else max(entrant[3], vs_level)
            continue
        if entrant is not None:
            player.add(*entrant[1:])
            entrant = None
        if kind == "bot":
            entrant = [gid, won, score, vs_level]
        else:
            player.add(won, score, vs_level)
    if entrant is not None:
        player.add(*entrant[1:])
    for (name, who), p in players.items():
        out.setdefault(name, {"played": 0, "players": {}})["players"][who] = p.numbers()

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

    A bot level's numbers count games, not seats (see the module's words); "vs" counts
    games by the hardest bot among the other seats; "win_streak" is games won
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
    return {"games": games, "problem": text(records.problem)}


def stats_json(records: Records | None = None, today=None, indent: int | None = 2) -> str:
    """The statistics as JSON (`python main.py --stats`)."""
    own = records is None
    records = records or Records.open()
    try:
        return json.dumps(stats(records, today=today), indent=indent, ensure_ascii=False,
                          default=text)      # words from game/ (a Phrase) as they read
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
            raise ValueError(Phrase("the record is for an unknown game {game}",
                                    game=repr(game)))
        rules = RULES[game]
    watching = _Watching(rules)
    events: list = []
    replay(watching, record, on_events=events.append)
    return Replay(record["game"], rules, record, watching.states, events, list(record["moves"]))

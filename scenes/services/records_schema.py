"""The records' tables, and the steps that bring an older file up to date.

The schema is versioned with `PRAGMA user_version`. A new database is made as version 1
and migrated like any other, so every file goes the same way (`migrate`):

    games   one row per finished game
        id INTEGER PRIMARY KEY, played_at TEXT (local time, ISO, when it ended), game TEXT,
        options TEXT (JSON object), players INTEGER, seed INTEGER,
        scores TEXT (JSON list, one per seat), winners TEXT (JSON list of seats),
        humans INTEGER, bots INTEGER, bot_min INTEGER, bot_max INTEGER (weakest and hardest
        bot, 0 easy .. 2 hard, NULL without bots), challenge_date TEXT ('YYYY-MM-DD' for a
        challenge attempt, else NULL), counts INTEGER (1: the day's result),
        deal_code TEXT (version 2)
    seats   one row per seat of a game
        game_id INTEGER -> games.id, seat INTEGER, name TEXT, kind TEXT ('human' | 'bot'),
        level TEXT (a bot's), score INTEGER, won INTEGER (among the winners),
        margin INTEGER (score minus the best other score; NULL alone at the table),
        vs_level INTEGER (the hardest bot among the OTHER seats, 0..2, NULL without one),
        game TEXT, player TEXT (version 2, see below)
        PRIMARY KEY (game_id, seat)
    moves   one row per game: its long text kept apart, so the statistics never read it
        game_id INTEGER PRIMARY KEY -> games.id,
        moves TEXT (JSON list of {"seat", "move"}: the save format's moves)

    version 2: games.deal_code (filled in for every older row); seats.game and seats.player
    (the game's name, and who the statistics count: a person's name, or "<level> bot")
    copied into every seat, so the statistics read one covering index and no join; indexes
    for the records list and the stars; one day's result per game and date (a unique index;
    older duplicates keep their first).
    version 3: seats.hints (how many hints the seat was shown, 0 for older games).
"""

from __future__ import annotations

import json
import sqlite3

from game import dealcode

SCHEMA_VERSION = 3

SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    players INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    scores TEXT NOT NULL,
    winners TEXT NOT NULL,
    humans INTEGER NOT NULL,
    bots INTEGER NOT NULL,
    bot_min INTEGER,
    bot_max INTEGER,
    challenge_date TEXT,
    counts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    score INTEGER NOT NULL,
    won INTEGER NOT NULL,
    margin INTEGER,
    vs_level INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE moves (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    moves TEXT NOT NULL
);
"""


PLAYER = "CASE WHEN kind = 'human' THEN name ELSE level || ' bot' END"


def player_key(kind: str, name: str, level: str | None) -> str:
    """Who the statistics count: a person by name, a bot by level (its seat name only says
    where it sat)."""
    return name if kind == "human" else f"{level} bot"


def _to_v2(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN deal_code TEXT")
    rows = conn.execute("SELECT id, game, seed, options, players FROM games").fetchall()
    for gid, game, seed, options, players in rows:
        conn.execute("UPDATE games SET deal_code = ? WHERE id = ?",
                     (code_or_none(game, seed, json_object(options), players), gid))
    conn.execute("""UPDATE games SET counts = 0 WHERE counts = 1 AND id NOT IN
                    (SELECT MIN(id) FROM games WHERE counts = 1
                     GROUP BY game, challenge_date)""")
    conn.execute("ALTER TABLE seats ADD COLUMN game TEXT")
    conn.execute("ALTER TABLE seats ADD COLUMN player TEXT")
    conn.execute(f"UPDATE seats SET player = {PLAYER}, "
                 f"game = (SELECT game FROM games WHERE games.id = seats.game_id)")
    conn.execute("CREATE INDEX games_by_game ON games (game, id)")
    conn.execute("CREATE UNIQUE INDEX one_result_a_day ON games (game, challenge_date) "
                 "WHERE counts = 1")
    conn.execute("CREATE INDEX seats_for_stats ON seats "
                 "(game, player, game_id, won, score, vs_level, kind)")


def _to_v3(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0")


MIGRATIONS = {1: _to_v2, 2: _to_v3}    # from version n to n + 1


def json_object(text) -> dict:
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def code_or_none(game: str, seed: int, options: dict, players: int) -> str | None:
    try:
        return dealcode.encode(game, seed, options, players)
    except ValueError:
        return None


def foreign(conn: sqlite3.Connection) -> None:
    """Refuse another program's SQLite file (tables, but no version of ours): it is never
    changed, not even to WAL mode (sqlite3.DatabaseError: the records go to memory)."""
    if conn.execute("PRAGMA user_version").fetchone()[0] == 0 and \
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
        raise sqlite3.DatabaseError("a database that is not Card Table's records")


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the file to SCHEMA_VERSION, one step per transaction; its version after."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return version                # a newer app's file: read what we know of it
    if version == 0:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] == 0:
                for statement in SCHEMA_V1.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute("PRAGMA user_version = 1")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    while True:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version >= SCHEMA_VERSION:
            return version
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] == version:
                MIGRATIONS[version](conn)
                conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

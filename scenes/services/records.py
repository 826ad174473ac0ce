"""The records: every finished game in a SQLite database (the standard library's sqlite3).

No pygame here: screens (statistics, replays, the challenge) and `main.py --stats` read it.

The file is `records.sqlite3` in the user data folder (scenes.services.saves.data_dir(); the env
variable CARDTABLE_HOME overrides it), in WAL mode. Its tables and their migrations are in
records_schema.py; what a finished game becomes, row by row, in records_rows.py.

Faults never reach the app. A database that is locked (another Card Table writing, or a
lock held too long) keeps a finished game waiting in memory and writes it on the next call;
a corrupt file is moved aside (scenes.services.saves.move_aside) and new records begin; a folder
that cannot hold the file gives records in memory for this session. Each fault is told
once: `problem` (or `take_problem()`) holds a sentence a screen can show (a Phrase, which
the screen translates). Every game is written in one transaction, so a process killed
while writing loses at most that game.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from typing import Iterable, NamedTuple

from game.core import Phrase

from . import saves
from .applog import LOG
from .damage import last_written, records_notice
from .records_daily import DailyQueries, Streak, day_streak
from .records_rows import SUMMARY, prepare, summaries, worth_recording
from .records_schema import SCHEMA_VERSION, foreign, migrate
from .records_stars import StarQueries, StarStatus
from .wording import reason

__all__ = ["Recorded", "Records", "SCHEMA_VERSION", "StarStatus", "Streak", "day_streak",
           "default_path", "worth_recording"]

FILENAME = "records.sqlite3"
BUSY_TIMEOUT_S = 0.25       # how long a call waits for another writer before giving up
RETRY_S = 2.0               # reads retry writing waiting games at most this often


def default_path() -> str:
    return os.path.join(saves.data_dir(), FILENAME)


class Recorded(NamedTuple):
    """What recording a finished game did, for the score screen to say."""
    id: int
    daily: bool            # the day's result for its challenge
    practice: bool         # a challenge attempt after the day's result: practice
    new_stars: tuple       # the needs (Phrases) of stars this game earned for the first time


def _fault_kind(exc: Exception) -> str:
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc).lower()
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text \
            or "not a database" in text:
        return "corrupt"
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text or "busy" in text:
        return "locked"
    return "unwritable"


GAME_COLUMNS = ("played_at", "game", "options", "players", "seed", "scores", "winners",
                "humans", "bots", "bot_min", "bot_max", "challenge_date", "counts",
                "deal_code")


class Records(StarQueries, DailyQueries):
    """The records store. Make it with `Records.open()`; no call raises a database fault."""

    def __init__(self, path: str):
        self.path = path
        self.problem: Phrase | str = ""   # the latest fault, in words ("" when none)
        self.memory = path == ":memory:"  # records only for this session
        self._reported: set[str] = set()
        self._conn: sqlite3.Connection | None = None
        self._ready = False
        self._pending: list[dict] = []    # finished games waiting for the database
        self._next_try = 0.0              # reads try to write them again from then on
        self._next_open = 0.0             # after a lock, reads try to open from then on
        self.read_only = False            # a newer Card Table's file: read, never written

    # --- opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | None = None) -> "Records":
        records = cls(path or default_path())
        records._ensure()
        return records

    def _connect(self) -> sqlite3.Connection:
        if not self.memory:
            os.makedirs(os.path.dirname(os.path.abspath(self.path)), exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            if not self.memory:
                foreign(conn)
                conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            self.read_only = migrate(conn) > SCHEMA_VERSION
        except BaseException:
            conn.close()
            raise
        return conn

    def _ensure(self, now: bool = False) -> bool:
        """Is the database ready? Opens it; after a lock tries again on a write, or on a
        read once RETRY_S have passed (so a screen never waits on every call)."""
        if self._ready:
            return True
        if not now and time.monotonic() < self._next_open:
            return False
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        for _ in range(2):
            try:
                self._conn = self._connect()
                self._ready = True
                return True
            except sqlite3.Error as exc:
                kind = _fault_kind(exc)
                if kind == "corrupt" and not self.memory:
                    self._move_aside()
                    if self._ready:         # the move failed: records went to memory
                        return True
                    continue
                if kind == "locked":
                    self._report("locked", self._locked_words())
                    self._next_open = time.monotonic() + RETRY_S
                    return False
                return self._to_memory(exc)
            except OSError as exc:
                return self._to_memory(exc)
        return self._to_memory(None)

    def _to_memory(self, exc) -> bool:
        if "memory" not in self._reported:
            LOG.warning("records cannot be kept in %s (%r): in memory", self.path, exc)
        self._report("memory", Phrase("Your records cannot be kept in the data folder; this "
                                      "session's finished games are kept until Card Table "
                                      "closes."))
        self.path, self.memory = ":memory:", True
        try:
            self._conn = self._connect()
            self._ready = True
        except sqlite3.Error:   # pragma: no cover (sqlite without memory)
            self._conn, self._ready = None, False
        return self._ready

    def _move_aside(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._ready = False
        aside, when = None, last_written(self.path)
        try:
            if os.path.exists(self.path):
                aside = saves.move_aside(self.path)
            for extra in ("-wal", "-shm"):      # a stale log must not meet the new file
                if os.path.exists(self.path + extra):
                    saves.move_aside(self.path + extra)
        except OSError as exc:
            self._to_memory(exc)
            return
        LOG.warning("records %s damaged; moved aside as %s", self.path, aside)
        self._report("corrupt", records_notice(when))

    def _locked_words(self) -> Phrase:
        return Phrase("The records are busy (another Card Table is using them); finished "
                      "games wait and are written when they are free.")

    def _report(self, kind: str, words: Phrase) -> None:
        if kind not in self._reported:
            self._reported.add(kind)
            self.problem = words

    def take_problem(self) -> Phrase | str:
        """The fault to show, once (a Phrase, "" when none): cleared by reading it."""
        words, self.problem = self.problem, ""
        return words

    def _fault(self, exc: sqlite3.Error) -> str:
        kind = _fault_kind(exc)
        if kind == "corrupt" and not self.memory:
            self._move_aside()
        elif kind == "locked":
            self._report("locked", self._locked_words())
        else:
            LOG.warning("records %s could not be written: %r", self.path, exc)
            self._report("write", Phrase("Finished games could not be written to your "
                                         "records; they wait in memory while Card Table "
                                         "runs."))
        return kind

    def read(self, fn, default):
        """Run `fn(connection)` (reading SQL, e.g. scenes/services/stats.py); `default` when the
        database cannot answer. Faults are handled as everywhere here."""
        return self._read(fn, default)

    def _read(self, fn, default):
        """Run a reading call; its default when the database cannot answer. Games that
        wait for the database are written first, so what is read includes them."""
        if self._pending and time.monotonic() >= self._next_try:
            self._flush()
        for _ in range(2):
            if not self._ensure():
                return default
            try:
                return fn(self._conn)
            except sqlite3.Error as exc:
                if self._fault(exc) != "corrupt":
                    return default
            except (ValueError, TypeError, KeyError) as exc:    # a row edited by hand
                LOG.warning("records %s: a row could not be read: %s", self.path, reason(exc))
                self._report("rows", Phrase("Some of your records could not be read; they "
                                            "are not shown."))
                return default
        return default

    # --- writing -----------------------------------------------------------------------------
    def record_game(self, game: str, seats, scores, moves, *, seed: int,
                    options: dict | None = None, winners=None, deal_code: str | None = None,
                    challenge_date=None, when=None, hints=None) -> Recorded | None:
        """Record one finished game in one transaction. `seats`: scenes.session.Seat or
        {"kind", "name", "level"}; `scores`: one per seat (rules.scores at the end);
        `moves`: the session's list of {"seat", "move"}; `challenge_date`: the date of the
        day's challenge this was an attempt at (None for any other game); the first
        finished attempt of a day is its result, later ones are practice. `winners`
        defaults to the seats with the top score, `deal_code` to the game's code, `when`
        to now; `hints`: seat -> the hints shown to that person (a game played with a
        hint earns no star beyond a game's first). None (and `problem` says why) if it
        could not be written yet; a game
        waiting for a locked database is written by a later call."""
        try:
            row = prepare(game, seats, scores, moves, seed, options, winners, deal_code,
                           challenge_date, when, hints)
        except (TypeError, ValueError) as exc:
            self._report("bad", Phrase("This game could not be recorded: {problem}",
                                       problem=reason(exc)))
            return None
        self._pending.append(row)
        done = self._flush()
        return done.get(id(row))

    def record_session(self, session, challenge_date=None, when=None) -> Recorded | None:
        """A finished scenes.session.Session (or anything with game, seats, seed, options,
        moves and scores())."""
        return self.record_game(session.game, session.seats, session.scores(), session.moves,
                                seed=session.seed, options=session.options,
                                challenge_date=challenge_date, when=when,
                                hints=getattr(session, "hints", None))

    def record_many(self, games: Iterable[dict]) -> int:
        """Many games (each a dict of record_game's arguments) in one transaction: imports,
        bot matches, benchmarks. How many were written (0 on a fault)."""
        try:
            rows = [prepare(**g) for g in games]
        except (TypeError, ValueError) as exc:
            self._report("bad", Phrase("These games could not be recorded: {problem}",
                                       problem=reason(exc)))
            return 0
        return len(rows) if self._write(rows) is not None else 0

    @property
    def waiting(self) -> int:
        """Finished games not yet in the database."""
        return len(self._pending)

    def flush(self) -> bool:
        """Try to write the games that wait; True when none is left."""
        self._flush()
        return not self._pending

    def _flush(self) -> dict:
        done = {}
        while self._pending:
            row = self._pending[0]
            written = self._write([row])
            if written is None:
                self._next_try = time.monotonic() + RETRY_S
                break
            self._pending.pop(0)
            done[id(row)] = written[0]
        return done

    def _write(self, rows: list[dict]) -> list[Recorded] | None:
        for _ in range(2):
            if not self._ensure(now=True):
                return None
            if self.read_only:
                if "newer" not in self._reported:
                    LOG.warning("records %s are from a newer Card Table", self.path)
                self._report("newer", Phrase("The records were written by a newer Card "
                                             "Table; this one reads them but keeps new games "
                                             "only while it runs."))
                return None
            conn = self._conn
            try:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    ids = [self._insert(conn, row) for row in rows]
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
            except sqlite3.Error as exc:
                if self._fault(exc) != "corrupt":
                    return None
                continue
            out = []
            for row, (gid, counts) in zip(rows, ids):
                stars = self._new_stars(conn, row["game"], gid) if len(rows) == 1 else ()
                out.append(Recorded(gid, bool(counts),
                                    row["challenge_date"] is not None and not counts, stars))
            return out
        return None

    @staticmethod
    def _insert(conn: sqlite3.Connection, row: dict) -> tuple[int, int]:
        counts = 0
        if row["challenge_date"] is not None:
            counts = int(conn.execute(
                "SELECT 1 FROM games WHERE game = ? AND challenge_date = ? AND counts = 1",
                (row["game"], row["challenge_date"])).fetchone() is None)
        values = {**row, "counts": counts}
        cur = conn.execute(
            f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) "
            f"VALUES ({', '.join('?' * len(GAME_COLUMNS))})",
            [values[c] for c in GAME_COLUMNS])
        gid = cur.lastrowid
        conn.execute("INSERT INTO moves (game_id, moves) VALUES (?, ?)", (gid, row["moves"]))
        conn.executemany("INSERT INTO seats (game_id, seat, name, kind, level, score, won, "
                         "margin, vs_level, game, player, hints) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         [(gid, *seat) for seat in row["seats"]])
        return gid, counts

    # --- reading ------------------------------------------------------------------------------
    def count(self, game: str | None = None) -> int:
        def ask(conn):
            if game is None:
                return conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
            return conn.execute("SELECT COUNT(*) FROM games WHERE game = ?",
                                (game,)).fetchone()[0]
        return self._read(ask, 0)

    def games(self, game: str | None = None, limit: int = 50, offset: int = 0) -> list[dict]:
        """Finished games, newest first, without their moves (see `game(id)`)."""
        def ask(conn):
            sql, args = SUMMARY, []
            if game is not None:
                sql += " WHERE game = ?"
                args.append(game)
            sql += " ORDER BY id DESC LIMIT ? OFFSET ?"
            rows = conn.execute(sql, (*args, int(limit), int(offset))).fetchall()
            return summaries(conn, rows)
        return self._read(ask, [])

    def game(self, game_id: int) -> dict | None:
        """One finished game in full: a save record (game.core.replay and
        scenes.session.Session.from_record read it) plus what the records add."""
        def ask(conn):
            rows = conn.execute(SUMMARY + " WHERE id = ?", (int(game_id),)).fetchall()
            if not rows:
                return None
            out = summaries(conn, rows)[0]
            moves = conn.execute("SELECT moves FROM moves WHERE game_id = ?",
                                 (int(game_id),)).fetchone()
            out["moves"] = json.loads(moves[0]) if moves else []
            return out
        return self._read(ask, None)

    # --- closing -----------------------------------------------------------------------------
    def close(self) -> None:
        self._flush()
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._ready = False

    def __enter__(self) -> "Records":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


"""The records' schema and its migrations, and every fault the records meet (a corrupt, locked,
read-only or unusable file; a write cut short): none stops a game or loses one."""

from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
import subprocess
import sys

from recorded_games import real_games

from game import RULES, dealcode
from scenes.services import records as records_module
from scenes.services.records import SCHEMA_VERSION, Records
from scenes.services.session import Seat
from scenes.services.stats import replay_moves, stats

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DAY = dt.date(2025, 3, 1)


# --- the schema and its migrations ------------------------------------------------------------

V1 = """
CREATE TABLE games (id INTEGER PRIMARY KEY, played_at TEXT NOT NULL, game TEXT NOT NULL,
    options TEXT NOT NULL, players INTEGER NOT NULL, seed INTEGER NOT NULL,
    scores TEXT NOT NULL, winners TEXT NOT NULL, humans INTEGER NOT NULL,
    bots INTEGER NOT NULL, bot_min INTEGER, bot_max INTEGER, challenge_date TEXT,
    counts INTEGER NOT NULL DEFAULT 0);
CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT,
    score INTEGER NOT NULL, won INTEGER NOT NULL, margin INTEGER, vs_level INTEGER,
    PRIMARY KEY (game_id, seat));
CREATE TABLE moves (game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    moves TEXT NOT NULL);
PRAGMA user_version = 1;
"""


def test_a_version_1_database_migrates_and_keeps_every_row(home):
    path = str(home / "records.sqlite3")
    raw = sqlite3.connect(path)
    raw.executescript(V1)
    games = real_games()
    for k, g in enumerate(games):
        day = "2025-03-01" if g["game"] == "petroglyph" else None   # three attempts that day
        cur = raw.execute(
            "INSERT INTO games (played_at, game, options, players, seed, scores, winners, "
            "humans, bots, bot_min, bot_max, challenge_date, counts) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)",
            (f"2025-03-01T10:00:{k:02d}", g["game"], json.dumps(g.get("options") or {}),
             len(g["seats"]), g["seed"], json.dumps(g["scores"]), "[0]", 1,
             len(g["seats"]) - 1, day, int(day is not None)))
        raw.execute("INSERT INTO moves VALUES (?, ?)", (cur.lastrowid, json.dumps(g["moves"])))
        for i, (seat, score) in enumerate(zip(g["seats"], g["scores"])):
            raw.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL)",
                        (cur.lastrowid, i, seat.name, seat.kind, seat.level, score, int(i == 0)))
    raw.commit()
    before_games = raw.execute("SELECT * FROM games ORDER BY id").fetchall()
    before_seats = raw.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
    before_moves = raw.execute("SELECT * FROM moves ORDER BY game_id").fetchall()
    raw.close()

    with Records.open() as records:
        assert records.problem == ""
        assert records.count() == len(games)
        for g, stored in zip(games, sorted((records.game(s["id"]) for s in records.games()),
                                           key=lambda r: r["id"])):
            assert stored["moves"] == g["moves"] and stored["scores"] == g["scores"]
            assert dealcode.decode(stored["deal_code"]).seed == g["seed"]
            assert list(replay_moves(stored, RULES[g["game"]]).scores()) == g["scores"]
        # one day's result: the first of the three Petroglyph attempts of that day
        assert records.daily_result("petroglyph", "2025-03-01")["id"] == 1
        assert records.attempts("petroglyph", "2025-03-01") == 3
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    after_games = raw.execute("SELECT * FROM games ORDER BY id").fetchall()
    after_seats = raw.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
    assert [row[:-3] for row in after_seats] == before_seats
    assert [row[-3:] for row in after_seats] == [
        (g["game"], s.name if not s.is_bot else f"{s.level} bot", 0)   # no hints then
        for g in games for s in g["seats"]]
    assert raw.execute("SELECT * FROM moves ORDER BY game_id").fetchall() == before_moves
    counts_at = [d[0] for d in raw.execute("SELECT * FROM games").description].index("counts")
    for old, new in zip(before_games, after_games, strict=True):
        assert new[:len(old)][:counts_at] == old[:counts_at]
        assert new[counts_at + 1:len(old)] == old[counts_at + 1:]
        assert new[-1] is not None                                     # deal_code filled in
    assert [g[counts_at] for g in after_games][:3] == [1, 0, 0]
    indexes = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"games_by_game", "one_result_a_day", "seats_for_stats"} <= indexes
    raw.close()


def test_a_new_database_is_built_as_version_1_then_migrated(db):
    raw = sqlite3.connect(db.path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    columns = [r[1] for r in raw.execute("PRAGMA table_info(games)")]
    assert columns[-2:] == ["counts", "deal_code"]
    columns = [r[1] for r in raw.execute("PRAGMA table_info(seats)")]
    assert columns[-3:] == ["game", "player", "hints"]
    raw.close()


def test_a_database_from_a_newer_app_is_left_alone(home):
    path = str(home / "records.sqlite3")
    with Records.open() as records:
        records.record_game("petroglyph", [Seat("human", "You")], [30], [], seed=1)
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA user_version = 9")
    raw.commit()
    raw.close()
    with Records.open() as records:
        assert records.count() == 1
        assert records.record_game("petroglyph", [Seat("human", "You")], [31], [],
                                   seed=2) is None
        assert records.problem == ("The records were written by a newer Card Table; this one "
                                   "reads them but keeps new games only while it runs.")
        assert records.waiting == 1
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 9
    with Records.open() as records:
        assert records.count() == 1


# --- faults -----------------------------------------------------------------------------------

BUSY = ("The records are busy (another Card Table is using them); finished games wait and are "
        "written when they are free.")


def damaged_words(aside: str) -> str:
    """What a person reads: when the records were last written (`written_in_march`), not
    the file's new name, which is in the log."""
    return ("Your records of finished games (the last one from 5 March 2020) could not be "
            "read; they were set aside and new records begin. Your saved games are safe.")


def written_in_march(path) -> None:
    march = dt.datetime(2020, 3, 5, 20).timestamp()
    for name in (str(path), f"{path}-wal"):
        if os.path.exists(name):
            os.utime(name, (march, march))


def test_a_corrupt_file_is_moved_aside_and_new_records_begin(home, caplog):
    path = home / "records.sqlite3"
    path.write_bytes(b"this is not a database, just some bytes" * 200)
    written_in_march(path)
    with Records.open() as records:
        (aside,) = [n for n in os.listdir(home) if n.startswith("records.sqlite3.damaged-")]
        assert records.take_problem() == damaged_words(aside) and records.problem == ""
        assert aside in caplog.text             # the detail, for anyone asking for help
        got = records.record_game("petroglyph", [Seat("human", "You")], [30], [], seed=1)
        assert got is not None
    aside = [n for n in os.listdir(home) if n.startswith("records.sqlite3.damaged-")]
    assert len(aside) == 1
    assert (home / aside[0]).read_bytes().startswith(b"this is not a database")
    with Records.open() as again:
        assert again.problem == "" and again.count() == 1


def test_damage_found_later_is_moved_aside_too(home):
    with Records.open() as records:
        for k in range(30):
            records.record_game("petroglyph", [Seat("human", "You")], [k], [{"x": "y" * 500}],
                                seed=k)
    path = home / "records.sqlite3"
    data = bytearray(path.read_bytes())
    data[4096:len(data)] = b"\xff" * (len(data) - 4096)             # every page but the first
    path.write_bytes(bytes(data))
    written_in_march(path)
    with Records.open() as records:
        records.games()
        records.record_game("garbo", [Seat("human", "You"), Seat("bot", "B", "easy")],
                            [10, 5], [], seed=1)
        (aside,) = [n for n in os.listdir(home) if n.startswith("records.sqlite3.damaged-")]
        assert records.problem == damaged_words(aside)
        assert records.count() == 1


def test_a_locked_database_never_raises_and_writes_the_game_later(home):
    path = str(home / "records.sqlite3")
    with Records.open() as records:
        first = records.record_game("petroglyph", [Seat("human", "You")], [21], [], seed=1)
    records = Records.open()
    holder = sqlite3.connect(path, isolation_level=None)   # another Card Table, writing
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO seats (game_id, seat, name, kind, score, won) "
                   "VALUES (999, 0, 'x', 'human', 0, 0)")
    try:
        assert records.record_game("petroglyph", [Seat("human", "You")], [22], [],
                                   seed=2) is None
        # reading goes on (WAL): what was written before the lock
        assert [g["id"] for g in records.games()] == [first.id] and records.count() == 1
        assert records.daily_result("petroglyph", DAY) is None
        assert [s.earned for s in records.stars("petroglyph")] == [True, False, False, False]
        assert stats(records)["games"]["petroglyph"]["played"] == 1
        # A locked file makes a call wait at most a moment (sqlite's busy timeout), never
        # for the lock to go: the wait itself is timed by make bench, not here.
        assert records._conn.execute("PRAGMA busy_timeout").fetchone()[0] <= 1000
        assert records.take_problem() == BUSY
        assert records.waiting == 1
        records.record_game("petroglyph", [Seat("human", "You")], [23], [], seed=3)
        assert records.problem == ""                     # told once
        assert records.waiting == 2
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert records.flush() and records.waiting == 0
    assert [g["scores"] for g in records.games()] == [[23], [22], [21]]
    assert records.games()[-1]["id"] == first.id
    records.close()


def test_a_lock_at_opening_is_waited_out(home, monkeypatch):
    monkeypatch.setattr(records_module, "RETRY_S", 3600.0)   # no retry falls due mid-test
    path = str(home / "records.sqlite3")
    Records.open().close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO seats (game_id, seat, name, kind, score, won) "
                   "VALUES (999, 0, 'x', 'human', 0, 0)")
    records = Records.open()
    assert records.problem == BUSY and records.count() == 0
    tries = []                                  # a screen's reads do not each wait: after
    real_connect = records._connect             # the lock, they do not even try to open
    monkeypatch.setattr(records, "_connect", lambda: tries.append(1) or real_connect())
    for _ in range(10):
        assert (records.games(), records.stars("garbo")[0].earned,
                records.streak("garbo", DAY).current) == ([], False, 0)
    assert tries == []
    got = records.record_game("petroglyph", [Seat("human", "You")], [22], [], seed=2)
    assert got is None
    holder.execute("ROLLBACK")
    holder.close()
    assert records.count() == 0 and records.waiting == 1    # readable again at once
    assert records.flush() and records.count() == 1         # written on the next try
    records.close()


def test_an_unusable_folder_gives_records_in_memory(home, monkeypatch):
    blocker = home / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("CARDTABLE_HOME", str(blocker / "deeper"))
    records = Records.open()
    assert records.memory and records.problem == (
        "Your records cannot be kept in the data folder; this session's finished games are "
        "kept until Card Table closes.")
    assert records.record_game("petroglyph", [Seat("human", "You")], [30], [], seed=1).daily \
        is False
    assert records.count() == 1
    records.close()


def test_a_read_only_database_keeps_the_game_waiting(home):
    with Records.open() as records:
        records.record_game("petroglyph", [Seat("human", "You")], [30], [], seed=1)
    records = Records.open()
    records._conn.execute("PRAGMA query_only = ON")       # every write refused from now on
    assert records.record_game("petroglyph", [Seat("human", "You")], [31], [], seed=2) is None
    assert records.problem == ("Finished games could not be written to your records; they wait "
                               "in memory while Card Table runs.")
    assert records.waiting == 1 and records.count() == 1
    records._conn.execute("PRAGMA query_only = OFF")
    assert records.flush() and records.count() == 2
    records.close()


def test_a_fault_in_the_middle_of_a_write_leaves_no_half_game(db, monkeypatch):
    you = [Seat("human", "You")]
    db.record_game("petroglyph", you, [20], [], seed=1)
    real = Records._insert

    def failing(conn, row):
        conn.execute("INSERT INTO games (played_at, game, options, players, seed, scores, "
                     "winners, humans, bots) VALUES ('x', 'petroglyph', '{}', 1, 0, "
                     "'[0]', '[0]', 1, 0)")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(Records, "_insert", staticmethod(failing))
    assert db.record_game("petroglyph", you, [21], [], seed=2) is None
    assert db.count() == 1 and db.waiting == 1
    monkeypatch.setattr(Records, "_insert", staticmethod(real))
    assert db.flush()
    assert [g["scores"] for g in db.games()] == [[21], [20]]
    raw = sqlite3.connect(db.path)
    assert raw.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 2
    raw.close()


KILLER = """
import os, sys
sys.path.insert(0, {root!r})
from scenes.services.records import Records
from scenes.services.session import Seat
records = Records.open()
def dying(conn, row):
    conn.execute("INSERT INTO games (played_at, game, options, players, seed, scores, winners, "
                 "humans, bots) VALUES ('x', 'petroglyph', '{{}}', 1, 0, '[0]', '[0]', 1, 0)")
    os._exit(3)                          # killed in the middle of the transaction
Records._insert = staticmethod(dying)
records.record_game("petroglyph", [Seat("human", "You")], [99], [], seed=9)
"""


def test_a_process_killed_while_writing_loses_only_that_game(home):
    with Records.open() as records:
        for k in range(5):
            records.record_game("petroglyph", [Seat("human", "You")], [k], [], seed=k)
    done = subprocess.run([sys.executable, "-c", KILLER.format(root=ROOT)], cwd=ROOT,
                          env={**os.environ, "CARDTABLE_HOME": str(home)})
    assert done.returncode == 3
    with Records.open() as records:
        assert records.problem == ""
        assert [g["scores"] for g in records.games()] == [[4], [3], [2], [1], [0]]
        assert records.record_game("petroglyph", [Seat("human", "You")], [5], [], seed=5)

"""Faults met by the records (issue 28), beyond tests/test_records_faults.py (which has a
corrupt file of random bytes, a database locked by another process, a folder that cannot
hold it, a read-only database, a write cut short and a process killed while writing, and a
file from a newer Card Table): a full disk while recording, a file cut short, and a
database of the wrong shape. The app goes on, says so once in plain words, and the games
recorded before are whole, or kept aside untouched.

The faults are made inside the tests: SQLite's max_page_count makes the disk full for the
database (SQLITE_FULL, as a full disk does).
"""

from __future__ import annotations

import datetime
import os
import sqlite3

from scenes.services import lang
from scenes.services.records import Records
from scenes.services.session import Seat

WAITING = ("Finished games could not be written to your records; they wait in memory while "
           "Card Table runs.")


def record(records: Records, k: int):
    """A finished game, a few KB of moves (so a full database shows at once)."""
    return records.record_game("petroglyph", [Seat("human", "Ada")], [k],
                               [{"move": "x" * 3000}], seed=k)


def test_a_full_disk_while_recording_keeps_the_game_waiting_and_the_others_whole(home):
    with Records.open() as records:
        for k in range(3):
            record(records, k)
        pages = records._conn.execute("PRAGMA page_count").fetchone()[0]
        records._conn.execute(f"PRAGMA max_page_count = {pages}")     # not a page more
        for k in range(3, 200):
            if record(records, k) is None:
                break
        assert records.take_problem() == WAITING
        assert records.waiting == 1
        for more in range(k + 1, k + 3):
            assert record(records, more) is None
        assert records.take_problem() == ""                # told once
        kept = records.count()
        records._conn.execute("PRAGMA max_page_count = 1073741823")   # room again
        assert records.flush() and records.count() == kept + 3
    with Records.open() as again:
        assert [g["scores"] for g in again.games(limit=100)][-3:] == [[2], [1], [0]]  # newest first


def test_a_records_file_cut_short_is_set_aside_and_new_records_begin(home):
    with Records.open() as records:
        for k in range(40):
            records.record_game("petroglyph", [Seat("human", "Ada")], [k],
                                [{"move": "x" * 400}], seed=k)
    path = home / "records.sqlite3"
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 3])
    cut = path.read_bytes()
    with Records.open() as records:
        records.games(limit=100)
        records.count()
        record(records, 99)
        asides = [n for n in os.listdir(home) if n.startswith("records.sqlite3.damaged-")]
        if asides:                      # SQLite saw the damage: set aside, told once
            assert str(records.take_problem()).startswith(
                "Your records of finished games (the last one ")
            assert (home / sorted(asides)[0]).read_bytes() == cut
        assert records.count() >= 1      # the app records on, whatever it found
        assert records.take_problem() == ""


def test_a_database_of_the_wrong_shape_is_left_alone(home):
    """Another program's SQLite file where the records should be: never changed, never
    lost; this session's games are kept in memory and that is told once."""
    path = home / "records.sqlite3"
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE games (title TEXT, rating REAL)")
        other.execute("INSERT INTO games VALUES ('chess', 4.5)")
    before = path.read_bytes()
    with Records.open() as records:
        assert record(records, 1) is not None
        assert records.memory
        assert records.take_problem() == ("Your records cannot be kept in the data folder; "
                                          "this session's finished games are kept until Card "
                                          "Table closes.")
        record(records, 2)
        assert records.take_problem() == "" and records.count() == 2
    assert path.read_bytes() == before


def test_the_damaged_records_notice_says_when_the_last_game_was_written(home):
    """The file's own time, or its write-ahead log's when newer (where the latest games
    wait), in words of the language in use."""
    path = home / "records.sqlite3"
    path.write_bytes(b"random bytes, not a database" * 100)
    (home / "records.sqlite3-wal").write_bytes(b"")
    older = datetime.datetime(2020, 3, 2, 9).timestamp()
    newer = datetime.datetime(2020, 3, 5, 20).timestamp()
    os.utime(path, (older, older))
    os.utime(home / "records.sqlite3-wal", (newer, newer))
    with Records.open() as records:
        words = records.take_problem()
    assert str(words) == ("Your records of finished games (the last one from 5 March 2020) "
                          "could not be read; they were set aside and new records begin. "
                          "Your saved games are safe.")
    lang.use("fr")
    assert "5 mars 2020" in lang.text(words)
    lang.use("it")
    assert "5 marzo 2020" in lang.text(words)
    assert "{" not in lang.text(words) and "records" not in lang.text(words)

"""Work done ahead, on a thread, so that no frame waits for it: what a screen about to be
opened will need (a finished game replayed; the statistics and the stars of the records;
the games' bots modules) is made while the screen before it shows. No pygame here.

One thread does the work, one job at a time. Asking for a result waits for it when it is
not ready yet, so the answer is the same whether it was read ahead or not, only sooner.
The records are read on a connection of their own (SQLite's are one per thread), and what
was read is used only while the records are as they were: no game written since (another
Card Table's included), none waiting for the database, the same day. Any fault, and the
screen reads the app's records itself, as it always did.
"""

from __future__ import annotations

import datetime
import importlib
from concurrent.futures import Future, ThreadPoolExecutor

from game import RULES

from . import lang
from .records import Records
from .stats import stats

_pool: ThreadPoolExecutor | None = None
_read: tuple | None = None   # (the records as they were, Future of {"stats", "stars"})


def ahead(fn, *args) -> Future:
    """Run `fn(*args)` on the thread that works ahead; its Future."""
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ahead")
    return _pool.submit(fn, *args)


def _load_bots(modules: tuple[str, ...]) -> None:
    for name in modules:
        importlib.import_module(name)
    for rules in RULES.values():
        rules.make_bot("easy", 0, 0)
    lang.warm()


def load_bots(modules: tuple[str, ...] = ()) -> Future:
    """Import `modules` (the screens and boards the menu's first frame did without: issue
    47) and every game's bots on the thread: a bots module computes its tables when first
    imported (~10 ms, in the frame that would otherwise make the first bot of its game);
    and Babel's data for the language in use (~25 ms the first time a number or a date is
    written, which the statistics ahead of the menu would otherwise pay in a frame)."""
    return ahead(_load_bots, tuple(modules))


def _as_now(records: Records, today: datetime.date) -> tuple | None:
    """What the reading depends on, cheaply: the newest game's id, the day. None when the
    records cannot be read on another connection (kept in memory, games waiting)."""
    if records.memory or records.waiting:
        return None
    last = records.read(lambda conn: conn.execute("SELECT MAX(id) FROM games").fetchone()[0],
                        None)
    return (records.path, last, today)


def _read_records(path: str, today: datetime.date) -> dict:
    with Records.open(path) as own:
        found = {"stats": stats(own, today=today),
                 "stars": {game: own.stars(game) for game in RULES}}
        if own.problem:
            raise OSError(own.problem)      # the screen reads the app's records instead
        return found


def read_ahead(records: Records, today: datetime.date | None = None) -> None:
    """Start reading the statistics and every game's stars of `records` on the thread,
    unless they are read (or being read) for the records as they are now."""
    global _read
    today = today or datetime.date.today()
    key = _as_now(records, today)
    if key is not None and (_read is None or _read[0] != key):
        _read = (key, ahead(_read_records, records.path, today))


def _kept(records: Records, today: datetime.date | None, wait: bool = True) -> dict | None:
    today = today or datetime.date.today()
    if _read is None or (not wait and not _read[1].done()):
        return None
    if _read[0] != _as_now(records, today):
        return None
    try:
        return _read[1].result()
    except Exception:       # any fault: read on the app's records, as ever
        return None


def ready(records: Records, today: datetime.date | None = None) -> bool:
    """What was read ahead is there, and of the records as they are now (asking for it
    will not wait)."""
    return _kept(records, today, wait=False) is not None


def stats_now(records: Records, today: datetime.date | None = None) -> dict:
    """`stats(records, today)`: read ahead when it was, for the records as they are now
    (waiting for the thread if it is still reading), else read here."""
    got = _kept(records, today)
    return got["stats"] if got is not None else stats(records, today=today)


def stars_now(records: Records, game: str) -> list:
    """`records.stars(game)`, read ahead when it was (as `stats_now`)."""
    got = _kept(records, None)
    return got["stars"][game] if got is not None else records.stars(game)

"""`make bench`'s figures for the records: 10,000 stored games read by the statistics
screen, a game recorded, and the time limits once asserted in tests (`wallclock_figures`)."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
import time

from bench_app import resize_first_frame
from recorded_games import bot_game

from game import RULES


def sample_games(n: int) -> list[dict]:
    """`n` finished games to store (record_many's arguments): every game, people and every
    bot level, each with a real move list (a random game's) so rows have their real size."""
    import datetime

    from scenes.services.session import Seat
    moves = {}
    for name, rules in RULES.items():
        rng, players = random.Random(1), max(2, rules.min_players)
        state, kept = rules.new_game(players, 1), []
        while not rules.is_over(state) and len(kept) < 400:
            seat = min(rules.to_act(state))
            move = rng.choice(rules.legal_moves(state, seat))
            state, _ = rules.apply(state, seat, move)
            kept.append({"seat": seat, "move": rules.move_to_dict(move)})
        moves[name] = (players, kept)
    people, levels = ("Ada", "Ben", "Cleo", "Dev"), ("easy", "medium", "hard")
    games, names = [], list(RULES)
    for k in range(n):
        name = names[k % len(names)]
        players, kept = moves[name]
        seats = [Seat("human", people[k % 4])] + [Seat("bot", f"Bot {i}", levels[(k + i) % 3])
                                                  for i in range(1, players)]
        games.append({"game": name, "seats": seats,
                      "scores": [(k * 7 + i * 13) % 97 for i in range(players)],
                      "moves": kept, "seed": k,
                      "when": datetime.datetime(2025, 1, 1) + datetime.timedelta(minutes=k)})
    return games


def records_figures(stored: int = 10_000, recordings: int = 50) -> dict:
    """The statistics screen made and drawn over `stored` games (construct, read, first
    frame, pushed directly: no menu prepared it), and the time to record one finished game,
    in a records database of its own."""
    import statistics

    from scenes.services.records import Records
    home = tempfile.mkdtemp(prefix="cardtable-bench-")
    os.environ["CARDTABLE_HOME"] = home
    try:
        games = sample_games(stored + recordings)
        with Records.open() as db:
            db.record_many(games[:stored])
            times = []
            for g in games[stored:]:
                t = time.perf_counter()
                db.record_game(g["game"], g["seats"], g["scores"], g["moves"], seed=g["seed"])
                times.append((time.perf_counter() - t) * 1000)
        from scenes.routes import make_app
        from scenes.screens.stats import StatsScene
        app = make_app(fixed_dt=16)
        opens = []
        for _ in range(5):
            t = time.perf_counter()
            app.push(StatsScene(app))
            app.step(16)
            opens.append((time.perf_counter() - t) * 1000)
            app.pop()
            app.step(16)
        app.close()
        times.sort()
        return {"stats_screen_open_ms": {"first": round(opens[0], 1),
                                         "median": round(statistics.median(opens), 1)},
                "stored_games": stored,
                "record_game_ms": {"p50": round(times[len(times) // 2], 2),
                                   "p95": round(times[int(len(times) * 0.95)], 2)}}
    finally:
        os.environ.pop("CARDTABLE_HOME", None)
        shutil.rmtree(home, ignore_errors=True)


def wallclock_figures(stored: int = 10_000) -> dict:
    """The time limits that were once asserted in tests (they flake on a busy machine;
    the figures live here with their budgets): the statistics of `stored` games by
    themselves (best of 5); recording a Fossil challenge game with `stored` games there
    (median of 20); every call while another Card Table holds the records locked; reads
    after a lock at opening; the first frame after a resize to 1920x1080, headless."""
    import datetime
    import sqlite3
    import statistics

    from scenes.services.records import Records
    from scenes.services.session import Seat
    from scenes.services.stats import stats
    out = {}
    home = tempfile.mkdtemp(prefix="cardtable-bench-")
    os.environ["CARDTABLE_HOME"] = home
    day = datetime.date(2025, 3, 1)
    try:
        with Records.open() as db:
            db.record_many(sample_games(stored))
            times = []
            for _ in range(5):
                t = time.perf_counter()
                stats(db)
                times.append((time.perf_counter() - t) * 1000)
            out["stats_10000_best_ms"] = round(min(times), 1)
            game = bot_game("fossil", ["easy"] * 4, 8)
            times = []
            for k in range(20):
                t = time.perf_counter()
                db.record_game(**game, challenge_date=day + datetime.timedelta(days=k))
                times.append((time.perf_counter() - t) * 1000)
            out["record_fossil_challenge_median_ms"] = round(statistics.median(times), 2)
        path = os.path.join(home, "locked.sqlite3")
        with Records.open(path) as db:
            db.record_game("petroglyph", [Seat("human", "You")], [21], [], seed=1)
        records = Records.open(path)
        holder = sqlite3.connect(path, isolation_level=None)    # another Card Table
        holder.execute("BEGIN EXCLUSIVE")
        holder.execute("INSERT INTO seats (game_id, seat, name, kind, score, won) "
                       "VALUES (999, 0, 'x', 'human', 0, 0)")
        t = time.perf_counter()
        records.record_game("petroglyph", [Seat("human", "You")], [22], [], seed=2)
        records.games(), records.count(), records.daily_result("petroglyph", day)
        records.stars("petroglyph"), stats(records)
        out["locked_calls_s"] = round(time.perf_counter() - t, 3)
        holder.execute("ROLLBACK")
        holder.close()
        records.close()
        path = os.path.join(home, "opening.sqlite3")
        Records.open(path).close()
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("PRAGMA locking_mode = EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")
        holder.execute("INSERT INTO seats (game_id, seat, name, kind, score, won) "
                       "VALUES (999, 0, 'x', 'human', 0, 0)")
        records = Records.open(path)
        t = time.perf_counter()
        for _ in range(10):
            records.games(), records.stars("garbo"), records.streak("garbo", day)
        out["reads_after_a_lock_at_opening_ms"] = round((time.perf_counter() - t) * 1000, 1)
        holder.execute("ROLLBACK")
        holder.close()
        records.close()
        out["resize_first_frame_headless_ms"] = resize_first_frame()
    finally:
        os.environ.pop("CARDTABLE_HOME", None)
        shutil.rmtree(home, ignore_errors=True)
    return out

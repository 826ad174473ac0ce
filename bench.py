"""`make bench`: the numbers DESIGN.md budgets, printed and saved to bench-results.json.

Random playouts per second, bot decision times per level, the hard bot's solitaire mean,
frame times of each table during a bot game at 1280x720, start-up time to the first menu
frame, and peak memory. Budgets: frame p99 <= 8 ms, max <= 33 ms; hard bot p95 <= 250 ms;
start-up <= 1.5 s.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import time

from game import RULES

HERE = os.path.dirname(os.path.abspath(__file__))


def playouts_per_second(name: str, players: int, seconds: float = 2.0) -> float:
    rules = RULES[name]
    rng = random.Random(1)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rules.new_game(players, rng.randrange(2**31))
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_moves(state, seat)))
        done += 1
    return done / (time.perf_counter() - start)


def decision_times(name: str, level: str, players: int, games: int = 20) -> dict:
    rules = RULES[name]
    times = []
    for seed in range(games):
        state = rules.new_game(players, seed)
        bots = [rules.make_bot(level, i, seed) for i in range(players)]
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            t = time.perf_counter()
            move = bots[seat].choose(rules.view(state, seat))
            times.append((time.perf_counter() - t) * 1000)
            state, events = rules.apply(state, seat, move)
            for bot in bots:
                bot.observe(events)
    times.sort()
    return {"p50": round(times[len(times) // 2], 2),
            "p95": round(times[int(len(times) * 0.95)], 2), "max": round(times[-1], 2)}


def run_app(*args: str) -> tuple[dict, float, int]:
    """Run main.py headless; return its --report line, wall seconds and peak RSS (KiB)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CARDTABLE_HOME=os.path.join(HERE, ".bench-home"))
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    out = subprocess.run([sys.executable, os.path.join(HERE, "main.py"), "--headless",
                          "--report", *args], capture_output=True, text=True, env=env,
                         check=True).stdout
    wall = time.perf_counter() - start
    peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return json.loads(out.strip().splitlines()[-1]), wall, peak


def main() -> int:
    results: dict = {"playouts_per_s": {}, "bot_ms": {}, "tables": {}}
    for name, rules in RULES.items():
        results["playouts_per_s"][name] = round(playouts_per_second(name, rules.max_players), 1)
        results["bot_ms"][name] = {level: decision_times(name, level, rules.max_players)
                                   for level in ("easy", "medium", "hard")}
        if rules.min_players == 1:
            results["bot_ms"][name + " solo"] = {
                level: decision_times(name, level, 1) for level in ("easy", "medium", "hard")}
        report, _, peak = run_app("--demo", name, "--players", str(rules.max_players),
                                  "--level", "medium", "--fixed-dt", "16")
        results["tables"][name] = {"scene": report["scene"], **report["frame_ms"]}
        results["peak_memory_mb"] = round(peak / 1024, 1)
    from game.petroglyph.bots import solitaire_mean
    t = time.perf_counter()
    results["petroglyph_solitaire_mean"] = {
        level: round(solitaire_mean(level, 1000), 2) for level in ("easy", "medium", "hard")}
    results["petroglyph_solitaire_seconds"] = round(time.perf_counter() - t, 1)
    startups = [run_app("--frames", "1")[1] for _ in range(3)]
    results["startup_s"] = round(min(startups), 3)
    print(json.dumps(results, indent=2))
    with open(os.path.join(HERE, "bench-results.json"), "w") as f:
        json.dump(results, f, indent=2)
    hard_p95 = max(r["hard"]["p95"] for r in results["bot_ms"].values())
    ok = (all(t["p99"] <= 8 and t["max"] <= 33 for t in results["tables"].values())
          and hard_p95 <= 250 and results["startup_s"] <= 1.5)
    print("budgets:", "all met" if ok else "NOT MET")
    return 0


if __name__ == "__main__":
    sys.exit(main())

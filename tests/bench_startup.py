"""Start-up against a bare pygame-ce window (issue 47), for `make bench`: whole processes
run in pairs, alternating (the app, then the bare window, seven times each), each timed
from its launch to its first frame shown (the time.time() each prints), and the ratio of
their medians kept with the worst pair's. Pairs make the ratio fair on a busy machine: a
slow moment slows both of a pair.

    the first menu frame            main.py --frames 1            (budget 1.25x)
    the first table frame           main.py --game petroglyph ...  (budget 1.6x)
    headless start-up               both with the dummy video driver (budget 2.5x)

The bare window is tests/bare_window.py: a window at the app's size drawing one line of
text in the app's font."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # the project
BARE = os.path.join(HERE, "tests", "bare_window.py")
MAIN = os.path.join(HERE, "main.py")
RUNS = 7
TABLE = ["--game", "petroglyph", "--seats", "human,bot:medium", "--seed", "7"]


def first_shown(cmd: list[str], env: dict, cwd: str) -> float:
    """Seconds from launching `cmd` to the first frame it showed (its last output line's
    JSON says when, as time.time())."""
    start = time.time()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=cwd)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[-4:])} failed: {done.stderr.strip()[-600:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])["first_shown"] - start


def paired(app_args: list[str], screen: list[str] | None, runs: int = RUNS) -> dict:
    """The app (main.py `app_args`) and the bare window, alternating, `runs` each: their
    median seconds to the first frame, the ratio of the medians and the worst pair's.
    Headless unless `screen` gives the command that reaches an X server (x_screen)."""
    home = tempfile.mkdtemp(prefix="cardtable-startup-")
    env = dict(os.environ, CARDTABLE_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)    # as installed: the bytecode cache used
    if screen is None:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        bare = [sys.executable, BARE, "--headless"]
        app = [sys.executable, MAIN, "--report", "--headless", "--frames", "1", *app_args]
    else:
        env.pop("SDL_VIDEODRIVER", None)
        env["SDL_AUDIODRIVER"] = "dummy"
        bare = [*screen, sys.executable, BARE]
        app = [*screen, sys.executable, MAIN, "--report", "--frames", "1", *app_args]
    try:
        first_shown(app, env, home)          # the user data made, the bytecode cache written
        first_shown(bare, env, home)
        pairs = [(first_shown(app, env, home), first_shown(bare, env, home))
                 for _ in range(runs)]
    finally:
        shutil.rmtree(home, ignore_errors=True)
    apps, bares = [a for a, _ in pairs], [b for _, b in pairs]
    return {"app_s": round(statistics.median(apps), 3),
            "bare_s": round(statistics.median(bares), 3),
            "ratio": round(statistics.median(apps) / statistics.median(bares), 2),
            "worst_pair": round(max(a / b for a, b in pairs), 2), "runs": runs,
            "load": round(os.getloadavg()[0], 1)}


def real_window() -> dict:
    """The first menu frame and the first table frame in the X server of DISPLAY."""
    return {"menu": paired([], []), "table": paired(TABLE, [])}


def startup_figures(screen: list[str] | None) -> dict:
    """The three ratios; the real-window two only where an X server can be had (`screen`
    as bench_app.x_screen gives it). Without DISPLAY, one xvfb-run serves every pair:
    an X server started for each run would add its own start to both sides."""
    out = {"headless": paired([], None)}
    if screen == []:
        out.update(real_window())
    elif screen is not None:
        done = subprocess.run([*screen, sys.executable, os.path.abspath(__file__), "--real"],
                              capture_output=True, text=True, check=True)
        out.update(json.loads(done.stdout.strip().splitlines()[-1]))
    return out


if __name__ == "__main__":
    if "--real" in sys.argv:
        print(json.dumps(real_window()))
    else:
        sys.path.insert(0, os.path.join(HERE, "tests"))
        from bench_app import x_screen
        print(json.dumps(startup_figures(x_screen()), indent=2))

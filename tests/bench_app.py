"""`make bench` runs the app: main.py (or bench.py's --tour and --people) in a process of
its own, headless or in a real X window, and returns its report; start-up of the clone,
of the installed command and of the built app."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from registered import extremes

from game import RULES

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # the project
# A real-time game of bots runs for many minutes: its frames are measured over the first
# 6000 (about 100 s of play, several rounds' busiest moments included).
REALTIME_FRAMES = 6000

# The seat counts measured for a game: its smallest table and its largest (Fossil's two
# boards, 7x7 and 9x9, among them).
tables = extremes
SIZES = ("1280x720", "1920x1080")
WHOLE_SIZE = "1920x1080"       # the size a whole game's peak memory is measured at


def run_app(*args: str, screen: list[str] | None = None, script: str = "main.py",
            home: str | None = None) -> tuple[dict, float]:
    """Run main.py (or this file's --tour) and return its last output line as JSON and
    the wall seconds. Headless unless `screen` gives the command that opens a real X
    window (see `x_screen`)."""
    env = dict(os.environ, CARDTABLE_HOME=home or os.path.join(HERE, ".bench-home"))
    # With Python's bytecode cache, as the app runs once installed: without it every module
    # imported during play (a game's bots, at its first table) is compiled again in the
    # frame that imports it, a cost only an app's very first run has.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cmd = [sys.executable, os.path.join(HERE, script)]
    cmd += ["--report", *args] if script == "main.py" else list(args)
    if screen is None:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        if script == "main.py":
            cmd.append("--headless")
    else:
        env.pop("SDL_VIDEODRIVER", None)
        env["SDL_AUDIODRIVER"] = "dummy"
        cmd = screen + cmd
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[-6:])} failed: {done.stderr.strip()[-600:]}")
    return json.loads(done.stdout.strip().splitlines()[-1]), time.perf_counter() - start


def x_screen() -> list[str] | None:
    """How to reach a real X server: the one in DISPLAY, or a fresh one from xvfb-run
    (1920x1080, so full screen is the size the budget names). None: there is none."""
    if os.environ.get("DISPLAY"):
        return []
    if shutil.which("xvfb-run"):
        return ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24"]
    return None


def demo_args(name: str, players: int, whole: bool = False) -> list[str]:
    """A demo of bots; a real-time game's first REALTIME_FRAMES unless `whole` (to its
    score screen)."""
    args = ["--demo", name, "--players", str(players), "--level", "medium", "--fixed-dt", "16",
            "--seed", "7"]
    if RULES[name].realtime and not whole:
        args += ["--frames", str(REALTIME_FRAMES)]
    return args


def real_window(name: str, players: int, screen: list[str]) -> dict:
    """Frame times in a real window at both sizes, and the longest frame around a
    resize: full screen, back, a small window, and back."""
    demo = demo_args(name, players)
    out = {}
    for size in SIZES:
        report, _ = run_app(*demo, "--size", size, screen=screen)
        out[size] = {**report["frame_ms"], "peak_mb": report["peak_mb"],
                     "present": report["present"]}
    resizes = ["300:full", "600:full", "900:900x600", "1200:1280x720"]
    report, _ = run_app(*demo, *(a for r in resizes for a in ("--resize-at", r)),
                        screen=screen)
    out["resize"] = report["resize_ms"]
    # Peak memory over a whole game to its score screen, full HD (issue 47: a long game's
    # caches grew past what its first frames showed).
    report, _ = run_app(*demo_args(name, players, whole=True), "--size", WHOLE_SIZE,
                        screen=screen)
    out["whole_game"] = {"peak_mb": report["peak_mb"], "scene": report["scene"],
                         "frames": report["frames"]}
    return out


def resize_first_frame() -> float:
    """A table of four Petroglyph bots (seed 3), headless, resized to 1920x1080: its
    first frame after the resize (cards stand in scaled, turning crisp a few per frame)."""
    import pygame

    from scenes.routes import make_app
    from scenes.screens.table import TableScene
    from scenes.services.session import Seat, Session
    app = make_app(fixed_dt=16)
    seats = [Seat("bot", f"Bot {i}", "easy") for i in range(4)]
    app.run(TableScene(app, Session("petroglyph", seats, 3)), max_frames=6)
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920,
                                         h=1080))
    t = time.perf_counter()
    app.step(16)
    took = (time.perf_counter() - t) * 1000
    app.close()
    return round(took, 1)


def timed_start(command: list[str]) -> float:
    """Seconds from starting `command` (the app) to its exit after the first menu frame,
    headless, from a folder of its own with fresh user data."""
    home = tempfile.mkdtemp(prefix="cardtable-start-")
    env = dict(os.environ, CARDTABLE_HOME=home, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    try:
        start = time.perf_counter()
        subprocess.run([*command, "--headless", "--frames", "1"], cwd=home, env=env,
                       check=True, capture_output=True)
        return time.perf_counter() - start
    finally:
        shutil.rmtree(home, ignore_errors=True)


def installed_startup() -> float:
    """The wheel installed into a fresh venv: its `cardtable` command's start-up (best of
    3, after one run that writes the bytecode cache, as any first start does)."""
    tmp = tempfile.mkdtemp(prefix="cardtable-venv-")
    try:
        source = os.path.join(tmp, "source")
        shutil.copytree(HERE, source, ignore=shutil.ignore_patterns(
            ".venv", ".git", "build", "dist", "__pycache__", "*.egg-info", ".*cache",
            ".bench-home"))
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                        os.path.join(tmp, "wheels"), source], check=True, capture_output=True)
        wheel = os.path.join(tmp, "wheels", os.listdir(os.path.join(tmp, "wheels"))[0])
        venv = os.path.join(tmp, "venv")
        subprocess.run([sys.executable, "-m", "venv", venv], check=True, capture_output=True)
        subprocess.run([os.path.join(venv, "bin", "pip"), "install", "-q", wheel], check=True,
                       capture_output=True)
        command = [os.path.join(venv, "bin", "cardtable")]
        timed_start(command)
        return round(min(timed_start(command) for _ in range(3)), 3)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def tours(screen: list[str] | None, size: str | None, text_size: str | None = None) -> dict:
    """Each game's tour in a process of its own (a fresh window, fresh records); at
    `text_size` (Settings' text size) when given."""
    out = {}
    for name, rules in RULES.items():
        players = rules.max_players
        home = tempfile.mkdtemp(prefix="cardtable-tour-")
        try:
            args = ["--tour", name, str(players)] + (["--size", size] if size else []) \
                + (["--text-size", text_size] if text_size else [])
            out[name], _ = run_app(*args, screen=screen, script="bench.py", home=home)
        finally:
            shutil.rmtree(home, ignore_errors=True)
    return out

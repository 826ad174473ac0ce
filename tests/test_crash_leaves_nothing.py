"""However the app dies, `kill -9` included, nothing it started keeps running: the bots'
worker, multiprocessing's forkserver and its resource tracker all end with it
(scenes/services/bot_worker.py, `_watch_parent`).

The app runs as a process of its own, in a session of its own, so every process it starts
is found by its session id even after the app is gone and they are handed to init. The
test waits on events (a process ending, seen through a pidfd), each wait bounded by a
generous number of polls so a broken build fails instead of hanging; nothing is timed."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux")
                                or not hasattr(os, "pidfd_open"),
                                reason="reads /proc and waits on pidfds (Linux)")

POLL_S = 0.1            # the longest wait between two looks at the processes
POLLS = 1200            # how many looks before giving up (a broken build, a stuck machine)


def stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, session id) of a process, None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()   # the name may hold spaces
    return fields[0], int(fields[1]), int(fields[3])


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def living_in_session(sid: int) -> dict[int, int]:
    """pid -> parent pid of every process of the session that has not ended (a zombie has
    ended: it only waits for its parent to read its exit status)."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            info = stat(int(entry))
            if info is not None and info[2] == sid and info[0] not in "ZX":
                found[int(entry)] = info[1]
    return found


def worker_running(processes: dict[int, int]) -> bool:
    """The bots' worker: forked by the forkserver (or started by spawn elsewhere)."""
    for pid, parent in processes.items():
        line = cmdline(pid)
        if "spawn_main" in line or ("forkserver" in line and "forkserver" in cmdline(parent)):
            return True
    return False


def wait_ended(pid: int) -> bool:
    """Wait for a process to end, at most POLLS * POLL_S; True once it has."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        for _ in range(POLLS):
            if select.select([fd], [], [], POLL_S)[0]:
                return True
            info = stat(pid)
            if info is None or info[0] in "ZX":
                return True
        return False
    finally:
        os.close(fd)


def test_kill_9_leaves_no_process_behind(tmp_path):
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    app = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--headless", "--demo", "fossil",
         "--players", "4", "--frames", "100000"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        start_new_session=True)
    try:
        app_fd = os.pidfd_open(app.pid)
        try:
            for _ in range(POLLS):
                helpers = living_in_session(app.pid)
                helpers.pop(app.pid, None)
                if worker_running(helpers):
                    break
                # the pause between looks is a wait on the app: it ends early if the app dies
                assert not select.select([app_fd], [], [], POLL_S)[0], (
                    "the app ended before its bots' worker started: "
                    + app.stderr.read().decode(errors="replace"))
            else:
                pytest.fail(f"no bots' worker after {POLLS} looks: {helpers}")
        finally:
            os.close(app_fd)
        assert len(helpers) >= 2, helpers    # the worker and what multiprocessing needs for it
        app.send_signal(signal.SIGKILL)
        app.wait()
        for _ in range(10):     # a helper ending might start another: a few rounds at most
            left = living_in_session(app.pid)
            if not left or not all(wait_ended(pid) for pid in left):
                break
        left = living_in_session(app.pid)
        assert not left, "left running: " + "; ".join(cmdline(pid) for pid in left)
    finally:
        try:                    # whatever failed, end all the test started (its group)
            os.killpg(app.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        app.wait()
        app.stderr.close()

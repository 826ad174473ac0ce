"""The bots' process gives way to the app when the command line asks it to
(scenes/services/bot_worker.py's `niceness`, set by scenes/cli.py): on two cores a bot
thinking must not make a frame wait its turn. Waits on the pool's start by a bounded
number of polls; nothing is timed."""

from __future__ import annotations

import os
import time

import pytest

from scenes import cli
from scenes.services import bot_worker

pytestmark = pytest.mark.skipif(not hasattr(os, "nice"), reason="niceness is Unix's")


def worker_niceness(monkeypatch, niceness: int) -> int:
    monkeypatch.setattr(bot_worker, "niceness", niceness)
    worker = bot_worker.BotWorker()
    try:
        for _ in range(600):
            if worker.ready:
                break
            time.sleep(0.05)
        return worker.ask(os.nice, 0).result(timeout=60)
    finally:
        worker.close()


def test_the_apps_bots_think_in_a_process_that_gives_way_to_the_frames(monkeypatch):
    here = os.nice(0)
    assert cli.BOTS_NICENESS > 0
    assert worker_niceness(monkeypatch, cli.BOTS_NICENESS) == min(19, here + cli.BOTS_NICENESS)


def test_the_tests_bots_keep_the_apps_priority(monkeypatch):
    assert worker_niceness(monkeypatch, 0) == os.nice(0)

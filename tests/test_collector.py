"""Full passes of the cyclic garbage collector wait for a light frame (scenes/shell/collector.py):
an automatic one landed on a busy Ligretto frame and took it past its budget."""

from __future__ import annotations

import gc
import time

import pytest

from scenes.shell.collector import NEVER, OVERDUE, Collector


@pytest.fixture
def collector():
    c = Collector()
    c.take_over()
    yield c
    c.give_back()


def young_passes(n: int) -> None:
    for _ in range(n):
        gc.collect(1)          # each one counts towards the next full pass, as in play


def test_once_settled_python_runs_no_full_pass_by_itself():
    own = gc.get_threshold()[2]
    collector = Collector()
    collector.take_over()
    assert gc.get_threshold()[2] == NEVER
    collector.give_back()
    assert gc.get_threshold()[2] == own


def test_a_due_full_pass_runs_in_a_light_frame(collector):
    gc.collect()
    young_passes(collector.threshold)
    assert gc.get_count()[2] >= collector.threshold
    assert collector.after_frame(time.perf_counter())
    assert gc.get_count()[2] == 0


def test_a_busy_frame_leaves_it_for_a_later_one(collector):
    gc.collect()
    young_passes(collector.threshold)
    busy = time.perf_counter() - 0.010          # the frame began 10 ms ago
    assert not collector.after_frame(busy)
    assert gc.get_count()[2] >= collector.threshold
    assert collector.after_frame(time.perf_counter())


def test_nothing_runs_before_it_is_due(collector):
    gc.collect()
    assert not collector.after_frame(time.perf_counter())


def test_a_long_overdue_pass_runs_even_in_a_busy_frame(collector):
    gc.collect()
    young_passes(collector.threshold * OVERDUE)
    assert collector.after_frame(time.perf_counter() - 0.010)
    assert gc.get_count()[2] == 0


def test_the_app_hands_full_passes_to_its_frames_once_settled():
    from screen_helpers import new_app
    app = new_app()
    before = gc.get_threshold()[2]
    app.settle()
    assert gc.get_threshold()[2] == NEVER
    app.close()
    assert gc.get_threshold()[2] == before

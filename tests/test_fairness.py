"""The fairness bench (tests/bench_fairness.py) run small, so it cannot rot unseen: two
identical scripted players, one at the host and one a guest 0 or 150 ms away, race for
the same pile through the real clock and the host's real measure of the guest. Simulated
time only; the same seed always gives the same races."""

import pytest
from bench_fairness import fairness

from game.realtime import MAX_HOLD_MS


@pytest.mark.parametrize("delay", [0, 150])
def test_a_guest_wins_about_half_the_races_whatever_its_delay_up_to_the_cap(delay):
    fig = fairness(delay, races=200, seed=0)
    assert 0.40 <= fig["guest_wins"] <= 0.60, fig
    assert not fig["lying"] and fig["hold_ms"] <= MAX_HOLD_MS
    assert 0 < fig["guest_bounced"] < 1 and 0 < fig["host_bounced"] < 1


def test_without_the_hold_a_guest_150_ms_away_loses_most_races():
    assert fairness(150, races=200, seed=0, hold=False)["guest_wins"] < 0.40


def test_the_same_seed_gives_the_same_races():
    assert fairness(100, races=50, seed=3) == fairness(100, races=50, seed=3)


@pytest.mark.parametrize("delay", [50, 150])
def test_a_pile_opened_at_the_host_is_a_fair_race_though_the_guest_sees_it_late(delay):
    fig = fairness(delay, races=200, seed=0, seen_late=True)
    assert 0.40 <= fig["guest_wins"] <= 0.60, fig


def test_a_guest_lying_that_it_saw_late_gains_nothing_beyond_its_measured_delay():
    fig = fairness(150, races=200, seed=0, seen_late=True, lies=True)
    assert fig["credit_beyond_delay_ms"] <= 0, fig

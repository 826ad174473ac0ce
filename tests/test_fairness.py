"""The fairness bench (tests/bench_fairness.py) run small, so it cannot rot unseen: two
identical scripted players, one at the host and one a guest 0 or 150 ms away, race for
the same pile through the real clock and the host's real measure of the guest. Simulated
time only; the same seed always gives the same races."""

import pytest
from bench_fairness import fairness


@pytest.mark.parametrize("delay", [0, 150])
def test_a_guest_wins_about_half_the_races_whatever_its_delay_up_to_the_cap(delay):
    fig = fairness(delay, races=200, seed=0)
    assert 0.40 <= fig["guest_wins"] <= 0.60, fig
    assert not fig["lying"] and fig["hold_ms"] <= 150
    assert 0 < fig["guest_bounced"] < 1 and 0 < fig["host_bounced"] < 1


def test_without_the_hold_a_guest_150_ms_away_loses_most_races():
    assert fairness(150, races=200, seed=0, hold=False)["guest_wins"] < 0.40


def test_the_same_seed_gives_the_same_races():
    assert fairness(100, races=50, seed=3) == fairness(100, races=50, seed=3)

"""The host's measure of each guest (scenes/net/timing.py): round trips and the clock
offset, a claimed time converted and clamped, a lying stream not believed, the hold and
the handicap. Simulated clocks and delays only: every time is a number given here."""

import math
import random

from pytest import approx

from game.realtime import MAX_HOLD_MS
from scenes.net.timing import (
    CLAIMS,
    LYING,
    MARGIN_MS,
    GuestTiming,
    hold_for,
    on_clock,
    round_trip,
    slow_words,
)

AHEAD = 123_456.7          # the guest's clock is this far ahead of the host's


def ping(timing: GuestTiming, t0: float, there: float, back: float, wait: float = 3.0):
    """A round trip: `there` ms host -> guest, the guest answers `wait` ms later, `back`
    ms guest -> host."""
    t1 = t0 + there + AHEAD
    t2 = t1 + wait
    timing.sample(t0, t1, t2, t2 - AHEAD + back)


def measured(one_way=40.0, jitter=0.0, pings=16, seed=0):
    rng = random.Random(seed)
    timing = GuestTiming()
    for i in range(pings):
        ping(timing, 1000.0 * i, one_way + rng.uniform(0, jitter),
             one_way + rng.uniform(0, jitter))
    return timing


def test_a_round_trip_gives_the_wire_time_and_the_offset():
    trip = round_trip(100, 100 + 30 + AHEAD, 100 + 30 + 5 + AHEAD, 100 + 30 + 5 + 30)
    assert trip.rtt == 60 and abs(trip.offset - AHEAD) < 1e-6
    skewed = round_trip(100, 100 + 10 + AHEAD, 100 + 10 + AHEAD, 100 + 10 + 50)
    assert skewed.rtt == 60 and abs(skewed.offset - (AHEAD - 20)) < 1e-6   # 10 there, 50 back


def test_the_offset_converges_under_asymmetric_jitter():
    """Jitter mostly on the way back: each round trip alone skews the offset by half its
    asymmetry; the smallest recent round trips' offset comes within a couple of ms."""
    rng = random.Random(5)
    timing = GuestTiming()
    errors, alone = [], []
    for i in range(40):
        there = 40 + rng.expovariate(1 / 3)
        back = 40 + rng.expovariate(1 / 30)
        ping(timing, 1000.0 * i, there, back, wait=rng.uniform(0, 16))
        errors.append(abs(timing.offset - AHEAD))
        alone.append(abs(round_trip(0, there + AHEAD, there + AHEAD, there + back).offset
                         - AHEAD))
    assert max(errors[-20:]) < 3.0
    assert sum(alone) / len(alone) > 10              # one round trip alone is far off
    assert 80 <= timing.rtt < 86 and 40 <= timing.floor < 43 and timing.spread > 5


def test_impossible_round_trips_are_left_out():
    timing = GuestTiming()
    timing.sample(100, 50, 40, 200)                   # answered before it arrived
    timing.sample(100, 50, 60, 90)                    # back before it was sent
    assert not timing.measured and timing.offset == 0 and hold_for([timing]) == 0


def test_a_claim_is_converted_and_kept_between_the_earliest_it_can_have_left_and_arrival():
    timing = measured(one_way=40)
    assert abs(timing.offset - AHEAD) < 1e-6 and abs(timing.delay - 40 - MARGIN_MS) < 1e-6
    received = 50_000.0
    made = received - 45                              # honest: 40 on the wire, 5 waiting
    assert abs(timing.claim(made + AHEAD, received) - made) < 1e-6
    assert abs(timing.claim(received - 500 + AHEAD, received) - (received - timing.delay)) < 1e-6
    assert timing.claim(received + 80 + AHEAD, received) == received   # after arrival
    assert not timing.lying


def test_an_unmeasured_guest_is_taken_at_arrival():
    assert GuestTiming().claim(1.0, 5000.0) == 5000.0


def test_a_stream_of_claims_beating_the_clamp_is_not_believed():
    timing = measured(one_way=40)
    received = 10_000.0
    for n in range(1, CLAIMS + 1):
        received += 700
        got = timing.claim(received - 300 + AHEAD, received)   # "300 ms ago", every time
        if n < LYING:
            assert got == received - timing.delay and not timing.lying
    assert timing.lying and got == received - timing.floor
    for _ in range(CLAIMS):                            # honest again: believed again
        received += 700
        got = timing.claim(received - 42 + AHEAD, received)
    assert not timing.lying and abs(got - (received - 42)) < 1e-6


def test_an_honest_jittery_guest_is_never_taken_for_a_liar():
    rng = random.Random(2)
    timing = GuestTiming()
    received = 0.0
    for i in range(400):
        if i % 3 == 0:
            ping(timing, received, 70 + rng.expovariate(1 / 8), 70 + rng.expovariate(1 / 8))
        received += 500
        wire = rng.uniform(0, 16) + 70 + rng.expovariate(1 / 8)
        timing.claim(received - wire + AHEAD, received)
        assert not timing.lying, i


def test_the_hold_covers_the_farthest_guest_up_to_the_cap_beyond_which_is_a_handicap():
    near, far = measured(one_way=40), measured(one_way=200, jitter=10)
    assert hold_for([]) == 0
    assert hold_for([near]) == 2 * (40 + MARGIN_MS) and near.handicap_ms == 0
    assert hold_for([near, far]) == MAX_HOLD_MS
    assert far.handicap_ms == math.ceil(round(2 * far.delay - MAX_HOLD_MS, 3)) > 50
    words = slow_words(far.handicap_ms)
    assert str(words) == ("Your connection is slow: your cards reach the table up to "
                          f"{far.handicap_ms} ms late.")


def test_a_host_time_on_the_game_clock():
    assert on_clock(9_960.0, 10_000.0, 2_500) == 2_460
    assert on_clock(10_030.0, 10_000.0, 2_500) == 2_500   # never after now


# --- a pile seen late: each reaction counted from the person's own screen -------------------

def test_a_guest_that_saw_the_table_one_way_late_is_credited_that_much():
    timing = measured(one_way=100)                     # delay: 100 + MARGIN_MS
    opened = 50_000.0                                  # the host's table had it (host's ms)
    shown = opened + 100 + AHEAD                       # the guest's screen, one way later
    acted, received = shown + 300, opened + 100 + 300 + 100
    assert timing.seen_late(shown, opened) == approx(100)
    assert timing.made(acted, received, shown, opened) == approx(opened + 300)   # reaction only
    assert timing.made(acted, received) == approx(opened + 400)      # without: one way late


def test_a_claim_of_seeing_late_is_clamped_to_the_measured_delay_and_to_the_opening():
    timing = measured(one_way=100)
    opened = 50_000.0
    acted, received = opened + 400 + AHEAD, opened + 500
    # "My screen showed it the moment I played": a lie, credited no more than the delay.
    assert timing.seen_late(acted, opened) == approx(timing.delay) == 100 + MARGIN_MS
    assert timing.made(acted, received, acted, opened) == approx(opened + 400 - timing.delay)
    # Never counted as made before the host's table had it, nor credited for seeing early.
    assert timing.made(opened + 5 + AHEAD, opened + 210, opened + 5 + AHEAD, opened) >= opened
    assert timing.seen_late(opened - 80 + AHEAD, opened) == 0


def test_nothing_is_credited_to_a_guest_not_measured_or_not_believed():
    assert GuestTiming().seen_late(1_000.0, 0.0) == 0
    timing = measured(one_way=40)
    received = 10_000.0
    for _ in range(CLAIMS):                            # claims far too early: a liar
        received += 700
        timing.claim(received - 900 + AHEAD, received)
    assert timing.lying and timing.seen_late(received + AHEAD, received - 100) == 0

"""The clock's hold (game/realtime.py, `hold_ms`): across computers a move is decided by
when it was made, not when it arrived, within a capped window; ties go by the seed. On
Ligretto, with simulated time only: `advance(ms)` and the `acted_at` a move carries."""

import json

import pytest
from ligretto_tables import table
from test_realtime import Stub

from game.core import replay, save_record
from game.ligretto import RULES as R
from game.ligretto.bots import Bot
from game.ligretto.rules import NextRound, Play, Turn
from game.realtime import MAX_HOLD_MS, TOO_LATE, Clock

HOST, GUEST = 0, 1
RED2 = Play("stack", 0)             # either seat's red 2 onto the red 1


def contested(players=2):
    """A red 1 on the table; seats 0 and 1 each have a red 2 on their stack."""
    return table({0: {"stack": ["0r2", "0r9"]}, 1: {"stack": ["1r2", "1r9"]}},
                 piles=[("2r1",) if players > 2 else ("0r1",)], players=players)


def started(hold, seed=0, **kw):
    clock = Clock(R, contested(), {}, seed=seed, **kw)
    clock.hold_ms = hold
    clock.advance(1000)
    return clock


def test_a_guests_earlier_move_arriving_later_wins_the_pile_and_the_host_is_too_late():
    heard = []
    clock = started(100, on_outcome=heard.append)
    assert clock.submit(HOST, RED2) is None            # made at 1000, held
    assert clock.pending(HOST) == [(RED2, 1000)] and clock.version == 0
    clock.advance(30)
    assert clock.submit(GUEST, RED2, seen=0, acted_at=980) is None   # made 20 ms earlier
    assert clock.pending(GUEST) == [(RED2, 980)]
    assert clock.advance(49) == []                     # 1079: nothing decided yet
    won, lost = clock.advance(100)
    assert (won.seat, won.at, won.applied) == (GUEST, 1080, True)
    assert (lost.seat, lost.at, lost.refused) == (HOST, 1100, TOO_LATE)
    assert clock.state.piles == (("0r1", "1r2"),) and clock.pending(HOST) == []
    assert heard == [won, lost]


def test_without_a_hold_moves_apply_in_the_order_they_arrive():
    clock = started(0)
    mine = clock.submit(HOST, RED2)
    assert mine is not None and mine.applied and mine.at == 1000
    clock.advance(30)
    theirs = clock.submit(GUEST, RED2, seen=0, acted_at=980)
    assert theirs.refused == TOO_LATE and clock.state.piles == (("0r1", "0r2"),)


def test_a_move_arriving_after_its_window_is_decided_on_arrival():
    """A connection slower than the cap: the earlier move loses (its handicap)."""
    clock = started(100)
    clock.submit(HOST, RED2)
    (host,) = clock.advance(150)                       # decided at 1100
    assert host.applied and host.at == 1100
    late = clock.submit(GUEST, RED2, seen=0, acted_at=990)   # made earlier, arrived at 1150
    assert late is not None and late.refused == TOO_LATE


def _tie(seed):
    clock = started(50, seed=seed)
    clock.submit(GUEST, RED2, seen=0, acted_at=1000)
    clock.submit(HOST, RED2, seen=0, acted_at=1000)
    first, second = clock.advance(50)
    assert first.applied and second.refused == TOO_LATE and first.at == second.at == 1050
    return first.seat


def test_a_tie_is_broken_by_the_seed_the_same_every_time_and_not_by_seat():
    winners = [_tie(seed) for seed in range(24)]
    assert winners == [_tie(seed) for seed in range(24)]
    assert set(winners) == {HOST, GUEST}
    assert 6 <= winners.count(HOST) <= 18


def test_the_window_is_capped_and_checked():
    clock = Clock(R, contested(), {}, seed=0)
    assert clock.hold_ms == 0
    clock.hold_ms = 1000
    assert clock.hold_ms == MAX_HOLD_MS == 400
    for bad in (-1, 1.5, True):
        with pytest.raises(ValueError):
            clock.hold_ms = bad


def test_a_claim_from_the_future_is_taken_as_now():
    clock = started(100)
    clock.submit(GUEST, RED2, acted_at=5000)
    assert clock.pending(GUEST) == [(RED2, 1000)]


def test_held_moves_are_refused_at_once_when_the_round_ends_and_the_next_round_is_held():
    s = table({0: {"stack": ["0r2"]}, 1: {"stack": ["1r2", "1r9"]}}, piles=[("0r1",)])
    clock = Clock(R, s, {}, seed=0, idle_when=lambda st: st.phase == "between")
    clock.hold_ms = 100
    clock.submit(HOST, RED2)                           # its last stack card: the round ends
    clock.advance(10)
    clock.submit(GUEST, Play("row", "new", 4), seen=0)  # any move, made after it
    ended, bounced = clock.advance(90)
    assert ended.applied and clock.state.phase == "between"
    assert (bounced.seat, bounced.at, bounced.refused) == (GUEST, 100, TOO_LATE)
    assert clock.pending(GUEST) == [] and clock.next_due() is None
    assert clock.submit(GUEST, NextRound()) is None    # between rounds: held too
    assert clock.submit(HOST, NextRound(), acted_at=clock.now - 5) is None
    first, second = clock.advance(100)
    assert first.seat == HOST and first.applied and second.refused == TOO_LATE


def test_while_the_clock_stands_still_held_moves_wait_and_go_in_their_order():
    """A pause: the owner stops advancing the clock; a move made before it still counts."""
    clock = started(100)
    clock.submit(HOST, RED2)                           # 1000, just before the pause
    clock.submit(GUEST, RED2, seen=0, acted_at=995)    # reaches the host during the pause
    assert clock.next_due() == 1095
    (won, lost) = clock.advance(200)
    assert won.seat == GUEST and lost.refused == TOO_LATE


def test_a_bots_move_is_made_at_its_due_time_and_decided_a_window_later():
    bot = Stub(1, reaction=500)
    s = contested(players=3)
    clock = Clock(R, s, {1: bot}, seed=3)
    clock.hold_ms = 120
    clock.advance(400)
    move, due = clock.planned(1)
    assert move == RED2
    clock.advance(due - clock.now)                     # the bot's hand has moved
    clock.submit(HOST, RED2, seen=0, acted_at=due - 10)   # a guest 10 ms ahead of it
    out = clock.advance(MAX_HOLD_MS)
    assert [(o.seat, o.at, o.applied) for o in out] == [(HOST, due + 110, True),
                                                        (1, due + 120, False)]
    assert out[1].refused == TOO_LATE


def test_a_bots_move_once_made_is_not_taken_back_by_a_later_look():
    """Turning its hand, a bot drops it for a play it notices (test_realtime), unless the
    hand has already moved: made, only the decision waits."""
    bot = Stub(1, reaction=500, notice=1, interrupt=True)
    s = table({0: {"row": ["0r1", "0g9", "0y1", "0b9"]},
               1: {"stack": ["1r2", "1r9"], "hand": ["1b9", "1b10", "1g9"]}}, players=3)
    clock = Clock(R, s, {1: bot}, seed=0)
    clock.hold_ms = 100
    clock.advance(400)
    move, due = clock.planned(1)
    assert move == Turn()
    clock.advance(due - clock.now + 1)                 # made, not yet decided
    clock.submit(0, Play("row", "new", 0), acted_at=due - 50)   # a red 1 opens a pile
    clock.advance(60)                                  # decided; the bot notices it
    assert clock.planned(1) == (move, due)
    (turned,) = clock.advance(100)
    assert turned.seat == 1 and turned.move == Turn() and turned.at == due + 100


def test_bots_play_whole_games_with_a_hold_the_same_every_time_and_replay_exactly():
    def play():
        bots = {s: Bot("hard", s, 30 + s) for s in range(3)}
        clock = Clock(R, R.new_game(3, 30), bots, seed=30)
        clock.hold_ms = 120
        out = []
        while not R.is_over(clock.state) and clock.now < 3 * 3_600_000:
            out += clock.advance(60_000)
        return clock, [(o.at, o.seat, R.move_to_dict(o.move), str(o.refused)) for o in out]
    clock, a = play()
    assert R.is_over(clock.state) and a == play()[1]
    assert {r for *_, r in a if r} <= {str(TOO_LATE)} and any(r for *_, r in a)
    record = save_record("ligretto", 3, [{}] * 3, 30, {}, clock.moves)
    assert replay(R, json.loads(json.dumps(record))) == clock.state


def test_the_clock_says_when_each_recent_table_came_to_be():
    clock = Clock(R, contested(), {}, seed=0)
    assert clock.made_at(0) == 0 and clock.made_at(1) is None
    clock.advance(250)
    assert clock.submit(HOST, RED2).applied
    assert clock.made_at(1) == 250 and clock.version == 1

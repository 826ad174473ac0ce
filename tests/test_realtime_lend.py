"""A seat changing hands on the real-time clock (game/realtime.py): a bot added while the
game runs plays that seat from the table as it is, the same every time for the same lend
at the same time; removed, it never plays there again, its planned move dropped; and the
moves of such a game replay exactly as a save. Time only moves through `advance(ms)`."""

import json

import pytest

from game.core import replay, save_record
from game.ligretto import RULES as R
from game.ligretto.bots import Bot
from game.realtime import FIRST_LOOK_MS, Clock


def lent_game(lend_at=20_000, back_at=60_000, end=90_000, seed=8):
    """Seats 0 and 2 bots from the start; seat 1 (a person away: nobody plays it) lent
    to an easy bot at `lend_at` and given back at `back_at`: (clock, outcomes)."""
    bots = {s: Bot("medium", s, seed + s) for s in (0, 2)}
    clock = Clock(R, R.new_game(3, seed), bots, seed=seed)
    out = clock.advance(lend_at)
    clock.add_bot(1, Bot("easy", 1, seed * 31 + 1))
    out += clock.advance(back_at - lend_at)
    clock.remove_bot(1)
    out += clock.advance(end - back_at)
    return clock, out


def test_a_bot_added_mid_game_plays_that_seat_from_then_on_until_it_is_removed():
    clock, out = lent_game()
    seat1 = [o for o in out if o.seat == 1]
    assert seat1 and all(o.bot for o in seat1)
    assert all(20_000 < o.at <= 60_000 for o in seat1)       # only while it was lent
    assert clock.planned(1) is None
    assert any(o.seat != 1 for o in out if o.at > 60_000)    # the others go on


def test_a_removed_bots_planned_move_never_arrives():
    bots = {0: Bot("hard", 0, 1)}
    clock = Clock(R, R.new_game(2, 1), bots, seed=1)
    clock.add_bot(1, Bot("hard", 1, 2))
    for _ in range(10_000):
        clock.advance(1)
        if clock.planned(1) is not None:
            break
    assert clock.planned(1) is not None and clock.now <= FIRST_LOOK_MS   # it looked soon
    clock.remove_bot(1)
    assert clock.planned(1) is None
    assert all(o.seat != 1 for o in clock.advance(30_000))


def test_a_seat_with_a_bot_cannot_be_given_another():
    clock = Clock(R, R.new_game(2, 1), {0: Bot("easy", 0, 1)}, seed=1)
    with pytest.raises(ValueError):
        clock.add_bot(0, Bot("easy", 0, 2))


def test_the_same_lend_at_the_same_time_gives_the_same_game_and_replays_exactly():
    first, again, later = lent_game(), lent_game(), lent_game(lend_at=25_000)
    story = [[(o.at, o.seat, R.move_to_dict(o.move), str(o.refused)) for o in out]
             for _clock, out in (first, again, later)]
    assert story[0] == story[1] and story[0] != story[2]
    clock = first[0]
    record = save_record("ligretto", 3, [{}] * 3, 8, {}, clock.moves)
    assert replay(R, json.loads(json.dumps(record))) == clock.state

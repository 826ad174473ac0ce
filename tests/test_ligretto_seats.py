"""Ligretto, seeds/ligretto.md: every seat acting at once, races for the same spot, and
what each seat knows (views, events). Positions: tests/ligretto_tables.py."""

import json

import pytest
from ligretto_tables import (
    run,
    table,
)

from game import IllegalMove
from game.ligretto import RULES as R
from game.ligretto.rules import (
    HIDDEN,
    Ladder,
    Play,
    Turn,
)

# --- races ------------------------------------------------------------------------------------

def test_the_second_of_two_moves_to_the_same_spot_is_refused_and_changes_nothing():
    s = table({0: {"stack": ["0r2", "0r9"]}, 1: {"stack": ["1r2", "1r9"]}}, piles=[["0r1"]])
    assert Play("stack", 0) in R.legal_moves(s, 0) and Play("stack", 0) in R.legal_moves(s, 1)
    first, _ = R.apply(s, 1, Play("stack", 0))
    before = R.state_to_dict(first)
    with pytest.raises(IllegalMove, match="shows a red 2"):
        R.apply(first, 0, Play("stack", 0))
    assert R.state_to_dict(first) == before and first.piles == (("0r1", "1r2"),)
    # Two 1s may both open piles: "new" is never taken.
    s = table({0: {"stack": ["0b1", "0r9"]}, 1: {"stack": ["1b1", "1r9"]}})
    s, _ = R.apply(s, 0, Play("stack", "new"))
    s, events = R.apply(s, 1, Play("stack", "new"))
    assert events[0]["pile"] == 1 and len(s.piles) == 2


def test_apply_is_pure_and_refuses_strange_seats_and_moves():
    s = table({0: {"stack": ["0r1", "0r9"]}})
    before = R.state_to_dict(s)
    R.apply(s, 0, Play("stack", "new"))
    assert R.state_to_dict(s) == before
    for seat in (2, -1, True, "0", None):
        with pytest.raises(IllegalMove, match="no seat"):
            R.apply(s, seat, Play("stack", "new"))
        assert R.legal_moves(s, seat) == ()
    for move in (Play("stack", True), Play("row", "new", True), Play("row", "new"),
                 Play("stack", "new", 0), Play("hand", "new"), Play("stack", "old"),
                 Ladder("row", 0), "turn", None):
        with pytest.raises(IllegalMove):
            R.apply(s, 0, move)
    with pytest.raises(IllegalMove, match="places 0 to 4"):
        R.apply(s, 0, Play("row", "new", 5))
    with pytest.raises(IllegalMove, match="discard pile is empty"):
        R.apply(s, 0, Play("discard", "new"))


# --- who may act ------------------------------------------------------------------------------

def test_every_seat_with_a_move_may_act_at_once():
    s = R.new_game(4, 2)
    assert R.to_act(s) == frozenset(range(4))
    s = table()                                         # seat 0: nothing fits, nothing to turn
    assert R.legal_moves(s, 0) == () and R.to_act(s) == frozenset({1})
    s = table({0: {"hand": ["0r9"]}})
    assert R.legal_moves(s, 0) == (Turn(),) and R.to_act(s) == frozenset({0, 1})


# --- what a player knows ----------------------------------------------------------------------

def test_views_show_rows_tops_and_the_centre_and_hide_everything_face_down():
    s = table({0: {"stack": ["0r1", "0r2", "0r3"], "hand": ["0b5", "0b6"],
                   "discard": ["0g2", "0g3"]}}, piles=[["1y1"]])
    for seat in (None, 0, 1):
        v = R.view(s, seat)
        assert v.stacks[0] == ("0r1", HIDDEN, HIDDEN) and v.hands[0] == (HIDDEN, HIDDEN)
        assert v.discards[0] == ("0g2", HIDDEN) and v.rows == s.rows and v.piles == s.piles
        assert v.points == s.points and v.rng == 0
        text = json.dumps(R.state_to_dict(v))
        for secret in ("0r2", "0r3", "0b5", "0b6", "0g3"):
            assert f'"{secret}"' not in text
        assert R.state_to_dict(R.view(s, 0)) == R.state_to_dict(v)
    # everything a seat needs to choose is in its view
    v = R.view(s, 0)
    assert R.legal_moves(v, 0) == R.legal_moves(s, 0)


def test_no_event_shows_a_hidden_card():
    s = table({0: {"stack": ["0r1", "0r2"], "hand": run("b5 b6 b7 b8", 0),
                   "discard": ["0g2", "0g3"]}})
    s, events = R.apply(s, 0, Turn())
    assert events[0]["shown"] == "0b7" and "seats" not in events[0]
    assert set(json.dumps(events).split('"')) & {"0b5", "0b6", "0b8"} == set()

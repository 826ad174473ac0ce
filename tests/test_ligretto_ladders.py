"""Ligretto, seeds/ligretto.md: the Row ladders option. Positions:
tests/ligretto_tables.py."""

from dataclasses import replace

import pytest
from ligretto_tables import (
    kinds,
    table,
)

from game import IllegalMove
from game.ligretto import RULES as R
from game.ligretto.rules import (
    Ladder,
    Play,
    can_progress,
    could_ever_play,
)

# --- Row ladders ------------------------------------------------------------------------------

def test_row_ladders_stack_or_discard_top_on_a_row_card_one_higher_of_another_colour():
    seats = {0: {"stack": ["0g6", "0r9"], "discard": ["0b8"],
                 "row": ["0r7", "0g7", "0y9", "0b10", "0b9"]}}
    s = table(seats, ladders=True)
    ladders = [m for m in R.legal_moves(s, 0) if isinstance(m, Ladder)]
    assert ladders == [Ladder("stack", 0), Ladder("discard", 2)]  # not g6 on g7, b8 on b9
    plain = table(seats)
    assert not any(isinstance(m, Ladder) for m in R.legal_moves(plain, 0))
    with pytest.raises(IllegalMove, match="not played at this table"):
        R.apply(plain, 0, Ladder("stack", 0))
    with pytest.raises(IllegalMove, match="green 6 cannot go on the green 7"):
        R.apply(s, 0, Ladder("stack", 1))
    s, events = R.apply(s, 0, Ladder("stack", 0))
    assert events[0] == {"type": "laddered", "seat": 0, "card": "0g6", "from": "stack",
                         "row": 0, "onto": "0r7", "revealed": "0r9"}
    assert s.rows[0][0] == ("0r7", "0g6") and s.stacks[0] == ("0r9",)


def test_row_ladders_only_the_top_plays_and_the_place_refills_when_empty():
    s = table({0: {"stack": ["0g6", "0r9"], "row": [["0r3", "0b2", "0r1"], "0g9", "0b9",
                                                      "0b10", "0y9"]}}, ladders=True)
    moves = R.legal_moves(s, 0)
    assert Play("row", "new", 0) in moves and not any(
        isinstance(m, Play) and m.index == 0 and m.pile != "new" for m in moves)
    s, events = R.apply(s, 0, Play("row", "new", 0))
    assert events[0]["revealed"] == "0b2" and kinds(events) == ["card_played"]
    assert s.rows[0][0] == ("0r3", "0b2") and s.stacks[0] == ("0g6", "0r9")
    s = replace(s, piles=s.piles + (("1b1",),))
    s, _ = R.apply(s, 0, Play("row", 1, 0))
    assert s.rows[0][0] == ("0r3",)
    s = replace(s, piles=s.piles + (("1r1", "1r2"),))
    s, events = R.apply(s, 0, Play("row", 2, 0))
    assert kinds(events) == ["card_played", "row_refilled"] and s.rows[0][0] == ("0g6",)


def test_row_ladders_the_last_stack_card_laddered_ends_the_round():
    s = table({0: {"stack": ["0g6"], "row": ["0r7", "0g9", "0b9", "0b10", "0y9"]}},
              ladders=True)
    s, events = R.apply(s, 0, Ladder("stack", 0))
    assert kinds(events) == ["laddered", "round_over"] and events[1]["by"] == 0


def test_row_ladders_a_stuck_table_plays_on_while_a_stack_top_can_be_laddered():
    s = table({0: {"stack": ["0r1", "0g6", "0y1"], "row": ["0r7", "0g9", "0b9", "0b10",
                                                           "0y9"]},
               1: {"row": ["1g9", "1b9", "1y9", "1g8", "1b8"]}}, ladders=True)
    s, events = R.apply(s, 0, Play("stack", "new"))
    assert kinds(events) == ["card_played"] and s.phase == "play"
    assert not can_progress(s) and not could_ever_play(s)
    assert R.to_act(s) == frozenset({0}) and R.legal_moves(s, 0) == (Ladder("stack", 0),)
    s, events = R.apply(s, 0, Ladder("stack", 0))    # uncovers the yellow 1
    assert s.phase == "play" and can_progress(s)

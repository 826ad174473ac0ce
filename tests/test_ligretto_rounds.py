"""Ligretto, seeds/ligretto.md: the end of a round and its scoring, the next round, the
end of the game at 99. Positions: tests/ligretto_tables.py."""


import pytest
from ligretto_tables import (
    kinds,
    table,
)

from game import IllegalMove
from game.ligretto import RULES as R
from game.ligretto.rules import (
    NextRound,
    Play,
    Turn,
    winners,
)

# --- the end of a round -----------------------------------------------------------------------

def test_the_round_ends_the_moment_a_stack_is_empty_by_a_play():
    s = table({0: {"stack": ["0r1"]}})
    s, events = R.apply(s, 0, Play("stack", "new"))
    assert kinds(events) == ["card_played", "round_over"]
    assert events[1]["reason"] == "stack_empty" and events[1]["by"] == 0
    assert s.phase == "between" and s.stacks[0] == ()
    assert all(R.legal_moves(s, p) == (NextRound(),) for p in (0, 1))


def test_the_round_ends_when_the_last_stack_card_moves_into_the_row():
    s = table({0: {"stack": ["0g7"], "row": ["0g9", "0y1", "0b9", "0b10", "0y9"]}})
    s, events = R.apply(s, 0, Play("row", "new", 1))
    assert kinds(events) == ["card_played", "row_refilled", "round_over"]
    assert events[1]["stack"] == 0 and events[1]["stack_top"] is None
    assert events[2]["by"] == 0 and s.phase == "between" and s.rows[0][1] == ("0g7",)


def test_round_scoring_plus_one_per_card_in_the_centre_minus_two_per_stack_card():
    blue = [f"1b{n}" for n in range(1, 11)]
    s = table({0: {"stack": ["0r4"]}, 1: {"stack": ["1r9", "1r10", "1g8"]}},
              piles=[["0r1", "1r2", "0r3"], blue], points=(10, 20), history=((4, 9), (6, 11)),
              round=3)
    s, events = R.apply(s, 0, Play("stack", 0))
    over = events[-1]
    assert over == {"type": "round_over", "round": 3, "reason": "stack_empty", "by": 0,
                    "centre": [3, 11], "stacks": [0, 3], "points": [3, 11 - 6],
                    "totals": [13, 25]}
    assert s.points == (13, 25) and s.history[-1] == (3, 5) and R.scores(s) == (13, 25)
    assert s.piles[0][-1] == "0r4"                    # the centre stays until the next deal


def test_the_next_round_any_seat_deals_and_a_second_request_is_refused():
    s = table({0: {"stack": ["0r1"]}})
    s, _ = R.apply(s, 0, Play("stack", "new"))
    assert R.to_act(s) == frozenset({0, 1})
    with pytest.raises(IllegalMove, match="deal the next round first"):
        R.apply(s, 1, Turn())
    dealt, events = R.apply(s, 1, NextRound())
    assert events[0]["type"] == "new_round" and events[0]["seat"] == 1
    assert events[0]["round"] == 2 and events[0]["stacks"] == [10, 10]
    assert events[0]["rows"] == [list(dealt.row_tops(p)) for p in (0, 1)]
    assert dealt.round == 2 and dealt.piles == () and dealt.phase == "play"
    assert all(len(st) == 10 for st in dealt.stacks) and dealt.points == s.points
    with pytest.raises(IllegalMove, match="still being played"):
        R.apply(dealt, 0, NextRound())
    assert R.apply(s, 0, NextRound())[0] == dealt      # whoever asks, the same deal
    with pytest.raises(IllegalMove, match="still being played"):
        R.apply(R.new_game(2, 1), 0, NextRound())


# --- the end of the game ----------------------------------------------------------------------

def ending(points, history, rnd):
    """Seat 0 ends the round scoring 3; seat 1 scores 11 - 2 * 2 = 7."""
    blue = [f"1b{n}" for n in range(1, 11)]
    return table({0: {"stack": ["0r4"]}, 1: {"stack": ["1r9", "1g8"]}},
                 piles=[["0r1", "1r2", "0r3"], blue], points=points, history=history,
                 round=rnd)


def test_the_game_ends_after_a_round_in_which_a_total_reaches_99():
    s, events = R.apply(ending((96, 88), ((40, 40), (40, 40), (16, 8)), 4), 0,
                        Play("stack", 0))
    assert kinds(events)[-2:] == ["round_over", "game_over"]
    assert events[-1] == {"type": "game_over", "scores": [99, 95], "winners": [0]}
    assert R.is_over(s) and s.phase == "over" and R.scores(s) == (99, 95)


def test_the_highest_total_wins_and_equal_totals_share():
    s, events = R.apply(ending((96, 92), ((40, 40), (40, 40), (16, 12)), 4), 0,
                        Play("stack", 0))
    assert events[-1] == {"type": "game_over", "scores": [99, 99], "winners": [0, 1]}
    assert R.is_over(s) and winners(s) == (0, 1) and R.to_act(s) == frozenset()
    assert all(R.legal_moves(s, p) == () for p in (0, 1))
    with pytest.raises(IllegalMove, match="game is over"):
        R.apply(s, 0, NextRound())
    s, events = R.apply(ending((97, 95), ((40, 40), (40, 40), (17, 15)), 4), 0,
                        Play("stack", 0))
    assert events[-1]["scores"] == [100, 102] and winners(s) == (1,)   # 99+ both: highest


def test_below_99_the_game_goes_on():
    s, events = R.apply(ending((95, 91), ((40, 40), (40, 40), (15, 11)), 4), 0,
                        Play("stack", 0))
    assert s.points == (98, 98) and kinds(events)[-1] == "round_over"
    assert R.to_act(s) == frozenset({0, 1}) and winners(s) == ()

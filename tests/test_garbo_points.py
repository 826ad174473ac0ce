"""Garbo, seeds/garbo.md (with its "Our rulings"): what a card gives the opponent, in
rows, columns and diagonals, with every diagonal or only the long ones. Positions:
tests/garbo_deals.py."""

from dataclasses import replace

import pytest
from garbo_deals import (
    found,
    game,
    laid,
    level_one,
    level_two,
    play,
)

from game.garbo import RULES as R
from game.garbo.rules import Pile, Play, points_if, square

# --- scoring -------------------------------------------------------------------------------

def test_a_rank_in_the_same_row_or_column_gives_the_opponent_its_value_gaps_or_not():
    s = laid(["7S . . .", ". . . .", ". . . .", ". KH . ."])
    assert found(s, "7H", (0, 3)) == [((0, 0), "rank", 3)]        # row, two empty between
    assert found(s, "7D", (2, 0)) == [((0, 0), "rank", 3)]        # column
    assert found(s, "KD", (3, 3)) == [((3, 1), "rank", 2)]
    assert found(s, "8D", (0, 3)) == [] and points_if(s, 0, "8D", (1, 2)) == 0


def test_a_suit_match_gives_the_suit_value():
    s = laid(["QS JH", ". 9D"])
    assert found(s, "AS", (1, 0)) == [((0, 0), "suit", 9)]
    assert found(s, "AD", (0, 2)) == [((1, 1), "suit", 12)]      # diagonal, up-right
    assert points_if(s, 0, "KC", (1, 2)) == 0


@pytest.mark.parametrize("origin", [(0, 0), (-3, -1), (2, -3)])
def test_every_diagonal_counts_at_any_distance_whatever_the_gaps(origin):
    s = laid(["9S . . 9H",
              ". . . .",
              ". . . .",
              "9C . . 9D"], origin)
    at = {k: (origin[0] + r, origin[1] + c) for k, (r, c) in
          {"tl": (0, 0), "tr": (0, 3), "bl": (3, 0), "br": (3, 3), "mid": (1, 1),
           "mid2": (2, 1), "off": (1, 2)}.items()}
    # From (1, 1): up-left touches 9S; down-right reaches 9D over a gap; (2,1)/(3,0) no.
    assert found(s, "9D", at["mid"]) == sorted([(at["tl"], "rank", 5), (at["br"], "rank", 5),
                                                (at["br"], "suit", 12)])
    # From (2, 1): down-left 9C, up-right 9H at distance 2; the others are not in line.
    assert found(s, "9S", at["mid2"]) == sorted([(at["bl"], "rank", 5),
                                                 (at["tr"], "rank", 5)])
    # From (1, 2): up-right 9H, down-left 9C over a gap.
    assert found(s, "QC", at["off"]) == [(at["bl"], "suit", 11)]
    assert points_if(s, 0, "QH", at["off"]) == 10


def test_several_matches_all_score_and_go_to_the_opponent():
    s = laid(["7S 8S", ". 7H", "7D ."], hand=("7C", "8D"))
    s = replace(s, points=(5, 2))
    want = [((0, 0), "rank", 3), ((1, 1), "rank", 3), ((2, 0), "rank", 3)]
    assert found(s, "7C", (1, 0)) == want
    new, events = R.apply(s, 0, Play("7C", (1, 0)))
    assert new.points == (5, 2 + 9) and events[0]["points"] == 9
    assert [(tuple(m["cell"]), m["kind"], m["points"]) for m in events[0]["matches"]] == want
    # One card can match a rank here and a suit there: 8S on the diagonal, 7D below.
    assert found(s, "8D", (1, 0)) == [((0, 1), "rank", 4), ((2, 0), "suit", 12)]
    s = replace(s, table=s.table + (Pile((1, 2), "8H"),))
    assert found(s, "8D", (2, 1)) == [((0, 1), "rank", 4), ((1, 2), "rank", 4),
                                      ((2, 0), "suit", 12)]


def test_level_one_as_laid():
    s, events = level_one(game(), 5)
    # 7S 8H 9C 10D along row 0, then 9D under 7S: no two alike in line.
    assert [e["points"] for e in events if e["type"] == "play"] == [0, 0, 0, 0, 0]
    s, events = play(s, ("10C", (1, 1)))
    # 10C matches 9C's suit up the diagonal; 10D at (0, 3) is not in line with (1, 1).
    assert events[0] == {"type": "play", "seat": 1, "card": "10C", "cell": [1, 1],
                         "covers": None, "points": 11,
                         "matches": [{"cell": [0, 2], "kind": "suit", "points": 11}]}
    assert s.points == (11, 0)


# --- option diagonals = "long" -------------------------------------------------------------

def test_with_long_diagonals_no_diagonal_scores_before_the_square_is_fixed():
    rows = ["7S .", "7H .", "7D ."]                   # three rows, one column: not fixed
    assert found(laid(rows), "7C", (1, 1)) == [((0, 0), "rank", 3), ((1, 0), "rank", 3),
                                               ((2, 0), "rank", 3)]
    assert found(laid(rows, diagonals="long"), "7C", (1, 1)) == [((1, 0), "rank", 3)]


@pytest.mark.parametrize("origin", [(0, 0), (-2, -3), (-1, 1)])
def test_with_long_diagonals_only_the_two_long_diagonals_of_the_fixed_square_count(origin):
    def at(r, c):
        return (origin[0] + r, origin[1] + c)

    # The card that fixes the square (fourth row and column) scores on its long diagonal.
    rows = ["9S . . .", "9H . . .", "9D 8S 8H 8D"]
    s = laid(rows, origin, "long")
    assert square(s.cells()) is None and square(s.cells() + (at(3, 3),)) == origin
    assert found(s, "QS", at(3, 3)) == [(at(0, 0), "suit", 9)]
    # In a fixed square: (1, 1) and (0, 0) share the main diagonal; (1, 1) and (2, 0) lie
    # on a short one, which counts only with diagonals "all".
    rows = ["9S JH QH 7C", "9H . . .", "7S 8S 8H .", "KD . . ."]
    s, every = laid(rows, origin, "long"), laid(rows, origin)
    assert found(s, "KS", at(1, 1)) == [(at(0, 0), "suit", 9), (at(2, 1), "suit", 9)]
    assert found(every, "KS", at(1, 1)) == [(at(0, 0), "suit", 9), (at(2, 0), "suit", 9),
                                            (at(2, 1), "suit", 9)]
    # (1, 2) is on the other long diagonal, with 7C and KD at its ends.
    assert found(s, "7D", at(1, 2)) == [(at(0, 3), "rank", 3), (at(3, 0), "suit", 12)]


def test_with_long_diagonals_level_two_scores_the_same_way():
    s = replace(level_two(), options=(("diagonals", "long"),))
    # 7C on 7S at (0, 0): the rank penalty, 9C and JC in line, 10C and QC on the long
    # diagonal: as with "all", (0, 0) has only the long one.
    assert points_if(s, 0, "7C", (0, 0)) == 74
    # 8C on 9C at (0, 2): its diagonals are short, so only the row, column and penalty.
    assert found(s, "8C", (0, 2)) == [((0, 1), "rank", 4), ((0, 2), "suit", 110)]

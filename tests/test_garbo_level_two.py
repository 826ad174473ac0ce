"""Garbo, seeds/garbo.md (with its "Our rulings"): the second deal, who leads Level Two,
covering cards and what matching a covered card costs, the last card. Positions:
tests/garbo_deals.py."""

from dataclasses import replace

import pytest
from garbo_deals import (
    CELLS,
    LEVEL_TWO,
    before_the_16th,
    deck,
    found,
    game,
    kinds,
    level_one,
    level_two,
    play,
)

from game import IllegalMove
from game.garbo import RULES as R
from game.garbo.cards import sort_hand
from game.garbo.rules import Pile, Play, leader, open_cells, points_if

# --- the second deal, Level Two ------------------------------------------------------------

def test_after_four_cards_each_four_more_are_dealt_each_seeing_only_their_own():
    d = deck()
    s, events = level_one(game(), 7)
    assert "deal" not in kinds(events) and len(s.stock) == 24
    s, events = level_one(game(), 8)
    assert events[-5:] == [{"type": "deal", "seat": 0, "cards": d[8:12], "seats": [0]},
                           {"type": "deal_count", "seat": 0, "count": 4},
                           {"type": "deal", "seat": 1, "cards": d[12:16], "seats": [1]},
                           {"type": "deal_count", "seat": 1, "count": 4},
                           {"type": "turn", "seat": 0}]
    assert s.hands == (sort_hand(d[8:12]), sort_hand(d[12:16])) and s.stock == tuple(d[16:])
    assert s.level == 1


@pytest.mark.parametrize("points, lead", [((0, 0), 0), ((0, 12), 1), ((0, 11), 1)])
def test_level_two_deals_the_last_sixteen_and_the_higher_score_leads(points, lead):
    s, events = play(replace(before_the_16th(), points=points), ("QC", (3, 3)))
    a, b = s.points
    assert (a, b) == (points[0] + 11, points[1])
    why = "higher score" if a != b else "played last"
    assert events[1] == {"type": "level_two", "leader": lead, "reason": why}
    assert s.level == 2 and R.to_act(s) == {lead} and s.stock == ()
    assert s.hands == tuple(sort_hand(h.split()) for h in LEVEL_TWO)
    assert kinds(events) == ["play", "level_two", "deal", "deal_count", "deal", "deal_count",
                             "turn"]
    assert events[2]["cards"] == LEVEL_TWO[0].split() and events[2]["seats"] == [0]
    assert events[5] == {"type": "deal_count", "seat": 1, "count": 8}
    assert events[-1] == {"type": "turn", "seat": lead}


def test_on_equal_scores_the_player_of_the_last_level_one_card_leads():
    s, events = play(replace(before_the_16th(), points=(10, 21)), ("QC", (3, 3)))
    assert s.points == (21, 21) and s.last == 1
    assert events[1] == {"type": "level_two", "leader": 1, "reason": "played last"}
    assert leader(replace(s, last=0)) == (0, "played last")
    assert leader(replace(s, points=(3, 4))) == (1, "higher score")


def test_in_level_two_a_card_covers_a_face_up_level_one_card():
    s = level_two()
    assert open_cells(s) == tuple(CELLS) and len(R.legal_moves(s, 0)) == 8 * 16
    s, events = play(s, ("7C", (0, 0)))
    assert s.pile((0, 0)) == Pile((0, 0), "7C", "7S")
    assert events[0]["covers"] == "7S" and (0, 0) not in open_cells(s)
    with pytest.raises(IllegalMove, match="already covered"):
        R.apply(s, 1, Play("7D", (0, 0)))
    with pytest.raises(IllegalMove, match="^In Level Two a card goes on a face-up Level-One"):
        R.apply(s, 1, Play("7D", (0, 4)))


def test_matching_the_covered_card_costs_ten_times_the_rank_value():
    s = level_two()
    # 7C on 7S: rank 7, 10 x 3; and the suit of 9C (row), JC (column), 10C and QC (diagonal).
    assert found(s, "7C", (0, 0)) == [((0, 0), "rank", 30), ((0, 2), "suit", 11),
                                      ((1, 1), "suit", 11), ((2, 0), "suit", 11),
                                      ((3, 3), "suit", 11)]
    s, events = play(s, ("7C", (0, 0)))
    assert events[0]["points"] == 74 and s.points == (0, 74)
    assert events[0]["matches"][0] == {"cell": [0, 0], "kind": "rank", "points": 30}


def test_matching_the_covered_card_costs_ten_times_the_suit_value():
    s = level_two()
    # 8C on 9C: clubs, 10 x 11; rank 8 with 8H (row) and 8S (diagonal), clubs with 10C and
    # JC down the other diagonal.
    assert found(s, "8C", (0, 2)) == [((0, 1), "rank", 4), ((0, 2), "suit", 110),
                                      ((1, 1), "suit", 11), ((1, 3), "rank", 4),
                                      ((2, 0), "suit", 11)]
    assert points_if(s, 0, "8C", (0, 2)) == 140
    # QS on 8S: spades, 10 x 9; QC down the column, KS and AS down the diagonal.
    assert points_if(s, 0, "QS", (1, 3)) == 10 * 9 + 8 + 9 + 9


def test_covered_cards_no_longer_count_but_the_card_on_top_does():
    s = level_two()
    # JS on KH at (3, 0): the row has AS (suit) and JD (rank), the column JC and 7S.
    assert points_if(s, 0, "JS", (3, 0)) == 9 + 1 + 1 + 9
    s, _ = play(s, ("7C", (0, 0)))                    # 7S is covered now, 7C face up
    assert found(s, "JS", (3, 0)) == [((2, 0), "rank", 1), ((3, 1), "suit", 9),
                                      ((3, 2), "rank", 1)]
    # The 7C on top counts like any face-up card: 7D at (0, 1) matches its rank.
    assert found(s, "7D", (0, 1)) == [((0, 0), "rank", 3), ((0, 3), "suit", 12),
                                      ((1, 0), "suit", 12), ((1, 2), "rank", 3),
                                      ((2, 1), "suit", 12)]
    s, _ = play(s, ("7D", (0, 1)))
    # Both Level-Two cards now lie on row 0; 8H under 7D counts for nothing any more.
    assert found(s, "8D", (0, 3)) == [((0, 1), "suit", 12), ((0, 3), "suit", 120),
                                      ((1, 3), "rank", 4), ((2, 1), "suit", 12)]


def test_the_last_card_is_forced_and_then_the_game_is_over():
    s = level_two()
    while sum(len(h) for h in s.hands) > 1:
        (seat,) = R.to_act(s)
        s, _ = R.apply(s, seat, R.legal_moves(s, seat)[-1])
    (seat,) = R.to_act(s)
    (only,) = R.legal_moves(s, seat)
    assert only.card == s.hands[seat][0] and (only.cell,) == open_cells(s)
    s, events = R.apply(s, seat, only)
    assert R.is_over(s) and R.to_act(s) == frozenset() and R.legal_moves(s, seat) == ()
    assert all(p.down for p in s.table) and not any(s.hands) and s.played() == 32
    assert events[-1] == {"type": "game_over", "scores": list(s.points)}
    assert R.scores(s) == s.points
    with pytest.raises(IllegalMove, match="^The game is over.$"):
        R.apply(s, seat, only)

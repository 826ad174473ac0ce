"""Garbo: a test for every rule and ruling of seeds/garbo.md (with its "Our
rulings"). Whole games are scripted with the `deck` argument (SQUARE below, laid row by row);
scoring is checked on small layouts written as rows ("." is an empty cell) from an origin."""

import json
from dataclasses import replace

import pytest

from game import IllegalMove
from game.garbo import RULES as R
from game.garbo.cards import DECK, RANK_VALUE, SUIT_VALUE, sort_hand
from game.garbo.rules import Pile, Play, leader, matches, open_cells, points_if, square

# Level One, laid row by row from [0, 0]; seat 0 lays the cards in even places, seat 1
# the others. Then seat 0 gets LEVEL_TWO[0] and seat 1 LEVEL_TWO[1].
SQUARE = ["7S 8H 9C 10D",
          "9D 10C 7H 8S",
          "JC QD KS AH",
          "KH AS JD QC"]
LEVEL_TWO = ("7C 8C 9S 10S JS QS KC AC", "7D 8D 9H 10H JH QH KD AD")
LAID = " ".join(SQUARE).split()
CELLS = [(i // 4, i % 4) for i in range(16)]


def deck(layout=LAID, level_two=LEVEL_TWO):
    """The deal that lets seat 0 and seat 1 lay `layout` in order: 4 + 4, 4 + 4, 8 + 8."""
    first, second = layout[:8], layout[8:]
    return (first[0::2] + first[1::2] + second[0::2] + second[1::2]
            + level_two[0].split() + level_two[1].split())


def game(diagonals=None, **kw):
    options = None if diagonals is None else {"diagonals": diagonals}
    return R.new_game(2, 7, options, deck=deck(**kw))


def play(state, *moves):
    """Each move (card, (r, c)) by the seat whose turn it is; all the events."""
    events = []
    for card, cell in moves:
        (seat,) = R.to_act(state)
        state, ev = R.apply(state, seat, Play(card, cell))
        events += ev
    return state, events


def level_one(state, upto=16):
    return play(state, *zip(LAID[:upto], CELLS[:upto]))


def laid(rows, origin=(0, 0), diagonals="all", hand=(), level=1):
    """A position with these face-up cards; seat 0 to play with `hand`."""
    table = tuple(Pile((origin[0] + r, origin[1] + c), card)
                  for r, row in enumerate(rows) for c, card in enumerate(row.split())
                  if card != ".")
    s = R.new_game(2, 1, {"diagonals": diagonals})
    return replace(s, table=table, hands=(sort_hand(hand), ()), level=level, last=1)


def found(state, card, cell):
    return sorted(matches(state, card, cell))


def kinds(events):
    return [e["type"] for e in events]


# --- the cards and the deal ---------------------------------------------------------------

def test_32_cards_with_the_ruled_values():
    assert len(DECK) == 32 == len(set(DECK)) and DECK[0] == "7S" and DECK[-1] == "AD"
    assert "10H" in DECK and "QS" in DECK
    assert RANK_VALUE == {"J": 1, "K": 2, "7": 3, "8": 4, "9": 5, "10": 6, "A": 7, "Q": 8}
    assert SUIT_VALUE == {"S": 9, "H": 10, "C": 11, "D": 12}


def test_the_deck_is_dealt_from_the_front_four_each_and_seat_0_plays_first():
    d = deck()
    s = R.new_game(2, 3, deck=d)
    assert s.hands == (sort_hand(d[:4]), sort_hand(d[4:8])) and s.stock == tuple(d[8:])
    assert s.hands[0] == ("7S", "7H", "9C", "9D")            # sorted by suit, then rank
    assert R.to_act(s) == {0} and s.level == 1 and s.last is None and s.points == (0, 0)
    assert R.legal_moves(s, 1) == ()


def test_without_a_deck_the_seed_shuffles():
    a, b, c = R.new_game(2, 5), R.new_game(2, 5), R.new_game(2, 6)
    assert a == b and a != c
    assert sorted(a.hands[0] + a.hands[1] + a.stock) == sorted(DECK)
    for bad in (dict(players=3), dict(players=1), dict(deck=DECK[:-1]),
                dict(deck=DECK[:-1] + DECK[:1]), dict(options={"diagonals": "short"}),
                dict(options={"jokers": True}), dict(options="long")):
        args = dict(players=2, seed=1) | bad
        with pytest.raises(ValueError):
            R.new_game(args.pop("players"), args.pop("seed"), **args)
    assert R.new_game(2, 1).options == (("diagonals", "all"),)
    assert R.new_game(2, 1, {"diagonals": "long"}).option == {"diagonals": "long"}


# --- Level One: where a card may go ----------------------------------------------------------

def test_the_first_card_defines_cell_0_0():
    s = game()
    assert {m.cell for m in R.legal_moves(s, 0)} == {(0, 0)}
    assert len(R.legal_moves(s, 0)) == 4
    with pytest.raises(IllegalMove, match="first card goes to \\[0, 0\\]"):
        R.apply(s, 0, Play("7S", (2, 1)))
    s, events = R.apply(s, 0, Play("7S", (0, 0)))
    assert events == [{"type": "play", "seat": 0, "card": "7S", "cell": [0, 0], "covers": None,
                       "points": 0, "matches": []},
                      {"type": "turn", "seat": 1}]
    assert s.table == (Pile((0, 0), "7S"),) and s.last == 0 and R.to_act(s) == {1}


def test_later_cards_go_on_an_empty_cell_beside_a_card():
    s, _ = level_one(game(), 1)
    assert open_cells(s) == ((-1, 0), (0, -1), (0, 1), (1, 0))
    with pytest.raises(IllegalMove, match="^That cell is not next to a card.$"):
        R.apply(s, 1, Play("8H", (1, 1)))                  # diagonally is not beside
    with pytest.raises(IllegalMove, match="not next to a card"):
        R.apply(s, 1, Play("8H", (0, 2)))
    with pytest.raises(IllegalMove, match="already holds a card"):
        R.apply(s, 1, Play("8H", (0, 0)))
    s, _ = play(s, ("8H", (-1, 0)))                        # above the first card
    assert s.cells() == ((-1, 0), (0, 0))


def test_the_layout_must_fit_a_4x4_square_with_negative_cells_too():
    s, _ = play(game(), ("7S", (0, 0)), ("8H", (0, -1)), ("9C", (0, -2)), ("10D", (0, -3)))
    assert (0, 1) not in open_cells(s) and (0, -4) not in open_cells(s)
    with pytest.raises(IllegalMove, match="^The layout must fit in a 4x4 square.$"):
        R.apply(s, 0, Play("9D", (0, 1)))
    s, _ = play(s, ("9D", (-1, -3)), ("10C", (-2, -3)), ("7H", (-3, -3)))
    # Four rows and four columns are taken: the square is fixed, only cells inside it open.
    assert square(s.cells()) == (-3, -3)
    assert open_cells(s) == ((-3, -2), (-2, -2), (-1, -2), (-1, -1), (-1, 0))
    with pytest.raises(IllegalMove, match="4x4"):
        R.apply(s, 1, Play("8S", (-4, -3)))


def test_the_sixteenth_card_fills_the_square_and_ends_level_one():
    s, _ = level_one(game())
    assert sorted(s.cells()) == sorted(CELLS) and s.level == 2


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


def before_the_16th():
    s, _ = level_one(game(), 15)
    # The 16th card, QC at (3, 3), matches 10C's suit on the long diagonal: seat 0 gets 11.
    assert found(s, "QC", (3, 3)) == [((1, 1), "suit", 11)]
    return s


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


def level_two():
    """The start of Level Two with seat 0 leading, scores back at 0."""
    s, _ = play(replace(before_the_16th(), points=(1000, 0)), ("QC", (3, 3)))
    assert R.to_act(s) == {0}
    return replace(s, points=(0, 0))


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


# --- refusals ------------------------------------------------------------------------------

def test_illegal_moves_change_nothing_and_say_why():
    s, _ = level_one(game(), 4)                       # row 0 is laid; seat 0 holds 9D, 7H
    before = R.state_to_dict(s)
    for seat, move, why in (
            (1, Play("9D", (1, 0)), "^It is not your turn.$"),
            (0, Play("8S", (1, 0)), "^That card is not in your hand.$"),
            (0, Play("XX", (1, 0)), "^There is no such card.$"),
            (0, Play("9D", (2, 0)), "^That cell is not next to a card.$"),
            (0, Play("9D", (1, -1)), "^That cell is not next to a card.$"),
            (0, Play("9D", (0, 2)), "^That cell already holds a card.$"),
            (0, Play("9D", (0, -1)), "^The layout must fit in a 4x4 square.$"),
            (0, Play("9D", (0, 4)), "^The layout must fit in a 4x4 square.$"),
            (0, Play("9D", ("a", 0)), "^There is no such cell.$"),
            (0, Play("9D", (True, 0)), "^There is no such cell.$"),
            (0, Play("9D", [1, 0]), "^There is no such cell.$"),
            (0, "9D", "^Play a card from your hand onto the table.$"),
            (5, Play("9D", (1, 0)), "^It is not your turn.$")):
        with pytest.raises(IllegalMove, match=why):
            R.apply(s, seat, move)
    assert R.state_to_dict(s) == before and isinstance(IllegalMove("x"), ValueError)


def test_views_hide_the_other_hand_and_the_stock_and_keep_their_sizes():
    s, _ = level_one(game(), 9)
    secret = set(s.stock)
    for seat in (None, 0, 1):
        v = R.view(s, seat)
        assert v.table == s.table and v.points == s.points and v.rng == 0
        assert v.stock == ("?",) * len(s.stock) == ("?",) * 16
        for other in (0, 1):
            shown = s.hands[other] if other == seat else ("?",) * len(s.hands[other])
            assert v.hands[other] == shown
        text = json.dumps(R.state_to_dict(v))
        hidden = secret | {c for o in (0, 1) if o != seat for c in s.hands[o]}
        assert not any(f'"{c}"' in text for c in hidden)
        assert R.state_from_dict(json.loads(text)) == v
        if seat is not None:                          # a seat can find its moves in a view
            assert R.legal_moves(v, seat) == R.legal_moves(s, seat)


# --- dicts ---------------------------------------------------------------------------------

def test_moves_as_dicts():
    assert R.move_to_dict(Play("10H", (-1, 2))) == {"move": "play", "card": "10H",
                                                    "cell": [-1, 2]}
    assert R.move_from_dict({"move": "play", "card": "QS", "cell": [0, 0]}) == Play(
        "QS", (0, 0))
    for bad in ({"move": "play", "card": "1S", "cell": [0, 0]},
                {"move": "play", "card": "?", "cell": [0, 0]},
                {"move": "play", "card": "QS", "cell": [0]},
                {"move": "play", "card": "QS", "cell": [0, 0], "seat": 1},
                {"move": "play", "card": "QS"}, {"move": "flip", "cell": [0, 0]},
                {"card": "QS", "cell": [0, 0]}, ["play"], None):
        with pytest.raises(ValueError):
            R.move_from_dict(bad)
    with pytest.raises(ValueError):
        R.move_to_dict("QS")


def test_states_as_dicts_and_what_state_from_dict_refuses():
    s, _ = play(level_two(), ("7C", (0, 0)))
    d = json.loads(json.dumps(R.state_to_dict(s)))
    assert R.state_from_dict(d) == s
    assert d["table"][0] == {"cell": [0, 0], "up": "7C", "down": "7S"}
    assert d["last"] == 0 and d["level"] == 2 and d["options"] == {"diagonals": "all"}

    def spoiled(**changes):
        bad = json.loads(json.dumps(d))
        bad.update(changes)
        return bad

    hands, table = d["hands"], d["table"]
    for bad in (spoiled(hands=[["?"] * 8, hands[1]]),             # "?" in a full state
                spoiled(hands=[hands[0], hands[1] + ["7C"]]),       # a card twice
                spoiled(hands=[hands[0][1:], hands[1]]),            # a card missing
                spoiled(hands=[hands[0][::-1], hands[1]]),          # not sorted
                spoiled(table=table[1:]),                           # 15 cells in Level Two
                spoiled(table=table[::-1]),                         # not in reading order
                spoiled(table=[{**table[0], "cell": [4, 0]}] + table[1:]),
                spoiled(table=[{**table[0], "up": None}] + table[1:]),
                spoiled(current=0), spoiled(last=1), spoiled(last=None), spoiled(level=1),
                spoiled(level=3), spoiled(points=[0, -1]), spoiled(points=[0, True]),
                spoiled(options={}), spoiled(options={"diagonals": "short"}),
                spoiled(stock=["7C"]), spoiled(game="fossil"), spoiled(extra=1),
                {k: v for k, v in d.items() if k != "last"}):
        with pytest.raises(ValueError):
            R.state_from_dict(bad)


def test_a_level_one_table_must_grow_from_0_0_beside_cards_within_4x4():
    s, _ = level_one(game(), 6)                 # row 0, then (1, 0) and (1, 1)
    d = R.state_to_dict(s)
    assert R.state_from_dict(d) == s

    def moved(i, cell):
        bad = json.loads(json.dumps(d))
        bad["table"][i]["cell"] = cell
        bad["table"].sort(key=lambda p: p["cell"])
        return bad

    assert R.state_from_dict(moved(5, [-1, 3])) != s          # another legal layout
    for bad in (moved(5, [3, 3]), moved(5, [2, 1]),            # not beside any card
                moved(0, [-1, 0]),                             # no card at [0, 0]
                moved(4, [0, 4]),                              # five columns
                moved(5, [1, 0])):                             # a cell twice
        with pytest.raises(ValueError):
            R.state_from_dict(bad)

"""Petroglyph: a test for every ruling in seeds/petroglyph.md. Decks are written row by
row, "/" between rows, the 17th id (aside) last; moves in the notation of ARCHITECTURE.md."""

import copy
import json
from collections import Counter

import pytest

from game import RULES, IllegalMove
from game.petroglyph.cards import DECK, rating, set_points

R = RULES["petroglyph"]
BASE = "R1 R2 B1 B2 / B3 G1 G2 G3 / G4 G5 G6 YH / Y1 Y2 Y3 R3 / R4"
ALL = BASE.replace("/", " ").split()
COLLECT, PASS = {"move": "collect"}, {"move": "pass"}


def flip(r, c):
    return {"move": "flip", "cell": [r, c]}


def discard(r, c):
    return {"move": "discard", "cell": [r, c]}


def shuffle(line, i):
    return {"move": "shuffle", "line": line, "index": i}


def game(text=BASE, players=2, seed=0, **options):
    return R.new_game(players, seed, options or None, deck=text.replace("/", " ").split())


def position(rows, sets, aside, current=0, discarded=(), **options):
    """A late position: rows like "B1 B2 . ." ("." is an empty space), sets per seat."""
    cells = [None if c == "." else c for c in " ".join(rows).split()]
    cells += [None] * (16 - len(cells))
    return R.state_from_dict({
        "game": "petroglyph", "players": len(sets), "grid": cells, "up": [], "phase": "flip",
        "current": current, "sets": sets, "discarded": list(discarded), "aside": aside,
        "kept": [], "rng": 2024, "options": options})


def play(state, *moves):
    events = []
    for d in moves:
        (seat,) = R.to_act(state)
        state, ev = R.apply(state, seat, R.move_from_dict(d))
        events += ev
    return state, events


def legal(state):
    (seat,) = R.to_act(state)
    return [R.move_to_dict(m) for m in R.legal_moves(state, seat)]


def D(state):
    return R.state_to_dict(state)


def rows(state):
    g = D(state)["grid"]
    return [g[i:i + 4] for i in range(0, 16, 4)]


def sets(state, s=0):
    return [tuple(x) for x in D(state)["sets"][s]]


EARLY = "Only green cups can be collected early; other sets are taken when complete."


def refused(state, s, d, why):
    """The move is refused with exactly the sentence `why`, and the state is left as it was."""
    before, snap = copy.deepcopy(state), json.dumps(D(state))
    with pytest.raises(IllegalMove) as info:
        R.apply(state, s, R.move_from_dict(d))
    assert str(info.value) == why
    assert state == before and json.dumps(D(state)) == snap


def flips(state):
    return sorted(tuple(d["cell"]) for d in legal(state) if d["move"] == "flip")


# --- set up ------------------------------------------------------------------------------

def test_deck_fills_the_grid_row_by_row_and_the_17th_is_aside():
    s = game()
    assert rows(s) == [["R1", "R2", "B1", "B2"], ["B3", "G1", "G2", "G3"],
                       ["G4", "G5", "G6", "YH"], ["Y1", "Y2", "Y3", "R3"]]
    assert D(s)["aside"] == "R4" and D(s)["phase"] == "flip"
    assert R.to_act(s) == {0} and len(flips(s)) == 16 and COLLECT not in legal(s)
    assert R.scores(s) == (0, 0) and not R.is_over(s)


def test_17_cards_a_seeded_deal_uses_each_once_and_repeats():
    assert Counter(c[0] for c in DECK) == {"R": 4, "B": 3, "G": 6, "Y": 4}
    assert sorted(ALL) == sorted(DECK) and {"YH", "Y1", "Y2", "Y3"} <= set(DECK)
    a, b = R.new_game(3, 99), R.new_game(3, 99)
    assert a == b and a != R.new_game(3, 100)
    assert sorted(D(a)["grid"] + [D(a)["aside"]]) == sorted(ALL)


@pytest.mark.parametrize("players,deck", [(0, None), (5, None), (2, ["R1"] * 17),
                                          (2, ALL[:-1])])
def test_impossible_tables_and_decks_are_refused(players, deck):
    with pytest.raises(ValueError):
        R.new_game(players, 1, deck=deck)


def test_seat_0_starts_and_play_passes_to_the_next_seat():
    s = game(players=3)
    s, _ = play(s, flip(0, 0), flip(0, 1))            # seat 0: red pair
    assert R.to_act(s) == {1}
    s, _ = play(s, flip(1, 0), flip(1, 1), PASS)      # seat 1: blue, green, mismatch
    assert R.to_act(s) == {2}
    s, _ = play(s, flip(1, 1), COLLECT)               # seat 2: one green
    assert R.to_act(s) == {0} and [len(sets(s, i)) for i in range(3)] == [1, 0, 1]


# --- sets --------------------------------------------------------------------------------

@pytest.mark.parametrize("cells,cards,points", [([(0, 0), (0, 1)], ("R1", "R2"), 5),
                                                ([(2, 3), (3, 2)], ("YH", "Y3"), 10)])
def test_a_red_or_yellow_pair_is_collected_at_once_and_ends_the_turn(cells, cards, points):
    s, ev = play(game(), *[flip(*c) for c in cells])
    assert sets(s) == [cards] and [rows(s)[r][c] for r, c in cells] == [None, None]
    assert [e for e in ev if e["type"] == "collect"][0]["points"] == points
    assert R.to_act(s) == {1} and R.scores(s) == (points, 0)


def test_two_blues_must_go_on_and_the_third_collects_the_triple():
    s, _ = play(game(), flip(0, 2), flip(0, 3))
    assert R.to_act(s) == {0} and COLLECT not in legal(s)
    refused(s, 0, COLLECT, EARLY)
    s, _ = play(s, flip(1, 0))
    assert sets(s) == [("B1", "B2", "B3")] and R.scores(s) == (10, 0) and R.to_act(s) == {1}


@pytest.mark.parametrize("cell", [(0, 0), (2, 3), (0, 2)])
def test_red_yellow_blue_below_set_size_must_flip_again(cell):
    s, _ = play(game(), flip(*cell))
    assert legal(s) == [flip(*c) for c in flips(s)] and len(flips(s)) == 15
    refused(s, 0, COLLECT, EARLY)


def test_after_each_green_the_player_may_collect_or_flip():
    s = game()
    for n, cell in enumerate([(1, 1), (1, 2), (1, 3)], start=1):
        s, _ = play(s, flip(*cell))
        assert COLLECT in legal(s) and len(flips(s)) == 16 - n and R.to_act(s) == {0}
    s, ev = play(s, COLLECT)
    assert sets(s) == [("G1", "G2", "G3")] and R.scores(s) == (7, 0) and R.to_act(s) == {1}
    assert ev[0] == {"type": "collect", "seat": 0, "cards": ["G1", "G2", "G3"],
                     "cells": [[1, 1], [1, 2], [1, 3]], "points": 7}
    s, _ = play(s, flip(2, 0), COLLECT)                  # one green alone is a set
    assert sets(s, 1) == [("G4",)] and R.scores(s) == (7, 1)


def test_six_greens_are_collected_at_once():
    s = game()
    cells = [(1, 1), (1, 2), (1, 3), (2, 0), (2, 1), (2, 2)]
    s, _ = play(s, *[flip(*c) for c in cells])
    assert sets(s) == [("G1", "G2", "G3", "G4", "G5", "G6")]
    assert R.scores(s) == (31, 0) and R.to_act(s) == {1}


# --- mismatch, several players -------------------------------------------------------------

def test_mismatch_turns_the_cards_back_in_place_then_shuffle_or_pass():
    s0 = game(players=3)
    s, ev = play(s0, flip(1, 1), flip(1, 2), flip(0, 0))   # green, green, red
    assert [e["type"] for e in ev][-2:] == ["mismatch", "turn_back"]
    assert rows(s) == rows(s0) and D(s)["up"] == [] and sets(s) == []
    assert D(R.view(s, None))["grid"] == ["?"] * 16       # all face down again
    assert PASS in legal(s) and not flips(s) and COLLECT not in legal(s)
    assert sorted(d["line"][0] + str(d["index"]) for d in legal(s) if d != PASS) == \
        ["c0", "c1", "c2", "c3", "r0", "r1", "r2", "r3"]
    after, ev = play(s, PASS)
    assert rows(after) == rows(s0) and R.to_act(after) == {1} and D(after)["phase"] == "flip"
    assert {"type": "pass", "seat": 0} in ev


def test_a_shuffle_permutes_face_down_cards_among_occupied_spaces_only():
    # Seat 0 takes R1 R2; seat 1 turns B1 then G1 (mismatch) and shuffles row 0,
    # which now holds two cards and two empty spaces.
    deck = "R1 R2 B1 G1 / B2 B3 G2 G3 / G4 G5 G6 YH / Y1 Y2 Y3 R3 / R4"
    seen = set()
    for seed in range(12):
        s, _ = play(game(deck, seed=seed), flip(0, 0), flip(0, 1), flip(0, 2), flip(0, 3))
        assert R.to_act(s) == {1}
        before = rows(s)
        s, ev = play(s, shuffle("row", 0))
        assert rows(s)[0][:2] == [None, None] and sorted(rows(s)[0][2:]) == ["B1", "G1"]
        assert rows(s)[1:] == before[1:] and R.to_act(s) == {0}
        assert ev[0] == {"type": "shuffle", "seat": 1, "line": "row", "index": 0,
                         "cells": [[0, 2], [0, 3]]}
        seen.add(tuple(rows(s)[0]))
    assert len(seen) == 2       # the shuffle really is random, and seeded


def test_a_column_may_be_shuffled_too():
    s, _ = play(game(), flip(0, 0), flip(0, 2))          # red, blue
    s2, _ = play(s, shuffle("col", 0))
    assert sorted(x[0] for x in rows(s2)) == sorted(x[0] for x in rows(s))
    assert [x[1:] for x in rows(s2)] == [x[1:] for x in rows(s)]
    assert play(s, shuffle("col", 0))[0] == s2           # seeded: same every time
    # solo_shuffle="rows" is a solitaire option: with several players columns stay open.
    s, _ = play(game(solo_shuffle="rows"), flip(0, 0), flip(0, 2))
    assert shuffle("col", 0) in legal(s)


def test_our_ruling_lines_with_fewer_than_two_face_down_cards_are_not_offered():
    # Row 0 keeps only B1 after R1 R2 and G1 are collected.
    deck = "R1 R2 G1 B1 / B2 B3 G2 G3 / G4 G5 G6 YH / Y1 Y2 Y3 R3 / R4"
    s, _ = play(game(deck), flip(0, 0), flip(0, 1), flip(0, 2), COLLECT)
    s, _ = play(s, flip(0, 3), flip(3, 3))               # seat 0: blue, red
    assert shuffle("row", 0) not in legal(s) and shuffle("col", 3) in legal(s)
    refused(s, 0, shuffle("row", 0),
            "That line has fewer than two face-down cards: shuffling would change nothing.")


# --- mismatch, solitaire ---------------------------------------------------------------------

def test_solo_mismatch_discards_one_face_up_card_and_turns_the_rest_back():
    s, _ = play(game(players=1), flip(1, 1), flip(0, 0))   # green, red
    assert legal(s) == [discard(1, 1), discard(0, 0)]
    refused(s, 0, PASS, "Not shuffling is a choice only after a mismatch.")
    refused(s, 0, discard(0, 1), "Discard one of the face-up cards.")   # a face-down card
    s, ev = play(s, discard(1, 1))
    assert D(s)["discarded"] == ["G1"] and rows(s)[1][1] is None and rows(s)[0][0] == "R1"
    assert D(R.view(s, 0))["grid"][0] == "?" and R.scores(s) == (0,) and sets(s) == []
    assert ev[:2] == [{"type": "discard", "cell": [1, 1], "card": "G1"},
                      {"type": "turn_back", "cells": [[0, 0]]}]


def test_solo_shuffle_is_forced_and_the_player_picks_among_qualifying_lines():
    s, _ = play(game(players=1), flip(0, 0), flip(0, 2), discard(0, 2))  # keep R1
    assert legal(s) == [shuffle("row", 0), shuffle("col", 0)]
    refused(s, 0, PASS, "In solitaire the shuffle is not optional: pick a row or column "
                        "that lights up.")
    refused(s, 0, shuffle("row", 1),                     # holds none of the kept cards
            "Shuffle a line with 3 or 4 cards that holds one of the cards you kept.")
    refused(s, 0, flip(1, 1), "Now shuffle one of the rows or columns that light up.")
    for choice in legal(s):
        after, _ = play(s, choice)
        assert R.to_act(after) == {0} and D(after)["phase"] == "flip"
        assert rows(after)[0][2] is None                   # the empty space stays empty


def test_solo_shuffle_rows_option_restricts_to_rows():
    s, _ = play(game(players=1, solo_shuffle="rows"), flip(0, 0), flip(0, 2), discard(0, 2))
    assert legal(s) == [shuffle("row", 0)]
    refused(s, 0, shuffle("col", 0), "With this option only rows are shuffled.")


# Rulebook example: two cards of different colours in solitaire. Row 0 holds only the
# green G2 at (0,3); column 3 holds three cards; the red R3 sits in the full row 2.
SOLO = "R1 R2 G1 G2 / B1 B2 Y1 B3 / R3 G3 G4 Y2 / Y3 YH G5 G6 / R4"
CLEAR = [flip(0, 0), flip(0, 1), flip(0, 2), COLLECT, flip(1, 0), flip(1, 1), flip(1, 3)]


@pytest.mark.parametrize("option", ["lines", "rows"])
def test_rulebook_example_discard_green_must_shuffle_the_red_row(option):
    s, _ = play(game(SOLO, players=1, solo_shuffle=option), *CLEAR, flip(0, 3), flip(2, 0))
    s, _ = play(s, discard(0, 3))
    assert legal(s) == [shuffle("row", 2)]   # column 0 has only 2 cards: it does not qualify
    s, _ = play(s, shuffle("row", 2))
    assert sorted(rows(s)[2]) == ["G3", "G4", "R3", "Y2"] and R.to_act(s) == {0}


@pytest.mark.parametrize("option", ["rows", "lines"])
def test_rulebook_example_discard_red_no_row_qualifies(option):
    s, _ = play(game(SOLO, players=1, solo_shuffle=option), *CLEAR, flip(0, 3), flip(2, 0))
    before = rows(s)
    s, ev = play(s, discard(2, 0))
    if option == "lines":                    # the green's three-card column must be shuffled
        assert legal(s) == [shuffle("col", 3)]
        return
    assert {"type": "no_shuffle"} in ev and D(s)["phase"] == "flip"   # rows: no shuffle
    assert rows(s)[2] == [None] + before[2][1:] and rows(s)[3] == before[3]


def test_solo_with_two_kept_cards_a_line_through_either_qualifies():
    s, _ = play(game(players=1), flip(1, 1), flip(1, 2), flip(0, 0), discard(0, 0))
    assert D(s)["discarded"] == ["R1"]
    assert legal(s) == [shuffle("row", 1), shuffle("col", 1), shuffle("col", 2)]


# --- the end -----------------------------------------------------------------------------

OTHERS = [[["R1", "R2"], ["G2", "G3", "G4", "G5", "G6"]],
          [["R3", "R4"], ["YH", "Y1"], ["Y2", "Y3"]]]


def test_rulebook_example_two_blues_then_a_green_ends_with_nothing_collected():
    s = position(["B1 B2 G1 ."], OTHERS, aside="B3")
    s, ev = play(s, flip(0, 0), flip(0, 1), flip(0, 2))
    assert R.is_over(s) and R.to_act(s) == frozenset()
    assert R.scores(s) == (26, 14) and not [e for e in ev if e["type"] == "collect"]
    assert ev[-1] == {"type": "game_over", "scores": [26, 14]}
    assert R.legal_moves(s, 0) == () and R.legal_moves(s, 1) == ()
    refused(s, 0, flip(0, 0), "The game is over.")


def solo(grid, aside):
    """A solitaire position: R1 R2 collected, every other card not in play discarded."""
    used = set(grid.split()) | {aside, "R1", "R2"}
    rest = [c for c in ALL if c not in used]
    return position([grid], [[["R1", "R2"]]], aside, discarded=rest)


@pytest.mark.parametrize("grid,moves,got", [
    ("G1 . . .", [flip(0, 0)], 1),                               # one green
    ("G1 G2 G3 .", [flip(0, 0), flip(0, 1), flip(0, 2)], 7),     # any number of greens
    ("B1 B2 B3 .", [flip(0, 0), flip(0, 1), flip(0, 2)], 10),    # three blues
    ("R3 . . R4", [flip(0, 0), flip(0, 3)], 5),                  # two red
    ("Y3 . YH .", [flip(0, 0), flip(0, 2)], 10),                 # two yellow
    ("G1 . Y3 .", [flip(0, 0), flip(0, 2)], 0),                  # mismatch: nothing
])
def test_the_last_turn_collects_only_a_set(grid, moves, got):
    s, ev = play(solo(grid, "G6" if "G6" not in grid else "B3"), *moves)
    assert R.is_over(s) and R.scores(s) == (5 + got,) and R.to_act(s) == frozenset()
    assert len([e for e in ev if e["type"] == "collect"]) == (1 if got else 0)
    assert ev[-1]["type"] == "game_over"


def test_the_game_ends_when_face_down_cards_can_no_longer_make_a_set():
    sets_ = [[["R1", "R2"], ["G2", "G3", "G4", "G5", "G6"]],
             [["R3", "R4"], ["YH", "Y1"], ["Y2", "Y3"]]]
    s = position(["G1 B1 B2 ."], sets_, aside="B3")
    # A mismatch keeps the game going: G1 can still be collected later.
    going, _ = play(s, flip(0, 1), flip(0, 0), PASS)
    assert not R.is_over(going) and R.to_act(going) == {1}
    # Once G1 is taken, the two blues left (B3 is aside) can never make a set.
    over, ev = play(s, flip(0, 0), COLLECT)
    assert R.is_over(over) and R.scores(over) == (27, 14)
    assert rows(over)[0][1] == "B1" and ev[-1] == {"type": "game_over", "scores": [27, 14]}


def test_in_solitaire_too_the_game_ends_when_no_set_is_possible():
    s = position(["G1 R1 B1 Y1", "B2 . . ."], [[["G2", "G3"]]], aside="B3",
                 discarded=["R2", "R3", "R4", "G4", "G5", "G6", "YH", "Y2", "Y3"])
    s, _ = play(s, flip(0, 0), COLLECT)
    assert R.is_over(s) and R.scores(s) == (4,)



def test_a_solitaire_discard_that_leaves_no_possible_set_ends_the_game_at_once():
    s = position(["G1 R1 B1 B2", "Y1 . . ."], [[["G2", "G3"]]], aside="B3",
                 discarded=["R2", "R3", "R4", "G4", "G5", "G6", "YH", "Y2", "Y3"])
    s, _ = play(s, flip(0, 0), flip(0, 1))
    assert s.phase == "discard"
    # Row 0 would qualify for the forced shuffle, but nothing could change any more.
    s, ev = play(s, {"move": "discard", "cell": [0, 0]})
    assert R.is_over(s) and R.scores(s) == (3,)
    assert ev[-1]["type"] == "game_over" and not [e for e in ev if e["type"] == "shuffle"]


# --- scoring -----------------------------------------------------------------------------

@pytest.mark.parametrize("cards,points", [
    ("R1 R2", 5), ("R3 R4", 5), ("B1 B2 B3", 10), ("G1", 1), ("G1 G2", 3), ("G1 G2 G3", 7),
    ("G1 G2 G3 G4", 13), ("G1 G2 G3 G4 G5", 21), ("G1 G2 G3 G4 G5 G6", 31),
    ("Y1 Y2", 3), ("Y1 Y3", 4), ("Y3 Y2", 5), ("YH Y1", 4), ("Y2 YH", 7), ("YH Y3", 10),
])
def test_set_points(cards, points):
    assert set_points(tuple(cards.split())) == points
    aside = next(c for c in ALL if c not in cards.split())
    rest = [c for c in ALL if c not in cards.split() and c != aside]
    assert R.scores(position([], [[cards.split()]], aside, discarded=rest)) == (points,)


def test_scores_add_up_and_equal_totals_share_the_win():
    sets_ = [[["R1", "R2"], ["G2"], ["YH", "Y3"], ["Y1", "Y2"]],
             [["R3", "R4"], ["G3", "G4", "G5", "G6"]]]
    s = position(["G1 B1 B2 ."], sets_, aside="B3", current=1)
    assert R.scores(s) == (19, 18)
    s, _ = play(s, flip(0, 0), COLLECT)
    assert R.is_over(s) and R.scores(s) == (19, 19)    # a shared win: nobody is ahead


@pytest.mark.parametrize("score,band", [
    (0, None), (19, None), (20, "Good"), (24, "Good"), (25, "Great"), (29, "Great"),
    (30, "Excellent"), (34, "Excellent"), (35, "Amazing"), (60, "Amazing")])
def test_solitaire_rating_bands(score, band):
    assert rating(score) == band


# --- what a player knows -----------------------------------------------------------------

def test_views_hide_face_down_cards_the_aside_card_and_the_generator():
    s, _ = play(game(), flip(0, 0), flip(0, 1), flip(1, 1))  # seat 1 has a green up
    for who in (None, 0, 1):
        v = D(R.view(s, who))
        assert v["grid"][:4] == [None, None, "?", "?"] and v["grid"][5] == "G1"
        assert v["grid"].count("?") == 13 and v["aside"] == "?" and v["rng"] == 0
        assert v["sets"] == [[["R1", "R2"]], []] and v["up"] == [[1, 1]]
        text = json.dumps(v)
        hidden = [c for c in D(s)["grid"] if c not in (None, "G1")] + ["R4"]
        assert not [c for c in hidden if f'"{c}"' in text]
    s, _ = play(s, flip(0, 2))                             # mismatch: G1 goes back down
    assert "G1" not in json.dumps(D(R.view(s, 1)))


# --- refusals ----------------------------------------------------------------------------

def test_illegal_moves_say_why_and_change_nothing():
    s, _ = play(game(), flip(0, 0), flip(0, 1), flip(1, 1))   # seat 1, G1 face up
    refused(s, 1, flip(0, 0), "That space is empty.")
    refused(s, 1, flip(1, 1), "That card is already face up.")
    refused(s, 1, flip(4, 0), "There is no such space on the table.")
    refused(s, 0, flip(2, 2), "It is not your turn.")
    refused(s, 1, PASS, "Not shuffling is a choice only after a mismatch.")
    refused(s, 1, shuffle("row", 1), "You may only shuffle after a mismatch.")
    refused(s, 1, discard(1, 1), "You only discard after a mismatch in solitaire.")
    fresh = game()
    refused(fresh, 0, COLLECT, "Turn over a card first.")
    mism, _ = play(fresh, flip(0, 0), flip(0, 2))
    no_match = "Your cards did not match: shuffle a row or a column, or don't shuffle."
    refused(mism, 0, flip(1, 1), no_match)
    refused(mism, 0, COLLECT, no_match)
    refused(mism, 0, discard(0, 0), "You only discard after a mismatch in solitaire.")
    refused(mism, 1, PASS, "It is not your turn.")


def test_apply_never_changes_the_old_state():
    s = game()
    before = copy.deepcopy(s)
    s2, _ = play(s, flip(0, 0), flip(0, 2), shuffle("row", 0))
    assert s == before and s2 != s


@pytest.mark.parametrize("bad", [{"move": "jump"}, {"move": "flip", "cell": [0]}, {},
                                 {"move": "flip", "cell": ["a", 0]}, {"cell": [0, 0]},
                                 {"move": "shuffle", "line": "diag", "index": 0},
                                 {"move": "shuffle", "line": "row", "index": "1"}])
def test_malformed_move_dicts_are_refused(bad):
    with pytest.raises(ValueError):
        R.move_from_dict(bad)

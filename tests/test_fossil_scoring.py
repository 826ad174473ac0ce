"""Fossil: scoring a completed fossil (seeds/fossil.md), the rulebook's own examples first,
then the rulings on tied leaders and payers short of points."""

from itertools import product

from test_fossil_rules import R, scored, table

from game.fossil.cards import (
    DECK,
    fossil_of,
    holding_value,
    value_of,
)
from game.fossil.rules import (
    NoSwap,
    Stone,
)
from game.fossil.scoring import score_fossil

# --- completing a fossil: scoring ------------------------------------------------------------

def test_rulebook_tie_example_both_leaders_gain_17_and_the_rest_is_lost():
    """Five players: A 1,1,3 and B 1,2,2 (both 15), C 1,1,1 (9), D and E hold no fish."""
    cards = {(0, 1): "fish-1-2", (4, 8): "leaf-1-1"}
    hands = (("fish-1-1", "fish-3-1"), ("fish-1-3", "fish-2-1", "fish-2-2"),
             ("fish-1-4", "fish-1-5", "fish-1-6"), (), ())
    s = table(players=5, cards=cards, holdings=hands)
    s, events = R.apply(s, 0, Stone(0, (0, 1)))   # A takes the last fish, paying 1
    assert events[-1]["type"] == "swap_offer"
    s, events = R.apply(s, 0, NoSwap())
    assert events[0] == {"type": "no_swap", "seat": 0}
    assert events[1] == {
        "type": "fossil_scored", "fossil": "fish", "final": False,
        "holders": [
            {"seat": 0, "cards": ["fish-3-1", "fish-1-1", "fish-1-2"], "value": 15, "gain": 15},
            {"seat": 1, "cards": ["fish-2-1", "fish-2-2", "fish-1-3"], "value": 15, "gain": 15},
            {"seat": 2, "cards": ["fish-1-4", "fish-1-5", "fish-1-6"], "value": 9, "gain": 9}],
        "leaders": [0, 1],
        "payments": [{"from": 3, "to": 0, "paid": 2, "received": 1},
                     {"from": 3, "to": 1, "paid": 1, "received": 1},
                     {"from": 4, "to": 0, "paid": 2, "received": 1},
                     {"from": 4, "to": 1, "paid": 1, "received": 1}],
        "removed": ["fish-3-1", "fish-1-1", "fish-1-2", "fish-2-1", "fish-2-2", "fish-1-3",
                    "fish-1-4", "fish-1-5", "fish-1-6"],
        "points": [29 + 17, 30 + 17, 30 + 9, 27, 27]}
    assert s.history == (("fish", (17, 17, 9, -3, -3)),)
    assert not any(s.holdings) and set(s.removed) == {c for c in DECK if fossil_of(c) == "fish"}


def test_rulebook_three_player_example_a_gains_28():
    """A 1,1,2,2 = 24 scores in full; B 1,1,1,1 = 16 scores only its 4; C pays A 4."""
    cards = {(0, 1): "leaf-2-2", (3, 6): "fish-1-1"}
    hands = (("leaf-1-1", "leaf-1-2", "leaf-2-1"),
             ("leaf-1-3", "leaf-1-4", "leaf-1-5", "leaf-1-6"), ())
    s = table(players=3, cards=cards, stones=((0, 0), (6, 6)), holdings=hands)
    s, _ = R.apply(s, 0, Stone(0, (0, 1)))
    s, events = R.apply(s, 0, NoSwap())
    leaf = scored(events)[0]
    assert [(h["seat"], h["value"], h["gain"]) for h in leaf["holders"]] == [(0, 24, 24),
                                                                             (1, 16, 4)]
    assert leaf["payments"] == [{"from": 2, "to": 0, "paid": 4, "received": 4}]
    assert s.history[-1] == ("leaf", (28, 4, -4)) and s.points == (29 + 28, 34, 26)


def test_with_two_or_three_players_tied_leaders_all_score_in_full():
    a, b = ["leaf-2-1", "leaf-1-1"], ["leaf-2-2", "leaf-1-2"]
    points, details = score_fossil([a, b, ["leaf-1-3"]], [0, 0, 0], "leaf", 3)
    assert [h["gain"] for h in details["holders"]] == [6, 6, 1] and points == (6, 6, 1)


def test_with_four_to_six_players_every_holder_scores_in_full():
    a, b = ["leaf-2-1", "leaf-2-2"], ["leaf-1-1"]
    points, details = score_fossil([a, b, [], []], [0, 0, 5, 5], "leaf", 4)
    assert [h["gain"] for h in details["holders"]] == [8, 1]
    assert points == (8 + 2 + 2, 1, 3, 3)


def test_a_payer_short_of_points_pays_all_it_has_and_the_leader_still_gets_the_full_amount():
    a = ["urchin-1-1", "urchin-1-2", "urchin-1-3"]
    points, details = score_fossil([a, [], [], []], [0, 1, 0, 7], "urchin", 4)
    assert points == (9 + 3 + 3 + 3, 0, 0, 4)
    assert [(p["from"], p["paid"], p["received"]) for p in details["payments"]] == [
        (1, 1, 3), (2, 0, 3), (3, 3, 3)]


def test_ruling_4_tied_leaders_with_a_capped_payer():
    """Each payer pays at most what it has; each of k tied leaders still receives
    floor(amount / k); what the payer does pay is split as evenly as it goes."""
    a, b = ["fish-3-1", "fish-1-1", "fish-1-2"], ["fish-2-1", "fish-2-2", "fish-1-3"]
    points, details = score_fossil([a, b, [], []], [0, 0, 1, 2], "fish", 4)
    assert details["payments"] == [{"from": 2, "to": 0, "paid": 1, "received": 1},
                                   {"from": 2, "to": 1, "paid": 0, "received": 1},
                                   {"from": 3, "to": 0, "paid": 1, "received": 1},
                                   {"from": 3, "to": 1, "paid": 1, "received": 1}]
    assert points == (15 + 2, 15 + 2, 0, 0)
    three = [["leaf-1-1"], ["leaf-1-2"], ["leaf-1-3"], [], []]
    points, details = score_fossil(three, [0, 0, 0, 9, 9], "leaf", 5)
    assert points == (1, 1, 1, 8, 8)              # 1 // 3 = 0 each: the point is lost
    assert {p["received"] for p in details["payments"]} == {0}


def test_ruling_4_tied_leaders_always_hold_the_same_number_of_cards():
    """So "the amount" (cards one leader holds) is the same whichever leader is asked:
    every way two seats can split the fish is scored, and whenever the rules tie them,
    each payer pays the number of cards both hold."""
    fish = [c for c in DECK if fossil_of(c) == "fish"]
    threes, twos, ones = ([c for c in fish if value_of(c) == v] for v in (3, 2, 1))
    ties = 0
    for t1, w1, o1 in product(range(2), range(3), range(7)):
        for t2, w2, o2 in product(range(2 - t1), range(3 - w1), range(7 - o1)):
            a = threes[:t1] + twos[:w1] + ones[:o1]
            b = threes[t1:t1 + t2] + twos[w1:w1 + w2] + ones[o1:o1 + o2]
            if not a or not b:
                continue
            _, details = score_fossil([a, b, [], []], [0, 0, 30, 30], "fish", 4)
            if details["leaders"] != [0, 1]:
                assert holding_value(a) != holding_value(b)
                continue
            ties += 1
            assert holding_value(a) == holding_value(b) and len(a) == len(b)
            paid = {p: sum(x["paid"] for x in details["payments"] if x["from"] == p)
                    for p in (2, 3)}
            assert paid == {2: len(a), 3: len(b)}
    # Counted by hand (ordered pairs, equal count and equal sum, enough cards for both):
    # 1 card 1v1 2v2; 2 cards 11v11 12v12 22v13 13v22; 3 cards 111v111 112v112 113v122
    # 122v113; 4 cards 1112v1112 1113v1122 1122v1113 (five cards each would need 7 ones).
    assert ties == 13


def test_points_have_no_upper_limit():
    points, _ = score_fossil([["fish-3-1", "fish-2-1", "fish-2-2"], []], [95, 50], "fish", 2)
    assert points == (95 + 21 + 3, 47)

"""Ligretto, seeds/ligretto.md: the four decks, the deal, seats and options. Positions:
tests/ligretto_tables.py; deadlocks: test_ligretto_deadlock.py; the notation:
test_ligretto_codec.py."""


import pytest
from ligretto_tables import (
    ordered_deck,
)

from game.ligretto import RULES as R
from game.ligretto.cards import (
    BACKS,
    CARDS,
    DECKS,
    card_name,
    colour_of,
    deck_of,
    normalise_options,
    number_of,
    owner,
    row_size,
)

# --- the cards and the deal ------------------------------------------------------------------

def test_four_decks_of_forty_one_per_seat_told_apart_by_their_backs():
    assert len(CARDS) == 160 and len(BACKS) == 4
    for seat in range(4):
        deck = deck_of(seat)
        assert len(deck) == 40 == len(set(deck)) and DECKS[seat] == deck
        assert {owner(c) for c in deck} == {seat}
        for colour in "rgby":
            assert sorted(number_of(c) for c in deck if colour_of(c) == colour) == list(
                range(1, 11))
    assert card_name("0r7") == "red 7" and card_name("3y10") == "yellow 10"
    assert owner("2b10") == 2 and number_of("2b10") == 10 and colour_of("2b10") == "b"


@pytest.mark.parametrize("players,row", [(2, 5), (3, 4), (4, 3)])
def test_the_deal_stack_of_ten_row_of_5_4_3_and_the_rest_in_hand(players, row):
    s = R.new_game(players, 11)
    assert row_size(players) == row
    for seat in range(players):
        assert len(s.stacks[seat]) == 10 and len(s.rows[seat]) == row
        assert all(len(col) == 1 for col in s.rows[seat])
        assert len(s.hands[seat]) == 40 - 10 - row and s.discards[seat] == ()
        mine = s.stacks[seat] + s.hands[seat] + tuple(c for col in s.rows[seat] for c in col)
        assert sorted(mine) == sorted(deck_of(seat))
    assert s.piles == () and s.points == (0,) * players and s.round == 1
    assert s.phase == "play" and R.to_act(s) == frozenset(range(players))


def test_the_deck_argument_lays_out_stack_top_first_then_the_row_then_the_hand():
    deck = ordered_deck(3, lambda s: deck_of(s)[::-1])      # 10s first
    s = R.new_game(3, 5, deck=deck)
    mine = deck_of(1)[::-1]
    assert s.stacks[1] == mine[:10] and s.stacks[1][0] == "1y10"
    assert s.rows[1] == tuple((c,) for c in mine[10:14]) and s.hands[1] == mine[14:]
    with pytest.raises(ValueError):
        R.new_game(2, 5, deck=ordered_deck(2, deck_of)[:-1])
    swapped = ordered_deck(2, deck_of)
    swapped[0], swapped[40] = swapped[40], swapped[0]          # seat 1's card in seat 0's
    with pytest.raises(ValueError, match="own 40 cards"):
        R.new_game(2, 5, deck=swapped)


def test_seats_and_options():
    for bad in (1, 5, True, "2"):
        with pytest.raises(ValueError):
            R.new_game(bad, 1)
    assert R.min_players == 2 and R.max_players == 4 and R.name == "ligretto"
    assert R.title == "Ligretto"
    assert dict(normalise_options(None)) == {"row_ladders": False}
    assert dict(normalise_options({"row_ladders": "true"})) == {"row_ladders": True}
    assert dict(normalise_options({"row_ladders": "off"})) == {"row_ladders": False}
    for bad in ({"row_ladders": 1}, {"row_ladders": "maybe"}, {"ladders": True}, [1]):
        with pytest.raises(ValueError):
            normalise_options(bad)


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    assert R.new_game(4, 3) == R.new_game(4, 3)
    assert R.new_game(4, 3).stacks != R.new_game(4, 4).stacks

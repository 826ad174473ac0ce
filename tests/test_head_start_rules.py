"""A head start chosen openly (game/headstart.py), as each game's rules know it: a shorter
Ligretto stack, more Fossil points, Petroglyph's glanced row, Garbo's two places that
give least, checked against the rules' own scoring."""

from __future__ import annotations

import random

import pytest

from game import RULES, headstart
from game.core import replay, save_record
from game.fossil.rules import START_POINTS
from game.garbo.rules import least_places, open_cells, points_if
from game.ligretto.cards import STACK_SIZE
from game.petroglyph.rules import HIDDEN, Flip, glance, glance_row


def test_the_option_has_one_form():
    assert headstart.canonical([2, 0, 2]) == "0,2" == headstart.canonical(" 2,0")
    assert headstart.seats_of({"head_start": "1,3"}) == {1, 3}
    assert headstart.seats_of({}) == frozenset()
    for bad in ("a", [True], 1.5, "9"):
        with pytest.raises(ValueError):
            headstart.canonical(bad)
    assert headstart.without({"head_start": "1", "diagonals": "all"}) == {"diagonals": "all"}


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_seat_the_table_lacks_is_refused_and_none_changes_nothing(game):
    rules = RULES[game]
    players = max(2, rules.min_players)
    with pytest.raises(ValueError):
        rules.new_game(players, 3, {"head_start": str(players)})
    # nobody took one: the options (and so saves, codes and records) as they always were
    assert rules.new_game(players, 3, {"head_start": ""}) == rules.new_game(players, 3)


@pytest.mark.parametrize("game", sorted(RULES))
def test_a_head_start_survives_a_save_and_a_replay(game):
    rules = RULES[game]
    players = max(2, rules.min_players)
    state = rules.new_game(players, 11, {"head_start": "1"})
    assert rules.state_from_dict(rules.state_to_dict(state)) == state
    record = save_record(game, players, [{"kind": "human", "name": f"P{i}", "level": None}
                                         for i in range(players)], 11, {"head_start": "1"}, [])
    assert replay(rules, record) == state


def test_ligretto_a_shorter_stack_for_that_seat_only_every_round():
    rules = RULES["ligretto"]
    plain = rules.new_game(3, 5)
    state = rules.new_game(3, 5, {"head_start": "2"})
    assert [len(s) for s in state.stacks] == [STACK_SIZE, STACK_SIZE, headstart.LIGRETTO_STACK]
    # the same cards dealt: the three left off the stack go to the hand
    assert state.stacks[2] == plain.stacks[2][:headstart.LIGRETTO_STACK]
    assert len(state.hands[2]) == len(plain.hands[2]) + STACK_SIZE - headstart.LIGRETTO_STACK
    assert state.stacks[:2] == plain.stacks[:2]
    from game.ligretto.rules import _deal
    again = _deal(state, [list(range(40))] * 3)
    assert [len(s) for s in again.stacks] == [10, 10, 7]


def test_fossil_extra_starting_points_for_that_seat():
    state = RULES["fossil"].new_game(4, 8, {"head_start": "0,3"})
    extra = START_POINTS + headstart.FOSSIL_EXTRA
    assert state.points == (extra, START_POINTS, START_POINTS, extra)


def test_petroglyph_the_glance_is_that_seats_row_face_down_cards_only():
    rules = RULES["petroglyph"]
    state = rules.new_game(3, 21, {"head_start": "1"})
    row = glance_row(1)
    assert glance(state, 1) == {i: state.grid[i] for i in range(4 * row, 4 * row + 4)}
    assert glance(state, 0) == {} and glance(state, 2) == {}
    assert glance_row(0) != glance_row(1)
    # a view never holds the glanced cards: they are for that person's screen alone
    assert glance(rules.view(state, 1), 1) == {}
    assert all(c == HIDDEN for c in rules.view(state, 1).grid)
    # a card already face up is no glance
    state, _ = rules.apply(state, 0, Flip((row, 0)))
    assert 4 * row not in glance(state, 1) and len(glance(state, 1)) == 3


def test_garbo_the_two_places_that_give_least_by_the_rules_scoring():
    rules = RULES["garbo"]
    rng = random.Random(4)
    checked = 0
    for seed in range(40):
        state = rules.new_game(2, seed, {"head_start": "0,1"})
        while not rules.is_over(state) and checked < 400:
            seat = state.current
            card = rng.choice([c for c in state.hands[seat]])
            looks = least_places(state, seat, card)
            cells = open_cells(state)
            given = sorted(points_if(state, seat, card, c) for c in cells)
            assert len(looks) == min(headstart.GARBO_LOOKS, len(cells))
            assert [points_if(state, seat, card, c) for c in looks] == given[:len(looks)]
            # what the look says is what playing there gives: the rules' own scoring
            for cell in looks:
                after, _ = rules.apply(state, seat, type(rules.legal_moves(state, seat)[0])(
                    card, cell))
                gained = after.points[1 - seat] - state.points[1 - seat]
                assert gained == points_if(state, seat, card, cell)
            checked += 1
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_moves(state, seat)))
    assert checked >= 100


@pytest.mark.parametrize("game", sorted(RULES))
def test_random_games_with_a_head_start_keep_the_contract(game):
    """Random games with a head start at every seat: each state a JSON round trip, and
    the seed and the moves replaying to the same game."""
    rules = RULES[game]
    rng = random.Random(game)
    for players in rules.seat_counts:
        helped = ",".join(str(s) for s in range(0, players, 2))
        state = rules.new_game(players, players * 7, {"head_start": helped})
        moves = []
        for _ in range(300):
            if rules.is_over(state):
                break
            seat = min(rules.to_act(state))
            move = rng.choice(rules.legal_moves(state, seat))
            state, _events = rules.apply(state, seat, move)
            moves.append({"seat": seat, "move": rules.move_to_dict(move)})
            assert rules.state_from_dict(rules.state_to_dict(state)) == state
        seats = [{"kind": "human", "name": f"P{i}", "level": None} for i in range(players)]
        record = save_record(game, players, seats, players * 7, {"head_start": helped}, moves)
        assert replay(rules, record) == state

"""Garbo properties over random legal play (hypothesis), and spoiled dicts.

Hypothesis picks the seed, the diagonals option and the first moves of every game one by
one among legal_moves; a seeded generator (its seed also drawn by hypothesis) plays on.
After every move the state is checked against seeds/garbo.md written again here: 32 cards
conserved, the points of every play recomputed from the table, deals and the Level Two
leader, views hiding the other hand and the stock, dicts round-tripping, 32 plays a game.
"""

import copy
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playouts import random_game
from test_bad_input import spoil_moves, spoil_saves, spoil_states, strings_in

from game.core import replay, save_record
from game.garbo import RULES as R
from game.garbo.cards import DECK

OPENING = 10
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
games = dict(seed=st.integers(0, 2**63 - 1), diagonals=st.sampled_from([None, "all", "long"]),
             data=st.data())
RANK_VALUE = dict(zip("J K 7 8 9 10 A Q".split(), range(1, 9)))
SUIT_VALUE = dict(zip("SHCD", range(9, 13)))


def playout(seed, diagonals, data):
    """Yield (state, seat, move, new_state, events) for one whole random game."""
    options = {} if diagonals is None else {"diagonals": diagonals}
    played = yield from random_game(R, R.new_game(2, seed, options), data, 33, OPENING)
    assert played == 32, "32 plays end the game"


def given_away(old, card, cell) -> int:
    """The points of a play, straight from seeds/garbo.md: every face-up card in line, and ten
    times the value for matching a covered card."""
    up = {p.cell: p.up for p in old.table}
    covered = up.pop(cell, None)
    cells = {p.cell for p in old.table} | {cell}
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    fixed = max(r for r, _ in cells) - top == 3 and max(c for _, c in cells) - left == 3

    def long_diagonal(a, b):
        return fixed and any(all(f(r - top, c - left) for r, c in (a, b)) for f in
                             (lambda r, c: r == c, lambda r, c: r + c == 3))

    total = 0
    for other_cell, other in up.items():
        dr, dc = other_cell[0] - cell[0], other_cell[1] - cell[1]
        diagonal = abs(dr) == abs(dc) and (old.option["diagonals"] == "all"
                                           or long_diagonal(cell, other_cell))
        if dr == 0 or dc == 0 or diagonal:
            total += RANK_VALUE[card[:-1]] * (other[:-1] == card[:-1])
            total += SUIT_VALUE[card[-1]] * (other[-1] == card[-1])
    if covered:
        total += 10 * RANK_VALUE[card[:-1]] * (covered[:-1] == card[:-1])
        total += 10 * SUIT_VALUE[card[-1]] * (covered[-1] == card[-1])
    return total


def check_cards(state):
    here = [c for h in state.hands for c in h] + list(state.stock)
    here += [c for p in state.table for c in (p.up, p.down) if c]
    assert sorted(here) == sorted(DECK)


def check_play(old, seat, move, new, events):
    """Points to the opponent as computed above; the deals and the turn as ruled."""
    play = events[0]
    assert play["type"] == "play" and play["seat"] == seat and play["card"] == move.card
    assert play["points"] == given_away(old, move.card, move.cell)
    assert play["points"] == sum(m["points"] for m in play["matches"])
    assert new.points[1 - seat] == old.points[1 - seat] + play["points"]
    assert new.points[seat] == old.points[seat] and new.last == seat
    types = [e["type"] for e in events]
    deals = ["deal", "deal_count"] * 2
    if len(new.table) == 8 and old.level == 1 and len(old.table) == 7:
        assert types == ["play", *deals, "turn"] and len(new.stock) == 16
        assert [len(h) for h in new.hands] == [4, 4]
    elif new.level == 2 and old.level == 1:
        a, b = new.points
        lead = 0 if a > b else 1 if b > a else seat
        assert seat == 1 and types == ["play", "level_two", *deals, "turn"]
        assert events[1]["leader"] == lead == new.current
        assert events[1]["reason"] == ("played last" if a == b else "higher score")
        assert [len(h) for h in new.hands] == [8, 8] and new.stock == ()
    elif R.is_over(new):
        assert types == ["play", "game_over"] and events[-1]["scores"] == list(new.points)
    else:
        assert types == ["play", "turn"] and new.current == 1 - seat
    for e in events:
        if e["type"] == "deal":
            assert e["seats"] == [e["seat"]] and set(e["cards"]) <= set(new.hands[e["seat"]])


def check_views(state):
    for seat in (None, 0, 1):
        view = R.view(state, seat)
        assert view.table == state.table and view.points == state.points
        assert view.stock == ("?",) * len(state.stock) and view.rng == 0
        for other in (0, 1):
            hand = state.hands[other]
            assert view.hands[other] == (hand if other == seat else ("?",) * len(hand))
        text = json.dumps(R.state_to_dict(view))
        secret = set(state.stock) | {c for o in (0, 1) if o != seat for c in state.hands[o]}
        assert not any(f'"{c}"' in text for c in secret)
        assert R.state_from_dict(json.loads(text)) == view


@SETTINGS
@given(**games)
def test_every_play_keeps_the_cards_scores_deals_and_views_as_the_rules_say(
        seed, diagonals, data):
    plays = 0
    for old, seat, move, new, events in playout(seed, diagonals, data):
        plays += 1
        check_cards(new)
        check_play(old, seat, move, new, events)
        assert new.played() == plays and new.level == (1 if plays < 16 else 2)
        assert R.move_from_dict(json.loads(json.dumps(R.move_to_dict(move)))) == move
        d = json.loads(json.dumps(R.state_to_dict(new)))
        assert R.state_from_dict(d) == new and json.loads(json.dumps(events)) == events
        check_views(new)
    assert plays == 32 and sorted(new.cells()) == [
        (r, c) for r in range(new.table[0].cell[0], new.table[0].cell[0] + 4)
        for c in range(new.table[0].cell[1], new.table[0].cell[1] + 4)]
    assert R.scores(new) == new.points


@SETTINGS
@given(**games)
def test_seed_and_moves_replay_to_the_same_game(seed, diagonals, data):
    moves, state = [], None
    for _, seat, move, new, _ in playout(seed, diagonals, data):
        moves.append({"seat": seat, "move": R.move_to_dict(move)})
        state = new
    options = {} if diagonals is None else {"diagonals": diagonals}
    record = save_record("garbo", 2, [{}, {}], seed, options, moves)
    assert replay(R, json.loads(json.dumps(record))) == state


# --- spoiled dicts (tests/test_bad_input.py's Spoiler, on Garbo) ------------------------------

def corpus():
    """Real states, views, moves (with the state they were legal in) and save records."""
    out = {"state": [], "view": [], "move": [], "record": []}
    for seed in range(3):
        pick = random.Random(f"garbo-{seed}")
        state, moves = R.new_game(2, seed, {"diagonals": ("all", "long")[seed % 2]}), []
        while True:
            out["state"].append(R.state_to_dict(state))
            out["view"] += [R.state_to_dict(R.view(state, s)) for s in (None, 0, 1)]
            if pick.random() < 0.2 or R.is_over(state):
                out["record"].append(save_record("garbo", 2, [{}, {}], seed,
                                                 dict(state.options), copy.deepcopy(moves)))
            if R.is_over(state):
                break
            (seat,) = R.to_act(state)
            legal = R.legal_moves(state, seat)
            for m in pick.sample(legal, min(2, len(legal))):
                out["move"].append((R.move_to_dict(m), state, seat))
            move = pick.choice(legal)
            moves.append({"seat": seat, "move": R.move_to_dict(move)})
            state, _ = R.apply(state, seat, move)
    return out


def test_spoiled_garbo_dicts_are_refused_with_value_error_only():
    real = corpus()
    words = sorted(strings_in([real["state"], real["view"], real["record"],
                               [m for m, _, _ in real["move"]]]))
    for kind in ("state", "view"):
        spoil_states(R, "garbo", kind, real, words, 1500)
    spoil_moves(R, "garbo", real, words, 1500)
    spoil_saves(R, "garbo", real, words, 500)

"""Petroglyph properties over random legal play (hypothesis).

Hypothesis picks the seed, the table (1-4 players), the option and the first moves of
every game one by one among legal_moves; after OPENING moves a seeded generator (its seed
also drawn by hypothesis) plays on. The mix keeps every game finite: the rules allow a
player to pass after a mismatch for ever, and a per-move draw could keep doing that.
"""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playouts import random_game

from game import RULES
from game.core import replay, save_record
from game.petroglyph.cards import DECK

R = RULES["petroglyph"]
OPENING = 40
MAX_MOVES = 3000      # random games end in a few hundred moves; this is a generous bound
GREEN = (0, 1, 3, 7, 13, 21, 31)
VALUE = {"Y1": 1, "Y2": 2, "Y3": 3}

SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
tables = dict(seed=st.integers(0, 2**63 - 1), players=st.integers(1, 4),
              option=st.sampled_from([None, "lines", "rows"]), data=st.data())


def playout(seed, players, option, data):
    """Yield (state, seat, move, new_state, events) for one whole random game."""
    options = {} if option is None else {"solo_shuffle": option}
    yield from random_game(R, R.new_game(players, seed, options), data, MAX_MOVES, OPENING)


def D(state):
    return R.state_to_dict(state)


def points(cards):
    """What a set scores, written again from seeds/petroglyph.md."""
    kind = Counter(c[0] for c in cards)
    assert len(kind) == 1, cards
    k, n = cards[0][0], len(cards)
    if k == "R":
        assert n == 2
        return 5
    if k == "B":
        assert n == 3
        return 10
    if k == "G":
        return GREEN[n]
    assert n == 2
    if "YH" in cards:
        return 1 + 3 * VALUE[next(c for c in cards if c != "YH")]
    return VALUE[cards[0]] + VALUE[cards[1]]


def strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v)


def face_down(d):
    up = {4 * r + c for r, c in d["up"]}
    return [c for i, c in enumerate(d["grid"]) if c is not None and i not in up]


def can_make_set(cards):
    n = Counter(c[0] for c in cards)
    return bool(n["G"] or n["R"] >= 2 or n["Y"] >= 2 or n["B"] >= 3)


def check_cards(state):
    d = D(state)
    held = [c for c in d["grid"] if c is not None] + [d["aside"]] + d["discarded"]
    held += [c for seat in d["sets"] for cards in seat for c in cards]
    assert sorted(held) == sorted(DECK)


@SETTINGS
@given(**tables)
def test_cards_are_conserved_and_scores_add_up(seed, players, option, data):
    for _, _, _, new, _ in playout(seed, players, option, data):
        check_cards(new)
        d = D(new)
        assert R.scores(new) == tuple(sum(points(s) for s in seat) for seat in d["sets"])
        if players > 1:
            assert d["discarded"] == []


@SETTINGS
@given(**tables)
def test_views_leak_no_hidden_card(seed, players, option, data):
    for _, _, _, new, events in playout(seed, players, option, data):
        d = D(new)
        hidden = set(face_down(d)) | {d["aside"]}
        for who in [None, *range(players)]:
            view = D(R.view(new, who))
            assert not hidden & set(strings(view)), (who, hidden & set(strings(view)))
            assert view["sets"] == d["sets"] and view["rng"] == 0
            assert all(view["grid"][4 * r + c] == d["grid"][4 * r + c] for r, c in d["up"])
        assert d["aside"] not in set(strings(events))


@SETTINGS
@given(**tables)
def test_dict_round_trips(seed, players, option, data):
    for state, seat, _, new, events in playout(seed, players, option, data):
        for m in R.legal_moves(state, seat):
            assert R.move_from_dict(json.loads(json.dumps(R.move_to_dict(m)))) == m
        assert R.state_from_dict(json.loads(json.dumps(D(new)))) == new
        view = R.view(new, seat)
        assert R.state_from_dict(json.loads(json.dumps(D(view)))) == view
        assert json.loads(json.dumps(events)) == events
        assert all(isinstance(e.get("type"), str) for e in events)


@SETTINGS
@given(**tables)
def test_seed_and_moves_replay_exactly(seed, players, option, data):
    options = {} if option is None else {"solo_shuffle": option}
    moves, final = [], R.new_game(players, seed, options)
    for _, seat, move, new, _ in playout(seed, players, option, data):
        moves.append({"seat": seat, "move": R.move_to_dict(move)})
        final = new
    seats = [{"kind": "bot", "level": "easy"}] * players
    record = json.loads(json.dumps(save_record("petroglyph", players, seats, seed, options,
                                               moves)))
    assert replay(R, record) == final
    half = dict(record, moves=moves[: len(moves) // 2])
    assert moves and not R.is_over(replay(R, half))


@SETTINGS
@given(**tables)
def test_turns_the_end_and_purity(seed, players, option, data):
    last = None
    for state, seat, move, new, events in playout(seed, players, option, data):
        assert R.to_act(state) == {seat} and 0 <= seat < players
        assert all(R.legal_moves(state, s) == () for s in range(players) if s != seat)
        # apply leaves the old state alone: a snapshot taken before applying the move
        # again equals the state after, and the same move gives the same result.
        snap = json.dumps(D(state))
        again, again_events = R.apply(state, seat, move)
        assert json.dumps(D(state)) == snap
        assert again == new and again_events == events
        d = D(new)
        if d["phase"] == "flip" and not d["up"]:
            assert can_make_set(face_down(d)), "a turn starts only while a set is possible"
        last = new
    assert last is not None, "every deal has a first move"
    assert R.is_over(last) and R.to_act(last) == frozenset()
    assert all(R.legal_moves(last, s) == () for s in range(players))
    # It ended because nothing is face down, or because no set can be made any more.
    assert not can_make_set(face_down(D(last)))

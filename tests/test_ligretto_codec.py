"""Ligretto's notation: moves, states and views round-trip through the codec, and states
no game could reach are refused."""

import json

import pytest

from game.ligretto import RULES as R
from game.ligretto import rules
from game.ligretto.cards import deck_of
from game.ligretto.rules import Ladder, NextRound, Play, Turn, settled

# --- the codec --------------------------------------------------------------------------------

def test_moves_round_trip_in_the_notation():
    for move, d in [(Play("stack", 3), {"move": "play", "from": "stack", "pile": 3}),
                    (Play("discard", "new"), {"move": "play", "from": "discard",
                                              "pile": "new"}),
                    (Play("row", 0, 2), {"move": "play", "from": "row", "index": 2,
                                         "pile": 0}),
                    (Turn(), {"move": "turn"}), (NextRound(), {"move": "next_round"}),
                    (Ladder("discard", 1), {"move": "ladder", "from": "discard", "row": 1})]:
        assert R.move_to_dict(move) == d and R.move_from_dict(d) == move
    for bad in [{"move": "play", "from": "stack", "index": 0, "pile": 1},
                {"move": "play", "from": "row", "pile": 1},
                {"move": "play", "from": "row", "index": -1, "pile": 1},
                {"move": "play", "from": "row", "index": True, "pile": 1},
                {"move": "play", "from": "hand", "pile": 1},
                {"move": "play", "from": "stack", "pile": "old"},
                {"move": "play", "from": "stack", "pile": 1.0},
                {"move": "play", "from": "stack"},
                {"move": "ladder", "from": "row", "row": 0},
                {"move": "turn", "cards": 3}, {"move": "shout"}, {}, [], None]:
        with pytest.raises(ValueError):
            R.move_from_dict(bad)
    with pytest.raises(ValueError):
        R.move_to_dict("turn")


def played_state(players=3, moves=60, ladders=False, seed=4):
    import random
    pick = random.Random(seed)
    s = R.new_game(players, seed, {"row_ladders": ladders})
    for _ in range(moves):
        seat = pick.choice(sorted(R.to_act(s)))
        legal = R.legal_moves(s, seat)
        plays = [m for m in legal if not isinstance(m, Turn)]
        s, _ = R.apply(s, seat, pick.choice(plays) if plays and pick.random() < 0.7
                       else pick.choice(legal))
    return s


@pytest.mark.parametrize("ladders", [False, True])
def test_states_and_views_round_trip(ladders):
    s = played_state(ladders=ladders)
    for state in (s, R.view(s, 0), R.view(s, None), R.new_game(2, 1)):
        d = json.loads(json.dumps(R.state_to_dict(state)))
        assert R.state_from_dict(d) == state and R.state_to_dict(R.state_from_dict(d)) == d


def spoil(d, **changes):
    d = json.loads(json.dumps(d))
    for path, value in changes.items():
        node = d
        keys = path.split("__")
        for k in keys[:-1]:
            node = node[int(k) if k.isdigit() else k]
        last = keys[-1]
        node[int(last) if last.isdigit() else last] = value
    return d


def test_impossible_states_are_refused():
    s = played_state()
    d = R.state_to_dict(s)
    seat0 = d["hands"][0]
    cases = {
        "unknown field": {**d, "extra": 1},
        "two players short": spoil(d, players=5),
        "options not in full": spoil(d, options={}),
        "a card twice": spoil(d, hands__0=seat0 + seat0[:1]),
        "a card lost": spoil(d, hands__0=seat0[1:]),
        "another deck's card": spoil(d, hands__0=["1r1" if c == seat0[0] else c
                                                  for c in seat0]),
        "a row too long": spoil(d, rows__0=d["rows"][0] + [[d["hands"][0][0]]]),
        "two cards on a row place": spoil(d, rows__0__0=d["rows"][0][0] + d["hands"][0][:1],
                                          hands__0=d["hands"][0][1:]),
        "a pile not starting with 1": spoil(d, piles=[["0r2"]] + d["piles"]),
        "points not the rounds added": spoil(d, points=[1, 0, 0]),
        "a scored round while in play": spoil(d, history=[[0, 0, 0]]),
        "over below 99": spoil(d, phase="over"),
        "unknown phase": spoil(d, phase="pause"),
        "round 0": spoil(d, round=0),
        "a view with a real hand card": spoil(R.state_to_dict(R.view(s, 0)),
                                              hands__1__0=d["hands"][1][0]),
        "a view with a generator": spoil(R.state_to_dict(R.view(s, 0)), rng=5),
        "a hidden stack top": spoil(R.state_to_dict(R.view(s, 0)), stacks__0__0="?"),
        "a hidden card in a full state": spoil(d, hands__0=["?"] + seat0[1:]),
        "a huge stack": spoil(d, stacks__0=d["stacks"][0] + d["hands"][0],
                              hands__0=[]),
        "a bool for a number": spoil(d, round=True),
        "not a dict": [d],
        "another game": {**d, "game": "garbo"},
    }
    for why, bad in cases.items():
        with pytest.raises(ValueError):
            R.state_from_dict(bad)
            pytest.fail(f"accepted: {why}")


def test_a_deadlocked_round_in_play_or_an_empty_stack_in_play_is_refused():
    s = played_state()
    d = R.state_to_dict(s)
    empty = spoil(d, stacks__0=[], hands__0=d["hands"][0] + d["stacks"][0])
    with pytest.raises(ValueError):
        R.state_from_dict(empty)
    # A deal with every 1 right under a stack top, not yet settled by the rules.
    def seat_order(seat):
        ones = [f"{seat}{c}1" for c in "rgby"]
        rest = [c for c in deck_of(seat) if c not in ones]
        return rest[:1] + ones + rest[1:]
    stuck = rules._deal(R.new_game(2, 1), [tuple(seat_order(0)), tuple(seat_order(1))])
    assert not settled(stuck)
    d = R.state_to_dict(stuck)
    with pytest.raises(ValueError, match=r"^a round in play always has a card some seat can "
                                         r"reach \(a deadlock is reshuffled at once\)$"):
        R.state_from_dict(d)
    R.state_from_dict(R.state_to_dict(R.view(stuck, 0)))   # a view cannot tell

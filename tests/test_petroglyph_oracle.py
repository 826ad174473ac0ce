"""Petroglyph against its rules page written again here (hypothesis), what the conformance
suite (tests/test_conformance.py) cannot ask of every game: a set's points as
seeds/petroglyph.md counts them, which cards every seat sees, when a turn may start and why
a game ends. The contract itself (round trips, replays, hidden cards, cards conserved,
turns, purity) is the suite's, for every game.

Hypothesis picks the seed, the table (1-4 players), the option and the first moves one by
one among legal_moves; after OPENING moves a seeded generator (its seed also drawn) plays
on. The mix keeps every game finite: the rules allow a player to pass after a mismatch for
ever, and a per-move draw could keep doing that.
"""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playouts import random_game

from game import RULES

R = RULES["petroglyph"]
OPENING = 40
MAX_MOVES = 3000      # random games end in a few hundred moves; this is a generous bound
GREEN = (0, 1, 3, 7, 13, 21, 31)
VALUE = {"Y1": 1, "Y2": 2, "Y3": 3}

SETTINGS = settings(max_examples=40, deadline=None,
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


def face_down(d):
    up = {4 * r + c for r, c in d["up"]}
    return [c for i, c in enumerate(d["grid"]) if c is not None and i not in up]


def can_make_set(cards):
    n = Counter(c[0] for c in cards)
    return bool(n["G"] or n["R"] >= 2 or n["Y"] >= 2 or n["B"] >= 3)


@SETTINGS
@given(**tables)
def test_scores_views_turns_and_the_end_as_the_rules_say(seed, players, option, data):
    last = None
    for _, _, _, new, events in playout(seed, players, option, data):
        d = D(new)
        assert R.scores(new) == tuple(sum(points(s) for s in seat) for seat in d["sets"])
        if players > 1:
            assert d["discarded"] == []
        for who in [None, *range(players)]:
            view = D(R.view(new, who))
            assert view["sets"] == d["sets"], "every set collected is on the table"
            assert all(view["grid"][4 * r + c] == d["grid"][4 * r + c] for r, c in d["up"])
        assert f'"{d["aside"]}"' not in json.dumps(events), "the aside card is never shown"
        if d["phase"] == "flip" and not d["up"]:
            assert can_make_set(face_down(d)), "a turn starts only while a set is possible"
        last = new
    assert last is not None and R.is_over(last)
    # It ended because nothing is face down, or because no set can be made any more.
    assert not can_make_set(face_down(D(last)))

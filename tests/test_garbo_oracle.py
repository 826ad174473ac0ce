"""Garbo against its rules page written again here (hypothesis), what the conformance suite
(tests/test_conformance.py) cannot ask of every game: the points of every play recomputed
from the table as seeds/garbo.md counts them, the deals and the Level Two leader, what a
view shows, 32 plays a game in a 4x4 square. The contract itself (round trips, replays,
hidden cards, cards conserved, purity) is the suite's, for every game, and spoiled dicts
are tests/test_bad_input.py's, for every game.

Hypothesis picks the seed, the diagonals option and the first moves of every game one by
one among legal_moves; a seeded generator (its seed also drawn by hypothesis) plays on.
"""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playouts import random_game

from game.garbo import RULES as R
from game.garbo.cards import DECK

OPENING = 10
SETTINGS = settings(max_examples=50, deadline=None,
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
    assert sorted(R.cards(state)) == sorted(DECK)


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
    """The table, the points and a seat's own hand are shown; the rest is not."""
    for seat in (None, 0, 1):
        view = R.view(state, seat)
        assert view.table == state.table and view.points == state.points
        assert view.stock == ("?",) * len(state.stock) and view.rng == 0
        for other in (0, 1):
            hand = state.hands[other]
            assert view.hands[other] == (hand if other == seat else ("?",) * len(hand))


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
        check_views(new)
    assert plays == 32 and sorted(new.cells()) == [
        (r, c) for r in range(new.table[0].cell[0], new.table[0].cell[0] + 4)
        for c in range(new.table[0].cell[1], new.table[0].cell[1] + 4)]
    assert R.scores(new) == new.points

"""Fossil against its rules page written again here (hypothesis), what the conformance
suite (tests/test_conformance.py) cannot ask of every game: points as seeds/fossil.md's
scoring computes them, turns passing to the next seat with points, holdings kept in order,
what a view shows, the end. The contract itself (round trips, replays, hidden cards, cards
conserved, purity) is the suite's, for every game.

Hypothesis picks the seed, the table (2-6 players), the two fossils a small table leaves out
and the first moves of every game one by one among legal_moves; a seeded generator (its
seed also drawn by hypothesis) plays on.
"""

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playouts import random_game

from game import RULES
from game.fossil.cards import FOSSILS, cards_in_play, fossil_of, holding_value, sort_holding
from game.fossil.cards import normalise_options as options_of
from game.fossil.rules import Stone, cheapest_move, final_points, move_cost

R = RULES["fossil"]
OPENING = 12
SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
PAIRS = [f"{a},{b}" for i, a in enumerate(FOSSILS) for b in FOSSILS[i + 1:]]
tables = dict(seed=st.integers(0, 2**63 - 1), players=st.integers(2, 6),
              removed=st.sampled_from([None] + PAIRS), data=st.data())


def bound(players: int) -> int:
    """Moves a game can take: placing the stones, one move per card taken from the board,
    and one swap step per fossil at most."""
    return 1 + (81 if players >= 4 else 49) + len(FOSSILS)


def playout(seed, players, removed, data):
    """Yield (state, seat, move, new_state, events) for one whole random game."""
    options = {} if removed is None else {"removed_fossils": removed}
    yield from random_game(R, R.new_game(players, seed, options), data, bound(players),
                           OPENING)


def check_cards(state):
    assert sorted(R.cards(state)) == sorted(cards_in_play(state.players, state.options))
    assert all(h == sort_holding(h) for h in state.holdings)


def check_scoring(old, event):
    """A fossil_scored event against seeds/fossil.md: values, gains, payments, caps, ties."""
    players, fossil = old.players, event["fossil"]
    holders = event["holders"]
    values = {h["seat"]: h["value"] for h in holders}
    best = max(values.values(), default=0)
    assert event["leaders"] == [s for s in values if values[s] == best]
    for h in holders:
        assert h["cards"] and all(fossil_of(c) == fossil for c in h["cards"])
        assert h["value"] == holding_value(h["cards"])
        full = players >= 4 or h["value"] == best
        assert h["gain"] == (h["value"] if full else sum(int(c.split("-")[1])
                                                         for c in h["cards"]))
    leaders = event["leaders"]
    payers = [s for s in range(players) if s not in values] if leaders else []
    amount = len(next(h["cards"] for h in holders if h["seat"] == leaders[0])) if leaders else 0
    assert all(len(h["cards"]) == amount for h in holders if h["seat"] in leaders)
    assert [(p["from"], p["to"]) for p in event["payments"]] == [
        (s, t) for s in payers for t in leaders]
    for payer in payers:
        rows = [p for p in event["payments"] if p["from"] == payer]
        assert sum(p["paid"] for p in rows) == min(amount, old.points[payer])
        assert {p["received"] for p in rows} == {amount // len(leaders)}
        assert max(p["paid"] for p in rows) - min(p["paid"] for p in rows) <= 1


def check_points(old, new, events):
    """Points move only by the events: a move's cost, then each scoring's gains and
    payments; the history records every scoring's change."""
    points = list(old.points)
    history = list(old.history)
    for e in events:
        if e["type"] == "stone_moved":
            assert e["cost"] == len([c for c in e["path"] if old.at(tuple(c))]) >= 1
            points[e["seat"]] -= e["cost"]
            assert points[e["seat"]] == e["points"] >= 0
        elif e["type"] == "fossil_scored":
            before = list(points)
            check_scoring(replace(old, points=tuple(before)), e)
            for h in e["holders"]:
                points[h["seat"]] += h["gain"]
            for p in e["payments"]:
                points[p["from"]] -= p["paid"]
                points[p["to"]] += p["received"]
            assert points == e["points"] and min(points) >= 0
            history.append((e["fossil"], tuple(a - b for a, b in zip(points, before))))
    assert tuple(points) == new.points and tuple(history) == new.history


def check_turns(old, seat, new, events):
    """The turn passes to the next seat that can pay for a move (the nearest card always
    costs 1, so: the next seat with points), skipping the others in order."""
    if new.phase in ("swap", "over"):
        return
    after = old.players - 1 if old.phase == "place" else seat
    order = [(after + k) % new.players for k in range(1, new.players + 1)]
    nxt = next(s for s in order if new.points[s] > 0)
    skipped = order[:order.index(nxt)]
    tail = events[-len(skipped) - 1:]
    assert tail == [{"type": "skip", "seat": s, "reason": "no points"} for s in skipped] + [
        {"type": "turn", "seat": nxt}]
    assert new.current == nxt and R.to_act(new) == {nxt}


def check_views(state):
    """Everything but the box is public: every seat and a spectator see all of it."""
    for seat in [None, *range(state.players)]:
        assert R.view(state, seat) == replace(state, box=("?",) * len(state.box), rng=0)


@SETTINGS
@given(**tables)
def test_every_move_keeps_cards_points_turns_and_views_as_the_rules_say(
        seed, players, removed, data):
    for old, seat, move, new, events in playout(seed, players, removed, data):
        check_cards(new)
        check_points(old, new, events)
        check_turns(old, seat, new, events)
        check_views(new)
        if isinstance(move, Stone):
            assert move_cost(old, move.stone, move.to) == events[0]["cost"]
        if new.phase == "move":
            assert cheapest_move(new) == 1          # ruling 1: nobody with points is stuck
        elif new.phase == "over":
            assert not any(new.board) and not any(new.holdings)
            assert sorted(f for f, _ in new.history) == sorted(
                {fossil_of(c) for c in cards_in_play(players, new.options)})
            assert final_points(new) == new.points == tuple(events[-1]["scores"])
    assert new.options == options_of({} if removed is None else {"removed_fossils": removed})
    assert R.scores(new) == new.points


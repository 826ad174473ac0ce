"""Garbo bots: legal, deterministic, blind to hidden cards, right on hand-built positions,
lean tables that agree with the rules, and a hard bot that beats easy (its speed is
make bench's budget).

The long arena (hard against medium over 200 games) is in bench.py, not here."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from game.garbo import RULES as R
from game.garbo import bots as gb
from game.garbo import lean, search
from game.garbo.cards import DECK, sort_hand
from game.garbo.rules import Pile, Play, leader, open_cells, points_if

LEVELS = ("easy", "medium", "hard")


def play(levels, seed, options=None):
    """One bot game through the public contract; returns (state, move dicts, events)."""
    state = R.new_game(2, seed, options)
    seated = [R.make_bot(levels[s], s, seed * 31 + s) for s in range(2)]
    moves, history = [], []
    while not R.is_over(state):
        (seat,) = R.to_act(state)
        view = R.view(state, seat)
        move = seated[seat].choose(view)
        assert move in R.legal_moves(state, seat)
        state, events = R.apply(state, seat, move)
        for s, bot in enumerate(seated):
            bot.observe([e for e in events if s in e.get("seats", (s,))])
        moves.append(R.move_to_dict(move))
        history.append(events)
    assert len(moves) == 32
    return state, moves, history


def share(level, other, games, options=None) -> float:
    """`level`'s share of wins against `other`, seats alternated, a draw counted half."""
    won = 0.0
    for g in range(games):
        levels = (level, other) if g % 2 == 0 else (other, level)
        points = R.scores(play(levels, 500 + g, options)[0])
        mine, theirs = points[g % 2], points[1 - g % 2]
        won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return won / games


# --- strength and speed (first: pytest -n 2 hands slow tests to different workers) ----------

def test_hard_beats_easy():
    # How quickly hard decides is make bench's budget (hard p95 and worst), not a test's.
    assert share("hard", "easy", 16) >= 0.75


def test_medium_beats_easy():
    assert share("medium", "easy", 40, {"diagonals": "long"}) > 0.55


# --- legal play ---------------------------------------------------------------------------

@pytest.mark.parametrize("diagonals", ["all", "long"])
def test_every_level_plays_legal_games_in_both_seats(diagonals):
    for pair, seed in zip(itertools.permutations(LEVELS, 2), itertools.count(1)):
        play(pair, seed, {"diagonals": diagonals})
    for seed in range(20):
        play(("easy", "medium") if seed % 2 else ("medium", "easy"), 100 + seed,
             {"diagonals": diagonals})
    for level in LEVELS:
        play((level, level), 7, {"diagonals": diagonals})


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        R.make_bot("expert", 0, 1)


# --- determinism ----------------------------------------------------------------------------

def test_same_seed_same_game():
    for levels in (("hard", "medium"), ("easy", "hard")):
        assert play(levels, 11)[1] == play(levels, 11)[1]
    assert play(("medium", "easy"), 12)[1] != play(("medium", "easy"), 13)[1]


def test_a_bot_rebuilt_mid_game_chooses_the_same():
    # Continue builds fresh bots and feeds them the past events: they must choose exactly
    # as the ones that never stopped, in Level One and in Level Two.
    for levels, seed in ((("hard", "medium"), 3), (("easy", "hard"), 4)):
        state, moves, history = play(levels, seed)
        for stop in (5, 12, 19, 26):
            state = R.new_game(2, seed)
            for entry in moves[:stop]:
                (seat,) = R.to_act(state)
                state, _ = R.apply(state, seat, R.move_from_dict(entry))
            (seat,) = R.to_act(state)
            revived = R.make_bot(levels[seat], seat, seed * 31 + seat)
            revived.observe([e for events in history[:stop] for e in events
                             if seat in e.get("seats", (seat,))])
            assert R.move_to_dict(revived.choose(R.view(state, seat))) == moves[stop]


# --- bots never read hidden cards ---------------------------------------------------------

def swap_hidden(state, seat: int, rng: random.Random):
    """The same position with the opponent's hand and the stock dealt differently."""
    other = 1 - seat
    pool = list(state.hands[other] + state.stock)
    rng.shuffle(pool)
    n = len(state.hands[other])
    hands = list(state.hands)
    hands[other] = sort_hand(pool[:n])
    return replace(state, hands=tuple(hands), stock=tuple(pool[n:]))


def test_a_choice_does_not_depend_on_the_hidden_cards():
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        state = R.new_game(2, seed, {"diagonals": ("all", "long")[seed % 2]})
        driver = [R.make_bot("medium", s, seed) for s in range(2)]
        while state.level == 1:
            (seat,) = R.to_act(state)
            other = swap_hidden(state, seat, rng)
            assert other != state and R.view(other, seat) == R.view(state, seat)
            if len(R.legal_moves(state, seat)) > 1:
                for level in LEVELS:
                    a = R.make_bot(level, seat, seed).choose(R.view(state, seat))
                    b = R.make_bot(level, seat, seed).choose(R.view(other, seat))
                    assert a == b
                    checked += 1
            state, _ = R.apply(state, seat, driver[seat].choose(R.view(state, seat)))
    assert checked > 100


def test_a_bot_needs_no_events():
    # A bot created in the middle of a game and shown no event chooses as one that saw
    # them all: everything it uses is in the view.
    state, moves, _ = play(("medium", "hard"), 8)
    state = R.new_game(2, 8)
    for entry in moves:
        (seat,) = R.to_act(state)
        level = ("medium", "hard")[seat]
        if state.played() % 3 == 0:
            stranger = R.make_bot(level, seat, 8 * 31 + seat)
            assert R.move_to_dict(stranger.choose(R.view(state, seat))) == entry
        state, _ = R.apply(state, seat, R.move_from_dict(entry))


# --- hand-built positions ---------------------------------------------------------------------

def laid(rows, hands, origin=(0, 0), level=1, points=(0, 0), current=0, diagonals="all"):
    """A position: `rows` from `origin` ("." an empty cell, "up/down" a covered card),
    seat hands; the cards left over form the stock (Level One)."""
    table = tuple(Pile((origin[0] + r, origin[1] + c), *card.split("/")) if "/" in card
                  else Pile((origin[0] + r, origin[1] + c), card)
                  for r, row in enumerate(rows) for c, card in enumerate(row.split())
                  if card != ".")
    hands = tuple(sort_hand(h.split()) for h in hands)
    used = {c for p in table for c in (p.up, p.down) if c} | set(hands[0]) | set(hands[1])
    stock = tuple(c for c in DECK if c not in used)
    assert level == 1 or not stock
    state = R.new_game(2, 1, {"diagonals": diagonals})
    return replace(state, table=table, hands=hands, stock=stock, points=points, level=level,
                   current=current, last=1 - current)


def test_easy_gives_away_the_least_as_it_counts():
    """Easy counts every match, or by eye only the cards next to the place (an
    oversight): its move is the least given away by one of the two counts."""
    state = laid(["7S 8H 9C", "10D . .", "JC . ."], ["QS 7H KD AC", "8S 9S 10S JS"])
    seat = 0
    moves = R.legal_moves(state, seat)
    for seed in range(10):
        move = R.make_bot("easy", seat, seed).choose(R.view(state, seat))
        assert any(gb.seen_cost(state, move.card, move.cell, blind)
                   == min(gb.seen_cost(state, m.card, m.cell, blind) for m in moves)
                   for blind in (False, True))


def brute(state) -> int:
    """The mover's best point margin from here on, by trying every line of play."""
    if R.is_over(state):
        return 0
    (seat,) = R.to_act(state)
    best = None
    for move in R.legal_moves(state, seat):
        after, events = R.apply(state, seat, move)
        v = -events[0]["points"] - brute(after)
        best = v if best is None else max(best, v)
    return best


def margin_of(state, seat, move) -> int:
    after, events = R.apply(state, seat, move)
    return -events[0]["points"] - brute(after)


def test_hard_finds_the_exact_best_move_late_in_level_two():
    # From a medium game: five cards left, seat 0 holds three, seat 1 two; five Level-One
    # cards still face up. Both cheapest moves now lose to the best one.
    rows = ["KS/AC QS    7H/8C  8H/10D",
            "AH/9D JD/7S 10C    QH/9S",
            "7C/10S 9H   QD     7D/KC",
            "JS/QC 8D/JC AS     9C/KH"]
    state = laid(rows, ["10H JH KD", "8S AD"], origin=(-2, -2), level=2, points=(172, 164))
    assert len(open_cells(state)) == 5
    moves = R.legal_moves(state, 0)
    exact = {m: margin_of(state, 0, m) for m in moves}
    best = max(exact.values())
    assert [m for m in moves if exact[m] == best] == [Play("KD", (0, -1))] and best == -33
    cheapest = min(points_if(state, 0, m.card, m.cell) for m in moves)
    assert sorted(exact[m] for m in moves
                  if points_if(state, 0, m.card, m.cell) == cheapest) == [-81, -44]
    for seed in range(4):
        assert R.make_bot("hard", 0, seed).choose(R.view(state, 0)) == Play("KD", (0, -1))


def late_positions(remaining: int, count: int):
    """Positions from bot games with `remaining` cards still to play (Level Two)."""
    for seed in range(count):
        state = R.new_game(2, seed, {"diagonals": ("all", "long")[seed % 2]})
        bots = [R.make_bot("medium", s, seed) for s in range(2)]
        while state.played() < 32 - remaining:
            (seat,) = R.to_act(state)
            state, _ = R.apply(state, seat, bots[seat].choose(R.view(state, seat)))
        yield state


def test_the_solver_agrees_with_brute_force():
    for n, state in enumerate(itertools.chain(late_positions(4, 12), late_positions(5, 8))):
        (seat,) = R.to_act(state)
        view = R.view(state, seat)
        two = lean.Two.of(view)
        mine = sum(lean.BIT[lean.CARD[c]] for c in view.hands[seat])
        theirs = sum(lean.BIT[u] for u in gb.unseen(view, seat))
        exact = brute(state)
        solver = search.Solver(two, 10 ** 9)
        left = (mine | theirs).bit_count()
        assert solver.value(mine, theirs, left, -search.INF, search.INF) == exact
        # Narrow windows give bounds on the right side.
        assert search.Solver(two, 10 ** 9).value(mine, theirs, left, exact, exact + 1) <= exact
        assert search.Solver(two, 10 ** 9).value(mine, theirs, left, exact - 1, exact) >= exact
        (_, a, j), depth = search.Solver(two, 10 ** 9).best(mine, theirs)
        assert depth == left
        assert margin_of(state, seat, Play(DECK[a], two.cell(j))) == exact
        assert R.make_bot("hard", seat, n).choose(view) in [
            m for m in R.legal_moves(state, seat) if margin_of(state, seat, m) == exact]


def test_expected_min_is_the_average_over_every_hand():
    rng = random.Random(3)
    for _ in range(30):
        values = [rng.randrange(40) for _ in range(rng.randrange(1, 9))]
        h = rng.randrange(1, len(values) + 1)
        hands = list(itertools.combinations(values, h))
        assert gb.expected_min(values, h) == pytest.approx(
            sum(min(hand) for hand in hands) / len(hands))
    assert gb.expected_min([], 3) == 0.0 and gb.expected_min([5, 2], 0) == 0.0


# --- the lean tables agree with the rules ------------------------------------------------------

def random_games(count: int):
    """(state, seat, move) along random games, both diagonal rules."""
    for seed in range(count):
        rng = random.Random(seed)
        state = R.new_game(2, seed, {"diagonals": ("all", "long")[seed % 2]})
        while not R.is_over(state):
            (seat,) = R.to_act(state)
            move = rng.choice(R.legal_moves(state, seat))
            yield state, seat, move
            state, _ = R.apply(state, seat, move)


def test_lean_tables_score_and_place_as_the_rules():
    follow = None
    world = None
    for state, seat, move in random_games(60):
        moves = R.legal_moves(state, seat)
        if state.level == 1:
            if not state.table:
                follow = lean.One.empty(state.option["diagonals"] == "long")
                world = search.World(follow, [[lean.CARD[c] for c in h] for h in state.hands],
                                 [lean.CARD[c] for c in state.stock], [0, 0], 0)
            for t in (lean.One.of(state), follow, world.one):
                assert [lean.RC[k] for k in t.open()] == list(open_cells(state))
                for m in moves:
                    assert t.cost(lean.CARD[m.card], lean.k_of(m.cell)) == points_if(
                        state, seat, m.card, m.cell)
            assert world.mover == seat and world.points == list(state.points)
            assert [sorted(h) for h in world.hands] == [
                sorted(lean.CARD[c] for c in h) for h in state.hands]
            assert world.stock == [lean.CARD[c] for c in state.stock]
            follow.play(lean.CARD[move.card], lean.k_of(move.cell))
            given, world = world.after(lean.CARD[move.card], lean.k_of(move.cell))
            after, events = R.apply(state, seat, move)
            assert given == events[0]["points"]
            if after.level == 2:
                assert world.points == list(after.points)
                lead = leader(after)[0]
                assert world.lead() == (search.LEAD if lead == world.mover else -search.LEAD)
        else:
            two = lean.Two.of(state)
            assert [two.cell(j) for j in two.cells()] == list(open_cells(state))
            for m in moves:
                assert two.cost(lean.CARD[m.card], two.index(m.cell)) == points_if(
                    state, seat, m.card, m.cell)
            # Played in place and taken back, and played on: as the rules' next table.
            a, j = lean.CARD[move.card], two.index(move.cell)
            before = (two.up[:], two.open, two.lm[:], two.z)
            covered = two.play(a, j)
            after = lean.Two.of(R.apply(state, seat, move)[0])
            assert (two.up, two.open, two.lm, two.z) == (after.up, after.open, after.lm, after.z)
            two.undo(a, j, covered)
            assert (two.up[:], two.open, two.lm[:], two.z) == before

"""Petroglyph bots: legal, deterministic, blind to hidden cards, ranked (their speed is
make bench's budget)."""

from __future__ import annotations

import statistics

import pytest

from game import RULES
from game.petroglyph import bots as pbots
from game.petroglyph.cards import DECK
from game.petroglyph.rules import HIDDEN, Discard, Flip

R = RULES["petroglyph"]
LEVELS = ("easy", "medium", "hard")
MOVE_CAP = 3000   # far above any game seen (tables of easy bots reach ~300 moves)


def play(players, levels, seed, options=None):
    """One bot game through the public contract only; returns (state, move dicts)."""
    state = R.new_game(players, seed, options)
    seated = [R.make_bot(levels[s], s, seed * 101 + s) for s in range(players)]
    moves = []
    while not R.is_over(state):
        (seat,) = R.to_act(state)
        view = R.view(state, seat)
        move = seated[seat].choose(view)
        assert move in R.legal_moves(view, seat)
        assert move in R.legal_moves(state, seat)
        state, events = R.apply(state, seat, move)
        for bot in seated:
            bot.observe(events)
        moves.append(R.move_to_dict(move))
        assert len(moves) < MOVE_CAP, f"seed {seed}: the game does not end"
    return state, moves


def mixed_levels(players, seed):
    return [LEVELS[(seed // 3 ** s) % 3] for s in range(players)]


# --- strength (first in the file: pytest -n 2 hands the two slow tests to different workers) --

def solitaire_scores(level, deals):
    return [R.scores(pbots.play_game(1, [level], seed)[0])[0] for seed in range(deals)]


def test_hard_solitaire_is_good():
    # The benchmark (bench.py) runs pbots.solitaire_mean(level, 1000); 200 deals here.
    mean = statistics.mean(solitaire_scores("hard", 200))
    assert mean >= 19.5, mean


def test_solitaire_mean_is_the_plain_average():
    assert pbots.solitaire_mean("easy", 6) == statistics.mean(solitaire_scores("easy", 6))


def test_levels_are_ordered_in_solitaire():
    deals = 150
    means = {level: statistics.mean(solitaire_scores(level, deals)) for level in LEVELS}
    assert means["hard"] > means["medium"] + 3 and means["medium"] > means["easy"] + 3, means


# --- the contract --------------------------------------------------------------------------

def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        R.make_bot("expert", 0, 1)


def test_every_level_makes_a_bot_that_can_choose():
    for level in LEVELS:
        bot = R.make_bot(level, 0, 5)
        view = R.view(R.new_game(2, 5), 0)
        assert bot.choose(view) in R.legal_moves(view, 0)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bots_play_legal_games_that_end(players):
    for seed in range(30):
        state, moves = play(players, mixed_levels(players, seed), seed)
        assert R.is_over(state) and moves


def test_bots_play_the_rows_only_solitaire_option():
    for seed in range(15):
        level = LEVELS[seed % 3]
        state, _ = play(1, [level], seed, options={"solo_shuffle": "rows"})
        assert R.is_over(state)


def test_same_seed_same_game():
    for players in (1, 3):
        levels = ["hard", "medium", "easy"][:players]
        for seed in (3, 17):
            assert play(players, levels, seed)[1] == play(players, levels, seed)[1]


# --- bots only ever see views ------------------------------------------------------------------

def test_choose_only_receives_views(monkeypatch):
    real_choose = pbots.Bot.choose
    seen = []

    def guarded(self, view):
        hidden = [c for i, c in enumerate(view.grid) if c is not None and i not in view.up]
        assert all(c == HIDDEN for c in hidden), "a face-down card id reached a bot"
        assert view.aside == HIDDEN and view.rng == 0
        seen.append(1)
        return real_choose(self, view)

    monkeypatch.setattr(pbots.Bot, "choose", guarded)
    for players in (1, 2, 4):
        for seed in range(4):
            play(players, mixed_levels(players, seed), seed)
    assert seen


def test_first_choice_does_not_depend_on_the_hidden_deal():
    # The same bot (same seed) facing different deals sees identical views at the start,
    # so it must make the same first move: it cannot peek.
    first = set()
    for seed in range(12):
        deck = list(DECK)
        deck = deck[seed:] + deck[:seed]
        view = R.view(R.new_game(2, seed, deck=deck), 0)
        first.add(str(R.make_bot("hard", 0, 99).choose(view)))
    assert len(first) == 1


def test_a_bot_copes_with_any_view_and_no_events():
    # A bot created in the middle of a game that was never shown an event still plays
    # legally, from the view alone, in every phase.
    for players in (1, 2):
        for seed in range(6):
            state = R.new_game(players, seed)
            driver = [R.make_bot("hard", s, seed) for s in range(players)]
            while not R.is_over(state):
                (seat,) = R.to_act(state)
                view = R.view(state, seat)
                for level in LEVELS:
                    stranger = R.make_bot(level, seat, seed + 1)
                    assert stranger.choose(view) in R.legal_moves(view, seat)
                move = driver[seat].choose(view)
                state, events = R.apply(state, seat, move)
                for bot in driver:
                    bot.observe(events)


def test_bots_rebuilt_from_the_event_history_play_on_exactly_the_same():
    # "Continue" creates fresh bots and replays every event to them before they choose:
    # the game must go on exactly as if it had never stopped, for every level.
    levels = ["hard", "medium", "easy"]
    for seed in range(4):
        _, whole = play(3, levels, seed)
        state = R.new_game(3, seed)
        seated = [R.make_bot(levels[s], s, seed * 101 + s) for s in range(3)]
        history = []
        for entry in whole[:12]:
            (seat,) = R.to_act(state)
            move = seated[seat].choose(R.view(state, seat))
            assert R.move_to_dict(move) == entry
            state, events = R.apply(state, seat, move)
            history.extend(events)
            for bot in seated:
                bot.observe(events)
        revived = [R.make_bot(levels[s], s, seed * 101 + s) for s in range(3)]
        for bot in revived:
            bot.observe(history)
        assert revived[0].belief.fixed == seated[0].belief.fixed
        for row_old, row_new in zip(seated[0].belief.m, revived[0].belief.m):
            assert row_old == pytest.approx(row_new, abs=1e-9)
        for entry in whole[12:]:
            (seat,) = R.to_act(state)
            move = revived[seat].choose(R.view(state, seat))
            assert R.move_to_dict(move) == entry
            state, events = R.apply(state, seat, move)
            for bot in revived:
                bot.observe(events)


def test_hard_beats_easy_at_the_table():
    wins = 0.0
    games = 40
    for seed in range(games):
        levels = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        scores = R.scores(play(2, levels, seed)[0])
        hard = scores[levels.index("hard")]
        other = scores[1 - levels.index("hard")]
        wins += 1.0 if hard > other else 0.5 if hard == other else 0.0
    assert wins / games > 0.7


def test_hard_plays_legal_games_alone_and_at_a_table():
    # How quickly hard decides is make bench's budget (hard p95), not a test's.
    for seed in range(15):
        state, _ = play(1, ["hard"], seed)
        assert R.is_over(state)
    for seed in range(8):
        state, _ = play(3, ["hard", "hard", "medium"], seed)
        assert R.is_over(state)


def test_hard_solitaire_keeps_the_hunter_and_gives_up_a_ship():
    # The first turn shows the hunter, then a ship. Three ships are hard to find whole
    # before the greens' hunt throws one away, while the hunter makes 10 points with the
    # mammoth: hard (weighing blues' potential 0.15, yellows' 1.0) puts the ship out.
    deck = ("YH", "B1") + tuple(c for c in DECK if c not in ("YH", "B1"))
    state = R.new_game(1, 3, deck=deck)
    bot = R.make_bot("hard", 0, 3)
    for cell in ((0, 0), (0, 1)):      # the first two places: the hunter, the ship
        state, events = R.apply(state, 0, Flip(cell))
        bot.observe(events)
    assert state.phase == "discard" and state.grid[:2] == ("YH", "B1")
    assert bot.choose(R.view(state, 0)) == Discard((0, 1))

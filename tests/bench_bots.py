"""`make bench`'s figures for the bots: random playouts per second, each level's decision
times, and win shares of seeded matches (the arenas), seats rotated."""

from __future__ import annotations

import random
import time

from game import RULES

ARENA_GAMES = 40
GARBO_ARENAS = [("hard", "medium"), ("medium", "easy"), ("hard", "easy")]
GARBO_ARENA_GAMES = 200
CHILD_ROUNDS = 200            # Ligretto: the scripted child against one bot of each level
CHILD_GAMES = 200             # Fossil, Garbo: the scripted child against one bot of each level
FOSSIL_ARENA_GAMES = 400      # Fossil: hard against three medium bots


def playouts_per_second(name: str, players: int, seconds: float = 2.0) -> float:
    rules = RULES[name]
    rng = random.Random(1)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rules.new_game(players, rng.randrange(2**31))
        while not rules.is_over(state):
            seat = rng.choice(sorted(rules.to_act(state)))   # real time: anyone
            state, _ = rules.apply(state, seat, rng.choice(rules.legal_moves(state, seat)))
        done += 1
    return done / (time.perf_counter() - start)


def decision_times(name: str, level: str, players: int, games: int = 20, rules=None,
                   split=None) -> dict:
    """p50/p95/max of a level's decisions in ms; with `split(state)`, one such dict per
    kind of position (e.g. Garbo's Level One and Level Two)."""
    rules = rules or RULES[name]
    times, kinds = [], []
    for seed in range(games):
        state = rules.new_game(players, seed)
        bots = [rules.make_bot(level, i, seed) for i in range(players)]
        turn = 0
        while not rules.is_over(state):
            seats = sorted(rules.to_act(state))
            seat = seats[turn % len(seats)]      # in real time every seat takes its go
            turn += 1
            if split is not None:
                kinds.append(split(state))
            t = time.perf_counter()
            move = bots[seat].choose(rules.view(state, seat))
            times.append((time.perf_counter() - t) * 1000)
            state, events = rules.apply(state, seat, move)
            for bot in bots:
                bot.observe(events)
    if split is not None:
        return {kind: percentiles([t for t, k in zip(times, kinds) if k == kind])
                for kind in sorted(set(kinds))}
    return percentiles(times)


def percentiles(times: list[float]) -> dict:
    times = sorted(times)
    return {"p50": round(times[len(times) // 2], 2),
            "p95": round(times[int(len(times) * 0.95)], 2), "max": round(times[-1], 2)}


def arena(name: str, levels: tuple, games: int = ARENA_GAMES, rules=None) -> list[float]:
    """Each level's share of wins (a shared win split) over seeded games, seats rotated
    so that no level keeps the advantage of moving first."""
    rules = rules or RULES[name]
    wins = [0.0] * len(levels)
    for g in range(games):
        rot = g % len(levels)
        order = list(levels[rot:] + levels[:rot])
        state = rules.new_game(len(order), 1000 + g)
        bots = [rules.make_bot(level, i, 1000 + g) for i, level in enumerate(order)]
        while not rules.is_over(state):
            seat = min(rules.to_act(state))
            state, events = rules.apply(state, seat, bots[seat].choose(rules.view(state, seat)))
            for bot in bots:
                bot.observe(events)
        scores = rules.scores(state)
        best = [i for i, v in enumerate(scores) if v == max(scores)]
        for i in best:
            wins[(i + rot) % len(levels)] += 1 / len(best)
    return [round(w / games, 3) for w in wins]


def garbo_figures(games: int = GARBO_ARENA_GAMES) -> dict:
    """Garbo's bots, from game.garbo.RULES (the game may not be in game.RULES yet): win
    shares over `games` seeded games, seats alternated, and each level's decision times
    in Garbo's Level One and Level Two (20 games of the level against itself)."""
    from game.garbo import RULES as garbo
    return {"arena": {" v ".join(levels): arena("garbo", levels, games, rules=garbo)
                      for levels in GARBO_ARENAS},
            "bot_ms": {level: decision_times("garbo", level, 2, rules=garbo,
                                             split=lambda s: f"level {s.level}")
                       for level in ("easy", "medium", "hard")}}


def ligretto_figures() -> dict:
    """Cards each bot level plays per minute, bots alone at a table of four."""
    from game.ligretto.bots import cards_per_minute
    return {level: round(cards_per_minute(level, players=4, seed=1, minutes=5.0), 1)
            for level in ("easy", "medium", "hard")}


def ligretto_child_figures(rounds: int = CHILD_ROUNDS) -> dict:
    """The scripted child (tests/ligretto_child.py: a card that fits every 2.5-4 s, three
    turned a second after nothing fits) against one bot of each level, `rounds` seeded
    rounds each: the child's share of wins and ties, and both sides' cards per minute."""
    from ligretto_child import child_rounds
    return {level: child_rounds(level, rounds, seed=1) for level in ("easy", "medium", "hard")}


# --- Petroglyph (issue 46): a child's ladder, hard against medium ----------------------------
PETROGLYPH_CHILD_GAMES = 200  # the scripted child against one bot of each level
PETROGLYPH_ARENA_GAMES = 400  # hard against medium, two players


def petroglyph_figures(games: int = PETROGLYPH_CHILD_GAMES,
                       arena_games: int = PETROGLYPH_ARENA_GAMES) -> dict:
    """The scripted child (tests/petroglyph_child.py: a memory that fades and confuses
    neighbours) against one bot of each level, `games` seeded 2-player games each: its
    share of games won (a tie counts half); and the hard bot's share against medium over
    `arena_games` games, seats alternated."""
    from petroglyph_child import child_games
    return {"child": {level: child_games(level, games, seed=1)
                      for level in ("easy", "medium", "hard")},
            "hard_v_medium": arena("petroglyph", ("hard", "medium"), arena_games)[0]}


def child_ladder_figures(game: str, games: int = CHILD_GAMES) -> dict:
    """Fossil's or Garbo's scripted child (tests/fossil_child.py, tests/garbo_child.py: a
    6-8-year-old's rule with its oversights) against one bot of each level, `games` seeded
    games each (Fossil at two players), seats alternated: the child's share of wins."""
    import importlib
    child = importlib.import_module(f"{game}_child")
    return {level: child.child_games(level, games, seed=1) for level in ("easy", "medium", "hard")}


def fossil_arena_figures(games: int = FOSSIL_ARENA_GAMES) -> dict:
    """Fossil: the hard bot against three medium bots over `games` seeded games."""
    return {"hard v medium v medium v medium":
            arena("fossil", ("hard", "medium", "medium", "medium"), games)}

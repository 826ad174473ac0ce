"""Real games played by bots, as the records keep them (record_game's arguments), for the
tests of the records, the statistics, the replays and the bench: `bot_game`, a game in real
time through its clock (`realtime_round`), `finished_game` of any registered game, and a
set of `real_games` made once; `many_games` for the statistics of a large store."""

from __future__ import annotations

import datetime as dt
import functools
import os

from game import RULES
from game.daily import LEVELS, challenge_over
from scenes.services.session import Seat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DAY = dt.date(2025, 3, 1)


def bot_game(game: str, levels, seed: int, people: int = 1, options=None) -> dict:
    """A finished game as record_game's arguments: the first `people` seats are persons
    (their moves made by bots here), the rest bots of the given levels."""
    rules = RULES[game]
    state = rules.new_game(len(levels), seed, options)
    bots = [rules.make_bot(level, i, seed * 31 + i) for i, level in enumerate(levels)]
    moves = []
    while not rules.is_over(state):
        seat = min(rules.to_act(state))
        move = bots[seat].choose(rules.view(state, seat))
        state, events = rules.apply(state, seat, move)
        for i, bot in enumerate(bots):
            bot.observe([e for e in events if "seats" not in e or i in e["seats"]])
        moves.append({"seat": seat, "move": rules.move_to_dict(move)})
    seats = [Seat("human", ["Ada", "Ben"][i]) if i < people else
             Seat("bot", f"Bot {i}", level) for i, level in enumerate(levels)]
    return {"game": game, "seats": seats, "scores": list(rules.scores(state)), "moves": moves,
            "seed": seed, "options": options}


def realtime_round(game: str, seed: int) -> dict:
    """A game in real time at its largest table, bots through its clock until its challenge
    would end (Ligretto: one round)."""
    from game.realtime import Clock
    rules = RULES[game]
    n = rules.max_players
    bots = {i: rules.make_bot("easy", i, seed * 31 + i) for i in range(n)}
    clock = Clock(rules, rules.new_game(n, seed), bots, seed)
    while not (challenge_over(game, rules, clock.state) if rules.challenge
               else rules.is_over(clock.state)):
        clock.advance(100)
    seats = [Seat("human", "Ada")] + [Seat("bot", f"Bot {i}", "hard") for i in range(1, n)]
    return {"game": game, "seats": seats, "scores": list(rules.scores(clock.state)),
            "moves": list(clock.moves), "seed": seed}


def ligretto_round(seed: int) -> dict:
    """One Ligretto round against three bots, through the real-time clock (the challenge)."""
    return realtime_round("ligretto", seed)


def finished_game(game: str, seed: int) -> dict:
    """A whole game of any registered game, by bots (the first seat's level easy, the next
    medium, then hard) at up to three seats; a game in real time by its clock."""
    rules = RULES[game]
    if rules.realtime:
        return realtime_round(game, seed)
    players = min(rules.max_players, max(rules.min_players, 3))
    return bot_game(game, ["easy", "medium", "hard"][:players], seed, people=0)


@functools.cache
def _real_games() -> tuple:
    games = [bot_game("petroglyph", ["hard"], 11),
             bot_game("petroglyph", ["easy", "medium", "hard"], 12),
             bot_game("petroglyph", ["easy"], 13, options={"solo_shuffle": "rows"}),
             bot_game("fossil", ["easy", "easy"], 14),
             bot_game("fossil", ["easy", "easy", "easy", "easy"], 15, people=2),
             bot_game("garbo", ["medium", "easy"], 16),
             bot_game("garbo", ["easy", "hard"], 17, options={"diagonals": "long"}),
             ligretto_round(18)]
    return tuple(games)


def real_games() -> list[dict]:
    """Real games played by bots (made once, copied for each test)."""
    return [dict(g) for g in _real_games()]


def many_games(n: int) -> list[dict]:
    """n games of every kind of table, with a real move list each (the stored size)."""
    moves = bot_game("petroglyph", ["hard"], 3)["moves"]
    names = ["Ada", "Ben", "Cleo", "Dev"]
    out = []
    for k in range(n):
        game = ("petroglyph", "fossil", "garbo")[k % 3]
        person = Seat("human", names[k % 4])
        other = Seat("human", names[(k + 1) % 4])
        bots = [Seat("bot", f"B{i}", LEVELS[(k + i) % 3]) for i in range(3)]
        seats = {"petroglyph": [[person], [person, other, bots[0]]][k % 2],
                 "fossil": [[person, *bots], [person, other, *bots[:2]]][k % 2],
                 "garbo": [person, bots[0]]}[game]
        scores = [(k * 7 + i * 13) % 50 for i in range(len(seats))]
        day = DAY + dt.timedelta(days=k // 5)
        out.append({"game": game, "seats": seats, "scores": scores, "moves": moves,
                    "seed": k, "challenge_date": day if k % 5 == 0 else None,
                    "when": dt.datetime(2025, 1, 1) + dt.timedelta(minutes=k)})
    return out

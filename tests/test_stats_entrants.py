"""Statistics count a bot by its seat and level in each game: every seat is one entrant, a
level's line counts games (won when any seat of that level won), never seats; a person's
line is what it always was. The recent games name every bot with its level, and the
statistics screen keeps every word inside its panel (the chart's "mean" off its line)."""

from __future__ import annotations

import datetime as dt

import pygame
import pytest
from recorded_games import bot_game, many_games
from screen_helpers import centre, click, drawn, frames, overlaps

from game.daily import LEVELS
from scenes.kit.stats_words import SEAT_WORDS, seat_words
from scenes.routes import make_app
from scenes.screens.menu import MenuScene
from scenes.screens.stats import CHART, PLOT, RECENT, StatsScene
from scenes.services.records import Records
from scenes.services.session import Seat
from scenes.services.stats import stats

ADA, BEN = Seat("human", "Ada"), Seat("human", "Ben")


def hard(name: str) -> Seat:
    return Seat("bot", name, "hard")


def record(*games, game: str = "fossil") -> None:
    """(seats, scores) pairs, recorded in this order, a day apart."""
    with Records.open() as db:
        for k, (seats, scores) in enumerate(games):
            assert db.record_game(game, seats, scores, [], seed=k + 1,
                                  when=dt.datetime(2025, 3, 1 + k, 20)) is not None


def players(game: str = "fossil") -> dict:
    with Records.open() as db:
        return stats(db, today=dt.date(2025, 4, 1))["games"][game]["players"]


# --- the numbers -------------------------------------------------------------------------------

def test_one_hard_bot_winning_both_games_at_a_table_of_three_is_two_played_two_won():
    table = [ADA, hard("Ochre"), hard("Slate"), hard("Amber")]
    record((table, [60, 110, 70, 80]),          # Ochre wins
           (table, [50, 130, 40, 90]))          # Ochre wins again
    got = players()
    assert got["hard bot"] == {
        "kind": "bot", "played": 2, "won": 2, "win_rate": 1.0,
        "vs": {"hard": {"played": 2, "won": 2, "win_rate": 1.0}},   # the other hard seats
        "best": 130, "mean": 120.0,                # the level's best seat: 110, then 130
        "win_streak": {"current": 2, "best": 2}, "day_streak": {"current": 0, "best": 0},
        "last_scores": [110, 130], "last_won": [True, True]}
    assert got["Ada"] == {
        "kind": "human", "played": 2, "won": 0, "win_rate": 0.0,
        "vs": {"hard": {"played": 2, "won": 0, "win_rate": 0.0}},
        "best": 60, "mean": 55.0, "win_streak": {"current": 0, "best": 0},
        "day_streak": {"current": 0, "best": 0}, "last_scores": [60, 50],
        "last_won": [False, False]}
    assert set(got) == {"Ada", "hard bot"}


def test_a_hard_bot_winning_one_of_two_games_is_not_diluted_by_its_neighbours():
    table = [ADA, hard("Ochre"), hard("Slate"), hard("Amber")]
    record((table, [100, 10, 20, 30]),          # Ada wins: no hard bot does
           (table, [10, 20, 90, 30]))           # Slate wins
    bots = players()["hard bot"]
    assert (bots["played"], bots["won"], bots["win_rate"]) == (2, 1, 0.5)
    assert (bots["best"], bots["mean"], bots["last_scores"]) == (90, 60.0, [30, 90])
    assert bots["last_won"] == [False, True] and bots["win_streak"] == {"current": 1,
                                                                         "best": 1}


def test_two_levels_at_one_table_are_two_entrants_counted_apart():
    easy, medium = Seat("bot", "Flint", "easy"), Seat("bot", "Jasper", "medium")
    table = [ADA, easy, hard("Ochre"), hard("Slate")]
    record((table, [10, 90, 50, 40]),           # the easy bot wins
           (table, [10, 20, 50, 80]),           # a hard bot (Slate) wins
           (table, [100, 20, 50, 80]),          # Ada wins
           ([ADA, medium], [5, 7]))             # the medium bot wins, alone with Ada
    got = players()
    assert got["easy bot"] == {
        "kind": "bot", "played": 3, "won": 1, "win_rate": 0.3333,
        "vs": {"hard": {"played": 3, "won": 1, "win_rate": 0.3333}},
        "best": 90, "mean": 43.33, "win_streak": {"current": 0, "best": 1},
        "day_streak": {"current": 0, "best": 0}, "last_scores": [90, 20, 20],
        "last_won": [True, False, False]}
    assert got["hard bot"] == {
        "kind": "bot", "played": 3, "won": 1, "win_rate": 0.3333,
        "vs": {"hard": {"played": 3, "won": 1, "win_rate": 0.3333}},
        "best": 80, "mean": 70.0, "win_streak": {"current": 0, "best": 1},
        "day_streak": {"current": 0, "best": 0}, "last_scores": [50, 80, 80],
        "last_won": [False, True, False]}
    assert got["medium bot"] == {
        "kind": "bot", "played": 1, "won": 1, "win_rate": 1.0, "vs": {}, "best": 7,
        "mean": 7.0, "win_streak": {"current": 1, "best": 1},
        "day_streak": {"current": 0, "best": 0}, "last_scores": [7], "last_won": [True]}
    assert got["Ada"]["played"] == 4 and got["Ada"]["won"] == 1
    assert got["Ada"]["vs"] == {"medium": {"played": 1, "won": 0, "win_rate": 0.0},
                                "hard": {"played": 3, "won": 1, "win_rate": 0.3333}}


def test_a_persons_numbers_are_the_same_seat_by_seat_as_before():
    """Two people and bots of every level at the tables: each person's numbers are worked
    out here seat by seat, straight from the stored games, as the statistics always did."""
    with Records.open() as db:
        assert db.record_many(many_games(240)) == 240
        db.record_game("fossil", [ADA, BEN, hard("Ochre")], [30, 30, 10], [], seed=9)
        db.record_game("garbo", [ADA, ADA], [40, 30], [], seed=10)     # two seats, one name
        got = stats(db)["games"]
        stored = sorted(db.games(limit=1000), key=lambda g: g["id"])
    people = 0
    for game, entry in got.items():
        for who, numbers in entry["players"].items():
            if numbers["kind"] == "bot":
                continue
            people += 1
            mine = [(g, i) for g in stored if g["game"] == game       # two seats of one
                    for i, s in sorted(enumerate(g["seats"]),         # name in one game:
                                       key=lambda x: (x[1]["won"], x[1]["score"]))  # lost first
                    if s["kind"] == "human" and s["name"] == who]
            won = [g["seats"][i]["won"] for g, i in mine]
            scores = [g["seats"][i]["score"] for g, i in mine]
            assert numbers["played"] == len(mine) and numbers["won"] == sum(won)
            assert numbers["best"] == max(scores)
            assert numbers["mean"] == round(sum(scores) / len(scores), 2)
            assert numbers["last_scores"] == scores[-30:]
            assert numbers["last_won"] == won[-30:]
            for r, level in enumerate(LEVELS):
                against = [g["seats"][i]["won"] for g, i in mine
                           if max((LEVELS.index(s["level"]) for j, s in enumerate(g["seats"])
                                   if j != i and s["kind"] == "bot"), default=None) == r]
                assert numbers["vs"].get(level, {"played": 0, "won": 0})["played"] == \
                    len(against)
                assert numbers["vs"].get(level, {"won": 0})["won"] == sum(against)
    assert people == 4 * 3             # Ada, Ben, Cleo and Dev in each of the three games


def test_a_levels_line_is_every_game_with_a_seat_of_that_level():
    """Worked out here game by game, straight from the stored games: among them real games
    with two and three bots of one level."""
    crowded = [bot_game("fossil", ["easy", "hard", "hard", "hard"], 31),
               bot_game("fossil", ["easy", "easy", "easy", "medium", "medium"], 32),
               bot_game("petroglyph", ["easy", "hard", "hard"], 33),
               bot_game("fossil", ["easy", "hard", "hard", "hard"], 34, people=2)]
    with Records.open() as db:
        assert db.record_many(many_games(240)) == 240
        assert db.record_many(crowded) == len(crowded)
        got = stats(db)["games"]
        stored = sorted(db.games(limit=1000), key=lambda g: g["id"])
    for game, entry in got.items():
        for level in LEVELS:
            games = [g for g in stored if g["game"] == game and
                     any(s.get("level") == level for s in g["seats"])]
            line = entry["players"].get(f"{level} bot")
            if not games:
                assert line is None
                continue
            best = [max(s["score"] for s in g["seats"] if s.get("level") == level)
                    for g in games]
            won = [any(s["won"] for s in g["seats"] if s.get("level") == level)
                   for g in games]
            assert (line["played"], line["won"]) == (len(games), sum(won))
            assert line["last_scores"] == best[-30:] and line["last_won"] == won[-30:]
            assert line["mean"] == round(sum(best) / len(best), 2)


# --- the screen -------------------------------------------------------------------------------

def open_stats():
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=2)
    app.open("stats", today=dt.date(2025, 4, 1))
    frames(app, 2)
    assert isinstance(app.scene, StatsScene)
    return app, app.scene


def within(app, box) -> list[tuple[str, pygame.Rect]]:
    """The texts of a frame drawn now that overlap `box` (logical), with their rectangles
    on the window."""
    return [(line.text, app.canvas.rect(line.rect)) for line in drawn(app)
            if overlaps(box, line.rect)]


def test_every_seat_has_words_of_its_own_for_every_level():
    assert set(SEAT_WORDS) == {"human", *LEVELS}
    assert seat_words({"kind": "bot", "name": "Ochre", "level": "hard", "score": 110,
                       "won": True}) == "Ochre (hard bot) 110"
    assert seat_words({"kind": "human", "name": "Ada", "level": None, "score": 96,
                       "won": False}) == "Ada 96"


def test_recent_games_say_each_bots_level():
    record(([ADA, hard("Ochre"), Seat("bot", "Slate", "medium"), Seat("bot", "Amber", "easy")],
            [60, 110, 20, 5]))
    app, scene = open_stats()
    assert scene.game == "fossil"
    texts = [t for t, _ in within(app, RECENT)]
    assert {"Ada 60", "Ochre (hard bot) 110", "Slate (medium bot) 20",
            "Amber (easy bot) 5"} <= set(texts)


def test_crowded_recent_games_keep_every_word_inside_the_panel():
    """Six seats with long names, and real games: every seat of every game shown is named
    in full, each on its own lines, inside the panel, clear of the Watch buttons."""
    long = Seat("human", "Anna-Katharina Josephine")
    six = [long, Seat("human", "Bartholomew-Maximilian"), *(
        Seat("bot", name, level) for name, level in
        zip(("Flint", "Ochre", "Slate", "Amber"), ("medium", "hard", "medium", "easy")))]
    record((six, [100, 90, -120, 40, 95, 7]), (six, [10, 20, 30, 40, 50, 60]))
    with Records.open() as db:
        for g in (bot_game("fossil", ["easy", "hard", "hard", "hard"], 21),
                  bot_game("fossil", ["medium", "easy"], 22)):
            db.record_game(g["game"], g["seats"], g["scores"], g["moves"], seed=g["seed"])
    app, scene = open_stats()
    assert scene.game == "fossil" and 2 <= len(scene.rows) <= len(scene.recent) == 4
    panel = app.canvas.rect(RECENT)
    buttons = [app.canvas.rect(b.rect) for b in scene.watch_buttons]
    assert len(buttons) == len(scene.rows)
    texts = [(t, r) for t, r in within(app, RECENT)             # the buttons' own labels
             if not (t == "Watch" and any(b.contains(r) for b in buttons))]
    for text, rect in texts:
        assert panel.contains(rect), text
        assert not any(rect.colliderect(b) for b in buttons), text
    for k, (a, ra) in enumerate(texts):
        for b, rb in texts[k + 1:]:
            assert not ra.colliderect(rb), (a, b)
    words = [t for t, _ in texts]
    for g, *_ in scene.rows:
        for seat in g["seats"]:
            assert seat_words(seat) in words
    for button in buttons:
        assert panel.contains(button)
    # a Watch button still opens its own game
    click(app, centre(scene.watch_buttons[-1].rect))
    frames(app)
    assert app.scene.replay.record["id"] == scene.rows[-1][0]["id"]


def test_a_name_too_long_for_a_line_is_cut_but_its_score_shows():
    wide = Seat("human", "W" * 24)          # the menu's longest name, in the widest letter
    record(([wide, hard("Ochre")], [1234, 10]))        # the winner's words are bold
    app, scene = open_stats()
    panel = app.canvas.rect(RECENT)
    (cut,) = [(t, r) for t, r in within(app, RECENT) if t.startswith("WWW")]
    assert cut[0].endswith("… 1234") and panel.contains(cut[1])
    assert "Ochre (hard bot) 10" in [t for t, _ in within(app, RECENT)]


@pytest.mark.parametrize("scores", [[60, 50, 130, 30, 50, 70, 90], [5, 5, 5, 5],
                                    [-40, 120, -3, 118, 119], [0, -1, 0, -2],
                                    [-3, 118, 120]])
def test_the_mean_label_stays_off_its_line_and_the_chart(scores):
    record(*(([ADA, hard("Ochre")], [s, 10]) for s in scores))
    app, scene = open_stats()
    assert scene.player == "Ada"
    texts = within(app, CHART)
    (mean,) = [r for t, r in texts if t.startswith("mean ")]
    left, right, top, bottom = PLOT
    plot = app.canvas.rect((left - 8, top - 8, right - left + 16, bottom - top + 16))
    assert not mean.colliderect(plot)               # the line, its points and the axes
    assert app.canvas.rect(CHART).contains(mean)
    for text, rect in texts:
        assert app.canvas.rect(CHART).contains(rect), text
    for k, (a, ra) in enumerate(texts):
        for b, rb in texts[k + 1:]:
            assert not ra.colliderect(rb), (a, b)

"""The statistics screen through the real scene stack: 0, 1 and 10,000 stored games,
games and players picked by clicks, a recent game watched, a damaged database."""

from __future__ import annotations

import datetime as dt
import os

import pygame
from recorded_games import bot_game, many_games
from screen_helpers import centre, click, frames, key
from screen_helpers import drawn as drawn_lines

from scenes.routes import make_app
from scenes.screens.menu import MenuScene
from scenes.screens.replay import ReplayScene
from scenes.screens.stats import RECENT_ROWS, ROW_H, ROW_Y, ROWS, StatsScene
from scenes.services.records import Records
from scenes.shell.app import App


def store(*games) -> None:
    with Records.open() as db:
        for g in games:
            db.record_game(g["game"], g["seats"], g["scores"], g["moves"], seed=g["seed"],
                           options=g.get("options"))


def open_stats() -> tuple[App, StatsScene]:
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=2)
    button = next(b for b in app.scene.small if b.label == "Statistics")
    click(app, centre(button.rect))
    frames(app)
    assert isinstance(app.scene, StatsScene)
    return app, app.scene


def drawn(app) -> list[str]:
    return [line.text for line in drawn_lines(app)]


def test_no_games_yet_says_how_they_come():
    app, scene = open_stats()
    texts = drawn(app)
    assert scene.game == "petroglyph" and scene.players() == {} and scene.recent == []
    assert "No Petroglyph games recorded yet." in texts
    assert "Nothing to draw yet." in texts and "None yet." in texts
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.scene, MenuScene)


def test_one_game_shows_its_numbers_and_opens_on_its_game():
    game = bot_game("garbo", ["medium", "easy"], 16)
    store(game)
    ada_won = game["scores"][0] > game["scores"][1]
    app, scene = open_stats()
    assert scene.game == "garbo" and scene.player == "Ada"
    texts = drawn(app)
    ada = scene.players()["Ada"]
    assert ada["played"] == 1 and ada["won"] == int(ada_won)
    assert ada["last_scores"] == [game["scores"][0]] and ada["last_won"] == [ada_won]
    assert "Ada" in texts and "easy bot" in texts
    assert ("100%" if ada_won else "0%") in texts
    assert f"{'100%' if ada_won else '0%'} of 1" in texts          # against easy
    assert "Ada: the last score" in texts
    assert f"Ada {game['scores'][0]}" in texts                      # the recent game
    assert len(scene.watch_buttons) == 1


def test_ten_thousand_games_open_and_stay_readable():
    with Records.open() as db:
        assert db.record_many(many_games(10_000)) == 10_000
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=2)
    app.push(StatsScene(app))            # how quickly it opens is make bench's budget
    frames(app)
    scene = app.scene
    scene.pick("fossil")          # four people and three bot levels: more than fit
    texts = drawn(app)
    assert len(scene.order()) > ROWS
    assert any(t.startswith("▼ 1 more") for t in texts)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app)
    assert scene.first == 1 and scene.shown() == scene.order()[1:ROWS + 1]
    assert any(t.startswith("▲ 1 above") for t in drawn(app))
    click(app, (300, ROW_Y))                  # the top row shown is now the second player
    assert scene.player == scene.order()[1]
    key(app, pygame.K_DOWN)
    assert scene.first == 1                   # no further than the last row
    key(app, pygame.K_UP)
    assert scene.first == 0
    assert len(scene.players()[scene.player]["last_scores"]) == 30
    assert len(scene.recent) == RECENT_ROWS


def test_tabs_and_rows_pick_what_the_chart_and_list_show():
    store(bot_game("garbo", ["medium", "easy"], 16),
          bot_game("petroglyph", ["easy", "medium", "hard"], 12, people=2),
          bot_game("fossil", ["easy", "easy"], 14))
    app, scene = open_stats()
    fossil = scene.tabs[scene.games.index("fossil")]
    click(app, centre(fossil.rect))
    assert scene.game == "fossil" and fossil.primary
    assert [g["game"] for g in scene.recent] == ["fossil"]
    click(app, centre(scene.tabs[scene.games.index("petroglyph")].rect))
    order = scene.order()
    assert order[:2] == ["Ada", "Ben"] and scene.player == "Ada"
    click(app, (300, ROW_Y + 1 * ROW_H))
    assert scene.player == "Ben"
    assert "Ben: the last score" in drawn(app)


def test_watch_opens_that_game_and_back_returns_here():
    game = bot_game("garbo", ["medium", "easy"], 16)
    store(bot_game("petroglyph", ["hard"], 11), game)
    app, scene = open_stats()
    click(app, centre(scene.tabs[scene.games.index("garbo")].rect))
    click(app, centre(scene.watch_buttons[0].rect))
    frames(app)
    replay = app.scene
    assert isinstance(replay, ReplayScene) and replay.replay.game == "garbo"
    assert replay.replay.record["scores"] == game["scores"]
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert app.scene is scene


def test_a_damaged_database_is_reported_and_the_screen_still_works(home):
    with open(os.path.join(home, "records.sqlite3"), "wb") as f:
        f.write(b"this is not a database" * 100)
    march = dt.datetime(2020, 3, 5, 20).timestamp()
    os.utime(os.path.join(home, "records.sqlite3"), (march, march))
    app = make_app(fixed_dt=16)
    app.run(StatsScene(app), max_frames=2)        # the screen is the first to read
    scene = app.scene
    texts = drawn(app)
    assert [n for n in os.listdir(home) if n.startswith("records.sqlite3.damaged-")]
    assert scene.problem == ("Your records of finished games (the last one from 5 March 2020) "
                             "could not be read; they were set aside and new records "
                             "begin. Your saved games are safe.")
    assert scene.problem in texts
    assert "No Petroglyph games recorded yet." in texts


def test_old_games_show_their_year():
    from scenes.kit.stats_words import when_short
    assert when_short("2026-01-07T22:39:00", dt.date(2026, 11, 23)) == "07 Jan 22:39"
    assert when_short("2025-01-07T22:39:00", dt.date(2026, 11, 23)) == "07 Jan 2025"
    assert when_short(None, dt.date(2026, 11, 23)) == ""

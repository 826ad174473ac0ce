"""No dropped frame at a switch of screens: what a screen needs is made before it shows
(App.prepare, services/ahead.py). Counted in work, never in milliseconds (the budgets
themselves are make bench's): the records written on a frame before the score shows, the
score and a new table drawn from caches filled ahead, the statistics and a replay computed
off the frame loop's thread."""

from __future__ import annotations

import threading

import pygame
import pytest
from recorded_games import bot_game
from screen_helpers import centre, click, frames, menu_worked_ahead

import scenes.shell.app as app_module
import scenes.shell.rehearsal as rehearsal
from scenes.routes import make_app
from scenes.screens.menu import MenuScene
from scenes.screens.replay import ReplayScene
from scenes.screens.score import ScoreScene
from scenes.screens.stats import StatsScene
from scenes.screens.table import TableScene
from scenes.services import stats as stats_module
from scenes.services.records import Records
from scenes.services.session import Seat, Session
from scenes.shell.assets import Later


@pytest.fixture
def unhurried(monkeypatch):
    """All the preparing a frame has to do fits in it (whatever this machine's speed), so
    what the switch frame itself makes is exactly what was not prepared."""
    monkeypatch.setattr(app_module, "PREPARE_MS", 60_000)
    monkeypatch.setattr(rehearsal, "PREPARE_MS", 60_000)


def made_per_frame(app) -> list[int]:
    """How many new texts and images each frame makes from now on (Assets.afford)."""
    counts = [0]
    real = app.assets.afford

    def afford():
        counts[-1] += 1
        real()
    app.assets.afford = afford
    real_step = app.step

    def step(dt):
        counts.append(0)
        real_step(dt)
    app.step = step
    return counts


def bot_table(app) -> TableScene:
    app.record_bots = True          # a game of bots is recorded, as a person's is
    app.settings.bot_pace_ms = 20
    session = Session("garbo", [Seat("bot", "Flint", "easy"), Seat("bot", "Ochre", "easy")],
                      4)
    table = TableScene(app, session)
    app.run(table, max_frames=1)
    return table


def until_score(app, limit: int = 20_000) -> int:
    """Step until the score screen shows; the frame (app.frames) that showed it."""
    for _ in range(limit):
        if isinstance(app.scene, ScoreScene):
            return app.frames
        frames(app)
    raise AssertionError("the score screen never came")


def test_the_finished_game_is_recorded_on_a_frame_before_the_score_shows(monkeypatch):
    writes = []
    real = Records.record_game

    def record_game(self, *args, **kwargs):
        writes.append(app.frames)
        return real(self, *args, **kwargs)
    monkeypatch.setattr(Records, "record_game", record_game)
    app = make_app(fixed_dt=16)
    table = bot_table(app)
    shown = until_score(app)
    assert len(writes) == 1 and writes[0] < shown - 1   # a frame of its own, and earlier
    assert app.scene is table.score_scene              # the scene made (and rehearsed) then
    assert app.records().count() == 1
    app.close()


def test_a_table_opened_without_the_menu_opens_the_records_before_its_game_ends(
        monkeypatch):
    """Opening the file (and making its WAL) is a cost of its own: not the last frame's."""
    opened, written = [], []
    real_open, real_record = Records.open.__func__, Records.record_game

    def open_(cls, *args, **kwargs):
        if threading.current_thread() is threading.main_thread():   # not the reading ahead
            opened.append(app.frames)
        return real_open(cls, *args, **kwargs)

    def record_game(self, *args, **kwargs):
        written.append(app.frames)
        return real_record(self, *args, **kwargs)
    monkeypatch.setattr(Records, "open", classmethod(open_))
    monkeypatch.setattr(Records, "record_game", record_game)
    app = make_app(fixed_dt=16)
    bot_table(app)
    until_score(app)
    assert len(opened) == 1 and len(written) == 1 and opened[0] < written[0]
    app.close()


def test_the_score_screen_shows_without_making_anything(unhurried):
    app = make_app(fixed_dt=16)
    bot_table(app)
    made = made_per_frame(app)
    until_score(app)
    assert made[-1] == 0, "the score screen's first frame rendered what its rehearsal had not"
    assert max(made) > 0                                # the rehearsal made it, earlier
    app.close()


def test_a_table_opened_from_the_menu_renders_no_card_and_paints_nothing(unhurried):
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=1)
    menu = app.scene
    menu._pick("fossil")
    menu_worked_ahead(app)
    frames(app, 3)                                      # the menu made its table ahead
    made = made_per_frame(app)
    rendered = []
    real_render = app.assets._render
    app.assets._render = lambda *key: (rendered.append(key), real_render(*key))[1]
    new_texts = []
    real_text = app.assets.text

    def text(words, px, color, bold=False):
        if (words, px, tuple(color), bold) not in app.assets._text:
            new_texts.append(words)
        return real_text(words, px, color, bold)
    app.assets.text = text
    stand_ins = []
    real_card = app.assets.card

    def card(game, name, size):
        if app.assets.card_key(game, name, size) not in app.assets._cards:
            stand_ins.append(name)      # a pixel wider or taller where the deal put it
        return real_card(game, name, size)
    app.assets.card = card
    ground = app.assets.grounds["fossil"]
    painted = list(ground.parts)        # the rehearsal's, of the deal Play deals
    assert all(part is not None for part in painted)
    click(app, centre(menu.play.rect))
    table = app.scene
    assert isinstance(table, TableScene)
    assert rendered == []            # no card rendered: only scaled from one rendered ahead
    assert made[-1] == len(new_texts) + len(stand_ins), "a panel or shadow was painted"
    assert new_texts == []           # the same deal, its code too: nothing new
    assert app.assets.grounds["fossil"] is ground       # its ground only blitted
    assert all(a is b for a, b in zip(ground.parts, painted))
    app.close()


def test_the_statistics_are_read_off_the_frame_loop(monkeypatch):
    with Records.open() as db:
        for seed in (16, 17):
            game = bot_game("garbo", ["medium", "easy"], seed)
            db.record_game(game["game"], game["seats"], game["scores"], game["moves"],
                           seed=game["seed"])
    threads = []
    real = stats_module._collect

    def collect(conn, game):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(conn, game)
    monkeypatch.setattr(stats_module, "_collect", collect)
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=2)
    button = next(b for b in app.scene.small if b.label == "Statistics")
    click(app, centre(button.rect))
    frames(app)
    scene = app.scene
    assert isinstance(scene, StatsScene) and scene.data["garbo"]["played"] == 2
    assert threads and not any(threads), "the statistics were read on the frame loop's thread"
    app.close()


def test_watch_replay_opens_a_game_replayed_off_the_frame_loop(monkeypatch):
    threads = []
    real = stats_module.replay_moves

    def replay_moves(record, rules=None):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(record, rules)
    monkeypatch.setattr(stats_module, "replay_moves", replay_moves)
    game = bot_game("garbo", ["medium", "easy"], 16)
    session = Session("garbo", [Seat("human", "You"), Seat("bot", "Ochre", "easy")],
                      game["seed"])
    for entry in game["moves"]:
        session.apply(entry["seat"], session.rules.move_from_dict(entry["move"]))
    app = make_app(fixed_dt=16)
    score = ScoreScene(app, session)
    app.run(score, max_frames=3)
    watch = next(b for b in score.buttons if b.label == "Watch replay")
    click(app, centre(watch.rect))
    frames(app)
    assert isinstance(app.scene, ReplayScene) and len(app.scene.replay) == len(game["moves"])
    assert threads == [False], "the game was replayed on the frame loop's thread"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="",
                                         mod=0))
    frames(app, 3)
    click(app, centre(watch.rect))                      # again: a fresh replay, from the deal
    frames(app)
    assert isinstance(app.scene, ReplayScene) and app.scene.step == 0
    assert threads == [False, False]
    app.close()


def test_a_rehearsal_makes_one_thing_past_its_deadline_then_waits():
    app = make_app(fixed_dt=16)
    assets = app.assets
    assets.begin(0.0)                                   # a deadline long past
    assets.text("first", 20, (255, 255, 255))           # one thing is always made
    with pytest.raises(Later):
        assets.text("second", 20, (255, 255, 255))
    assets.text("first", 20, (255, 255, 255))           # what is made is there to use
    assets.begin(None)
    assets.text("second", 20, (255, 255, 255))          # no deadline: made as ever
    app.close()

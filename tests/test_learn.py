"""Learn, whatever the game: every game has a lesson, the menu and the command line open
it, Esc leaves it, and a lesson is neither saved nor recorded. Each game's own lesson is
clicked through in tests/test_learn_<game>.py."""

from __future__ import annotations

import os

import pygame
import pytest
from lesson_helpers import open_lesson
from screen_helpers import centre, click, frames, key, new_app

from game import RULES
from game.core import Phrase
from scenes import lessons
from scenes.lessons.guide import Do, Explain
from scenes.screens.menu import MenuScene
from scenes.screens.table import TableScene
from scenes.services import saves
from scenes.services.lang import text


def test_every_game_has_a_lesson():
    assert lessons.GAMES == tuple(sorted(RULES))


@pytest.mark.parametrize("game", sorted(RULES))
def test_the_menus_learn_button_opens_the_games_lesson_and_esc_leaves_it(game):
    app = new_app()
    app.open("menu")
    frames(app, 3)
    menu = app.scene
    click(app, centre(next(b for b in menu.game_buttons if b.label == RULES[game].title).rect))
    assert menu.game == game
    click(app, centre(menu.learn_button.rect))
    frames(app, 3)
    table = app.scene
    assert isinstance(table, TableScene) and table.guide is not None
    assert table.session.game == game and table.session.lesson
    folder = saves.saves_dir()
    assert table.session.save_path is None
    assert not os.path.isdir(folder) or not os.listdir(folder)   # nothing for Continue
    assert table.code == "Lesson" and not table.back_button.visible
    assert isinstance(table.guide.step, Explain)
    key(app, pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.scene, MenuScene)
    assert table.session.save_path is None     # nothing for Continue to offer


def test_a_hint_in_a_lesson_step_points_back_to_the_lesson():
    app = new_app()
    open_lesson(app, "garbo")
    table = app.scene
    click(app, centre(table.lesson_panel.next_button.rect))
    frames(app, 2)
    assert isinstance(table.guide.step, Do)
    table.ask_hint()
    assert table.news.warning
    assert table.news.text == text(Phrase("Follow the lesson: its panel says what to do now."))
    assert table.session.hints == {}


def test_a_lesson_is_not_kept_in_the_records():
    app = new_app()
    open_lesson(app, "garbo")
    session = app.scene.session
    while not session.is_over():
        seat = min(session.to_act())
        session.apply(seat, session.legal(seat)[0])
    result = session.keep_result(app.records())
    assert result.new_stars == () and app.records().count() == 0


def test_the_command_line_opens_a_lesson_and_refuses_an_unknown_one(capsys):
    import main
    assert main.main(["--headless", "--learn", "chess"]) == 2
    assert "there is no lesson for 'chess'" in capsys.readouterr().err
    assert main.main(["--headless", "--learn", "fossil", "--frames", "30",
                      "--fixed-dt", "16", "--report"]) == 0
    assert '"scene": "table"' in capsys.readouterr().out

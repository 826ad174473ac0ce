"""The fifth game sits at a real table (issue 47, part 5): Nimble, the test-only game,
played from the menu to the score screen in French, with a take-back, a hint (its reason,
in French) and its lesson's first step; every sentence its parts say is one the French
catalog translates, so no English shows."""

from __future__ import annotations

import fifth_game
import pygame
import pytest
from screen_helpers import centre, click, drawn, frames, key, new_app

from scenes.screens.menu import MenuScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker, lang
from tests.test_table_session import AtOnce


@pytest.fixture
def nimble(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)     # bots and hints think at once
    fifth_game.register()
    lang.use("fr")
    yield
    lang.use("en")
    fifth_game.unregister()


def test_nimble_from_the_menu_to_the_score_screen_in_french(nimble):
    app = new_app()
    lang.use("fr")
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    button = next(b for b in menu.game_buttons if b.label == "Nimble")
    click(app, centre(button.rect))
    click(app, centre(menu.play.rect))
    frames(app, 3)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.game == "nimble"
    key(app, pygame.K_h)                                  # a hint: its reason, in French
    reason = lang._("This is the best move the table allows.")
    assert reason != "This is the best move the table allows."
    for _ in range(200):
        if table.news.text == reason:
            break
        frames(app)
    assert table.news.text == reason
    board, taken_back = table.board, False
    for _ in range(2000):
        if isinstance(app.scene, ScoreScene):
            break
        if board.person() is not None and not board.busy:
            click(app, centre(board.buttons[0].rect))     # take one pebble
            if not taken_back:                  # Ctrl+Z before the bot answers: undone
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                                     mod=pygame.KMOD_CTRL, unicode=""))
                frames(app)
                assert table.session.moves == [], table.news.text
                taken_back = True
        frames(app)
    assert taken_back
    assert isinstance(app.scene, ScoreScene), "the game reached the score screen"
    shown = " ".join(line.text for line in drawn(app))
    assert "Game over" not in shown


def test_nimbles_lesson_speaks_french(nimble):
    app = new_app()
    lang.use("fr")
    app.open("learn", game="nimble")
    frames(app, 3)
    words = [line.text for line in drawn(app)]
    french = lang._("This is the best move the table allows.")
    assert french != "This is the best move the table allows."
    assert any(french.split()[0] in w for w in words), words

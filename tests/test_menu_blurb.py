"""The game's paragraph on the menu stays inside its panel in every language (French
Ligretto's ran a line below the panel's edge at 18 px), whole; `Canvas.paragraph`, which
fits it, cuts the last line only when even the smallest size cannot hold the words."""

from __future__ import annotations

import pytest
from screen_helpers import centre, click, drawn, new_app

from scenes.lessons import BOARDS
from scenes.screens.menu import MenuScene
from scenes.services import lang
from scenes.services.wording import split_words

GAMES_PANEL = (50, 150, 380, 460)      # menu.py's panel of the games' buttons


def inside(rect, box) -> bool:
    x, y, w, h = rect
    bx, by, bw, bh = box
    return bx <= x and by <= y and x + w <= bx + bw and y + h <= by + bh


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_each_games_paragraph_is_whole_inside_the_games_panel(code):
    app = new_app()
    lang.use(code)
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    for i, name in enumerate(BOARDS):
        click(app, centre(menu.game_buttons[i].rect))
        top = menu.game_buttons[-1].rect[1] + menu.game_buttons[-1].rect[3]
        bottom = GAMES_PANEL[1] + GAMES_PANEL[3]        # the buttons below start lower
        lines = [line for line in drawn(app)
                 if top < line.rect[1] < bottom and line.rect[0] < 430]
        blurb = lang._(BOARDS[name].blurb)
        assert split_words(" ".join(line.text for line in lines)) == split_words(blurb)
        for line in lines:
            assert inside(line.rect, GAMES_PANEL), (code, name, line)


def test_a_paragraph_too_long_for_its_box_is_cut_on_its_last_line_and_said_so():
    app = new_app()
    canvas = app.canvas
    words = "A stone moves along its row or column " * 4
    lines, size = canvas.paragraph(words, (18, 16), 300, 200, 8)
    assert size == 18 and " ".join(lines).split() == words.split()
    canvas.shortened = set()
    lines, size = canvas.paragraph(words, (18, 16), 300, 60, 8)
    assert size == 16 and len(lines) == 2 and lines[-1].endswith("…")
    assert canvas.shortened == {words}

"""A head start's words whole in every language and at the text sizes (text_checks.py's
checks): the menu with a seat taking one (its kind's button and what it gives, under the
seats), and a table where a person took one (the seat's panel, Petroglyph's glance and its
button when people pass the mouse, Garbo's look on a picked card)."""

from __future__ import annotations

import pytest
from screen_helpers import frames
from text_checks import at_text_size, collisions, speaking

from scenes.kit.seat_choice import HELPED
from scenes.lessons import BOARDS
from scenes.screens.menu import MenuScene
from scenes.services.session import Seat, Session

LANGS = ("en", "fr", "it")
SIZES = ("normal", "larger")


@pytest.mark.parametrize("text", SIZES)
@pytest.mark.parametrize("code", LANGS)
def test_the_menu_with_a_head_start_is_whole(home, code, text):
    app = at_text_size(speaking(code, (1280, 720)), text)
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    bad = []
    for game in BOARDS:
        menu._pick(game)
        menu.kinds[0] = HELPED
        menu._default_names()
        app.dirty = True
        frames(app, 2)
        bad += [f"{game}: {b}" for b in collisions(app)]
    assert sorted(set(bad)) == []


def tables():
    people = [Seat("human", "Ada", helped=True), Seat("human", "Benedetta", helped=True)]
    return [("petroglyph", [people[0], Seat("bot", "Ochre", "medium")]),
            ("petroglyph", [Seat("human", "Ada"), people[1]]),
            ("fossil", [Seat("bot", "Ochre", "medium"), people[0], people[1]]),
            ("garbo", [people[0], Seat("bot", "Ochre", "medium")]),
            ("ligretto", [people[0], Seat("bot", "Ochre", "medium"),
                          Seat("bot", "Umber", "hard")])]


@pytest.mark.parametrize("text", SIZES)
@pytest.mark.parametrize("code", LANGS)
def test_a_table_with_a_head_start_is_whole(home, worker, code, text):
    bad = []
    for game, seats in tables():
        app = at_text_size(speaking(code, (1280, 720)), text)
        session = Session(game, seats, 5)
        app.open("table", session=session)
        app.run(max_frames=2)
        board = app.scene.board
        for _k in range(4):
            app.run(max_frames=app.frames + 40)
            if game == "garbo" and board.person() is not None:
                board.picked = board.hands[board.person()][0]
                app.run(max_frames=app.frames + 60)
            bad += [f"{game} {len(seats)}: {b}" for b in collisions(app)]
    assert sorted(set(bad)) == []

"""What happened: no bot's move is lost. Every line the table says goes into a history a
person opens with a button and scrolls, newest first."""

from __future__ import annotations

import pygame
from screen_helpers import centre, click, frames, new_app

from scenes.services.deals import demo_session


def bot_table(moves: int):
    app = new_app()
    session = demo_session("fossil", 4, "easy", seed=5)
    app.open("table", session=session)
    app.run(max_frames=1)
    for _ in range(20000):
        if len(session.moves) >= moves and not app.scene.board.busy:
            break
        frames(app)
    return app, app.scene


def test_every_bots_move_stays_in_the_history_newest_first():
    app, table = bot_table(9)
    lines = table.history.lines
    assert len(lines) >= 9
    for seat in table.session.seats:                      # every bot is in it
        assert any(line.startswith(seat.name + " ") for line in lines), seat.name
    assert table.news.text == lines[-1]                  # the newest is the line shown
    assert table.history.rows(app.canvas, 380)[0].startswith(lines[-1].split(":")[0][:20])


def test_the_history_opens_scrolls_and_closes():
    app, table = bot_table(40)
    assert not table.showing_history
    click(app, centre(table.history_button.rect))
    assert table.showing_history and table.history_button.label == "Hide history"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    frames(app, 2)
    top = table.history.top
    assert top >= 3                                       # (a bot may have moved since)
    table.history.add("A new line")
    assert table.history.top == top + 1                   # what is read stays in view
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="",
                                         mod=0))
    frames(app, 2)
    assert not table.showing_history and app.scene is table   # Esc closed only the panel


def test_refusals_are_not_history():
    app, table = bot_table(1)
    before = list(table.history.lines)
    table.say("That card is out of reach.", warning=True)
    assert table.history.lines == before

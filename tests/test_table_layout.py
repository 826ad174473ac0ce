"""The table's own buttons (Menu, Rules, History, Hint, Take back) lie clear of every place
the board draws on (its map's objects: hands, grids, bots' areas, the message line) and of
each other, at every table a person can sit at. The text check (test_text_fits) only sees
words; a card under a button is caught here."""

from __future__ import annotations

import pytest
from registered import extreme_tables

from scenes.routes import make_app
from scenes.services.session import Seat, Session

BUTTON_ROLES = ("menu_button", "rules_button", "help_buttons")
TABLES = extreme_tables()        # the layouts change with the seats: the fewest and the most


def overlapping(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def clashes(app) -> list[str]:
    table = app.scene
    buttons = [b for b in table.buttons if b.visible]
    places = [(p["role"], r) for p, r in table.board.layout.objects
              if p.get("role") not in BUTTON_ROLES]
    bad = [f"{b.label} over {role} {r}" for b in buttons for role, r in places
           if overlapping(b.rect, r)]
    bad += [f"{a.label} over {b.label}" for i, a in enumerate(buttons)
            for b in buttons[i + 1:] if overlapping(a.rect, b.rect)]
    return bad


@pytest.mark.parametrize("game,players,people", [
    (game, players, people) for game, players in TABLES for people in (1, 2)
    if people <= players], ids=str)
def test_no_table_button_lies_over_the_board(game, players, people):
    seats = [Seat("human", name) for name in ("Ada", "Ben")[:people]]
    seats += [Seat("bot", f"Bot {i}", "easy") for i in range(people, players)]
    app = make_app(fixed_dt=16)
    app.open("table", session=Session(game, seats, 3))
    app.run(max_frames=3)
    assert sum(b.visible for b in app.scene.buttons) >= 3      # Menu, Rules, History at least
    assert clashes(app) == []

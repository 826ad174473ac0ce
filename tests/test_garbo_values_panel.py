"""Garbo's printed values (what a match gives away) keep every word between their panel's
sides in every language. Tried by hand in Italian at 1280x720, the panel's title ran past the
panel's right edge."""

from __future__ import annotations

import pytest
from screen_helpers import drawn

from scenes.boards.garbo_panels import GAME, draw_values
from scenes.kit.layout import Layout
from scenes.routes import make_app
from scenes.services import lang


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_every_word_of_the_values_panel_stays_inside_it(code):
    app = make_app(fixed_dt=16, size=(1280, 720))
    rect = Layout(GAME).rect("values")
    lang.use(code)
    try:
        lines = drawn(app, lambda: draw_values(app.canvas, rect))
    finally:
        lang.use("en")
    x, _y, w, _h = rect
    outside = [line.text for line in lines
               if line.rect[0] < x or line.rect[0] + line.rect[2] > x + w]
    assert len(lines) > 10 and outside == []

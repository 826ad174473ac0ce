"""Garbo's printed values (what a match gives away) keep every word between their panel's
sides in every language. Tried by hand in Italian at 1280x720, the panel's title ran past the
panel's right edge."""

from __future__ import annotations

import pytest
from screen_helpers import drawn

from game.garbo.cards import RANK_VALUE, RANKS, SUIT_VALUE, SUITS
from scenes.boards.garbo_panels import GAME, SUIT_SIGN, draw_values
from scenes.kit.layout import Layout
from scenes.routes import make_app
from scenes.services import lang
from scenes.services.ranks import printed_rank


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


@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_rank_and_its_value_never_run_together(code):
    """Issue 42: "10 6" read as 106. Each rank or suit is followed by its value a clear gap
    apart (wider than a space between two words)."""
    app = make_app(fixed_dt=16, size=(1280, 720))
    rect = Layout(GAME).rect("values")
    lang.use(code)
    try:
        lines = drawn(app, lambda: draw_values(app.canvas, rect))
        values = {printed_rank(r): RANK_VALUE[r] for r in RANKS}
    finally:
        lang.use("en")
    values.update({SUIT_SIGN[s]: SUIT_VALUE[s] for s in SUITS})
    pairs = lines[1:-3]                  # the title, then each mark and its value, then notes
    assert len(pairs) == 2 * len(values)
    for mark, value in zip(pairs[::2], pairs[1::2]):
        assert value.text == str(values[mark.text])
        assert value.rect[0] - (mark.rect[0] + mark.rect[2]) >= 12, (mark.text, value.text)

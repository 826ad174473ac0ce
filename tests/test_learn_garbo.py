"""Garbo's guided game, clicked through to its end in English, French and Italian."""

from __future__ import annotations

import pytest
from lesson_helpers import assert_in_the_language, drive, open_lesson, play_the_real_game
from screen_helpers import new_app

from game.core import Phrase
from scenes.services.lang import text


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_garbo_lesson_walks_to_its_end_and_offers_a_real_game(language):
    app = new_app()
    open_lesson(app, "garbo", language)
    table = app.scene
    assert table.guide is not None and table.session.lesson
    seen = drive(app)
    assert {"Explain", "Do", "Try", "Watch", "End"} <= set(seen["steps"])
    # the wrong click: a card onto a place that holds one, refused in the rules' words
    assert seen["refusals"] == [text(Phrase("That cell already holds a card."))]
    assert table.session.state.level == 2          # it reached Level Two and covered a card
    assert any(p.down is not None for p in table.session.state.table)
    assert_in_the_language(seen, "garbo", language)
    assert play_the_real_game(app) == ["easy"]

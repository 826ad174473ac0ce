"""Petroglyph's guided game (a solitaire), clicked through to its end in English, French and
Italian."""

from __future__ import annotations

import pytest
from lesson_helpers import assert_in_the_language, drive, open_lesson, play_the_real_game
from screen_helpers import new_app

from game.core import Phrase
from scenes.services.lang import text


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_petroglyph_lesson_walks_to_its_end_and_offers_a_real_game(language):
    app = new_app()
    open_lesson(app, "petroglyph", language)
    table = app.scene
    assert table.guide is not None and table.session.lesson
    assert table.session.players == 1 and not table.session.seats[0].is_bot   # alone
    seen = drive(app)
    assert {"Explain", "Do", "Try", "Watch", "End"} <= set(seen["steps"])
    # the wrong click: the blue card just turned, clicked again, refused in the rules' words
    assert seen["refusals"] == [text(Phrase("That card is already face up."))]
    state = table.session.state
    # what it taught happened: the reds and the blues collected when complete, two greens
    # collected by choice, a mismatch, the solitaire's discard and the shuffle after it
    moves = [m["move"]["move"] for m in table.session.moves]
    assert moves[:12] == ["flip"] * 7 + ["collect", "flip", "flip", "discard", "shuffle"]
    assert state.sets[0][:3] == (("R1", "R2"), ("B1", "B2", "B3"), ("G1", "G2"))
    assert state.discarded[0] == "Y1"
    assert table.session.is_over()                 # and the person played on to the end
    assert_in_the_language(seen, "petroglyph", language)
    assert play_the_real_game(app) == ["easy"]

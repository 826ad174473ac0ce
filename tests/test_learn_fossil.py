"""Fossil's guided game, clicked through to its end in English, French and Italian."""

from __future__ import annotations

import pytest
from lesson_helpers import assert_in_the_language, drive, open_lesson, play_the_real_game
from screen_helpers import new_app

from game.core import Phrase
from game.fossil.cards import fossil_of
from scenes.boards.fossil_trays import tray_slots
from scenes.kit.history import wrap
from scenes.lessons.panel import LINE, TEXT
from scenes.services.lang import text


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] \
        and b[1] < a[1] + a[3]


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_fossil_lesson_walks_to_its_end_and_offers_a_real_game(language):
    app = new_app()
    open_lesson(app, "fossil", language)
    table = app.scene
    assert table.guide is not None and table.session.lesson
    assert table.session.players == 3
    seen = drive(app, limit=2000)     # ~150 are enough: a stuck lesson fails fast
    assert {"Explain", "Do", "Try", "Watch", "End"} <= set(seen["steps"])
    # the wrong click: a card on a slant from the chosen stone, refused in the rules' words
    assert seen["refusals"] == [
        text(Phrase("A stone moves in a straight line: up, down, left or right."))]
    state = table.session.state
    # you took the last ammonite, swapped for Ochre's, and the ammonites scored: you held
    # all three (3 x 3 = 9), and Ochre and Slate, holding none, paid you 3 each
    swaps = [e for events in table.session.heard for e in events if e["type"] == "swap"]
    assert [(e["seat"], e["other"], fossil_of(e["take"])) for e in swaps] == \
        [(0, 1, "ammonite")]
    assert state.history == (("ammonite", (15, -3, -3)),)
    assert not any(fossil_of(c) == "ammonite" for c in state.board if c is not None)
    assert not any(fossil_of(c) == "ammonite" for h in state.holdings for c in h)
    # the words' place covers neither the grid, nor your and Ochre's trays, nor Slate's
    # cards, nor the Don't swap button
    board = table.board
    words = board.lesson_rect()
    for rect in (board.layout.rect("grid"), board.layout.rect("actions"), *board.seats[:2],
                 *tray_slots(board.seats[2], state.holdings[2]).values()):
        assert not overlaps(words, rect), rect
    # every line of every step shows (the panel cuts what does not fit): Next takes a row,
    # the End's two buttons one each (stacked in this narrow place)
    x, y, width, most = words
    for kind, said in zip(seen["steps"], seen["words"]):
        room = {"Explain": 62, "End": 10 + 58 * 2}.get(kind, 0)
        assert len(wrap(app.canvas, said, TEXT, width - 36)) <= (most - 20 - room) // LINE, said
    assert_in_the_language(seen, "fossil", language)
    assert play_the_real_game(app) == ["easy", "easy"]

"""Ligretto's guided game, clicked through to its end in English, French and Italian: the
moves it asks for made on a still table, the wrong click refused by the rules, then a real
round against the easy bot until it is scored."""

from __future__ import annotations

import pygame
import pytest
from lesson_helpers import assert_in_the_language, drive, make_move, open_lesson, play_the_real_game
from screen_helpers import centre, click, frames, key, new_app, settle

from game.core import Phrase
from game.ligretto.cards import PILE_PHRASES, card_phrase
from game.ligretto.rules import Play, Turn
from scenes.lessons.guide import PERSON, Do, Explain, Watch
from scenes.screens.table import TableScene
from scenes.services.lang import text


def still_while_explaining(app) -> None:
    """The first Explain step: no 3-2-1 over the table, the bot's clock held."""
    table = app.scene
    assert isinstance(table.guide.step, Explain) and table.holding()
    frames(app, 60)
    assert table.board.countdown is None            # the count-in waits for the real round
    frames(app, 240)                                # five seconds of reading in all
    assert table.board.countdown is None and table.session.clock().now == 0
    assert not table.session.moves


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_ligretto_lesson_walks_to_its_end_and_offers_a_real_game(language):
    app = new_app()
    open_lesson(app, "ligretto", language)
    table = app.scene
    assert table.guide is not None and table.session.lesson
    still_while_explaining(app)
    seen = drive(app)
    assert {"Explain", "Do", "Try", "Watch", "End"} <= set(seen["steps"])
    # the wrong click: a row card that fits no pile, refused in the rules' words
    assert seen["refusals"] == [text(Phrase(
        "Only a 1 starts a new pile; your {card} goes on a {pile} showing {number}.",
        card=card_phrase("0y5"), pile=PILE_PHRASES["y"], number=4))]
    session = table.session
    rules = session.rules
    # what it taught, on a held clock: the person's five moves came before any of Ochre's
    first = [(m["seat"], rules.move_from_dict(m["move"])) for m in session.moves[:5]]
    assert first == [(PERSON, Play("row", "new", 2)), (PERSON, Play("row", 0, 1)),
                     (PERSON, Play("stack", 0)), (PERSON, Turn()), (PERSON, Play("discard", 0))]
    assert session.state.piles[0][:4] == ("0r1", "0r2", "0r3", "0r4")   # one colour, 1 up
    # and a real round, both seats playing, played to its scoring
    assert session.state.phase == "between" and len(session.state.history) == 1
    assert any(m["seat"] == 1 for m in session.moves)
    assert_in_the_language(seen, "ligretto", language)
    assert set(play_the_real_game(app)) == {"easy"}


def test_ligretto_lesson_keeps_to_its_move_and_esc_leaves_while_it_explains():
    app = new_app()
    open_lesson(app, "ligretto")
    table = app.scene
    board = table.board
    click(app, centre(table.lesson_panel.next_button.rect))
    click(app, centre(table.lesson_panel.next_button.rect))
    settle(app)
    assert isinstance(table.guide.step, Do)             # the 1 that glows, to a new pile
    click(app, centre(board.slots[PERSON].hand))        # turning is legal, but not now
    assert table.news.warning and table.news.text == text(Phrase(
        "For this lesson, play the move that glows."))
    assert not table.session.moves and table.guide.index == 2
    key(app, pygame.K_ESCAPE)                           # no pause while it explains:
    assert not isinstance(app.scene, TableScene)        # Esc leaves, as in every lesson


def test_ligretto_lesson_counts_in_its_real_round_only():
    """The person's moves are made on a held clock; the 3-2-1 comes when the real round
    begins, and then the clock runs."""
    app = new_app()
    open_lesson(app, "ligretto")
    table = app.scene
    guide = table.guide
    for _ in range(40):
        settle(app)
        if isinstance(guide.step, Watch):
            break
        assert table.board.countdown is None and table.session.clock().now == 0
        if isinstance(guide.step, Explain):
            frames(app)
            click(app, centre(table.lesson_panel.next_button.rect))
        else:
            make_move(app, guide.move)
    assert isinstance(guide.step, Watch) and not table.holding()
    assert table.board.countdown is not None          # 3, 2, 1 as the real round begins
    assert {m["seat"] for m in table.session.moves} == {PERSON}
    frames(app, 200)
    assert table.board.countdown is None and table.session.clock().now > 0

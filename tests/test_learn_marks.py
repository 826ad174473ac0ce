"""In a lesson only the lesson's pointer glows gold, and its words never lie over a seat's
points nor over the cards it points at or names. Each lesson is walked to its end; at
every step the table is looked at as drawn."""

from __future__ import annotations

import pygame
import pytest
from lesson_helpers import drive, open_lesson
from screen_helpers import centre, frames, new_app

from scenes import lessons
from scenes.kit.pointer import Marks
from scenes.lessons.guide import Do, Try
from scenes.shell.canvas import Canvas
from scenes.shell.palette import GOLD

HEADER = 66        # kit/seat_panel.py: a seat panel's name and points, the top of it


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] \
        and b[1] < a[1] + a[3]


def seat_panels(board) -> list:
    players = board.session.players
    if hasattr(board, "seat_rect"):                 # Garbo, Petroglyph
        return [tuple(board.seat_rect(s)) for s in range(players)]
    return [tuple(r) for r in board.seats[:players]]    # Fossil


def score_areas(board) -> list:
    """Where each seat's points are written."""
    if hasattr(board, "slots"):                     # Ligretto: the line over each seat's cards
        return [(s.area[0], s.label[1] - 14, s.area[2], 28) for s in board.slots.values()]
    return [(x, y, w, HEADER) for x, y, w, _ in seat_panels(board)]


def talked_about(app) -> list:
    """The rects of what the step points at, and of the table's cards its words name."""
    table = app.scene
    board, guide = table.board, table.guide
    rects = []
    if guide.move is not None:
        marks = board.marks(guide.move)
        rects += marks.glows + ([marks.arrow[1]] if marks.arrow else [])
    if table.session.game == "garbo":
        from scenes.boards.garbo_panels import label
        said = guide.words()
        rects += [board.cell_rect(cell) for cell, (up, _) in board.cards.items()
                  if label(up) in said]
    return rects


def panel_clear(app) -> None:
    table = app.scene
    board, panel = table.board, table.lesson_panel
    where = f"{table.session.game} step {table.guide.index}: {table.guide.words()!r}"
    x, y, w, most = board.lesson_rect()
    drawn = panel.rect
    assert drawn is not None and drawn[2] == w and drawn[3] <= most, where
    for area in score_areas(board):
        assert not overlaps(drawn, area), f"{where}: the words cover points at {area}"
    for rect in talked_about(app):
        assert not overlaps(drawn, rect), f"{where}: the words cover {rect}"


@pytest.mark.parametrize("game", lessons.GAMES)
def test_a_lessons_words_cover_no_points_and_nothing_it_talks_about(game):
    app = new_app()
    open_lesson(app, game)
    looked = []

    def look(app):
        panel_clear(app)
        looked.append(app.scene.guide.index)
    drive(app, look=look)
    # every step looked at, in order (a Try's refusal is looked at again)
    assert list(dict.fromkeys(looked)) == list(range(len(app.scene.guide.lesson.steps)))


def gold_glows_while_hovering(app, monkeypatch) -> tuple[list, Marks]:
    """The board's frame drawn with the mouse over what the lesson points at: every gold
    glow drawn, and the pointer's marks."""
    table = app.scene
    pos = tuple(int(v) for v in centre(table.board.marks(table.guide.move).glows[0]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app)
    marks = table.board.marks(table.guide.move)      # a card under the mouse rises
    gold = []
    glow = Canvas.glow

    def watched(canvas, r, color, *args, **kwargs):
        if tuple(color) == GOLD:
            gold.append(tuple(r))
        return glow(canvas, r, color, *args, **kwargs)
    with monkeypatch.context() as m:
        m.setattr(Canvas, "glow", watched)
        app.dirty = True
        app.canvas.forget_kept()            # a board's ground paints its glows afresh
        table.board.backdrop(app.canvas)
        table.board.draw(app.canvas)
        table.lesson_panel.draw(app.canvas)
    return gold, marks


@pytest.mark.parametrize("game", lessons.GAMES)
def test_in_a_lesson_only_its_pointer_glows_gold(game, monkeypatch):
    app = new_app()
    open_lesson(app, game)
    pointed = []

    def look(app):
        guide = app.scene.guide
        if not isinstance(guide.step, (Do, Try)):
            return
        gold, marks = gold_glows_while_hovering(app, monkeypatch)
        # the seat to play has a gold halo round its panel: whose turn, not what to click
        turn = set() if hasattr(app.scene.board, "slots") else set(seat_panels(
            app.scene.board))
        gold = [r for r in gold if r not in turn]
        allowed = {tuple(r) for r in marks.glows}
        if marks.arrow is not None:
            allowed.add(tuple(marks.arrow[1]))
        assert gold and set(gold) <= allowed, (guide.index, gold, allowed)
        pointed.append(guide.index)
    drive(app, look=look)
    assert pointed

"""The Fossil table's ground (Canvas.ground, shell/ground.py): the felt with the grid's
cards and the seats' panels kept as one image, painted again part by part. Never stale,
never blurry, the same pixels as drawing each thing in turn, and its words still count."""

from __future__ import annotations

import pygame
from screen_helpers import frames, new_app, resize, words_drawn

from game.fossil.cards import holding_value
from scenes.boards.fossil_trays import _paint_seat, groups
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session
from scenes.shell.canvas import Canvas


def bots_table(app, seats=4):
    seats = [Seat("bot", f"Bot {i}", "easy") for i in range(seats)]
    app.run(TableScene(app, Session("fossil", seats, 11)), max_frames=app.frames + 1)
    return app.scene


def kept(app):
    return app.assets.grounds["fossil"]


def kept_pixels(app, rect) -> bytes:
    """What the kept ground holds in `rect` (logical)."""
    area = app.canvas.rect(rect).clip(app.canvas.surface.get_rect())
    return pygame.image.tobytes(kept(app).image.subsurface(area), "RGB")


def drawn_in_turn(app, board) -> Canvas:
    """The grid then every seat's panel drawn one after the other on the felt, nothing
    kept, as the table drew them before it kept a ground."""
    canvas = Canvas(pygame.Surface(app.canvas.surface.get_size()), app.assets)
    canvas.table()
    board._paint_grid(canvas)
    for seat, rect in enumerate(board.seats):
        _paint_seat(canvas, rect, board.session.seats[seat], seat, board.points[seat],
                    board.trays[seat], board.active(seat), frozenset(board.hidden),
                    frozenset(), False, board.session.presence(seat))
    return canvas


def pixels(canvas, rect) -> bytes:
    area = canvas.rect(rect).clip(canvas.surface.get_rect())
    return pygame.image.tobytes(canvas.surface.subsurface(area), "RGB")


def assert_kept_as_drawn(app, board) -> None:
    fresh = drawn_in_turn(app, board)
    for rect in [board._grid_area(), *board.seats]:
        assert kept_pixels(app, rect) == pixels(fresh, rect)


def test_the_ground_is_the_cards_and_panels_as_they_lie_after_every_move():
    app = new_app()
    table = bots_table(app)
    board, session = table.board, table.session
    frames(app, 3)
    checked, quiet, turns = 0, 0, set()
    while len(session.moves) < 14:
        moves, still = len(session.moves), not board.busy and app.assets.blurry == 0
        image = kept(app).image
        parts = list(kept(app).parts)
        frames(app, 2)
        if len(session.moves) == moves and still and not board.busy:
            assert kept(app).image is image
            assert kept(app).parts == parts, "a part was painted again with nothing new"
            quiet += 1
        frames(app, 20)
        if not board.busy:
            assert_kept_as_drawn(app, board)
            checked += 1
            turns.add(board.shown.current)
    assert sum(not s.present for s in board.sprites) >= 4 and checked >= 3 and quiet >= 1
    assert len(turns) >= 3          # whose turn it is moved round the panels meanwhile


def test_its_words_count_as_drawn_every_frame_it_shows():
    app = new_app()
    table = bots_table(app)
    board = table.board
    while sum(len(t) for t in board.trays) < 6 or board.busy:
        frames(app)
    parts = list(kept(app).parts)
    words = words_drawn(app)
    assert kept(app).parts == parts or board.busy    # nothing was painted again
    for seat, tray in enumerate(board.trays):
        assert {board.session.seats[seat].shown_name, str(board.points[seat])} <= words
        # each fossil's value under its fan
        assert {str(holding_value(cards)) for _fossil, cards in groups(tray)} <= words


def test_after_a_resize_a_part_is_kept_only_once_every_card_in_it_is_crisp():
    app = new_app()
    table = bots_table(app)
    frames(app, 3)
    resize(app, (1920, 1080))           # laid out again by a rehearsal, crisp when it had time
    for _ in range(80):
        frames(app)
        if not app.assets.blurry:
            break
    assert all(part is not None for part in kept(app).parts)
    assert_kept_as_drawn(app, table.board)
    app.assets.clear()                  # every card now a stand-in scaled from another size
    app.canvas.forget_kept()
    app.dirty = True
    frames(app)
    assert app.assets.blurry > 0
    for part in kept(app).parts:
        assert part is None or not app.assets.any_blurry(part.cards)
    for _ in range(80):
        frames(app)
        if not app.assets.blurry:
            break
    frames(app, 2)
    assert kept(app).image.get_size() == (1920, 1080)
    assert all(part is not None for part in kept(app).parts)
    assert_kept_as_drawn(app, table.board)


def test_the_score_screen_after_the_table_shows_no_kept_card():
    app = new_app()
    table = bots_table(app, seats=2)
    while isinstance(app.scene, TableScene):
        frames(app, 30)
    app.dirty = True
    frames(app)
    felt = Canvas(pygame.Surface(app.canvas.surface.get_size()), app.assets)
    felt.table()
    # Between the score screen's panels, where the grid lay: bare felt.
    x, y, w, h = table.board._grid_area()
    gap = (x + w / 2 - 4, y + h / 2, 8, 8)
    assert pixels(app.canvas, gap) == pixels(felt, gap)


def test_one_ground_serves_the_window_and_a_rehearsal_offscreen():
    """A screen rehearsed offscreen (App.prepare) paints the ground its first frame shows,
    and a table keeps one window-sized image, not one per canvas."""
    app = new_app()
    table = bots_table(app)
    while table.board.busy or app.assets.blurry:
        frames(app)
    app.dirty = True
    frames(app)
    image, parts = kept(app).image, list(kept(app).parts)
    offscreen = Canvas(pygame.Surface(app.canvas.surface.get_size()), app.assets)
    table.board.backdrop(offscreen)
    assert kept(app).image is image and kept(app).parts == parts     # nothing painted
    assert pixels(offscreen, table.board._grid_area()) == kept_pixels(
        app, table.board._grid_area())

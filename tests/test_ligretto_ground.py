"""The Ligretto table's ground (shell/ground.py, ligretto_seat.py): every seat's cards kept
lying on the felt as one image, a seat painted again only when what it shows changes.
Never stale, the same pixels as painting each seat in turn, its words still count, and a
ladder too tall for its seat's place still drawn whole."""

from __future__ import annotations

from dataclasses import replace

import pygame
from screen_helpers import frames, new_app, words_drawn

from game.ligretto.cards import row_size
from scenes.boards.ligretto_draw import draw_table, flying_cards
from scenes.boards.ligretto_places import seat_slots
from scenes.boards.ligretto_seat import fits, paint_seat, part_rect, seat_shows
from scenes.kit.layout import Layout
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session
from scenes.shell.canvas import Canvas


def table(app, seats, seed=5):
    session = Session("ligretto", seats, seed)
    app.run(TableScene(app, session), max_frames=app.frames + 2)
    app.scene.board.start_now()
    return app.scene.board


def bots(n=4):
    return [Seat("bot", f"Bot {i}", "hard") for i in range(n)]


def kept(app):
    return app.assets.grounds["ligretto"]


def pixels(canvas, rect) -> bytes:
    area = canvas.rect(rect).clip(canvas.surface.get_rect())
    return pygame.image.tobytes(canvas.surface.subsurface(area), "RGB")


def painted_in_turn(app, board) -> Canvas:
    """Every seat painted one after the other on the bare felt, nothing kept."""
    canvas = felt(app)
    flying = flying_cards(board)
    for seat, slots in board.slots.items():
        paint_seat(canvas, slots, seat_shows(board, seat, slots, flying))
    return canvas


def assert_kept_as_painted(app, board) -> None:
    fresh = painted_in_turn(app, board)
    image = Canvas(kept(app).image, app.assets)
    for slots in board.slots.values():
        assert pixels(image, part_rect(slots)) == pixels(fresh, part_rect(slots))


def test_the_ground_holds_each_seat_as_it_lies_while_everyone_plays():
    app = new_app()
    board = table(app, bots())
    played, checked = 0, 0
    while played < 25:
        moves = len(board.session.moves)
        frames(app)
        played += len(board.session.moves) != moves
        if board.flights or checked < played:     # in flight and after, not only at rest
            assert_kept_as_painted(app, board)
            checked += 1
    assert checked >= 25


def test_a_seat_is_painted_again_only_when_what_it_shows_changes():
    app = new_app()
    board = table(app, bots())
    frames(app, 60)
    board.paused = True                 # nothing moves: every frame shows the same seats
    frames(app, 3)
    image, parts = kept(app).image, list(kept(app).parts)
    frames(app, 5)
    assert kept(app).image is image and kept(app).parts == parts
    board.paused = False
    repainted = set()
    for _ in range(600):                # a card played: its seat alone is painted again
        before = list(kept(app).parts)
        moves = len(board.session.moves)
        frames(app)
        if len(board.session.moves) != moves:
            repainted = {i for i, (a, b) in enumerate(zip(before, kept(app).parts)) if a is not b}
            break
    assert 1 <= len(repainted) < len(board.slots)


def test_its_names_and_points_count_as_drawn_every_frame():
    app = new_app()
    board = table(app, bots(3))
    frames(app, 30)
    board.paused = True
    frames(app, 2)
    parts = list(kept(app).parts)
    words = words_drawn(app)
    assert kept(app).parts == parts                 # nothing was painted again
    for seat in board.slots:
        name = board.session.seats[seat].shown_name
        assert any(name in w for w in words)
        assert str(len(board.shown.stacks[seat])) in words        # its stack's count


def test_a_ladder_too_tall_for_its_place_is_drawn_whole_over_the_ground():
    app = new_app()
    board = table(app, [Seat("human", "Zoë")] + bots(3), seed=9)
    board.paused = True
    while board.flights:
        frames(app)
    me, v = board.me, board.shown
    column = ("0r9", "1b8", "2g7", "3y6", "0b5")       # a ladder of five, top card last
    rows = tuple((column, *r[1:]) if s == me else r for s, r in enumerate(v.rows))
    board.shown = replace(v, rows=rows)
    slots = board.slots[me]
    assert not fits(slots, rows[me])
    drawn = felt(app)
    board.backdrop(drawn)
    draw_table(board, drawn)
    alone = felt(app)
    paint_seat(alone, slots, seat_shows(board, me, slots, set()))
    x, y, w, h = slots.row[0]
    whole = (x, y - 16 * 4, w, h + 16 * 4)
    assert whole[1] < part_rect(slots)[1]       # it rises past its seat's part of the table
    assert pixels(drawn, whole) == pixels(alone, whole)
    # Its part of the ground is bare felt: the seat is not painted twice.
    assert pixels(Canvas(kept(app).image, app.assets), part_rect(slots)) == \
        pixels(felt(app), part_rect(slots))


def felt(app) -> Canvas:
    canvas = Canvas(pygame.Surface(app.canvas.surface.get_size()), app.assets)
    canvas.table()
    return canvas


def test_no_seat_reaches_another_seats_part_of_the_table():
    layout = Layout("ligretto")
    for players, places in ((2, ("bottom", "top")), (3, ("bottom", "left", "right")),
                            (4, ("bottom", "left", "top", "right"))):
        for person in (False, True):
            rects = [pygame.Rect(part_rect(seat_slots(layout, p, row_size(players), person=person)))
                     for p in places]
            for i, a in enumerate(rects):
                assert a.collidelist(rects[i + 1:]) == -1, (players, person, a)
                assert pygame.Rect(0, 0, 1280, 720).contains(a)

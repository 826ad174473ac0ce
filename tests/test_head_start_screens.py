"""A head start chosen openly, around its table: offered by the menu beside a person's seat
(mouse and keyboard), said on that seat's panel and in the History, kept by the save,
Continue, "Play again" and the records, never counted toward a star, never a bot's; and
what each board shows for it (Petroglyph's glance, Garbo's look) true by the rules."""

from __future__ import annotations

import pygame
from screen_helpers import centre, click, frames, key, on, open_table, settle, tab, words_drawn
from test_menu_memory import game_button, open_menu, right_click

from game import headstart
from game.daily import CHALLENGES
from game.garbo.rules import Play, least_places, open_cells, points_if
from game.petroglyph.rules import glance
from scenes.kit.seat_choice import KINDS
from scenes.services.deals import again
from scenes.services.session import Seat, Session

YOU = Seat("human", "You", helped=True)


def test_the_menu_offers_it_beside_a_persons_seat_and_play_keeps_it(home):
    app, menu = open_menu()
    click(app, centre(game_button(menu, "fossil").rect))
    right_click(app, centre(menu.kind_buttons[0].rect))      # Person -> Person · head start
    assert menu.kinds[0] == "helped"
    assert menu.kind_buttons[0].label == "Person · head start"
    drawn = words_drawn(app)
    assert "A head start: 35 points to start with instead of 30." in drawn
    assert menu.seats()[0].helped and not menu.seats()[1].helped
    menu.start()
    frames(app, 3)
    session = app.scene.session
    assert session.options["head_start"] == "0"
    assert session.state.points[0] == session.state.points[1] + headstart.FOSSIL_EXTRA


def test_the_keyboard_reaches_it_on_the_seats_kind(home, keys_only):
    app, menu = open_menu()
    for _ in range(40):                   # Tab to seat 1's kind, as a person would
        tab(app)
        if on(app) is not None and on(app).key is menu.kind_buttons[0]:
            break
    assert on(app).key is menu.kind_buttons[0]
    assert on(app).words() == "Seat 1: Person"
    seen = []
    for _ in range(len(KINDS)):
        key(app, pygame.K_RETURN)
        seen.append(menu.kinds[0])
    assert "helped" in seen and menu.kinds[0] == "human"      # the whole cycle, and back
    while menu.kinds[0] != "helped":
        key(app, pygame.K_RETURN)
    assert on(app).words() == "Seat 1: Person · head start"
    # a bot's seat is never helped, whatever the options say
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "hard")], 3,
                      {"head_start": "0,1"})
    assert session.options["head_start"] == "0"
    assert [s.helped for s in session.seats] == [True, False]


def test_the_panel_and_the_history_say_it_and_continue_and_again_keep_it(home):
    session = Session("garbo", [Seat("human", "Ada", helped=True), Seat("human", "Ben")], 5)
    assert session.options == {"head_start": "0"}
    app, table = open_table(session)
    said = [line for _moves, line in session.said]
    assert said[0].startswith("Ada takes a head start. A head start: at your turn, the two")
    # whoever's turn it is, the panel of the seat that took one says so
    drawn = words_drawn(app)
    assert "Person · head start" in drawn or "head start" in drawn
    back = Session.from_record(session.record())
    assert back.options == session.options and back.seats[0].helped
    nxt = again(session)                 # Garbo reverses the seats: it follows the person
    assert [s.name for s in nxt.seats] == ["Ben", "Ada"]
    assert [s.helped for s in nxt.seats] == [False, True]
    assert nxt.options["head_start"] == "1"
    assert session.deal_code() == Session("garbo", [Seat("human", "Ada"), Seat(
        "human", "Ben")], 5).deal_code()          # a deal code deals the cards, not the help


def test_a_game_with_a_head_start_is_recorded_as_such_and_earns_no_star(db):
    you, hard = Seat("human", "You"), Seat("bot", "H", "hard")
    helped = db.record_game("garbo", [you, hard], [260, 200], [], seed=1,
                            options={"head_start": "0"})
    assert helped is not None and helped.new_stars == ()
    assert [s.earned for s in db.stars("garbo")] == [False] * 4
    kept = db.game(helped.id)
    assert '"head_start": "0"' in str(kept["options"]) or kept["options"] == {"head_start": "0"}
    alone = db.record_game("garbo", [you, hard], [260, 200], [], seed=1)
    assert len(alone.new_stars) == len(CHALLENGES["garbo"].stars)


def test_petroglyph_the_glance_shows_that_row_for_a_while_to_that_person(home, worker):
    session = Session("petroglyph", [YOU, Seat("bot", "Ochre", "medium")], 7)
    app, table = open_table(session)
    board = table.board
    frames(app, 2)
    assert board.glancing is not None
    seat, cards, _left, _moves = board.glancing
    assert seat == 0 and cards == glance(session.state, 0) and len(cards) == 4
    drawn = []
    real = app.canvas.card
    app.canvas.card = lambda game, card, r, *a, **k: (drawn.append(card), real(
        game, card, r, *a, **k))[1]
    app.dirty = True
    frames(app)
    app.canvas.card = real
    assert set(cards.values()) <= set(drawn)
    for _ in range(headstart.GLANCE_MS // 16 + 20):
        frames(app)
    assert board.glancing is None          # a few seconds, then face down again
    drawn.clear()
    app.canvas.card = lambda game, card, r, *a, **k: (drawn.append(card), real(
        game, card, r, *a, **k))[1]
    app.dirty = True
    frames(app)
    app.canvas.card = real
    assert not set(cards.values()) & set(drawn)


def test_petroglyph_with_people_passing_the_mouse_the_glance_waits_for_its_person(home):
    session = Session("petroglyph", [Seat("human", "Ada"), Seat("human", "Ben",
                                                                   helped=True)], 7)
    app, table = open_table(session)
    board = table.board
    frames(app, 2)
    assert board.glancing is None and not board.glance_button.visible   # Ada's turn
    seat = 0
    while session.state.current == 0 and not session.is_over():
        move = session.legal(seat)[0]
        table.play_move(seat, move)
        settle(app)
    frames(app, 2)
    assert session.state.current == 1
    assert board.glancing is None and board.glance_button.visible     # Ben says when
    key(app, pygame.K_g)
    frames(app)
    assert board.glancing is not None and board.glancing[0] == 1


def test_garbo_the_look_marks_the_two_places_that_give_least_for_the_card_picked(home, worker):
    session = Session("garbo", [YOU, Seat("bot", "Ochre", "medium")], 7)
    app, table = open_table(session)
    board = table.board
    checked = 0
    for _ in range(6):
        settle(app)
        for _ in range(600):
            frames(app)
            if board.person() is not None and not board.busy:
                break
        seat = board.person()
        if seat is None:
            break
        assert board.least_looks() == []            # nothing picked: nothing marked
        board.picked = board.hands[seat][0]
        looks = board.least_looks()
        state = session.state
        assert [c for c, _p in looks] == list(least_places(state, seat, board.picked))
        assert len(looks) == min(2, len(open_cells(state)))
        for cell, points in looks:
            assert points == points_if(state, seat, board.picked, cell)
        before = state.points[1 - seat]
        cell, points = looks[0]
        table.play_move(seat, Play(board.picked, cell))
        # what the look said is what playing there gave
        assert session.state.points[1 - seat] - before == points
        board.picked = None
        checked += 1
    assert checked >= 3
    # a seat without a head start is shown nothing
    plain = Session("garbo", [Seat("human", "You"), Seat("bot", "Ochre", "medium")], 7)
    app, table = open_table(plain)
    settle(app)
    for _ in range(600):
        frames(app)
        if table.board.person() is not None and not table.board.busy:
            break
    table.board.picked = table.board.hands[table.board.person()][0]
    assert table.board.least_looks() == []


def test_fossil_the_score_screens_breakdown_starts_from_the_points_it_began_with(
        monkeypatch):
    from scenes.boards import fossil_face
    session = Session("fossil", [Seat("human", "Ada", helped=True),
                                 Seat("bot", "Ochre", "easy")], 2)
    seen = []
    monkeypatch.setattr(fossil_face, "draw_breakdown",
                        lambda canvas, rect, history, points, seat, start=0: seen.append(
                            (seat, start)))
    for seat in (0, 1):
        fossil_face.FossilFace.draw_result(None, (0, 0, 300, 300), session, seat)
    assert seen == [(0, 30 + headstart.FOSSIL_EXTRA), (1, 30)]

"""Fossil as a family plays it (issue 15): the price is the reason a card in line with a
stone is refused, the score screen's breakdown adds up to the total, the winner's mark
covers nothing, and the seats' panels go round the table in turn order."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from screen_helpers import centre, click, frames, overlaps, table_save_path
from screen_helpers import drawn as texts

from game import RULES, IllegalMove
from game.fossil.cards import DECK
from game.fossil.rules import PlaceStones, Stone
from scenes.boards.fossil_trays import GAME, breakdown_lines, seat_rects
from scenes.kit.layout import Layout
from scenes.kit.seat_panel import draw_seat_panel
from scenes.routes import make_app
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session

R = RULES["fossil"]
PRICE = "You have 3 points; that move costs 5."


def position(points=3):
    """Four players, stones top left (0, 0) and bottom right (8, 8), every card on the
    board, seat 0 to move with `points`. The card at (8, 3) is in line with the second
    stone only, five cards away from it."""
    s = R.new_game(4, 1, deck=DECK)
    s, _ = R.apply(s, 3, PlaceStones(((0, 0), (8, 8))))
    assert s.current == 0
    return replace(s, points=(points, 30, 30, 30))


# --- 1. the price, whichever stone is in line ------------------------------------------

def test_a_card_in_line_with_one_stone_only_is_refused_for_its_price():
    s = position()
    for stone in (0, 1):            # the stone not in line, and the one in line
        with pytest.raises(IllegalMove) as refusal:
            R.apply(s, 0, Stone(stone, (8, 3)))
        assert str(refusal.value) == PRICE
    # the first stone's own line, out of reach by points, says the same
    with pytest.raises(IllegalMove) as refusal:
        R.apply(s, 0, Stone(0, (5, 0)))
    assert str(refusal.value) == PRICE
    # a card in line with neither stone is still a matter of straight lines
    with pytest.raises(IllegalMove) as refusal:
        R.apply(s, 0, Stone(0, (4, 4)))
    assert str(refusal.value) == "A stone moves in a straight line: up, down, left or right."
    with pytest.raises(IllegalMove) as refusal:
        R.apply(replace(s, points=(1, 30, 30, 30)), 0, Stone(0, (8, 6)))
    assert str(refusal.value) == "You have 1 point; that move costs 2."


def test_a_person_clicking_that_card_is_told_its_price():
    app = make_app(fixed_dt=16)
    session = Session("fossil", [Seat("human", n) for n in ("Ada", "Ben", "Cy", "Di")], 5,
                      None, table_save_path())
    session.state = position()
    app.run(TableScene(app, session), max_frames=1)
    table = app.scene
    frames(app, 5)
    board = table.board
    click(app, centre(board.cell_rect(board.index((8, 3)))))
    assert not session.moves and table.news.warning
    assert table.news.text == PRICE


# --- 2. the breakdown adds up --------------------------------------------------------------

def played(players: int, seed: int):
    """A whole game by a fixed choice of moves, and what each seat paid for its moves."""
    s = R.new_game(players, seed)
    paid = [0] * players
    turn = 0
    while not R.is_over(s):
        (seat,) = R.to_act(s)
        legal = R.legal_moves(s, seat)
        s, events = R.apply(s, seat, legal[turn * 7 % len(legal)])
        paid = [p + sum(e["cost"] for e in events if e["type"] == "stone_moved"
                        and e["seat"] == k) for k, p in enumerate(paid)]
        turn += 1
    return s, paid


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 11), (6, 7)])
def test_the_breakdown_adds_up_to_the_score_with_the_points_spent_on_moves(players, seed):
    s, paid = played(players, seed)
    for seat in range(players):
        lines = breakdown_lines(s.history, s.points[seat], seat)
        assert sum(amount for _, amount in lines) == s.points[seat]
        assert lines[:2] == [("start", 30), ("moves", -paid[seat])]
        assert paid[seat] > 0
        scored = [(f, d[seat]) for f, d in s.history if d[seat]]
        assert lines[2:] == scored


# --- 3. the winner's mark covers no text ------------------------------------------------

def winner_collisions(drawn):
    marks = [r for text, r in drawn if "winner" in text]
    assert marks
    return [(text, r) for mark in marks for text, r in drawn
            if "winner" not in text and overlaps(mark, r)]


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 11), (6, 7)])
def test_the_score_screen_draws_the_winner_mark_over_nothing(players, seed):
    app = make_app(fixed_dt=16)
    seats = [Seat("human", f"Player {k + 1}") for k in range(players)]
    session = Session("fossil", seats, seed, None, table_save_path())
    session.state, _ = played(players, seed)
    app.run(ScoreScene(app, session), max_frames=1)
    drawn = [(line.text, line.rect) for line in texts(app, lambda: app.scene.draw(app.canvas))]
    assert winner_collisions(drawn) == []
    # and the breakdown's lines are all there: the moves among them
    assert sum(text == "spent on moves" or text == "moves" for text, _ in drawn) == players


@pytest.mark.parametrize("width", [290, 300, 360, 396])
@pytest.mark.parametrize("seat", [Seat("human", "Alexandrina Wolfe"), Seat("bot", "Ochre",
                                                                           "medium")])
def test_the_winner_mark_stays_in_the_panel_header_for_every_game(width, seat):
    """Every game draws its result below the header: the mark stays in the header, beside
    the name, the kind, the score and "points", touching none."""
    app = make_app(fixed_dt=16)
    drawn = [(line.text, line.rect) for line in texts(
        app, lambda: draw_seat_panel(app.canvas, (100, 140, width, 220), seat, 1234,
                                     active=False, winner=True))]
    assert winner_collisions(drawn) == []
    (mark,) = [r for text, r in drawn if "winner" in text]
    assert 140 < mark[1] and mark[1] + mark[3] < 140 + 66 and mark[0] + mark[2] < 100 + width


# --- 4. turns go round the table -------------------------------------------------------------

def turns_round(centres, middle) -> bool:
    """The seats' angles round `middle`, in seat order, turn one way and once round."""
    angles = [math.degrees(math.atan2(y - middle[1], x - middle[0])) for x, y in centres]
    n = len(angles)
    steps = [(angles[(k + 1) % n] - angles[k]) % 360 for k in range(n)]
    back = [(-step) % 360 for step in steps]
    return all(steps) and (round(sum(steps)) == 360 or round(sum(back)) == 360)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_seats_panels_go_round_the_table_in_turn_order(players):
    layout = Layout(GAME)
    rects = seat_rects(layout, players)
    assert len(rects) == players
    assert turns_round([centre(r) for r in rects], centre(layout.rect("grid")))
    for k, a in enumerate(rects):                  # and no two panels overlap
        assert not any(overlaps(a, b) for b in rects[k + 1:])


def test_the_board_puts_each_seat_where_seat_rects_says():
    app = make_app(fixed_dt=16)
    session = Session("fossil", [Seat("human", f"P{k}") for k in range(5)], 2, None,
                      table_save_path())
    app.run(TableScene(app, session), max_frames=1)
    board = app.scene.board
    assert board.seats == seat_rects(board.layout, 5)
    assert turns_round([centre(r) for r in board.seats], centre(board.layout.rect("grid")))

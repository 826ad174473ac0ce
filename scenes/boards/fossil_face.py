"""Fossil without a table: its menu paragraph, the score scene's sentence and each seat's
breakdown, its tips, and the images (and the rules' placements) made ahead."""

from __future__ import annotations

from game import headstart
from game.fossil.cards import DECK
from game.fossil.rules import START_POINTS, legal_moves, new_game, start_points

from ..kit.layout import Layout
from ..services.lang import N_, _
from ..shell.canvas import Canvas
from .face import GameFace, winner_headline
from .fossil_trays import GAME, MINI, draw_breakdown, face


def warm_up_jobs(canvas: Canvas) -> list:
    """Render the table and every card face at the sizes this board shows them."""
    layout = Layout(GAME)
    faces = sorted({face(c) for c in DECK})
    sizes = [card_size(layout, n)[:2] for n in (9, 7)] + [MINI]
    jobs = [canvas.warm_table]
    # The rules build a full board's stone placements once (6,480 at 9x9); asked first on
    # the frame a bot places the stones, they would cost that frame ~6 ms.
    jobs += [lambda n=n: legal_moves(new_game(n, 0), n - 1) for n in (2, 4)]
    for f in faces:
        for w, h in sizes:
            jobs.append(lambda f=f, w=w, h=h: canvas.assets.card(
                GAME, f, canvas.rect((0, 0, w, h)).size))
    return jobs


def card_size(layout, n: int) -> tuple[float, float, float]:
    """(width, height, gap) of a card on an n x n board filling the grid's height."""
    gh = layout.rect("grid")[3]
    gap = layout.prop("grid", "gap")
    h = (gh - gap * (n - 1)) / n
    return h * 200 / 280, h, gap


class FossilFace(GameFace):
    blurb = N_("Two shared stones wander a grid of fossil cards. Each move costs points; "
               "complete a fossil and its holders score, while those without pay the leader. "
               "2-6 players.")
    warm_up = staticmethod(warm_up_jobs)

    @staticmethod
    def head_start_words() -> str:
        return _("A head start: {more} points to start with instead of {usual}.").format(
            more=START_POINTS + headstart.FOSSIL_EXTRA, usual=START_POINTS)

    @staticmethod
    def headline(session) -> str:
        return winner_headline(session)

    @staticmethod
    def draw_result(canvas: Canvas, rect, session, seat: int) -> None:
        v = session.view(None)
        # a head start began with more (game/headstart.py): the lines still add up
        draw_breakdown(canvas, rect, v.history, v.points[seat], seat,
                       start_points(v.players, v.options)[seat])

    @staticmethod
    def result_note(session) -> str:
        return _("Fossils are listed in the order they were scored.")

    tips = {
        "price": N_("A stone's move costs a point for each card it passes over and one for "
                    "the card it lands on; empty squares are free."),
        "swap": N_("Whoever takes the last card of a fossil may swap one of their cards for a "
                   "card of the same value that someone else holds."),
        "payment": N_("When a fossil is scored, everyone who holds none of it pays the leader "
                      "a point for each card the leader holds."),
    }

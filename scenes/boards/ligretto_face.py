"""Ligretto without a table: its menu paragraph and Row ladders option, the score
scene's sentence and rounds, its tip, and the cards rendered ahead."""

from __future__ import annotations

from game import headstart
from game.ligretto.cards import STACK_SIZE

from ..services.lang import N_, _
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK
from .face import GameFace, MenuOption, winner_headline
from .ligretto_flights import warm_up_jobs


class LigrettoFace(GameFace):
    replay_note = N_("each hand shows the card its next turn would show")
    # The number is WIN_POINTS (a test keeps them together): a catalog needs it written.
    blurb = N_("Everyone at once! Race to empty your Ligretto stack onto the shared piles: "
               "a 1 opens a pile, the same colour climbs to 10. People and bots, up to "
               "four. First to 99 points.")
    warm_up = staticmethod(warm_up_jobs)
    own_controls = True          # everyone at once: the mouse, key blocks, controllers

    @staticmethod
    def head_start_words() -> str:
        return _("A head start: a Ligretto stack of {short} cards instead of {full}.").format(
            short=headstart.LIGRETTO_STACK, full=STACK_SIZE)

    @staticmethod
    def menu_options(players: int) -> list[MenuOption]:
        return [MenuOption("row_ladders", (("false", N_("Row ladders: off")),
                                           ("true", N_("Row ladders: on"))),
                           N_("Row ladders: a card from your stack or discard pile may "
                              "also go on a card of your row that is one higher."))]

    @staticmethod
    def headline(session) -> str:
        return winner_headline(session)

    @staticmethod
    def draw_result(canvas: Canvas, rect, session, seat: int) -> None:
        draw_rounds(canvas, rect, session.state.history, seat)

    @staticmethod
    def result_note(session) -> str:
        return _("Each round: +1 for every card of yours in the centre, -2 for every card "
                 "left in your stack.")

    tips = {
        "too_late": N_("Too late: someone put a card on that pile just before you. Look for "
                       "another pile!"),
    }


ROUNDS_TOP, ROUND_STEP = 128, 28


def round_lines(history, seat: int, room: int) -> list[str]:
    """Each round's points for a seat, in at most `room` lines: when there are more rounds,
    the first line holds the earliest ones together, so the lines always add up to the
    total (a game to 99 often takes more rounds than the panel has lines)."""
    points = [p[seat] for p in history]
    room = max(2, room)
    lines, first = [], 0
    if len(points) > room:
        first = len(points) - room + 1
        lines.append(_("Rounds {first} to {last}: {points}").format(
            first=1, last=first, points=f"{sum(points[:first]):+d}"))
    lines += [_("Round {round}: {points}").format(round=n, points=f"{p:+d}")
              for n, p in enumerate(points[first:], first + 1)]
    return lines


def draw_rounds(canvas: Canvas, rect, history, seat: int) -> None:
    """The score scene: each round's points for a seat."""
    x, y, w, h = rect
    canvas.text(_("Rounds"), 20, (x + 20, y + 96), GOLD, anchor="midleft", bold=True)
    room = (h - ROUNDS_TOP - ROUND_STEP // 2) // ROUND_STEP + 1
    for k, line in enumerate(round_lines(history, seat, room)):
        canvas.fit_text(line, 19, (x + 20, y + ROUNDS_TOP + ROUND_STEP * k), INK,
                        width=w - 40, anchor="midleft")

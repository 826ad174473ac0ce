"""The Ligretto round's scoring panel, a part the board owns: shown once a round is over
(after "Ligretto!"), each seat's cards in the centre, stack left and totals; its Next round
button for the person, and for bots alone the next round after a moment."""

from __future__ import annotations

import pygame

from game.ligretto.rules import STACK_PENALTY, WIN_POINTS, NextRound, centre_counts, round_points

from ..kit.widgets import Button
from ..services.lang import _, ngettext
from ..shell.canvas import FRONT, Canvas
from ..shell.palette import DIM, GOLD, INK, WARN

ROUND_SHOW_MS = 4000        # bots alone: how long a round's scoring shows before the next


class RoundPanel:
    def __init__(self, board):
        self.board = board
        self.age = 0.0          # how long the round's scoring has shown
        self.button = Button((540, 500, 200, 52), _("Next round"), self.next_round,
                             primary=True, key=pygame.K_RETURN)

    def shows(self) -> bool:
        """The round's scoring panel is on the table (`draw`)."""
        b = self.board
        return (b.session.between() or b.session.is_over()) and b.sign is None

    def update(self, dt: float) -> None:
        """Bots alone: the next round comes by itself once the scores have shown."""
        b = self.board
        if b.session.between() and not b.paused:
            self.age += dt
            if b.me is None and not b.watching \
                    and self.age > ROUND_SHOW_MS * b.table.time_scale:
                self.next_round()

    def next_round(self) -> None:
        b = self.board
        seat = b.me if b.me is not None else 0
        if b.session.between():
            outcome = b.session.submit(seat, NextRound())
            b.arrived([outcome])

    def handle_event(self, event, press) -> bool:
        """Between rounds: Next round (its button, Enter, a controller's button). Not while
        "Ligretto!" still shows: the scores come first. A guided game's round ends on the
        lesson's own panel."""
        if self.board.sign is not None or self.board.table.holding():
            return False
        if press is not None and event.type == pygame.CONTROLLERBUTTONDOWN:
            self.next_round()
            return True
        return self.button.handle_event(event)

    def draw(self, canvas: Canvas) -> None:
        b = self.board
        self.button.label = _("Next round")
        draw_round(b, canvas)
        if b.me is not None and b.session.between() and not b.paused \
                and not b.watching and not b.table.holding():
            self.button.draw(canvas)


def draw_round(board, canvas: Canvas) -> None:
    """The round's scoring: per seat, cards in the centre, the stack left, the totals;
    each seat's words whole in its column (two lines where one cannot hold them)."""
    v = board.shown
    last = v.history[-1] if v.history else round_points(v)
    n = v.players
    col = min(220, 1160 / n)            # four seats' columns still inside the table
    w = col * n + 40
    x0 = 640 - w / 2
    canvas.panel((x0, 180, w, 390), alpha=255, radius=18, hides=FRONT)
    canvas.text(_("Round {round}: the scores").format(round=v.round), 28, (640, 212), GOLD,
                anchor="center", bold=True)
    centre = centre_counts(v)
    for seat in range(n):
        cx = x0 + 20 + col * seat + col / 2
        s = board.session.seats[seat]
        canvas.fit_text(s.shown_name, 22, (cx, 262), INK, width=col - 16, anchor="center",
                        bold=True)
        played = centre[seat]
        column_words(canvas, ngettext("+{n} in the centre", "+{n} in the centre",
                                      played).format(n=played), cx, 298, INK, col)
        left = len(v.stacks[seat])
        stack = (ngettext("-{minus} for {n} in stack", "-{minus} for {n} in stack",
                          left).format(minus=STACK_PENALTY * left, n=left)
                 if left else _("stack empty!"))
        column_words(canvas, stack, cx, 336, WARN if left else GOLD, col)
        canvas.text(f"{last[seat]:+d}", 30, (cx, 378), GOLD, anchor="center", bold=True)
        canvas.fit_text(_("total {points}").format(points=v.points[seat]), 20, (cx, 416),
                        INK, width=col - 16, anchor="center")
        frac = max(0.0, min(1.0, v.points[seat] / WIN_POINTS))
        canvas.box((60, 60, 50), (cx - 70, 440, 140, 10), radius=5)
        canvas.box(GOLD, (cx - 70, 440, max(2, 140 * frac), 10), radius=5)
    canvas.text(ngettext("First to {n} point wins", "First to {n} points wins",
                         WIN_POINTS).format(n=WIN_POINTS), 18, (640, 480), DIM, anchor="center")
    if board.me is None and board.session.between():
        canvas.text(_("The next round starts in a moment..."), 18, (640, 530), DIM,
                    anchor="center")


def column_words(canvas: Canvas, words: str, cx: float, cy: float, color, col: float
                 ) -> None:
    """A seat's line in the round's scores, centred on `cy`: one line, or two (17 apart)
    when its column is narrower than its words."""
    lines, size = canvas.fit_lines(words, (18, 17, 16), col - 16)
    for k, line in enumerate(lines):
        canvas.text(line, size, (cx, cy + (k - (len(lines) - 1) / 2) * 17), color,
                    anchor="center")

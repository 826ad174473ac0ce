"""The Ligretto round's scoring panel, a part the board owns: shown once a round is over
(after "Ligretto!"), each seat's cards in the centre, stack left and totals; its Next round
button for the person, and for bots alone the next round after a moment."""

from __future__ import annotations

import pygame

from game.ligretto.rules import STACK_PENALTY, WIN_POINTS, NextRound, centre_counts, round_points

from ..kit.print_size import Grown, fit_text
from ..kit.widgets import Button
from ..services.lang import _, ngettext
from ..shell.canvas import FRONT, Canvas
from ..shell.palette import DIM, GOLD, INK, WARN

ROOM = (170, 62, 940, 650)  # the most the panel grows to: clear of the table's buttons
LESSON_LEFT = 968           # a guided game's words (ligretto.LESSON_RECT) begin here
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
        g = draw_round(b, canvas)                   # under the scores, as they grow
        bw = max(200, canvas.text_width(self.button.label, 20, bold=True) + 28)
        x, y = 640 - bw / 2, g.y(500)
        if canvas.text_scale > 1:          # below the panel's last line, inside it
            y = min(y, 712 - 52 * g.sy)
        self.button.rect = (x, y, bw, 52 * g.sy)
        if b.me is not None and b.session.between() and not b.paused \
                and not b.watching and not b.table.holding():
            self.button.draw(canvas)


def draw_round(board, canvas: Canvas) -> Grown:
    """The round's scoring: per seat, cards in the centre, the stack left, the totals;
    each seat's words whole in its column (two lines where one cannot hold them). Larger
    print makes the panel taller (and its columns wider, while the table has room)."""
    v = board.shown
    last = v.history[-1] if v.history else round_points(v)
    n = v.players
    col0 = min(220, 1160 / n)            # four seats' columns still inside the table
    w0 = col0 * n + 40
    room = ROOM
    if board.session.lesson:            # a guided game's words lie right of it
        room = (ROOM[0], ROOM[1], LESSON_LEFT - 10 - ROOM[0], ROOM[3])
    g = Grown(canvas, (640 - w0 / 2, 180, w0, 390), room)
    x0, _y0, w, _h = g.rect
    col = (w - 40) / n
    canvas.panel(g.rect, alpha=255, radius=18, hides=FRONT)
    fit_text(canvas, _("Round {round}: the scores").format(round=v.round), 28,
             (640, g.y(212)), GOLD, width=w - 40, anchor="center", bold=True)
    centre = centre_counts(v)
    for seat in range(n):
        cx = x0 + 20 + col * seat + col / 2
        s = board.session.seats[seat]
        fit_text(canvas, s.shown_name, 22, (cx, g.y(262)), INK, width=col - 16,
                 anchor="center", bold=True)
        played = centre[seat]
        column_words(canvas, ngettext("+{n} in the centre", "+{n} in the centre",
                                      played).format(n=played), cx, g.y(298), INK, col)
        left = len(v.stacks[seat])
        stack = (ngettext("-{minus} for {n} in stack", "-{minus} for {n} in stack",
                          left).format(minus=STACK_PENALTY * left, n=left)
                 if left else _("stack empty!"))
        column_words(canvas, stack, cx, g.y(336), WARN if left else GOLD, col)
        canvas.text(f"{last[seat]:+d}", 30, (cx, g.y(378)), GOLD, anchor="center", bold=True)
        fit_text(canvas, _("total {points}").format(points=v.points[seat]), 20,
                 (cx, g.y(416)), INK, width=col - 16, anchor="center")
        frac = max(0.0, min(1.0, v.points[seat] / WIN_POINTS))
        bar = min(140 * g.sx, col - 16)
        canvas.box((60, 60, 50), (cx - bar / 2, g.y(440), bar, 10), radius=5)
        canvas.box(GOLD, (cx - bar / 2, g.y(440), max(2, bar * frac), 10), radius=5)
    fit_text(canvas, ngettext("First to {n} point wins", "First to {n} points wins",
                              WIN_POINTS).format(n=WIN_POINTS), 18, (640, g.y(480)), DIM,
             width=w - 40, anchor="center")
    if board.me is None and board.session.between():
        fit_text(canvas, _("The next round starts in a moment..."), 18, (640, g.y(530)), DIM,
                 width=w - 40, anchor="center")
    return g


def column_words(canvas: Canvas, words: str, cx: float, cy: float, color, col: float
                 ) -> None:
    """A seat's line in the round's scores, centred on `cy`: one line, or two (17 apart,
    more with larger print) when its column is narrower than its words."""
    t = canvas.text_scale
    sizes = (18, 17, 16) + ((16 - (16 - 16 / t) / 2, 16 / t) if t > 1 else ())
    lines, size = canvas.fit_lines(words, sizes, col - 16)
    step = 17 if t <= 1 else canvas.line_step(size, 17 - size)
    for k, line in enumerate(lines):
        canvas.text(line, size, (cx, cy + (k - (len(lines) - 1) / 2) * step), color,
                    anchor="center")

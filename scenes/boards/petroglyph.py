"""The Petroglyph table: clicks become moves, rules events become animations.

The board only proposes moves; `legal_moves` decides. After every batch of animations
`reconcile()` resets every sprite from the public view, so the screen cannot drift. The
keyboard's targets and the answers for the ear are its part `petroglyph_keys.py`.
"""

from __future__ import annotations

import pygame

from game import grid as g
from game.petroglyph.cards import GREEN_POINTS, RATINGS, colour, rating, set_points
from game.petroglyph.rules import Collect, Discard, Flip, Pass, Shuffle

from ..kit.layout import Layout
from ..kit.pointer import Marks
from ..kit.print_size import fit_text, shrunk
from ..kit.seat_panel import HEADER, draw_seat_panel, header, header_height
from ..kit.sprites import CardSprite
from ..kit.widgets import Button, inside
from ..services.lang import N_, _, ngettext
from ..shell.canvas import HOVERED, Canvas
from ..shell.palette import ALARM, DIM, GOLD, HOVER, INK, NOTE, SIGN_INK
from .common import Board
from .petroglyph_animations import PetroglyphAnimations
from .petroglyph_face import (
    GAME,
    MINI,
    MINI_STEP,
    PetroglyphFace,
    draw_sets,
    ending,
    peek,
    rating_name,
)
from .petroglyph_glance import PetroglyphGlance
from .petroglyph_keys import PetroglyphKeys

# The hint after a first card of a colour collected only when complete.
COMPLETE = {"R": N_("Turn another card to complete the red couples"),
            "B": N_("Turn another card to complete the blue ships"),
            "Y": N_("Turn another card to complete the yellow animals")}


class PetroglyphBoard(PetroglyphKeys, PetroglyphGlance, PetroglyphAnimations, PetroglyphFace,
                      Board):
    def __init__(self, table):
        super().__init__(table)
        self.layout = Layout(GAME)
        self.tray_drop = 0.0            # the trays lower under a header grown with the text
        self.grid_rect = self.layout.rect("grid")
        self.card_size = (self.layout.prop("grid", "card_w"), self.layout.prop("grid", "card_h"))
        self.gap = self.layout.prop("grid", "gap")
        self.sprites = [CardSprite(GAME, *self.cell_rect(i)) for i in range(16)]
        self.flying: list[CardSprite] = []
        self.hover = None
        self.bad: set[int] = set()
        a = self.layout.rect("actions")
        self.collect_button = Button(a, "", lambda: self.propose(Collect()), primary=True,
                                     key=pygame.K_c)
        self.pass_button = Button(a, _("Don't shuffle"), lambda: self.propose(Pass()),
                                  key=pygame.K_p)
        self._glance_setup()
        self.reconcile()

    # --- geometry ------------------------------------------------------------------------
    def cell_rect(self, slot: int):
        r, c = g.cell_of(slot)
        w, h = self.card_size
        return (self.grid_rect[0] + c * (w + self.gap), self.grid_rect[1] + r * (h + self.gap),
                w, h)

    def handle_rect(self, kind: str, i: int):
        w, h = self.card_size
        if kind == "row":
            x, _y, hw, _h = self.layout.rect("row_handles")
            return (x, self.grid_rect[1] + i * (h + self.gap) + h / 2 - 30, hw, 60)
        _x, y, _w, hh = self.layout.rect("col_handles")
        return (self.grid_rect[0] + i * (w + self.gap) + w / 2 - 30, y, 60, hh)

    def seat_rect(self, seat: int):
        return self.layout.rect("seat", seat=seat)

    def seat_panels(self) -> list[tuple[int, tuple]]:
        return [(seat, header(self.seat_rect(seat))) for seat in range(self.session.players)]

    def marks(self, move) -> Marks:
        if isinstance(move, (Flip, Discard)):
            return Marks([self.cell_rect(g.index(move.cell))])
        if isinstance(move, Shuffle):
            return Marks([self.handle_rect(move.line, move.index)])
        return Marks([self.layout.rect("actions")])     # Collect, Don't shuffle

    def lesson_rect(self):
        """Alone at the table, the third seat's place (bottom right) is free: the words go
        there, clear of the grid, its handles and the Collect button. The closing panel's
        two buttons need more room: the game being over, it lies over the grid's lower half,
        leaving the sets won and the ratings reached in sight."""
        if self.session.players != 1:
            return super().lesson_rect()
        guide = self.table.guide
        if guide is not None and guide.finished:
            x, y, w, h = self.grid_rect
            return (x - 20, y + h / 2 + 8, w + 40, h / 2 - 20)
        return self.seat_rect(2)

    # --- the view on screen --------------------------------------------------------------------
    def reconcile(self) -> None:
        v = self.shown = self.session.view(None)
        for i, sprite in enumerate(self.sprites):
            sprite.place(self.cell_rect(i))
            sprite.present = v.grid[i] is not None
            sprite.face = v.grid[i] if i in v.up else None
        self.flying = []
        self.trays = [list(s) for s in v.sets]
        self.discards = list(v.discarded)
        self.bad = set(v.up) if v.phase == "discard" else set()

    # --- input ---------------------------------------------------------------------------------
    def target_at(self, pos):
        for i in range(g.SIZE * g.SIZE):
            if self.sprites[i].present and inside(pos, self.cell_rect(i)):
                return ("slot", i)
        for kind, i in g.lines():
            if inside(pos, self.handle_rect(kind, i)):
                return ("line", (kind, i))
        return None

    def move_for(self, target):
        kind, what = target
        if kind == "line":
            return Shuffle(*what)
        cell = g.cell_of(what)
        return Discard(cell) if self.shown.phase == "discard" else Flip(cell)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.glance_tick(dt)

    def handle_event(self, event) -> bool:
        if self.glance_event(event):
            return True
        seat = self.person()
        for button in (self.collect_button, self.pass_button):
            button.visible = seat is not None and self._button_move(button) in \
                self.session.legal(seat)
            if button.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and event.key == button.key:
                self.propose(self._button_move(button))   # not its time: the rules say why
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(self.target_at(event.pos))
        return False

    def click(self, target) -> None:
        self.propose(self.move_for(target))

    def _button_move(self, button):
        return Collect() if button is self.collect_button else Pass()

    def hover_legal(self):
        """What the mouse (or the keyboard's focus) is on, if a move there is legal now."""
        seat, hover = self.person(), self.pointed()
        if seat is None or hover is None:
            return None
        return hover if self.move_for(hover) in self.session.legal(seat) else None

    # --- words ------------------------------------------------------------------------------------
    def banner(self) -> str:
        if self.banner_view().phase == "over":
            return ending(self.banner_view())
        return self.turn_banner(solo=self.session.players == 1)

    def hint(self, v=None) -> str:
        """What the player to act should do now, in a few words."""
        v = v or self.shown
        if v.phase == "over":
            return _("Game over")
        if v.phase == "shuffle":
            return _("No match: shuffle a row or column (choose an arrow), or don't shuffle")
        if v.phase == "discard":
            return _("No match: choose a face-up card to put it out of the game")
        if v.phase == "solo_shuffle":
            return _("Shuffle one of the lit rows or columns")
        turned = [v.grid[i] for i in v.up]
        if not turned:
            return _("Turn over a face-down card")
        if colour(turned[0]) == "G":
            n = len(turned)
            # Translators: 1 cup is worth 1 point, 2 or more cups 3 points or more.
            return ngettext("Collect {n} cup for {points} point, or turn another card",
                            "Collect {n} cups for {points} points, or turn another card",
                            n).format(n=n, points=GREEN_POINTS[n])
        return _(COMPLETE[colour(turned[0])])

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        v = self.shown
        self.tray_drop = header_height(canvas) - HEADER    # the trays under a taller header
        scores = [sum(set_points(s) for s in tray) for tray in self.trays]
        for seat in range(self.session.players):
            draw_seat_panel(canvas, self.seat_rect(seat), self.session.seats[seat],
                            scores[seat], presence=self.session.presence(seat),
                            active=v.phase != "over" and self.playing_now(seat, v.current))
            draw_sets(canvas, self.seat_rect(seat), self.trays[seat])
        if self.session.players == 1:
            self._draw_discards(canvas)
            self._draw_goal(canvas, scores[0])
        self._draw_handles(canvas)
        legal_hover = self.hover_legal()
        for i, sprite in enumerate(self.sprites):
            if not sprite.present:
                continue
            if legal_hover == ("slot", i):
                canvas.hovered(sprite.rect, spread=12, strength=220,
                               colour=ALARM if v.phase == "discard" else HOVER)
            elif i in self.bad:
                canvas.glow(sprite.rect, ALARM, spread=8, strength=160)
            sprite.draw(canvas)
            if self.watching and sprite.face is None and not self.busy:
                peek(canvas, sprite.rect, v.grid[i])
            if i in self.bad:
                canvas.box(ALARM, sprite.rect, radius=12, width=3)
                x, y, w, h = sprite.rect
                label = _("put out") if legal_hover == ("slot", i) else "✗"
                lw = min(w, max(80, canvas.text_width(label, 18, bold=True) + 12))
                lh = max(26, canvas.line_step(18) * 0.94 + 6)   # as large as its words
                canvas.box(ALARM, (x + w / 2 - lw / 2, y + h - 4 - lh, lw, lh), radius=8)
                canvas.text(label, 18, (x + w / 2, y + h - 4 - lh / 2), SIGN_INK, anchor="center",
                            bold=True)
        if legal_hover and legal_hover[0] == "line":
            for p in (g.index(c) for c in g.line(*legal_hover[1])):
                if self.sprites[p].present:
                    canvas.ring(self.cell_rect(p), HOVER, radius=12, gap=0, dashed=True)
                    canvas.note_mark(HOVERED, HOVER, self.cell_rect(p))
        self.draw_glance(canvas)
        for sprite in self.flying:
            sprite.draw(canvas)
        self._draw_buttons(canvas)

    def _draw_discards(self, canvas: Canvas) -> None:
        x, y, w, h = rect = self.layout.rect("discard")
        canvas.panel(rect, alpha=90)
        t = canvas.text_scale       # its rows lower with larger print, as a seat's are
        canvas.text(_("Out of the game"), 20, (x + 16, y + 24 * t), INK, anchor="midleft",
                    bold=True)
        n = len(self.discards)
        canvas.text(ngettext("{n} card", "{n} cards", n).format(n=n), 18,
                    (x + 16, y + 52 * t), DIM, anchor="midleft")
        for k, card in enumerate(self.discards):
            canvas.card(GAME, card, (x + 16 + MINI_STEP * k, y + 78 + self.tray_drop, *MINI))

    def _draw_goal(self, canvas: Canvas, score: int) -> None:
        """Solitaire: the rating ladder, so the player knows what they are aiming at."""
        x, y, w, h = rect = self.seat_rect(1)
        canvas.panel(rect, alpha=90)
        title = _("Solitaire challenge")
        canvas.text(title, shrunk(canvas, title, 22, w - 32, True),
                    (x + 16, y + 24 * canvas.text_scale), INK, anchor="midleft", bold=True)
        now = rating(score)
        # The ladder's rows share the room between the title and the last line (their
        # Normal places, at the Normal size), each rating's name kept clear of its points.
        first = y + 64 + (header_height(canvas) - HEADER)
        bottom = y + h - 12 - canvas.line_step(18)
        ladder = sorted(RATINGS)
        step = min(44, (bottom - first) / len(ladder))
        for k, (floor, name) in enumerate(ladder):
            ry = first + k * step + step / 2
            reached = score >= floor
            color = GOLD if name == now else (INK if reached else (170, 170, 160))
            points = ngettext("{n}+ point", "{n}+ points", floor).format(n=floor)
            said = ("★ " if reached else "☆ ") + rating_name(name)
            # the rating and its points side by side: both smaller if need be
            size = shrunk(canvas, said + "   " + points, 22, w - 44, name == now)
            small = size * 20 / 22
            pw = canvas.text_width(points, small)
            canvas.text(points, small, (x + w - 20, ry), color, anchor="midright")
            fit_text(canvas, said, size, (x + 24, ry), color, width=w - 44 - pw - 16,
                     anchor="midleft", bold=name == now)
        left = _("Face-down cards left: {n}").format(n=len(self.shown.face_down()))
        fit_text(canvas, left, 18, (x + 24, y + h - 8 - canvas.line_step(18) / 2), NOTE,
                 width=w - 40, anchor="midleft")

    def _draw_handles(self, canvas: Canvas) -> None:
        seat = self.person()
        if seat is None or self.shown.phase not in ("shuffle", "solo_shuffle"):
            return
        legal = {(m.line, m.index) for m in self.session.legal(seat) if isinstance(m, Shuffle)}
        for kind, i in g.lines():
            if (kind, i) not in legal:
                continue
            r = self.handle_rect(kind, i)
            hot = self.pointed() == ("line", (kind, i))
            if hot:
                canvas.hovered(r, radius=10, spread=10, strength=200)
            elif not self.table.holding():      # a lesson's pointer is its one gold glow
                canvas.playable(r, radius=10, spread=5, strength=110)
            canvas.box((168, 92, 40) if hot else (70, 60, 40), r, radius=10)
            x, y, w, h = r
            canvas.text("⇅" if kind == "col" else "⇄", 24, (x + w / 2, y + h / 2), INK,
                        anchor="center", bold=True)

    def _draw_buttons(self, canvas: Canvas) -> None:
        seat = self.person()
        legal = self.session.legal(seat) if seat is not None else ()
        self.collect_button.visible = Collect() in legal
        self.pass_button.visible = Pass() in legal
        self.pass_button.label = _("Don't shuffle")
        if self.collect_button.visible:
            n = len(self.shown.up)
            self.collect_button.label = ngettext("Collect {n} cup  (+{points})",
                                                 "Collect {n} cups  (+{points})", n).format(
                n=n, points=GREEN_POINTS[n])
        # Collect glows gold as the move to consider, but not while a lesson points at
        # another: its pointer is then the one gold glow.
        self.collect_button.primary = not self.table.holding()
        self.collect_button.draw(canvas)
        self.pass_button.draw(canvas)

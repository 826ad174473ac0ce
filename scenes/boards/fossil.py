"""The Fossil table: two stones on a grid of fossil cards.

Clicks become candidate moves that `legal_moves` decides; rules events become animations:
the stone slides along its path, the card flies to its taker's tray, a completed fossil
is scored step by step (each holder's value, the payments flying to the leader, the cards
leaving the game; fossil_animations.py). After every batch `reconcile()` resets the screen
from the view.
"""

from __future__ import annotations

import pygame

from game.fossil.cards import fossil_of, value_of
from game.fossil.rules import (
    NoSwap,
    PlaceStones,
    Stone,
    Swap,
    completes,
    reach,
)

from ..kit.anim import lerp
from ..kit.layout import Layout
from ..kit.pointer import Marks
from ..kit.seat_panel import header, turn_glow
from ..kit.sprites import CardSprite
from ..kit.widgets import Button, inside
from ..services.lang import _
from ..shell.canvas import Canvas
from ..shell.focus import RING_GAP
from ..shell.palette import GOLD, HOVER
from .common import TIP_MOST, Board
from .fossil_animations import FossilAnimations
from .fossil_face import FossilFace, card_size
from .fossil_keys import FossilKeys
from .fossil_trays import (
    GAME,
    ROW,
    draw_track,
    face,
    seat_part,
    seat_rects,
    tray_below,
    tray_slots,
    tray_top,
)

STONES = ("stone", "stone-b")
RING_CLEAR = RING_GAP + 7     # the price lifted clear of the focus ring's top and brackets



class FossilBoard(FossilKeys, FossilAnimations, FossilFace, Board):
    def __init__(self, table):
        super().__init__(table)
        self.layout = Layout(GAME)
        self.tray_top = 78.0        # the trays' top in a seat's panel (its header grows)
        self.tray_below = 0.0       # the room under a fan for its value (larger print)
        v = self.session.view(None)
        self.n = v.size
        self.card_w, self.card_h, self.gap = card_size(self.layout, self.n)
        gx, gy, gw = self.layout.rect("grid")[:3]
        self.x0 = gx + (gw - (self.n * self.card_w + (self.n - 1) * self.gap)) / 2
        self.y0 = gy
        self.sprites = [CardSprite(GAME, *self.cell_rect(i)) for i in range(self.n * self.n)]
        self.seats = seat_rects(self.layout, self.session.players)
        self.flying: list[CardSprite] = []
        self.coins: list[list] = []       # [start, end, progress, label]
        self.stone_pos: list[tuple] = []
        self.hover = None
        self.chosen_stone: int | None = None   # a stone the person clicked, to move it
        self.placing: list[tuple] = []          # cells clicked for the first stone
        self.give: str | None = None            # the card offered in a swap
        self.scoring = ""                       # the fossil being scored, while it is
        # The keyboard (fossil_keys.py): where the swap's choices took the focus from, the
        # choice the focus last followed, a target placed by it to be said next frame.
        self.back = self.stage = self.announce = None
        self.squares = None                     # the grid's targets, made when first asked
        self.no_swap = Button(self.layout.rect("actions"), _("Don't swap"),
                              lambda: self.propose(NoSwap()), key=pygame.K_p)
        self.reconcile()

    # --- geometry -------------------------------------------------------------------------
    def cell_rect(self, i: int):
        r, c = divmod(i, self.n)
        return (self.x0 + c * (self.card_w + self.gap), self.y0 + r * (self.card_h + self.gap),
                self.card_w, self.card_h)

    def index(self, cell) -> int:
        return cell[0] * self.n + cell[1]

    def seat_panels(self) -> list[tuple[int, tuple]]:
        return [(seat, header(rect)) for seat, rect in enumerate(self.seats)]

    def stone_rect(self, cell_rect):
        x, y, w, h = cell_rect
        d = w * 0.86
        return (x + (w - d) / 2, y + (h - d) / 2, d, d)

    def tip_place(self):
        """Over the grid's lower cards, above the track of points (its numbers stay in
        sight) and the line of what happened."""
        x, y, w, h = self.layout.rect("track")
        return (x, y - 4 - TIP_MOST, w, TIP_MOST)

    def lesson_rect(self):
        """A guided game's words: the right column's lower part. With three seats (the
        lessons') the right column holds one panel, centred: the words go under the first
        row of its tray (a lesson's bot holds a few cards), clear of the grid, the stones,
        the other seats and the buttons under them (Hint and Take back, Don't swap)."""
        x, y, w, h = self.seats[-1]
        top = y + self.tray_top + ROW + 8      # under the tray's first row and its values
        buttons = self.layout.find("help_buttons") or self.layout.find("actions")
        bottom = buttons[0][1][1] - 6
        return (x, top, w, bottom - top)

    def marks(self, move) -> Marks:
        if isinstance(move, Stone):
            return Marks([self.stone_pos[move.stone]],
                         (self.stone_pos[move.stone], self.cell_rect(self.index(move.to))))
        if isinstance(move, PlaceStones):
            return Marks([self.cell_rect(self.index(c)) for c in move.cells])
        if isinstance(move, Swap):
            me = self.shown.current
            other = next(s for s, h in enumerate(self.trays) if move.take in h)
            give = tray_slots(self.seats[me], self.trays[me], self.tray_top,
                           self.tray_below)[move.give]
            take = tray_slots(self.seats[other], self.trays[other], self.tray_top,
                           self.tray_below)[move.take]
            return Marks([give, take], (give, take))
        return Marks([self.no_swap.rect])

    def center(self, cell):
        x, y, w, h = self.cell_rect(self.index(cell))
        return (x + w / 2, y + h / 2)

    # --- the view on screen ----------------------------------------------------------------
    def reconcile(self) -> None:
        v = self.shown = self.session.view(None)
        for i, sprite in enumerate(self.sprites):
            sprite.place(self.cell_rect(i))
            sprite.present = v.board[i] is not None
            sprite.face = face(v.board[i]) if v.board[i] else None
        self.flying, self.coins = [], []
        self.trays = [list(h) for h in v.holdings]
        # The seats that ever took a card: an empty tray of theirs was scored, not unlucky.
        self.took = {e["seat"] for events in self.session.heard for e in events
                     if e["type"] == "stone_moved"}
        self.points = list(v.points)
        self.stone_pos = [self.stone_rect(self.cell_rect(self.index(c))) for c in v.stones]
        self.hidden: set[str] = set()
        self.scoring = ""
        self.chosen_stone = None   # a stone picked for one move only
        if v.phase != "swap":
            self.give = None
        if v.phase != "place":
            self.placing = []

    # --- input -------------------------------------------------------------------------------
    def target_at(self, pos):
        for k, r in enumerate(self.stone_pos):
            if inside(pos, r):
                return ("stone", k)
        for i, sprite in enumerate(self.sprites):
            if sprite.present and inside(pos, self.cell_rect(i)):
                return ("cell", divmod(i, self.n))
        for seat, rect in enumerate(self.seats):
            slots = tray_slots(rect, self.trays[seat], self.tray_top,
                           self.tray_below)
            # The card drawn last lies on top; but a lit card (one a swap can use) half
            # covered by its neighbour in the fan is what a click on it means.
            under = [card for card in reversed(list(slots)) if inside(pos, slots[card])]
            if under:
                lit = self.lit_cards()
                return ("card", (seat, next((c for c in under if c in lit), under[0])))
        return None

    def lit_cards(self) -> set:
        """The tray cards a person may click in the swap now: their own cards that can be
        given, then (one picked) the cards it can be swapped for."""
        if self.person() is None or self.shown.phase != "swap":
            return set()
        swaps = self.swaps()
        if self.give is None:
            return {m.give for m in swaps}
        return {m.take for m in swaps if m.give == self.give} | {self.give}

    def update(self, dt: float) -> None:
        super().update(dt)
        self.steer_focus()

    def handle_event(self, event) -> bool:
        self.no_swap.visible = self.allowed(NoSwap())
        if self.no_swap.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == self.no_swap.key:
            self.propose(NoSwap())      # not a swap's time: the rules say why
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(self.target_at(event.pos))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (
                self.give or self.placing or self.chosen_stone is not None):
            self.give, self.placing, self.chosen_stone = None, [], None
            return True
        return False

    def legal(self) -> tuple:
        seat = self.person()
        return self.session.legal(seat) if seat is not None else ()

    def allowed(self, move) -> bool:
        """A person may make this move now."""
        seat = self.person()
        return seat is not None and self.session.allows(seat, move)

    def click(self, target) -> None:
        kind, what = target
        phase = self.shown.phase
        if phase == "place" and kind in ("cell", "stone"):
            self._click_place(what if kind == "cell" else None)
        elif phase == "move" and kind == "stone":
            self.chosen_stone = None if self.chosen_stone == what else what
        elif phase == "move" and kind == "cell":
            moves = self.session.moves_made
            self.propose(self.move_to(what))
            if self.session.moves_made == moves:
                self.chosen_stone = None    # refused: the next click starts afresh
        elif phase == "swap" and kind == "card":
            self._click_swap(*what)
        elif kind == "card":
            self.table.say(_("Cards in front of players are only exchanged in a swap, "
                             "after a fossil is completed."), warning=True)

    def _click_place(self, cell) -> None:
        if cell is None:
            return
        if cell in self.placing:
            self.placing.remove(cell)
        elif not self.placing:
            self.placing = [cell]
        else:
            self.propose(PlaceStones((self.placing[0], cell)))

    def _click_swap(self, seat: int, card: str) -> None:
        me = self.shown.current
        if seat == me:
            self.give = None if self.give == card else card
            if self.give and not any(m.give == card for m in self.swaps()):
                self.table.say(_("Nobody else holds a card worth {value}.").format(
                    value=value_of(card)), warning=True)
                self.give = None
        elif self.give is None:
            self.table.say(_("First click one of your own cards to give."), warning=True)
        else:
            self.propose(Swap(self.give, card))

    def swaps(self) -> list:
        return [m for m in self.legal() if isinstance(m, Swap)]

    def move_to(self, cell):
        """The stone move a click on `cell` means: the chosen stone's, else the cheaper
        of the two (the nearer on a tie)."""
        options = [m for m in self.legal() if isinstance(m, Stone) and m.to == cell
                   and (self.chosen_stone is None or m.stone == self.chosen_stone)]
        costs = {k: (cost, len(path)) for k in (0, 1)
                 for to, path, cost in reach(self.session.state, k) if to == cell}
        if not options:
            # Refused, with the rules' reason: for the chosen stone, else for the stone
            # in line with the card (its price), else for the first.
            if self.chosen_stone is not None:
                return Stone(self.chosen_stone, cell)
            return Stone(min(costs, key=costs.get) if costs else 0, cell)
        return min(options, key=lambda m: costs.get(m.stone, (99, 99)))

    # --- words -------------------------------------------------------------------------------
    def banner(self) -> str:
        return self.turn_banner()

    def hint(self, v=None) -> str:
        v = v or self.shown
        if self.table.app.keyboard:
            return self.key_hint(v)
        if v.phase == "place":
            return (_("Click a second card for the other stone") if self.placing
                    else _("Place the two stones: click a card for the first"))
        if v.phase == "swap":
            if self.give:
                return _("Click another player's card of the same value, or Don't swap")
            return _("You may swap: click one of your cards to give, or Don't swap")
        if self.chosen_stone is not None:
            return _("Click a bright card for this stone (click it again to let go)")
        return _("Click a bright card to move a stone there")

    def key_hint(self, v) -> str:
        """The banner's words while the keyboard moves the focus: Enter, not a click."""
        if v.phase == "place":
            return (_("Press Enter on a second card for the other stone") if self.placing
                    else _("Place the two stones: press Enter on a card for the first"))
        if v.phase == "swap":
            if self.give:
                return _("Press Enter on another player's card of the same value, or on "
                         "Don't swap")
            return _("You may swap: press Enter on one of your cards to give, or on "
                     "Don't swap")
        if self.chosen_stone is not None:
            return _("Press Enter on a card this stone can reach (on the stone again to "
                     "let go)")
        return _("Press Enter on a card a stone can reach to move it there")

    # --- drawing -----------------------------------------------------------------------------
    def hover_move(self):
        """The move under the mouse, with its path and cost, when it is a person's to make."""
        hover = self.pointed()
        if hover is None or hover[0] != "cell" or self.shown.phase != "move":
            return None
        move = self.move_to(hover[1])
        if not self.allowed(move):
            return None
        for to, path, cost in reach(self.session.state, move.stone):
            if to == move.to:
                return move, path, cost
        return None

    def backdrop(self, canvas: Canvas) -> None:
        """The felt with the grid's cards and the seats' panels resting on it, kept whole
        and painted again part by part as they change (shell/ground.py)."""
        self.tray_top = tray_top(canvas)        # the trays under the seats' headers
        self.tray_below = tray_below(canvas)    # their values under them (larger print)
        # larger print: a lesson's words under the right column's seat, not over it
        self.seats = seat_rects(self.layout, self.session.players,
                                top=canvas.text_scale > 1 and self.session.lesson)
        grid = (tuple(s.face if s.present else None for s in self.sprites),
                self._grid_area(), self._paint_grid)
        canvas.ground("fossil", [grid, *self._seat_parts()])

    def draw(self, canvas: Canvas) -> None:
        hover = self.hover_move()
        self._mark_cards(canvas, self.pointed())
        for k, r in enumerate(self.stone_pos):
            if self.chosen_stone == k:
                canvas.chosen(r, radius=int(r[2] / 2), spread=8, strength=230)
            canvas.image(GAME, STONES[k], r)
        self._draw_turn(canvas)
        if hover:
            self._draw_path(canvas, *hover)     # its price may reach over a seat's panel
        draw_track(canvas, self.layout.rect("track"), self.points)
        for sprite in self.flying:
            sprite.draw(canvas)
        for start, end, t, label in self.coins:
            hop = 40 * (1 - (2 * t - 1) ** 2)    # coins arc over the table
            x, y = lerp(start[0], end[0], t), lerp(start[1], end[1], t) - hop
            canvas.token(GOLD, "circle", (x, y), 13)
            canvas.text(f"{label}", 14, (x, y), (40, 30, 10), anchor="center", bold=True)
        self.no_swap.visible = self.allowed(NoSwap())
        self.no_swap.label = _("Don't swap")
        self.no_swap.draw(canvas)

    def _grid_area(self) -> tuple:
        """The grid's panel with its cards' shadows, short of the banner above it."""
        gx, gy, gw, gh = self.layout.rect("grid")
        bx, by, bw, bh = self.layout.rect("banner")
        top = max(gy - 12, by + bh)
        return (gx - 14, top, gw + 28, gy + gh + 12 - top)

    def _paint_grid(self, canvas: Canvas) -> None:
        """The grid's panel and its cards at rest: a part of the table's ground."""
        gx, gy, gw, gh = self.layout.rect("grid")
        canvas.panel((gx - 6, gy - 4, gw + 12, gh + 8), alpha=120, radius=12,
                     color=(30, 26, 20))
        for sprite in self.sprites:
            sprite.draw(canvas)

    def _mark_cards(self, canvas: Canvas, pointed) -> None:
        """Over the grid: the cards chosen for the stones, the one under the mouse (or the
        keyboard's focus), the ones out of reach dimmed."""
        v = self.shown
        reachable = None
        if self.person() is not None and v.phase == "move":
            reachable = {m.to for m in self.legal() if isinstance(m, Stone)
                         and (self.chosen_stone is None or m.stone == self.chosen_stone)}
        for i, sprite in enumerate(self.sprites):
            if not sprite.present:
                continue
            cell = divmod(i, self.n)
            if cell in self.placing:
                canvas.chosen(sprite.rect, radius=6, spread=8, strength=230)
            elif pointed == ("cell", cell) and (reachable is None or cell in reachable) \
                    and self.person() is not None and v.phase != "swap":
                canvas.hovered(sprite.rect, radius=6, spread=8, strength=200)
            if reachable is not None and cell not in reachable:
                canvas.panel(sprite.rect, alpha=130, radius=4, color=(0, 0, 0))
        for cell in self.placing:
            canvas.image(GAME, STONES[0], self.stone_rect(self.cell_rect(self.index(cell))),
                         alpha=170)

    def _draw_path(self, canvas: Canvas, move, path, cost: int) -> None:
        v = self.shown
        points = [self.center(v.stones[move.stone])] + [self.center(c) for c in path]
        canvas.line(HOVER, points, 4)       # under the mouse: not the pointer's gold
        x, y, w, h = self.cell_rect(self.index(move.to))
        canvas.ring((x, y, w, h), HOVER, radius=5, gap=0, dashed=True)
        card = v.board[self.index(move.to)]
        label = (_("-{cost}  ★ completes!").format(cost=cost)
                 if completes(self.session.state, card) else f"-{cost}")
        lw = canvas.text_width(label, 18, bold=True) + 16
        bx = min(max(x + w / 2 - lw / 2, 4), 1276 - lw)
        # Over the keyboard's focus ring (drawn over everything, its brackets included).
        bh = max(26, canvas.line_step(18) * 0.94 + 6)          # taller with larger print
        top = y - 4 - bh - (RING_CLEAR if self.table.app.keyboard else 0)
        canvas.box((30, 24, 16), (bx, top, lw, bh), radius=8)
        canvas.text(label, 18, (bx + lw / 2, top + bh / 2), GOLD, anchor="center", bold=True)

    def active(self, seat: int) -> bool:
        v = self.shown
        return v.phase != "over" and self.playing_now(seat, v.current)

    def _seat_parts(self) -> list:
        lit = self.lit_cards()
        if self.table.holding():
            lit = set()            # a lesson points at its swap: only its pointer glows
        parts = []
        for seat, rect in enumerate(self.seats):
            glow = lit
            if self.scoring:
                glow = {c for c in self.trays[seat] if fossil_of(c) == self.scoring}
            parts.append(seat_part(rect, self.session.seats[seat], seat, self.points[seat],
                                   self.trays[seat], self.active(seat), hidden=self.hidden,
                                   glow=glow, presence=self.session.presence(seat),
                                   scored=seat in self.took))
        return parts

    def _draw_turn(self, canvas: Canvas) -> None:
        """Over the seats' panels: the glow round whose turn it is, the card given."""
        for seat, rect in enumerate(self.seats):
            if self.active(seat):
                turn_glow(canvas, rect)
        if self.give:
            v = self.shown
            r = tray_slots(self.seats[v.current], self.trays[v.current],
                           self.tray_top,
                           self.tray_below).get(self.give)
            if r:
                canvas.box(GOLD, r, radius=4, width=3)

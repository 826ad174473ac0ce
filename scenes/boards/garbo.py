"""The Garbo table: a layout that grows into a 4x4 square, a hand fanned at the bottom.

A person picks a card (click, or drag it) and then a lit cell; `legal_moves` decides.
Hovering a cell with a card picked draws a line to every card it would match, with the
points it would give away. By the keyboard (garbo_keys.py) the focus goes over the hand and
then the places, Enter doing what a click does, and the focused place shows what the hover
does. Rules events become animations (garbo_animations.py): the card
flies to its cell (in Level Two the covered card turns face down and sideways first), the
matches light up and the points rise at the receiver's panel, new cards are dealt from
the stock.

Hands are secret: a hand shows only for `table.revealed`, the seat that said "I am ..."
at the pass-and-play curtain (or the one person at a table with a bot).
"""

from __future__ import annotations

import math

import pygame

from game.garbo.rules import Play, least_places, matches, open_cells, points_if, square

from ..kit.anim import lerp
from ..kit.pointer import Marks
from ..kit.seat_panel import draw_seat_panel, header
from ..kit.sprites import CardSprite
from ..kit.widgets import inside
from ..kit.words import WAITS, addressed
from ..services.lang import _
from ..services.table_session import FREE
from ..shell.canvas import Canvas
from .common import Board
from .garbo_animations import GarboAnimations
from .garbo_draw import (
    FLASH_MS,
    RATIO,
    draw_drag,
    draw_gift_panel,
    draw_hand,
    draw_last_gain,
    draw_looks,
    draw_table,
)
from .garbo_face import GarboFace, table_size
from .garbo_hand import Fan
from .garbo_keys import GarboKeys
from .garbo_large import GarboLayout
from .garbo_panels import (
    GAME,
    draw_backdrop,
    draw_other_hand,
    draw_stock,
    gift_facts,
    hand_title,
    label,
)

CAMERA_MS = 110             # how quickly the view follows a growing layout
DRAG_PX = 8                 # a press that moves further than this is a drag


def last_play(session) -> dict | None:
    """The last play as the panel on the right and the seat panels show it ({"seat",
    "card", "points", "facts"}: the `gift_facts`, put in words when drawn), rebuilt from
    the events heard: a board laid out afresh (a replay's step or seek, Continue) shows
    what the last card gave away, as the table did when it was played. None before the
    first card."""
    e = next((e for events in reversed(session.heard) for e in reversed(events)
              if e["type"] == "play"), None)
    if e is None:
        return None
    # The facts name the cards each match was with, as they lay before the play: the
    # card at the played cell itself is the one it covered.
    table = {p.cell: (p.up, p.down) for p in session.state.table}
    table[tuple(e["cell"])] = (e["covers"], None)
    facts = gift_facts(table, [(tuple(m["cell"]), m["kind"], m["points"])
                               for m in e["matches"]], e["cell"])
    return {"seat": e["seat"], "card": e["card"], "points": e["points"], "facts": facts}


class GarboBoard(GarboKeys, GarboAnimations, GarboFace, Board):
    def __init__(self, table):
        super().__init__(table)
        # the side panels laid out again for larger print (garbo_large.py)
        self.layout = GarboLayout(GAME, table.app.canvas)
        self.grid = self.layout.rect("grid")
        self.gap = self.layout.prop("grid", "gap")
        self.fan = Fan(self)                # the hand at the bottom: where its cards lie
        self.picked: str | None = None
        self.drag: dict | None = None       # {"card", "start", "pos", "moved", "was"}
        self.mouse = (0.0, 0.0)
        self.dropped = None                 # (card, rect) where a dragged card was let go
        self.flying: list[CardSprite] = []
        self.turning: list = []             # [cell, card, progress]: a card being covered
        self.flash: dict | None = None      # the last play's matches, drawn a moment
        self.last = last_play(self.session)  # the last play, for the panel on the right
        humans = self.session.humans()
        self.bottom = table.revealed if table.revealed is not None else (
            humans[0] if len(humans) == 1 else 0)
        self.reconcile()
        self.cam = self.camera_target()
        self.settled = True          # the view is not zooming or panning
        if not self.session.moves_made:
            self.deal_opening()

    def deal_opening(self) -> None:
        """A new game starts with the dealer's hand going round: 4 cards each."""
        counts = [len(h) for h in self.hands]
        self.stock += sum(counts)
        self.hands = [[], []]
        self.timeline.wait(250)
        for seat, n in enumerate(counts):
            self._on_deal_count({"seat": seat, "count": n})
        self.timeline.call(self.reconcile)

    # --- the view on screen --------------------------------------------------------------------
    def reconcile(self) -> None:
        v = self.shown = self.session.view(self.table.revealed)
        self.cards = {p.cell: (p.up, p.down) for p in v.table}
        self.hands = [list(h) for h in v.hands]
        self.stock = len(v.stock)
        self.points = list(v.points)
        self.flying, self.turning = [], []
        if self.picked not in self.hands[self.bottom]:
            self.picked = None

    def reveal(self, seat: int | None) -> None:
        """The curtain rose for `seat`: show that hand. None: a move was just made and the
        next person is someone else, so every hand turns face down at once (the move's
        animations still play from the old view)."""
        self.picked, self.drag = None, None
        if seat is None:
            self.hands = [["?"] * len(h) for h in self.hands]
            return
        self.bottom = seat
        if not self.busy:
            self.reconcile()

    def taken_back(self) -> None:
        """The table as it is after the take-back: the hands and points (reconcile), and
        the last card's panel and lines, which the undone card no longer gives."""
        super().taken_back()
        self.last = last_play(self.session)
        self.flash, self.drag, self.dropped = None, None, None

    def person(self) -> int | None:
        seat = super().person()
        return seat if seat is not None and seat == self.table.revealed else None

    # --- geometry ------------------------------------------------------------------------------
    def camera_target(self) -> tuple[float, float, float, float]:
        """(centre row, centre col, card height, resting height) that shows every card and
        every cell a card may still go to; the fixed 4x4 square once there is one."""
        cells = list(self.cards)
        corner = square(cells) if cells else None
        if corner is not None:
            r0, c0, rows, cols = corner[0], corner[1], 4, 4
        else:
            pool = cells + list(open_cells(self.shown))
            rs, cs = [r for r, _ in pool], [c for _, c in pool]
            r0, c0 = min(rs), min(cs)
            rows, cols = max(rs) - r0 + 1, max(cs) - c0 + 1
        h = table_size(self.layout, max(rows, cols, 4))[1]
        return (r0 + (rows - 1) / 2, c0 + (cols - 1) / 2, h, h)

    def cell_rect(self, cell):
        cr, cc, h = self.cam[:3]
        w = h * RATIO
        pitch = h + self.gap
        gx, gy, gw, gh = self.grid
        x = gx + gw / 2 + (cell[1] - cc) * pitch - w / 2
        y = gy + gh / 2 + (cell[0] - cr) * pitch - h / 2
        return (x, y, w, h)

    def cell_at(self, pos):
        cr, cc, h = self.cam[:3]
        pitch = h + self.gap
        gx, gy, gw, gh = self.grid
        if not inside(pos, self.grid):
            return None
        cell = (round(cr + (pos[1] - gy - gh / 2) / pitch),
                round(cc + (pos[0] - gx - gw / 2) / pitch))
        x, y, w, hh = self.cell_rect(cell)
        # The whole pitch box around the card: the lit slot is easy to hit.
        return cell if inside(pos, (x - (hh - w) / 2, y - 4, hh, hh + 8)) else None
    lesson_fills = tip_fills = True

    def tip_place(self):
        """In place of the table of what a match gives away (the tip says it in words,
        `tip_fills`); the panel of the last card's gifts stays in sight."""
        return self.layout.rect("values")

    def draw_news(self, canvas: Canvas, rect) -> None:
        """Two lines sit lower than centred: the square's frame ends just above the box
        (the hand's cards lie lower)."""
        self.table.news.draw(canvas, rect, rise=-8)

    def lesson_rect(self):
        """Over the panel of what a card gives away (the lesson says it instead); with
        larger print, over the stock too."""
        if self.table.app.canvas.text_scale > 1:
            return self.layout.lesson_place()
        return self.layout.rect("preview")

    def marks(self, move) -> Marks:
        hand = self.hands[self.bottom]
        card = (self.fan.card_rect(hand.index(move.card), len(hand), move.card)
                if move.card in hand else self.fan.origin(self.bottom, move.card))
        return Marks([card], (card, self.cell_rect(move.cell)))

    def seat_rect(self, seat: int):
        return self.layout.rect("seat", seat=seat)

    def seat_panels(self) -> list[tuple[int, tuple]]:
        return [(seat, header(self.seat_rect(seat))) for seat in range(self.session.players)]
    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.cross_zones(event):        # the keyboard's focus: Up and Down between zones
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            d = self.drag
            if d is not None:
                d["pos"] = event.pos
                if math.dist(event.pos, d["start"]) > DRAG_PX:
                    d["moved"] = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            card = self.fan.card_at(event.pos) if self.person() is not None else None
            if card is not None:
                self.drag = {"card": card, "start": event.pos, "pos": event.pos,
                             "moved": False, "was": self.picked == card}
                self.picked = card
                return True
            cell = self.cell_at(event.pos)
            return self.press(("cell", cell)) if cell is not None else False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            d, self.drag = self.drag, None
            if d["moved"]:
                cell = self.cell_at(event.pos)
                if cell is not None:
                    w, h = self.cam[3] * RATIO, self.cam[3]
                    x, y = event.pos
                    self.dropped = (d["card"], (x - w / 2, y - h / 2, w, h))
                    self.propose(Play(d["card"], cell))
            elif d["was"]:
                self.picked = None         # a second click on the picked card lets go
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.picked:
            self.picked, self.drag = None, None
            return True
        return False

    def click(self, target) -> None:
        cell = target[1]
        if self.person() is None:
            return
        if self.picked is None:
            self.table.say(_("Pick a card from your hand first, then a lit place."),
                           warning=True)
            return
        self.propose(Play(self.picked, cell))

    def lit(self) -> set:
        """The cells a person may play on now."""
        seat = self.person()
        if seat is None:
            return set()
        return {m.cell for m in self.session.legal(seat)}

    def least_looks(self) -> list[tuple[tuple[int, int], int]]:
        """A head start's look (game/headstart.py): for the card the person here has
        picked, the two places that give the fewest points and what each gives, by the
        rules' own scoring (`least_places`, `points_if`); none for a seat without one."""
        seat = self.person()
        card = self.drag["card"] if self.drag and self.drag["moved"] else self.picked
        if seat is None or card is None or not self.session.seats[seat].helped:
            return []
        view = self.session.view(self.table.revealed)
        return [(cell, points_if(view, seat, card, cell))
                for cell in least_places(view, seat, card)]

    def preview(self):
        """(card, cell, matches) while a picked card hovers a cell it may go to."""
        card = self.drag["card"] if self.drag and self.drag["moved"] else self.picked
        cell = self.hover_cell()          # under the mouse, or the keyboard's focus
        if card is None or cell is None or cell not in self.lit():
            return None
        return card, cell, matches(self.session.view(self.table.revealed), card, cell)

    # --- events -> animations ------------------------------------------------------------------
    def play(self, events: list[dict]) -> None:
        if self.drag is not None:
            self.drag = None
        super().play(events)

    # --- frames -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.follow_focus()
        target = self.camera_target()
        k = 1.0 if self.motion.still else 1 - math.exp(-dt / CAMERA_MS)   # no motion: at once
        cam = tuple(lerp(a, b, k) for a, b in zip(self.cam[:3], target[:3])) + (target[3],)
        if any(abs(a - b) > 0.002 for a, b in zip(cam[:3], target[:3])):
            self.table.redraw()
        else:
            cam = target
        self.cam = cam
        self.settled = cam == target
        if self.flash is not None:
            self.flash["age"] += dt
            self.table.redraw()
            if self.flash["age"] > FLASH_MS:
                self.flash = None

    # --- words ---------------------------------------------------------------------------------
    def banner(self) -> str:
        v = self.shown
        if self.session.is_over():
            return _("Game over")
        one = v.level == 1
        who = self.session.seats[v.current]
        if not self.plays_here(v.current):
            text = _("Level One · {name} is playing") if one \
                else _("Level Two · {name} is playing")
            return text.format(name=who.shown_name)
        waiting = self.table.curtain_for()
        if waiting is not None or self.table.revealed != v.current:
            name = self.name(v.current if waiting is None else waiting)
            text = _("Level One · {name}'s turn: pass the mouse to {name}") if one \
                else _("Level Two · {name}'s turn: pass the mouse to {name}")
            return text.format(name=name)
        if addressed(self.session.seats, v.current):
            text = _("Level One · Your turn · {hint}") if one \
                else _("Level Two · Your turn · {hint}")
        else:
            text = _("Level One · {name}'s turn · {hint}") if one \
                else _("Level Two · {name}'s turn · {hint}")
        return text.format(name=who.shown_name, hint=self.hint())

    def hint(self) -> str:
        v = self.shown
        if not v.table:
            return _("Play any card: the layout starts there")
        if len(self.hands[v.current]) == 1 and v.level == 2 and len(open_cells(v)) == 1:
            return _("Your last card goes on the last face-up card")
        if self.picked:
            return _("Put the {card} on a lit place (Esc lets go)").format(
                card=label(self.picked))
        if v.level == 1:
            return _("Pick a card, then a lit place next to the layout")
        return _("Pick a card, then a face-up Level-One card to cover")

    # --- drawing -------------------------------------------------------------------------------
    def backdrop(self, canvas: Canvas) -> None:
        canvas.backdrop(GAME, lambda c: draw_backdrop(c, self.layout))

    def draw(self, canvas: Canvas) -> None:
        v = self.shown
        over = self.session.is_over()
        for seat in (0, 1):
            r = self.seat_rect(seat)
            draw_seat_panel(canvas, r, self.session.seats[seat], self.points[seat],
                            active=not over and self.playing_now(seat, v.current),
                            presence=self.session.presence(seat))
            draw_last_gain(self, canvas, r, seat)
        placed = len(self.cards)
        covered = sum(d is not None for _, d in self.cards.values())
        draw_stock(canvas, self.layout.rect("stock"), self.stock, v.level, placed, covered)
        other = 1 - self.bottom
        # A seat still awaited from another computer has a name nobody chose yet.
        awaited = self.session.presence(other) == FREE
        draw_other_hand(canvas, self.layout.rect("other_hand"),
                        _(WAITS) if awaited else hand_title(self.session.seats, other),
                        self.hands[other] if self.watching else ["?"] * len(self.hands[other]),
                        awaited)
        preview = self.preview()
        draw_gift_panel(self, canvas, preview)
        draw_table(self, canvas, preview)
        draw_looks(self, canvas)
        draw_hand(self, canvas)
        for sprite in self.flying:
            sprite.draw(canvas)
        draw_drag(self, canvas)


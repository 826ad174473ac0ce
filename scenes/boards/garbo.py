"""The Garbo table: a layout that grows into a 4x4 square, a hand fanned at the bottom.

A person picks a card (click, or drag it) and then a lit cell; `legal_moves` decides.
Hovering a cell with a card picked draws a line to every card it would match, with the
points it would give away. Rules events become animations (garbo_animations.py): the card
flies to its cell (in Level Two the covered card turns face down and sideways first), the
matches light up and the points rise at the receiver's panel, new cards are dealt from
the stock.

Hands are secret: a hand shows only for `table.revealed`, the seat that said "I am ..."
at the pass-and-play curtain (or the one person at a table with a bot).
"""

from __future__ import annotations

import math

import pygame

from game.core import replay
from game.garbo.cards import DECK
from game.garbo.rules import Play, matches, open_cells, square

from ..kit.anim import lerp
from ..kit.layout import Layout
from ..kit.pointer import Marks
from ..kit.seat_panel import draw_seat_panel
from ..kit.sprites import CardSprite
from ..kit.widgets import inside
from ..kit.words import addressed
from ..services.lang import N_, _
from ..shell.canvas import Canvas
from .common import Board, MenuOption
from .garbo_animations import GarboAnimations
from .garbo_draw import (
    FLASH_MS,
    RATIO,
    draw_drag,
    draw_gift_panel,
    draw_hand,
    draw_last_gain,
    draw_table,
)
from .garbo_panels import (
    GAME,
    MINI,
    draw_backdrop,
    draw_other_hand,
    draw_stock,
    draw_story,
    gift_facts,
    hand_title,
    headline,
    label,
    other_hand_slots,
)

CAMERA_MS = 110             # how quickly the view follows a growing layout
DRAG_PX = 8                 # a press that moves further than this is a drag


def warm_up_jobs(canvas: Canvas) -> list:
    layout = Layout(GAME)
    sizes = {table_size(layout, n) for n in (4, 5)} | {hand_size(layout), MINI}
    jobs = [canvas.warm_table]
    for card in DECK + ("back",):
        for w, h in sizes:
            jobs.append(lambda c=card, w=w, h=h: canvas.assets.card(
                GAME, c, canvas.rect((0, 0, w, h)).size))
    return jobs


def table_size(layout, span: int) -> tuple[float, float]:
    """A table card's (width, height) when `span` rows or columns must fit the grid.
    Columns are as far apart as rows: a covered card lies sideways in the gap."""
    gw, gh = layout.rect("grid")[2:]
    gap = layout.prop("grid", "gap")
    h = min(layout.prop("grid", "max_card_h"), (gh + gap) / span - gap,
            (gw + gap) / span - gap)
    return round(h * RATIO, 1), round(h, 1)


def hand_size(layout) -> tuple[float, float]:
    h = layout.prop("hand", "card_h")
    return round(h * RATIO, 1), h


def last_play(session) -> dict | None:
    """The last play as the panel on the right and the seat panels show it ({"seat",
    "card", "points", "facts"}: the `gift_facts`, put in words when drawn), rebuilt from
    the moves: a board laid out afresh (a replay's step or seek, Continue) shows what the
    last card gave away, as the table did when it was played. None before the first
    card."""
    if not session.moves:
        return None
    plays = []
    replay(session.rules, session.record(),
           lambda events: plays.extend(e for e in events if e["type"] == "play"))
    if not plays:
        return None
    e = plays[-1]
    # The facts name the cards each match was with, as they lay before the play: the
    # card at the played cell itself is the one it covered.
    table = {p.cell: (p.up, p.down) for p in session.state.table}
    table[tuple(e["cell"])] = (e["covers"], None)
    facts = gift_facts(table, [(tuple(m["cell"]), m["kind"], m["points"])
                               for m in e["matches"]], e["cell"])
    return {"seat": e["seat"], "card": e["card"], "points": e["points"], "facts": facts}


class GarboBoard(GarboAnimations, Board):
    replay_note = N_("both hands and the covered cards show")
    blurb = N_("For two: build a 4x4 square of cards. A card in line with one of its rank or "
               "suit gives your opponent points: give away less. Level Two: covering a match "
               "costs ten times.")
    warm_up = staticmethod(warm_up_jobs)
    hides_hands = True

    @staticmethod
    def menu_options(players: int) -> list[MenuOption]:
        return [MenuOption("diagonals", (("all", N_("Diagonals: every diagonal scores")),
                                         ("long", N_("Diagonals: only the two long ones"))),
                           N_("Rows and columns always score."))]

    @staticmethod
    def headline(session) -> str:
        return headline(session.seats, session.scores())

    @staticmethod
    def draw_result(canvas: Canvas, rect, session, seat: int) -> None:
        draw_story(canvas, rect, session, seat)

    @staticmethod
    def result_note(session) -> str:
        return _("Each card scores for the other player: whoever gave away less wins.")

    tips = {
        "match": N_("A card in line with a card of the same rank or suit gives its points to "
                    "your opponent: look for a place with no match."),
        "covered": N_("In Level Two a card covering a card of the same rank or suit also gives "
                      "your opponent ten times its value."),
    }

    def __init__(self, table):
        super().__init__(table)
        self.layout = Layout(GAME)
        self.grid = self.layout.rect("grid")
        self.gap = self.layout.prop("grid", "gap")
        self.hand_w, self.hand_h = hand_size(self.layout)
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
        if not self.session.moves:
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

    def hand_slots(self, count: int):
        x, y, w = self.layout.rect("hand")[:3]
        cw, ch = self.hand_w, self.hand_h
        step = min(cw + 8, (w - cw) / max(1, count - 1))
        left = x + (w - (cw + step * (count - 1))) / 2
        mid = (count - 1) / 2
        # A gentle arc, as cards held in a hand.
        return [(left + k * step, y + (k - mid) ** 2, cw, ch) for k in range(count)]

    def hand_card_rect(self, k: int, count: int, card: str):
        x, y, w, h = self.hand_slots(count)[k]
        if card == self.picked:
            y -= 14
        elif card == self.hover_card() and self.person() is not None:
            y -= 7
        return (x, y, w, h)

    def hand_card_at(self, pos):
        hand = self.hands[self.bottom]
        slots = self.hand_slots(len(hand))
        for k in reversed(range(len(hand))):   # later cards lie on top
            x, y, w, h = slots[k]
            if inside(pos, (x, y - 14, w, h + 14)) and hand[k] != "?":
                return hand[k]
        return None

    def hover_card(self):
        hand = self.hands[self.bottom]
        slots = self.hand_slots(len(hand))
        for k in reversed(range(len(hand))):
            if inside(self.mouse, slots[k]):
                return hand[k]
        return None

    lesson_fills = True

    def tip_place(self):
        """Over the table of what a match gives away (the tip says it in words); the panel
        of the last card's gifts stays in sight."""
        x, y, w, h = self.layout.rect("values")
        return (x, y + h, w)

    def lesson_rect(self):
        """Over the panel of what a card gives away (the lesson says it instead)."""
        return self.layout.rect("preview")

    def marks(self, move) -> Marks:
        hand = self.hands[self.bottom]
        card = (self.hand_card_rect(hand.index(move.card), len(hand), move.card)
                if move.card in hand else self.hand_origin(self.bottom, move.card))
        return Marks([card], (card, self.cell_rect(move.cell)))

    def seat_rect(self, seat: int):
        return self.layout.rect("seat", seat=seat)

    def hand_origin(self, seat: int, card: str):
        """Where a seat's card leaves from: its place in the fan, or the hidden hand."""
        if seat == self.bottom:
            hand = self.hands[seat]
            k = hand.index(card) if card in hand else (len(hand) - 1) // 2
            return self.hand_slots(max(1, len(hand)))[max(0, k)]
        slots = other_hand_slots(self.layout.rect("other_hand"), max(1, len(self.hands[seat])))
        return slots[len(slots) // 2]

    # --- input -----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
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
            card = self.hand_card_at(event.pos) if self.person() is not None else None
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

    def preview(self):
        """(card, cell, matches) while a picked card hovers a cell it may go to."""
        card = self.drag["card"] if self.drag and self.drag["moved"] else self.picked
        cell = self.cell_at(self.mouse)
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
        target = self.camera_target()
        k = 1 - math.exp(-dt / CAMERA_MS)
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
        if who.is_bot:
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
                            active=not over and seat == v.current)
            draw_last_gain(self, canvas, r, seat)
        placed = len(self.cards)
        covered = sum(d is not None for _, d in self.cards.values())
        draw_stock(canvas, self.layout.rect("stock"), self.stock, v.level, placed, covered)
        other = 1 - self.bottom
        draw_other_hand(canvas, self.layout.rect("other_hand"),
                        hand_title(self.session.seats, other),
                        self.hands[other] if self.watching else ["?"] * len(self.hands[other]))
        preview = self.preview()
        draw_gift_panel(self, canvas, preview)
        draw_table(self, canvas, preview)
        draw_hand(self, canvas)
        for sprite in self.flying:
            sprite.draw(canvas)
        draw_drag(self, canvas)


"""Fossil's seat panels: each seat's marker, its holdings sorted by fossil, the score
track, and the per-fossil breakdown of the score scene."""

from __future__ import annotations

from game.fossil.cards import FOSSILS, fossil_of, holding_value
from game.fossil.rules import START_POINTS

from ..kit.print_size import fit_text
from ..kit.seat_panel import HEADER, draw_seat_panel, header_height
from ..services.lang import _, pgettext
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, WARN

GAME = "fossil"
MINI = (30, 42)            # a card in a tray
STEP, GROUP_GAP, ROW = 10, 10, 60
# A colour and a shape for every seat, as the box's coloured cubes would be.
SEAT_LOOK = (((214, 72, 60), "circle"), ((70, 130, 220), "square"),
             ((236, 196, 70), "triangle"), ((90, 180, 100), "diamond"),
             ((170, 100, 200), "pentagon"), ((240, 150, 60), "hexagon"))


def fossil_name(fossil: str) -> str:
    """A fossil's name ('brittle star') in the language in use."""
    return {"ammonite": pgettext("fossil", "ammonite"),
            "fish": pgettext("fossil", "fish"),
            "leaf": pgettext("fossil", "leaf"),
            "scallop": pgettext("fossil", "scallop"),
            "brittlestar": pgettext("fossil", "brittle star"),
            "urchin": pgettext("fossil", "sea urchin"),
            "sealily": pgettext("fossil", "sea lily"),
            "trilobite": pgettext("fossil", "trilobite"),
            "horseshoe": pgettext("fossil", "horseshoe crab")}[fossil]


def face(card: str) -> str:
    """The picture of a card: its fossil and value ('ammonite-2-1' -> 'ammonite-2')."""
    return card.rsplit("-", 1)[0]


def seat_rects(layout, players: int, top: bool = False) -> list[tuple]:
    """The seats in turn order round the table: the first half down the left, the rest
    up the right (so the last seat sits top right, beside the first). A column holding
    fewer seats than the other is centred on it, or at its `top` (larger print: a guided
    game's words need the room under it)."""
    left = (players + 1) // 2
    columns = (("seats_left", left, False), ("seats_right", players - left, True))
    out = []
    for column, n, upwards in columns:
        x, y, w, h = layout.rect(column)
        gap = 10
        ph = min(292, (h - gap * (max(1, n) - 1)) / max(1, n))
        if n < left and not top:
            y += (h - (n * ph + (n - 1) * gap)) / 2
        rects = [(x, y + k * (ph + gap), w, ph) for k in range(n)]
        out += rects[::-1] if upwards else rects
    return out


def groups(holding) -> list[tuple[str, list[str]]]:
    """A holding as (fossil, cards) groups in scoring order."""
    by = {f: [] for f in FOSSILS}
    for card in holding:
        by[fossil_of(card)].append(card)
    return [(f, cards) for f, cards in by.items() if cards]


def tray_top(canvas: Canvas) -> float:
    """How far below a seat panel's top its tray begins: under its header, lower as the
    header grows with the text size."""
    return 78 + header_height(canvas) - HEADER


def tray_below(canvas: Canvas) -> float:
    """The room a fan's value takes under it, at a larger text size (0: Normal print,
    where the trays keep their cards' size)."""
    return canvas.line_step(14) * 0.94 if canvas.text_scale > 1 else 0.0


def tray_slots(panel, holding, top: float = 78, below: float = 0) -> dict[str, tuple]:
    """Where each card of a holding sits in its seat panel: fossil groups flowing left to
    right, a fan of overlapping cards each. `below`: the room each fan's value needs under
    it (larger print), the cards a little smaller where the panel is short."""
    x0, y0, w, h = panel
    cw, ch = MINI
    if below and top + ch + below + 4 > h:
        ch = max(ch * 0.7, h - 4 - below - top)
        cw = ch * MINI[0] / MINI[1]
    step = STEP * cw / MINI[0]
    x, y = x0 + 14, y0 + top
    out = {}
    for _fossil, cards in groups(holding):
        width = cw + step * (len(cards) - 1)
        if x + width > x0 + w - 10:
            x, y = x0 + 14, y + ROW
        for i, card in enumerate(cards):
            out[card] = (x + step * i, y, cw, ch)
        x += width + GROUP_GAP
    return out


def draw_marker(canvas: Canvas, seat: int, center, radius: float = 9) -> None:
    color, shape = SEAT_LOOK[seat % len(SEAT_LOOK)]
    canvas.token(color, shape, center, radius)


def seat_part(rect, seat_info, seat: int, points: int, holding, active: bool, hidden=(),
              glow=(), winner: bool = False, presence: str | None = None,
              scored: bool = False) -> tuple:
    """A seat's panel with its marker and its holdings as a part of the table's ground
    (Canvas.ground): its key and its paint. `hidden` cards are in flight, `glow` cards can
    be clicked now; `presence`: the session's, for a person on another computer; `scored`:
    the seat took cards before, so an empty tray says they were scored. The halo of whose
    turn it is, past the panel, is the table's to draw (`turn_glow`)."""
    hidden = frozenset(c for c in holding if c in hidden)
    glow = frozenset(c for c in holding if c in glow)
    key = (seat_info, seat, points, tuple(holding), hidden, glow, active, winner, presence,
           scored)
    return key, rect, lambda canvas: _paint_seat(canvas, rect, seat_info, seat, points,
                                                 holding, active, hidden, glow, winner,
                                                 presence, scored)


def _paint_seat(canvas: Canvas, rect, seat_info, seat: int, points: int, holding,
                active: bool, hidden, glow, winner: bool, presence: str | None,
                scored: bool = False) -> None:
    x, y, w, h = rect
    name_end = draw_seat_panel(canvas, rect, seat_info, points, active=active, winner=winner,
                               presence=presence, glow=False)
    draw_marker(canvas, seat, (name_end + 16, y + 24 * canvas.text_scale))
    top = tray_top(canvas)
    if points == 0 and not active:
        canvas.text(_("0 points: waits"), 18, (x + w - 16, y + h - 16), WARN,
                    anchor="midright")
    if not holding:
        words = _("Cards scored: none held now") if scored else _("No cards yet")
        fit_text(canvas, words, 16, (x + 16, y + top + canvas.line_step(16) * 0.6 + 6),
                 DIM, width=w - 32, anchor="midleft")
    slots = tray_slots(rect, holding, top, tray_below(canvas))
    for card, r in slots.items():
        if card in hidden:
            continue
        if card in glow:
            canvas.playable(r, radius=5, spread=6, strength=200)
        canvas.card(GAME, face(card), r)
    for _fossil, cards in groups(holding):
        # Each fossil's value (sum x count) under its fan: the race for the lead at a glance.
        first, last = slots[cards[0]], slots[cards[-1]]
        canvas.text(str(holding_value(cards)), 14, ((first[0] + last[0] + first[2]) / 2,
                    first[1] + first[3] + 1), GOLD, anchor="midtop", bold=True)


def draw_track(canvas: Canvas, rect, points) -> None:
    """The score track: every seat's marker along a ruler from 0 to the best score."""
    x, y, w, h = rect
    canvas.panel(rect, alpha=110, radius=10)
    top = max(40, max(points, default=0))
    left, right = x + 26, x + w - 46      # the ruler, between its two labels
    canvas.text("0", 14, (x + 10, y + h / 2), DIM, anchor="midleft")
    canvas.text(str(top), 14, (x + w - 8, y + h / 2), DIM, anchor="midright")
    canvas.box((120, 110, 90), (left, y + h / 2 - 1, right - left, 2))
    seen: dict[int, int] = {}
    for seat, p in enumerate(points):
        px = left + (right - left) * min(p, top) / top
        k = seen.get(round(px / 8), 0)    # markers on the same spot stand side by side
        seen[round(px / 8)] = k + 1
        side = 1 if px < (left + right) / 2 else -1   # stay on the ruler
        draw_marker(canvas, seat, (px + side * 15 * k, y + h / 2), 7)


def breakdown_lines(history, points: int, seat: int, start: int = START_POINTS
                    ) -> list[tuple]:
    """A seat's score as lines that add up to it: the starting points, the points spent
    on moves, then what each fossil's scoring gave or took, in the order they were
    scored. Points change only by moves and by scorings, so what the scorings leave
    unexplained was spent on moves."""
    scored = [(f, deltas[seat]) for f, deltas in history if deltas[seat] != 0]
    spent = start + sum(amount for _fossil, amount in scored) - points
    return [("start", start), ("moves", -spent)] + scored


def draw_breakdown(canvas: Canvas, rect, history, points: int, seat: int,
                   start: int = START_POINTS) -> None:
    """The score scene: `breakdown_lines`, one a row, in two columns of icons when space
    is short."""
    x, y, w, h = rect
    lines = breakdown_lines(history, points, seat, start)
    cols = 1 if (h - 88) / len(lines) >= 19 else 2
    col_w = (w - 28) / cols
    row = min(24, (h - 88) / max(1, -(-len(lines) // cols)))
    for i, (what, amount) in enumerate(lines):
        cx = x + 14 + (i % cols) * col_w
        cy = y + 80 + (i // cols) * row
        mid = cy + row / 2
        if what == "start":
            # Translators: the points a seat started with, on the score screen.
            canvas.text(pgettext("score", "start"), 16, (cx + 2, mid), DIM, anchor="midleft")
        elif what == "moves":
            canvas.image(GAME, "stone", (cx, mid - 7, 14, 14))
            words = _("spent on moves") if cols == 1 else pgettext("score", "moves")
            canvas.text(words, 16, (cx + 22, mid), INK, anchor="midleft")
        else:
            canvas.card(GAME, f"{what}-1", (cx, mid - 10, 14, 20))
            if cols == 1:
                canvas.text(fossil_name(what), 16, (cx + 22, mid), INK, anchor="midleft")
        sign = "+" if amount > 0 and what != "start" else ""
        color = DIM if what == "start" or not amount else (
            GOLD if amount > 0 else (255, 150, 130))
        canvas.text(f"{sign}{amount}", 16, (cx + col_w - 12, mid), color, anchor="midright",
                    bold=True)

"""Drawing the Ligretto table for its board: every seat's cards, the centre piles, the
cards in flight, the round's scoring, the 3-2-1 before a round, the pause, and the table's
line of what just happened kept inside its box."""

from __future__ import annotations

import math
from functools import partial

from game.ligretto.cards import NUMBER

from ..kit.print_size import Grown, fit_text, shrunk, wrapped
from ..kit.sign import draw_sign as sign
from ..services.lang import _, text
from ..shell.canvas import SIGN, VEIL, Canvas
from ..shell.palette import DIM, GOLD, INK, WARN
from .ligretto_places import COUNT_MS, GAME, back, emblem, face, pile_rect
from .ligretto_seat import COUNT_BG, empty, fits, paint_seat, part_rect, seat_shows, shown_rows

COUNT_PANEL = (450, 236, 380, 256)     # over the centre, clear of every seat's cards
NEWS_PAD = 10                          # the line of what happened: its side margins
NOTE_SIZES = (17, 16, 15, 14)          # a person's own words, as many lines as fit


def seat_parts(board) -> list:
    """Each seat lying on the table's ground (shell/ground.py), painted again only when
    what it shows changes; a seat with a ladder too tall for its place is left bare
    there and drawn over the ground each frame (`draw_table`)."""
    flying = flying_cards(board)
    parts = []
    for seat, slots in board.slots.items():
        shows = seat_shows(board, seat, slots, flying)
        kept = fits(slots, shows.rows)
        parts.append(((slots, shows if kept else None), part_rect(slots),
                      partial(paint_seat, slots=slots, shows=shows) if kept else bare))
    return parts


def draw_table(board, canvas: Canvas) -> None:
    flying = flying_cards(board)
    for seat, slots in board.slots.items():
        if not fits(slots, shown_rows(board.shown, seat, flying)):
            paint_seat(canvas, slots, seat_shows(board, seat, slots, flying))
    draw_piles(board, canvas, flying)
    for f in board.flights:
        if f.age < f.delay:
            continue
        shown = f.shows if f.shows and (f.still or f.age - f.delay > f.ms / 2) else None
        name = shown or (face(f.card) if f.shows is None else back(int(f.card[0])))
        # Scaled from its landing size while it flies: no card kept at a size seen once.
        canvas.card(GAME, name, f.rect(), lift=f.lift, alpha=f.alpha, base=f.end[2:])
    draw_drag(board, canvas)


def flying_cards(board) -> set:
    """Cards in flight: not shown where they come from, nor yet where they go."""
    return {f.card for f in board.flights}


def bare(canvas: Canvas) -> None:
    """A seat drawn over the ground instead leaves its place bare felt."""


def draw_sign(board, canvas: Canvas) -> None:
    """"Ligretto!", "Round 2", a deadlock: big, over everything, for a moment."""
    if board.sign is None:
        return
    text, age, ms = board.sign
    sign(canvas, text, age, ms)


def draw_countdown(board, canvas: Canvas) -> None:
    """3-2-1 over the centre before a round: the round, the number, how to skip it."""
    step = COUNT_MS * board.table.time_scale / 3
    left = board.countdown
    n = max(1, min(3, math.ceil(left / step)))
    since = n * step - left                 # how long this number has shown
    alpha = max(0, min(255, int(255 * (0.35 + since / 200))))
    g = Grown(canvas, COUNT_PANEL, (20, 62, 1240, 650))    # larger print: larger
    x, y, w, h = g.rect
    cx = x + w / 2
    canvas.panel(g.rect, alpha=215, radius=24)
    fit_text(canvas, _("Round {round}: get ready").format(round=board.shown.round), 28,
             (cx, g.y(COUNT_PANEL[1] + 36)), GOLD, width=w - 40, anchor="center", bold=True,
             shadow=True)
    number = 120 / canvas.text_scale * g.sy         # the number as large as the panel
    canvas.text(str(n), number, (cx, g.y(COUNT_PANEL[1] + 136)), INK, anchor="center",
                bold=True, shadow=True, alpha=alpha)
    fit_text(canvas, _("Click or press a key to start now"), 18, (cx, y + h - 30 * g.sy),
             DIM, width=w - 40, anchor="center")


def draw_news(board, canvas: Canvas, rect) -> None:
    """The table's line of what just happened (`News.draw`: two lines when one cannot
    hold it), a little up when it takes two (the person's cards lie just below); never
    over the round's scores."""
    news = board.table.news
    if board.round_panel.shows():
        news.drawn = []
        return          # (the round's scores lie over the box; the history keeps the line)
    news.draw(canvas, rect, pad=NEWS_PAD, rise=4)


def mark(canvas: Canvas, rect, name: str) -> None:
    """Whose deck a card is from, in its corner (the centre scores by deck)."""
    x, y, w, h = rect
    size = max(14.0, w * 0.24)
    canvas.image(GAME, name, (x + w - size - 4, y + 4, size, size))


def draw_piles(board, canvas: Canvas, flying: set) -> None:
    layout = board.layout
    for k, pile in enumerate(board.shown.piles):
        r = pile_rect(layout, k)
        cards = [c for c in pile if c not in flying]
        if not cards:
            continue
        x, y, w, h = r
        if len(cards) > 1:                  # the pile's height, as an edge beneath
            d = min(4, len(cards))
            canvas.card(GAME, face(cards[-2]), (x + d, y + d, w, h), shadow=False)
        top = cards[-1]
        closed = top.endswith("10")
        canvas.card(GAME, face(top), r, alpha=170 if closed else 255)
        mark(canvas, r, emblem(top))
        if closed:
            done = _("✓ done")
            size = shrunk(canvas, done, 16, w - 4, bold=True)
            ph = max(26, canvas.line_step(size) * 0.94 + 6)
            canvas.panel((x + 2, y + h / 2 - ph / 2, w - 4, ph), alpha=200, radius=8)
            fit_text(canvas, done, size, (x + w / 2, y + h / 2), GOLD, width=w - 4,
                     anchor="center", bold=True)
    d = board.controls.drag
    if d is not None and d["moved"]:
        card = board.controls.card_at(d["target"], board.inputs.mouse_seat)
        if card is not None and NUMBER[card] == 1:
            r = pile_rect(layout, len(board.shown.piles))
            canvas.playable(r, spread=10, strength=160)
            empty(canvas, r)


def draw_drag(board, canvas: Canvas) -> None:
    d = board.controls.drag
    if d is None or not d["moved"]:
        return
    card = board.controls.card_at(d["target"], board.inputs.mouse_seat)
    if card is None:
        return
    w, h = board.slots[board.inputs.mouse_seat].card
    x, y = board.controls.mouse
    canvas.card(GAME, face(card), (x - w / 2, y - h / 2, w, h), lift=1.0)


def draw_pause(board, canvas: Canvas) -> None:
    """Paused (Esc, a controller's Start), or waiting for a controller to join or come
    back: the clock stands still and the panel says for whom."""
    canvas.panel((0, 0, 1280, 720), alpha=170, radius=0, color=(8, 14, 10), hides=VEIL)
    away = board.held_away()
    if away and board.table.waiting_panel.active:
        return              # the host's own panel says it, with a bot to lend: one panel
    g = Grown(canvas, (360, 220, 560, 260), (20, 62, 1240, 650))  # larger print: larger
    canvas.panel(g.rect, alpha=255, radius=18)
    if away:                # across computers: a guest's connection dropped
        fit_text(canvas, _("Waiting for a player to come back"), 26, (640, g.y(270)), GOLD,
                 width=g.w(520), anchor="center", bold=True, shadow=True)
        for k, seat in enumerate(away[:2]):        # each on two lines when it needs them
            name = board.session.seats[seat].shown_name
            lines, size = canvas.fit_lines(
                _("{name}'s connection was lost: the clock waits for them.").format(name=name),
                (19, 18, 17), g.w(520))
            for j, line in enumerate(lines[:2]):
                canvas.text(line, size, (640, g.y(318 + 52 * k + 22 * j)), INK,
                            anchor="center")
        fit_text(canvas, _("The game goes on with a 3-2-1 when they are back."), 17,
                 (640, g.y(450)), DIM, width=g.w(520), anchor="center")
        return
    waiting = board.inputs.waiting()
    if waiting and not board.paused:
        fit_text(canvas, _("Waiting for a controller"), 32, (640, g.y(270)), GOLD,
                 width=g.w(520), anchor="center", bold=True, shadow=True)
        for k, seat in enumerate(waiting[:3]):
            name = board.session.seats[seat].shown_name
            fit_text(canvas, _("{name}: plug in a controller and press one of its buttons.")
                     .format(name=name), 19, (640, g.y(330 + 34 * k)), INK, width=g.w(520),
                     anchor="center")
        fit_text(canvas, _("Esc pauses; the Menu button leaves."), 17, (640, g.y(450)), DIM,
                 width=g.w(520), anchor="center")
        return
    canvas.text(_("Paused"), 44, (640, g.y(290)), GOLD, anchor="center", bold=True,
                shadow=True)
    by = board.held.by if board.held is not None else None
    if by is not None and by != board.me:       # across computers: who paused
        fit_text(canvas, _("{name} paused the game.").format(
            name=board.session.seats[by].shown_name), 19, (640, g.y(328)), INK,
            width=g.w(520), anchor="center")
        if board.me is not None:
            fit_text(canvas, _("Esc or Go on to play."), 17, (640, g.y(354)), DIM,
                     width=g.w(520), anchor="center")
    else:
        fit_text(canvas, _("The clock stands still. Esc or Go on to play."), 19,
                 (640, g.y(340)), INK, width=g.w(520), anchor="center")
    if board.me is not None:            # a table of bots and guests only watches
        button = board.resume_button
        bw = max(200, canvas.text_width(button.label, 20, bold=True) + 28)
        button.rect = (640 - bw / 2, g.y(380), bw, 56 * g.sy)
        button.draw(canvas)


def draw_notes(board, canvas: Canvas) -> None:
    """Each person's own words ("too late"), on their side of the table, fading: wrapped
    at the largest size that fits their box."""
    for seat, (words, age, warning, ms) in board.notes.items():
        x, y, w, h = note_rect(board.slots[seat])
        alpha = max(0, min(255, int(255 * (ms - age) / 400)))
        canvas.panel((x, y, w, h), alpha=min(220, alpha), radius=10, color=COUNT_BG,
                     hides=SIGN)
        lines, size, step = wrapped(canvas, text(words), NOTE_SIZES, w - 16, h - 2, 1)
        top = y + h / 2 - (len(lines) - 1) * step / 2
        for k, line in enumerate(lines):
            canvas.text(line, size, (x + w / 2, top + k * step),
                        WARN if warning else INK, anchor="center", alpha=alpha)


def note_rect(slots):
    """Where a person's own words go: on their name line between the name and the score
    at the bottom; over the name line at the top (the piles lie just below); under the
    row at the sides."""
    x, y, w, h = slots.area
    if slots.place == "bottom":
        return (x + 250, y - 9, w - 370, 28)
    if slots.place == "top":
        return (x, y + 1, w, 33)
    bottom = slots.row[0][1] + slots.card[1] + 22
    return (x + 6, bottom, w - 12, y + h - bottom - 6)

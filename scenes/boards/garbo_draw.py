"""Drawing the Garbo table for its board: the layout with its frame and lit places, the
lines to every match, the hand, a card being covered, the panels that read the board."""

from __future__ import annotations

import math

import pygame

from game.garbo.rules import open_cells, square

from ..kit.print_size import fit_text
from ..kit.words import addressed
from ..services.lang import _, ngettext
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, GOOD, HOVER, INK, LOSS
from .garbo_panels import (
    GAME,
    SUIT_SIGN,
    draw_gift,
    gift_facts,
    gift_lines,
    hand_title,
    label,
    rank,
)

RATIO = 200 / 280           # a card's width over its height
FLASH_MS = 1100             # how long the matches of a play stay drawn
SUIT_LINE = (150, 200, 255)


def draw_last_gain(board, canvas: Canvas, rect, seat: int) -> None:
    last = board.last
    if last is None or last["seat"] == seat:
        return
    x, y, w, h = rect
    text = _("+{points} from {card}").format(points=last["points"], card=label(last["card"]))
    at = y + h - 10 - canvas.line_step(18) / 2 if canvas.text_scale > 1 else y + h - 18
    canvas.text(text, 18, (x + 40, at), GOLD if last["points"] else DIM, anchor="midleft")

def draw_gift_panel(board, canvas: Canvas, preview) -> None:
    rect = board.layout.rect("preview")
    seats = board.session.seats
    if preview is not None:
        card, cell, found = preview
        other = 1 - board.person()
        total = sum(points for _cell, _kind, points in found)
        lines = gift_lines(gift_facts(board.cards, found, cell)) or [
            (_("No card in line matches."), GOOD)]
        title = (_("The {card} here gives you:") if addressed(seats, other)
                 else _("The {card} here gives {taker}:"))
        total_line = (ngettext("Total: {n} point", "Total: {n} points", total).format(n=total)
                      if total else _("Nothing given away"))
        draw_gift(canvas, rect, title.format(card=label(card), taker=board.name(other)),
                  lines, total_line)
        return
    last = board.last
    if last is None and board.watching:
        # Translators: two short lines of one sentence, in a narrow panel.
        draw_gift(canvas, rect, _("What a card gives away"),
                  [(_("Each card's matches show here"), DIM), (_("as it is played."), DIM)])
        return
    if last is None:
        # Translators: three short lines of one sentence, in a narrow panel.
        draw_gift(canvas, rect, _("What a card gives away"),
                  [(_("Hover a lit place with a card"), DIM),
                   (_("picked: lines show every match"), DIM),
                   (_("and the points it hands over."), DIM)])
        return
    giver, taker = last["seat"], 1 - last["seat"]
    title = (_("Last card: your {card}") if addressed(seats, giver)
             else _("Last card: {giver}'s {card}"))
    points = last["points"]
    got = (ngettext("You got {n} point", "You got {n} points", points)
           if addressed(seats, taker)
           else ngettext("{taker} got {n} point", "{taker} got {n} points", points))
    names = {"giver": board.name(giver), "taker": board.name(taker),
             "card": label(last["card"]), "n": points}
    lines = gift_lines(last["facts"]) or [(_("No card in line matched."), GOOD)]
    draw_gift(canvas, rect, title.format(**names), lines, got.format(**names))

def draw_table(board, canvas: Canvas, preview) -> None:
    cells = list(board.cards)
    corner = square(cells) if cells else None
    lit = board.lit() if (board.picked or board.drag) else set()
    # The place under the card glows in the hover's colour; the other lit places gold,
    # except while a lesson points at its move (its pointer is then the one gold glow).
    hovered = preview[1] if preview else None
    lit_colour = HOVER if board.table.holding() else GOLD
    if corner is not None:
        a = board.cell_rect(corner)
        b = board.cell_rect((corner[0] + 3, corner[1] + 3))
        pad = board.gap + (a[3] - a[2]) / 2
        frame = (a[0] - pad, a[1] - board.gap, b[0] + b[2] - a[0] + 2 * pad,
                 b[1] + b[3] - a[1] + 2 * board.gap)
        # Translucent surfaces are kept per size: while the view zooms (every frame a new
        # size) only outlines are drawn, so nothing is cached at sizes seen once.
        if board.settled:
            canvas.panel(frame, alpha=60, radius=16)
        canvas.box((200, 170, 100), frame, radius=16, width=2)
    if board.shown.level == 1 and board.person() is not None:
        for cell in open_cells(board.shown):
            r = board.cell_rect(cell)
            if cell in lit and board.settled:
                lit_mark(canvas, r, cell == hovered, lit_colour)
            if board.settled:
                canvas.panel(r, alpha=70, radius=12, color=(240, 230, 200))
            else:
                canvas.box((240, 230, 200), r, radius=12, width=2)
    turning = {t[0]: t for t in board.turning}
    base = (board.cam[3] * RATIO, board.cam[3])
    for cell, (_up, down) in board.cards.items():
        if down is not None:
            # A replay shows what was covered; the table turns it face down.
            canvas.card_turned(GAME, down if board.watching else "back",
                               board.cell_rect(cell))
    for cell, (up, _down) in board.cards.items():
        r = board.cell_rect(cell)
        if cell in turning:
            draw_turning(board, canvas, r, turning[cell])
            continue
        if cell in lit and board.shown.level == 2:
            lit_mark(canvas, r, cell == hovered, lit_colour)
        canvas.card(GAME, up, r, base=base)
    if preview is not None:
        canvas.card(GAME, preview[0], board.cell_rect(preview[1]), alpha=150)
        draw_matches(board, canvas, preview[1], [
            {"cell": c, "kind": k, "points": p} for c, k, p in preview[2]], 255)
    elif board.flash is not None:
        age = board.flash["age"]
        alpha = int(255 * min(1.0, (FLASH_MS - age) / 300))
        draw_matches(board, canvas, board.flash["cell"], board.flash["matches"], alpha)

def draw_looks(board, canvas: Canvas) -> None:
    """A head start's look: the two places that give least for the picked card, each
    with a ring outside it and the words of the points it gives (never colour alone)."""
    if not board.settled:
        return
    for cell, points in board.least_looks():
        x, y, w, h = board.cell_rect(cell)
        canvas.ring((x, y, w, h), INK, radius=12, gap=7, width=3)
        # What the place gives the opponent, as the seat panel says a card's gift ("+0").
        words = f"+{points}"
        lw = canvas.text_width(words, 16, bold=True) + 14
        lh = canvas.line_step(16) + 4
        canvas.box((20, 40, 30), (x + w / 2 - lw / 2, y + h - lh - 4, lw, lh), radius=8)
        canvas.text(words, 16, (x + w / 2, y + h - lh / 2 - 4), INK, anchor="center",
                    bold=True)


def lit_mark(canvas: Canvas, r, hovered: bool, colour) -> None:
    """A place the picked card may go: under the mouse, dashed; else a steady line."""
    if hovered:
        canvas.hovered(r, spread=10, strength=200)
    else:
        canvas.playable(r, spread=10, strength=120, colour=colour)

def draw_turning(board, canvas: Canvas, r, turn) -> None:
    """A Level-One card turning face down and sideways as it is covered."""
    _cell, card, t = turn
    x, y, w, h = r
    pr = canvas.rect(r)
    face = card if t < 0.5 else "back"
    img = canvas.assets.card(GAME, face, pr.size)
    img = pygame.transform.smoothscale(img, (max(1, round(pr.w * abs(math.cos(math.pi
                                                                              * t)))),
                                             pr.h))
    img = pygame.transform.rotate(img, 90 * t)
    canvas.surface.blit(img, img.get_rect(center=pr.center))

def draw_matches(board, canvas: Canvas, cell, found, alpha: int) -> None:
    """A line from the card to each card it matches, labelled with what matches (the
    rank, or the suit's sign) and the points; the ×10 for the covered card in red."""
    cx, cy, cw, ch = board.cell_rect(tuple(cell))
    centre = (cx + cw / 2, cy + ch / 2)
    labels = []
    for m in found:
        mc = tuple(m["cell"])
        up = board.cards.get(mc, ("", None))[0]
        if mc == tuple(cell):
            canvas.box(LOSS, (cx - 4, cy - 4, cw + 8, ch + 8), radius=14, width=4)
            labels.append((centre, f"×10 +{m['points']}", LOSS, 0))
            continue
        x, y, w, h = board.cell_rect(mc)
        end = (x + w / 2, y + h / 2)
        color = GOLD if m["kind"] == "rank" else SUIT_LINE
        canvas.line(color, [centre, end], 4)
        canvas.box(color, (x - 3, y - 3, w + 6, h + 6), radius=13, width=3)
        what = rank(up) if m["kind"] == "rank" else SUIT_SIGN.get(up[-1:], "")
        labels.append((end, f"{what} +{m['points']}", color,
                       -14 if m["kind"] == "rank" else 14))
    for (x, y), text, color, offset in labels:   # over every line
        tw = canvas.text_width(text, 18, bold=True)
        canvas.panel((x - tw / 2 - 8, y + offset - 13, tw + 16, 26), alpha=215, radius=8)
        canvas.text(text, 18, (x, y + offset), color, anchor="center", bold=True,
                    alpha=alpha)

def draw_hand(board, canvas: Canvas) -> None:
    hand = board.hands[board.bottom]
    if not hand:
        return
    dragging = board.drag["card"] if board.drag and board.drag["moved"] else None
    if board.table.revealed == board.bottom and board.person() is not None:
        for k, card in enumerate(hand):
            if card == board.picked and card != dragging:
                canvas.chosen(board.fan.card_rect(k, len(hand), card), spread=10,
                              strength=220)
    for k, card in enumerate(hand):
        if card == dragging:
            continue
        r = board.fan.card_rect(k, len(hand), card)
        canvas.card(GAME, card if card != "?" else "back", r,
                    lift=0.5 if card == board.picked else 0.0)
    if board.table.revealed != board.bottom and not board.watching:
        x, y, w, h = board.layout.rect("hand")
        title = hand_title(board.session.seats, board.bottom, hidden=True)
        # as wide and tall as its words at the text size chosen (inside the hand's place)
        pw = min(w, max(260, canvas.text_width(title, 18) + 32))
        ph = max(36, canvas.line_step(18) * 1.17 + 8)
        canvas.panel((x + w / 2 - pw / 2, y + h / 2 - ph / 2, pw, ph), alpha=190, radius=10)
        fit_text(canvas, title, 18, (x + w / 2, y + h / 2), DIM, width=pw - 16,
                 anchor="center")

def draw_drag(board, canvas: Canvas) -> None:
    d = board.drag
    if d is None or not d["moved"]:
        return
    x, y = d["pos"]
    w, h = board.cam[3] * RATIO, board.cam[3]
    canvas.card(GAME, d["card"], (x - w / 2, y - h / 2, w, h), lift=1.0)

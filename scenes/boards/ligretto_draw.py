"""Drawing the Ligretto table for its board: every seat's cards, the centre piles, the
cards in flight, the round's scoring, the 3-2-1 before a round, the pause, and the table's
line of what just happened kept inside its box."""

from __future__ import annotations

import math

from game.ligretto.cards import NUMBER
from game.ligretto.rules import (
    PACKET,
    Ladder,
    Play,
)

from ..kit.history import wrap
from ..kit.words import control_words
from ..services.lang import _, ngettext, text
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, HOVER, INK, WARN
from .ligretto_places import COUNT_MS, GAME, NOTE_MS, SIGN_MS, back, emblem, face, pile_rect

COUNT_BG = (20, 26, 22)
COUNT_PANEL = (450, 236, 380, 256)     # over the centre, clear of every seat's cards
NEWS_PAD = 10                          # the line of what happened: its side margins
NOTE_SIZES = (17, 16, 15, 14)          # a person's own words, as many lines as fit


def draw_table(board, canvas: Canvas) -> None:
    flying = {f.card for f in board.flights}
    for seat, slots in board.slots.items():
        draw_seat(board, canvas, seat, slots, flying)
    draw_piles(board, canvas, flying)
    for f in board.flights:
        if f.age < f.delay:
            continue
        shown = f.shows if f.shows and f.age - f.delay > f.ms / 2 else None
        name = shown or (face(f.card) if f.shows is None else back(int(f.card[0])))
        # Scaled from its landing size while it flies: no card kept at a size seen once.
        canvas.card(GAME, name, f.rect(), lift=0.7, base=f.end[2:])
    draw_drag(board, canvas)


def draw_sign(board, canvas: Canvas) -> None:
    """"Ligretto!", "Round 2", a deadlock: big, over everything, for a moment."""
    if board.sign is None:
        return
    text, age = board.sign
    alpha = max(0, min(255, int(255 * min(1.0, age / 120, (SIGN_MS - age) / 300))))
    canvas.panel((340, 300, 600, 90), alpha=alpha * 200 // 255 // 8 * 8, radius=18)
    canvas.text(text, 40, (640, 345), GOLD, anchor="center", bold=True, shadow=True,
                alpha=alpha)


def draw_countdown(board, canvas: Canvas) -> None:
    """3-2-1 over the centre before a round: the round, the number, how to skip it."""
    step = COUNT_MS * board.table.time_scale / 3
    left = board.countdown
    n = max(1, min(3, math.ceil(left / step)))
    since = n * step - left                 # how long this number has shown
    alpha = max(0, min(255, int(255 * (0.35 + since / 200))))
    x, y, w, h = COUNT_PANEL
    cx = x + w / 2
    canvas.panel(COUNT_PANEL, alpha=215, radius=24)
    canvas.fit_text(_("Round {round}: get ready").format(round=board.shown.round), 28,
                    (cx, y + 36), GOLD, width=w - 40, anchor="center", bold=True, shadow=True)
    canvas.text(str(n), 120, (cx, y + 136), INK, anchor="center", bold=True, shadow=True,
                alpha=alpha)
    canvas.fit_text(_("Click or press a key to start now"), 18, (cx, y + h - 30), DIM,
                    width=w - 40, anchor="center")


def draw_news(board, canvas: Canvas, rect) -> None:
    """The table's line of what just happened (`News.draw`: two lines when one cannot
    hold it), a little up when it takes two (the person's cards lie just below); never
    over the round's scores."""
    news = board.table.news
    if board.round_panel.shows():
        news.drawn = []
        return          # (the round's scores lie over the box; the history keeps the line)
    news.draw(canvas, rect, pad=NEWS_PAD, rise=4)


def playable(board, seat: int) -> set:
    """A person's sources with a card that goes to the centre now."""
    if not board.person_may_act():
        return set()
    out = set()
    for m in board.session.legal(seat):
        if isinstance(m, Play):
            out.add((m.source, m.index))
        elif isinstance(m, Ladder):
            out.add((m.source, None))
    return out


def draw_seat(board, canvas: Canvas, seat: int, slots, flying: set) -> None:
    v = board.shown
    hover = board.controls.hover
    me = seat in board.people
    mouse = seat == board.inputs.mouse_seat
    x, y = slots.label
    s = board.session.seats[seat]
    points = v.points[seat]
    label = s.shown_name if me or not s.is_bot else bot_label(s.shown_name, s.level)
    below = slots.controls if me and len(board.people) > 1 else None   # (a narrow side)
    if me and len(board.people) > 1 and below is None:   # whose controls, at a glance
        # Translators: a person's name over their cards, and what they play with
        # ("Ben · Left keys").
        label = _("{name} · {controls}").format(
            name=s.shown_name, controls=control_words(board.inputs.control[seat]))
    score = ngettext("{n} point", "{n} points", points).format(n=points)
    room = slots.area[2] - 20 - canvas.text_width(score, 20, bold=True) - 16
    if not (seat in board.notes and slots.place == "top"):    # their words lie over it
        canvas.fit_text(label, 20, (x, y), INK, width=room, anchor="midleft", bold=True,
                        shadow=True)
        canvas.text(score, 20, (x + slots.area[2] - 20, y), GOLD, anchor="midright",
                    bold=True)
    if below is not None:
        canvas.fit_text(control_words(board.inputs.control[seat]), 18, below, DIM,
                        width=slots.area[2] - 16, anchor="midleft", bold=True)
    live = playable(board, seat) if me else set()
    quiet = board.table.holding()          # a lesson points: only its pointer glows gold
    # The Ligretto stack: its top face up, the count of cards left on it.
    stack = v.stacks[seat]
    top = stack[0] if stack else None
    if top is not None and top not in flying:
        glow(canvas, slots.stack, ("stack", None) in live, mouse and hover == ("stack", None),
             quiet)
        canvas.card(GAME, face(top), slots.stack)   # no deck mark: the count badge sits there
    elif stack:
        canvas.card(GAME, back(seat), slots.stack)
    else:
        empty(canvas, slots.stack)
    badge(canvas, slots.stack, f"{len(stack)}", len(stack) <= 3)
    # The row: each space's column, its top card last (on top).
    for i, col in enumerate(v.rows[seat]):
        r = slots.row[i]
        cards = [c for c in col if c not in flying]
        if not cards:
            empty(canvas, r)
        else:
            glow(canvas, r, ("row", i) in live, mouse and hover == ("row", i), quiet)
        for k, card in enumerate(cards):
            rr = (r[0], r[1] + (k - len(cards) + 1) * 16, r[2], r[3])
            canvas.card(GAME, face(card), rr)
    # The hand (face down) and the discard pile (its top face up).
    hand, discard = v.hands[seat], v.discards[seat]
    if hand:
        if mouse and hover == ("hand", None) and board.person_may_act():
            canvas.glow(slots.hand, HOVER, spread=8, strength=150)
        canvas.card(GAME, back(seat), slots.hand)
        if board.watching:              # a replay: the card the next turn would show
            canvas.peek(GAME, face(hand[min(PACKET, len(hand)) - 1]), slots.hand)
    else:
        empty(canvas, slots.hand)
    badge(canvas, slots.hand, f"{len(hand)}", False)
    top = discard[0] if discard else None
    if top is not None and top not in flying:
        glow(canvas, slots.discard, ("discard", None) in live,
             mouse and hover == ("discard", None), quiet)
        canvas.card(GAME, face(top), slots.discard)
    elif len(discard) > 1:
        canvas.card(GAME, back(seat), slots.discard)       # beneath a card in flight
    else:
        empty(canvas, slots.discard)
    if me and not board.watching:
        keys(canvas, slots, board.inputs.labels(seat))


def bot_label(name: str, level: str | None) -> str:
    """"Ochre · hard": a bot's name and how well it plays, over its cards."""
    text = {"easy": _("{name} · easy"), "medium": _("{name} · medium"),
            "hard": _("{name} · hard")}.get(level, "{name} · {level}")
    return text.format(name=name, level=level)


def keys(canvas: Canvas, slots, labels: dict[str, str]) -> None:
    """A person's keys or buttons, each under the place it plays (ligretto_input: the
    keys in use, in the language in use; nothing for the mouse alone)."""
    places = [(slots.stack, "stack"), (slots.hand, "turn"), (slots.discard, "discard")]
    places += [(r, f"row{i + 1}") for i, r in enumerate(slots.row)]
    for (x, y, w, h), action in places:
        if action in labels:
            canvas.fit_text(labels[action], 18, (x + w / 2, y + h + 10), DIM, width=w + 8,
                            anchor="center", bold=True)


def glow(canvas: Canvas, rect, live: bool, hover: bool, quiet: bool = False) -> None:
    """A card that may be played glows gold; under the mouse, in the hover's colour (never
    the gold of a hint's or a lesson's pointer). `quiet`: a lesson points at its own move,
    so the other playable cards do not glow."""
    if live and hover:
        canvas.glow(rect, HOVER, spread=12, strength=230)
    elif live and not quiet:
        canvas.glow(rect, GOLD, spread=8, strength=150)


def empty(canvas: Canvas, rect) -> None:
    canvas.panel(rect, alpha=60, radius=10, color=(230, 225, 200))


def badge(canvas: Canvas, rect, text: str, warn: bool) -> None:
    x, y, w, h = rect
    canvas.panel((x + w - 30, y - 10, 36, 24), alpha=220, radius=10, color=COUNT_BG)
    canvas.text(text, 17, (x + w - 12, y + 2), WARN if warn else INK, anchor="center",
                bold=True)


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
            canvas.panel((x + 2, y + h / 2 - 13, w - 4, 26), alpha=200, radius=8)
            canvas.fit_text(_("✓ done"), 16, (x + w / 2, y + h / 2), GOLD, width=w - 4,
                            anchor="center", bold=True)
    d = board.controls.drag
    if d is not None and d["moved"]:
        card = board.controls.card_at(d["target"], board.inputs.mouse_seat)
        if card is not None and NUMBER[card] == 1:
            r = pile_rect(layout, len(board.shown.piles))
            canvas.glow(r, GOLD, spread=10, strength=160)
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
    canvas.panel((0, 0, 1280, 720), alpha=170, radius=0, color=(8, 14, 10))
    away = board.held_away()
    if away and board.table.waiting_panel.active:
        return              # the host's own panel says it, with a bot to lend: one panel
    canvas.panel((360, 220, 560, 260), alpha=230, radius=18)
    if away:                # across computers: a guest's connection dropped
        canvas.fit_text(_("Waiting for a player to come back"), 26, (640, 270), GOLD,
                        width=520, anchor="center", bold=True, shadow=True)
        for k, seat in enumerate(away[:2]):        # each on two lines when it needs them
            name = board.session.seats[seat].shown_name
            lines, size = canvas.fit_lines(
                _("{name}'s connection was lost: the clock waits for them.").format(name=name),
                (19, 18, 17), 520)
            for j, line in enumerate(lines[:2]):
                canvas.text(line, size, (640, 318 + 52 * k + 22 * j), INK, anchor="center")
        canvas.fit_text(_("The game goes on with a 3-2-1 when they are back."), 17,
                        (640, 450), DIM, width=520, anchor="center")
        return
    waiting = board.inputs.waiting()
    if waiting and not board.paused:
        canvas.fit_text(_("Waiting for a controller"), 32, (640, 270), GOLD, width=520,
                        anchor="center", bold=True, shadow=True)
        for k, seat in enumerate(waiting[:3]):
            name = board.session.seats[seat].shown_name
            canvas.fit_text(_("{name}: plug in a controller and press one of its buttons.")
                            .format(name=name), 19, (640, 330 + 34 * k), INK, width=520,
                            anchor="center")
        canvas.fit_text(_("Esc pauses; the Menu button leaves."), 17, (640, 450), DIM,
                        width=520, anchor="center")
        return
    canvas.text(_("Paused"), 44, (640, 290), GOLD, anchor="center", bold=True, shadow=True)
    by = board.held.by if board.held is not None else None
    if by is not None and by != board.me:       # across computers: who paused
        canvas.fit_text(_("{name} paused the game.").format(
            name=board.session.seats[by].shown_name), 19, (640, 328), INK, width=520,
            anchor="center")
        if board.me is not None:
            canvas.fit_text(_("Esc or Go on to play."), 17, (640, 354), DIM, width=520,
                            anchor="center")
    else:
        canvas.fit_text(_("The clock stands still. Esc or Go on to play."), 19, (640, 340),
                        INK, width=520, anchor="center")
    if board.me is not None:            # a table of bots and guests only watches
        board.resume_button.draw(canvas)


def draw_notes(board, canvas: Canvas) -> None:
    """Each person's own words ("too late"), on their side of the table, fading: wrapped
    at the largest size that fits their box."""
    for seat, (words, age, warning) in board.notes.items():
        x, y, w, h = note_rect(board.slots[seat])
        alpha = max(0, min(255, int(255 * (NOTE_MS - age) / 400)))
        canvas.panel((x, y, w, h), alpha=min(220, alpha), radius=10, color=COUNT_BG)
        said = text(words)
        for size in NOTE_SIZES:
            lines = wrap(canvas, said, size, w - 16)
            if len(lines) * (size + 1) <= h - 2:
                break
        lines = lines[:max(1, int((h - 2) // (size + 1)))]
        top = y + h / 2 - (len(lines) - 1) * (size + 1) / 2
        for k, line in enumerate(lines):
            canvas.fit_text(line, size, (x + w / 2, top + k * (size + 1)),
                            WARN if warning else INK, width=w - 16, anchor="center",
                            alpha=alpha)


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

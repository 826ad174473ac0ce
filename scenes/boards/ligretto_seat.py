"""One seat's cards on the Ligretto table: its stack, row, hand and discard pile, its name
and points, the keys under its cards.

What a seat shows is gathered first (`seat_shows`: plain data) and painted from that alone
(`paint_seat`), so the table keeps each seat lying on its ground and paints it again only
when what it shows changes (shell/ground.py): while everyone plays, most frames move a card
or two, and a table of four seats drawn card by card was a hundred blits a frame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ligretto.rules import PACKET, Ladder, Play

from ..kit.print_size import fit_text, shrunk
from ..kit.words import control_words
from ..services.lang import _, ngettext
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, WARN
from .ligretto_places import GAME, back, face

COUNT_BG = (20, 26, 22)
GLOW = 12               # the widest halo round a card (under the mouse)
RISE = 16               # a row ladder's cards, each this much above the next
KEYS_BELOW = 22         # the line of keys under a seat's cards


@dataclass(frozen=True)
class SeatShows:
    """Everything one seat's part of the table shows, and nothing else."""
    seat: int
    panel: bool                 # the others' seats lie on a panel of their own
    label: str | None           # the name line (None: the person's own words lie over it)
    score: str
    controls: str | None        # a line of its own for what a person plays with
    stack: str | None           # its top card, face up (None: a back or nothing)
    stack_left: int
    rows: tuple                 # each space's column of cards, bottom card first
    hand_left: int
    peek: str | None            # a replay: the card the next turn would show
    discard: str | None         # its top card, face up
    discard_left: int
    glows: tuple                # (place, "live" or "hover") for each card glowing
    keys: tuple                 # (action, what to press) under the cards


def seat_shows(board, seat: int, slots, flying: set) -> SeatShows:
    """What `seat` shows now: cards in flight are not shown where they come from."""
    v = board.shown
    hover = board.controls.hover
    me = seat in board.people
    mouse = seat == board.inputs.mouse_seat
    s = board.session.seats[seat]
    points = v.points[seat]
    label = s.shown_name if me or not s.is_bot else bot_label(s.shown_name, s.level)
    # A head start, chosen openly on the menu (game/headstart.py), is said with the name
    # on a seat's panel; at the foot of the table beside the points, clear of the middle
    # (its 3-2-1 and the round's scores).
    foot = slots.place == "bottom"
    if s.helped and not foot:
        # Translators: over a person's cards: they took a head start (a shorter stack).
        label = _("{name} · head start").format(name=s.shown_name)
    several = me and len(board.people) > 1
    if several and slots.controls is None:     # whose controls, at a glance
        # Translators: a person's name over their cards, and what they play with
        # ("Ben · Left keys").
        label = _("{name} · {controls}").format(
            name=s.shown_name, controls=control_words(board.inputs.control[seat]))
        if s.helped and not foot:
            label = _("{name} · {controls} · head start").format(
                name=s.shown_name, controls=control_words(board.inputs.control[seat]))
    if seat in board.notes and slots.place == "top":    # their words lie over it
        label = None
    live = playable(board, seat) if me else set()
    quiet = board.table.holding()          # a lesson points: only its pointer glows gold
    carried = board.keys.carried() if me else None
    glows = []

    def lit(place, shown: bool) -> None:
        """A card that may be played glows gold; under the mouse, in the hover's colour
        (never the gold of a hint's or a lesson's pointer), and so does the card the
        keyboard carries to a pile (ligretto_keys.py). `quiet`: a lesson points at its
        own move, so the other playable cards do not glow."""
        if shown and (place == carried or place in live and mouse and hover == place):
            glows.append((place, "hover"))
        elif shown and place in live and not quiet:
            glows.append((place, "live"))

    stack, hand, discard = v.stacks[seat], v.hands[seat], v.discards[seat]
    top = stack[0] if stack and stack[0] not in flying else None
    lit(("stack", None), top is not None)
    rows = shown_rows(v, seat, flying)
    for i, cards in enumerate(rows):
        lit(("row", i), bool(cards))
    if hand and mouse and hover == ("hand", None) and board.person_may_act():
        glows.append((("hand", None), "turn"))
    dtop = discard[0] if discard and discard[0] not in flying else None
    lit(("discard", None), dtop is not None)
    return SeatShows(
        seat=seat, panel=slots.place != "bottom", label=label,
        score=(ngettext("head start · {n} point", "head start · {n} points", points)
               if s.helped and foot else
               ngettext("{n} point", "{n} points", points)).format(n=points),
        controls=control_words(board.inputs.control[seat])
        if several and slots.controls is not None else None,
        stack=top, stack_left=len(stack), rows=rows, hand_left=len(hand),
        peek=face(hand[min(PACKET, len(hand)) - 1]) if hand and board.watching else None,
        discard=dtop, discard_left=len(discard), glows=tuple(glows),
        keys=tuple(board.inputs.labels(seat).items()) if me and not board.watching else ())


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


def part_rect(slots) -> tuple:
    """Everything a seat paints (its panel, its cards with their halos and counts, the keys
    under them), as one rectangle of the table: none reaches another seat's."""
    x, y, w, h = slots.area
    cards = [slots.stack, slots.hand, slots.discard, *slots.row]
    left = min(x, *(c[0] - GLOW for c in cards))
    top = min(y, *(c[1] - GLOW for c in cards))
    right = max(x + w, *(c[0] + c[2] + GLOW for c in cards))
    bottom = max(y + h, *(c[1] + c[3] + KEYS_BELOW for c in cards))
    return (left, top, right - left, bottom - top)


def shown_rows(view, seat: int, flying: set) -> tuple:
    return tuple(tuple(c for c in col if c not in flying) for col in view.rows[seat])


def fits(slots, rows: tuple) -> bool:
    """Whether each row column lies inside the seat's part of the table: a row ladder's
    column rising above it (the variant's tall columns, now and then) is drawn over the
    table each frame instead."""
    top = part_rect(slots)[1]
    return all(r[1] - RISE * (len(col) - 1) - GLOW >= top for r, col in zip(slots.row, rows))


def paint_seat(canvas: Canvas, slots, shows: SeatShows) -> None:
    if shows.panel:
        canvas.panel(slots.area, alpha=90)
    x, y = slots.label
    if shows.label is not None:
        # Larger print keeps above the cards' counts: smaller, down to its Normal size.
        t = canvas.text_scale
        top = min(slots.stack[1], slots.hand[1], *(r[1] for r in slots.row)) - 12
        size = min(20, max(20 / t, (top - y) / (0.36 * t))) if t > 1 else 20
        if t > 1:           # the name and the score side by side: both smaller if need be
            both = shows.label + "  " + shows.score
            size = shrunk(canvas, both, size, slots.area[2] - 36, bold=True)
        room = slots.area[2] - 20 - canvas.text_width(shows.score, size, bold=True) - 16
        fit_text(canvas, shows.label, size, (x, y), INK, width=room, anchor="midleft",
                 bold=True, shadow=True)
        canvas.text(shows.score, size, (x + slots.area[2] - 20, y), GOLD, anchor="midright",
                    bold=True)
    if shows.controls is not None:
        canvas.fit_text(shows.controls, 18, slots.controls, DIM, width=slots.area[2] - 16,
                        anchor="midleft", bold=True)
    glows = dict(shows.glows)
    own = back(shows.seat)
    # The Ligretto stack: its top face up, the count of cards left on it.
    glow(canvas, slots.stack, glows.get(("stack", None)))
    if shows.stack is not None:
        canvas.card(GAME, face(shows.stack), slots.stack)   # no deck mark: the count's there
    elif shows.stack_left:
        canvas.card(GAME, own, slots.stack)
    else:
        empty(canvas, slots.stack)
    badge(canvas, slots.stack, f"{shows.stack_left}", shows.stack_left <= 3)
    # The row: each space's column, its top card last (on top).
    for i, cards in enumerate(shows.rows):
        r = slots.row[i]
        if not cards:
            empty(canvas, r)
        glow(canvas, r, glows.get(("row", i)))
        for k, card in enumerate(cards):
            canvas.card(GAME, face(card), (r[0], r[1] + (k - len(cards) + 1) * RISE, r[2], r[3]))
    # The hand (face down) and the discard pile (its top face up).
    if shows.hand_left:
        glow(canvas, slots.hand, glows.get(("hand", None)))
        canvas.card(GAME, own, slots.hand)
        if shows.peek is not None:
            canvas.peek(GAME, shows.peek, slots.hand)
    else:
        empty(canvas, slots.hand)
    badge(canvas, slots.hand, f"{shows.hand_left}", False)
    glow(canvas, slots.discard, glows.get(("discard", None)))
    if shows.discard is not None:
        canvas.card(GAME, face(shows.discard), slots.discard)
    elif shows.discard_left > 1:
        canvas.card(GAME, own, slots.discard)       # beneath a card in flight
    else:
        empty(canvas, slots.discard)
    keys(canvas, slots, dict(shows.keys))


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
    t = canvas.text_scale       # larger print: as large as the room under a card allows
    size = min(18, max(18 / t, 8 / (0.36 * t))) if t > 1 else 18
    for (x, y, w, h), action in places:
        if action in labels:
            canvas.fit_text(labels[action], size, (x + w / 2, y + h + 10), DIM, width=w + 8,
                            anchor="center", bold=True)


def glow(canvas: Canvas, rect, kind: str | None) -> None:
    if kind == "hover":
        canvas.hovered(rect, spread=GLOW, strength=230)
    elif kind == "live":
        canvas.playable(rect, spread=8, strength=150)
    elif kind == "turn":                # the hand under the mouse: it turns cards over
        canvas.hovered(rect, spread=8, strength=150)


def empty(canvas: Canvas, rect) -> None:
    canvas.panel(rect, alpha=60, radius=10, color=(230, 225, 200))


def badge(canvas: Canvas, rect, text: str, warn: bool) -> None:
    x, y, w, h = rect
    # as large as its number at the text size chosen, growing into the card's corner
    bw = max(36, canvas.text_width(text, 17, bold=True) + 12)
    bh = max(24, canvas.line_step(17) * 1.17 * 0.8 + 6)
    canvas.panel((x + w + 6 - bw, y - 10, bw, bh), alpha=220, radius=10, color=COUNT_BG)
    canvas.text(text, 17, (x + w + 6 - bw / 2, y - 10 + bh / 2), WARN if warn else INK,
                anchor="center", bold=True)

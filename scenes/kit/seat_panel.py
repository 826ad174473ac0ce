"""The panel every game draws for a seat: name, person or bot (or where the person on another
computer is), score, whose turn."""

from __future__ import annotations

from ..services.lang import _
from ..services.session import Seat
from ..services.table_session import AWAY, FREE
from ..shell.canvas import TURN as TURN_MARK
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, WARN
from . import words
from .print_size import fit_text, fitted, grown

TURN = GOLD
MARKER = 30         # room a game may keep beside the name for its seat's marker
HEADER = 66        # the panel's own top; a game draws below it
GLOW = 12           # how far the glow of whose turn it is reaches past the panel


def header(rect, canvas: Canvas | None = None) -> tuple:
    """The part of a seat's panel this module draws (its name, kind and points), taller at
    a larger text size (`header_height`)."""
    x, y, w, h = rect
    return (x, y, w, min(h, HEADER if canvas is None else header_height(canvas)))


def header_height(canvas: Canvas) -> float:
    """The height of a seat panel's header at the text size chosen: a game draws below it."""
    return grown(canvas, HEADER)


def seat_kind(seat: Seat) -> str:
    """'Bot · hard', 'Person', 'Person · head start' in the language in use."""
    return words.seat_kind(seat.level if seat.is_bot else "helped" if seat.helped
                           else "human")


def draw_seat_panel(canvas: Canvas, rect, seat: Seat, score: int, active: bool,
                    winner: bool = False, presence: str | None = None,
                    glow: bool = True) -> float:
    """The panel's header, the top 66 of its height; below it the game draws what it
    likes (a tray, a score's breakdown), so nothing of the panel's own goes there.
    `presence`: the seat is kept for a person on another computer (the session's
    `presence`), said in place of the seat's kind; one still awaited has no name yet, so
    a sentence says so where the name goes; `glow`: the halo of whose turn it is, past
    the panel's edge (a game may draw it itself, over its neighbours). The x where the
    name ends (a game's marker goes beside it)."""
    x, y, w, h = rect
    t = canvas.text_scale           # the rows lie lower at a larger text size
    panel_ground(canvas, rect, active, winner, glow)
    if active:
        # A shape as well as a colour says whose turn it is.
        canvas.text("▶", 20, (x + 14, y + 24 * t), TURN, anchor="midleft")
    canvas.text(str(score), 36, (x + w - 16, y + 26 * t), INK, anchor="midright", bold=True,
                shadow=True)
    # Translators: the word under a seat's score (the number above it), as a label.
    points = _("points")
    left = x + 14 + canvas.text_width("▶", 20) + 6 if t > 1 else x + 40
    said = _("playing now") if active and presence != AWAY else (
        _("★ winner") if winner else "")
    psize = 18                      # larger print: "points" at its Normal size when the
    if t > 1 and said and canvas.text_width(said, 18 / t, True) + 12 + \
            canvas.text_width(points, 18) > x + w - 16 - left:     # line beside it needs
        psize = 18 / t                                           # the room
    canvas.text(points, psize, (x + w - 16, y + 54 * t), DIM, anchor="midright")
    # A long name is kept clear of the score (shortened past two sizes smaller: the
    # mouse over it shows it whole).
    room = x + w - 16 - canvas.text_width(str(score), 36, bold=True) - 12 - left
    if presence == FREE:
        return awaited(canvas, left, y + 38 * t, room - MARKER)
    name_room = room - (MARKER if t > 1 else 0)     # larger print: its marker beside it
    shown, size = fitted(canvas, seat.shown_name, 24, name_room, True) if t > 1 else \
        canvas.fitted(seat.shown_name, 24, room, True)
    drawn = canvas.text(shown, size, (left, y + 24 * t), INK, anchor="midleft", bold=True,
                        shadow=True)
    if shown != seat.shown_name:
        canvas.cut.append((drawn, seat.shown_name))
    name_end = left + canvas.text_width(shown, size, True)
    # The line under the name: whose turn it is (alone, as there is room beside "points"
    # for one thing only) or who won, followed by the seat's kind if it fits; a guest
    # away on their turn is said away (the glow says whose turn the table waits for).
    kind_x = left
    end = x + w - 16 - canvas.text_width(points, psize) - 12
    if said:
        shown, s = fitted(canvas, said, 18, end - kind_x, bold=True)
        canvas.text(shown, s, (kind_x, y + 52 * t), GOLD, anchor="midleft", bold=True)
        kind_x += canvas.text_width(shown, s, bold=True) + 12
    kind = _(words.PRESENCE[presence]) if presence else seat_kind(seat)
    room = end - kind_x
    if not said and presence:       # where the person is, kept whole, a size or two less
        fit_text(canvas, kind, 18, (kind_x, y + 52 * t), WARN if presence == AWAY else DIM,
                 width=room, anchor="midleft")
    elif not said:
        fit_text(canvas, kind, 18, (kind_x, y + 52 * t), DIM, width=room, anchor="midleft")
    elif not active and canvas.text_width(kind, 18) <= room:
        canvas.text(kind, 18, (kind_x, y + 52 * t), DIM, anchor="midleft")
    elif seat.helped and not presence:      # a head start is said on every turn too
        # Translators: beside "playing now" on a seat's panel, or beside the name: this
        # person took a head start (chosen openly on the menu).
        tag = _("head start")
        size = next((s for s in (18, 16, 15) if canvas.text_width(tag, s) <= room), None)
        if size is not None:
            canvas.text(tag, size, (kind_x, y + 52 * t), DIM, anchor="midleft")
        else:               # beside the name, clear of the score, when there is room
            room = x + w - 16 - canvas.text_width(str(score), 36, bold=True) - 12 \
                - name_end - 10
            size = next((s for s in (16, 15) if canvas.text_width(tag, s) <= room), None)
            if size is not None:
                canvas.text(tag, size, (name_end + 10, y + 26 * t), DIM, anchor="midleft")
    return name_end


def turn_glow(canvas: Canvas, rect) -> None:
    """The halo round the panel of whose turn it is: GLOW past its edge."""
    canvas.glow(rect, TURN, radius=14, spread=GLOW, strength=200)


def panel_ground(canvas: Canvas, rect, active: bool, winner: bool = False,
                 glow: bool = True) -> None:
    """The panel under its words: its glow and gold edge for whose turn it is (or who won)."""
    if active and glow:
        turn_glow(canvas, rect)
    canvas.panel(rect, alpha=150 if active else 110)
    if active or winner:
        canvas.box(TURN, rect, radius=14, width=3 if canvas.contrast else 2)
    if active:      # told by the ▶ before the name, not by the glow's gold alone
        canvas.note_mark(TURN_MARK, TURN, rect)


def awaited(canvas: Canvas, x: float, mid: float, width: float) -> float:
    """'Waiting for a person on another computer.' on one or two lines centred on `mid`,
    where a seat's name and kind go; the x where its first line ends."""
    # Down to the smallest size before a cut: a long language in a narrow panel.
    lines, size = canvas.fit_lines(_(words.WAITS), (20, 18, 16, 14), width)
    for k, line in enumerate(lines):
        at = mid + (k - (len(lines) - 1) / 2) * canvas.line_step(size, 6)
        canvas.text(line, size, (x, at), DIM, anchor="midleft")
    return x + canvas.text_width(lines[0], size)

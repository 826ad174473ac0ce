"""Petroglyph without a table: its menu paragraph and solitaire option, the score scene's
sentences and sets, the rating names, and the images rendered ahead."""

from __future__ import annotations

from game.petroglyph.cards import RATINGS, rating, set_points
from game.petroglyph.rules import HIDDEN

from ..kit.layout import Layout
from ..kit.seat_panel import HEADER, header_height
from ..services.lang import N_, _, ngettext, pgettext
from ..shell.canvas import Canvas
from ..shell.palette import GOLD
from .face import GameFace, MenuOption, winner_headline

GAME = "petroglyph"
MINI = (40, 56)           # a card in a seat's tray
MINI_STEP, SET_GAP, TRAY_ROW = 20, 12, 64


def ending(view) -> str:
    """Why the game ended: every card turned, or the face-down cards can make no set."""
    if any(c is not None and i not in view.up for i, c in enumerate(view.grid)):
        return _("Game over: the face-down cards left cannot make a set.")
    return _("Game over: every card has been turned.")


def rating_name(name: str) -> str:
    """A solitaire rating (game/'s RATINGS: 'Amazing' ... 'Good') in the language in use."""
    return {"Amazing": pgettext("rating", "Amazing"),
            "Excellent": pgettext("rating", "Excellent"),
            "Great": pgettext("rating", "Great"),
            "Good": pgettext("rating", "Good")}.get(name, name)


def tray_slots(panel, sets: list[tuple[str, ...]], extra: int = 0, row: int = TRAY_ROW,
               drop: float = 0):
    """Where each mini card of each set sits in a seat panel: flowing left to right, below
    its header (`drop` lower when the header has grown with the text size)."""
    x0, y0, w = panel[:3]
    x, y = x0 + 16, y0 + 78 + drop
    out = []
    for cards in sets + ([("",) * extra] if extra else []):
        width = MINI[0] + MINI_STEP * (len(cards) - 1)
        if x + width > x0 + w - 12:
            x, y = x0 + 16, y + row
        out.append([(x + MINI_STEP * i, y, *MINI) for i in range(len(cards))])
        x += width + SET_GAP
    return out


def draw_sets(canvas: Canvas, panel, sets, points: bool = False) -> None:
    """A seat's collected sets as small fans; with `points`, each set's score beneath."""
    row = TRAY_ROW + canvas.line_step(18, 8) if points else TRAY_ROW
    drop = header_height(canvas) - HEADER
    for cards, slots in zip(sets, tray_slots(panel, list(sets), row=row, drop=drop)):
        for card, r in zip(cards, slots):
            canvas.card(GAME, card, r)
        if points:
            x, y = slots[0][0], slots[0][1] + MINI[1] + 2
            width = slots[-1][0] + MINI[0] - x
            canvas.text(f"+{set_points(cards)}", 18, (x + width / 2, y), GOLD,
                        anchor="midtop", bold=True)


def peek(canvas: Canvas, rect, card) -> None:
    """A replay shows what a face-down card is: its face, smaller, on its back."""
    if card not in (None, HIDDEN):
        canvas.peek(GAME, card, rect)


def warm_up_jobs(canvas: Canvas) -> list:
    """Render the table and every card at the sizes this board shows them, ahead of time."""
    from game.petroglyph.cards import DECK
    layout = Layout(GAME)
    size = (layout.prop("grid", "card_w"), layout.prop("grid", "card_h"))
    jobs = [canvas.warm_table]
    for card in DECK + ("back",):
        for w, h in (size, MINI):
            jobs.append(lambda c=card, w=w, h=h: canvas.assets.card(
                GAME, c, canvas.rect((0, 0, w, h)).size))
    return jobs


class PetroglyphFace(GameFace):
    replay_note = N_("face-down cards show their faces")
    blurb = N_("Memory with a twist: find sets of matching rock carvings. 1-4 players; "
               "one player alone plays the solitaire challenge.")
    warm_up = staticmethod(warm_up_jobs)

    @staticmethod
    def head_start_words() -> str:
        return _("A head start: at your first turn, one row of the cards shows face up to "
                 "you alone for a few seconds.")

    @staticmethod
    def menu_options(players: int) -> list[MenuOption]:
        if players != 1:
            return []
        return [MenuOption("solo_shuffle",
                           (("lines", N_("Solitaire shuffle: rows and columns")),
                            ("rows", N_("Solitaire shuffle: rows only"))),
                           N_("One seat alone plays the solitaire challenge."))]

    @staticmethod
    def headline(session) -> str:
        if session.players == 1:
            score = session.scores()[0]
            band = rating(score)
            if band:
                return ngettext("Solitaire: {n} point · {rating}!",
                                "Solitaire: {n} points · {rating}!", score).format(
                    n=score, rating=rating_name(band))
            floor, name = min(RATINGS)
            return ngettext("Solitaire: {n} point · below {rating} ({floor}): try again!",
                            "Solitaire: {n} points · below {rating} ({floor}): try again!",
                            score).format(n=score, rating=rating_name(name), floor=floor)
        return winner_headline(session)

    @staticmethod
    def draw_result(canvas: Canvas, rect, session, seat: int) -> None:
        view = session.view(None)
        draw_sets(canvas, rect, [tuple(s) for s in view.sets[seat]], points=True)

    @staticmethod
    def result_note(session) -> str:
        if session.players == 1:
            # Translators: a solitaire rating and the score it starts at ("Good 20").
            return " · ".join(_("{rating} {floor}").format(rating=rating_name(name), floor=floor)
                              for floor, name in sorted(RATINGS))
        return ending(session.view(None))

    tips = {
        "mismatch": N_("Cards of two colours in one turn are a mismatch: they turn face down "
                       "again where they were. Remember where each lies!"),
        "green": N_("After a green card you may collect the greens turned so far, or risk "
                    "turning another card for more."),
        "discard": N_("In solitaire a mismatch costs a card: pick one of the turned cards to "
                      "leave the game."),
    }

"""Garbo without a table: its menu paragraph and diagonals option, the score scene's
sentences and story, its tips, and the card sizes and images rendered ahead."""

from __future__ import annotations

from game.garbo.cards import DECK

from ..kit.layout import Layout
from ..services.lang import N_, _
from ..shell.canvas import Canvas
from .face import GameFace, MenuOption
from .garbo_draw import RATIO
from .garbo_panels import GAME, MINI, draw_story, headline


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
    """A table card's (width, height) when `span` rows or columns must fit the grid with
    the square's frame, a gap beyond its cards (over the banner and under the line of what
    happened it crossed both). Columns are as far apart as rows: a covered card lies
    sideways in the gap."""
    gw, gh = layout.rect("grid")[2:]
    gap = layout.prop("grid", "gap")
    h = min(layout.prop("grid", "max_card_h"), (gh - gap) / span - gap,
            (gw - gap) / span - gap)
    return round(h * RATIO, 1), round(h, 1)


def hand_size(layout) -> tuple[float, float]:
    h = layout.prop("hand", "card_h")
    return round(h * RATIO, 1), h

class GarboFace(GameFace):
    replay_note = N_("both hands and the covered cards show")
    blurb = N_("For two: build a 4x4 square of cards. A card in line with one of its rank or "
               "suit gives your opponent points: give away less. Level Two: covering a match "
               "costs ten times.")
    warm_up = staticmethod(warm_up_jobs)
    hides_hands = True

    @staticmethod
    def head_start_words() -> str:
        return _("A head start: at your turn, the two places that give the fewest points "
                 "for the card you picked are marked.")

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

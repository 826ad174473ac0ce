"""A game's rules page (seeds/<lang>/<game>.md in the language in use when there is one,
else seeds/<game>.md), wrapped to the screen and scrollable: the wheel, the arrow keys,
Page Up/Down, Home and End."""

from __future__ import annotations

import os

import pygame

from ..kit import markdown
from ..kit.widgets import Button
from ..services import lang, parts
from ..services.lang import N_, _
from ..shell.canvas import Canvas
from ..shell.palette import FAINT, GOLD, NOTE
from ..shell.scene import Scene

LEFT, WIDTH, TOP, BOTTOM, GAP_SLACK = 140, 1000, 90, 640, 10
PANEL = (100, 70, 1080, 580)
LINE, PAGE = 60, BOTTOM - TOP - 60      # an arrow key's step; a page keeps one line in view
HINT_W = 1100 - 16 - LEFT               # the hint's room, left of Back
HINT = N_("Wheel, arrows, Page Up/Down, Home/End to scroll · Esc to go back")


def page_path(game: str, code: str | None = None) -> str:
    """The page in the language `code` (the one in use) when there is one, else English."""
    code = lang.current() if code is None else code
    pages = parts.get(game).pages
    translated = pages.get(code, "")
    return translated if os.path.exists(translated) else pages["en"]


def read_page(game: str, code: str | None = None) -> list[str]:
    try:
        with open(page_path(game, code), encoding="utf-8") as f:
            return f.read().splitlines()
    except OSError:
        from game import RULES
        title = RULES[game].title if game in RULES else game
        return [f"# {title}", _("The rules page could not be found.")]


class RulesScene(Scene):
    own_arrows = True        # the arrows scroll the page until Tab shows the focus
    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self.language = lang.current()          # the language the page was read in
        self.source = read_page(game)
        self.scroll = 0.0
        self.rows: list[markdown.Row] | None = None
        self.laid_at: tuple | None = None       # the window's scale and the text size the
                                                # rows were measured at
        self.bottom = BOTTOM                    # the page's box ends here (above the hint)
        self.hint: tuple = ([], 18, 20)          # the hint's lines, their size and step
        self.buttons = [Button((1100, 650, 150, 48), lambda: _("Back"), app.pop,
                               primary=True)]

    def layout(self, canvas: Canvas) -> None:
        """Lay the page out, measured in the window's real font sizes (again after a
        resize: the fonts' widths do not scale exactly with the window)."""
        self.rows = markdown.layout(self.source, WIDTH, lambda t, size, bold:
                                    canvas.text_width(t, size, bold), canvas.text_scale)
        self.laid_at = (canvas.scale, canvas.text_scale)
        hint, size = canvas.fit_lines(_(HINT), (18, 17, 16), HINT_W)
        step = canvas.line_step(size, 2)
        # the page's box ends above the hint (on two lines at a large text size)
        self.bottom = min(BOTTOM, 720 - 10 - len(hint) * step - 8 - (PANEL[1] + PANEL[3] -
                                                                     BOTTOM))
        self.hint = (hint, size, step)

    @property
    def most(self) -> float:
        """The furthest the page scrolls: its last row at the bottom of the box."""
        if self.rows is None:
            return float("inf")
        return max(0.0, sum(h for h, _ in self.rows) - (self.bottom - TOP))

    def scroll_to(self, y: float) -> None:
        self.scroll = max(0.0, min(self.most, y))

    def handle_event(self, event) -> bool:
        page = PAGE - (BOTTOM - self.bottom)
        steps = {pygame.K_DOWN: LINE, pygame.K_UP: -LINE,
                 pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * LINE)
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll_to(self.scroll + steps[event.key])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_HOME:
            self.scroll_to(0.0)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_END:
            self.scroll_to(self.most)
        else:
            return super().handle_event(event)
        return True

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        if self.language != lang.current():     # another language since: its own page
            self.language, self.source = lang.current(), read_page(self.game)
            self.rows = None
        if self.rows is None or self.laid_at != (canvas.scale, canvas.text_scale):
            self.layout(canvas)
        bottom = self.bottom
        canvas.panel((*PANEL[:3], PANEL[3] - (BOTTOM - bottom)), alpha=170)
        self.scroll_to(self.scroll)
        y = TOP - self.scroll
        for height, pieces in self.rows:
            cards = [p for p in pieces if isinstance(p, markdown.Card)]
            if cards:
                self._draw_cards(canvas, cards, y)
            elif TOP - 4 <= y <= bottom - height + GAP_SLACK:
                for text, x, size, bold, color in pieces:
                    if text:
                        canvas.text(text, size, (LEFT + x, y), color, bold=bold)
            y += height
        self._draw_bar(canvas)
        lines, size, step = self.hint
        top = (PANEL[1] + PANEL[3] - (BOTTOM - bottom) + 720) / 2 - step * len(lines) / 2
        for k, line in enumerate(lines):
            canvas.text(line, size, (LEFT, top + step * (k + 0.5)), NOTE, anchor="midleft")
        self.draw_buttons(canvas)

    def _draw_cards(self, canvas: Canvas, cards: list[markdown.Card], y: float) -> None:
        """Pictured cards, cut off at the page's edge while they scroll past it (not
        drawn at all while less than half of them shows: no slivers at the edges)."""
        top, bottom = TOP - 4, self.bottom + GAP_SLACK
        h = max(c.h for c in cards)
        if min(y + h, bottom) - max(y, top) < h / 2:
            return
        old = canvas.surface.get_clip()
        canvas.surface.set_clip(canvas.rect((PANEL[0], top, PANEL[2], bottom - top)))
        for card in cards:
            canvas.card(card.game, card.art, (LEFT + card.x, y, card.w, card.h))
        canvas.surface.set_clip(old)

    def _draw_bar(self, canvas: Canvas) -> None:
        """Where the box is in the page: a thin bar at its right edge."""
        total = sum(h for h, _ in self.rows)
        shown = self.bottom - TOP
        if total <= shown:
            return
        track = (PANEL[0] + PANEL[2] - 18, TOP, 6, shown)
        canvas.box(FAINT, track, radius=3)
        length = max(30.0, shown * shown / total)
        at = TOP + (shown - length) * self.scroll / self.most
        canvas.box(GOLD, (track[0], at, 6, length), radius=3)

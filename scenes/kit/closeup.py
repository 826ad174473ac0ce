"""A card looked at closely (issue 44): the card under the keyboard's focus or the mouse,
shown large in the middle of the table with its value in words under it, the words the
voice says for it, said as it opens.

It opens by a key (`KEY`, F7: a function key, the same place on every keyboard and used
by no game's keys) or by a long press of the mouse on a card (`HOLD_MS`): the press is
held back meanwhile, so a long press is neither a click nor the start of a drag (a
shorter one reaches the table as it came, when the button goes up or the mouse moves
off). Any key, click or controller button closes it, and so does the mouse moving away,
the focus moving on, or the card changing under it (a move played meanwhile).

The cards come from the board (`Board.looks()`: boards/common.py): each a `Look`, drawn
as the table draws it for this seat, so a face-down card shows its back and its words
say only what this seat may know. The big card is drawn with `Canvas.card` at one size,
kept by the card images' cache: nothing is scaled again frame after frame; and rendered
ahead in the frames' spare time (`warm`) as the focus lands on a card or a press begins,
so the frame it opens in only blits it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from ..services.lang import _
from ..shell.canvas import VEIL, Canvas
from ..shell.palette import INK

KEY = pygame.K_F7
HOLD_MS = 500           # a press this long on a card opens it
STILL_PX = 8            # a press that moves further is a click's or a drag's
AWAY_PX = 24            # the mouse this far from where it opened closes it
WORDS_SIZE = 24
TOP, BOTTOM = 36, 24    # the margins above the card and below the words
MOST_H = 470            # the card's tallest
WORDS_W = 900


@dataclass(frozen=True)
class Look:
    """A card the close-up may show: `key` names it (a focus target's key), `rect` is
    where it lies on the table, `face` the image the table draws there for this seat
    ("back": a face-down card), `peek` a face drawn small on that back (a replay, where
    every card shows), `words` what the voice says of it."""
    key: Any
    rect: tuple
    game: str
    face: str
    words: Callable[[], str]
    peek: str | None = None


def inside(pos, r) -> bool:
    x, y, w, h = r
    return x <= pos[0] < x + w and y <= pos[1] < y + h


class CloseUp:
    """The close-up of one table (screens/table.py): its key, its long press, its
    drawing. `looks` gives the board's cards now; `focused` the key the keyboard's focus
    sits on while its ring shows (None: the mouse is in use); `mouse` the pointer's
    logical place; `speak` says its words; `dispatch` hands a held press on."""

    def __init__(self, looks: Callable[[], list], focused: Callable[[], Any],
                 mouse: Callable[[], tuple | None], speak: Callable[[str], None],
                 dispatch: Callable[[Any], Any], canvas: Callable[[], Canvas],
                 warm: Callable[[Callable], None]):
        self.looks, self.focused, self.mouse = looks, focused, mouse
        self.speak, self.dispatch = speak, dispatch
        self.canvas, self.warm_job = canvas, warm
        self.warmed = None                  # the card last rendered ahead: (key, face)
        self.look: Look | None = None
        self.words = ""
        self.at: tuple | None = None        # where the mouse was as it opened
        self.held: list | None = None       # [the press held back, ms held]
        self.passing = None                 # the held press, handed on: not held again
        self.swallow_up = False             # the long press's own release: used up

    @property
    def shown(self) -> bool:
        return self.look is not None

    # --- which card ---------------------------------------------------------------------
    def under(self, pos) -> Look | None:
        """The card at `pos`, the one on top where they overlap (drawn last)."""
        found = [look for look in self.looks() if inside(pos, look.rect)]
        return found[-1] if found else None

    def chosen(self) -> Look | None:
        """The focused card while the keyboard's ring shows, else the one under the mouse."""
        key = self.focused()
        if key is not None:
            return next((look for look in self.looks() if look.key == key), None)
        pos = self.mouse()
        return self.under(pos) if pos is not None else None

    def open(self, look: Look | None) -> bool:
        if look is None:
            return False
        self.look, self.words = look, look.words()
        self.at = self.mouse()
        self.speak(self.words)
        return True

    def close(self) -> None:
        self.look, self.at = None, None

    # --- events -------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """True: the event was the close-up's (it opened, closed or held a press)."""
        if event is self.passing:
            return False
        kind = event.type
        if self.look is not None:
            if kind in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
                self.close()
                return True
            if kind == pygame.MOUSEBUTTONUP and self.swallow_up:
                self.swallow_up = False
                return True
            if kind == pygame.MOUSEMOTION and (
                    self.at is None or math.dist(event.pos, self.at) > AWAY_PX):
                self.close()
            return False
        if self.held is not None:
            press = self.held[0]
            if kind == pygame.MOUSEBUTTONUP or (
                    kind == pygame.MOUSEMOTION and math.dist(event.pos, press.pos) > STILL_PX):
                self.let_go()
            return False
        if kind == pygame.KEYDOWN and event.key == KEY and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if not self.open(self.chosen()):
                self.speak(_("No card to look at here: put the focus or the mouse on a "
                             "card first."))
            return True
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.under(event.pos) is not None:
            self.held = [event, 0.0]
            return True
        return False

    def let_go(self) -> None:
        """A press held back that was not a long one: the table gets it as it came."""
        press, self.held = self.held[0], None
        self.passing = press
        try:
            self.dispatch(press)
        finally:
            self.passing = None

    def update(self, dt: float) -> None:
        """A press held long enough opens the card under it; the card shown closes when
        it is gone or changed (a move played meanwhile). The focus cannot move while it
        shows: every key comes here first (the table's `takes_keys`), and closes it."""
        if self.look is None:
            key = self.focused()
            if self.held is not None:
                self.warm(self.under(self.held[0].pos))
            elif key is not None and (self.warmed is None or self.warmed[0] != key):
                self.warm(next((look for look in self.looks() if look.key == key), None),
                          key)
        if self.held is not None:
            self.held[1] += dt
            if self.held[1] >= HOLD_MS:
                press, self.held = self.held[0], None
                if self.open(self.under(press.pos)):
                    self.at = tuple(press.pos)
                    self.swallow_up = True
                else:
                    self.passing = press
                    try:
                        self.dispatch(press)
                    finally:
                        self.passing = None
        if self.look is not None:
            now = next((look for look in self.looks() if look.key == self.look.key), None)
            if now is None or now.face != self.look.face:
                self.close()

    def warm(self, look: Look | None, key=None) -> None:
        """The big image of `look` rendered in the frames' spare time, once."""
        if look is None:
            self.warmed = (key, None)
            return
        if self.warmed == (look.key, look.face):
            return
        self.warmed = (look.key, look.face)
        canvas = self.canvas()
        card, _lines, _step = place(canvas, look, look.words())
        self.warm_job(lambda: canvas.assets.card(look.game, look.face, canvas.rect(card).size))

    # --- drawing ------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        """The table dimmed, the card large in the middle, its words under it."""
        look = self.look
        if look is None:
            return
        canvas.panel((0, 0, 1280, 720), alpha=190, radius=0, hides=VEIL)
        card, lines, step = place(canvas, look, self.words)
        canvas.card(look.game, look.face, card)
        if look.peek is not None:
            canvas.peek(look.game, look.peek, card)
        top = card[1] + card[3] + 24 + step / 2
        for k, line in enumerate(lines):
            canvas.text(line, WORDS_SIZE, (640, top + k * step), INK, anchor="center",
                        shadow=True)


def place(canvas: Canvas, look: Look, words: str) -> tuple:
    """(the big card's rect, its words' lines, their step): the card as tall as the
    words under it leave room for, in the middle of the table."""
    lines = canvas.lines(words, WORDS_SIZE, WORDS_W)
    step = canvas.line_step(WORDS_SIZE, 8)
    _x, _y, w, h = look.rect
    ratio = w / h if h else 0.7
    card_h = min(MOST_H, 720 - TOP - BOTTOM - step * len(lines) - 24)
    card_w = card_h * ratio
    return (640 - card_w / 2, TOP, card_w, card_h), lines, step

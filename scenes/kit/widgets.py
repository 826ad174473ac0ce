"""Buttons, text fields and the fading line of news: the few controls every screen uses."""

from __future__ import annotations

from typing import Callable

import pygame

from game.core import Phrase, Plural

from ..services.names import clusters, cut_seen, drop_last, nfc, seen_length
from ..services.wording import split_words
from ..shell.canvas import LOGICAL, Canvas
from ..shell.glyphs import missing
from ..shell.palette import BUTTON, GOLD, INK, MUTED, OUTLINE, PRIMARY, WARN
from .print_size import wrapped
from .reading import reading_ms


def inside(pos, r) -> bool:
    x, y, w, h = r
    return x <= pos[0] < x + w and y <= pos[1] < y + h


class Button:
    """A button. Its `label` is words as they are (a name, a symbol) or a function that
    gives them (`lambda: _("Play")`), asked each time it is drawn or read, so a button
    speaks the language in use even after a change."""

    def __init__(self, rect, label: str | Callable[[], str], on_click: Callable[[], None],
                 primary: bool = False, enabled: bool = True, key: int | None = None,
                 size: int = 20):
        self.rect = rect
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.enabled = enabled
        self.key = key
        self.size = size
        self.hover = False
        self.visible = True
        self.reserve = 0.0      # room kept at its right for a mark drawn there (stars)

    @property
    def label(self) -> str:
        return self._label() if callable(self._label) else self._label

    @label.setter
    def label(self, label: str | Callable[[], str]) -> None:
        self._label = label

    def handle_event(self, event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = inside(event.pos, self.rect)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and inside(event.pos, self.rect):
            self.on_click()
            return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        x, y, w, h = self.rect
        if self.enabled and (self.hover or self.primary):
            canvas.glow(self.rect, GOLD if self.primary else INK, radius=10,
                        spread=8 if self.hover else 5, strength=170 if self.hover else 90)
        color = PRIMARY if self.primary else BUTTON
        if not self.enabled:
            color = (40, 44, 40)
        canvas.box(color, self.rect, radius=10)
        # High contrast: a white edge, as every panel has.
        canvas.box(OUTLINE if canvas.contrast else (0, 0, 0), self.rect, radius=10,
                   width=2 if canvas.contrast else 1)
        room = w - self.reserve
        canvas.fit_text(self.label, self.size, (x + room / 2, y + h / 2),
                        INK if self.enabled else MUTED, width=room - 12, anchor="center",
                        bold=self.primary)

    def wanted(self, canvas: Canvas) -> float:
        """The width its label needs at the text size chosen (and its margins)."""
        return canvas.text_width(self.label, self.size, bold=self.primary) + 24 + self.reserve


class TextField:
    """A name box: click it, type, Enter or a click elsewhere ends.

    Letters come from text-input events (TEXTINPUT), never from a key press's `unicode`:
    a letter made with a dead key, AltGr, a compose key or an input method arrives only
    that way, and a key that sends both types its letter once. Key presses are for the
    editing keys. While a dead key or an input method composes a letter (TEXTEDITING),
    the composition shows underlined at the caret until its TEXTINPUT replaces it.
    A click into the box selects its whole text (as Ctrl+A does, on any keyboard layout):
    what is typed then replaces it and Backspace empties it, so a child types a name over
    "You" without erasing it first; a click inside the box again puts the caret back.
    The text is kept composed (NFC, `services.names`), `limit` counts the characters a
    person sees, and a character the bundled fonts cannot draw is refused as it is typed,
    with a sentence (`refused`), never dropped without a word."""

    def __init__(self, rect, text: str, limit: int = 14, full=None):
        self.rect = rect
        self.text = text
        self.limit = limit
        # What is said when the text is at its limit (a Phrase or Plural).
        self.full = full or Plural("At most {n} character fits here.",
                                   "At most {n} characters fit here.", limit, n=limit)
        self.active = False
        self.composing = ""    # a letter being made (dead key, input method), not typed yet
        self.selected = False  # the whole text, which what is typed next replaces
        self.refused = None    # why the last text typed was not all taken (a Phrase), or None

    def start_typing(self) -> None:
        """Enter on the box (the keyboard's focus): typing starts, its text selected, as
        a click into it does."""
        self.active = self.selected = True

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.active
            self.active = inside(event.pos, self.rect)
            self.selected = self.active and not was
            if not self.active:
                self.composing = ""
            return self.active or was
        if not self.active:
            return False
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            self.type(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if self.composing:
            return True     # Backspace, Enter, Esc belong to the input method meanwhile
        self.refused = None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.active = self.selected = False
        elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.selected:
            self.text, self.selected = "", False
        elif event.key == pygame.K_BACKSPACE:
            self.text = drop_last(self.text)
        elif event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = True
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False       # the caret goes back to the end (the only place)
        return True

    def type(self, typed: str) -> None:
        """`typed` (a TEXTINPUT's text) added at the caret: every character the fonts can
        draw, up to the limit; `refused` says why anything was left out."""
        self.refused = None
        kept = []
        for one in clusters(nfc("".join(ch for ch in typed if ch.isprintable()))):
            glyph = missing(one)
            if glyph is None:
                kept.append(one)
            elif self.refused is None:
                self.refused = Phrase("This character cannot be shown on screen, so it was "
                                      "left out: {code}", code="U+{:04X}".format(ord(glyph)))
        if kept and self.selected:
            self.text = ""
        self.selected = False
        text = nfc(self.text + "".join(kept))
        if seen_length(text) > self.limit:
            text, self.refused = cut_seen(text, self.limit), self.full
        self.text = text

    def draw(self, canvas: Canvas) -> None:
        x, y, w, h = self.rect
        canvas.box((250, 244, 228) if self.active else (226, 218, 198), self.rect, radius=8)
        canvas.box(GOLD if self.active else (60, 50, 40), self.rect, radius=8, width=2)
        typed = self.text + self.composing
        shown = typed + ("|" if self.active else "")
        if self.selected and self.text:
            _, size = canvas.fitted(shown, 20, w - 20)
            width = min(canvas.text_width(self.text, size), w - 20)
            canvas.box((176, 200, 236), (x + 8, y + 6, width + 4, h - 12), radius=4)
        canvas.fit_text(shown or " ", 20, (x + 10, y + h / 2), (30, 26, 20), width=w - 20,
                        anchor="midleft")
        fitted, size = canvas.fitted(shown or " ", 20, w - 20)
        if self.composing and fitted == shown:     # the letter being made, underlined
            left = x + 10 + canvas.text_width(self.text, size)
            right = x + 10 + canvas.text_width(typed, size)
            line_y = y + h / 2 + size * 0.6
            canvas.line((30, 26, 20), [(left, line_y), (right, line_y)], width=2)


class News:
    """What just happened, then it fades: one line, or two when one cannot hold it all
    (`SIZES`, each line `size + 3` apart, centred on the box); it holds while the mouse
    is on it, so a long line can be read to its end."""

    HOLD, FADE = 3500.0, 800.0
    SIZES = (20, 19, 18, 17, 16, 15, 14)

    def __init__(self, speak: Callable[..., None] | None = None,
                 scale: Callable[[], float] = lambda: 1.0):
        self.text = ""
        self.age = 0.0
        self.scale = scale                   # the text size chosen: read longer when large
        self.hold = self.HOLD                # this line's time on screen (kit/reading.py)
        self.warning = False
        self.drawn: list[pygame.Rect] = []   # where its lines were drawn, window pixels
        self.band: tuple | None = None       # larger print: (top, bottom) its lines keep in
        self.speak = speak                   # the voice says each line too (a refusal
                                             # at once, over what it was saying)

    def say(self, text: str, warning: bool = False, full: bool = False) -> None:
        """`full`: a detail the voice says only when it says everything (Settings)."""
        self.text, self.age, self.warning = text, 0.0, warning
        self.hold = reading_ms(text, self.scale(), self.HOLD)
        if self.speak is not None:
            self.speak(text, interrupt=warning, full=full)

    def withdraw_warning(self) -> None:
        if self.warning:
            self.text, self.warning = "", False

    def update(self, dt: float, mouse=None) -> None:
        """Older by `dt`, except while `mouse` (window pixels) is on a line drawn: it
        shows at full strength again and waits for the mouse to leave."""
        if mouse is not None and self.shown() and any(r.collidepoint(mouse)
                                                      for r in self.drawn):
            self.age = min(self.age, self.hold - 400)
            return
        self.age += dt

    def shown(self) -> bool:
        return bool(self.text) and self.age <= self.hold + self.FADE

    def fading(self) -> bool:
        """Still on screen and changing (fading out), so frames must be drawn."""
        return bool(self.text) and self.hold <= self.age <= self.hold + self.FADE + 50

    def alpha(self) -> int:
        if self.age < self.hold:
            return 255
        return max(0, int(255 * (1 - (self.age - self.hold) / self.FADE)))

    def draw(self, canvas: Canvas, rect, pad: float = 0, rise: float = 0) -> None:
        """In `rect` less `pad` at each side; two lines sit `rise` higher than centred
        (a board whose cards lie just below)."""
        self.drawn = []
        if not self.shown():
            return
        x, y, w, h = rect
        color = WARN if self.warning else INK
        t = canvas.text_scale      # larger print: down to the Normal size before a cut
        sizes = self.SIZES + tuple(14 - (14 - 14 / t) * k / 4 for k in range(1, 5)
                                   if t > 1)
        if t > 1 and self.band is not None:     # as many lines as the band holds
            above, below = self.band
            lines, size, gap = wrapped(canvas, self.text, sizes, w - 2 * pad,
                                       below - above, 3)
            top = (above + below) / 2 - (len(lines) - 1) * gap / 2
        else:
            lines, size = canvas.fit_lines(self.text, sizes, w - 2 * pad,
                                           most=3 if t > 1 else 2)
            gap = canvas.line_step(size, 3)
            top = y + h / 2 - (len(lines) - 1) * gap / 2 - (rise if len(lines) > 1 else 0)
        # never past the bottom of the frame (two lines of large print under a board)
        top = min(top, LOGICAL[1] - 2 - (len(lines) - 1) * gap - canvas.line_step(size) * 0.6)
        for k, line in enumerate(lines):
            drawn = canvas.text(line, size, (x + w / 2, top + k * gap), color,
                                anchor="center", shadow=True, alpha=self.alpha())
            self.drawn.append(drawn)
        if self.warning and self.drawn:     # a refusal: a sign before it, not its hue alone
            canvas.warning_sign(self.drawn[0], WARN, self.alpha())
        if " ".join(lines) != " ".join(split_words(self.text)) and self.drawn:
            # cut even so: the whole of it beside it while the mouse is on it
            canvas.cut.append((self.drawn[0].unionall(self.drawn[1:]), self.text))

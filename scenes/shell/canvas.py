"""Drawing in logical 1280x720 coordinates onto a window of any size.

Scenes never think in pixels: the canvas scales every rectangle, text size and card,
and renders images at the final pixel size so nothing is blurred by stretching.
"""

from __future__ import annotations

import math
import os
import random
import unicodedata
from typing import NamedTuple

import pygame

from ..services import place
from ..services.wording import split_words
from .assets import Assets
from .ground import draw_backdrop, draw_ground
from .palette import FELT_PLAIN, GOLD, HOVER, INK, OUTLINE, SHADOW, SIGN_INK

LOGICAL = (1280, 720)
# What a panel laid over words hides on purpose (`panel`'s `hides`); the tests of text find
# any other panel drawn over words, and one in FRONT that lets them show through.
FRONT = "front"  # stands in for what it covers while it shows (History over the seats): opaque
VEIL = "veil"    # the table dimmed behind a box that takes every event (curtain, pause)
SIGN = "sign"    # words for a moment, fading in and out (a sign, a person's own in a race)


# The table's marks, each told by a shape (or motion) as well as its colour, so no two
# meanings differ by hue alone (README: "Never colour alone"); `Canvas.marks` records them.
PLAYABLE, CHOSEN, HOVERED = "playable", "chosen", "hover"
HINT, TURN, WARNING, FOCUS = "hint", "turn", "warning", "focus"
SHAPES = {
    PLAYABLE: "ring",           # what may be played: a steady solid line round it
    CHOSEN: "double ring",      # what was picked (a stone, the cards for the stones)
    HOVERED: "dashes",          # what the mouse is over: a dashed line round it
    HINT: "pulse and arrow",    # what a hint or the lesson points at (kit/pointer.py)
    TURN: "▶",                  # whose turn: the triangle before the seat's name
    WARNING: "⚠",               # a refusal on the line of what happened: a triangle with "!"
    FOCUS: "brackets",          # the keyboard's focus (shell/focus.py)
}


class Mark(NamedTuple):
    """A mark as the tests of colour read it (`Canvas.marks`)."""
    kind: str
    shape: str
    colour: tuple
    rect: tuple          # logical


class Cover(NamedTuple):
    """A panel as the tests of text read it (`Canvas.covers`)."""
    before: int          # how many lines were drawn before it
    rect: tuple
    alpha: int           # below 255 the words under it show through
    hides: str | None    # FRONT, VEIL or SIGN: what lies under it is hidden on purpose


def nfc(text: str) -> str:
    """`text` composed (NFC): an accent typed or translated as a letter plus a combining
    mark is drawn, measured and cached as the one letter it is."""
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


class Canvas:
    def __init__(self, surface: pygame.Surface, assets: Assets):
        self.surface = surface
        self.assets = assets
        self.drawn_text: list | None = None   # tests: (text, logical rect) of each line
        self.covers: list[Cover] = []   # tests: each panel drawn
        self.arrows: list = []   # tests: (lines drawn before, start, end, width, head)
        self.cut: list[tuple[pygame.Rect, str]] = []   # lines shown shortened, this frame
        self.written: list[pygame.Rect] = []   # each line drawn this frame (arrows avoid them)
        self.shortened: set[str] | None = None   # tests: every text `fitted` had to cut
        self.contrast = False    # the high-contrast table (Settings' colours)
        self.marks: list[Mark] | None = None   # tests: each mark drawn (`mark`)
        self.resize(surface)

    @property
    def text_scale(self) -> float:
        """Every word's size times this (Settings' text size): the assets' own, so a canvas
        drawing offscreen on them (a rehearsal's) measures and renders as the window's."""
        return self.assets.text_scale

    @text_scale.setter
    def text_scale(self, scale: float) -> None:
        self.set_text_scale(scale)

    def resize(self, surface: pygame.Surface) -> None:
        self.surface = surface
        w, h = surface.get_size()
        self.scale = min(w / LOGICAL[0], h / LOGICAL[1])
        self.ox = (w - LOGICAL[0] * self.scale) / 2
        self.oy = (h - LOGICAL[1] * self.scale) / 2

    # --- coordinates -------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def font_px(self, size: float) -> int:
        """A text's size in window pixels: its logical size times the text size chosen."""
        return self.px(size * self.text_scale)

    def line_step(self, size: float, gap: float = 0) -> float:
        """The logical height of a line of text of `size` (and `gap` below it) at the text
        size chosen: what a layout steps by from one line to the next."""
        return size * self.text_scale + gap

    def set_text_scale(self, scale: float) -> None:
        """Every word at `scale` times its size from the next frame: what was measured or
        drawn at the old size is forgotten."""
        if scale != self.text_scale:
            self.assets.text_scale = scale
            self.assets.clear()
            self.forget_kept()

    def set_colours(self, name: str) -> None:
        """The normal table or the high-contrast one ("contrast") from the next frame:
        the felt, the backdrops and grounds kept at the old colours are forgotten."""
        contrast = name == "contrast"
        if contrast != self.contrast:
            self.contrast = contrast
            self.assets.clear()
            self.forget_kept()

    def rect(self, r) -> pygame.Rect:
        x, y, w, h = r
        left = round(self.ox + x * self.scale)
        top = round(self.oy + y * self.scale)
        return pygame.Rect(left, top, round(self.ox + (x + w) * self.scale) - left,
                           round(self.oy + (y + h) * self.scale) - top)

    def to_logical(self, pos) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)

    # --- drawing -----------------------------------------------------------------------------
    def box(self, color, r, radius: int = 0, width: int = 0) -> None:
        pygame.draw.rect(self.surface, color, self.rect(r),
                         width=self.px(width) if width else 0, border_radius=self.px(radius))

    def panel(self, r, alpha: int = 120, radius: int = 14, color=(10, 20, 14),
              hides: str | None = None) -> None:
        """A translucent panel: cached per size and colour. Laid over words, it says why
        they may be hidden (`hides`); none is laid under the words drawn on it."""
        pr = self.rect(r)
        if self.drawn_text is not None:
            self.covers.append(Cover(len(self.drawn_text), tuple(r), alpha, hides))
        # High contrast: a white outline round every panel and place, not round a veil
        # or a shade over what cannot be chosen now.
        edge = self.contrast and hides != VEIL and tuple(color) != (0, 0, 0)

        def make():
            s = pygame.Surface(pr.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*color, alpha), s.get_rect(), border_radius=self.px(radius))
            if edge:
                pygame.draw.rect(s, OUTLINE, s.get_rect(), width=self.px(2),
                                 border_radius=self.px(radius))
            return s
        self.surface.blit(self.assets.cached(("panel", pr.size, alpha, radius, color, edge),
                                             make), pr)

    def glow(self, r, color, radius: int = 12, spread: int = 10, strength: int = 150) -> None:
        """A soft halo around a rectangle (hover, whose turn): wider and stronger on the
        high-contrast table."""
        pr = self.rect(r)
        if self.contrast:
            strength = 255
        s_px = self.px(spread)

        def make():
            size = (pr.w + 2 * s_px, pr.h + 2 * s_px)
            s = pygame.Surface(size, pygame.SRCALPHA)
            steps = max(2, s_px)
            for i in range(steps):
                a = int(strength * ((i + 1) / steps) ** 2)
                inset = steps - 1 - i
                pygame.draw.rect(s, (*color, a), s.get_rect().inflate(-2 * inset, -2 * inset),
                                 width=2, border_radius=self.px(radius) + inset)
            return s
        img = self.assets.cached(("glow", pr.size, tuple(color), radius, s_px, strength), make)
        self.surface.blit(img, (pr.x - s_px, pr.y - s_px))

    # --- the table's marks (SHAPES) ------------------------------------------------------
    def note_mark(self, kind: str, colour, r) -> None:
        """For tests: a mark of `kind` drawn at `r` (its shape is SHAPES[kind])."""
        if self.marks is not None:
            self.marks.append(Mark(kind, SHAPES[kind], tuple(colour), tuple(r)))

    def playable(self, r, radius: int = 12, spread: int = 8, strength: int = 150,
                 colour=GOLD) -> None:
        """What may be played: its glow and a steady solid line round it (drawn under
        the card, it shows round its edge)."""
        self.glow(r, colour, radius, spread, strength)
        self.ring(r, colour, radius)
        self.note_mark(PLAYABLE, colour, r)

    def chosen(self, r, radius: int = 12, spread: int = 8, strength: int = 230,
               colour=GOLD) -> None:
        """What was picked: its glow and two lines round it."""
        self.glow(r, colour, radius, spread, strength)
        self.ring(r, colour, radius, gap=3, width=2)
        self.ring(r, colour, radius, gap=7, width=2)
        self.note_mark(CHOSEN, colour, r)

    def hovered(self, r, radius: int = 12, spread: int = 10, strength: int = 200,
                colour=HOVER) -> None:
        """What the mouse is over: its glow and a dashed line round it, so it is not
        taken for what may be played (a solid line) by anyone who does not see its hue."""
        self.glow(r, colour, radius, spread, strength)
        self.ring(r, colour, radius, dashed=True)
        self.note_mark(HOVERED, colour, r)

    def ring(self, r, colour, radius: int = 12, gap: float = 4, width: float = 3,
             dashed: bool = False) -> None:
        """A line round `r`, `gap` outside it (thicker on the high-contrast table); dashed,
        it is dashes along the sides, the corners left open."""
        x, y, w, h = r
        width += 1 if self.contrast else 0
        o = (x - gap - width / 2, y - gap - width / 2, w + 2 * gap + width,
             h + 2 * gap + width)
        if not dashed:
            self.box(colour, o, radius=radius + gap, width=width)
            return
        ox, oy, ow, oh = o
        dash, space, inset = 12, 8, radius + gap
        for (ax, ay), (dx, dy), length in (((ox + inset, oy), (1, 0), ow - 2 * inset),
                                           ((ox + inset, oy + oh - width), (1, 0),
                                            ow - 2 * inset),
                                           ((ox, oy + inset), (0, 1), oh - 2 * inset),
                                           ((ox + ow - width, oy + inset), (0, 1),
                                            oh - 2 * inset)):
            n = max(1, round((length + space) / (dash + space)))
            step = (length - dash) / (n - 1) if n > 1 else 0
            for k in range(n):
                at = k * step
                self.box(colour, (ax + dx * at, ay + dy * at, dash if dx else width,
                                  width if dx else dash))

    def warning_sign(self, line: pygame.Rect, colour, alpha: int = 255) -> None:
        """A triangle with "!" before a line of words (window pixels): a refusal told by a
        shape, not only by the colour of its words."""
        lx, ly, lw, lh = self.logical_rect(line)
        side = min(26.0, lh * 0.9)
        right, mid = lx - 8, ly + lh / 2
        left, top = right - side, mid - side * 0.45
        pts = [(left, mid + side * 0.45), (right, mid + side * 0.45), (left + side / 2, top)]
        px = [(self.ox + a * self.scale, self.oy + b * self.scale) for a, b in pts]
        if alpha < 255:
            box = pygame.Rect(self.rect((left, top, side, side)))
            s = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(s, (*colour, alpha), [(a - box.x, b - box.y) for a, b in px])
            self.surface.blit(s, box)
        else:
            pygame.draw.polygon(self.surface, colour, px)
        cx, bar = left + side / 2, side * 0.12
        ink = (*SIGN_INK, alpha)
        s_top, s_bottom = top + side * 0.3, mid + side * 0.1
        for r in ((cx - bar / 2, s_top, bar, s_bottom - s_top),
                  (cx - bar / 2, s_bottom + bar * 0.8, bar, bar)):
            pr = self.rect(r)
            if alpha < 255:
                dot = pygame.Surface(pr.size, pygame.SRCALPHA)
                dot.fill(ink)
                self.surface.blit(dot, pr)
            else:
                pygame.draw.rect(self.surface, SIGN_INK, pr)
        self.note_mark(WARNING, colour, (left, top, side, side))

    def text(self, text: str, size: int, pos, color=INK, anchor: str = "topleft",
             bold: bool = False, shadow: bool = False, alpha: int = 255) -> pygame.Rect:
        text = nfc(text)
        img = self.assets.text(text, self.font_px(size), color, bold)
        x, y = pos
        dest = img.get_rect(**{anchor: (round(self.ox + x * self.scale),
                                        round(self.oy + y * self.scale))})
        if shadow:
            sh = self.assets.text(text, self.font_px(size), SHADOW, bold)
            sh.set_alpha(min(alpha, 140))
            self.surface.blit(sh, dest.move(self.px(1.5), self.px(1.5)))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        self.surface.blit(img, dest)
        self.written.append(dest)
        if self.drawn_text is not None and text.strip():
            self.drawn_text.append((text, self.logical_rect(dest)))
        return dest

    def logical_rect(self, r: pygame.Rect) -> tuple[float, float, float, float]:
        """A pixel rectangle in logical coordinates (the inverse of `rect`)."""
        return ((r.x - self.ox) / self.scale, (r.y - self.oy) / self.scale,
                r.w / self.scale, r.h / self.scale)

    def text_width(self, text: str, size: int, bold: bool = False) -> float:
        return self.assets.font(self.font_px(size), bold).size(nfc(text))[0] / self.scale

    def fitted(self, text: str, size: float, width: float, bold: bool = False
               ) -> tuple[str, float]:
        """`text` as it fits `width`: at its size, else up to two sizes smaller (never under
        14), else (at a Large or Larger text size) smaller still but never smaller than the
        Normal size would show it, else cut with an ellipsis at the smallest. Cached:
        screens ask every frame."""
        def fit():
            sizes = self.shrinking(size)
            for s in sizes:
                if self.text_width(text, s, bold) <= width:
                    return text, s
            return self._cut(text, sizes[-1], width, bold), sizes[-1]
        shown, s = self.assets.fit((text, size, round(width), bold), fit)
        if self.shortened is not None and shown != text:
            self.shortened.add(text)
        return shown, s

    def shrinking(self, size: float) -> list[float]:
        """The sizes `fitted` tries for a line of `size`, largest first: `size`, two sizes
        smaller (never under 14); at a larger text size, then a size smaller each time down
        to what the smallest of those is at the Normal text size (never smaller: large
        print shrinks toward normal print to stay whole, never below it)."""
        smallest = max(14, size - 4) if size >= 14 else size
        sizes = sorted({size, max(smallest, size - 2), smallest}, reverse=True)
        return sizes + self.toward_normal(smallest)

    def toward_normal(self, smallest: float) -> list[float]:
        """Sizes below `smallest` (logical), a step of 2 pixels of 1280x720 at a time, down
        to where their letters are as big as `smallest`'s at the Normal text size: none at
        the Normal text size."""
        if self.text_scale <= 1:
            return []
        floor = smallest / self.text_scale
        out, s = [], smallest - 2 / self.text_scale
        while s > floor + 0.01:
            out.append(round(s, 3))
            s -= 2 / self.text_scale
        return out + [round(floor, 3)]

    def _cut(self, text: str, size: int, width: float, bold: bool) -> str:
        """The longest start of `text` that fits `width` at `size` with its ellipsis."""
        lo, hi = 0, len(text)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.text_width(text[:mid].rstrip() + "…", size, bold) <= width:
                lo = mid
            else:
                hi = mid - 1
        return text[:lo].rstrip() + "…"

    def lines(self, text: str, size: int, width: float, bold: bool = False) -> list[str]:
        """`text` broken between words into lines no wider than `width` (a word wider
        than that stays whole on its own line; never at a no-break space)."""
        out, line = [], ""
        for word in split_words(text):
            trial = f"{line} {word}".strip()
            if line and self.text_width(trial, size, bold) > width:
                out.append(line)
                line = word
            else:
                line = trial
        out.append(line)
        return out

    def fit_lines(self, text: str, sizes, width: float, most: int = 2, bold: bool = False
                  ) -> tuple[list[str], float]:
        """`text` whole in `width`: on one line at the first of `sizes` that holds it, else
        on up to `most` lines at the first size that holds it so (at a Large or Larger text
        size, then smaller, never below the smallest of `sizes` at the Normal text size);
        only past the smallest is the last line cut (recorded in `shortened`). Cached:
        screens ask every frame."""
        def fit():
            for s in sizes:
                if self.text_width(text, s, bold) <= width:
                    return [text], s, False
            return self._wrapped(text, list(sizes) + self.toward_normal(min(sizes)), width,
                                 lambda s: most, bold)
        return self._fit_kept(("lines", text, tuple(sizes), round(width), most, bold), fit)

    def paragraph(self, text: str, sizes, width: float, height: float, gap: float
                  ) -> tuple[list[str], float]:
        """`text` wrapped inside a box of `width` x `height`, a line every
        `line_step(size, gap)`: at the first of `sizes` whose lines all fit the box (at a
        Large or Larger text size, then smaller, never below the smallest of `sizes` at the
        Normal text size), else at the smallest with as many lines as fit, the last cut
        (recorded in `shortened`). Cached."""
        def fit():
            return self._wrapped(
                text, list(sizes) + self.toward_normal(min(sizes)), width,
                lambda s: max(1, int((height + gap) // self.line_step(s, gap))), False)
        return self._fit_kept(("paragraph", text, tuple(sizes), round(width), round(height),
                               gap), fit)

    def _wrapped(self, text: str, sizes, width: float, most, bold: bool):
        """(lines, size, cut): the first of `sizes` whose lines are at most `most(size)`,
        each inside `width`; else the smallest's, its last line cut."""
        for s in sizes:
            found = self.lines(text, s, width, bold)
            if len(found) <= most(s) and all(self.text_width(one, s, bold) <= width
                                             for one in found):
                return found, s, False
        s = sizes[-1]
        found = self.lines(text, s, width, bold)
        head = found[:most(s) - 1]
        rest = " ".join(found[most(s) - 1:])
        # the last line cut at the lines' own size (drawn at it, never wider)
        last = rest if self.text_width(rest, s, bold) <= width else \
            self._cut(rest, s, width, bold)
        return head + [last], s, True

    def _fit_kept(self, key, fit) -> tuple[list[str], int]:
        found, s, cut = self.assets.fit(key, fit)
        if self.shortened is not None and cut:
            self.shortened.add(key[1])
        return found, s

    def fit_text(self, text: str, size: int, pos, color=INK, width: float = 1280,
                 anchor: str = "topleft", bold: bool = False, shadow: bool = False,
                 alpha: int = 255) -> pygame.Rect:
        """`text` kept inside `width` (see `fitted`), drawn as `text` draws."""
        shown, s = self.fitted(text, size, width, bold)
        dest = self.text(shown, s, pos, color, anchor, bold, shadow, alpha)
        if shown != text:
            self.cut.append((dest, text))
        return dest

    def whole_text(self, text: str, near: pygame.Rect) -> None:
        """The whole of a shortened line, in a box beside it (the mouse is over it)."""
        size, width, step = 18, 900, 24
        lines, line = [], ""
        for word in split_words(text):
            if line and self.text_width(f"{line} {word}", size) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        lines.append(line)
        w = max(self.text_width(one, size) for one in lines) + 24
        h = len(lines) * step + 12
        x, y, rw, rh = self.logical_rect(near)
        x = min(max(4, x), LOGICAL[0] - w - 4)
        y = y + rh + 4 if y + rh + 4 + h <= LOGICAL[1] else max(4, y - h - 4)
        self.panel((x, y, w, h), alpha=255, radius=8, hides=FRONT)
        for i, one in enumerate(lines):
            self.text(one, size, (x + 12, y + 6 + i * step), INK)

    def card(self, game: str, card: str, r, squash: float = 1.0, lift: float = 0.0,
             alpha: int = 255, base=None, shadow: bool = True) -> None:
        """A card with its shadow; `squash` (0..1) narrows it for the middle of a flip,
        `lift` (0..1) raises it: a bigger, softer shadow. A card changing size in flight
        gives its resting size as `base`: it is scaled from that image, not re-rendered.
        Its pixel size is its logical size's wherever it lies (as at (0, 0), where the
        warm-up renders it): edges rounded apart made a card a pixel wider in some places,
        and each such size another image kept (issue 47)."""
        pr = pygame.Rect(self.rect(r).topleft, self.rect((0, 0, *r[2:])).size)
        if base is not None and tuple(base) != tuple(r[2:]):
            img = self.assets.card(game, card, self.rect((0, 0, *base)).size)
            img = pygame.transform.smoothscale(img, pr.size)
            if alpha < 255:
                img.set_alpha(alpha)
            self.surface.blit(img, pr)
            self._card_edge(pr)
            return
        w = max(1, round(pr.w * squash))
        sx = pr.x + (pr.w - w) // 2
        if shadow and squash > 0.05:
            sh = self._shadow(pr.size, lift)
            off = self.px(3 + 9 * lift)
            self.surface.blit(pygame.transform.scale(sh, (w + sh.get_width() - pr.w,
                                                         sh.get_height()))
                              if w != pr.w else sh,
                              (sx - (sh.get_width() - pr.w) // 2 + off // 2,
                               pr.y - (sh.get_height() - pr.h) // 2 + off))
        img = self.assets.card(game, card, pr.size)
        if w != pr.w:
            img = pygame.transform.smoothscale(img, (w, pr.h))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        self.surface.blit(img, (sx, pr.y))
        self._card_edge(pygame.Rect(sx, pr.y, w, pr.h))

    def _card_edge(self, pr: pygame.Rect) -> None:
        """High contrast: a white line round a card, so its edge shows on the dark felt."""
        if self.contrast and pr.w > 2:
            pygame.draw.rect(self.surface, OUTLINE, pr.inflate(2, 2), width=self.px(2),
                             border_radius=round(min(pr.w, pr.h) * 0.07) + 1)

    def peek(self, game: str, card: str, r) -> None:
        """A hidden card's face, smaller, on its back: what a replay shows of it."""
        x, y, w, h = r
        self.card(game, card, (x + w * 0.22, y + h * 0.22, w * 0.56, h * 0.56), shadow=False)

    def card_turned(self, game: str, card: str, r) -> None:
        """A card lying sideways, centred where it would stand in `r` (a covered card)."""
        x, y, w, h = r
        pr = self.rect((x + w / 2 - h / 2, y + h / 2 - w / 2, h, w))

        def make():
            upright = self.assets.card(game, card, (pr.h, pr.w))
            return pygame.transform.rotate(upright, 90)
        shadow = self._shadow(pr.size, 0.0)
        self.surface.blit(shadow, (pr.x - (shadow.get_width() - pr.w) // 2 + self.px(1),
                                   pr.y - (shadow.get_height() - pr.h) // 2 + self.px(3)))
        self.surface.blit(self.assets.cached(("turned", game, card, pr.size), make), pr)
        self._card_edge(pr)

    def image(self, game: str, name: str, r, alpha: int = 255) -> None:
        """An asset drawn as it is, without a card's shadow (a stone, an icon)."""
        pr = self.rect(r)
        img = self.assets.card(game, name, pr.size)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        self.surface.blit(img, pr)

    def line(self, color, points, width: float = 3) -> None:
        pts = [(self.ox + x * self.scale, self.oy + y * self.scale) for x, y in points]
        if len(pts) >= 2:
            pygame.draw.lines(self.surface, color, False, pts, self.px(width))

    def arrow(self, color, start, end, width: float = 6, head: float = 22) -> None:
        """A thick arrow from `start` to `end` (logical points), its head at `end`."""
        (x0, y0), (x1, y1) = start, end
        length = math.hypot(x1 - x0, y1 - y0)
        if length < 1:
            return
        if self.drawn_text is not None:
            self.arrows.append((len(self.drawn_text), start, end, width, head))
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        back = (x1 - ux * head, y1 - uy * head)
        self.line(color, [start, back], width)
        wing = head * 0.6
        tip = [(x1, y1), (back[0] - uy * wing, back[1] + ux * wing),
               (back[0] + uy * wing, back[1] - ux * wing)]
        pygame.draw.polygon(self.surface, color, [(self.ox + x * self.scale,
                                                   self.oy + y * self.scale) for x, y in tip])

    def polygon(self, color, points) -> None:
        """A filled shape through logical `points` (a mark's arrowhead)."""
        pygame.draw.polygon(self.surface, color, [(self.ox + x * self.scale,
                                                   self.oy + y * self.scale)
                                                  for x, y in points])

    def token(self, color, shape: str, center, radius: float) -> None:
        """A seat's marker: a colour and a shape, so colour is never the only cue."""
        cx, cy = self.ox + center[0] * self.scale, self.oy + center[1] * self.scale
        r = radius * self.scale
        corners = {"square": 4, "triangle": 3, "diamond": 4, "pentagon": 5, "hexagon": 6}
        if shape == "circle":
            pygame.draw.circle(self.surface, color, (cx, cy), r)
            pygame.draw.circle(self.surface, (20, 16, 10), (cx, cy), r, self.px(1.5))
            return
        n = corners[shape]
        turn = math.pi / 4 if shape == "square" else -math.pi / 2
        pts = [(cx + r * math.cos(turn + 2 * math.pi * k / n),
                cy + r * math.sin(turn + 2 * math.pi * k / n)) for k in range(n)]
        pygame.draw.polygon(self.surface, color, pts)
        pygame.draw.polygon(self.surface, (20, 16, 10), pts, self.px(1.5))

    def _shadow(self, size, lift: float) -> pygame.Surface:
        level = round(lift * 4)

        def make():
            blur = self.px(4 + 6 * level / 4)
            s = pygame.Surface((size[0] + 2 * blur, size[1] + 2 * blur), pygame.SRCALPHA)
            for i in range(blur):
                a = int(60 * (i + 1) / blur) // 2 + 4
                pygame.draw.rect(s, (0, 0, 0, a), s.get_rect().inflate(-2 * i, -2 * i),
                                 border_radius=self.px(14) + blur - i)
            return s
        return self.assets.cached(("shadow", size, level), make)

    def table(self) -> None:
        self.surface.blit(self.warm_table(), (0, 0))

    def backdrop(self, key, paint) -> None:
        """The felt with what never moves on it (a board's panels), painted once per
        window size and language (its words, a card's letters) and then blitted whole: one
        opaque blit instead of many blends. What the paint drew (its words, panels) counts
        as drawn every frame, as a ground's parts do."""
        draw_backdrop(self, key, paint)

    def ground(self, name: str, parts) -> None:
        """The felt with what rests on it, kept whole under `name` (ground.py): `parts`
        are (key, logical rect, paint) each, one painted again only when its key changes.
        In place of `table()` for a board whose frame is mostly cards lying still."""
        draw_ground(self, self.assets.grounds, name, parts)

    def forget_kept(self) -> None:
        """Every kept ground is painted afresh next time (tests watching words drawn)."""
        self.assets.grounds.clear()

    def warm_table(self) -> pygame.Surface:
        """The felt: warm light in the middle, darker edges, a little grain. The small
        pattern is made once; a new window size only scales it. On the high-contrast
        table: one plain dark colour."""
        size = self.surface.get_size()
        if self.contrast:
            def plain():
                s = pygame.Surface(size).convert()
                s.fill(FELT_PLAIN)
                return s
            return self.assets.for_window(("plain table", size), plain)
        # Converted before scaling: the scaled felt comes out in the display's format.
        small = self.assets.keep("felt", lambda: felt_pattern().convert())
        return self.assets.for_window(("table", size),
                                      lambda: pygame.transform.smoothscale(small, size))


FELT_PNG = os.path.join(place.ASSETS, "felt.png")


def felt_pattern() -> pygame.Surface:
    """The felt's small pattern: `felt()` as made ahead into assets/felt.png (a test keeps
    them the same), read in half a millisecond; made here only if the file is missing.
    Making it took ~20 ms of the first frame (issue 47)."""
    try:
        return pygame.image.load(FELT_PNG)
    except (pygame.error, OSError, FileNotFoundError):
        return felt()


def felt() -> pygame.Surface:
    """The felt's small pattern: warm light in the middle, a little grain."""
    rng = random.Random(7)
    hypot, uniform = math.hypot, rng.uniform
    pixels = bytearray(128 * 72 * 3)
    i = 0
    for y in range(72):
        dy = (y - 34) / 40
        for x in range(128):
            d = hypot((x - 64) / 64, dy)
            light = max(0.0, 1 - 0.55 * d * d)
            n = uniform(-0.03, 0.03)
            pixels[i] = int(24 + 36 * light + 40 * n)
            pixels[i + 1] = int(70 + 58 * light + 60 * n)
            pixels[i + 2] = int(44 + 30 * light + 40 * n)
            i += 3
    return pygame.image.frombytes(bytes(pixels), (128, 72), "RGB")

"""A board's ground: the felt with the things resting on it (a grid of cards, the seats'
panels and trays), kept as one window-sized image and shown with one opaque blit.

A table of many cards is drawn whole every frame while its seats play; drawn card by card, its
grid and trays were 300 blits a frame, and their copies as separate images still half a
window of pixels more. A part is painted again, over its own piece of bare felt, only when
its key changes (a card taken, a score, whose turn): the key must hold everything its paint
shows. A part holding a card still scaled from another size (after a resize) is painted
again until every card in it is crisp. What painting a part recorded (the words drawn,
the cards shown, a shortened line the mouse shows whole) counts as drawn every frame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..services import lang


@dataclass
class Part:
    """What painting one part recorded, beside the key it was painted for."""
    key: tuple
    cards: set          # the card images it shows (Assets.card_key)
    words: list         # as Canvas.drawn_text
    covers: list        # as Canvas.covers, counted from its first word
    cut: list           # as Canvas.cut
    shortened: set      # as Canvas.shortened
    marks: list | None = None    # as Canvas.marks (the glows and lines of the table's marks)


@dataclass
class Kept:
    image: pygame.Surface
    rects: list                          # each part's rectangle, in window pixels
    parts: list = field(default_factory=list)    # a Part each, None: paint it again


def draw_ground(canvas, grounds: dict, name: str, parts) -> None:
    """A rehearsal (shell/rehearsal.py) paints the ground its screen's first frame shows,
    a part at a time while its frame has time to spare (`Assets.afford`): the first
    frame then only blits it."""
    size = canvas.surface.get_size()        # a rehearsal's stage says the window's size
    window = pygame.Rect((0, 0), size)
    rects = [canvas.rect(r).clip(window) for _key, r, _paint in parts]
    kept = grounds.get(name)
    if kept is None or kept.image.get_size() != size:
        kept = grounds[name] = Kept(canvas.warm_table().copy(), rects, [None] * len(parts))
    elif kept.rects != rects:       # another table: its image again, not 8 MB more
        kept.image.blit(canvas.warm_table(), (0, 0))
        kept = grounds[name] = Kept(kept.image, rects, [None] * len(parts))
    shown = []
    for i, (key, _r, paint) in enumerate(parts):
        part, full = kept.parts[i], (key, lang.current())
        if part is None or part.key != full:
            canvas.assets.afford()
            part = _paint(canvas, kept.image, rects[i], full, paint)
            kept.parts[i] = None if canvas.assets.any_blurry(part.cards) else part
        shown.append(part)
    canvas.surface.blit(kept.image, (0, 0))
    for part in shown:
        _recorded(canvas, part)


def draw_backdrop(canvas, key, paint) -> None:
    """The felt with what never moves on it, painted once per window size and language
    (Canvas.backdrop), then blitted whole; what its paint recorded counts as drawn."""
    size = canvas.surface.get_size()

    def make():
        image = canvas.warm_table().copy()
        return image, _paint(canvas, image, pygame.Rect((0, 0), size), key, paint)
    image, part = canvas.assets.cached(("backdrop", key, lang.current(), size), make)
    canvas.surface.blit(image, (0, 0))
    _recorded(canvas, part)


def _paint(canvas, image: pygame.Surface, pr: pygame.Rect, full, paint) -> Part:
    """`paint` on the ground's own piece of bare felt, clipped to it, recording apart."""
    keep = (canvas.surface, canvas.assets.shown, canvas.drawn_text, canvas.covers,
            canvas.cut, canvas.shortened, canvas.marks)
    canvas.surface = image
    canvas.assets.shown, canvas.drawn_text, canvas.covers, canvas.cut, canvas.shortened = (
        set(), [], [], [], set())
    canvas.marks = []
    image.set_clip(pr)
    try:
        image.blit(canvas.warm_table(), pr, pr)
        paint(canvas)
        return Part(full, canvas.assets.shown, canvas.drawn_text, canvas.covers, canvas.cut,
                    canvas.shortened, canvas.marks)
    finally:
        image.set_clip(None)
        (canvas.surface, canvas.assets.shown, canvas.drawn_text, canvas.covers, canvas.cut,
         canvas.shortened, canvas.marks) = keep


def _recorded(canvas, part: Part) -> None:
    """The part's cards and words count as drawn this frame."""
    if canvas.assets.shown is not None:
        canvas.assets.shown |= part.cards      # refined first, while blurry
    if canvas.drawn_text is not None:
        canvas.covers += [c._replace(before=len(canvas.drawn_text) + c.before)
                          for c in part.covers]
        canvas.drawn_text += part.words
    if canvas.shortened is not None:
        canvas.shortened |= part.shortened
    if canvas.marks is not None:
        canvas.marks += part.marks or []
    canvas.cut += part.cut
    canvas.written += [canvas.rect(r) for _text, r in part.words]

"""Large print at the tables (issue 44): what a table's layout asks of the text size chosen
(Settings → Text size: `Canvas.text_scale`, 1.0, 1.3 or 1.6).

A layout makes room first (a panel grows by `grown`, lines wrap by `wrapped`, stepping by
`Canvas.line_step`); where a line still has no room at its size, `shrunk` draws it smaller,
down to its Normal size and never below, before anything is cut."""

from __future__ import annotations

from ..shell.canvas import Canvas


def grown(canvas: Canvas, length: float) -> float:
    """A length laid out for text (a row's height, a header's) at the text size chosen."""
    return length * canvas.text_scale


def shrunk(canvas: Canvas, text: str, size: float, width: float, bold: bool = False
           ) -> float:
    """The size to draw `text` at inside `width`: `size` when it fits, else smaller, down
    to what is `size` at the Normal text size (never smaller than Normal print); past that,
    that size (the caller fits or cuts it there)."""
    scale = canvas.text_scale
    if scale <= 1 or canvas.text_width(text, size, bold) <= width:
        return size

    def fit():
        lo = size / scale
        for k in range(1, 9):
            s = size - (size - lo) * k / 8
            if canvas.text_width(text, s, bold) <= width:
                return text, s
        return text, lo
    return canvas.assets.fit(("shrunk", text, size, round(width), bold, scale), fit)[1]


def fitted(canvas: Canvas, text: str, size: float, width: float, bold: bool = False
           ) -> tuple[str, float]:
    """(what is shown, its size): `text` at `size`, or smaller down to its Normal size
    (`shrunk`) when that holds it whole; else as `Canvas.fitted` fits it."""
    s = shrunk(canvas, text, size, width, bold)
    if canvas.text_width(text, s, bold) <= width:
        return text, s
    return canvas.fitted(text, s, width, bold)


def fit_text(canvas: Canvas, text: str, size: float, pos, color, width: float,
             anchor: str = "topleft", bold: bool = False, shadow: bool = False):
    """`text` drawn inside `width`: smaller down to its Normal size first (`shrunk`), then as
    `Canvas.fit_text` fits it (a size or two smaller, else cut)."""
    s = shrunk(canvas, text, size, width, bold)
    if canvas.text_width(text, s, bold) <= width:      # whole (Canvas.fitted would try
        return canvas.text(text, s, pos, color, anchor, bold, shadow)   # 14 first)
    return canvas.fit_text(text, s, pos, color, width=width, anchor=anchor, bold=bold,
                           shadow=shadow)


def wrapped(canvas: Canvas, text: str, sizes, width: float, height: float, gap: float
            ) -> tuple[list[str], float, float]:
    """`text` wrapped inside `width` x `height`, one line every `Canvas.line_step(size,
    gap)`: (lines, size, step) at the first of `sizes` whose lines all fit, else at sizes
    down to the Normal size of the smallest, else the smallest's with its last line cut
    (noted in `Canvas.shortened`, as `Canvas.paragraph` notes it)."""
    scale = canvas.text_scale
    tried = list(sizes)
    if scale > 1:
        low = sizes[-1] / scale
        tried += [sizes[-1] - (sizes[-1] - low) * k / 6 for k in range(1, 7)]

    def fit():
        for s in tried:
            found = canvas.lines(text, s, width)
            step = canvas.line_step(s, gap)
            if len(found) * step - gap <= height + 0.5 and all(
                    canvas.text_width(one, s) <= width for one in found):
                return found, (s, False)
        s = tried[-1]
        found = canvas.lines(text, s, width)
        most = max(1, int((height + gap) // canvas.line_step(s, gap)))
        rest = " ".join(found[most - 1:])
        return found[:most - 1] + [canvas.fitted(rest, s, width)[0]], (s, True)
    found, (s, cut) = canvas.assets.fit(("wrapped", text, tuple(sizes), round(width),
                                          round(height), gap, scale), fit)
    if cut and canvas.shortened is not None:
        canvas.shortened.add(text)
    return found, s, canvas.line_step(s, gap)


class Grown:
    """A box laid out for Normal print (its rows at offsets from its top, its lines
    `width` wide) drawn larger for a larger text size: as much wider and taller as the text
    is larger, kept inside `bounds` and centred where the box was; `y(v)` and `x(v)` say
    where a Normal place in it goes, `w(v)` how wide a Normal width is now."""

    def __init__(self, canvas: Canvas, box, bounds=(0, 0, 1280, 720)):
        x, y, w, h = box
        bx, by, bw, bh = bounds
        t = canvas.text_scale
        self.box0 = box
        nw, nh = min(bw, w * t), min(bh, h * t)
        self.sx, self.sy = nw / w, nh / h
        cx, cy = x + w / 2, y + h / 2
        left = min(max(bx, cx - nw / 2), bx + bw - nw)
        top = min(max(by, cy - nh / 2), by + bh - nh)
        self.rect = (left, top, nw, nh)

    def x(self, v: float) -> float:
        return self.rect[0] + (v - self.box0[0]) * self.sx

    def y(self, v: float) -> float:
        return self.rect[1] + (v - self.box0[1]) * self.sy

    def w(self, v: float) -> float:
        return v * self.sx

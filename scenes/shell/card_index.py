"""A card's corner index in the letters of the language in use.

A card SVG marks each corner letter it prints as a group
`<g class="index" data-rank="Q" transform="translate(x 11)" ... stroke-linejoin="...">`
holding one stroked path in a 24-by-34 box. `reprint` redraws those groups with another
letter (services/ranks.py says which) in the same stroke, so a French pack shows V D R
on the same art; the files stay as drawn, the language is chosen when a card is rendered.
"""

from __future__ import annotations

import re

# letter -> (left of its 24-wide box on the card, stroke-linejoin, path): drawn like the
# cards' own J Q K A (stroke 6, from y 0 to 34, centred on x 24 of the card).
GLYPHS = {
    "V": (12, "bevel", "M1.2,0L12,31.6L22.8,0"),
    "D": (12, "miter", "M4,3V31H10C17.5,31 21,25 21,17C21,9 17.5,3 10,3Z"),
    "R": (12.5, "miter", "M3,34V3H11C17,3 20,6.2 20,10.8C20,15.4 17,18.6 11,18.6H3"
                         "M11,18.6L21.5,34"),
}

INDEX = re.compile(r'<g class="index" data-rank="([^"]+)" transform="translate\([\d.]+ '
                   r'([\d.]+)\)"([^>]*?) stroke-linejoin="\w+"><path d="[^"]*"/></g>')


def index_rank(svg: str) -> str | None:
    """The rank a card prints in its corners ('Q'), or None when it marks none."""
    found = INDEX.search(svg)
    return found.group(1) if found else None


def reprint(svg: str, letter: str) -> str:
    """The card with its corner letters drawn as `letter` (unchanged if no glyph)."""
    if letter not in GLYPHS:
        return svg
    x, join, path = GLYPHS[letter]

    def one(m: re.Match) -> str:
        return (f'<g class="index" data-rank="{m.group(1)}" transform="translate({x} '
                f'{m.group(2)})"{m.group(3)} stroke-linejoin="{join}"><path d="{path}"/></g>')
    return INDEX.sub(one, svg)

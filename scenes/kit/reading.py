"""Time to read (issue 44): a sentence that goes away by itself (the line of what happened,
a first-time tip, a sign over the table, a person's own words in a race) stays on screen
long enough for a slow reader to read it whole, and longer at a larger text size (the
same sentence on more lines, fewer words to a glance). A sentence that stays until the
next move needs none of this."""

from __future__ import annotations

FIRST_MS = 1000     # to find the words on the table and begin
PER_CHAR_MS = 70    # about 14 letters a second: a child's or a slow reader's pace


def reading_ms(text: str, scale: float = 1.0, least: float = 0.0) -> float:
    """How long `text` stays: its length at a slow reader's pace, times the text size
    chosen (`scale`: Canvas.text_scale, 1.3 at Large, 1.6 at Larger), never less than
    `least` (what it stayed before, at its shortest)."""
    return max(least, (FIRST_MS + PER_CHAR_MS * len(text)) * max(1.0, scale))

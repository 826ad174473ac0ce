"""One animated board per game, registered by the rules' name."""

from .petroglyph import PetroglyphBoard

BOARDS = {
    "petroglyph": PetroglyphBoard,
}

BLURBS = {
    "petroglyph": "Memory with a twist: find sets of matching rock carvings. 1-4 players; "
                  "one player alone plays the solitaire challenge.",
}

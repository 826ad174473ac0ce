"""One animated board per game, registered by the rules' name."""

from .petroglyph import PetroglyphBoard
from .petroglyph import warm_up_jobs as petroglyph_warm_up

BOARDS = {
    "petroglyph": PetroglyphBoard,
}

WARM_UP = {
    "petroglyph": petroglyph_warm_up,
}

BLURBS = {
    "petroglyph": "Memory with a twist: find sets of matching rock carvings. 1-4 players; "
                  "one player alone plays the solitaire challenge.",
}

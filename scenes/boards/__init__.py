"""One animated board per game, registered by the rules' name.

A board is the only screen code that knows its game; the menu, table, score and replay
scenes ask it everything game-specific, through two abstract classes: `GameFace`
(face.py: what is known without a table, asked of `BOARDS[name]`: `blurb`,
`menu_options`, `headline`, `draw_result`, `result_note`, `replay_note`, `tips`,
`warm_up`, `hides_hands`, `own_controls`) and `Board` (common.py: the live board of a
table, every answer a screen asks of it, and what a board may ask of its table).
"""

from .fossil import FossilBoard
from .garbo import GarboBoard
from .ligretto import LigrettoBoard
from .petroglyph import PetroglyphBoard

BOARDS = {
    "petroglyph": PetroglyphBoard,
    "fossil": FossilBoard,
    "garbo": GarboBoard,
    "ligretto": LigrettoBoard,
}

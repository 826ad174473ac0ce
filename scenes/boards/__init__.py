"""One animated board per game. `BOARDS` (scenes/services/parts.py) finds a game's board by
the rules' name, once scenes/lessons has registered this app's games (make_app does).

A board is the only screen code that knows its game; the menu, table, score and replay
scenes ask it everything game-specific, through two abstract classes: `GameFace`
(face.py: what is known without a table, asked of `BOARDS[name]`: `blurb`,
`menu_options`, `headline`, `draw_result`, `result_note`, `replay_note`, `tips`,
`warm_up`, `hides_hands`, `own_controls`) and `Board` (common.py: the live board of a
table, every answer a screen asks of it, and what a board may ask of its table). A board
asks its session only what `BoardSession` names (scenes/services/table_session.py), so it
works on a session whose game lives on another computer.
"""

from ..services.parts import BOARDS

__all__ = ["BOARDS"]

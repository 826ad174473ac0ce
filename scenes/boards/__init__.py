"""One animated board per game, registered by the rules' name.

A board is the only screen code that knows its game; the menu, table and score scenes ask
it everything game-specific:

    Board(table)                     the board of a table scene
    board.layout, board.busy         its Tiled layout; True while animations play
    board.update(dt), board.handle_event(event) -> bool, board.play(events),
    board.draw(canvas)
    board.banner() -> str            the line at the top: whose turn, what to do
    Board.blurb                      a paragraph for the menu
    Board.warm_up(canvas) -> jobs    render its images ahead of time, one job a frame
    Board.menu_options(players)      [MenuOption]: variants the menu offers
    Board.headline(session) -> str   the score scene's sentence
    Board.draw_result(canvas, rect, session, seat)   a seat's breakdown on the score scene
    Board.result_note(session) -> str                a line under the score panels
    Board.rematch(seats) -> seats    who sits where for "Play again"
    Board.hides_hands, board.reveal(seat)            secret hands: the pass-and-play
                                     curtain shows them only to `table.revealed`
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

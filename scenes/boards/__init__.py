"""One animated board per game. `BOARDS` (scenes/services/parts.py) finds a game's board by
the rules' name, once scenes/lessons has registered this app's games (make_app does).

A board is the only screen code that knows its game; the menu, table and score scenes ask
it everything game-specific:

    Board(table)                     the board of a table scene
    board.layout, board.busy         its Tiled layout; True while animations play
    board.update(dt), board.handle_event(event) -> bool, board.play(events),
    board.draw(canvas)
    board.banner() -> str            the line at the top: whose turn, what to do
    Board.blurb                      a paragraph for the menu (English marked N_():
                                     shown with _(), as are replay_note and MenuOption's
                                     labels; every other answer is already translated)
    Board.warm_up(canvas) -> jobs    render its images ahead of time, one job a frame
    Board.menu_options(players)      [MenuOption]: variants the menu offers
    Board.headline(session) -> str   the score scene's sentence
    Board.draw_result(canvas, rect, session, seat)   a seat's breakdown on the score scene
    Board.result_note(session) -> str                a line under the score panels
    Board.hides_hands, board.reveal(seat)            secret hands: the pass-and-play
                                     curtain shows them only to `table.revealed`
    Board.replay_note                what a replay shows that the table kept hidden
    board.marks(move) -> Marks       where a move is on the table (scenes/kit/pointer.py):
                                     what glows, an arrow to where it goes (hints, Learn)
    board.person() -> seat | None    the person who may play now (a hint is for them)
    Board.offers_hints               the table shows its Hint button (not in a race)
    Board.own_controls               each person plays with their own controls (real
                                     time: the menu lets each pick; services/controls.py)
    board.taken_back()               the session took a move back: show the table as it is
    board.lesson_rect(), Board.lesson_fills   where a guided game's words go

A board talks to its table (scenes/screens/table.py, or a replay) only through this:

    table.session                    the game (scenes/services/session.py)
    table.play_move(seat, move)      play a legal move; the board then gets its events
    table.say(text, warning=False)   the line of what just happened (warning: a refusal),
                                     in the language in use (scenes/services/lang.py);
                                     it stays in the history (saved with the game)
    table.note(text, entry=None) -> entry   a line for the history only, not the line
                                     under the table; given `entry` (what an earlier note
                                     returned) that line is rewritten (a growing burst)
    table.show_sign(text)            a big sign over the table that fades by itself
    table.float_score(text, rect)    points rising from under the seat panel at `rect`
    table.announce_turn(seat)        "Ben's turn" when the mouse passes between people
    table.sound(name)                a sound of scenes/shell/sound.py
    table.redraw()                   draw the next frame (nothing animating shows it)
    table.time_scale                 the speed setting, multiplying every duration
    table.revealed                   the seat whose hand may show (None: none)
    table.curtain_for()              the person the curtain waits for, if any
    table.replaying                  True in a replay: nobody plays, every card shows
    table.tip(key)                   a first-time tip (scenes/services/tips.py), once ever
    table.lesson_refusal(seat, move) in a guided game, why a legal move is not the one it
                                     waits for (None: play it)
    table.refused(move)              the rules refused a person's move (a lesson's Try)
"""

from ..services.parts import BOARDS

__all__ = ["BOARDS"]

"""The table's pace: when a bot moves (turn by turn, after the bots' pace), the clock of a
game in real time (everyone at once), and the end of the game (the records kept, the score
screen made ahead and shown).

A part of the table scene (table.py), which keeps layout and drawing; it asks the table's
session only what `TableSession` (services/table_session.py) offers. A replay, a table
that is only watched, puts its own steps in place of `take_turns` and `run_clock`.
"""

from __future__ import annotations

import math

from ..services.ahead import read_ahead


class Pace:
    def __init__(self, table):
        self.table = table
        self.bot_wait = 0.0        # how long the bot to move has waited (the bots' pace)
        self.over_wait = 0.0       # how long the finished game has been shown
        self.clock_ms = 0.0        # real time: the part of a millisecond not yet given
        self.score_scene = None    # the score scene, made when the game ends (`finish`)
        self._choices: tuple = (None, 0)   # (moves made, seat) -> its moves' count

    def holding(self) -> bool:
        """The bots and the clock wait while a guided game explains."""
        guide = self.table.guide
        return guide is not None and guide.holding

    def done(self) -> bool:
        """The game is over, or the challenge it was (some end after their first round)."""
        return self.table.session.finished()

    def finish(self, dt: float, wait: float = 300) -> None:
        """The game is over: the score scene once the table has shown it. The first frame
        after the end keeps the game in the records (a frame of its own) and makes the
        score scene, rehearsed while the table still shows (App.prepare)."""
        app = self.table.app
        self.over_wait += dt
        if self.score_scene is None:
            self.table.session.keep_result(app.records(), app.record_bots)
            read_ahead(app.records())   # what the menu and statistics will read
            self.score_scene = app.prepare("score", session=self.table.session)
            return                           # the score shows on a later frame
        if self.over_wait >= wait:
            app.replace(self.score_scene)

    def take_turns(self, dt: float) -> None:
        """Turn by turn: the curtain between two people, a bot's move when it is ready."""
        table, session = self.table, self.table.session
        seat = table.curtain_for()
        if seat is not None and table.curtain is None:
            table.app.open("curtain", table=table, seat=seat)
            table.curtain = True     # until the curtain scene enters and takes its place
            return
        if table.guide is not None and (table.guide.finished or session.is_over()):
            return                    # a guided game ends on its own panel, not the score
        if self.done():
            self.finish(dt)
            return
        acting = session.to_act()
        if not acting:        # a move is on its way to or from another computer
            return
        seat = min(acting)
        if not session.seats[seat].is_bot or self.holding():
            return
        session.think(seat)
        self.bot_wait += dt
        settings = table.app.settings
        if self.bot_wait >= think_ms(settings.bot_pace_ms, self.choices(seat)) \
                * settings.time_scale:
            move = session.bot_move(seat)
            if move is not None:
                self.bot_wait = 0.0
                table.play_move(seat, move)

    def choices(self, seat: int) -> int:
        """How many moves `seat` may make now (asked once a turn)."""
        session = self.table.session
        key = (session.moves_made, seat)
        if self._choices[0] != key:
            self._choices = (key, len(session.legal(seat)))
        return self._choices[1]

    def run_clock(self, dt: float) -> None:
        """Everyone at once: the game's clock runs with the frames (not while paused), and
        whatever arrived is animated at once (frames are drawn while cards move)."""
        table, session, board = self.table, self.table.session, self.table.board
        if table.guide is not None and (table.guide.finished or self.done()):
            return
        if self.done():
            if not board.busy:
                self.finish(dt, wait=board.final_wait_ms)
            return
        if not board.clock_running() or self.holding():
            return
        self.clock_ms += dt
        whole = int(self.clock_ms)
        self.clock_ms -= whole
        outcomes = session.advance(whole, board.race_pace(table.app.settings.real_time_pace))
        if outcomes:
            table.app.dirty = True
            board.arrived(outcomes)
            if session.save_error:
                table.news.say(session.save_error, warning=True)


def think_ms(pace_ms: float, choices: int) -> float:
    """How long a bot takes to move, as a person would: the bots' pace for a turn of about
    thirty choices, quicker when there is little to weigh (a forced move: 0.6 of it), a
    little slower with many (1.3 of it at a hundred and more)."""
    spread = math.log2(max(1, choices)) / math.log2(32)
    return pace_ms * min(1.3, 0.6 + 0.4 * spread)

"""A table and a session reduced to what a part of the table asks (tests of table_pace,
table_help and table_handover): each call is recorded, every answer is set by the test."""

from __future__ import annotations

from types import SimpleNamespace

from game.core import Phrase
from scenes.services.session import Seat


class FakeSession:
    """The names of `TableSession` a part asks, answered from plain fields."""

    game, challenge, lesson, realtime, takes_back = "garbo", None, False, False, True
    save_error = ""

    def __init__(self, seats=("human", "bot")):
        self.seats = [Seat(kind, name, "easy" if kind == "bot" else None)
                      for kind, name in zip(seats, ("Ada", "Ochre", "Ben", "Cleo"))]
        self.calls: list[tuple] = []
        self.acting = frozenset({0})
        self.over = False
        self.allowed: set = {"m1", "m2"}
        self.moves_made = 0
        self.ready_move = None         # a bot's move once thought
        self.hint = None               # a Hint once thought
        self.refusal = None            # why no take-back
        self.mover = None
        self.outcomes: list = []

    def humans(self):
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def to_act(self):
        return self.acting

    def allows(self, seat, move):
        return move in self.allowed

    def legal(self, seat):
        return tuple(sorted(self.allowed))

    def is_over(self):
        return self.over

    def finished(self):
        return self.over

    def last_mover(self):
        return self.mover

    def think(self, seat):
        self.calls.append(("think", seat))

    def bot_move(self, seat):
        return self.ready_move

    def advance(self, ms, pace=1.0):
        self.calls.append(("advance", ms, pace))
        return self.outcomes

    def keep_result(self, db, record_bots=False):
        self.calls.append(("keep_result", db))

    def ask_hint(self, seat):
        self.calls.append(("ask_hint", seat))

    def hint_ready(self):
        found, self.hint = self.hint, None
        return found

    def take_back_refusal(self):
        return self.refusal

    def take_back(self):
        self.calls.append(("take_back",))
        return self.refusal

    def hand_over(self):
        self.calls.append(("hand_over",))


class Recorder:
    """Any call is kept in `calls` as (name, args..., {keywords} when given); its answer is
    `answers.get(name)`."""

    def __init__(self, **answers):
        self.calls: list[tuple] = []
        self.answers = answers

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)

        def call(*args, **kwargs):
            self.calls.append((name, *args) + ((kwargs,) if kwargs else ()))
            return self.answers.get(name)
        return call

    def named(self, name) -> list[tuple]:
        return [c for c in self.calls if c[0] == name]


def fake_table(session: FakeSession | None = None, **board):
    """A table's fields a part reads, each a plain value or a Recorder."""
    settings = SimpleNamespace(bot_pace_ms=500, time_scale=2.0, real_time_pace=1.5,
                               tips=True, tips_seen=[], save=lambda: None)
    app = Recorder(records="the records", prepare="the score scene")
    app.settings, app.dirty, app.record_bots = settings, False, False
    app.speech = Recorder()                 # what the voice was asked to say
    app.canvas = SimpleNamespace(text_scale=1.0)     # the text size (kit/reading.py)
    board_fields = dict(busy=False, hides_hands=False, final_wait_ms=700)
    board_fields.update(board)
    the_board = Recorder(clock_running=True, person=0, marks="marks")
    for k, v in board_fields.items():
        setattr(the_board, k, v)
    the_board.timeline = Recorder()
    the_board.race_pace = lambda pace: pace
    table = Recorder()
    for k, v in dict(session=session or FakeSession(), app=app, board=the_board, guide=None,
                     curtain=None, replaying=False, news=Recorder(), floaters=[1],
                     sign=["x", 0, 1], back_button=SimpleNamespace(visible=True),
                     message_rect=lambda: (100, 600, 800, 40),
                     handover=Recorder(), pace=SimpleNamespace(bot_wait=0.0)).items():
        setattr(table, k, v)
    return table


def no_refusal():
    return None


WHY = Phrase("Moves cannot be taken back in a challenge.")

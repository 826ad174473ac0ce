"""A board reaches its game only through `BoardSession` (scenes/services/table_session.py),
so it works unchanged on a session whose game lives on another computer, which knows only
what its seat may see: read from the source (every name the boards' modules ask of a
session), and played (whole games whose session answers `state` with the seat's view,
hidden cards "?", and `heard` with the events that seat heard)."""

from __future__ import annotations

import pathlib

from test_table_session import DT, AtOnce, asked_of_a_session

from scenes.routes import make_app
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.session import Seat, Session
from scenes.services.session_help import visible_to
from scenes.services.table_session import BoardSession, board_names, protocol_names

ROOT = pathlib.Path(__file__).resolve().parent.parent
BOARD_FILES = sorted((ROOT / "scenes/boards").glob("*.py"))
HIDDEN = "?"


def test_the_boards_ask_their_session_only_the_protocols_names():
    outside = {}
    for path in BOARD_FILES:
        extra = asked_of_a_session(path) - board_names()
        if extra:
            outside[path.name] = sorted(extra)
    assert outside == {}


def test_the_reading_of_the_source_finds_what_the_boards_ask():
    asked = set().union(*(asked_of_a_session(p) for p in BOARD_FILES))
    # The names a board used to read from a session kept here, now gone from the boards.
    assert not asked & {"moves", "record", "clock", "_clock", "bots", "seed"}
    assert {"state", "rules", "heard", "moves_made", "clock_version", "state_at"} <= asked
    assert asked_of_a_session(ROOT / "scenes/boards/ligretto_sight.py") == {"clock_version"}


def test_a_session_here_is_a_board_session_and_the_table_asks_less():
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 1)
    assert isinstance(session, BoardSession)
    assert protocol_names() < board_names()
    assert {"state", "rules", "heard"} <= board_names() - protocol_names()
    assert "moves" not in board_names() and "record" not in board_names()


def test_heard_follows_the_moves_however_the_game_was_made():
    """`heard` is always one list per move: the boards read the game's story there."""
    from scenes.services.deals import replay_session
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 4)
    for _ in range(6):
        seat = min(session.to_act())
        session.apply(seat, session.legal(seat)[0])
    assert len(session.heard) == session.moves_made == 6
    again = Session.from_record(session.record())
    assert again.heard == session.heard
    replayed = replay_session(session.record())
    replayed.goto(4)
    assert replayed.heard == session.heard[:4] and replayed.moves_made == 4
    race = Session("ligretto", [Seat("bot", "Ochre", "easy"), Seat("bot", "Umber", "easy")], 2)
    for _ in range(50):
        race.advance(1000)
    assert race.moves_made > 5 and len(race.heard) == race.moves_made
    assert [e for events in race.heard for e in events]


class AsSeenBy:
    """A session as a guest's computer would hold it for `seat`: `state` is the seat's view
    (hidden cards "?", made once per move, not per frame), `heard` the events the seat
    heard, and no view of another seat's hidden cards. The rest answers from the game
    kept here, so the game goes on. What a board asked beyond: `refused`."""

    def __init__(self, real: Session, seat: int):
        for name, value in (("real", real), ("seat", seat), ("refused", set()),
                            ("_seen", (None, None))):
            object.__setattr__(self, name, value)

    @property
    def state(self):
        state = self.real.state
        if self._seen[0] is not state:
            object.__setattr__(self, "_seen", (state, self.real.rules.view(state, self.seat)))
        return self._seen[1]

    @property
    def heard(self):
        return [[e for e in events if visible_to(e, self.seat)] for events in self.real.heard]

    def view(self, seat):
        if seat not in (None, self.seat):
            self.refused.add(("view", seat))
        return self.real.view(seat)

    def __getattr__(self, name):
        return getattr(self.real, name)

    def __setattr__(self, name, value):
        setattr(self.real, name, value)


def hides_cards(state) -> bool:
    """Some card of `state` shows as "?" (the view really hides something)."""
    def walk(value):
        if value == HIDDEN:
            return True
        if isinstance(value, (tuple, list)):
            return any(walk(v) for v in value)
        return False
    return any(walk(getattr(state, f)) for f in state.__dataclass_fields__)


def play_as_seen_by(monkeypatch, game: str, seed: int) -> tuple[AsSeenBy, ScoreScene]:
    """A person in seat 0 against an easy bot, at a table whose session is `AsSeenBy(0)`,
    every frame drawn, to the score screen (drawn too). The person proposes, each turn,
    first a move legal at their last turn but not now (the rules' refusal is worded from
    the seat's view), then a legal one, through the board as a click would."""
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    real = Session(game, [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], seed)
    session = AsSeenBy(real, 0)
    app = make_app(fixed_dt=DT)
    app.settings.speed = "fast"
    app.settings.bot_pace_ms = 0
    app.run(TableScene(app, session), max_frames=1)
    table = app.stack[0]
    before: tuple = ()                     # the person's legal moves at their last turn
    hidden_seen = False
    try:
        for _frame in range(20000):
            if isinstance(app.scene, ScoreScene):
                app.step(DT)             # the score screen drawn: its story, its headline
                return session, app.scene
            hidden_seen = hidden_seen or hides_cards(session.state)
            if app.scene is table and not table.board.busy and not real.is_over() \
                    and 0 in real.to_act():
                stale = next((m for m in before if not real.allows(0, m)), None)
                if stale is not None:
                    table.board.propose(stale)          # refused, in words, from the view
                before = real.legal(0)
                table.board.propose(before[0])
            app.step(DT)
        raise AssertionError("the game never reached its score screen")
    finally:
        real.close()
        assert hidden_seen, "the seat's view never hid a card: the test would prove nothing"


def test_each_turn_based_board_plays_a_whole_game_from_the_seats_view(monkeypatch):
    for game, seed in (("petroglyph", 3), ("fossil", 5), ("garbo", 7)):
        session, score = play_as_seen_by(monkeypatch, game, seed)
        assert session.refused == set(), game
        assert session.real.is_over() and session.real.moves_made > 10, game


def test_the_ligretto_board_plays_to_the_end_from_the_seats_view(monkeypatch):
    """Real time: the person's clicks are turned into moves on the seat's view (where a
    card fits, why one does not, the table they saw by the clock's version)."""
    from dataclasses import replace

    from game.ligretto.rules import Play
    real = Session("ligretto", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 12)
    real.state = replace(real.state, points=(95, 90))     # a round or two to the end
    session = AsSeenBy(real, 0)
    app = make_app(fixed_dt=DT)
    app.run(TableScene(app, session), max_frames=2)
    table = app.stack[0]
    board = table.board
    board.start_now()
    done = {"plays": 0, "refused": 0, "turns": 0}
    for frame in range(20000):
        if isinstance(app.scene, ScoreScene):
            app.step(DT)
            break
        if app.scene is table and real.between() and not board.busy:
            board.round_panel.next_round()      # a round short of 99: the next one
        if frame % 6 == 0 and app.scene is table and board.person_may_act():
            plays = [m for m in real.legal(0) if isinstance(m, Play)]
            stuck = [i for i, col in enumerate(board.shown.rows[0]) if col and all(
                (m.source, m.index) != ("row", i) for m in plays)]
            if stuck and not done["refused"]:
                board.controls.auto(("row", stuck[0]), 0)    # fits no pile: refused
                done["refused"] += 1
            elif plays:
                board.controls.auto((plays[0].source, plays[0].index), 0)
                done["plays"] += 1
            else:
                board.controls.turn(0)
                done["turns"] += 1
        app.step(DT)
    assert isinstance(app.scene, ScoreScene), "the game never reached its score screen"
    assert session.refused == set() and real.is_over()
    assert hides_cards(session.state) and min(done.values()) > 0, done

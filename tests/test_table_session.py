"""The table reaches its game only through `TableSession` (scenes/services/table_session.py),
so a session whose state lives on another computer can sit at the same table: read from
the source (every name the table's modules ask of a session), and played (whole games at
a table whose session refuses the table any other name)."""

from __future__ import annotations

import ast
import pathlib
import sys
from concurrent.futures import Future

from scenes.routes import make_app
from scenes.screens.handoff import HandoffScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.session import Seat, Session
from scenes.services.table_session import TableSession, protocol_names

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The table and what it is made of: its parts, the curtain, the history it keeps.
TABLE_MODULES = ("scenes.screens.table", "scenes.screens.table_pace",
                 "scenes.screens.table_help", "scenes.screens.table_handover",
                 "scenes.screens.table_waiting",
                 "scenes.screens.handoff", "scenes.kit.history")
NAMES = protocol_names()
DT = 16


def asked_of_a_session(path: pathlib.Path) -> set[str]:
    """Every name a module asks of a session: `session.x`, `self.session.x`,
    `table.session.x`, and `s.x` / `session.x` for a local bound to a session."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bound = {"session"}
    for node in ast.walk(tree):        # `s = self.table.session`, `session = ...session`
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                and node.value.attr == "session":
            bound.update(t.id for t in node.targets if isinstance(t, ast.Name))
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple):
            for target, value in zip(node.targets[0].elts
                                     if isinstance(node.targets[0], ast.Tuple) else (),
                                     node.value.elts):
                if isinstance(target, ast.Name) and isinstance(value, ast.Attribute) \
                        and value.attr == "session":
                    bound.add(target.id)
    asked = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        if (isinstance(owner, ast.Attribute) and owner.attr == "session") or \
                (isinstance(owner, ast.Name) and owner.id in bound):
            asked.add(node.attr)
    return asked


def test_the_table_asks_its_session_only_the_protocols_names():
    outside = {}
    for module in TABLE_MODULES:
        path = ROOT / (module.replace(".", "/") + ".py")
        extra = asked_of_a_session(path) - NAMES
        if extra:
            outside[module] = sorted(extra)
    assert outside == {}


def test_the_reading_of_the_source_finds_what_the_table_asks():
    asked = asked_of_a_session(ROOT / "scenes/screens/table_handover.py")
    assert {"humans", "seats", "last_mover", "take_back_refusal", "hand_over"} <= asked
    assert "state" not in asked


def test_a_session_here_is_a_table_session():
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 1)
    assert isinstance(session, TableSession)
    assert {"view", "apply", "ask_hint", "take_back", "save_said"} <= NAMES
    assert "state" not in NAMES and not any(n.startswith("_") for n in NAMES)


class AtOnce:
    """The bots' worker, thinking on the spot: a game plays the same every run."""

    def ask(self, fn, *args):
        future = Future()
        future.set_result(fn(*args))
        return future

    def submit(self, bot, events, view):
        return self.ask(bot_worker._think, bot, events, view)


class OnlyTheProtocol:
    """A session that answers the table's modules only by the protocol's names (what a
    session kept on another computer would offer); the boards, the lessons and the score
    screen still reach the session behind it. What the table asked beyond: `refused`."""

    def __init__(self, real: Session):
        object.__setattr__(self, "real", real)
        object.__setattr__(self, "refused", set())

    def _from_table(self) -> bool:
        return sys._getframe(2).f_globals.get("__name__") in TABLE_MODULES

    def __getattr__(self, name):
        if name not in NAMES and self._from_table():
            self.refused.add(name)
            raise AttributeError(f"the table asked its session for {name!r}")
        return getattr(self.real, name)

    def __setattr__(self, name, value):
        if self._from_table():
            self.refused.add(name + " =")
            raise AttributeError(f"the table set its session's {name!r}")
        setattr(self.real, name, value)


def table_with(monkeypatch, seats, seed):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    real = Session("garbo", seats, seed)
    session = OnlyTheProtocol(real)
    app = make_app(fixed_dt=DT)
    app.settings.speed = "fast"
    app.settings.bot_pace_ms = 0
    app.run(TableScene(app, session), max_frames=1)
    return app, app.stack[0], real, session


def play_to_the_score(app, table, real, act) -> None:
    """Frames until the score screen shows; `act(seat)` plays for the person to move."""
    for _frame in range(6000):
        if isinstance(app.scene, ScoreScene):
            return
        if app.scene is table and not table.board.busy and not real.is_over():
            people = [s for s in real.to_act() if not real.seats[s].is_bot]
            if people:
                act(people[0])
        app.step(DT)
    raise AssertionError("the game never reached its score screen")


def test_a_person_and_a_bot_play_to_the_end_through_the_protocol_alone(monkeypatch):
    app, table, real, session = table_with(
        monkeypatch, [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    done = {"hints": 0, "taken": 0}

    def act(seat):
        if table.pointer is None and done["hints"] < 3:
            table.ask_hint()                 # shown a few frames later
            done["hints"] += 1
            return
        move = table.pointer[3] if table.pointer is not None else real.legal(seat)[0]
        table.play_move(seat, move)
        if done["taken"] == 0 and real.take_back_refusal() is None:
            done["taken"] += table.take_back()
    try:
        play_to_the_score(app, table, real, act)
    finally:
        real.close()
    assert session.refused == set()
    assert done == {"hints": 3, "taken": 1} and real.hints == {0: 3}
    assert real.is_over() and real.result is not None     # kept in the records


def test_two_people_pass_the_mouse_behind_the_curtain_through_the_protocol_alone(
        monkeypatch):
    app, table, real, session = table_with(
        monkeypatch, [Seat("human", "Mamie"), Seat("human", "Léo")], 5)
    seen = {"curtains": 0, "taken": 0}

    def act(seat):
        table.play_move(seat, real.legal(seat)[0])
    try:
        for _round in range(400):
            if isinstance(app.scene, HandoffScene):
                curtain = app.scene
                seen["curtains"] += 1
                if curtain.mover is not None and not seen["taken"]:
                    curtain.take_back()          # "I am Mamie: take back my move"
                    seen["taken"] += 1
                else:
                    curtain.reveal()             # "I am Léo"
                app.step(DT)
                continue
            play_to_the_score_or_curtain(app, table, real, act)
            if isinstance(app.scene, ScoreScene):
                break
    finally:
        real.close()
    assert session.refused == set()
    assert isinstance(app.scene, ScoreScene)
    assert seen["curtains"] > 10 and seen["taken"] == 1


def play_to_the_score_or_curtain(app, table, real, act) -> None:
    for _frame in range(600):
        if app.scene is not table:
            return
        if not table.board.busy and not real.is_over() and table.curtain_for() is None \
                and table.curtain is None:
            act(min(real.to_act()))
        app.step(DT)

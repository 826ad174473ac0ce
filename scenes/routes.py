"""The route table: every screen's name, so screens open each other by name
(`app.open("score", session=...)`) and none imports another. The one module that knows
them all; main.py and the tests make the app here."""

from __future__ import annotations

from . import lessons
from .screens.challenge import ChallengeScene
from .screens.code_entry import CodeScene
from .screens.handoff import HandoffScene
from .screens.join import JoinScene
from .screens.keys import KeysScene
from .screens.menu import MenuScene
from .screens.replay import ReplayScene
from .screens.rules import RulesScene
from .screens.saved import SavedScene
from .screens.score import ScoreScene
from .screens.settings import SettingsScene
from .screens.stats import StatsScene
from .screens.table import TableScene
from .services import parts
from .shell.app import App


def learn(app: App, game: str) -> TableScene:
    """A guided game of `game` (scenes/lessons): a table with its lesson."""
    lesson = lessons.lesson(game)
    return TableScene(app, lesson.session(), lesson=lesson)


ROUTES = {
    "menu": MenuScene,
    "table": TableScene,
    "learn": learn,
    "curtain": HandoffScene,
    "score": ScoreScene,
    "replay": ReplayScene,
    "challenge": ChallengeScene,
    "code": CodeScene,
    "join": JoinScene,
    "stats": StatsScene,
    "rules": RulesScene,
    "settings": SettingsScene,
    "keys": KeysScene,
    "saved": SavedScene,
}


def make_app(**kwargs) -> App:
    """The app with every screen routed (kwargs as App takes them). Every game the rules
    know must have its screen parts: a missing one stops the app here, by its name."""
    parts.check()
    return App(ROUTES, **kwargs)

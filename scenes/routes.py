"""The route table: every screen's name, so screens open each other by name
(`app.open("score", session=...)`) and none imports another. The one module that knows
them all; main.py and the tests make the app here."""

from __future__ import annotations

from . import lessons
from .services import parts
from .services.lazy import Lazy
from .shell.app import App


def learn(app: App, game: str):
    """A guided game of `game` (scenes/lessons): a table with its lesson."""
    lesson = lessons.lesson(game)
    return ROUTES["table"](app, lesson.session(), lesson=lesson)


# Each screen's module is imported when the screen is first opened (or ahead of it, in a
# frame's spare time: App.import_ahead): the menu's first frame imports only the menu.
ROUTES = {
    "menu": Lazy("scenes.screens.menu:MenuScene"),
    "table": Lazy("scenes.screens.table:TableScene"),
    "learn": learn,
    "curtain": Lazy("scenes.screens.handoff:HandoffScene"),
    "score": Lazy("scenes.screens.score:ScoreScene"),
    "replay": Lazy("scenes.screens.replay:ReplayScene"),
    "challenge": Lazy("scenes.screens.challenge:ChallengeScene"),
    "code": Lazy("scenes.screens.code_entry:CodeScene"),
    "join": Lazy("scenes.screens.join:JoinScene"),
    "stats": Lazy("scenes.screens.stats:StatsScene"),
    "rules": Lazy("scenes.screens.rules:RulesScene"),
    "settings": Lazy("scenes.screens.settings:SettingsScene"),
    "keys": Lazy("scenes.screens.keys:KeysScene"),
    "saved": Lazy("scenes.screens.saved:SavedScene"),
}


def make_app(**kwargs) -> App:
    """The app with every screen routed (kwargs as App takes them). Every game the rules
    know must have its screen parts: a missing one stops the app here, by its name."""
    parts.check()
    return App(ROUTES, **kwargs)

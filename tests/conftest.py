"""Every test keeps its saves, settings and records in a folder of its own, so no test
reads what another (or a person playing on this machine) left behind; and each starts in
English, whatever the machine's locale."""

from __future__ import annotations

import sys

import pytest

import scenes.lessons  # noqa: F401 (registers this app's games' screen parts, as make_app's import does)

# The tests' process starts apps as the command line does (scenes/cli.py's `main`): the bots'
# and the app's helper threads get the GIL back as often as in the app, so a test that
# waits a number of frames for them waits as many as the app would.
sys.setswitchinterval(0.0005)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """The test's data folder (CARDTABLE_HOME): its own tmp_path, which a test may ask for
    by this name to look at the files the app wrote."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "en")      # English unless a test asks for another
    from scenes.services import lang, settings
    lang.use("en")
    # What the settings had to tell, kept per data folder, starts empty for each test (a
    # test that leaves a notice untaken never leaves it to another).
    monkeypatch.setattr(settings, "_problems", {})
    monkeypatch.setattr(settings, "_told", set())
    # A seat a guest's table left is remembered for the app's process (Join asks for it
    # again): each test starts with none.
    from scenes.net import guest
    monkeypatch.setattr(guest, "_left", {})
    # The home network's listings and browsers (a table hosted from the menu, the Join
    # screen) stay on this computer: loopback only, nothing announced to the real network.
    from scenes.net import nearby
    monkeypatch.setattr(nearby, "HOME", ["127.0.0.1"])
    # Saves written in the caller's thread, so a test may read one right after a move
    # (the app's writer thread: tests/test_save_writer.py).
    from scenes.services.save_writer import WRITER
    monkeypatch.setattr(WRITER, "synchronous", True)
    return tmp_path


@pytest.fixture
def db(home):
    """The records, open in the test's data folder."""
    from scenes.services.records import Records
    records = Records.open()
    yield records
    records.close()


class Worker:
    """The bots' worker, in the test's hands: every question (`ask`, and a bot's `submit`)
    is kept in `asked` as (function, arguments) and answered at once, or, while `hold` is
    set, only when the test calls `release()`. No process, no thread, no waiting."""

    ready = True

    def __init__(self):
        self.asked: list[tuple] = []
        self.hold = False
        self.held: list[tuple] = []

    def submit(self, bot, events, view):
        from scenes.services.bot_worker import _think
        return self.ask(_think, bot, events, view)

    def ask(self, fn, *args):
        from concurrent.futures import Future
        self.asked.append((fn, args))
        future = Future()
        if self.hold:
            self.held.append((future, fn, args))
        else:
            future.set_result(fn(*args))
        return future

    def release(self) -> None:
        """Answer every question held, in the order asked."""
        held, self.held = self.held, []
        for future, fn, args in held:
            if not future.cancelled():
                future.set_result(fn(*args))

    def hints_asked(self) -> list[tuple]:
        """The arguments of every hint asked: (game, view, seat, heard)."""
        from game.hints import hint
        return [args for fn, args in self.asked if fn is hint]

    def close(self) -> None:
        pass


@pytest.fixture
def worker(monkeypatch):
    """The app's one bots' worker (`bot_worker.shared()`) replaced by a `Worker` that
    thinks when the test says."""
    from scenes.services import bot_worker
    fake = Worker()
    monkeypatch.setattr(bot_worker, "shared", lambda: fake)
    return fake


@pytest.fixture
def log(tmp_path, monkeypatch):
    """The speech log (--speech-log): every utterance, one a line, with or without a voice."""
    path = tmp_path / "speech.log"
    monkeypatch.setenv("CARDTABLE_SPEECH_LOG", str(path))
    return path


@pytest.fixture
def keys_only(monkeypatch):
    """No mouse: a mouse event posted fails the test (the keyboard alone)."""
    import pygame
    real = pygame.event.post
    mouse = {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
             pygame.MOUSEWHEEL}

    def post(event):
        assert event.type not in mouse, f"a mouse event was posted: {event}"
        return real(event)
    monkeypatch.setattr(pygame.event, "post", post)

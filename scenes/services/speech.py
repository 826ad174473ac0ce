"""A voice that says what happens: each utterance handed to the person's screen reader
(accessible_output2: NVDA, JAWS, SAPI on Windows, VoiceOver on macOS, Speech Dispatcher on
Linux) or to the system's own voice (pyttsx3: SAPI5, NSSpeechSynthesizer, eSpeak NG), and
written to a speech log when one is asked for (`--speech-log FILE`, or the environment's
CARDTABLE_SPEECH_LOG): one utterance a line, the same text the voice is given, whether or
not a voice is there, headless too. Tests and people helping a player read it.

Nothing here waits: the voice is started and spoken to on a thread of its own, and a newer
utterance that interrupts drops the ones still waiting (as screen readers do). A machine
without speech says so once, in words (`take_problem`), and the game goes on silent.
"""

from __future__ import annotations

import contextlib
import io
import os
import queue
import threading

from game.core import Phrase

from .applog import LOG

MODES = ("off", "reader", "voice")   # off; through my screen reader; the system's voice
LEVELS = ("brief", "full")           # brief: what matters now; full: the details too
LOG_ENV = "CARDTABLE_SPEECH_LOG"


class Speech:
    def __init__(self, mode: str = "off", level: str = "brief", log: str | None = None):
        self.mode = mode if mode in MODES else "off"
        self.level = level if level in LEVELS else "brief"
        self.log_path = log or os.environ.get(LOG_ENV) or None
        self.last = ""                     # what was said last (the repeat key says it)
        self.count = 0                     # sentences said so far
        self.said: list[str] = []          # everything said, for tests (bounded)
        self._queue: queue.Queue | None = None
        self._problem: Phrase | None = None
        self._told = False

    # --- saying ----------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        """Anything is said at all: a voice, or a log to write."""
        return self.mode != "off" or self.log_path is not None

    def say(self, text: str, interrupt: bool = False, full: bool = False) -> None:
        """Say `text` (a whole sentence, in the language in use). `interrupt`: a newer
        focus or answer, so what is still waiting is dropped; `full`: a detail said only
        at the full level."""
        text = " ".join(str(text).split())
        if not text or not self.on or (full and self.level != "full"):
            return
        self.last = text
        self.count += 1
        self.said.append(text)
        del self.said[:-500]
        if self.log_path:
            self._write_log(text)
        if self.mode != "off":
            self._voice().put((text, interrupt))

    def repeat(self) -> None:
        if self.last:
            self.say(self.last, interrupt=True)

    def _write_log(self, text: str) -> None:
        try:
            with open(self.log_path, "a", encoding="utf-8") as f:
                f.write(text + "\n")
        except OSError as exc:             # a log that cannot be written never stops a game
            LOG.warning("speech log %s: %s", self.log_path, exc)
            self.log_path = None

    # --- the voice, on its own thread ------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        if mode not in MODES or mode == self.mode:
            return
        self.mode = mode
        if self._queue is not None:
            self._queue.put(None)          # the old voice ends; a new one starts if asked
            self._queue = None
        self._problem, self._told = None, False

    def _voice(self) -> queue.Queue:
        if self._queue is None:
            self._queue = queue.Queue()
            threading.Thread(target=self._speak, args=(self._queue, self.mode),
                             name="speech", daemon=True).start()
        return self._queue

    def _speak(self, waiting: queue.Queue, mode: str) -> None:
        try:
            voice = open_voice(mode)
        except Exception as exc:           # no library, no screen reader, no voice
            LOG.warning("speech (%s) cannot start: %r", mode, exc)
            self._problem = Phrase("Speech could not start on this computer, so the game "
                                   "goes on without a voice. In Settings, Speech, try the "
                                   "other kind.")
            return
        while True:
            item = waiting.get()
            if item is None:
                return
            text, interrupt = item
            if interrupt:                  # only the newest of what waits is worth saying
                while not waiting.empty():
                    newer = waiting.get()
                    if newer is None:
                        return
                    text, interrupt = newer
            try:
                voice(text, interrupt)
            except Exception as exc:
                LOG.warning("speech failed: %r", exc)

    def take_problem(self) -> Phrase | None:
        """Once: why speech is silent on this machine (a screen shows it in words)."""
        if self._problem is None or self._told:
            return None
        self._told = True
        return self._problem


def open_voice(mode: str):
    """A function saying (text, interrupt) through the library for `mode`; raises when
    this machine has none."""
    if mode == "reader":
        auto = _quietly(_auto)
        if auto.get_first_available_output() is None:
            raise RuntimeError("no screen reader or speech service answers")
        return lambda text, interrupt: auto.speak(text, interrupt=interrupt)
    import pyttsx3
    engine = pyttsx3.init()

    def speak(text, interrupt):
        if interrupt:
            engine.stop()
        engine.say(text)
        engine.runAndWait()
    return speak


def reader_running() -> bool:
    """A screen reader (not only a system voice) answers now: speech is then on by
    default. Asked once, off the frame, at start-up."""
    try:
        found = _quietly(_auto).get_first_available_output()
        if found is not None and "Speech Dispatcher" in getattr(found, "name", ""):
            return _orca_running()     # installed is not running: Orca is the reader
        return found is not None and not found.is_system_output()
    except Exception:
        return False


def _auto():
    _system_speechd()
    from accessible_output2.outputs.auto import Auto
    return Auto()


SYSTEM_PYTHON = "/usr/lib/python3/dist-packages"


def _system_speechd() -> None:
    """On Linux, accessible_output2 reaches Speech Dispatcher (Orca's voice) through the
    `speechd` module, which comes with the system's packages (python3-speechd), not from
    PyPI: taken from the system's Python when this one has none (it is pure Python)."""
    import importlib.util
    import sys
    if not sys.platform.startswith("linux") or importlib.util.find_spec("speechd"):
        return
    package = os.path.join(SYSTEM_PYTHON, "speechd")
    if not os.path.isfile(os.path.join(package, "__init__.py")):
        return
    spec = importlib.util.spec_from_file_location(
        "speechd", os.path.join(package, "__init__.py"), submodule_search_locations=[package])
    module = importlib.util.module_from_spec(spec)
    sys.modules["speechd"] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:           # another Python's module that does not load here
        del sys.modules["speechd"]
        LOG.warning("the system's speechd module cannot be used: %r", exc)


def _quietly(make):
    """accessible_output2 prints each output it cannot find (a Linux without Speech
    Dispatcher's module): the log says what matters."""
    with contextlib.redirect_stdout(io.StringIO()):
        return make()


def _orca_running() -> bool:
    """Linux's screen reader, Orca, is running for someone on this machine."""
    try:
        for pid in os.listdir("/proc"):
            if pid.isdigit():
                with open(os.path.join("/proc", pid, "comm"), encoding="utf-8") as f:
                    if f.read().strip() == "orca":
                        return True
    except OSError:
        return False
    return False

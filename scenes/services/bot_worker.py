"""Bots think in a worker process, so even a long think never costs the frame loop a
millisecond (a thread would share the GIL with it).

The bot, the events it has not seen yet and its view go to the worker; the chosen move
and the bot as it is after choosing come back, so a bot's memory and generator stay
exactly as if it ran here, and even its bookkeeping (observe) costs the frame nothing.
The pool starts on a background thread; until it is ready `submit` returns None and the
table simply asks again next frame. One pool serves every table of the app (`shared()`):
the menu starts it while the players choose, since starting a process competes with the
frames around it; a table that closes only drops its own questions (`forget`).

However the app ends (`kill -9` too), its worker ends with it: the worker holds the
reading end of a pipe whose only writing end is the app's, and leaves when it reads the
end of it (`_watch_parent`), which the system makes happen on every OS the moment the app's
process is gone. multiprocessing's other helpers (the forkserver, the resource tracker)
end on their own when every process holding their pipes has ended, the worker included.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor

# How far the bots' process gives way to the app (Unix only): 0 unless the app's command
# line sets it (scenes/cli.py); the tests leave it at 0, since they run two at a time on
# two cores and a worker giving way to them would wait for the suite, not for a frame.
niceness = 0


def _think(bot, events, view):
    if events:
        bot.observe(events)
    move = bot.choose(view)
    return move, bot


def _ping() -> bool:
    return True


def _watch_parent(lifeline, nice: int = 0) -> None:
    """The worker's initializer: a thread that waits for the app's end of `lifeline` to
    close (the app sends nothing, so the wait ends only then) and ends the worker at once,
    even in the middle of a bot's think. The worker also gives way to the app: on a
    machine of two cores a bot thinking, the frame loop and the window system all want
    one, and a frame that waits its turn is late (found in the bench: a 27 ms frame at
    a table in a real window with 2 ms of the frame's own CPU); a bot's move a few ms later
    is never seen."""
    if nice and hasattr(os, "nice"):
        try:
            os.nice(nice)
        except OSError:
            pass
    def watch():
        try:
            lifeline.recv_bytes()
        except BaseException:  # EOFError, OSError: the app is gone
            pass
        os._exit(0)
    threading.Thread(target=watch, name="lifeline", daemon=True).start()


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


class BotWorker:
    def __init__(self):
        self._pool = None
        self._closed = False
        self._lock = threading.Lock()
        # Never written to: the worker reads its end to learn that the app has gone.
        # Made here (pipes are not inheritable, so no other child holds the writing end).
        self._lifeline = multiprocessing.Pipe(duplex=False)
        threading.Thread(target=self._start, name="bot-pool-start", daemon=True).start()

    def _start(self) -> None:
        try:
            pool = ProcessPoolExecutor(max_workers=1, mp_context=_context(),
                                       initializer=_watch_parent,
                                       initargs=(self._lifeline[0], niceness))
            pool.submit(_ping).result(timeout=30)
        except Exception:  # no processes here (a sandbox): think on a thread instead
            pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        with self._lock:
            if self._closed:
                pool.shutdown(wait=False, cancel_futures=True)
            else:
                self._pool = pool

    @property
    def ready(self) -> bool:
        return self._pool is not None

    def submit(self, bot, events, view) -> Future | None:
        return self.ask(_think, bot, events, view)

    def ask(self, fn, *args) -> Future | None:
        """Any long pure computation (a hint: game.hints.hint), off the frame loop."""
        with self._lock:
            return None if self._pool is None else self._pool.submit(fn, *args)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = None


_shared: BotWorker | None = None


def shared() -> BotWorker:
    """The app's one worker, started on first use (the menu asks early)."""
    global _shared
    if _shared is None or _shared._closed:
        _shared = BotWorker()
    return _shared


def forget(futures) -> None:
    """A table's questions it no longer wants: those not started yet are dropped."""
    for future in futures:
        if future is not None:
            future.cancel()


def shutdown() -> None:
    """The app closes: the shared worker's process ends."""
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None

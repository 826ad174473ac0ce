"""Saves written off the frame: `WRITER`, one thread that puts each table's save on the disk.

A table saves after every move, inside the frame that applied it. The text is made there
(save_text.py, well under a millisecond), but writing it waits for the disk: the fsync
that keeps a save whole took 8 ms at the median and up to 50 ms on the reference machine
when other files were being written, and a game in real time makes a move every few frames.
So the frame hands the text over (`put`) and goes on; this thread writes it. Only the
newest text of a file matters: one handed over before the last was written is dropped.

The order per file is kept (a game's end removes its save: `put(path, None)`), and
whoever reads saves or removes one first waits for the writes under way (`flush`:
services/saves.py does), so a save is never read half-new or brought back once removed.
A write that fails (a full disk) is kept as that file's `error` until a later write of it
succeeds; the session reports it with the next move. Before the process ends, `flush`
runs (atexit): the last move is on the disk.

`synchronous` writes in the caller's thread instead (the tests' conftest sets it, so a
test may read a save right after a move; tests/test_save_writer.py tests the thread).
"""

from __future__ import annotations

import atexit
import os
import threading

from game.core import write_text_atomic

FLUSH_S = 10.0        # the longest anyone waits for the disk (a stuck network folder)


class SaveWriter:
    def __init__(self):
        self._cv = threading.Condition()
        self._pending: dict[str, str | None] = {}   # path -> text, None: remove it
        self._busy = False
        self._errors: dict[str, OSError] = {}
        self._thread: threading.Thread | None = None
        self.synchronous = False

    def put(self, path: str, text: str | None) -> None:
        """Write `text` to `path` (None: remove the file), soon, off this thread."""
        if self.synchronous:
            self.flush()
            self._write(path, text)
            return
        with self._cv:
            self._pending[path] = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save-writer",
                                                daemon=True)
                self._thread.start()
            self._cv.notify_all()

    def flush(self, timeout: float = FLUSH_S) -> None:
        """Wait until everything handed over is on the disk."""
        with self._cv:
            self._cv.wait_for(lambda: not self._pending and not self._busy, timeout)

    def error(self, path: str) -> OSError | None:
        """Why the last write of `path` failed; None once one succeeded."""
        with self._cv:
            return self._errors.get(path)

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            self._write(path, text)
            with self._cv:
                self._busy = False
                self._cv.notify_all()

    def _write(self, path: str, text: str | None) -> None:
        failed = None
        try:
            if text is None:
                _unlink(path)
            else:
                # One fsync, not two: a power cut may cost the last move, never the save
                # (game.core.write_text_atomic).
                write_text_atomic(path, text, durable=False)
        except OSError as exc:
            failed = exc
        with self._cv:
            if failed is None:
                self._errors.pop(path, None)
            else:
                self._errors[path] = failed


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


WRITER = SaveWriter()
atexit.register(WRITER.flush)

"""The app's log: `cardtable.log` in the user data folder (saves.data_dir()), for anyone asking
for help. A person reads plain sentences on screen; the technical detail behind them (a
parser's message, an OS error, a traceback) is written here.

Every module logs to `LOG` (the logger "cardtable"). Nothing is written until `start()` is
called (the command line calls it first thing; tests do not): until then the records go
nowhere, not even to the terminal. The file is rotated: at most `MAX_BYTES` in it and
`BACKUPS` older ones beside it (cardtable.log.1, .2), so it never grows past a few hundred KB.
`start()` also logs every uncaught error (sys.excepthook, threading.excepthook).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from logging.handlers import RotatingFileHandler

from . import saves

FILENAME = "cardtable.log"
MAX_BYTES = 200_000
BACKUPS = 2

LOG = logging.getLogger("cardtable")
LOG.addHandler(logging.NullHandler())   # no handler yet: stay silent (no "last resort")


def path() -> str:
    return os.path.join(saves.data_dir(), FILENAME)


def start() -> RotatingFileHandler | None:
    """Write the log to the data folder from now on, and log uncaught errors; the handler,
    or None when the folder cannot hold a file (the app runs on, without a log)."""
    LOG.setLevel(logging.INFO)
    try:
        os.makedirs(saves.data_dir(), exist_ok=True)
        handler = RotatingFileHandler(path(), maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                      encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(process)d] "
                                           "%(message)s"))
    for old in [h for h in LOG.handlers if isinstance(h, RotatingFileHandler)]:
        LOG.removeHandler(old)
        old.close()
    LOG.addHandler(handler)
    logging.raiseExceptions = False     # a full disk never turns a log line into an error
    _hook_uncaught()
    return handler


def _hook_uncaught() -> None:
    before = sys.excepthook

    def uncaught(kind, exc, tb):
        if not issubclass(kind, KeyboardInterrupt):
            LOG.critical("uncaught error", exc_info=(kind, exc, tb))
        before(kind, exc, tb)

    thread_before = threading.excepthook

    def thread_uncaught(args):
        if args.exc_type is not SystemExit:
            LOG.critical("uncaught error in thread %s",
                         getattr(args.thread, "name", "?"),
                         exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        thread_before(args)

    if getattr(sys.excepthook, "__name__", "") != "uncaught":
        sys.excepthook = uncaught
    if getattr(threading.excepthook, "__name__", "") != "thread_uncaught":
        threading.excepthook = thread_uncaught

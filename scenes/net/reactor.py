"""The network's own thread: Twisted's reactor, started on first use in a daemon thread
(no signal handlers: the app's main thread keeps them), and never stopped (a Twisted
reactor cannot run twice in one process). The frame's side hands it work with `call`,
which returns at once; Twisted itself is imported on that thread, so even the first
host or join costs the frame nothing. Imported only when hosting, joining or serving."""

from __future__ import annotations

import threading

_lock = threading.Lock()
_thread: threading.Thread | None = None
_reactor = None
_pending: list = []         # calls made before the reactor was imported


def _run() -> None:
    global _reactor
    from twisted.internet import reactor
    with _lock:
        _reactor = reactor
        for fn, args, kwargs in _pending:
            reactor.callFromThread(fn, *args, **kwargs)     # run in order once running
        _pending.clear()
    reactor.run(installSignalHandlers=False)


def call(fn, *args, **kwargs) -> None:
    """Run `fn(*args, **kwargs)` on the network's thread, soon; never waits."""
    global _thread
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=_run, name="cardtable-network", daemon=True)
            _thread.start()
        if _reactor is None:
            _pending.append((fn, args, kwargs))
            return
    if threading.current_thread() is _thread:
        fn(*args, **kwargs)
    else:
        _reactor.callFromThread(fn, *args, **kwargs)


def later(seconds: float, fn) -> None:
    """Run `fn()` on the network's thread `seconds` from now; never waits."""
    call(lambda: _reactor.callLater(seconds, fn))

"""The network's own thread: Twisted's reactor, started once on first use in a daemon
thread (no signal handlers: the app's main thread keeps them), and never stopped (a
Twisted reactor cannot run twice in one process). The frame's side hands it work with
`call`, which returns at once. Imported only when hosting, joining or serving: Twisted
costs the app's start-up nothing until then."""

from __future__ import annotations

import threading

_lock = threading.Lock()
_thread: threading.Thread | None = None


def reactor():
    """The reactor, running on its thread."""
    global _thread
    from twisted.internet import reactor as the_reactor
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=the_reactor.run, name="cardtable-network",
                                       kwargs={"installSignalHandlers": False}, daemon=True)
            _thread.start()
    return the_reactor


def call(fn, *args, **kwargs) -> None:
    """Run `fn(*args, **kwargs)` on the network's thread, soon; never waits."""
    r = reactor()
    if threading.current_thread() is _thread:
        fn(*args, **kwargs)
    else:
        r.callFromThread(fn, *args, **kwargs)

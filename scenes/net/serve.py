"""The meeting servers on this computer: magic-wormhole's mailbox server (where a host and
its guests meet and exchange keys) and its transit relay (which carries a game between two
computers that cannot reach each other directly). The mailbox listens on PORT and the relay
on PORT+1, as the public ones do (4000 and 4001), so `--servers HOST:PORT` names both.

`listen` starts them on the network's thread (for the tests: in the same process, on free
ports); `serve_forever` is `--serve`, in the foreground until Ctrl+C or SIGTERM. Their
state lives in memory: nothing is written on disk."""

from __future__ import annotations

import time

from ..services.lang import _

DEFAULT_PORT = 4000
EXPIRE_EVERY_S = 5 * 60         # as the mailbox server's own service does
IDLE_CHANNEL_S = 11 * 60        # a mailbox nobody touched for this long is dropped


def _factories(reactor):
    """The mailbox's web site, the relay's factory, and the mailbox's pruning."""
    from twisted.internet import protocol
    from wormhole_mailbox_server.database import create_or_upgrade_channel_db
    from wormhole_mailbox_server.server import make_server
    from wormhole_mailbox_server.web import make_web_server
    from wormhole_transit_relay import transit_server
    from wormhole_transit_relay.usage import create_usage_tracker

    mailbox = make_server(create_or_upgrade_channel_db(":memory:"), allow_list=False,
                          blur_usage=60)     # blurred: no log of who came when
    site = make_web_server(mailbox, False)
    relay = protocol.ServerFactory()
    relay.protocol = transit_server.TransitConnection
    relay.log_requests = False
    relay.transit = transit_server.Transit(
        create_usage_tracker(blur_usage=60, log_file=None, usage_db=None), reactor.seconds)

    def expire():
        now = time.time()
        mailbox.prune_all_apps(now, now - IDLE_CHANNEL_S)
    return site, relay, expire


def _listen_pair(reactor, site, relay, port: int, interface: str):
    """Listen on `port` and `port`+1 (with 0, on the first free pair); their two ports."""
    from twisted.internet.error import CannotListenError
    for _try in range(50 if port == 0 else 1):
        first = reactor.listenTCP(port, site, interface=interface)
        mailbox_port = first.getHost().port
        try:
            reactor.listenTCP(mailbox_port + 1, relay, interface=interface)
        except CannotListenError:
            first.stopListening()
            if port:
                raise
            continue
        return mailbox_port, mailbox_port + 1
    raise OSError("no two free ports side by side")


def listen(port: int = 0, interface: str = "127.0.0.1", timeout: float = 10.0) -> int:
    """Start both servers on the network's thread; the mailbox's port (the relay's is one
    more). Waits only for them to listen (for the tests and `--serve`, never a frame)."""
    import queue

    from . import reactor as net
    answer: queue.Queue = queue.Queue()

    def start():
        try:
            from twisted.internet import reactor as r
            from twisted.internet.task import LoopingCall
            site, relay, expire = _factories(r)
            answer.put(_listen_pair(r, site, relay, port, interface)[0])
            LoopingCall(expire).start(EXPIRE_EVERY_S, now=False)
        except Exception as exc:        # handed to the caller's thread
            answer.put(exc)
    net.call(start)
    got = answer.get(timeout=timeout)
    if isinstance(got, Exception):
        raise got
    return got


def serve_forever(port: int = DEFAULT_PORT, interface: str = "", out=None) -> int:
    """`--serve`: both servers in the foreground until Ctrl+C or SIGTERM (the reactor's
    own signal handlers stop it cleanly). Says where they listen; 0 once stopped."""
    import sys

    from twisted.internet import reactor
    from twisted.internet.task import LoopingCall
    out = out or sys.stdout
    site, relay, expire = _factories(reactor)
    mailbox_port, relay_port = _listen_pair(reactor, site, relay, port, interface)
    LoopingCall(expire).start(EXPIRE_EVERY_S, now=False)
    where = interface or "0.0.0.0"
    print(_("The meeting server listens at ws://{host}:{port}/v1 and its relay at "
            "tcp:{host}:{relay}.").format(host=where, port=mailbox_port, relay=relay_port),
          file=out)
    print(_("Hosts and guests use them with --servers THIS-COMPUTER:{port}. Ctrl+C stops "
            "them.").format(port=mailbox_port), file=out, flush=True)
    reactor.run()           # installs its SIGINT/SIGTERM handlers: they stop it
    return 0

"""Play across computers: the host's table serves its guests, each guest's table plays
through a session whose game lives on the host. No pygame here: the network runs on
threads of its own and the frame loop only polls (`Channel.receive` never waits).

- `channel.py`: `Channel` and `Listener`, what a table sees of a connection, and
  `memory_pair`, two ends joined in memory for the tests.
- `meeting.py`: through home routers, with no server of ours: `host(servers, name)` (a
  `Listener` whose invite is a magic-wormhole code) and `join(code, servers)` (a
  `Channel`); one code seats several guests, the game goes by wormhole transit (direct,
  else the relay); `Servers.of("HOST:PORT")` (mailbox at PORT, relay at PORT+1; "" the
  public ones).
- `serve.py`: the mailbox and relay servers on this computer: `listen` (in-process, the
  tests) and `serve_forever` (`--serve [--port N]`).
- `reactor.py`: the network's thread (Twisted's reactor), `call` hands it work.
- `link.py`: `LinkChannel`, the `Channel` a network thread fills and the frame reads.
"""

"""Play across computers: the host's table serves its guests, each guest's table plays
through a session whose game lives on the host. No pygame here: the network runs on
threads of its own and the frame loop only polls (`Channel.receive` never waits; the table
asks its session's `arrived()` and `notices()` every frame).

- `channel.py`: `Channel` and `Listener`, what a table sees of a connection, and
  `memory_pair`, two ends joined in memory for the tests.
- `wire.py`: `encode(kind, **fields)` and `decode(data) -> Message`, JSON as bytes, size
  (`MAX_BYTES`), shape, kind and every field checked before anything reads it, else one
  `BadMessage` (its `key`); `PROTOCOL`, the wire's number.
- `kinds.py`: each message kind and its fields' types and ranges (`KINDS`): guest to host
  `hello`, `move`, `take_back`, and in real time `race_move`, `pause`; host to guest
  `welcome` (`watching` to a watcher), `refusal`, `moved`, `taken_back`, `sync`,
  `problem`, `presence`, `end`, and in real time `hold`, `race_refused`, `ping` (answered
  `pong`), `slow`.
- `host.py`: `HostedSession`, the host's table's session: its ordinary `Session` (which
  decides, saves and records) wrapped, serving the guests on their channels.
- `host_lent.py`: `LentBots`, the part of `HostedSession` lending a bot to a guest's seat
  until its guest is back (in real time, on the clock: host_race.py's `race_lend`).
- `hosting.py`: what a hosted game's save keeps to be continued hosted (`keep`, `kept`:
  the remote seats, who sat there, the tokens, the salt, the host's name), and the seat
  of a guest come back without its token (`seat_for`).
- `watchers.py`: `Watchers`, the host's part serving the people who joined to watch: the
  spectator's view and events, never a seat nor a token; their moves refused.
- `watcher.py`: `WatcherSession`, a watcher's table's session: a `GuestSession` from no
  seat (no hand, hint, take-back nor curtain; not recorded here).
- `host_race.py`: `HostRace`, the part of `HostedSession` serving a game in real time:
  the clock runs here only, every applied move goes to every guest, a guest's
  move is submitted against the version it saw and made when it says (its measure),
  pauses and dropped guests hold the clock.
- `host_timing.py`: `RaceTiming`, the part of `HostRace` for a fair race: pings to each
  guest, its measure, the clock's hold set from them, the handicap told, a guest's move
  put on the game's clock (`_acted_at`).
- `door.py`: `Door`, one guest's connection as the host keeps it (its seat, the flood and
  unreadable counts, time from the clock it is given).
- `guest.py`: `GuestSession`, a guest's table's session: the last view of its seat, moves
  sent to the host and played when they come back, hints thought here, the game's record
  complete once the seed is revealed and checked.
- `guest_help.py`: `GuestHelp`, the part of `GuestSession` for hints (thought here),
  take-backs (asked of the host) and the game's record here.
- `timing.py`: the host's measure of each guest (`GuestTiming`: round trips, the clock
  offset, a move's claimed time converted and clamped, a lying stream not believed, the
  `handicap_ms` past the cap, `slow_words`) and the clock's hold for them (`hold_for`).
- `guest_race.py`: `GuestRace`, the part of `GuestSession` for a game in real time: the
  clock's versions as the host counts them, a card played here moving at once (and going
  back when the host refuses it), the pause shared with everyone.
- `seen.py`: what a seat may hear of a move's events (a hidden card another seat was dealt
  is `withheld`).
- `seal.py`: the seed's hash sent at the start (salted sha256) and checked at the end.
- `waiting.py`: what a host's table shows until its guests have come (`waiting_of`: the
  invite, the seats still free or waiting for their guest to come back, the meeting
  server unreachable), a `Waiting`.
- `start.py`: hosting and joining: from the command line, waiting before any window
  opens (`host_table`, the code only, and `join_table`); from the menu, never waiting
  (`host_session`, its two doors as one `Doors`: the code and the home network's listing,
  the code alone when the home network cannot be used; Continue's `host_again`; the Join
  screen's `Joining`, by code, and `JoiningNearby`, a listed table; `invite_code`);
  `connection_words`, `nearby_words`.
- `words.py`: every sentence about the connection (a Phrase by key) and the rules' refusals
  written for the wire and read back.
- `meeting.py`: through home routers, with no server of ours: `host(servers, name)` (a
  `Listener` whose invite is a magic-wormhole code) and `join(code, servers)` (a
  `Channel`); one code seats several guests, the game goes by wormhole transit (direct,
  else the relay); `Servers.of("HOST:PORT")` (mailbox at PORT, relay at PORT+1; "" the
  public ones).
- `serve.py`: the mailbox and relay servers on this computer: `listen` (in-process, the
  tests) and `serve_forever` (`--serve [--port N]`).
- `reactor.py`: the network's thread (Twisted's reactor), `call` hands it work.
- `link.py`: `LinkChannel`, the `Channel` a network thread fills and the frame reads;
  `CARDTABLE_NET_DELAY_MS` (`delay_ms`) delays its messages, to try a slow connection.
- `nearby.py`: on one home network, with no code to type: `host_nearby(name, game,
  version)` (a `Listener` announced by zeroconf, its invite the host's name),
  `nearby()` (a `Browser`: `tables()`, each a `Table` with name, game, version, address)
  and `join_nearby(table)` (a `Channel`).
- `direct.py`: the home network's connection: TCP on the network's thread, whole
  length-prefixed frames, the table's secret as the first, pings.
- `doors.py`: `Doors`, two listeners as one (the meeting code and the home network).
"""

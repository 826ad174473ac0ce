"""Play across computers: the host's table serves its guests, each guest's table plays
through a session whose game lives on the host. No pygame here: the network runs on
threads of its own and the frame loop only polls (`Channel.receive` never waits).

- `channel.py`: `Channel` and `Listener`, what a table sees of a connection, and
  `memory_pair`, two ends joined in memory for the tests.
"""

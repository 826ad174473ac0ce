"""`--serve` runs the meeting and relay servers in the foreground, says where, serves a
table, and stops cleanly on SIGTERM; `--servers` and the setting take HOST:PORT only."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys

from net_wait import until

from scenes.net import meeting
from scenes.net.channel import CLOSED, OPEN

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_serve_says_where_it_listens_serves_a_table_and_stops_on_sigterm(home):
    server = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py"), "--serve",
                               "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=dict(os.environ, CARDTABLE_HOME=str(home)))
    try:
        line = server.stdout.readline()
        found = re.search(r"ws://[^:]+:(\d+)/v1 .* tcp:[^:]+:(\d+)", line)
        assert found, line + server.stderr.read()
        port, relay = map(int, found.groups())
        assert relay == port + 1
        table = meeting.host(f"127.0.0.1:{port}", "Mamie")
        until(lambda: table.state != "connecting")
        assert table.state == OPEN and table.invite
        table.close()
    finally:
        server.send_signal(signal.SIGTERM)
        out, err = server.communicate(timeout=30)
    assert server.returncode == 0, err
    assert table.state == CLOSED


def test_servers_on_the_command_line_take_host_and_port(home):
    from scenes import cli
    assert cli.servers_of(cli.parse_args(["--servers", "cards.example.org:4000"])) \
        == "cards.example.org:4000"
    assert cli.servers_of(cli.parse_args([])) == ""           # the public ones
    assert cli.main(["--servers", "cards.example.org"]) == 2


def test_the_servers_setting_keeps_host_and_port_and_forgets_anything_else(home):
    from scenes.services.settings import Settings, server_address
    assert server_address("cards.example.org:4000") == ("cards.example.org", 4000)
    assert server_address("[::1]:4000") == ("::1", 4000)
    assert server_address("") == ("", 0)
    for wrong in ("cards.example.org", ":4000", "host:0", "host:65535", "host:port",
                  "ws://host:4000", 4000, None, "a b:1"):
        assert server_address(wrong) is None, wrong
    s = Settings.load()
    assert s.net_servers == ""
    s.net_servers = "cards.example.org:4000"
    s.save()
    assert Settings.load().net_servers == "cards.example.org:4000"
    s.net_servers = "no port here"
    s.save()
    assert Settings.load().net_servers == ""


def test_servers_on_the_command_line_reach_the_menu_and_join_but_not_the_settings_file(
        home, monkeypatch):
    # A new user starts the menu with --servers, then hosts from the menu or joins with
    # the Join screen: both read the app's settings, so --servers must be there (it was
    # ignored: the menu's table said the public meeting server could not be reached).
    from scenes import cli, routes
    from scenes.services.settings import Settings
    kept = Settings.load()
    kept.net_servers = "cards.example.org:4000"
    kept.save()
    apps = []
    make_app = routes.make_app
    monkeypatch.setattr(routes, "make_app", lambda **kw: apps.append(make_app(**kw)) or apps[-1])
    assert cli.main(["--headless", "--frames", "1", "--servers", "127.0.0.1:40400"]) == 0
    settings = apps[0].settings
    assert settings.net_servers == "127.0.0.1:40400"
    settings.save()                 # the menu saves the settings when Play is pressed
    assert Settings.load().net_servers == "cards.example.org:4000"

"""Play across computers from the command line, in separate processes over real
connections: the meeting and relay servers started here (`serve.listen`, loopback only),
a host (`--game ... --seats ...,remote --host`) printing its invite, guests (`--join CODE
--level easy`, a bot at the guest's seat), each reaching the score screen with the same
scores; and what goes wrong said on standard error with a non-zero exit."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from scenes.net import serve

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT_S = 240           # a safety net for a stuck process, never a measure
RACE_LIMIT_S = 1200     # the same for a whole Ligretto game (minutes of play, fast-forward)


@pytest.fixture(scope="module")
def servers():
    return f"127.0.0.1:{serve.listen()}"


def start(tmp_path, who: str, *args: str, dt: str = "50") -> subprocess.Popen:
    home = tmp_path / who
    home.mkdir()
    env = dict(os.environ, CARDTABLE_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py"), "--headless",
                             "--fixed-dt", dt, "--report", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def play(tmp_path, servers, game: str, seats: str, *here: str, dt: str = "50",
         limit: float = LIMIT_S) -> list[dict]:
    host = start(tmp_path, "host", "--game", game, "--seats", seats, "--seed", "5",
                 "--host", "--servers", servers, *here, dt=dt)
    line = host.stdout.readline()
    assert line.startswith("{"), line + host.stderr.read()
    invite = json.loads(line)["invite"]
    guests = [start(tmp_path, f"guest{i}", "--join", invite, "--level", "easy",
                    "--servers", servers, dt=dt) for i in range(seats.count("remote"))]
    ends = []
    try:
        for p in [*guests, host]:
            out, err = p.communicate(timeout=limit)
            assert p.returncode == 0, err[-2000:]
            ends.append(last_json(out))
    finally:        # a failed side never leaves the others waiting for it
        for p in [*guests, host]:
            if p.poll() is None:
                p.kill()
    return ends


@pytest.mark.parametrize("game, seats", [("garbo", "bot:easy,remote"),
                                         ("petroglyph", "remote,bot:easy"),
                                         ("fossil", "bot:easy,remote,remote")])
def test_a_whole_game_across_computers_ends_the_same_on_every_screen(tmp_path, servers,
                                                                     game, seats):
    ends = play(tmp_path, servers, game, seats)
    host = ends[-1]
    assert host["game"] == game and host["scene"] == "score"
    assert len(host["scores"]) == seats.count(",") + 1
    for guest in ends[:-1]:
        assert (guest["game"], guest["scene"], guest["scores"]) == \
            (game, "score", host["scores"])


def test_a_whole_ligretto_game_across_computers_ends_the_same_on_every_screen(tmp_path,
                                                                          servers):
    """A host (its person played by an easy bot, `--level`, and a bot) and two guests,
    everyone at once, to 99 points."""
    ends = play(tmp_path, servers, "ligretto", "human,remote,remote,bot:easy",
                "--level", "easy", dt="100", limit=RACE_LIMIT_S)
    host = ends[-1]
    assert host["game"] == "ligretto" and host["scene"] == "score"
    assert max(host["scores"]) >= 99
    assert [(g["game"], g["scene"], g["scores"]) for g in ends[:-1]] == \
        [("ligretto", "score", host["scores"])] * 2


def test_a_wrong_code_ends_with_a_sentence_and_an_error(tmp_path, servers):
    p = start(tmp_path, "guest", "--join", "9-aardvark-absurd", "--servers", servers)
    out, err = p.communicate(timeout=LIMIT_S)
    assert p.returncode == 1
    assert "No table answers the code 9-aardvark-absurd" in err


def test_an_unreachable_server_ends_with_a_sentence_and_an_error(tmp_path):
    p = start(tmp_path, "host", "--game", "garbo", "--seats", "bot,remote", "--host",
              "--servers", "127.0.0.1:9")
    out, err = p.communicate(timeout=LIMIT_S)
    assert p.returncode == 1 and out == ""
    assert "The meeting server 127.0.0.1:9 cannot be reached" in err


def test_a_remote_seat_needs_host_and_host_needs_a_remote_seat(tmp_path):
    for args in (["--game", "garbo", "--seats", "human,remote"],
                 ["--game", "garbo", "--seats", "human,bot", "--host"]):
        p = start(tmp_path, f"c{len(args)}", *args)
        out, err = p.communicate(timeout=LIMIT_S)
        assert p.returncode == 2 and "--host needs --game" in err, err


def test_a_watcher_from_the_command_line_sees_the_game_to_the_same_scores(tmp_path, servers):
    """--join CODE --watch: a third process watches a Garbo game between a bot at the host
    and a guest, and reaches the score screen with the same scores."""
    host = start(tmp_path, "host", "--game", "garbo", "--seats", "bot:easy,remote", "--seed",
                 "6", "--host", "--servers", servers)
    line = host.stdout.readline()
    assert line.startswith("{"), line + host.stderr.read()
    invite = json.loads(line)["invite"]
    sides = [start(tmp_path, "watcher", "--join", invite, "--watch", "--servers", servers),
             start(tmp_path, "guest", "--join", invite, "--level", "easy", "--servers",
                   servers), host]
    ends = []
    try:
        for p in sides:
            out, err = p.communicate(timeout=LIMIT_S)
            assert p.returncode == 0, err[-2000:]
            ends.append(last_json(out))
    finally:
        for p in sides:
            if p.poll() is None:
                p.kill()
    watcher, guest, hosted = ends
    assert hosted["scene"] == "score" and len(hosted["scores"]) == 2
    assert (watcher["game"], watcher["scene"], watcher["scores"]) == \
        ("garbo", "score", hosted["scores"]) == (guest["game"], guest["scene"], guest["scores"])

"""The game in progress: bots fed through the worker play exactly as bots fed directly,
and a game continued from its save goes on exactly as if it had never stopped."""

from __future__ import annotations

import time

import pytest

from game import RULES
from scenes.services.session import Seat, Session, parse_seats

R = RULES["petroglyph"]


def run_bots(session: Session, limit: int | None = None) -> None:
    """Let the session's bots play (through the worker) until the end or `limit` moves."""
    deadline = time.monotonic() + 120
    while not session.is_over() and (limit is None or len(session.moves) < limit):
        seat = min(session.to_act())
        session.think(seat)
        move = session.bot_move(seat)
        if move is None:
            assert time.monotonic() < deadline, "the bot never answered"
            time.sleep(0.001)
            continue
        assert move in session.legal(seat)
        session.apply(seat, move)


def direct_game(levels, seed):
    """The same bots, fed every event right after every move, in this process."""
    state = R.new_game(len(levels), seed)
    bots = [R.make_bot(level, i, seed * 31 + i) for i, level in enumerate(levels)]
    moves = []
    while not R.is_over(state):
        seat = min(R.to_act(state))
        move = bots[seat].choose(R.view(state, seat))
        state, events = R.apply(state, seat, move)
        for bot in bots:
            bot.observe(events)
        moves.append({"seat": seat, "move": R.move_to_dict(move)})
    return moves


def bot_seats(levels):
    return [Seat("bot", f"B{i}", level) for i, level in enumerate(levels)]


@pytest.mark.parametrize("levels,seed", [(("hard", "medium", "easy"), 4), (("hard",), 7)])
def test_bots_through_the_worker_play_as_bots_fed_directly(levels, seed):
    session = Session("petroglyph", bot_seats(levels), seed)
    try:
        run_bots(session)
    finally:
        session.close()
    assert session.moves == direct_game(levels, seed)


def test_continue_goes_on_exactly_as_an_uninterrupted_game(tmp_path):
    levels = ("hard", "medium")
    path = str(tmp_path / "current.json")
    first = Session("petroglyph", bot_seats(levels), 12, save_path=path)
    try:
        run_bots(first, limit=15)
    finally:
        first.close()
    resumed = Session.load(path)
    assert resumed.state == first.state and resumed.moves == first.moves
    try:
        run_bots(resumed)
    finally:
        resumed.close()
    assert resumed.moves == direct_game(levels, 12)


def test_parse_seats_names_and_refusals():
    seats = parse_seats("human,bot:hard,bot")
    assert [s.kind for s in seats] == ["human", "bot", "bot"]
    assert seats[1].level == "hard" and seats[2].level == "medium"
    for bad in ("robot", "bot:expert", "human,"):
        with pytest.raises(ValueError):
            parse_seats(bad)


def test_a_session_refuses_a_wrong_table():
    with pytest.raises(ValueError):
        Session("petroglyph", bot_seats(["easy"] * 5), 1)
    with pytest.raises(ValueError):
        Session("chess", bot_seats(["easy"]), 1)


def test_a_save_that_cannot_be_written_is_reported_not_fatal(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    session = Session("petroglyph", [Seat("human", "Ada")], 1,
                      save_path=str(blocker / "current.json"))
    session.apply(0, R.legal_moves(session.state, 0)[0])
    assert session.save_error == ("The game could not be saved. You can play on; the last "
                                  "save is kept.")
    assert len(session.moves) == 1


def test_a_move_saves_with_one_fsync_and_settings_with_the_folders_too(home, monkeypatch):
    """A save is rewritten after every move, inside a frame: the file is synced (whole
    after any crash) but not its folder, a second wait of the disk that took a Ligretto
    frame past its budget. Files written seldom (the settings) sync the rename too."""
    import os

    from game import core
    from scenes.services.deals import demo_session
    synced = []
    monkeypatch.setattr(core.os, "fsync", lambda fd: synced.append(fd))
    session = demo_session("fossil", 3, "easy", seed=3)
    session.save_path = os.path.join(str(home), "game.json")
    session.save()
    assert len(synced) == 1
    core.write_json_atomic(os.path.join(str(home), "other.json"), {"a": 1})
    assert len(synced) == 3

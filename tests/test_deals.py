"""services/deals.py, the one place a session is made: each way in gives the game, seats,
seed and options it promises, and a finished game is kept in the records once, by the
session."""

from __future__ import annotations

import datetime
import json
import os

import pytest

from game import RULES
from game.daily import challenge_deal
from game.dealcode import encode
from scenes.services import deals
from scenes.services.records import Records
from scenes.services.session import Seat, default_save_path

DAY = datetime.date(2026, 11, 24)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def play_out(session) -> None:
    """Bots' moves chosen directly (no worker), people's the first legal move."""
    while not session.is_over():
        seat = min(session.to_act())
        session.apply(seat, session.legal(seat)[0])


def test_new_session_is_saved_where_continue_looks():
    seats = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
    session = deals.new_session("fossil", seats, seed=5, options={})
    assert (session.game, session.seed, session.seats) == ("fossil", 5, seats)
    assert session.save_path == default_save_path()
    session.save()
    again, problem = deals.saved_session()
    assert problem == "" and again.record() == session.record()


def test_a_damaged_save_is_moved_aside_with_a_message(home):
    os.makedirs(os.path.dirname(default_save_path()), exist_ok=True)
    with open(default_save_path(), "w") as f:
        f.write("{not json")
    session, problem = deals.saved_session()
    assert session is None
    assert problem.startswith("The saved game could not be read (")
    aside = [f for f in os.listdir(home) if f.startswith("current.json.damaged-")]
    assert len(aside) == 1
    assert problem.endswith(f" It was moved aside as {aside[0]}.")
    assert not os.path.exists(default_save_path())


def test_demo_sessions_seat_bots_of_the_level_and_save_nothing():
    session = deals.demo_session("petroglyph", 3, "hard", seed=9)
    assert [(s.kind, s.level) for s in session.seats] == [("bot", "hard")] * 3
    assert session.save_path is None


def test_a_code_deals_its_game_with_a_person_and_medium_bots():
    code = encode("garbo", 1234, {"diagonals": "long"}, 2)
    session = deals.code_session(code)
    assert (session.game, session.seed, session.options) == ("garbo", 1234,
                                                             {"diagonals": "long"})
    assert [(s.kind, s.level) for s in session.seats] == [("human", None), ("bot", "medium")]
    with pytest.raises(ValueError):
        deals.code_session("not a code")


def test_todays_challenge_is_the_days_deal_and_says_so():
    session = deals.challenge_session("petroglyph", DAY)
    deal = challenge_deal("petroglyph", DAY)
    assert (session.seed, session.options, session.challenge) == (deal.seed, deal.options,
                                                                  "2026-11-24")


def test_play_again_deals_the_next_seed_and_garbo_passes_the_deal():
    seats = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
    garbo = deals.new_session("garbo", seats, seed=7, options={"diagonals": "all"})
    nxt = deals.again(garbo)
    assert (nxt.seed, nxt.options, nxt.seats) == (8, {"diagonals": "all"}, seats[::-1])
    fossil = deals.again(deals.new_session("fossil", seats, seed=7))
    assert fossil.seats == seats


def test_a_finished_game_is_recorded_once_by_the_session():
    db = Records.open()
    session = deals.new_session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")],
                                seed=3)
    play_out(session)
    first = session.keep_result(db)
    assert session.keep_result(db) is first
    assert db.count() == 1
    assert first.problem == "" and first.challenge is None


def test_bots_alone_are_not_recorded_unless_asked():
    db = Records.open()
    session = deals.demo_session("garbo", 2, "easy", seed=3)
    play_out(session)
    session.keep_result(db)
    assert db.count() == 0
    session.result = None
    session.keep_result(db, record_bots=True)
    assert db.count() == 1


def test_the_command_line_session():
    class Args:
        demo, deal, game, players, level, seed, seats = None, None, "fossil", 4, "easy", 2, \
            "human,bot:hard"
    session = deals.command_line_session(Args, {})
    assert [(s.kind, s.level) for s in session.seats] == [("human", None), ("bot", "hard")]
    assert session.seed == 2
    Args.game = None
    assert deals.command_line_session(Args, {}) is None
    assert json.dumps(RULES["fossil"].title)

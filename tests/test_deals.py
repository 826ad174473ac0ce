"""services/deals.py, the one place a session is made: each way in gives the game, seats,
seed and options it promises, and a finished game is kept in the records once, by the
session."""

from __future__ import annotations

import datetime
import json
import os

import pytest
from screen_helpers import play_until

from game import RULES
from game.daily import challenge_deal
from game.dealcode import encode
from scenes.services import damage, deals, lang, saves
from scenes.services.records import Records
from scenes.services.session import Seat

DAY = datetime.date(2026, 11, 24)


def play_out(session) -> None:
    """Every seat's first legal move (no worker), to the end."""
    play_until(session)


def test_every_new_game_keeps_its_own_save_and_continue_lists_them_newest_first():
    seats = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
    first = deals.new_session("fossil", seats, seed=5, options={})
    assert (first.game, first.seed, first.seats) == ("fossil", 5, seats)
    first.apply(min(first.to_act()), first.legal(min(first.to_act()))[0])
    second = deals.new_session("garbo", seats, seed=6)
    second.apply(min(second.to_act()), second.legal(min(second.to_act()))[0])
    assert first.save_path != second.save_path
    os.utime(first.save_path, (1, 1))     # the older one
    found, problems = deals.saved_sessions()
    assert problems == []
    assert [s.record() for s in found] == [second.record(), first.record()]
    deals.drop_saved(found[1])
    assert [s.record() for s in deals.saved_sessions()[0]] == [second.record()]


def test_the_one_save_of_older_versions_is_migrated_not_lost(home):
    old = deals.new_session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")],
                            seed=4)
    old.apply(min(old.to_act()), old.legal(min(old.to_act()))[0])
    os.replace(old.save_path, saves.single_save_path())
    found, problems = deals.saved_sessions()
    assert problems == [] and [s.record() for s in found] == [old.record()]
    assert not os.path.exists(saves.single_save_path())
    assert found[0].record()["format"] == old.record()["format"]


def test_a_damaged_save_is_moved_aside_with_a_message(home):
    os.makedirs(saves.saves_dir(), exist_ok=True)
    path = os.path.join(saves.saves_dir(), "garbo-1.json")
    with open(path, "w") as f:
        f.write("{not json")
    when = damage.from_when(datetime.datetime.fromtimestamp(os.path.getmtime(path)))
    found, problems = deals.saved_sessions()
    assert found == []
    aside = [f for f in os.listdir(saves.saves_dir()) if f.startswith("garbo-1.json.damaged-")]
    assert len(aside) == 1 and len(problems) == 1
    said = lang.text(problems[0])          # a Phrase, said in the language in use
    assert said == f"Your Garbo game {when} could not be read; it was set aside."
    assert str(when).startswith("from this ") or str(when) == "from tonight"
    assert not os.path.exists(path)


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

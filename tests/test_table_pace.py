"""The table's pace (scenes/screens/table_pace.py), on its own: a bot moves once the bots'
pace times the speed has passed and its move is thought; a lesson that explains holds the
bots and the clock; the curtain rises before a person's hidden hand; the clock of a game
in real time gets every millisecond once, at the bots' pace; the end keeps the game in the
records on a frame of its own and shows the score screen after the wait."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from table_fakes import FakeSession, fake_table

from scenes.screens import table_pace
from scenes.screens.table_pace import Pace


def bots_turn():
    session = FakeSession()
    session.acting = frozenset({1})          # Ochre, the bot
    return session


def test_a_bot_moves_once_the_pace_times_the_speed_has_passed():
    table = fake_table(bots_turn())
    pace = Pace(table)
    table.session.ready_move = "m1"
    table.session.allowed = {f"m{k}" for k in range(1, 33)}   # 32 choices: the pace itself
    for _ in range(9):                       # 900 ms of the 500 x 2.0 the pace asks
        pace.take_turns(100)
    assert table.named("play_move") == []
    assert ("think", 1) in table.session.calls
    pace.take_turns(100)
    assert table.named("play_move") == [("play_move", 1, "m1")]
    assert pace.bot_wait == 0.0              # the next bot waits its whole pace again


def test_a_bot_whose_move_is_not_yet_thought_moves_when_it_is():
    table = fake_table(bots_turn())
    pace = Pace(table)
    pace.take_turns(2000)
    assert table.named("play_move") == []
    table.session.ready_move = "m2"
    pace.take_turns(16)
    assert table.named("play_move") == [("play_move", 1, "m2")]


def test_at_a_persons_turn_no_bot_thinks():
    table = fake_table()
    Pace(table).take_turns(5000)
    assert table.session.calls == [] and table.named("play_move") == []


def test_a_lesson_that_explains_holds_the_bots_and_the_clock():
    table = fake_table(bots_turn())
    table.guide = SimpleNamespace(holding=True, finished=False)
    table.session.ready_move = "m1"
    pace = Pace(table)
    assert pace.holding()
    pace.take_turns(5000)
    assert table.named("play_move") == []
    table.session.realtime = True
    pace.run_clock(100)
    assert [c for c in table.session.calls if c[0] == "advance"] == []
    table.guide.holding = False
    pace.take_turns(1000)
    assert table.named("play_move") == [("play_move", 1, "m1")]


def test_the_curtain_rises_once_for_the_person_whose_hand_would_show():
    table = fake_table()
    table.answers["curtain_for"] = 1
    pace = Pace(table)
    pace.take_turns(16)
    assert table.app.named("open") == [("open", "curtain", {"table": table, "seat": 1})]
    assert table.curtain is True              # until the curtain scene takes its place
    pace.take_turns(16)
    assert len(table.app.named("open")) == 1


def test_the_clock_gets_every_whole_millisecond_once_at_the_bots_pace():
    table = fake_table()
    table.session.realtime = True
    pace = Pace(table)
    for _ in range(3):
        pace.run_clock(16.6)
    given = [c for c in table.session.calls if c[0] == "advance"]
    assert [c[1] for c in given] == [16, 17, 16] and {c[2] for c in given} == {1.5}
    table.board.answers["clock_running"] = False    # paused: the clock waits
    pace.run_clock(500)
    assert len([c for c in table.session.calls if c[0] == "advance"]) == 3


def test_what_arrives_on_the_clock_goes_to_the_board():
    table = fake_table()
    table.session.outcomes = ["a card played"]
    Pace(table).run_clock(20)
    assert table.board.named("arrived") == [("arrived", ["a card played"])]


def read_ahead_noted(monkeypatch) -> list:
    read = []
    monkeypatch.setattr(table_pace, "read_ahead", read.append)
    return read


def test_the_end_keeps_the_game_on_a_frame_of_its_own_then_shows_the_score(monkeypatch):
    read = read_ahead_noted(monkeypatch)
    table = fake_table()
    table.session.over = True
    pace = Pace(table)
    pace.take_turns(16)
    assert ("keep_result", "the records") in table.session.calls
    assert pace.score_scene == "the score scene" and table.app.named("replace") == []
    assert read == ["the records"]            # what the menu and statistics will read
    pace.take_turns(200)
    assert table.app.named("replace") == []   # 216 ms of the 300 the table shows it
    pace.take_turns(100)
    assert table.app.named("replace") == [("replace", "the score scene")]
    assert [c for c in table.session.calls if c[0] == "keep_result"] == \
        [("keep_result", "the records")]      # kept once


def test_in_real_time_the_end_waits_for_the_cards_then_the_boards_own_wait(monkeypatch):
    read_ahead_noted(monkeypatch)
    table = fake_table(final_wait_ms=700)
    table.session.realtime, table.session.over = True, True
    table.board.busy = True
    pace = Pace(table)
    pace.run_clock(16)
    assert pace.score_scene is None           # cards still flying
    table.board.busy = False
    pace.run_clock(16)
    pace.run_clock(600)
    assert table.app.named("replace") == []
    pace.run_clock(100)
    assert table.app.named("replace") == [("replace", "the score scene")]


def test_a_bot_takes_a_persons_time_longer_with_more_to_weigh():
    """A forced move is quick, a turn of many choices slower, around the bots' pace."""
    from scenes.screens.table_pace import think_ms
    assert think_ms(700, 1) == pytest.approx(420)
    assert think_ms(700, 32) == pytest.approx(700)
    assert think_ms(700, 4) < think_ms(700, 12) < think_ms(700, 32) < think_ms(700, 64)
    assert think_ms(700, 10_000) == pytest.approx(910)

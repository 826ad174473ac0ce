"""Help at the table (scenes/screens/table_help.py), on its own: a hint is asked for the
person who may play, shown once thought while its move is still legal, and gone once
played or after a while; a tip shows once ever, never in a replay nor a lesson; a click
puts a tip that was read away; a take-back refused says why, one done clears the table's
signs and tells the other parts."""

from __future__ import annotations

from types import SimpleNamespace

from table_fakes import WHY, fake_table

from game.core import Phrase
from game.hints import Hint
from scenes.screens.table_help import HINT_MS, TIP_MS, Help


def said(table) -> list:
    return [(c[1], c[2:]) for c in table.news.named("say")]


def test_a_hint_is_asked_once_for_the_person_to_play_and_shown_once_thought():
    table = fake_table()
    help_ = Help(table)
    help_.ask_hint()
    assert table.session.calls == [("ask_hint", 0)]
    assert said(table) == [("Looking for a good move…", ())]
    help_.update(16)
    assert help_.pointer is None                  # not thought yet
    table.session.hint = Hint("m1", Phrase("It scores {points} points.", points=3))
    help_.update(16)
    assert help_.pointer[0] == "marks" and help_.pointer[2:] == [0, "m1"]
    assert said(table)[-1] == ("It scores 3 points.", ())
    help_.ask_hint()                              # it is on the table already
    assert table.session.calls == [("ask_hint", 0)]


def test_a_hint_goes_once_its_move_is_played_or_after_a_while():
    table = fake_table()
    help_ = Help(table)
    table.session.hint = Hint("m1", Phrase("Why."))
    help_.update(16)
    for _ in range(int(HINT_MS // 1000)):
        help_.update(1000)
    assert help_.pointer is not None
    help_.update(1000)
    help_.update(16)
    assert help_.pointer is None
    table.session.hint = Hint("m2", Phrase("Why."))
    help_.update(16)
    assert help_.pointer is not None
    table.session.allowed = {"m1"}                  # m2 was played, or can no longer be
    help_.update(16)
    assert help_.pointer is None


def test_a_hint_no_longer_legal_when_thought_is_never_shown():
    table = fake_table()
    help_ = Help(table)
    table.session.hint = Hint("gone", Phrase("Why."))
    help_.update(16)
    assert help_.pointer is None and said(table) == []


def test_no_hint_out_of_turn_nor_against_a_lesson():
    table = fake_table()
    table.board.answers["person"] = None
    Help(table).ask_hint()
    table.board.answers["person"] = 0
    table.guide = SimpleNamespace(free=False)
    Help(table).ask_hint()
    assert table.session.calls == []
    assert [rest for _words, rest in said(table)] == [({"warning": True},)] * 2


def test_a_tip_shows_once_ever_and_a_click_puts_a_read_tip_away():
    table = fake_table()
    help_ = Help(table)
    help_.tip("garbo.match", "A card on a card of its rank.")
    assert help_.tip_line[:2] == ["Tip: A card on a card of its rank.", 0.0]
    help_.tip_line = None
    help_.tip("garbo.match", "A card on a card of its rank.")
    assert help_.tip_line is None                 # seen: never again
    help_.tip("garbo.covered", "Covered.")
    help_.clicked()                               # too soon to have been read
    assert help_.tip_line[1] == 0.0
    help_.update(1500)
    help_.clicked()
    assert help_.tip_line[1] == TIP_MS - 400 and help_.tip_fading()
    help_.update(401)
    assert help_.tip_line is None


def test_no_tip_in_a_replay_in_a_lesson_or_where_no_person_plays():
    for change in ({"replaying": True}, {"guide": SimpleNamespace(free=True)}):
        table = fake_table()
        for k, v in change.items():
            setattr(table, k, v)
        help_ = Help(table)
        help_.tip("garbo.match", "Words.")
        assert help_.tip_line is None
    table = fake_table()
    table.session.seats = table.session.seats[1:]          # the bot alone
    help_ = Help(table)
    help_.tip("garbo.match", "Words.")
    assert help_.tip_line is None


def test_a_take_back_refused_says_why_and_changes_nothing():
    table = fake_table()
    table.session.refusal, table.session.mover = WHY, 0
    help_ = Help(table)
    help_.pointer = ["marks", 0.0, 0, "m1"]
    assert help_.take_back() is False
    assert said(table) == [("Moves cannot be taken back in a challenge.", ({"warning": True},))]
    assert help_.pointer is not None and table.floaters == [1]
    assert table.board.named("taken_back") == []


def test_a_take_back_clears_the_table_and_tells_the_board_and_the_curtain():
    table = fake_table()
    table.session.mover = 0
    table.pace = SimpleNamespace(bot_wait=300.0)
    help_ = Help(table)
    help_.pointer = ["marks", 0.0, 0, "m1"]
    assert help_.take_back() is True
    assert table.session.calls == [("take_back",)]
    assert help_.pointer is None and table.pace.bot_wait == 0.0
    assert table.floaters == [] and table.sign is None
    assert table.handover.named("taken_back") == [("taken_back", 0)]
    assert table.board.named("taken_back")
    assert table.named("say") == [("say", "You take back your move.")]


def test_nothing_is_taken_back_in_a_replay():
    table = fake_table()
    table.replaying = True
    assert Help(table).take_back() is False and table.session.calls == []

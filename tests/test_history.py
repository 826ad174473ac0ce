"""What happened: no bot's move is lost. Every line the table says goes into a history a
person opens with a button and scrolls, newest first."""

from __future__ import annotations

import json

import pygame
import pytest
from screen_helpers import centre, click, frames, new_app, settle, table_save_path

from game import RULES
from scenes.screens.table import TableScene
from scenes.services.deals import demo_session, saved_sessions
from scenes.services.session import Seat, Session


def bot_table(moves: int):
    app = new_app()
    session = demo_session("fossil", 4, "easy", seed=5)
    app.open("table", session=session)
    app.run(max_frames=1)
    for _ in range(20000):
        if len(session.moves) >= moves and not app.scene.board.busy:
            break
        frames(app)
    return app, app.scene


def test_every_bots_move_stays_in_the_history_newest_first():
    app, table = bot_table(9)
    lines = table.history.lines
    assert len(lines) >= 9
    for seat in table.session.seats:                      # every bot is in it
        assert any(line.startswith(seat.name + " ") for line in lines), seat.name
    assert table.news.text == lines[-1]                  # the newest is the line shown
    assert table.history.rows(app.canvas, 380)[0].startswith(lines[-1].split(":")[0][:20])


def test_the_history_opens_scrolls_and_closes():
    app, table = bot_table(40)
    assert not table.showing_history
    click(app, centre(table.history_button.rect))
    assert table.showing_history and table.history_button.label == "Hide history"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    frames(app, 2)
    top = table.history.top
    assert top >= 3                                       # (a bot may have moved since)
    table.history.add("A new line")
    assert table.history.top == top + 1                   # what is read stays in view
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="",
                                         mod=0))
    frames(app, 2)
    assert not table.showing_history and app.scene is table   # Esc closed only the panel


def test_what_the_open_history_hides_takes_no_click():
    """Opaque over the right-hand panels (Hint and Take back among them): a click there
    is the panel's; once it is closed the button under it answers again."""
    app = new_app()
    session = Session("fossil", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    app.open("table", session=session)
    app.run(max_frames=3)
    table = app.scene
    hint = centre(table.hint_button.rect)
    assert table.hint_button.visible and hint[0] > 850     # under the History
    table.toggle_history()
    click(app, hint)
    assert table.news.text == "" and table.showing_history
    table.toggle_history()
    click(app, hint)
    assert table.news.text != ""        # a hint is looked for, or refused: the button's


def test_refusals_are_not_history():
    app, table = bot_table(1)
    before = list(table.history.lines)
    table.say("That card is out of reach.", warning=True)
    assert table.history.lines == before


# --- the history is part of the save: Continue, a crash, a take-back --------------------------

ADA_AND_BOTS = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy"), Seat("bot", "Umber", "easy")]


def saved_history(path) -> list:
    with open(path, encoding="utf-8") as f:
        return [line for _moves, line in json.load(f).get("history", [])]


def bots_table_saved(moves: int):
    """Four bots at Fossil, saved where Continue looks, until `moves` moves are shown."""
    app = new_app()
    seats = [Seat("bot", name, "easy") for name in ("Flint", "Ochre", "Slate", "Amber")]
    session = Session("fossil", seats, 5, None, table_save_path())
    app.open("table", session=session)
    app.run(max_frames=1)
    for _ in range(20000):
        if len(session.moves) >= moves and not app.scene.board.busy:
            break
        frames(app)
    frames(app, 2)
    return app, app.scene


def test_continue_shows_the_whole_history():
    app, table = bots_table_saved(12)
    before = list(table.history.lines)
    assert len(before) >= 12
    app.open("menu", how="reset")
    frames(app, 2)
    found, problems = saved_sessions()
    assert not problems and len(found) == 1
    app.open("saved", sessions=found)
    frames(app, 2)
    app.scene.resume(found[0])
    frames(app, 2)
    again = app.scene
    assert isinstance(again, TableScene) and again is not table
    assert again.history.lines[:len(before)] == before
    loaded = Session.load(table_save_path())              # the save itself holds them
    assert [line for _m, line in loaded.said][:len(before)] == before


def test_a_crash_keeps_the_lines_said_after_the_last_move():
    """A bot's line is said when its animation ends, after the move's save: it is in the
    save file by the next frame, with nothing more played (the person's turn)."""
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 4, None,
                      table_save_path())
    app = new_app()
    app.open("table", session=session)
    app.run(max_frames=1)
    table = app.scene
    while min(session.to_act()) != 0 or not session.moves or table.board.busy:
        if min(session.to_act()) == 0 and not table.board.busy:
            table.board.propose(session.legal(0)[0])
        frames(app)
    frames(app, 2)
    assert session.moves[-1]["seat"] == 1                 # the bot moved last, Ada thinks
    bots_line = table.history.lines[-1]
    assert bots_line.startswith("Ochre")
    assert saved_history(table_save_path()) == table.history.lines
    assert Session.load(table_save_path()).said == session.said


def test_a_take_back_drops_only_the_undone_moves_lines(home):
    session = Session("fossil", ADA_AND_BOTS, 11, save_path=table_save_path())
    session.apply(2, RULES["fossil"].legal_moves(session.state, 2)[0])
    app = new_app()
    app.open("table", session=session)
    app.run(max_frames=1)
    table = app.scene
    settle(app)
    table.board.propose(session.legal(0)[0])
    while min(session.to_act()) != 0 or table.board.busy:   # the bots' moves, and their lines
        frames(app)
    frames(app, 2)
    before = list(table.history.lines)
    assert len(before) >= 3
    table.board.propose(session.legal(0)[-1])
    settle(app)
    assert table.history.lines[-1].startswith("You take the ")   # the move's line, said
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="",
                                         mod=pygame.KMOD_CTRL))
    frames(app, 2)
    assert table.history.lines == before + ["You take back your move."]
    assert saved_history(table_save_path()) == table.history.lines


@pytest.mark.parametrize("history", [
    "not a list", {"0": "a dict"}, [["one", "a line"]], [[0]], [[0, 7]], [[-1, "x"]],
    [[99, "said after moves that never were"]], [[True, "a flag for a count"]], [None]])
def test_a_malformed_history_is_left_out_and_the_game_loads(history):
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 4)
    session.apply(0, session.legal(0)[0])
    session.tell("Ada plays a card.")
    record = session.record()
    record["history"] = history
    loaded = Session.from_record(record)
    assert loaded.moves == session.moves and loaded.state == session.state
    assert loaded.said == []
    record["history"] = [[1, "Ada plays a card."], ["bad"], [0, "The deal."]]
    assert Session.from_record(record).said == [[1, "Ada plays a card."], [0, "The deal."]]

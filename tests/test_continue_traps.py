"""Continue without traps (issue 28): the list keeps the order it opened with (newest
first), even when a game is only looked at; a Drop that asks is taken back by any other
click or key; at a Ligretto game picked up again, the first key counts, nothing is drawn
over the round's scores, and Esc during the 3-2-1 pauses it, going on counts from 3."""

from __future__ import annotations

import os

import pygame
from screen_helpers import centre, click, frames, key, new_app, table_save_path
from test_ligretto_flow import (
    COUNT_FRAMES,
    EMPTY,
    drawn_texts,
    person_vs,
    play_out_the_round,
    skip_countdown,
)

from game.ligretto.rules import Turn
from scenes.screens.menu import MenuScene
from scenes.screens.saved import SavedScene
from scenes.screens.table import TableScene
from scenes.services import saves
from scenes.services.deals import saved_sessions
from scenes.services.session import Seat, Session


# --- the list -----------------------------------------------------------------------------------
def saved_games(names_and_ages) -> None:
    """A save per (name, seconds ago), each a Fossil game with one move played."""
    os.makedirs(saves.saves_dir(), exist_ok=True)
    for name, ago in names_and_ages:
        path = os.path.join(saves.saves_dir(), f"{name}.json")
        seats = [Seat("human", name), Seat("bot", "Bot", "easy")]
        session = Session("fossil", seats, len(name), None, path)
        seat = min(session.to_act())
        session.apply(seat, session.legal(seat)[0])
        when = os.path.getmtime(path) - ago
        os.utime(path, (when, when))


def names(sessions) -> list[str]:
    return [s.seats[0].name for s in sessions]


def open_list(sessions=None):
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    app.open("saved", sessions=saved_sessions()[0] if sessions is None else sessions)
    frames(app, 2)
    assert isinstance(app.scene, SavedScene)
    return app, app.scene


def test_the_list_opens_newest_first_and_keeps_its_order_while_open():
    saved_games([("Ann", 300), ("Bea", 100), ("Cid", 200)])
    found = saved_sessions()[0]
    app, listed = open_list(list(reversed(found)))     # given in any order
    assert names(listed.sessions) == ["Bea", "Cid", "Ann"]
    # Another window plays the oldest game meanwhile: this list stays as it opened.
    now = os.path.getmtime(found[0].save_path) + 60
    os.utime(found[-1].save_path, (now, now))
    frames(app, 30)
    assert names(listed.sessions) == ["Bea", "Cid", "Ann"]
    click(app, centre(listed.drops[1].rect))            # Drop Cid: asks
    click(app, centre(listed.drops[1].rect))            # drops it, the others stay in order
    assert names(listed.sessions) == ["Bea", "Ann"]


def test_a_game_only_looked_at_keeps_its_place():
    saved_games([("Ann", 300), ("Bea", 100), ("Cid", 200)])
    app, listed = open_list()
    assert names(listed.sessions) == ["Bea", "Cid", "Ann"]
    click(app, centre(listed.buttons[5].rect))        # the third row's Continue: Ann's game
    frames(app, 2)
    assert isinstance(app.scene, TableScene) and app.scene.session.seats[0].name == "Ann"
    app.scene.to_menu()                                # no move made: back to the menu
    frames(app, 2)
    assert names(app.scene.saved) == ["Bea", "Cid", "Ann"]
    click(app, centre(app.scene.cont.rect))
    frames(app, 2)
    assert names(app.scene.sessions) == ["Bea", "Cid", "Ann"]


def test_a_drop_asked_is_taken_back_by_any_other_click_or_key():
    saved_games([("Ann", 300), ("Bea", 100)])
    app, listed = open_list()
    first, second = listed.drops[0], listed.drops[1]
    click(app, centre(first.rect))
    assert listed.armed == 0 and first.label == "Drop it for good"
    click(app, (640, 600))                             # an empty spot
    assert listed.armed is None and first.label == "Drop"
    click(app, centre(first.rect))
    key(app, pygame.K_x)                               # any key
    assert listed.armed is None
    click(app, centre(first.rect))
    click(app, centre(second.rect))                    # the other game's Drop only asks
    assert listed.armed == 1 and len(listed.sessions) == 2
    click(app, centre(first.rect))                     # and the first asks again, anew
    assert listed.armed == 0 and len(listed.sessions) == 2
    click(app, centre(first.rect))
    assert names(listed.sessions) == ["Ann"]


# --- a Ligretto game picked up -----------------------------------------------------------------
def picked_up(seed=3, levels=("hard",), before=None):
    """A person's Ligretto game played a little (and `before(app, session)`), then picked
    up from its save as Continue does."""
    app, table, session = person_vs(list(levels), seed)
    skip_countdown(app)
    frames(app, 150)
    if before is not None:
        before(app, session)
    resumed = Session.load(table_save_path())
    assert resumed.moves == session.moves
    app2, table2, _ = person_vs(None, None, session=resumed)
    return app2, table2, resumed


def test_the_first_key_at_a_picked_up_game_plays():
    app, table, session = picked_up()
    board, moves = table.board, len(session.moves)
    assert board.paused                                # it waits for the person
    key(app, pygame.K_SPACE)                           # the hand's key: it turns at once
    assert not board.paused and board.countdown is None
    assert len(session.moves) == moves + 1 and session.moves[-1]["seat"] == 0
    assert session.rules.move_from_dict(session.moves[-1]["move"]) == Turn()


def test_the_first_click_on_a_card_at_a_picked_up_game_plays():
    app, table, session = picked_up()
    board, moves = table.board, len(session.moves)
    click(app, centre(board.slots[0].hand))
    assert not board.paused and len(session.moves) == moves + 1


def test_go_on_at_a_picked_up_game_counts_down_and_other_keys_wait():
    app, table, session = picked_up()
    board, moves = table.board, len(session.moves)
    key(app, pygame.K_x)                               # no key of the person's cards
    click(app, EMPTY)
    assert board.paused and len(session.moves) == moves
    key(app, pygame.K_RETURN)                          # Go on
    assert not board.paused and board.countdown is not None


def end_the_round(app, session) -> None:
    play_out_the_round(app, session)
    frames(app, 150)                                   # "Ligretto!", then the scores
    assert session.between()


def test_a_game_picked_up_between_rounds_shows_its_scores_and_no_pause():
    app, table, session = picked_up(before=end_the_round)
    board = table.board
    texts = [t for t, _ in drawn_texts(app)]
    assert "Round 1: the scores" in texts and "Next round" in texts
    assert "Paused" not in texts and not board.paused
    assert table.banner_text() == "Round 1 is over · Next round when you are ready"
    click(app, centre(board.round_panel.button.rect))
    assert session.state.round == 2 and board.countdown is not None


def test_a_game_picked_up_at_the_3_2_1_shows_one_panel():
    def next_round(app, session):
        end_the_round(app, session)
        key(app, pygame.K_RETURN)                      # Next round: its 3-2-1 begins
        assert app.scene.board.countdown is not None
    app, table, session = picked_up(before=next_round)
    texts = [t for t, _ in drawn_texts(app)]
    assert table.board.paused and "Paused" in texts
    assert "Round 2: get ready" not in texts           # the 3-2-1 comes after Go on


def test_esc_during_the_countdown_pauses_and_going_on_counts_from_3():
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    board = table.board
    full = board.countdown
    frames(app, COUNT_FRAMES - 20)                     # at "1"
    key(app, pygame.K_ESCAPE)
    assert board.paused and session.clock().now == 0
    texts = [t for t, _ in drawn_texts(app)]
    assert "Paused" in texts and "Round 1: get ready" not in texts
    key(app, pygame.K_ESCAPE)                          # go on: 3, 2, 1 again
    assert not board.paused and board.countdown >= full - 2 * 16
    frames(app, COUNT_FRAMES - 30)
    assert board.countdown is not None and session.clock().now == 0 and not session.moves
    frames(app, 60)
    assert board.countdown is None and board.clock_running()

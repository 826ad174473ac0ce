"""The Ligretto table's flow through the real screens, headless: the 3-2-1 before every
round (the clock waits; a click or a key skips it), the table's buttons while paused (the
rules over the paused table, the menu with the game saved), the line of what happened kept
inside its box, and the round-end banner clear of the deal code."""

from __future__ import annotations

import pygame
import pytest
from screen_helpers import centre, click, drawn, frames, key, resize, table_save_path

from game.ligretto.rules import Play
from scenes.routes import make_app
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session

EMPTY = (640, 470)            # a spot on the table with nothing on it (the centre, low)
COUNT_FRAMES = 3000 // 16     # the countdown at the default speed, in 16 ms frames


def person_vs(levels, seed, session=None):
    """A person against bots at the real table (or `session`, as Continue gives it)."""
    if session is None:
        seats = [Seat("human", "You")] + [Seat("bot", f"Bot{i}", lv) for i, lv in
                                          enumerate(levels, 1)]
        session = Session("ligretto", seats, seed, None, table_save_path())
    app = make_app(fixed_dt=16)
    app.run(TableScene(app, session), max_frames=2)
    return app, app.scene, session


def skip_countdown(app) -> None:
    """A click on an empty spot: the 3-2-1 is skipped and the clock runs (what a test
    written before the countdown needs right after sitting down)."""
    assert app.scene.board.countdown is not None
    click(app, EMPTY)
    assert app.scene.board.countdown is None


def start_at_once(app) -> None:
    """The 3-2-1 gone without a frame in between, as if the table had none: for a test
    that drives the clock itself right after sitting down (tests/test_ligretto_board.py's
    `person_vs` calls it after `app.run`)."""
    app.scene.board.start_now()


def drawn_texts(app) -> list[tuple[str, tuple]]:
    """Every text the next frame draws, with its logical rectangle."""
    return [(line.text, line.rect) for line in drawn(app)]


def play_out_the_round(app, session) -> None:
    """A very quick person: every card that fits goes at once, else the hand turns."""
    for _ in range(4000):
        if session.state.phase != "play":
            return
        plays = [m for m in session.legal(0) if isinstance(m, Play)]
        if plays:
            m = plays[0]
            keys = {"stack": pygame.K_s, "discard": pygame.K_d}
            key(app, keys.get(m.source) or pygame.K_1 + m.index)
        else:
            key(app, pygame.K_SPACE)
    raise AssertionError("the round never ended")


# --- the 3-2-1 ------------------------------------------------------------------------------
def test_the_round_counts_down_with_the_clock_still_and_a_click_skips_it():
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    board = table.board
    assert board.countdown is not None and table.banner_text() == "Round 1 · Get ready"
    frames(app, COUNT_FRAMES - 30)                 # hard bots, nearly three seconds
    assert session.moves == [] and session.clock().now == 0, "no bot moves before 1"
    assert not board.person_may_act()
    click(app, EMPTY)                              # found my cards: go
    assert board.countdown is None and board.clock_running()
    assert session.moves == []                     # the click only started the round
    frames(app, 120)
    assert session.clock().now > 0 and session.moves, "the bots race from the click on"


def test_a_key_skips_the_countdown_and_a_card_key_counts_and_it_ends_by_itself():
    app, table, session = person_vs(["easy"], 8)
    hand = session.state.hands[0]
    key(app, pygame.K_x)                           # no card's key: it only skips
    assert table.board.countdown is None and session.state.hands[0] == hand
    app1, table1, session1 = person_vs(["easy"], 8)
    key(app1, pygame.K_SPACE)                      # the hand's key: skips, and it turns
    assert table1.board.countdown is None and session1.state.hands[0] != hand
    assert session1.moves[0] == {"seat": 0, "move": {"move": "turn"}}
    app2, table2, session2 = person_vs(["easy"], 8)
    frames(app2, COUNT_FRAMES + 2)
    assert table2.board.countdown is None and session2.clock().now > 0


def test_continue_waits_paused_then_counts_down():
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    skip_countdown(app)
    frames(app, 150)
    assert session.moves
    resumed = Session.load(table_save_path())
    app2, table2, _ = person_vs(None, None, session=resumed)
    board = table2.board
    assert board.paused and board.countdown is not None
    click(app2, centre(board.resume_button.rect))  # Go on: now the 3-2-1
    assert not board.paused and board.countdown is not None
    moves = len(resumed.moves)
    frames(app2, COUNT_FRAMES - 30)
    assert len(resumed.moves) == moves and board.countdown is not None
    frames(app2, 150)
    assert board.countdown is None and len(resumed.moves) > moves


# --- the table's buttons while paused -----------------------------------------------------
def pause(app, table) -> None:
    key(app, pygame.K_ESCAPE)
    assert table.board.paused


def test_paused_rules_open_over_the_table_and_back_leaves_it_paused():
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    skip_countdown(app)
    frames(app, 60)
    pause(app, table)
    now, moves = session.clock().now, len(session.moves)
    rules = next(b for b in table.buttons if b.label == "Rules")
    click(app, centre(rules.rect))
    frames(app)
    assert isinstance(app.scene, RulesScene) and app.stack[0] is table
    frames(app, 60)
    click(app, centre(app.scene.buttons[0].rect))          # Back
    frames(app)
    assert app.scene is table and table.board.paused
    frames(app, 60)
    assert session.clock().now == now and len(session.moves) == moves
    assert table.banner_text() == "Round 1 · Paused"


def test_rules_while_playing_stop_the_clock_and_the_table_waits_paused():
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    skip_countdown(app)
    frames(app, 60)
    rules = next(b for b in table.buttons if b.label == "Rules")
    click(app, centre(rules.rect))
    frames(app)
    assert isinstance(app.scene, RulesScene)
    key(app, pygame.K_ESCAPE)                               # the rules' Esc: back
    frames(app)
    assert app.scene is table and table.board.paused


def test_paused_menu_leaves_with_the_game_saved():
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    skip_countdown(app)
    frames(app, 150)
    pause(app, table)
    assert session.moves
    menu_button = next(b for b in table.buttons if b.label == "Menu")
    click(app, centre(menu_button.rect))
    frames(app)
    menu = app.scene
    assert isinstance(menu, MenuScene) and app.stack == [menu]
    kept = [s for s in menu.saved if s.game == "ligretto"]
    assert len(kept) == 1 and kept[0].moves == session.moves
    assert kept[0].state == session.state


# --- text kept in its box --------------------------------------------------------------------
LONG_REFUSAL = ("On your row a card goes on one exactly one higher of another colour: your "
                "yellow 10 cannot go on the yellow 10.")


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_refusal_stays_inside_the_message_box(size):
    app, table, session = person_vs(["easy"], 8)
    if size != (1280, 720):
        resize(app, size)
    skip_countdown(app)
    box_x, box_y, box_w, box_h = table.board.layout.rect("message")
    key(app, pygame.K_1)               # seed 8: a red 5 no pile takes, said by the rules
    refusal = table.news.text
    assert refusal.startswith("Only a 1 starts a new pile") and table.news.warning
    for said in (refusal, LONG_REFUSAL):
        table.say(said, warning=True)
        lines = [(t, r) for t, r in drawn_texts(app) if t in said and len(t) > 3
                 and box_y - 20 < r[1] + r[3] / 2 < box_y + box_h + 20]
        assert " ".join(t for t, _ in lines) == said, "every word shows"
        for text, (x, _, w, _) in lines:
            assert box_x <= x and x + w <= box_x + box_w, (text, x, w)


# --- the next round: its banner, then its countdown -------------------------------------------
def banner_and_code(app, table) -> tuple[tuple, tuple]:
    texts = dict(drawn_texts(app))
    return texts[table.banner_text()], texts[table.code]


def test_round_end_banner_clear_of_the_code_then_the_next_round_counts_down_again():
    app, table, session = person_vs(["hard"], 3)     # seed 3: the person's quick round
    board = table.board
    skip_countdown(app)
    play_out_the_round(app, session)
    frames(app, 150)                               # "Ligretto!", then the scores
    assert session.between() and board.sign is None
    assert table.banner_text() == "Round 1 is over · Next round when you are ready"
    # The longest code a table shows (a practice try of today's challenge), whole, and the
    # banner whole beside it, in a small window too (fonts do not scale exactly).
    table.practice = True
    assert table.code.startswith("Practice: today's result is in · Deal "), table.code
    for size in ((1280, 720), (800, 450)):
        resize(app, size)
        banner, code = banner_and_code(app, table)
        assert 0 <= banner[0] and banner[0] + banner[2] < code[0], (size, banner, code)
    key(app, pygame.K_RETURN)                      # Next round
    assert session.state.round == 2 and board.countdown is not None
    assert table.banner_text() == "Round 2 · Get ready"
    now, moves = session.clock().now, len(session.moves)
    frames(app, COUNT_FRAMES - 30)
    assert session.clock().now == now and len(session.moves) == moves
    key(app, pygame.K_RETURN)                      # a key skips it
    assert board.countdown is None
    frames(app, 120)
    assert session.clock().now > now

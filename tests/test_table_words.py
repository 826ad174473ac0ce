"""What the table says describes what is on screen (issue 15): a person is spoken to as
"you" by the table, not because their name is "You"; a line is said when its animation
begins; the banner never asks for a move the cards already answered; a game that ends early
says why; a bot that takes a person's card says so over the table; keys that do not apply
say why; no "card(s)"."""

from __future__ import annotations

from dataclasses import replace

import pygame
from screen_helpers import centre, click, frames, key, open_table, settle, table_save_path

from game import RULES
from game import grid as g
from game.fossil.cards import DECK
from game.fossil.rules import PlaceStones, Stone, Swap
from game.petroglyph.cards import colour
from game.petroglyph.rules import Flip
from scenes.boards.petroglyph import ending
from scenes.kit.words import about
from scenes.routes import make_app
from scenes.services.deals import demo_session
from scenes.services.session import Seat, Session

ALONE = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy"), Seat("bot", "Umber", "easy"),
         Seat("bot", "Sienna", "easy")]
FAMILY = [Seat("human", "Ada"), Seat("human", "You"), Seat("bot", "Ochre", "easy"),
          Seat("bot", "Umber", "easy")]


# --- "you" is the table's choice, not the name's --------------------------------------------

def test_the_one_person_among_bots_is_you_whatever_their_name():
    you, other = "You collect {what}.", "{name} collects {what}."
    assert about(ALONE, 0, you, other, what="two ships") == "You collect two ships."
    assert about(ALONE, 1, you, other, what="two ships") == "Ochre collects two ships."
    # with two people each is named, even one who kept the name "You"
    assert about(FAMILY, 0, you, other, what="a cup") == "Ada collects a cup."
    assert about(FAMILY, 1, you, other, what="a cup") == "You collects a cup."


def fossil_position(seats, current=0):
    s = RULES["fossil"].new_game(4, 1, deck=DECK)
    s, _ = RULES["fossil"].apply(s, 3, PlaceStones(((0, 0), (8, 8))))
    return replace(s, current=current)


def test_a_move_is_told_when_its_cards_move_and_to_the_person_as_you():
    session = Session("fossil", ALONE, 5, None, table_save_path())
    session.state = fossil_position(ALONE)
    app, table = open_table(session)
    table.board.propose(Stone(0, (0, 1)))
    assert not table.news.text.startswith("You take")       # not before its animation
    frames(app, 1)
    assert table.news.text.startswith("You take the ") and table.news.text.endswith(": -1")
    settle(app)
    assert table.history.lines[-1] == table.news.text or "You take" in table.history.lines[-2]


# --- the banner during an animation -----------------------------------------------------------

def mismatching_cells(state):
    """Two face-down cells whose cards are of two colours, neither green."""
    cells = [i for i, c in enumerate(state.grid) if c is not None and colour(c) in "RBY"]
    first = cells[0]
    second = next(i for i in cells if colour(state.grid[i]) != colour(state.grid[first]))
    return g.cell_of(first), g.cell_of(second)


def test_the_banner_never_asks_for_a_second_card_over_a_mismatch():
    seats = [Seat("human", "Ada"), Seat("human", "Ben")]
    session = Session("petroglyph", seats, 3, None, table_save_path())
    app, table = open_table(session)
    a, b = mismatching_cells(session.state)
    table.board.propose(Flip(a))
    settle(app)
    assert "Turn another card" in table.banner_text()
    table.board.propose(Flip(b))
    seen = []
    while table.board.busy:
        frames(app)
        seen.append(table.banner_text())
    assert seen and not any("Turn another card" in s for s in seen), seen
    assert all("No match: shuffle" in s for s in seen), seen[:3]


def test_while_a_bot_moves_the_banner_says_so_until_its_cards_stop():
    app, table = open_table(demo_session("fossil", 4, "easy", seed=5))
    for _ in range(3000):
        board = table.board
        if board.busy and board.mover is not None:
            assert table.banner_text() == f"{board.name(board.mover)} is playing"
            return
        frames(app)
    raise AssertionError("no bot ever moved")


def test_a_petroglyph_game_that_ends_says_why():
    app, table = open_table(demo_session("petroglyph", 4, "easy", seed=2))
    for _ in range(60000):
        if table.session.is_over() and not table.board.busy:
            break
        frames(app)
    view = table.session.view(None)
    why = ending(view)
    assert table.banner_text() == why and why in table.history.lines
    face_down = [c for i, c in enumerate(view.grid) if c is not None and i not in view.up]
    assert (why == "Game over: the face-down cards left cannot make a set.") == bool(face_down)
    table.app.open("score", session=table.session)
    drawn = []
    app.canvas.drawn_text = drawn
    app.run(max_frames=app.frames + 3)
    assert why in [text for text, _ in drawn]             # the score screen says it too


# --- a bot's swap that takes a person's card ----------------------------------------------------

def test_a_bot_taking_a_persons_card_is_shown_over_the_table():
    s = fossil_position(ALONE, current=1)
    mine, theirs = "fish-2-1", "leaf-2-1"
    board = tuple(None if c in (mine, theirs) else c for c in s.board)
    s = replace(s, board=board, phase="swap", pending="leaf",
                holdings=((mine,), (theirs,), (), ()))
    session = Session("fossil", ALONE, 5, None, table_save_path())
    session.state = s
    app, table = open_table(session)
    table.play_move(1, Swap(theirs, mine))
    frames(app, 2)
    assert table.sign is not None and table.sign[0] == "Ochre takes your fish worth 2!"
    assert table.news.text == "Ochre swaps their leaf worth 2 for your fish worth 2."
    board_ = table.board
    assert board_.flying and board_.busy           # the two cards are seen crossing


# --- keys that do not apply say why ---------------------------------------------------------

def test_c_and_p_say_why_they_do_not_apply():
    session = Session("petroglyph", [Seat("human", "Ada"), Seat("human", "Ben")], 3, None,
                      table_save_path())
    app, table = open_table(session)
    key(app, pygame.K_c)
    assert table.news.warning and table.news.text == "Turn over a card first."
    key(app, pygame.K_p)
    assert table.news.text == "Not shuffling is a choice only after a mismatch."
    assert not session.moves
    session = Session("fossil", ALONE, 5, None, table_save_path())
    session.state = fossil_position(ALONE)
    app, table = open_table(session)
    key(app, pygame.K_p)
    assert table.news.text == "There is no swap to decline: move one of the two stones."


def test_a_refusal_goes_when_the_next_click_is_made():
    session = Session("fossil", ALONE, 5, None, table_save_path())
    s = fossil_position(ALONE)
    session.state = replace(s, phase="swap", pending="leaf",
                            holdings=(("fish-2-1",), ("leaf-2-1",), (), ()))
    app, table = open_table(session)
    from scenes.boards.fossil_trays import tray_slots
    board = table.board
    theirs = tray_slots(board.seats[1], board.trays[1])["leaf-2-1"]
    click(app, centre(theirs))
    assert table.news.text == "First click one of your own cards to give."
    mine = tray_slots(board.seats[0], board.trays[0])["fish-2-1"]
    click(app, centre(mine))
    assert board.give == "fish-2-1" and not table.news.text   # the refusal went with it


def test_a_person_paying_for_a_bots_fossil_is_told_over_the_table():
    s = fossil_position(ALONE, current=1)
    move = next(m for m in RULES["fossil"].legal_moves(s, 1)
                if isinstance(m, Stone) and s.board[s.index(m.to)].startswith("leaf-"))
    last = s.board[s.index(move.to)]             # the last leaf; Ochre holds the others
    leaves = [c for c in DECK if c.startswith("leaf-") and c != last]
    board = tuple(None if c in leaves else c for c in s.board)
    s = replace(s, board=board, holdings=((), tuple(leaves), (), ()))
    session = Session("fossil", ALONE, 5, None, table_save_path())
    session.state = s
    app, table = open_table(session)
    table.play_move(1, move)
    signs = set()
    while table.board.busy:
        frames(app)
        if table.sign:
            signs.add(table.sign[0])
    paid = [line for line in table.history.lines
            if line.startswith("You hold none: you pay Ochre ")]
    assert paid and paid[0] in signs
    assert any(line.startswith("Umber holds none: pays Ochre ") for line in table.history.lines)


# --- a shortened line shows all its words under the mouse ----------------------------------

def test_hovering_a_shortened_line_shows_it_whole():
    from scenes.kit.widgets import Button
    app = make_app(fixed_dt=16)
    long = "Put the queen of hearts on a lit place, or press Esc to let it go again"
    button = Button((100, 100, 160, 40), long, lambda: None)
    drawn = []
    app.canvas.whole_text = lambda text, near: drawn.append(text)
    app.canvas.cut = []
    button.draw(app.canvas)
    (rect, whole), = app.canvas.cut
    assert whole == long and rect.w <= 160               # drawn shortened, inside its box
    app.open("menu")
    app.run(max_frames=1)
    app.scene.draw = lambda canvas: button.draw(canvas)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 400), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert drawn == []                                    # not under the mouse
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert drawn == [long]


def test_the_line_of_what_happened_takes_two_lines_and_stays_while_the_mouse_is_on_it():
    from scenes.services.session import Seat, Session
    app = make_app(fixed_dt=16)
    app.open("table", session=Session("fossil", [Seat("human", "Ada"),
                                                 Seat("bot", "Ochre", "easy")], 3))
    frames(app, 3)
    table = app.scene
    long = ("This path costs 1 point and takes a card worth 3, and the stones you leave "
            "behind let nobody reach the ammonite you collect")
    table.say(long)
    app.canvas.cut = []
    frames(app, 1)
    first, second = table.news.drawn                    # two lines, nothing cut
    assert app.canvas.cut == []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=second.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    frames(app, int((table.news.HOLD + table.news.FADE) / 16) + 20)
    assert table.news.shown() and table.news.alpha() == 255   # held while the mouse is there
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 300), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, int((table.news.HOLD + table.news.FADE) / 16) + 20)
    assert not table.news.shown() and table.news.drawn == []

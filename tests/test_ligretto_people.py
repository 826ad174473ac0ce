"""Ligretto for several people at one computer, through the real screens: the mouse, a key
block and a controller each play for their own person, at once, against bots; a race for
one pile goes to the input that came first; a controller joins, plays, is pulled out (the
table waits) and comes back."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from keyboards import QWERTY, key_event, use_keyboard
from screen_helpers import centre, frames, table_save_path

from game.ligretto.rules import Play, Turn
from scenes.kit.keys import PAD_BUTTON_CODES
from scenes.routes import make_app
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.controls import DEFAULT_BLOCKS, LEFT_KEYS, PAD_BUTTONS
from scenes.services.lang import text
from scenes.services.records import Records
from scenes.services.session import Seat, Session


@pytest.fixture(autouse=True)
def qwerty(monkeypatch):
    """An English keyboard, read as in a window (the dummy driver reads none)."""
    use_keyboard(monkeypatch, QWERTY)


def table_of(kinds: list[str], controls: dict, seed: int, points=None):
    """People and bots (kinds: "human" or a level) at a Ligretto table (the totals at
    `points` before the deal is played, if given)."""
    names = ["Anna", "Ben", "Cleo", "Dev"]
    seats = [Seat("human", n) if k == "human" else Seat("bot", n, k)
             for k, n in zip(kinds, names)]
    session = Session("ligretto", seats, seed, None, table_save_path())
    session.choose_controls(controls)
    if points:
        session.state = replace(session.state, points=points)
    app = make_app(fixed_dt=16)
    app.run(TableScene(app, session), max_frames=2)
    return app, app.scene.board, session


def action_of(move) -> str:
    if isinstance(move, Turn):
        return "turn"
    return f"row{move.index + 1}" if move.source == "row" else move.source


def post_key(key, up: bool = True) -> None:
    """A key pressed on an English keyboard: a block's by its place, else by its name."""
    if isinstance(key, int):
        pygame.event.post(key_event(key, QWERTY))
        if up:
            pygame.event.post(key_event(key, QWERTY, up=True))
        return
    code = pygame.key.key_code(key)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, unicode="", mod=0))
    if up:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0))


def post_click(pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def post_button(pad: int, name: str) -> None:
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=pad, button=PAD_BUTTON_CODES[name]))


def click_for(board, seat: int, move) -> None:
    """The mouse person's click that plays `move` (a card goes where it fits first)."""
    slots = board.slots[seat]
    rect = slots.hand if isinstance(move, Turn) else board.source_rect(
        seat, move.source, move.index)
    post_click(centre(rect))              # the window is the logical 1280x720


def first_play(session, seat: int):
    """The move the board's click or key would make for the seat now: the first pile a
    playable card fits, else turning three."""
    plays = [m for m in session.legal(seat) if isinstance(m, Play)]
    return plays[0] if plays else Turn()


def race(session, a: int, b: int):
    """A pile both seats could play on now, and once `b` has, `a`'s card fits nowhere
    (the same as the board's first choice for each): (a's move, b's move)."""
    rules = session.rules
    mine, theirs = first_play(session, a), first_play(session, b)
    if not (isinstance(mine, Play) and isinstance(theirs, Play)) or mine.pile == "new" \
            or mine.pile != theirs.pile:
        return None
    after, _ = rules.apply(session.state, b, theirs)
    if any(isinstance(m, Play) and (m.source, m.index) == (mine.source, mine.index)
           for m in rules.legal_moves(after, a)):
        return None
    return mine, theirs


def test_mouse_and_key_block_play_a_round_with_two_bots_and_a_race_goes_to_the_first():
    app, board, session = table_of(["human", "human", "easy", "easy"],
                                   {0: "mouse", 1: LEFT_KEYS}, seed=3)
    assert board.people == [0, 1] and board.inputs.mouse_seat == 0
    assert not app.scene.hint_button.visible            # no hints in a race of people
    keys = DEFAULT_BLOCKS[LEFT_KEYS]
    assert board.inputs.labels(1)["stack"] == "A" and board.inputs.labels(0) == {}
    board.start_now()
    # The race: the bots wait (paused) while the two people's moves bring the table to a
    # pile both can play on; then, in one frame, Ben's key comes first, Anna's click next.
    board.paused = True
    found = None
    for n in range(600):
        found = race(session, 0, 1)
        if found:
            break
        seat = n % 2
        session.submit(seat, first_play(session, seat))
        board.reconcile()
    assert found, "no race in 600 moves"
    anna, ben = found
    board.paused = False
    frames(app)                                         # both look at the same table
    before = len(session.moves)
    post_key(keys[action_of(ben)])
    click_for(board, 0, anna)
    frames(app)
    assert session.moves[before:] == [{"seat": 1, "move": session.rules.move_to_dict(ben)}]
    assert text(board.notes[0][0]).startswith("Too late")   # said on Anna's side
    assert 1 not in board.notes and not app.scene.news.text
    # Then the round to its scoring: both play as fast as they can, the bots too.
    for _ in range(6000):
        if session.state.phase != "play":
            break
        click_for(board, 0, first_play(session, 0))
        post_key(keys[action_of(first_play(session, 1))])
        frames(app)
    assert session.state.phase == "between", "the round never ended"
    by = {seat: sum(m["seat"] == seat for m in session.moves) for seat in range(4)}
    assert by[0] > 5 and by[1] > 5 and by[2] > 0, by
    frames(app, 200)                                    # "Ligretto!", then the scores
    assert board.sign is None and board.shown.phase == "between"
    post_key("return")                                  # anyone goes on: the next round
    frames(app)
    assert session.state.phase == "play" and session.state.round == 2


def test_a_whole_game_is_recorded_for_each_person_by_name(home):
    # Near the end, so one round ends the game: the people play a card every few frames,
    # the hard bot races.
    app, board, session = table_of(["human", "human", "hard"],
                                   {0: "mouse", 1: LEFT_KEYS}, seed=4, points=(96, 90, 40))
    board.start_now()
    for n in range(40000):
        if isinstance(app.scene, ScoreScene):
            break
        if n % 10 == 0 and session.state.phase == "play":
            click_for(board, 0, first_play(session, 0))
            post_key(DEFAULT_BLOCKS[LEFT_KEYS][action_of(first_play(session, 1))])
        elif n % 10 == 0 and board.sign is None and not session.is_over():
            post_key("return")                          # the next round, if it takes one
        frames(app)
    assert session.is_over() and isinstance(app.scene, ScoreScene), (
        session.state.phase, session.state.points, session.state.round, len(session.moves),
        type(app.scene).__name__, board.paused, board.countdown)
    with Records.open() as db:
        game = db.games()[0]
    people = [(s["name"], s["kind"]) for s in game["seats"]]
    assert people[:2] == [("Anna", "human"), ("Ben", "human")], people


def test_a_held_key_plays_once_and_a_stuck_card_is_explained_on_its_own_side():
    app, board, session = table_of(["human", "human", "easy"],
                                   {0: "mouse", 1: LEFT_KEYS}, seed=8)
    board.start_now()
    keys = DEFAULT_BLOCKS[LEFT_KEYS]
    before = len(session.moves)
    post_key(keys["turn"], up=False)
    frames(app)
    post_key(keys["turn"], up=False)                    # the key repeats, still held
    frames(app)
    assert sum(m["seat"] == 1 for m in session.moves[before:]) == 1
    pygame.event.post(key_event(keys["turn"], QWERTY, up=True))
    post_key(keys["turn"])                              # let go, pressed again: plays
    frames(app)
    assert sum(m["seat"] == 1 for m in session.moves[before:]) == 2
    stuck = [i for i in range(len(board.slots[1].row))
             if not [m for m in session.legal(1) if isinstance(m, Play) and m.index == i]]
    assert stuck, session.state.row_tops(1)
    count = len(session.moves)
    post_key(keys[f"row{stuck[0] + 1}"])
    frames(app)
    assert len(session.moves) == count
    assert 1 in board.notes and not app.scene.news.text


def test_a_controller_joins_plays_pauses_when_pulled_out_and_resumes():
    app, board, session = table_of(["human", "human", "easy"],
                                   {0: "mouse", 1: "controller"}, seed=6)
    assert board.inputs.waiting() == [1]
    frames(app, 300)                                    # the table waits for Ben's hands
    assert not session.moves and not board.clock_running()
    assert app.scene.banner_text() == "Round 1 · Waiting for a controller"
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    frames(app)                                         # plugged in: not joined yet
    assert board.inputs.waiting() == [1]
    post_button(7, "a")                                 # a button pressed: Ben joins
    frames(app)
    assert board.inputs.waiting() == [] and board.inputs.pads == {7: 1}
    assert board.countdown is not None                  # a 3-2-1, then the clock runs
    board.start_now()
    # Garbage is ignored: a button nobody maps, a text id, a controller nobody plays with.
    before = len(session.moves)
    for event in (dict(instance_id=7, button=99), dict(instance_id="7", button=0),
                  dict(button=0), dict(instance_id=9, button=0)):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, **event))
    frames(app)
    assert not [m for m in session.moves[before:] if m["seat"] == 1]
    assert board.inputs.pads == {7: 1}
    # Ben plays with his buttons.
    for _ in range(30):
        move = first_play(session, 1)
        post_button(7, PAD_BUTTONS[action_of(move)])
        frames(app)
    assert sum(m["seat"] == 1 for m in session.moves) >= 20
    # Pulled out mid-round: everything waits, the panel says for whom.
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    frames(app)
    assert board.inputs.waiting() == [1] and not board.clock_running()
    count = len(session.moves)
    frames(app, 300)
    assert len(session.moves) == count                  # the bot waits too
    post_click(centre(board.slots[0].hand))             # and Anna's clicks do nothing
    frames(app)
    assert len(session.moves) == count
    # Back (a new instance id, as SDL gives a controller plugged in again): 3-2-1, go on.
    post_button(8, "a")
    frames(app)
    assert board.inputs.pads == {8: 1} and board.countdown is not None
    frames(app, 300)
    assert board.clock_running() and len(session.moves) > count


def test_a_controllers_start_button_pauses_and_resumes():
    app, board, session = table_of(["human", "human", "easy"],
                                   {0: "mouse", 1: "controller"}, seed=6)
    post_button(3, "a")
    frames(app)
    board.start_now()
    post_button(3, "start")
    frames(app)
    assert board.paused
    post_button(3, "start")
    frames(app)
    assert not board.paused


def test_the_command_lines_people_get_mouse_keys_then_controllers():
    session = Session("ligretto", [Seat("human", n) for n in "ABCD"], 1)
    assert session.controls == {0: "mouse", 1: "keys_left", 2: "keys_right", 3: "controller"}
    assert "controls" not in session.record()           # the defaults: nothing to keep
    session.choose_controls({0: "controller", 2: "mouse"})
    assert session.controls == {0: "controller", 1: "keys_left", 2: "mouse",
                                3: "keys_right"}        # the defaults left, in order
    saved = Session.from_record(session.record())
    assert saved.controls == session.controls
    one = Session("ligretto", [Seat("human", "A"), Seat("bot", "B", "easy")], 1)
    assert "controls" not in one.record()


def test_a_table_is_in_the_scenes_stack(home):
    app, board, session = table_of(["human", "human"], {0: "keys_right", 1: LEFT_KEYS}, 2)
    assert isinstance(app.scene, TableScene) and board.inputs.mouse_seat is None
    assert board.inputs.labels(0)["row1"] == "Y" and board.inputs.labels(1)["row1"] == "Q"

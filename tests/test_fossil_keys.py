"""Fossil by the keyboard alone, and heard (issue 43): whole games from the menu to the score
screen with Tab, the arrows and Enter (no mouse event at all), alone against a bot and two
people at one computer, and the guided game; every move of every seat is said, in the
speech log, in the words the history keeps."""

from __future__ import annotations

import time

import pygame
import pytest
from screen_helpers import frames, key, new_app, on, open_table, settle, tab

from game.fossil.cards import FOSSIL_NAMES, fossil_of, value_of
from game.fossil.rules import NoSwap, PlaceStones, Stone, Swap, completes
from scenes.boards.fossil_keys import NO_SWAP
from scenes.lessons.guide import Do, End, Explain, Try, Watch
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import deals
from scenes.services.session import Seat, Session

SEED = 5         # the menu's deal (a fresh seed each time, but here this one)
WAIT_S = 120     # the guard against a bot worker that never answers (conftest.py)


@pytest.fixture
def log(tmp_path, monkeypatch):
    """The speech log, the menu's deal always the same, and no mouse: a mouse event posted
    fails the test."""
    path = tmp_path / "speech.log"
    monkeypatch.setenv("CARDTABLE_SPEECH_LOG", str(path))
    monkeypatch.setattr(deals, "fresh_seed", lambda: SEED)
    real = pygame.event.post
    mouse = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
             pygame.MOUSEWHEEL)

    def keys_only(event):
        assert event.type not in mouse, "a mouse event in a keyboard-only test"
        return real(event)
    monkeypatch.setattr(pygame.event, "post", keys_only)
    return path


def said(log) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []



def enter(app) -> None:
    key(app, pygame.K_RETURN)



def tab_to(app, found, most: int = 400):
    """Tab until the focus is on a target `found(target)` says yes to."""
    for _ in range(most):
        target = on(app)
        if app.keyboard and target is not None and found(target):
            return target
        tab(app)
    raise AssertionError("Tab never reached the target")


def wait_for(app, done, seconds: float = WAIT_S) -> None:
    """Frames until `done()`: the bots think on their worker, in time, not in frames."""
    limit = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < limit, "waited too long (a bot that never answers?)"
        frames(app)


def to_square(app, cell) -> None:
    """The focus onto a square of the grid: Tab into the grid, then the arrows, one square
    a press."""
    tab_to(app, lambda t: t.key[0] == "cell" if isinstance(t.key, tuple) else False)
    for _ in range(40):
        r, c = on(app).key[1:]
        if (r, c) == tuple(cell):
            return
        k = (pygame.K_DOWN if r < cell[0] else pygame.K_UP if r > cell[0]
             else pygame.K_RIGHT if c < cell[1] else pygame.K_LEFT)
        key(app, k)
    raise AssertionError(f"the arrows never reached {cell}")


def to_key(app, wanted) -> None:
    if wanted[0] == "cell":
        to_square(app, wanted[1:])
    else:
        tab_to(app, lambda t: t.key == wanted)


def menu_to_table(app, people: int) -> TableScene:
    """From the menu to a Fossil table for two, by keys: Fossil, the second seat a person
    when two play, Play."""
    app.open("menu")
    frames(app, 3)
    tab_to(app, lambda t: t.words() == "Fossil")
    enter(app)
    assert app.scene.game == "fossil" and app.scene.players == 2
    if people == 2:
        tab_to(app, lambda t: t.words() == "Seat 2: Bot · medium")
        for _ in range(6):
            if on(app).words() == "Seat 2: Person":
                break
            enter(app)
        assert on(app).words() == "Seat 2: Person"
    tab_to(app, lambda t: t.words() == "Play")
    enter(app)
    frames(app, 3)
    assert isinstance(app.scene, TableScene)
    return app.scene


# --- what every move is said as (the history's words, written again) ----------------------

def card(c: str) -> str:
    return f"{FOSSIL_NAMES[fossil_of(c)]} worth {value_of(c)}"


def move_lines(session) -> list[str]:
    """The line each move is said with, in order."""
    seats = session.seats
    people = [i for i, s in enumerate(seats) if not s.is_bot]

    def you(seat):
        return people == [seat]
    lines = []
    for record, events in zip(session.moves, session.heard):
        seat, name = record["seat"], seats[record["seat"]].shown_name
        for e in events:
            kind = e["type"]
            if kind == "stones_placed":
                lines.append("You place the two stones." if you(seat)
                             else f"{name} places the two stones.")
            elif kind == "stone_moved":
                lines.append(f"You take the {card(e['card'])}: -{e['cost']}" if you(seat)
                             else f"{name} takes the {card(e['card'])}: -{e['cost']}")
            elif kind == "swap":
                other = seats[e["other"]].shown_name
                if you(seat):
                    lines.append(f"You swap your {card(e['give'])} for {other}'s "
                                 f"{card(e['take'])}.")
                elif you(e["other"]):
                    lines.append(f"{name} swaps their {card(e['give'])} for your "
                                 f"{card(e['take'])}.")
                else:
                    lines.append(f"{name} swaps their {card(e['give'])} for {other}'s "
                                 f"{card(e['take'])}.")
            elif kind == "no_swap":
                lines.append("You don't swap." if you(seat) else f"{name} does not swap.")
    return lines


def history(session) -> list[str]:
    """Every line the History keeps, in order."""
    return [line for _moves, line in session.said]


def in_order(wanted: list[str], log_lines: list[str]) -> list[str]:
    """The lines of `wanted` not found in the log in that order (empty: all said)."""
    k = 0
    for line in log_lines:
        if k < len(wanted) and line == wanted[k]:
            k += 1
    return wanted[k:]


# --- a whole game by keys -------------------------------------------------------------------

def play_by_keys(app, table, log) -> dict:
    """Play every person's turn with the keys until the score screen: the stones card after
    card, stone moves (once with the stone chosen first, once a card refused), the first
    swap offered made, the next declined with Don't swap."""
    session, board = table.session, table.board
    seen = {"swaps": 0, "no_swaps": 0, "chosen": 0, "refused": 0, "previews": 0,
            "asked": 0}
    limit = time.monotonic() + 5 * WAIT_S
    while isinstance(app.scene, TableScene):
        assert time.monotonic() < limit, "the game never ended"
        settle(app)
        if not isinstance(app.scene, TableScene) or session.is_over() or board.busy:
            frames(app, 5)
            continue
        (seat,) = session.to_act()
        if session.seats[seat].is_bot:
            frames(app, 3)
            continue
        legal = session.legal(seat)
        before = len(session.moves)
        phase = session.state.phase
        if phase == "place":
            cells = [session.state.cell(i) for i, c in enumerate(session.state.board) if c]
            first, second = cells[8], cells[-9]
            to_square(app, first)
            assert "Choose it to put the first stone here." in on(app).words()
            enter(app)
            assert board.placing == [first]
            to_square(app, second)
            assert on(app).words().endswith("Choose it to put the second stone here.")
            enter(app)
            expected = PlaceStones((first, second))
        elif phase == "swap":
            swaps = [m for m in legal if isinstance(m, Swap)]
            if seen["swaps"] == 0:
                # The focus is on the first card to give, then on the first to take for it.
                give = next(c for c in session.state.holdings[seat]
                            if any(m.give == c for m in swaps))
                assert on(app).key == ("card", seat, give)
                assert on(app).words().endswith("Choose it to give it in a swap.")
                enter(app)
                frames(app, 2)
                take = next(c for tray in session.state.holdings for c in tray
                            if Swap(give, c) in swaps)
                assert on(app).key[2] == take
                assert "Choose it to take it for your" in on(app).words()
                enter(app)
                expected = Swap(give, take)
                seen["swaps"] += 1
            else:
                tab_to(app, lambda t: t.key == NO_SWAP)
                enter(app)
                expected = NoSwap()
                seen["no_swaps"] += 1
        else:
            stones = [m for m in legal if isinstance(m, Stone)]
            if not seen["refused"]:
                reachable = {m.to for m in stones} | set(session.state.stones)
                far = next(session.state.cell(i) for i, c in enumerate(session.state.board)
                           if c and session.state.cell(i) not in reachable)
                to_square(app, far)
                enter(app)
                assert len(session.moves) == before and table.news.warning
                assert said(log)[-1] == table.news.text
                seen["refused"] += 1
            # A move that completes a fossil when there is one (a swap follows), else any.
            done = [m for m in stones if completes(session.state, session.state.at(m.to))]
            move = (done or stones)[len(session.moves) * 7 % len(done or stones)]
            if seen["asked"] == 0:
                for f in (pygame.K_F4, pygame.K_F5, pygame.K_F6):
                    key(app, f)
                    assert said(log)[-1] == table.voice.answer(
                        {pygame.K_F4: "hand", pygame.K_F5: "table", pygame.K_F6: "moves"}[f])
                seen["asked"] += 1
            if seen["chosen"] == 0:     # the stone first, then where it goes
                to_square(app, session.state.stones[move.stone])
                enter(app)
                assert board.chosen_stone == move.stone
                seen["chosen"] += 1
            else:
                move = board.move_to(move.to)    # what Enter on the card alone means
            to_square(app, move.to)
            assert "Taking it costs" in on(app).words()
            shown = board.hover_move()           # the focused card's path and price
            assert shown is not None and shown[0] == move
            seen["previews"] += 1
            enter(app)
            expected = move
        assert len(session.moves) == before + 1, (expected, table.news.text)
        assert session.moves[-1]["move"] == session.rules.move_to_dict(expected)
    assert isinstance(app.scene, ScoreScene), "the game never reached the score screen"
    return seen


def test_alone_against_a_bot_by_keys_from_the_menu_to_the_score_screen(log):
    app = new_app()
    app.settings.speed, app.settings.bot_pace_ms = "fast", 10
    table = menu_to_table(app, people=1)
    session = table.session
    seen = play_by_keys(app, table, log)
    assert seen["refused"] and seen["chosen"] and seen["previews"] > 5
    lines = said(log)
    assert in_order(move_lines(session), lines) == []
    assert in_order(history(session), lines) == []     # each scoring's lines too
    assert any(s.is_bot for s in session.seats)
    assert sum(1 for m in session.moves if session.seats[m["seat"]].is_bot) > 5
    assert app.scene.headline_text() in lines           # the score screen, said


def test_two_people_at_one_computer_by_keys_with_a_swap(log):
    app = new_app()
    app.settings.speed = "fast"
    table = menu_to_table(app, people=2)
    session = table.session
    assert len(session.humans()) == 2
    seen = play_by_keys(app, table, log)
    assert seen["swaps"] >= 1
    lines = said(log)
    assert in_order(move_lines(session), lines) == []
    assert in_order(history(session), lines) == []
    assert any(line.endswith("'s turn") for line in lines)   # the turn passes, said


# --- the guided game by keys ----------------------------------------------------------------

def test_the_fossil_lesson_by_keys_from_the_menu(log):
    app = new_app()
    app.open("menu")
    frames(app, 3)
    tab_to(app, lambda t: t.words() == "Fossil")
    enter(app)
    tab_to(app, lambda t: t.words() == "Learn")
    enter(app)
    frames(app, 3)
    table = app.scene
    guide = table.guide
    assert guide is not None and table.session.game == "fossil"
    board = table.board
    kinds = []
    limit = time.monotonic() + 5 * WAIT_S
    while time.monotonic() < limit:
        step = guide.step
        if not isinstance(step, Watch):
            settle(app)
        if not kinds or kinds[-1][0] != guide.index:
            kinds.append((guide.index, type(step).__name__))
        if isinstance(step, End):
            break
        if isinstance(step, Explain):
            tab_to(app, lambda t: t.key is table.lesson_panel.next_button)
            enter(app)
        elif isinstance(step, (Do, Try)):
            move = guide.move
            index = guide.index
            if isinstance(move, Stone):
                stone = ("cell", *table.session.state.stones[move.stone])
                to_key(app, stone)
                assert "The lesson points here." in on(app).words()
                enter(app)
                to_key(app, ("cell", *move.to))
                assert "The lesson points here." in on(app).words()
                enter(app)
            elif isinstance(move, Swap):
                for c in (move.give, move.take):
                    seat = next(s for s, h in enumerate(table.session.state.holdings)
                                if c in h)
                    to_key(app, ("card", seat, c))
                    assert "The lesson points here." in on(app).words()
                    enter(app)
            else:
                raise AssertionError(move)
            frames(app, 2)
            settle(app)
            if isinstance(step, Try):
                assert table.news.warning and table.news.text in said(log)[-3:]
            assert guide.index > index, (step, table.news.text)
        else:
            frames(app, 4)
    assert isinstance(guide.step, End)
    assert {"Explain", "Do", "Try", "Watch"} <= {k for _i, k in kinds}
    assert guide.words() in said(log)
    assert board.session.state.history[0][0] == "ammonite"
    assert in_order(move_lines(table.session), said(log)) == []
    tab_to(app, lambda t: t.words() == "Menu" and t.key is table.lesson_panel.menu_button)
    enter(app)
    frames(app, 3)
    assert app.scene.__class__.__name__ == "MenuScene"


# --- the focus stays put ----------------------------------------------------------------------

def test_the_focus_stays_on_its_square_through_a_move_a_take_back_and_a_bots_move(log):
    session = Session("fossil", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], SEED)
    app, table = open_table(session)
    app.settings.speed, app.settings.bot_pace_ms = "fast", 10
    board = table.board
    wait_for(app, lambda: session.state.phase == "move" and not board.busy)
    settle(app)
    app.settings.bot_pace_ms = 10_000          # the bot waits: the move may be taken back
    move = min((m for m in session.legal(0) if isinstance(m, Stone)),
               key=lambda m: (board.cost_of(m), m.to))
    taken = session.state.at(move.to)
    to_square(app, move.to)
    here = on(app).key
    assert on(app).words().startswith(card(taken).capitalize())
    enter(app)
    settle(app)
    assert len(session.moves) == 2 and on(app).key == here
    assert on(app).words().startswith("A stone, row ")          # the stone moved there
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="z",
                                         mod=pygame.KMOD_CTRL))
    frames(app, 2)
    settle(app)
    assert len(session.moves) == 1 and on(app).key == here      # taken back: the card again
    assert "Taking it costs" in on(app).words()
    assert "You take back your move." in said(log)
    enter(app)
    settle(app)
    app.settings.bot_pace_ms = 10
    wait_for(app, lambda: len(session.moves) == 3 and not board.busy)
    assert len(session.moves) == 3 and on(app).key == here      # after the bot's move too
    key(app, pygame.K_F4)
    hand = said(log)[-1]
    assert hand.startswith("You have ") and FOSSIL_NAMES[fossil_of(taken)].capitalize() in hand

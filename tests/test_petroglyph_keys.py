"""Petroglyph with the keyboard alone, and heard (issue 43): whole games from the menu to
the score screen by Tab, the arrows, Enter and the F-keys, never a mouse event; every move
of every seat said; nothing said names a card that was never shown; the lesson by keys.

The ear (`Ear`) keeps every utterance with what had been shown at that moment (the cards
turned face up so far, and the public view), so a word naming a face-down card, or the
card set aside, is caught when it is said, not later."""

from __future__ import annotations

import re
import time

import pygame
import pytest
from screen_helpers import frames, key, new_app, on, open_table, settle, tab, typed, words_drawn

from game.hints import hint
from game.petroglyph.rules import HIDDEN, Collect, Discard, Flip, Pass, Shuffle
from scenes.boards.petroglyph_keys import move_key
from scenes.lessons.guide import End, Explain, Watch
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session

# Each card as the words name it (English), and the cards each name may be.
NAMES = {"a red couple": "R", "a blue ship": "B", "a green cup": "G", "the hunter": "YH",
         "the bird": "Y1", "the elk": "Y2", "the mammoth": "Y3"}
NAMED = re.compile(r"\b(%s)\b" % "|".join(NAMES), re.IGNORECASE)
FACE_UP = re.compile(r"Row (\d), column (\d): (.+?), face up\b")


class Ear:
    """Every utterance of `app`, with the cards shown by then and the public view."""

    def __init__(self, app):
        self.app = app
        self.heard: list[tuple[str, set, object]] = []
        real = app.speech.say

        def say(text, *args, **kwargs):
            self.heard.append((" ".join(str(text).split()), *self.shown()))
            real(text, *args, **kwargs)
        app.speech.say = say       # before any table: its line of what happened says here

    def shown(self):
        session = getattr(self.app.scene, "session", None)
        if session is None or session.game != "petroglyph":
            return set(), None
        cards = {e["card"] for events in session.heard for e in events
                 if e["type"] == "flip"}
        return cards, session.view(None)

    def leaks(self) -> list[str]:
        """Utterances naming a card nobody had seen, or a card face up where it was not."""
        bad = []
        for said, seen, view in self.heard:
            if view is None:
                continue
            for name in NAMED.findall(said):
                kind = NAMES[name.lower()]
                if not any(card == kind or card[0] == kind for card in seen):
                    bad.append(said)
            for row, col, name in FACE_UP.findall(said):
                slot = (int(row) - 1) * 4 + int(col) - 1
                card = view.grid[slot]
                kind = NAMES.get(re.sub(r" \(.*\)$", "", name).lower())
                if slot not in view.up or card in (None, HIDDEN) or \
                        not (card == kind or card[0] == kind):
                    bad.append(said)
        return bad


# --- the keys ----------------------------------------------------------------------------------



def enter(app) -> None:
    key(app, pygame.K_RETURN)


def is_cell(k) -> bool:
    return isinstance(k, tuple) and k[0] == "cell"


def go_to(app, wanted) -> None:
    """The focus to the target named `wanted`: by the arrows from place to place on the
    grid, else by Tab."""
    if not app.keyboard:
        tab(app)                                # the first Tab shows where the focus is
    here = on(app).key
    if is_cell(here) and is_cell(wanted):
        dr, dc = wanted[1] - here[1], wanted[2] - here[2]
        for _ in range(abs(dr)):
            key(app, pygame.K_DOWN if dr > 0 else pygame.K_UP)
        for _ in range(abs(dc)):
            key(app, pygame.K_RIGHT if dc > 0 else pygame.K_LEFT)
        assert on(app).key == wanted, (here, wanted, on(app).key)
    for _ in range(80):
        if on(app).key == wanted:
            return
        tab(app)
    raise AssertionError(f"Tab never reached {wanted}")


def tab_to_words(app, words: str) -> None:
    if not app.keyboard:
        tab(app)
    for _ in range(60):
        if on(app).words() == words:
            return
        tab(app)
    raise AssertionError(f"Tab never reached {words!r}")


def menu(app) -> None:
    app.settings.speed, app.settings.bot_pace_ms = "fast", 10
    app.open("menu")
    frames(app, 3)
    tab_to_words(app, "Petroglyph")
    enter(app)                                   # the game chosen by keys


def name_seat(app, seat: int, name: str) -> None:
    tab_to_words(app, f"Seat {seat + 1}, name: {app.scene.fields[seat].text}")
    enter(app)
    typed(app, name)
    enter(app)


def play_button(app) -> None:
    tab_to_words(app, "Play")
    enter(app)
    frames(app, 3)
    assert isinstance(app.scene, TableScene)


def person_turn(app, limit_s: float = 120):
    """Frames until a person here may play (the seat), or the table has gone (None). Only
    a bot's worker that never answers stops the wait (tests/conftest.py: 120 s)."""
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        scene = app.scene
        if not isinstance(scene, TableScene):
            return None
        board = scene.board
        if not board.busy and not scene.session.is_over() and board.person() is not None:
            return board.person()
        frames(app)
    raise AssertionError("no person's turn came")


def choose(session, seat: int, turn: int):
    """A person who remembers: the hint's move (the hard bot's, hearing what was shown),
    but Don't shuffle every other time it is offered."""
    legal = session.legal(seat)
    if Pass() in legal and turn % 2:
        return Pass()
    return hint("petroglyph", session.view(seat), seat, session.heard_by(seat)).move


def play_by_keys(app, log) -> Session:
    """Play the table on `app` to its score screen with keys only; F5 and F6 asked at
    every turn of a person here. The session played."""
    session = app.scene.session
    last = None
    for turn in range(400):
        seat = person_turn(app)
        if seat is None:
            break
        if is_cell(last):
            # A move, a bot's move, animations: the focus stayed on its place.
            assert on(app).key == last
        key(app, pygame.K_F6)
        said = log.read_text(encoding="utf-8").splitlines()[-1]
        assert said and said != "Nothing to say about that at this table.", said
        key(app, pygame.K_F5)
        move = choose(session, seat, turn)
        before = len(session.moves)
        go_to(app, move_key(move))
        assert on(app).words()                  # its words were said as it landed
        enter(app)
        assert len(session.moves) == before + 1, f"Enter on {move} made no move"
        last = move_key(move)
    else:
        raise AssertionError("the game never ended")
    for _ in range(200):
        if isinstance(app.scene, ScoreScene):
            break
        frames(app)
    assert isinstance(app.scene, ScoreScene)
    return session


def every_move_was_said(session, log) -> None:
    """Each move's lines (the history keeps them, tied to the move) were said aloud, in
    order, and no move went without one."""
    said = log.read_text(encoding="utf-8").splitlines()
    at = 0
    for k in range(1, len(session.moves) + 1):
        lines = [line for moves, line in session.said if moves == k]
        assert lines, f"move {k} ({session.moves[k - 1]}) said nothing"
        for line in lines:
            at = said.index(" ".join(line.split()), at) + 1


def test_a_whole_game_against_a_bot_by_keys(log):
    app = new_app()
    ear = Ear(app)
    menu(app)
    assert [s.kind for s in app.scene.seats()] == ["human", "bot"]
    play_button(app)
    session = play_by_keys(app, log)
    assert [m["seat"] for m in session.moves].count(1) > 0      # the bot played too
    every_move_was_said(session, log)
    assert ear.leaks() == []
    said = log.read_text(encoding="utf-8")
    assert "Ochre turns over " in said and "You turn over " in said


def test_pass_and_play_by_keys(log):
    app = new_app()
    ear = Ear(app)
    menu(app)
    name_seat(app, 0, "Ada")
    tab_to_words(app, "Seat 2: Bot · medium")
    while on(app).words() != "Seat 2: Person":
        enter(app)                               # medium, hard, another computer, person
    assert app.scene.fields[1].text == "Ben"
    play_button(app)
    assert [s.name for s in app.scene.session.seats] == ["Ada", "Ben"]
    session = play_by_keys(app, log)
    assert {m["seat"] for m in session.moves} == {0, 1}
    every_move_was_said(session, log)
    assert ear.leaks() == []
    said = log.read_text(encoding="utf-8")
    assert "Ada turns over " in said and "Ben turns over " in said
    assert "Ben's turn" in said.splitlines()     # the sign as the keyboard goes round


def test_a_solitaire_by_keys_puts_cards_out_and_shuffles(log):
    app = new_app()
    ear = Ear(app)
    menu(app)
    tab_to_words(app, "Fewer players: 2 now")
    enter(app)
    assert app.scene.players == 1
    play_button(app)
    session = play_by_keys(app, log)
    kinds = {m["move"]["move"] for m in session.moves}
    assert {"flip", "discard", "shuffle"} <= kinds
    every_move_was_said(session, log)
    assert ear.leaks() == []
    assert "is out of the game." in log.read_text(encoding="utf-8")


# --- the focus on the table -----------------------------------------------------------------------

def people_table(deck, names=("Ada", "Ben")):
    seats = [Seat("human", n) for n in names]
    session = Session("petroglyph", seats, 1)
    session.state = session.rules.new_game(len(seats), 1, deck=deck)
    app, table = open_table(session)
    return app, table, session


MISMATCH = ["R1", "B1", "G1", "G2", "R2", "B2", "Y1", "G3", "Y2", "B3", "G4", "R3", "YH",
            "G5", "R4", "Y3", "G6"]


def test_every_place_arrow_and_button_is_a_target_saying_what_it_does(log):
    app, table, session = people_table(MISMATCH)
    board = table.board
    zone = board.focus_zones()[0]
    assert [t.key for t in zone] == [("cell", r, c) for r in range(4) for c in range(4)]
    assert zone[5].words() == "Row 2, column 2: a face-down card. Enter turns it over."
    go_to(app, ("cell", 0, 0))
    enter(app)
    settle(app)
    assert on(app).key == ("cell", 0, 0)
    assert on(app).words() == "Row 1, column 1: a red couple, face up."
    key(app, pygame.K_RIGHT)
    enter(app)                                    # a blue: no match
    settle(app)
    assert session.state.phase == "shuffle"
    keys = [t.key for t in board.focus_zones()[0]]
    assert ("line", "row", 0) in keys and ("line", "col", 3) in keys and ("pass",) in keys
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)                       # from the first place to its row's arrow
    assert on(app).key == ("line", "row", 0)
    assert on(app).words() == "Shuffle row 1: its face-down cards change places."
    assert board.hover_legal() == ("line", ("row", 0))   # its cells light as under the mouse
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)                         # from the first place to its column's
    assert on(app).words() == "Shuffle column 1: its face-down cards change places."
    go_to(app, ("pass",))
    assert on(app).words() == "Don't shuffle"
    enter(app)
    settle(app)
    assert session.moves[-1]["move"] == {"move": "pass"}
    # The button went with its move: the focus is on the nearest place of the grid.
    assert is_cell(on(app).key)
    said = log.read_text(encoding="utf-8").splitlines()
    assert "Ada turns over a red couple at row 1, column 1." in said
    assert "Ada turns over a blue ship at row 1, column 2." in said
    assert "Ada does not shuffle." in said


def test_the_focused_place_shows_what_the_mouse_would(log):
    greens = ["G1", "G2", "R1", "B1", "R2", "B2", "Y1", "G3", "Y2", "B3", "G4", "R3", "YH",
              "G5", "R4", "Y3", "G6"]
    app, table, session = people_table(greens)
    board = table.board
    go_to(app, ("cell", 1, 2))
    assert board.hover_legal() == ("slot", 6)     # the glow a mouse over it would give
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(40, 10),
                                         buttons=(0, 0, 0)))
    frames(app)
    assert not app.keyboard and board.hover_legal() is None    # the mouse again
    go_to(app, ("cell", 0, 0))
    enter(app)
    settle(app)
    go_to(app, ("collect",))
    assert on(app).words() == "Collect 1 cup  (+1)"
    key(app, pygame.K_F6)
    assert log.read_text(encoding="utf-8").splitlines()[-1] == (
        "Ada may turn over one of 15 face-down cards. Ada may also collect 1 cup for "
        "1 point.")
    enter(app)
    settle(app)
    assert session.scores() == (1, 0)
    key(app, pygame.K_F5)
    assert log.read_text(encoding="utf-8").splitlines()[-1] == (
        "15 cards face down. 1 place empty. Ada has collected one cup (+1): 1 point in all.")
    key(app, pygame.K_F4)                         # Ben's turn: his sets
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "Ben has collected no set yet."


def test_a_card_to_put_out_shows_put_out_for_the_focus(log):
    app, table, session = people_table(MISMATCH, names=("Ada",))
    for cell in ((0, 0), (0, 1)):
        go_to(app, ("cell", *cell))
        enter(app)
        settle(app)
    assert session.state.phase == "discard"
    key(app, pygame.K_LEFT)
    assert on(app).words() == ("Row 1, column 1: a red couple, face up. Enter puts it out "
                               "of the game.")
    assert "put out" in words_drawn(app)          # the preview on the card, as on hover
    key(app, pygame.K_F6)
    assert app.speech.last == ("Put one of 2 face-up cards out of the game: a red couple at "
                               "row 1, column 1 and a blue ship at row 1, column 2.")
    enter(app)
    settle(app)
    assert session.state.discarded == ("R1",)
    assert on(app).words() == "Row 1, column 1: empty."
    key(app, pygame.K_F6)
    assert app.speech.last.startswith("You must shuffle ")


# --- the lesson --------------------------------------------------------------------------------

def test_the_lesson_by_keys(log):
    app = new_app()
    ear = Ear(app)
    menu(app)
    tab_to_words(app, "Learn")
    enter(app)
    frames(app, 3)
    table = app.scene
    guide = table.guide
    assert guide is not None
    for _ in range(400):
        if not isinstance(guide.step, Watch):
            settle(app)
        step = guide.step
        if isinstance(step, End):
            break
        if isinstance(step, Explain):
            frames(app)
            go_to(app, table.lesson_panel.next_button)
        elif isinstance(step, Watch):
            frames(app, 2)
            seat = table.board.person()
            if seat is None or table.session.is_over():
                continue
            go_to(app, move_key(choose(table.session, seat, 0)))
        else:                                   # Do, Try: the move that glows
            go_to(app, move_key(guide.move))
            assert on(app).words().endswith(" It glows."), on(app).words()
            key(app, pygame.K_F6)
            assert app.speech.last.endswith(" glows.")
        enter(app)
        frames(app)
    else:
        raise AssertionError("the lesson never ended")
    session = table.session
    assert session.is_over() and isinstance(guide.step, End)
    assert [m["move"]["move"] for m in session.moves][:12] == [
        "flip"] * 7 + ["collect", "flip", "flip", "discard", "shuffle"]
    said = log.read_text(encoding="utf-8").splitlines()
    assert "That card is already face up." in said     # the Try step's refusal, heard
    assert any(line.startswith("You turn over the hunter at row ") for line in said)
    # Play a real game: the closing panel's button by keys too.
    go_to(app, table.lesson_panel.play_button)
    enter(app)
    frames(app, 3)
    assert isinstance(app.scene, TableScene) and app.scene.guide is None
    assert ear.heard


@pytest.mark.parametrize("move,words", [
    (Flip((1, 2)), "Row 2, column 3 glows."),
    (Discard((0, 0)), "Row 1, column 1 glows."),
    (Shuffle("col", 3), "The arrow of column 4 glows."),
    (Shuffle("row", 0), "The arrow of row 1 glows."),
    (Collect(), "The Collect button glows."),
    (Pass(), "The Don't shuffle button glows."),
])
def test_where_a_move_glows_is_said(move, words):
    from scenes.boards.petroglyph_keys import PetroglyphKeys
    assert PetroglyphKeys.glow_words(move) == words

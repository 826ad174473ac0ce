"""Garbo by the keyboard alone, and heard (issue 43).

Whole games from the menu to the score screen with keys only (no mouse event is ever
posted): one person against a bot, and two people passing the computer behind the curtain
("I am ..." by Enter); and the guided game. The speech log is read after every frame: every
move of every seat is said (the same sentence the history keeps), and nothing said names a
card the listening seat could not see then (the stock, a hand other than the one showing,
`table.revealed`; under the curtain, none). Then what the focus shows and says on its own:
the focused place shows its match lines and points as the mouse's hover does, and the focus
stays on its place through a bot's move and a take-back."""

from __future__ import annotations

import re

import pygame
from screen_helpers import centre, frames, key, new_app, on, open_table, settle, typed, words_drawn

from game.garbo.rules import Play, matches
from game.hints import hint
from scenes.boards.garbo_panels import deal_sentence, gift_sentence, label, level_two_sentences
from scenes.lessons.guide import PERSON, Do, End, Explain, Try, Watch
from scenes.screens.handoff import HandoffScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session

CARD = re.compile(r"(10|[7-9JQKA])([♠♥♦♣])")     # a card as the English table names it
SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


# --- no mouse: every event posted is checked ---------------------------------------------------



# --- the ear: the speech log, read after every frame ------------------------------------------

def named_cards(line: str) -> set[str]:
    return {rank + SUIT[suit] for rank, suit in CARD.findall(line)}


class Ear:
    """Reads the speech log after every frame the app steps; each new utterance is checked
    against the table as it is then: a card named must not lie in the stock or in a hand
    other than the one showing (`table.revealed`)."""

    def __init__(self, app, path):
        self.app, self.path, self.offset = app, path, 0
        self.lines: list[str] = []
        self.leaks: list[tuple[str, set]] = []
        real = app.step

        def step(dt):
            real(dt)
            self.hear()
        app.step = step

    def table(self):
        return next((s for s in reversed(self.app.stack) if isinstance(s, TableScene)), None)

    def hear(self) -> None:
        if not self.path.exists():
            return
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            new = f.read()
            self.offset = f.tell()
        table = self.table()
        for line in new.decode("utf-8").splitlines():
            self.lines.append(line)
            if table is None:
                continue
            state, revealed = table.session.state, table.revealed
            hidden = set(state.stock) | {c for seat, hand in enumerate(state.hands)
                                         if seat != revealed for c in hand}
            leak = named_cards(line) & hidden
            if leak:
                self.leaks.append((line, leak))

    def since(self, k: int) -> list[str]:
        return self.lines[k:]


def every_move_said(session, lines: list[str]) -> None:
    """Each play (and the deals, the start of Level Two) said, in the order played, in the words the
    history keeps."""
    expected = []
    for events in session.heard:
        for e in events:
            if e["type"] == "play":
                expected.append(gift_sentence(session.seats, e["seat"], e["card"],
                                              e["points"]))
            elif e["type"] == "level_two":
                expected.append(level_two_sentences(session.seats, e["leader"],
                                                    e["reason"])[0])
            elif e["type"] == "deal_count" and e["seat"] == 0:
                expected.append(deal_sentence(e["count"]))
    plays = sum(e["type"] == "play" for events in session.heard for e in events)
    assert plays == len(session.moves) == 32
    k = 0
    for line in lines:
        if k < len(expected) and line == expected[k]:
            k += 1
    assert k == len(expected), f"never said: {expected[k]!r}"


# --- moving the focus by keys -------------------------------------------------------------------


def tab_to(app, words: str, limit: int = 120) -> None:
    if not app.keyboard:
        key(app, pygame.K_TAB)
    for _ in range(limit):
        if on(app).words() == words:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {words!r}")


def go_to(app, goal, limit: int = 60) -> None:
    """Arrows to the target named `goal` (Up and Down between the square and the hand)."""
    if not app.keyboard:
        key(app, pygame.K_TAB)
    for _ in range(limit):
        here = on(app)
        if here.key == goal:
            return
        if not isinstance(here.key, tuple):          # on a button: Tab comes round
            key(app, pygame.K_TAB)
            continue
        if here.key[0] != goal[0]:
            key(app, pygame.K_DOWN if goal[0] == "hand" else pygame.K_UP)
            continue
        target = next(t for z in app.scene.focus_zones() for t in z if t.key == goal)
        (hx, hy), (tx, ty) = centre(here.rect), centre(target.rect)
        if abs(tx - hx) >= abs(ty - hy):
            key(app, pygame.K_RIGHT if tx > hx else pygame.K_LEFT)
        else:
            key(app, pygame.K_DOWN if ty > hy else pygame.K_UP)
    raise AssertionError(f"the arrows never reached {goal}")


def key_move(app, move) -> None:
    """A card picked with Enter, then its place: the focus goes to the places once the
    card is picked."""
    board = app.scene.board
    if board.picked != move.card:
        go_to(app, ("hand", move.card))
        key(app, pygame.K_RETURN)
        assert board.picked == move.card
        assert on(app).key[0] == "cell", "the places come next"
        assert on(app).key[1] in board.lit()
    go_to(app, ("cell", move.cell))
    key(app, pygame.K_RETURN)


def menu_garbo(app, people: bool) -> None:
    """The menu, by keys: Garbo; two people named Ada and Ben (a seat made a Person), or
    the person alone against a bot; Play."""
    app.open("menu")
    frames(app, 3)
    tab_to(app, "Garbo")
    key(app, pygame.K_RETURN)
    assert app.scene.game == "garbo"
    if people:
        tab_to(app, "Seat 2: Bot · medium")
        for _ in range(6):
            if on(app).words() == "Seat 2: Person":
                break
            key(app, pygame.K_RETURN)
        assert on(app).words() == "Seat 2: Person"
        for seat, name in ((1, "Ada"), (2, "Ben")):
            tab_to(app, next(t.words() for t in app.scene.focus_zones()[1]
                             if t.words().startswith(f"Seat {seat}, name:")))
            key(app, pygame.K_RETURN)
            typed(app, name)
            key(app, pygame.K_RETURN)
    tab_to(app, "Play")
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.scene, TableScene)


def wait_for_person(app, table) -> None:
    """Until the table waits for a person's keys: animations over, the curtain lifted by
    Enter on "I am ..." (the score screen: the game is over)."""
    for _ in range(20000):
        settle(app)
        if isinstance(app.scene, HandoffScene):
            seat = app.scene.seat
            assert on(app).words() == f"I am {table.session.seats[seat].shown_name}" \
                or not app.keyboard
            key(app, pygame.K_RETURN)
            assert table.revealed == seat
            continue
        if not isinstance(app.scene, TableScene) or table.board.person() is not None:
            return
        frames(app)
    raise AssertionError("the table never waited for a person")


def play_by_keys(app, ear) -> TableScene:
    """A whole game at the table on top, every person's move made by keys, until the
    score screen; on the way, F4, F5 and F6 asked, a card let go with Esc, a place refused."""
    table = app.scene
    session = table.session
    asked = escaped = refused = 0
    while True:
        wait_for_person(app, table)
        if isinstance(app.scene, ScoreScene):
            assert asked and escaped and refused
            return table
        board = table.board
        (seat,) = session.to_act()
        assert board.bottom == seat == table.revealed
        legal = session.legal(seat)
        move = legal[len(session.moves) * 7 % len(legal)]
        if len(session.moves) % 5 < 2:
            before = len(ear.lines)
            for k in (pygame.K_F4, pygame.K_F5, pygame.K_F6):
                key(app, k)
            said = ear.since(before)
            assert len(said) == 3
            hand = [label(c) for c in session.state.hands[seat]]
            assert all(card in said[0] for card in hand)
            asked += 1
        if not escaped:
            go_to(app, ("hand", move.card))
            key(app, pygame.K_RETURN)
            assert board.picked == move.card
            key(app, pygame.K_ESCAPE)
            assert board.picked is None and isinstance(app.scene, TableScene)
            escaped = 1
        taken = [c for c in board.cards if c not in {m.cell for m in legal}]
        if not refused and taken and session.state.level == 1:
            key_move(app, Play(move.card, taken[0]))
            assert table.news.warning and table.news.text == "That cell already holds a card."
            assert ear.lines[-1] == table.news.text          # a refusal is said at once
            refused = 1
        before = len(session.moves)
        key_move(app, move)
        assert len(session.moves) == before + 1, "Enter on the place played the card"
        assert session.moves[-1]["seat"] == seat


# --- whole games ---------------------------------------------------------------------------------

def test_a_whole_game_against_a_bot_by_keys_alone_every_move_heard(keys_only, log):
    app = new_app()
    app.settings.speed = "fast"
    ear = Ear(app, log)
    menu_garbo(app, people=False)
    table = play_by_keys(app, ear)
    session = table.session
    assert isinstance(app.scene, ScoreScene) and session.is_over()
    assert [s.is_bot for s in session.seats] == [False, True]
    assert {m["seat"] for m in session.moves} == {0, 1}
    every_move_said(session, ear.lines)
    assert ear.leaks == []
    assert app.scene.headline_text() in ear.lines          # the score screen says who won


def test_two_people_play_a_whole_game_by_keys_through_the_curtain(keys_only, log):
    app = new_app()
    app.settings.speed = "fast"
    ear = Ear(app, log)
    menu_garbo(app, people=True)
    table = app.scene
    assert [s.shown_name for s in table.session.seats] == ["Ada", "Ben"]
    table = play_by_keys(app, ear)
    session = table.session
    assert isinstance(app.scene, ScoreScene) and session.is_over()
    assert {m["seat"] for m in session.moves} == {0, 1}
    every_move_said(session, ear.lines)
    assert "Ben's turn. Pass the computer to Ben." in ear.lines
    assert ear.leaks == []


def test_the_lesson_by_keys(keys_only, log):
    app = new_app()
    app.settings.speed = "fast"
    ear = Ear(app, log)
    app.open("learn", game="garbo")
    frames(app, 3)
    table = app.scene
    guide = table.guide
    seen, refusals, last = [], [], None
    for _ in range(20000):
        if not isinstance(guide.step, Watch):
            settle(app)
        step = guide.step
        if guide.index != last:
            last = guide.index
            seen.append(type(step).__name__)
        if isinstance(step, End):
            break
        if isinstance(step, Explain):
            frames(app)
            tab_to(app, "Next")
            key(app, pygame.K_RETURN)
        elif isinstance(step, Do):
            key_move(app, guide.move)
            frames(app)
        elif isinstance(step, Try):
            key_move(app, guide.move)
            assert table.news.warning
            refusals.append(table.news.text)
            frames(app)
        elif isinstance(step, Watch):
            if PERSON in table.session.to_act() and not table.board.busy \
                    and table.board.person() == PERSON:
                session = table.session
                key_move(app, hint(session.game, session.view(PERSON), PERSON).move)
            frames(app, 4)
    else:
        raise AssertionError("the lesson never ended")
    assert {"Explain", "Do", "Try", "Watch", "End"} <= set(seen)
    assert refusals == ["That cell already holds a card."]
    assert table.session.state.level == 2
    assert any(p.down is not None for p in table.session.state.table)
    assert ear.leaks == []
    assert guide.words() in ear.lines                       # each step read aloud
    tab_to(app, "Play a real game")


# --- the focus as the mouse's hover, and where it stays -------------------------------------------

def table_at_a_match(seed: int = 4):
    """A person and a bot some moves in, the person to play with a card that would match
    on a lit place: (app, table, card, cell)."""
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], seed)

    def at_a_match():
        if len(session.state.table) < 5 or session.to_act() != {0}:
            return None
        return next(((m.card, m.cell) for m in session.legal(0)
                     if len(matches(session.state, m.card, m.cell)) >= 2), None)
    while at_a_match() is None:
        (seat,) = session.to_act()
        session.apply(seat, session.legal(seat)[-1])
    card, cell = at_a_match()
    app, table = open_table(session)
    settle(app)
    return app, table, card, cell


def pick(app, card: str) -> None:
    go_to(app, ("hand", card))
    key(app, pygame.K_RETURN)
    assert app.scene.board.picked == card


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="z",
                                         mod=pygame.KMOD_CTRL))
    frames(app)


def test_the_focused_place_shows_its_lines_and_points_as_the_mouse_does(keys_only, log):
    app, table, card, cell = table_at_a_match()
    board = table.board
    pick(app, card)
    assert on(app).key[0] == "cell"                        # the places come next
    go_to(app, ("cell", cell))
    found = matches(table.session.view(0), card, cell)
    assert app.keyboard and board.preview() == (card, cell, found)
    assert f"The {label(card)} here gives Ochre:" in words_drawn(app)   # the right panel
    said = on(app).words()
    total = sum(p for _c, _k, p in found)
    assert f"The {label(card)} here gives Ochre {total} points: " in said
    for other, _kind, _points in found:
        assert label(board.cards[other][0]) in said         # each match named
    # The mouse shows the same over that place once it moves there.
    board.mouse = centre(board.cell_rect(cell))
    app.keyboard = False
    assert board.preview() == (card, cell, found)


def test_the_focus_stays_on_its_place_through_a_take_back_and_a_bots_move(keys_only, log):
    app, table, card, cell = table_at_a_match()
    session = table.session
    before = len(session.moves)
    key_move(app, Play(card, cell))
    assert len(session.moves) == before + 1
    ctrl_z(app)                                    # at once, before the bot moves
    settle(app)
    assert len(session.moves) == before and session.to_act() == {0}
    assert on(app).key == ("cell", cell)
    assert on(app).words().endswith("an empty place.")
    key_move(app, Play(card, cell))
    for _ in range(3000):                          # the bot's move, and its animation
        frames(app)
        if session.to_act() == {0} and not table.board.busy:
            break
    settle(app)
    assert session.moves[-1]["seat"] == 1 and len(session.moves) == before + 2
    assert on(app).key == ("cell", cell)
    assert on(app).words().startswith(f"{label(card)}, row ")

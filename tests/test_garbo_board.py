"""The Garbo table through the real scene stack, headless: clicks, drags, the pass-and-play
curtain, Continue, Play again, and a game of bots to the score scene."""

from __future__ import annotations

import pygame
import pytest
import screen_helpers
from screen_helpers import centre, click, frames, key, settle, table_save_path

from game.garbo.rules import Play, matches
from scenes.routes import make_app
from scenes.screens.handoff import HandoffScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session
from scenes.shell.app import App
from scenes.shell.canvas import Canvas

PEOPLE = [Seat("human", "Ada"), Seat("human", "Ben")]


@pytest.fixture
def faces(monkeypatch):
    """Every card face drawn, with the scene on top when it was drawn."""
    drawn: list[tuple[str, str]] = []
    real = Canvas.card

    def card(self, game, card, *args, **kwargs):
        drawn.append((type(app_ref[0].scene).__name__ if app_ref else "", card))
        return real(self, game, card, *args, **kwargs)
    app_ref: list = []
    monkeypatch.setattr(Canvas, "card", card)
    return drawn, app_ref


def open_table(session, demo=False) -> tuple[App, TableScene]:
    return screen_helpers.open_table(session, steps=2, demo=demo)


def lift_curtain(app) -> None:
    assert isinstance(app.scene, HandoffScene)
    click(app, centre(app.scene.buttons[0].rect))
    frames(app, 2)


def drag(app, start, end) -> None:
    post = pygame.event.post
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app)
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    for pos in (mid, end):
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        frames(app)
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def hand_pos(board, card):
    hand = board.hands[board.bottom]
    return centre(board.fan.card_rect(hand.index(card), len(hand), card))


def wait_for_person(app, table) -> int:
    """Until the table waits for a person's click (animations over, curtain lifted);
    how many times the curtain was lifted on the way."""
    lifted = 0
    for _ in range(20000):     # a bot's worker process may take a moment to start
        settle(app)
        if isinstance(app.scene, HandoffScene):
            lift_curtain(app)
            lifted += 1
            continue
        if not isinstance(app.scene, TableScene) or table.session.is_over():
            return lifted
        if table.board.person() is not None:
            return lifted
        frames(app)
    raise AssertionError("the table never waited for a person")


def test_two_people_play_a_whole_game_by_click_and_drag_behind_the_curtain(faces):
    drawn, app_ref = faces
    session = Session("garbo", PEOPLE, 11, None, table_save_path())
    app, table = open_table(session)
    app_ref.append(app)
    settle(app)                                    # the opening deal goes round, then
    assert isinstance(app.scene, HandoffScene)     # nobody's hand shows before "I am Ada"
    curtains = refused = dragged = escaped = 0
    while not session.is_over():
        curtains += wait_for_person(app, table)
        if session.is_over():
            break
        board = table.board
        (seat,) = session.to_act()
        assert board.bottom == seat == table.revealed
        legal = session.legal(seat)
        move = legal[len(session.moves) * 5 % len(legal)]
        before = len(session.moves)
        if not refused and len(board.cards) >= 3 and session.state.level == 1:
            # A cell not next to the layout is refused in words and changes nothing.
            far = (min(r for r, _ in board.cards) - 1, min(c for _, c in board.cards) - 1)
            if far not in {m.cell for m in legal} and board.cell_at(
                    centre(board.cell_rect(far))) == far:
                click(app, hand_pos(board, move.card))
                click(app, centre(board.cell_rect(far)))
                assert len(session.moves) == before and table.news.warning
                assert table.news.text == "That cell is not next to a card."
                assert board.picked == move.card      # still in hand, still picked
                key(app, pygame.K_ESCAPE)
                refused += 1
        if not escaped:
            click(app, hand_pos(board, move.card))
            assert board.picked == move.card
            key(app, pygame.K_ESCAPE)
            assert board.picked is None and isinstance(app.scene, TableScene)
            escaped = 1
        if len(session.moves) % 4 == 1:
            drag(app, hand_pos(board, move.card), centre(board.cell_rect(move.cell)))
            dragged += 1
        else:
            click(app, hand_pos(board, move.card))
            click(app, centre(board.cell_rect(move.cell)))
        assert len(session.moves) == before + 1, (move, table.news.text)
        assert session.moves[-1]["move"] == session.rules.move_to_dict(move)
    for _ in range(200):
        if isinstance(app.scene, ScoreScene):
            break
        frames(app)
    assert isinstance(app.scene, ScoreScene)
    assert curtains == 32 and refused and dragged >= 7
    # Seed 11 and these picks end 518 to 481 by the rules: the headline says exactly that.
    assert session.scores() == session.rules.scores(session.state) == (518, 481)
    assert app.scene.headline_text() == "Ada wins 518 to 481"
    # Under the curtain the table (the public cards) is still drawn.
    assert any(scene == "HandoffScene" and card != "back" for scene, card in drawn)


def test_the_curtain_never_shows_a_hand(faces):
    """Every frame while the curtain is up: no card of either hand is drawn face up."""
    drawn, app_ref = faces
    session = Session("garbo", PEOPLE, 3, None, table_save_path())
    app, table = open_table(session)
    app_ref.append(app)
    checked = 0
    for _ in range(20):
        wait_for_person(app, table)
        (seat,) = session.to_act()
        move = session.legal(seat)[0]
        click(app, hand_pos(table.board, move.card))
        click(app, centre(table.board.cell_rect(move.cell)))
        assert session.moves[-1]["move"]["card"] == move.card, table.news.text
        if session.to_act() == {seat}:
            continue       # the same person leads Level Two: no one to hide from
        # The mover's hand is face down from the moment the card leaves it.
        hidden = set(session.state.hands[0]) | set(session.state.hands[1])
        drawn.clear()
        for _ in range(600):
            frames(app)
            if isinstance(app.scene, HandoffScene):
                break
        assert isinstance(app.scene, HandoffScene)
        frames(app, 3)
        assert not hidden & {card for _, card in drawn}, hidden & {c for _, c in drawn}
        checked += 1
    assert checked >= 19


def test_continue_opens_behind_the_curtain_and_play_again_swaps_the_dealer(home):
    session = Session("garbo", PEOPLE, 5, {"diagonals": "long"}, table_save_path())
    app, table = open_table(session)
    for _ in range(3):
        wait_for_person(app, table)
        (seat,) = session.to_act()
        move = session.legal(seat)[-1]
        click(app, hand_pos(table.board, move.card))
        click(app, centre(table.board.cell_rect(move.cell)))
    resumed = Session.load(table_save_path())
    assert resumed.moves == session.moves and resumed.options == {"diagonals": "long"}
    assert resumed.state == session.state and len(resumed.moves) == 3   # the same game
    app2, table2 = open_table(resumed)
    assert isinstance(app2.scene, HandoffScene) and table2.revealed is None
    (seat,) = resumed.to_act()
    assert app2.scene.seat == seat
    app2.reset(ScoreScene(app2, resumed))
    frames(app2)
    app2.scene.again()
    frames(app2, 2)
    fresh = next(s for s in app2.stack if isinstance(s, TableScene)).session
    assert [s.name for s in fresh.seats] == ["Ben", "Ada"]


def test_a_person_against_a_bot_sees_only_their_own_hand(faces):
    drawn, app_ref = faces
    session = Session("garbo", [Seat("bot", "Flint", "easy"), Seat("human", "You")], 9,
                      None, table_save_path())
    app, table = open_table(session)
    app.settings.bot_pace_ms = 30
    app_ref.append(app)
    assert isinstance(app.scene, TableScene) and table.revealed == 1
    for _ in range(6):
        wait_for_person(app, table)
        drawn.clear()
        frames(app, 2)
        app.draw()
        seen = {card for _, card in drawn}
        assert not seen & set(session.state.hands[0])      # the bot's hand stays hidden
        assert set(session.state.hands[1]) <= seen           # mine is fanned at the bottom
        move = session.legal(1)[0]
        # Hovering a lit place with a card picked shows what it would give away.
        click(app, hand_pos(table.board, move.card))
        pos = centre(table.board.cell_rect(move.cell))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        frames(app)
        card, cell, found = table.board.preview()
        assert (card, cell) == (move.card, move.cell)
        assert found == matches(session.state, move.card, move.cell)
        click(app, pos)
    assert len(session.moves) >= 11


def test_bots_alone_reach_the_score_scene():
    app = make_app(fixed_dt=16, demo=True)
    app.settings.bot_pace_ms = 20
    session = Session("garbo", [Seat("bot", "Flint", "easy"), Seat("bot", "Ochre", "hard")],
                      4)
    app.run(TableScene(app, session), max_frames=20000)
    assert session.is_over() and isinstance(app.scene, ScoreScene)
    assert sum(session.scores()) > 0


def test_a_click_on_a_cell_without_a_card_says_what_to_do():
    session = Session("garbo", [Seat("human", "You"), Seat("bot", "Flint", "easy")], 2)
    app, table = open_table(session)
    assert table.board.busy and table.board.hands == [[], []]     # the deal goes round
    settle(app)
    click(app, centre(table.board.cell_rect((0, 0))))
    assert session.moves == []
    assert table.news.text == "Pick a card from your hand first, then a lit place."
    move = Play(session.state.hands[0][0], (0, 0))
    click(app, hand_pos(table.board, move.card))
    click(app, hand_pos(table.board, move.card))         # a second click lets go
    assert table.board.picked is None

"""A card looked at closely (issue 44): the card under the focus or the mouse, large in the
middle of the table with the words the voice says for it, by F7 or a long press; any key,
click or moving away closes it; a hidden card stays hidden; in a replay too."""

from __future__ import annotations

import pygame
import pytest
from screen_helpers import DT, centre, click, frames, key, on, open_table, settle, tab

from game import grid as g
from scenes.kit import closeup
from scenes.services.controls import BLOCKS, DEFAULT_BLOCKS, TABLE_PLACES, remap
from scenes.services.session import Seat, Session

PEOPLE = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]


def table_of(game: str, seed: int = 3):
    app, table = open_table(Session(game, list(PEOPLE), seed))
    settle(app)
    return app, table


def big_cards(app) -> list:
    """The cards the next frame draws taller than any card on the table: (face, rect)."""
    seen = []
    real = app.canvas.card

    def card(game, face, r, *args, **kwargs):
        if r[3] > 300:
            seen.append((face, tuple(r)))
        return real(game, face, r, *args, **kwargs)
    app.canvas.card = card
    try:
        app.dirty = True
        frames(app)
    finally:
        del app.canvas.card
    return seen


def press(app, pos, ms: float) -> None:
    """The left button held down at `pos` for `ms`, not let go."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, int(ms // DT) + 1)


def release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(pos[0]), int(pos[1])),
                                         button=1))
    frames(app)


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])),
                                         rel=(30, 0), buttons=(0, 0, 0)))
    frames(app)


@pytest.mark.parametrize("game,steps", [("petroglyph", 1), ("fossil", 3), ("garbo", 1),
                                        ("ligretto", 3)])
def test_f7_shows_the_focused_card_large_with_its_words_said(log, game, steps):
    app, table = table_of(game)
    for _ in range(steps):
        tab(app)
    target = on(app)
    look = next(look for look in table.board.looks() if look.key == target.key)
    key(app, closeup.KEY)
    assert table.closeup.shown
    assert table.closeup.words == target.words()
    [(face, rect)] = big_cards(app)
    assert face == look.face
    assert abs(rect[0] + rect[2] / 2 - 640) < 1          # in the middle of the table
    assert log.read_text(encoding="utf-8").splitlines()[-1] == target.words()
    moves = table.session.moves_made
    key(app, pygame.K_RETURN)               # any key closes it, and does nothing else
    assert not table.closeup.shown and table.session.moves_made == moves
    assert big_cards(app) == []


def test_a_face_down_card_shows_its_back_and_says_nothing_hidden():
    app, table = table_of("petroglyph")
    tab(app)
    key(app, closeup.KEY)
    assert table.closeup.look.face == "back" and table.closeup.look.peek is None
    card = table.session.state.grid[g.index(on_key(table)[1:])]
    from scenes.boards.petroglyph_animations import card_words
    assert card_words(card) not in table.closeup.words
    assert "face-down" in table.closeup.words


def on_key(table):
    return table.closeup.look.key


def test_garbo_shows_no_card_of_the_other_hand():
    app, table = table_of("garbo")
    board = table.board
    faces = {look.face for look in board.looks()}
    other = [c for c in table.session.state.hands[1 - board.bottom]]
    assert not faces & set(other)


def test_a_long_press_opens_it_without_a_click_and_moving_away_closes_it():
    app, table = table_of("petroglyph")
    spot = centre(table.board.cell_rect(5))
    press(app, spot, closeup.HOLD_MS + 50)
    assert table.closeup.shown and table.closeup.look.key == ("cell", 1, 1)
    release(app, spot)
    assert table.closeup.shown                  # let go: still there to read
    assert table.session.moves_made == 0        # the press was no click
    move(app, (spot[0] + 200, spot[1]))
    assert not table.closeup.shown
    assert table.session.moves_made == 0


def test_a_short_press_is_a_click_as_before():
    app, table = table_of("petroglyph")
    click(app, centre(table.board.cell_rect(5)))
    assert not table.closeup.shown and table.session.moves_made == 1


def test_a_click_closes_it_and_is_used_up():
    app, table = table_of("petroglyph")
    spot = centre(table.board.cell_rect(5))
    press(app, spot, closeup.HOLD_MS + 50)
    release(app, spot)
    click(app, spot)
    assert not table.closeup.shown and table.session.moves_made == 0


def test_a_press_that_moves_is_a_drag_as_before():
    """Garbo: a card of the hand dragged onto a place is played."""
    app, table = table_of("garbo", 7)
    board = table.board
    hand = board.hands[board.bottom]
    card = hand[0]
    start = centre(board.fan.card_rect(0, len(hand), card))
    cell = next(iter(board.lit())) if board.lit() else (0, 0)
    end = centre(board.cell_rect(cell))
    press(app, start, 50)
    for k in range(1, 6):
        move(app, (start[0] + (end[0] - start[0]) * k / 5, start[1] + (end[1] - start[1]) * k / 5))
    release(app, end)
    assert not table.closeup.shown
    assert table.session.moves_made >= 1


def test_f7_with_no_card_says_so(log):
    app, table = table_of("petroglyph")
    move(app, (5, 5))
    key(app, closeup.KEY)
    assert not table.closeup.shown
    assert "No card to look at here" in log.read_text(encoding="utf-8")


def test_f1_lists_it_at_every_table():
    for game in ("petroglyph", "ligretto"):
        app, table = table_of(game)
        assert any(k == "F7" for k, _what in table.keys_help()), game


def test_f7_is_no_ones_key_in_a_race_on_any_keyboard():
    place = pygame.key.get_scancode_from_key(closeup.KEY) \
        if hasattr(pygame.key, "get_scancode_from_key") else 64
    assert place == 64 and place in TABLE_PLACES
    for block in BLOCKS:
        assert place not in DEFAULT_BLOCKS[block].values()
        _blocks, refused = remap(dict(DEFAULT_BLOCKS), block, "row1", place, "f7")
        assert refused is not None


def test_the_big_card_is_drawn_from_the_cache_not_scaled_each_frame(monkeypatch):
    app, table = table_of("petroglyph")
    tab(app)
    key(app, closeup.KEY)
    big_cards(app)
    scaled = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale",
                        lambda *a, **k: scaled.append(a[1]) or real(*a, **k))
    assert big_cards(app)
    assert not [size for size in scaled if size[1] > 300]


def test_a_replay_shows_every_card_closely():
    """Every card shows in a replay: Petroglyph's face-down cards with their face small on
    the back; Ligretto's, where no focus moves, every seat's cards and the piles."""
    from recorded_games import finished_game
    from test_replay import stored, watching
    for game in ("petroglyph", "ligretto"):
        app, scene = watching(stored(finished_game(game, 4)))
        scene.playing = False
        frames(app, 2)
        looks = scene.board.looks()
        assert looks, game
        if game == "petroglyph":
            assert any(look.peek for look in looks)
        else:
            assert {look.key[0] for look in looks} >= {0, 1, "pile"} or \
                {look.key[0] for look in looks} >= {0, 1}
        look = looks[-1]
        press(app, centre(look.rect), closeup.HOLD_MS + 50)
        assert scene.closeup.shown, game
        assert [face for face, _r in big_cards(app)][:1] == [look.face], game


def test_the_focused_cards_big_image_is_made_ahead_in_spare_time():
    """The frame the close-up opens in only blits: its image was rendered as the focus
    landed on the card (the frames' spare time), not on that frame."""
    app, table = table_of("fossil")
    for _ in range(3):
        tab(app)
    frames(app, 5)
    made = []
    assets = app.canvas.assets
    real = assets._render
    assets._render = lambda *a: made.append(a) or real(*a)
    try:
        key(app, closeup.KEY)
        assert table.closeup.shown and big_cards(app)
    finally:
        del assets._render
    assert [size for _game, _face, size, *_rest in made if size[1] > 300] == []


def test_a_long_press_while_the_keyboard_is_in_use_shows_the_pressed_card():
    app, table = table_of("petroglyph")
    tab(app)                                    # the focus on row 1, column 1
    spot = centre(table.board.cell_rect(6))
    press(app, spot, closeup.HOLD_MS + 50)
    release(app, spot)
    frames(app, 3)
    assert table.closeup.shown and table.closeup.look.key == ("cell", 1, 2)


def test_it_closes_when_its_card_changes_under_it():
    from game.petroglyph.rules import Flip
    app, table = table_of("petroglyph")
    spot = centre(table.board.cell_rect(5))
    press(app, spot, closeup.HOLD_MS + 50)
    release(app, spot)
    assert table.closeup.shown and table.closeup.look.face == "back"
    table.play_move(0, Flip((1, 1)))            # a move made meanwhile turns it over
    settle(app)
    assert not table.closeup.shown

"""Never colour alone, and the high-contrast table (issue 44).

Each table (and the menu) is drawn headless with its marks showing: whose turn, what may be
played, what the mouse is over, what a hint points at, the keyboard's focus, a refusal. The
canvas records each mark it draws (`Canvas.marks`: its kind, its shape, its colour and
where); the screenshot is read where each mark is drawn, and seen as protanopia,
deuteranopia and tritanopia see it (colour_vision.py): a mark stands out from the felt, and
two marks that mean different things differ by their shape as the pixels show it (a line
all round, dashes, two lines, a pointer's arrowhead) or by a colour difference of at least
CIEDE2000 10. CARDTABLE_COLOUR_SHOTS=folder saves each screenshot and its simulations there
to look at.
"""

from __future__ import annotations

import math
import os

import numpy as np
import pygame
import pytest
from colour_vision import APART, CVDS, apart, ciede2000, lab, simulate, simulated_png
from screen_helpers import click, frames, key, menu_worked_ahead, new_app, open_table

from scenes.boards.garbo_panels import SUIT_INK, SUIT_SIGN
from scenes.services.session import Seat, Session
from scenes.shell.canvas import CHOSEN, FOCUS, HINT, HOVERED, PLAYABLE, SHAPES, TURN, WARNING
from scenes.shell.palette import ALARM, FELT_PLAIN, GOLD, GOOD, HOVER, INK, LOSS, OUTLINE, WARN

SHOTS = os.environ.get("CARDTABLE_COLOUR_SHOTS")


# --- the colour library and the formula ------------------------------------------------------

def test_ciede2000_gives_the_standards_own_answers():
    """Pairs from Sharma, Wu and Dalal's table of test data for CIEDE2000."""
    pairs = [((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
             ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
             ((50, 0, 0), (50, -1, 2), 2.3669),
             ((50, 2.5, 0), (50, 0, -2.5), 4.3065),
             ((50, 2.5, 0), (73, 25, -18), 27.1492),
             ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644)]
    for a, b, expected in pairs:
        assert float(ciede2000(a, b)) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_merges_red_and_green_for_a_red_green_deficiency():
    """The simulation does what it says: red and green close for protanopia and
    deuteranopia, far apart for tritanopia and normal vision."""
    red, green = (200, 60, 50), (90, 130, 40)
    assert apart(red, green, None) > 40
    assert apart(red, green, "deuteranomaly") < 12
    assert apart(red, green, "protanomaly") < 16
    assert apart(red, green, "tritanomaly") > 25


# --- what the palette says ------------------------------------------------------------------

def test_every_mark_has_a_shape_of_its_own():
    assert len(set(SHAPES.values())) == len(SHAPES)


# Colours standing for different things, and what tells them apart when a deficiency
# brings them close: the test asks for CIEDE2000 >= 10, or for that cue, checked elsewhere.
PAIRS = {
    ("playable", "hover"): (GOLD, HOVER, "a line all round, dashes"),
    ("points won", "points lost"): (GOOD, LOSS, "+ and -"),
    ("a refusal", "a line said"): (WARN, INK, "the ⚠ before it"),
}


@pytest.mark.parametrize("pair", sorted(PAIRS))
def test_colours_that_mean_different_things_stay_apart(pair):
    a, b, _cue = PAIRS[pair]
    for cvd in (None, *CVDS):
        assert apart(a, b, cvd) >= APART, (pair, cvd, apart(a, b, cvd))


def test_garbos_suits_differ_by_sign_and_by_the_shape_on_the_card():
    """The suits' ink beside the panels differs by its sign; on the cards, a red suit's
    pips against a black suit's differ in shape, seen in grey (no hue at all)."""
    assert len(set(SUIT_SIGN.values())) == 4
    app = new_app()
    size = (200, 280)

    def ink(card):
        pixels = pygame.surfarray.array3d(app.assets.card("garbo", card, size))
        grey = simulate(pixels, "deuteranomaly").mean(axis=2)
        return grey < 160
    for red, black in (("7H", "7S"), ("7D", "7C"), ("7H", "7C"), ("7D", "7S")):
        differ = np.count_nonzero(ink(red) != ink(black)) / (size[0] * size[1])
        assert differ > 0.02, (red, black, differ)
    # the sign goes with the ink wherever a suit is written in colour on the felt
    for suit in SUIT_INK:
        assert suit in SUIT_SIGN


def test_ligrettos_colours_differ_by_the_emblem_on_the_card():
    """Red, green, blue, yellow: seen in grey the same number's cards differ in shape."""
    app = new_app()
    size = (200, 280)

    def ink(card):
        pixels = pygame.surfarray.array3d(app.assets.card("ligretto", card, size))
        return simulate(pixels, "deuteranomaly").mean(axis=2) < 160
    faces = ["r5", "g5", "b5", "y5"]
    for i, a in enumerate(faces):
        for b in faces[i + 1:]:
            differ = np.count_nonzero(ink(a) != ink(b)) / (size[0] * size[1])
            assert differ > 0.01, (a, b, differ)


# --- the tables' marks in their pixels ------------------------------------------------------

def seen(app) -> tuple[list, np.ndarray]:
    """A frame drawn whole: the marks recorded, and its pixels (x, y, rgb)."""
    app.canvas.marks = []
    app.dirty = True
    frames(app)
    marks, app.canvas.marks = app.canvas.marks, None
    return marks, pygame.surfarray.array3d(pygame.display.get_surface()).astype(float)


def band(mark, pixels, canvas) -> tuple[np.ndarray, np.ndarray]:
    """The pixels down the middle of the line a ring or dashes draw along a mark's left
    edge (canvas.ring: centred 4 outside the rect; a card's shadow falls right and down),
    the corners left out: (their colours, the bare felt's there)."""
    x, y, w, h = mark.rect
    column = math.floor(x - (3 if mark.kind == CHOSEN else 4))
    ys = np.arange(round(y + 16), round(y + h - 16))
    felt = pygame.surfarray.array3d(canvas.warm_table()).astype(float)
    return pixels[column, ys], felt[column, ys]


def matches(colours, colour) -> np.ndarray:
    return np.abs(colours - np.asarray(colour, dtype=float)).max(axis=-1) <= 24


def runs(hits: np.ndarray) -> int:
    """How many stretches of matching pixels along a line."""
    return int(np.count_nonzero(np.diff(np.concatenate([[0], hits.astype(int)])) == 1))


def shape_seen(mark, pixels, canvas) -> str | None:
    """What the pixels under a mark's bottom edge show: a line all round ("ring"), dashes
    ("dashes"), or nothing of the mark's colour there (covered)."""
    colours, _felt = band(mark, pixels, canvas)
    hits = matches(colours, mark.colour)
    share = hits.mean() if len(hits) else 0
    if share > 0.9 and runs(hits) == 1:
        return "ring"
    if 0.3 < share < 0.85 and runs(hits) >= 2:
        return "dashes"
    return None


def stands_out(mark, pixels, canvas) -> list[str]:
    """Where the mark's line meets the bare felt it lies on: seen by each deficiency, its
    pixels stay CIEDE2000 >= 10 from the felt (what is wrong, or nothing)."""
    colours, felt = band(mark, pixels, canvas)
    hits = matches(colours, mark.colour)
    bad = []
    for cvd in (None, *CVDS):
        d = ciede2000(lab(simulate(colours[hits], cvd)), lab(simulate(felt[hits], cvd)))
        if len(d) and d.min() < APART:
            bad.append(f"{mark.kind} {mark.colour} on the felt, {cvd}: {d.min():.1f}")
    return bad


def hover(app, rect) -> None:
    x, y, w, h = rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x + w / 2),
                                                                  int(y + h / 2)),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)


def until(app, done, limit: int = 1200) -> None:
    for _ in range(limit):
        if done():
            return
        frames(app)
    raise AssertionError("the table never got there")


def petroglyph_marks(app, table) -> None:
    board = table.board
    until(app, lambda: board.person() is not None and not board.busy)
    hover(app, board.cell_rect(5))


def fossil_marks(app, table) -> None:
    from game.fossil.rules import Stone
    board = table.board
    until(app, lambda: any(isinstance(m, Stone) for m in board.legal()))
    moves = [m for m in board.legal() if isinstance(m, Stone)]
    hover(app, board.cell_rect(board.index(moves[0].to)))


def garbo_marks(app, table) -> None:
    board = table.board
    until(app, lambda: board.person() is not None and board.table.revealed == board.bottom)
    hand = board.hands[board.bottom]
    click(app, _centre(board.fan.card_rect(0, len(hand), hand[0])))
    until(app, lambda: board.picked and board.lit())
    frames(app, 10)


def ligretto_marks(app, table) -> None:
    click(app, (640, 360))          # the countdown: start now
    until(app, lambda: len([m for m in seen(app)[0] if m.kind == PLAYABLE]) >= 2)
    marks, _pixels = seen(app)
    hover(app, next(m.rect for m in marks if m.kind == PLAYABLE))


def ask_hint(app, table) -> None:
    table.help.ask_hint()
    until(app, lambda: table.help.pointer is not None)
    frames(app, 2)


def _centre(r):
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


STAGE = {"petroglyph": petroglyph_marks, "fossil": fossil_marks, "garbo": garbo_marks,
         "ligretto": ligretto_marks}
EXPECTED = {"petroglyph": {TURN, HOVERED, HINT}, "fossil": {TURN, HOVERED, HINT},
            "garbo": {TURN, PLAYABLE, CHOSEN},
            "ligretto": {PLAYABLE, HOVERED}}


def at_table(game: str):
    seats = [Seat("human", "Ada"), Seat("bot", "Bea", "easy")]
    if game in ("fossil", "ligretto"):
        seats.append(Seat("bot", "Cy", "easy"))
    app, table = open_table(Session(game, seats, 9 if game == "ligretto" else 5), steps=30)
    frames(app, 30)
    return app, table


@pytest.mark.parametrize("colours", ["normal", "contrast"])
@pytest.mark.parametrize("game", sorted(STAGE))
def test_each_tables_marks_stand_out_and_differ_by_shape(game, colours, worker):
    app, table = at_table(game)
    app.settings.colours = colours
    app.follow_colours()
    STAGE[game](app, table)
    if game != "garbo":      # a hint points while a card is not picked
        ask_hint(app, table)
    marks, pixels = seen(app)
    if SHOTS:
        simulated_png(pygame.display.get_surface(), f"{SHOTS}/{game}-{colours}.png")
    kinds = {m.kind for m in marks}
    assert EXPECTED[game] <= kinds, (game, kinds)
    bad = []
    found = {}
    for m in marks:
        if m.kind in (PLAYABLE, HOVERED, CHOSEN):
            found.setdefault(m.kind, set()).add(shape_seen(m, pixels, app.canvas))
            bad += stands_out(m, pixels, app.canvas)
    assert not bad, bad
    # the pixels show each kind's own shape (at least one of each not covered)
    assert "ring" in found.get(PLAYABLE, {"ring"}), found
    assert "dashes" in found.get(HOVERED, {"dashes"}), found
    assert "dashes" not in found.get(PLAYABLE, set()) and \
        "ring" not in found.get(HOVERED, set()), found
    # two marks meaning different things: another shape, or colours apart for everyone
    for a in kinds:
        for b in kinds - {a}:
            if SHAPES[a] == SHAPES[b]:
                ca = next(m.colour for m in marks if m.kind == a)
                cb = next(m.colour for m in marks if m.kind == b)
                assert all(apart(ca, cb, cvd) >= APART for cvd in (None, *CVDS)), (a, b)


def test_a_hint_is_told_by_its_arrowhead_not_its_gold(monkeypatch):
    """A hint's glow with no arrow to it has an arrowhead over it, pointing down: gold
    pixels above the card where a playable card's steady line has none."""
    from test_table_session import AtOnce

    from scenes.services import bot_worker
    monkeypatch.setattr(bot_worker, "shared", AtOnce)    # thought at once, not on a process
    app, table = at_table("petroglyph")
    petroglyph_marks(app, table)
    ask_hint(app, table)
    marks, pixels = seen(app)
    hint = next(m for m in marks if m.kind == HINT)
    x, y, w, h = hint.rect
    above = pixels[round(x + w / 2) - 3:round(x + w / 2) + 4, round(y - 14):round(y - 4)]
    gold = matches(above.reshape(-1, 3), GOLD)
    assert gold.mean() > 0.3, gold.mean()


def test_whose_turn_is_told_by_a_triangle(worker):
    app, table = at_table("petroglyph")
    drawn = []
    real = app.canvas.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)
    app.canvas.text = spy
    marks, _pixels = seen(app)
    assert any(m.kind == TURN for m in marks)
    assert "▶" in drawn


def test_a_refusal_has_its_warning_sign_drawn(worker):
    app, table = at_table("petroglyph")
    table.news.say("No.", warning=True)
    marks, pixels = seen(app)
    sign = [m for m in marks if m.kind == WARNING]
    assert sign and sign[0].colour == WARN
    x, y, w, h = sign[0].rect
    inside = pixels[round(x + w * 0.3):round(x + w * 0.7), round(y + h * 0.55)]
    assert matches(inside, WARN).any()
    table.news.say("Yes.")
    marks, _pixels = seen(app)
    assert not [m for m in marks if m.kind == WARNING]


def test_the_keyboards_focus_ring_is_seen_by_everyone_on_the_menu():
    app = new_app()
    app.open("menu")
    frames(app, 5)
    key(app, pygame.K_TAB)
    marks, pixels = seen(app)
    if SHOTS:
        simulated_png(pygame.display.get_surface(), f"{SHOTS}/menu.png")
    ring = [m for m in marks if m.kind == FOCUS]
    assert ring and ring[0].shape == "brackets" and ring[0].colour == OUTLINE
    # black and white: its white apart from the felt's lightest, whatever the deficiency
    felt = pygame.surfarray.array3d(app.canvas.warm_table()).reshape(-1, 3)
    lightest = felt[felt.sum(axis=1).argmax()]
    for cvd in (None, *CVDS):
        assert apart(OUTLINE, lightest, cvd) >= APART
        assert apart((0, 0, 0), lightest, cvd) >= APART
        for colour in (INK, GOLD, WARN, ALARM):       # words and marks on the felt
            assert apart(colour, lightest, cvd) >= APART, (colour, cvd)


# --- the high-contrast table ----------------------------------------------------------------

def test_the_colours_row_turns_every_screen_to_high_contrast_at_once():
    app = new_app()
    frames(app, 3)
    app.open("settings")
    frames(app, 3)
    settings = app.scene
    before = pygame.display.get_surface().get_at((4, 700))[:3]
    click(app, _centre(settings.colours.rect))
    frames(app, 2)
    assert app.settings.colours == "contrast" and app.canvas.contrast
    corner = pygame.display.get_surface().get_at((4, 700))[:3]
    assert tuple(corner) == FELT_PLAIN and tuple(before) != FELT_PLAIN
    click(app, _centre(settings.colours.rect))
    frames(app, 2)
    assert not app.canvas.contrast
    assert tuple(pygame.display.get_surface().get_at((4, 700))[:3]) != FELT_PLAIN


def test_a_tables_kept_ground_follows_the_colours_at_once(worker):
    """The felt kept under a table's cards (its ground or backdrop) is painted again."""
    for game in sorted(STAGE):
        app, table = at_table(game)
        _marks, pixels = seen(app)
        assert tuple(pixels[1279, 440]) != FELT_PLAIN, game
        app.settings.colours = "contrast"
        app.follow_colours()
        _marks, pixels = seen(app)
        plain = pixels[:, 200:660].reshape(-1, 3)
        share = np.all(plain == FELT_PLAIN, axis=1).mean()
        assert tuple(pixels[1279, 440]) == FELT_PLAIN and share > 0.1, (game, share)


def test_cards_have_a_white_edge_on_the_high_contrast_table(worker):
    app, table = at_table("petroglyph")
    rect = table.board.cell_rect(0)
    for colours, white in (("normal", False), ("contrast", True)):
        app.settings.colours = colours
        app.follow_colours()
        _marks, pixels = seen(app)
        x, y, w, h = rect
        edge = pixels[round(x + w / 2), round(y) - 1:round(y) + 1]
        assert matches(edge, OUTLINE).any() == white, (colours, edge)


def test_the_colours_chosen_are_followed_from_the_start():
    app = new_app()
    app.settings.colours = "contrast"
    app.settings.save()
    again = new_app()
    assert again.canvas.contrast
    again.open("menu")
    frames(again, 3)
    assert tuple(pygame.display.get_surface().get_at((4, 700))[:3]) == FELT_PLAIN


def test_a_table_prepared_by_the_menu_is_in_the_colours_chosen(monkeypatch):
    """The menu paints the table's kept ground ahead (shell/rehearsal.py): on the colours
    of the window, so Play's first frame shows the high-contrast felt."""
    import scenes.shell.app as app_module
    import scenes.shell.rehearsal as rehearsal
    monkeypatch.setattr(app_module, "PREPARE_MS", 60_000)
    monkeypatch.setattr(rehearsal, "PREPARE_MS", 60_000)
    app = new_app()
    app.settings.colours = "contrast"
    app.follow_colours()
    app.open("menu")
    frames(app, 2)
    menu = app.scene
    menu._pick("fossil")
    menu_worked_ahead(app)
    frames(app, 3)                                      # the menu made its table ahead
    ground = app.assets.grounds["fossil"]
    click(app, _centre(menu.play.rect))
    assert app.assets.grounds["fossil"] is ground       # the rehearsal's, only blitted
    assert tuple(pygame.display.get_surface().get_at((1279, 440))[:3]) == FELT_PLAIN

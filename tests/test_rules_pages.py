"""The in-app rules pages: written for players, laid out as real lists with pictured cards,
scrolled with the keys a reader expects, and kept inside their box."""

from __future__ import annotations

import os
import re

import pygame
import pytest
from screen_helpers import drawn as drawn_lines
from screen_helpers import frames, key, new_app

from scenes.boards import BOARDS
from scenes.kit import markdown
from scenes.screens.menu import MenuScene
from scenes.screens.rules import HINT, PANEL, RulesScene, read_page

GAMES = sorted(BOARDS)
ART = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "assets", "cards")
DEVELOPER_WORDS = ("seat 0", '{"move"', ".md", "ruling", "json")


def width(text: str, size: int, bold: bool) -> float:
    return 10 * len(text)


def texts(rows) -> list[tuple[str, float]]:
    return [(p.text, p.x) for _, pieces in rows for p in pieces if isinstance(p, markdown.Text)]


def open_rules(game: str):
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(RulesScene(app, game))
    frames(app, 2)
    return app, app.scene


@pytest.mark.parametrize("game", GAMES)
def test_a_page_speaks_to_players_not_developers(game):
    page = "\n".join(read_page(game))
    assert page.startswith("# ") and "could not be found" not in page
    for word in DEVELOPER_WORDS:
        assert word not in page.lower(), f"{game}'s rules page says {word!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_card_pictured_on_a_page_has_its_art(game):
    pictures = re.findall(r"\(card:([\w-]+)/([\w-]+)\)", "\n".join(read_page(game)))
    assert pictures, f"{game}'s rules page pictures no card"
    for where, art in pictures:
        assert where == game
        assert os.path.exists(os.path.join(ART, where, f"{art}.svg")), f"no art for {art}"


def test_numbered_steps_are_separate_items_with_their_numbers_and_hanging_lines():
    page = ["Before the list.", "1. first step", "2. a second step that is long enough",
            "   to wrap onto more lines", "3. third"]
    rows = markdown.layout(page, 200, width)
    laid = texts(rows)
    marks = [(t, x) for t, x in laid if re.fullmatch(r"\d+\.", t)]
    assert [t for t, _ in marks] == ["1.", "2.", "3."]
    step_x = markdown.STEP_X
    assert ("first step", step_x) in laid and ("third", step_x) in laid
    second = [t for t, x in laid if x == step_x and t not in ("first step", "third")]
    assert len(second) > 1          # wrapped, every line under the step's first word
    assert " ".join(second) == "a second step that is long enough to wrap onto more lines"
    # each item starts on a row of its own, its number on that row
    starts = [pieces for _, pieces in rows
              if any(isinstance(p, markdown.Text) and p.text in ("1.", "2.", "3.") for p in pieces)]
    assert len(starts) == 3


def test_a_number_inside_a_sentence_is_no_list():
    rows = markdown.layout(["They gain 15, 15 and", "9. Then the rest."], 1000, width)
    assert not any(t == "9." for t, _ in texts(rows))


def test_bullets_nest_under_a_numbered_step_with_bold_words():
    rows = markdown.layout(["1. Look:", "   - **Red?** take it"], 1000, width)
    laid = texts(rows)
    dot = next(x for t, x in laid if t == "•")
    assert dot == markdown.STEP_X                  # the dot sits under the step's words
    bold = [p for _, pieces in rows for p in pieces if isinstance(p, markdown.Text) and p.bold]
    assert [p.text for p in bold if p.text not in ("1.", "•")] == ["Red?"]


def test_card_images_lay_out_side_by_side_with_captions():
    page = ["![a blue ship](card:somegame/B1)", "![a red couple](card:somegame/R1)", "",
            "Text after."]
    rows = markdown.layout(page, 1000, width)
    cards = [(y, p) for y, (_, pieces) in enumerate(rows) for p in pieces
             if isinstance(p, markdown.Card)]
    assert [(p.game, p.art) for _, p in cards] == [("somegame", "B1"), ("somegame", "R1")]
    assert cards[0][0] == cards[1][0]             # one row
    assert cards[1][1].x >= cards[0][1].x + cards[0][1].w
    assert "a blue ship" in [t for t, _ in texts(rows)]


def test_the_rules_screen_draws_its_pictured_cards(monkeypatch):
    app, scene = open_rules(GAMES[0])
    pictured = [(p.game, p.art) for _, pieces in scene.rows for p in pieces
                if isinstance(p, markdown.Card)]
    assert pictured
    drawn = []
    real = type(app.canvas).card
    monkeypatch.setattr(type(app.canvas), "card",
                        lambda self, game, card, *a, **k: (drawn.append((game, card)),
                                                           real(self, game, card, *a, **k)))
    key(app, pygame.K_END)
    for _ in range(80):             # up to the top, however long the page
        key(app, pygame.K_UP)
    assert set(drawn) == set(pictured)


def test_home_end_and_page_keys_scroll():
    app, scene = open_rules(GAMES[0])
    assert scene.scroll == 0 and scene.most > 1000
    key(app, pygame.K_PAGEDOWN)
    one_page = scene.scroll
    assert 300 < one_page < PANEL[3]
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll == 2 * one_page
    key(app, pygame.K_PAGEUP)
    assert scene.scroll == one_page
    key(app, pygame.K_END)
    assert scene.scroll == scene.most
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll == scene.most              # never past the end
    key(app, pygame.K_HOME)
    assert scene.scroll == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_line_of_every_page_stays_inside_the_box(game):
    app, scene = open_rules(game)
    drawn = []
    seen = set()
    for _ in range(200):                          # page down to the end, each page drawn
        drawn += [(line.text, line.rect) for line in drawn_lines(app)]
        if scene.scroll in seen:
            break
        seen.add(scene.scroll)
        key(app, pygame.K_PAGEDOWN)
    else:
        raise AssertionError("the page never reached its end")
    x, y, w, h = PANEL
    page = [(t, r) for t, r in drawn if t not in (HINT, "Back")]
    assert len({t for t, _ in page}) > 50
    for words, (lx, ly, rw, rh) in page:
        rx, ry = lx + rw, ly + rh
        assert x + 20 <= lx and rx <= x + w - 20 and y <= ly and ry <= y + h, \
            f"{words!r} leaves the page box at {lx, ly, rx, ry}"


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_page_is_read_in_the_language_in_use_and_follows_a_change(code):
    """seeds/<lang>/<game>.md when the language has one, else the English page; a
    language chosen while the page shows brings its own page."""
    from scenes.screens.rules import page_path
    from scenes.services import lang
    assert page_path("garbo", code).endswith(os.path.join("seeds", code, "garbo.md"))
    assert page_path("garbo", "en").endswith(os.path.join("seeds", "garbo.md"))
    assert page_path("garbo", "xx") == page_path("garbo", "en")     # none: English
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    lang.use(code)
    try:
        app.push(RulesScene(app, "garbo"))
        frames(app, 2)
        scene = app.scene
        with open(page_path("garbo", code), encoding="utf-8") as f:
            assert scene.source == f.read().splitlines()
        lang.use("en")
        frames(app)
        app.dirty = True
        frames(app)
        assert scene.source == read_page("garbo", "en") and scene.language == "en"
    finally:
        lang.use("en")


def test_a_line_never_breaks_at_a_no_break_space():
    """French keeps a no-break space before : ; ? ! and inside « »: the word and its mark
    stay on one line, with the no-break space between them."""
    nbsp, narrow = "\u00a0", "\u202f"
    text = (f"Le **premier**{nbsp}: un mot{narrow}; puis «{nbsp}citation{nbsp}» et "
            f"encore{nbsp}? oui{nbsp}!")
    for wide in range(40, 400, 10):
        lines = markdown.wrap(text, wide, 19, width)
        for line in lines:
            assert not line.startswith((":", ";", "»", "?", "!", nbsp, narrow)), lines
            assert not line.endswith(("«", nbsp, narrow)), lines
        assert " ".join(lines) == text.replace("**", "")


def test_the_french_pages_keep_their_no_break_spaces_when_laid_out():
    page = read_page("fossil", "fr")
    assert any("\u00a0" in line for line in page)
    rows = markdown.layout(page, 500, width)
    pieces = [t for t, _ in texts(rows)]
    assert any("\u00a0" in t for t in pieces)
    assert not any(t.startswith(("\u00a0", ":")) for t in pieces)

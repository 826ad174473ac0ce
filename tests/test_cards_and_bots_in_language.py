"""Cards and bots in the language in use (issue 27, part 3).

- Garbo's cards print the language's letters: V D R A on a French pack, J Q K A on an
  Italian one (seeds/it/garbo.md says why); the faces, the value table and the sentences
  naming a card agree, and a card image is kept per letter.
- The bots' names are the language's (Ocre, Ocra) wherever they are shown, inside
  translated sentences too, while saves, records and the menu's memory keep the English
  name as the seat's identity; a person's name is never translated, even "Flint".
- The replay screen's title is in the language."""

from __future__ import annotations

import io
import json
import os
import re

import pygame
import pytest
from babel.messages.pofile import read_po
from screen_helpers import frames, new_app
from test_replay_flow import garbo_record
from text_checks import drawn_lines

from scenes.boards.garbo_panels import gift_sentence, hand_title, label
from scenes.services import lang
from scenes.services.deals import new_session, saved_sessions
from scenes.services.session import BOT_NAMES, Seat, Session
from scenes.shell import card_index
from scenes.shell.assets import ROOT

ALONE = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
SHOWN = {"en": "Ochre", "fr": "Ocre", "it": "Ocra"}


@pytest.fixture
def speaking():
    """Switch languages inside a test; English again after it."""
    yield lang.use
    lang.use("en")


def texts(app) -> list[str]:
    return [" ".join(t.split()) for t, _ in drawn_lines(app)]


def garbo_table(app, seats=ALONE):
    app.open("table", session=Session("garbo", list(seats), 3))
    frames(app, 30)
    return app.scene


# --- Garbo's ranks ---------------------------------------------------------------------------

def test_a_card_in_a_sentence_has_the_languages_letter(speaking):
    assert [label(c) for c in ("JS", "QH", "KC", "AD", "10S")] == \
        ["J♠", "Q♥", "K♣", "A♦", "10♠"]
    speaking("fr")
    assert [label(c) for c in ("JS", "QH", "KC", "AD", "10S")] == \
        ["V♠", "D♥", "R♣", "A♦", "10♠"]
    speaking("it")
    assert [label(c) for c in ("JS", "QH", "KC", "AD", "10S")] == \
        ["J♠", "Q♥", "K♣", "A♦", "10♠"]


def letters_of_the_values(app) -> list[str]:
    """The ranks printed in the value table, in its order (the one-letter lines drawn).
    The table is painted once per language under everything (Canvas.backdrop), so this
    is what the next frame paints after a change of language."""
    return [t for t in texts(app) if re.fullmatch(r"[A-Z]", t)]


def test_the_value_table_prints_the_languages_letters(speaking):
    app = new_app()
    garbo_table(app)
    speaking("fr")           # a change of language mid-game (Settings): painted again
    assert letters_of_the_values(app) == ["V", "R", "A", "D"]
    speaking("it")
    assert letters_of_the_values(app) == ["J", "K", "A", "Q"]
    app.close()


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_french_card_prints_its_letter_and_each_language_keeps_its_image(speaking):
    app = new_app()
    size = (100, 140)
    english = pixels(app.assets.card("garbo", "QS", size))
    seven = pixels(app.assets.card("garbo", "7S", size))
    speaking("fr")
    french = pixels(app.assets.card("garbo", "QS", size))
    assert french != english
    with open(os.path.join(ROOT, "cards", "garbo", "QS.svg"), encoding="utf-8") as f:
        drawn_d = card_index.reprint(f.read(), "D")
    expected = pygame.image.load_sized_svg(io.BytesIO(drawn_d.encode()), size).convert_alpha()
    assert french == pixels(expected)          # the queen's corners say D
    assert pixels(app.assets.card("garbo", "7S", size)) == seven     # no letter: the same
    speaking("it")
    assert pixels(app.assets.card("garbo", "QS", size)) == english   # Italian packs: Q
    app.close()


def test_every_court_card_and_ace_marks_its_corner_letters():
    for rank in "JQKA":
        for suit in "SHCD":
            with open(os.path.join(ROOT, "cards", "garbo", f"{rank}{suit}.svg"),
                      encoding="utf-8") as f:
                svg = f.read()
            assert card_index.index_rank(svg) == rank
            assert len(card_index.INDEX.findall(card_index.reprint(svg, "R"))) == 2


# --- the bots' names -------------------------------------------------------------------------

@pytest.mark.parametrize("code", ["fr", "it"])
def test_a_bots_name_is_the_languages_on_the_table_and_in_its_sentences(speaking, code):
    app = new_app()
    speaking(code)
    garbo_table(app)
    drawn = texts(app)
    assert SHOWN[code] in drawn                          # its panel
    # Inside a translated sentence: "Ocre : sa main", "Mano di Ocra".
    title = " ".join(hand_title(ALONE, 1).split())
    assert title in drawn and SHOWN[code] in title
    assert not [t for t in drawn if re.search(r"\b(%s)\b" % "|".join(BOT_NAMES), t)]
    line = gift_sentence(ALONE, 1, "9D", 2)
    assert SHOWN[code] in line and "Ochre" not in line
    app.close()


def test_a_person_named_flint_stays_flint(speaking):
    person = Seat("human", "Flint")
    speaking("fr")
    assert person.shown_name == "Flint"
    assert Seat("bot", "Flint", "easy").shown_name == "Silex"
    app = new_app()
    garbo_table(app, [Seat("human", "Flint"), Seat("human", "Ochre")])
    drawn = texts(app)
    assert "Flint" in drawn and "Ochre" in drawn
    assert "Silex" not in " ".join(drawn) and "Ocre" not in " ".join(drawn)
    app.close()


def test_a_save_written_in_french_keeps_the_english_names_and_loads_in_italian(speaking):
    app = new_app()
    speaking("fr")
    app.open("menu")
    frames(app, 2)
    menu = app.scene
    menu._pick("garbo")
    assert menu.fields[1].text == "Ocre"
    menu.fields[0].text = "Flint"            # a person may be called so
    seats = menu.seats()
    assert seats == [Seat("human", "Flint"), Seat("bot", "Ochre", "medium")]
    session = new_session("garbo", seats, seed=3)
    session.apply(0, session.legal(0)[0])    # the first move writes the save
    with open(session.save_path, encoding="utf-8") as f:
        kept = json.load(f)["seats"]
    assert [s["name"] for s in kept] == ["Flint", "Ochre"]
    menu._remember()                         # the menu's memory keeps the identity too
    assert app.settings.tables["garbo"]["names"][:2] == ["Flint", "Ochre"]

    speaking("it")
    found, problems = saved_sessions()
    assert problems == [] and len(found) == 1
    assert [s.shown_name for s in found[0].seats] == ["Flint", "Ocra"]
    app.open("table", how="reset", session=found[0])
    frames(app, 30)
    drawn = " ".join(texts(app))
    assert "Ocra" in drawn and "Flint" in drawn and "Ochre" not in drawn
    app.open("menu", how="reset")
    frames(app, 2)
    app.scene._pick("garbo")
    assert [f.text for f in app.scene.fields[:2]] == ["Flint", "Ocra"]
    app.close()


def test_a_game_started_in_english_shows_you_in_the_language_it_is_continued_in(speaking):
    """The default "You" is kept in English, as the menu keeps it: Continue and the table
    show it as the language in use says it, never an English word in French."""
    session = new_session("garbo", [Seat("human", "You"), Seat("bot", "Ochre", "easy")],
                          seed=3)
    session.apply(0, session.legal(0)[0])
    app = new_app()
    speaking("fr")
    vous = lang.pgettext("name", "You")
    assert vous != "You"
    found, _ = saved_sessions()
    app.open("saved", sessions=found)
    frames(app, 2)
    drawn = " ".join(texts(app))
    assert vous in drawn and "You" not in drawn.split()
    assert [s.shown_name for s in found[0].seats] == [vous, "Ocre"]
    assert Seat("human", "Vous").shown_name == "Vous"     # a name typed stays as typed
    app.close()


def test_a_menu_left_for_settings_shows_the_bots_in_the_new_language(speaking):
    app = new_app()
    app.open("menu")
    frames(app, 2)
    menu = app.scene
    menu._pick("garbo")
    assert menu.fields[1].text == "Ochre"
    speaking("it")
    menu.enter()                             # back from Settings
    assert menu.fields[1].text == "Ocra"
    assert menu.seats()[1] == Seat("bot", "Ochre", "medium")
    app.close()


@pytest.mark.parametrize("code", ["fr", "it"])
def test_no_catalog_sentence_names_a_bot_in_english(code):
    """The lessons name their bots inside sentences: with the language's names."""
    with open(lang.catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    english = re.compile(r"\b(%s)\b" % "|".join(BOT_NAMES))
    bad = [m.id for m in catalog if m.id and m.context != "bot"
           and any(english.search(s) for s in
                   (m.string if isinstance(m.string, tuple) else (m.string,)))]
    assert bad == []


# --- the replay ------------------------------------------------------------------------------

@pytest.mark.parametrize("code,title", [("fr", "Revoir la partie"),
                                        ("it", "Rivedi la partita")])
def test_the_replay_screen_is_titled_in_the_language(speaking, code, title):
    app = new_app()
    speaking(code)
    app.open("replay", record=garbo_record())
    frames(app, 60)
    drawn = texts(app)
    assert any(t.startswith(f"{title} · Garbo") for t in drawn)
    assert not [t for t in drawn if "Replay" in t]
    assert SHOWN[code] in " ".join(drawn)     # the record's "Ochre", shown in the language
    app.close()

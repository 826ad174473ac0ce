"""Names with every letter: a name field takes text input (a letter made with a dead key,
AltGr, a compose key or an input method), shows a letter being composed, counts what is
seen, refuses with a sentence a character the bundled fonts cannot draw, and every name is
kept, compared and offered in one form (NFC)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3

import pygame
from screen_helpers import centre, click, composing, frames, key, new_app, typed
from screen_helpers import drawn as drawn_lines

from scenes.lessons import BOARDS
from scenes.screens.menu import MenuScene
from scenes.screens.table import TableScene
from scenes.services import lang
from scenes.services.names import clusters, cut_seen, drop_last, seen_length
from scenes.services.session import Seat
from scenes.services.settings import NAME_LIMIT, Settings
from scenes.shell import glyphs

NFD = "Zoe\u0308"          # "Zoë" as an input method or an old file may give it
FOX = "This character cannot be shown on screen, so it was left out: U+1F98A"


def menu_typing(seat: int = 0):
    """The menu, seat `seat`'s name field emptied and focused."""
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    field = menu.fields[seat]
    click(app, centre(field.rect))
    for _ in range(len(field.text)):
        key(app, pygame.K_BACKSPACE)
    assert field.active and field.text == ""
    return app, menu, field


def drawn(app) -> list[str]:
    return [line.text for line in drawn_lines(app) if line.text.strip()]


def test_letters_that_arrive_as_text_input_are_typed():
    app, menu, field = menu_typing()
    for text in ("Z", "o", "ë"):       # ë: a dead key then e; no key press carries it
        typed(app, text)
    assert field.text == "Zoë"
    app.close()


def test_a_click_into_a_name_selects_it_so_a_name_typed_replaces_it():
    """A child clicks on "You" and types: the name is theirs, nothing to erase first; a
    second click puts the caret at the end; Ctrl+A selects again, Backspace empties."""
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    field = app.scene.fields[0]
    before = field.text
    assert before
    click(app, centre(field.rect))
    assert field.selected
    key(app, pygame.K_LSHIFT)                    # a capital's shift keeps the selection
    for ch in "Zo":
        key(app, ord(ch.lower()), ch)
    typed(app, "ë")
    assert field.text == "Zoë" and not field.selected
    click(app, centre(field.rect))               # inside again: the caret, no selection
    typed(app, "!")
    assert field.text == "Zoë!"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, unicode="",
                                         mod=pygame.KMOD_LCTRL))
    frames(app)
    assert field.selected
    key(app, pygame.K_BACKSPACE)
    assert field.text == "" and field.active
    app.close()


def test_a_key_that_sends_a_key_press_and_text_input_types_its_letter_once():
    app, menu, field = menu_typing()
    for ch in "Zoe":
        key(app, ord(ch.lower()), ch)  # KEYDOWN with unicode, then TEXTINPUT, as SDL sends
    assert field.text == "Zoe"
    app.close()


def test_a_letter_being_composed_shows_at_the_caret_until_it_is_typed():
    app, menu, field = menu_typing()
    typed(app, "Zo")
    composing(app, "¨")                # the dead key, waiting for its letter
    assert field.composing == "¨" and field.text == "Zo"
    assert "Zo¨|" in drawn(app)
    key(app, pygame.K_BACKSPACE)       # the input method's, while it composes
    assert field.text == "Zo"
    composing(app, "")
    typed(app, "ë")
    assert field.composing == "" and field.text == "Zoë"
    assert "Zoë|" in drawn(app) and "Zo¨|" not in drawn(app)
    app.close()


def test_names_from_other_languages_are_typed_whole_and_played():
    app, menu, field = menu_typing()
    for ch in "Renée Łukasz":
        typed(app, ch)
    assert field.text == "Renée Łukasz"
    key(app, pygame.K_RETURN)
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert isinstance(app.scene, TableScene)
    assert app.scene.session.seats[0] == Seat("human", "Renée Łukasz")
    app.close()


def test_the_limit_counts_the_characters_a_person_sees():
    app, menu, field = menu_typing()
    for _ in range(NAME_LIMIT):
        typed(app, "e")
        typed(app, "\u0301")          # a combining acute: part of the letter before it
    assert field.text == "é" * NAME_LIMIT and not app.notice
    assert len(field.text.encode()) == 2 * NAME_LIMIT
    typed(app, "x")
    assert field.text == "é" * NAME_LIMIT
    assert app.notice == f"A name has at most {NAME_LIMIT} characters."
    key(app, pygame.K_BACKSPACE)
    assert field.text == "é" * (NAME_LIMIT - 1)
    app.close()
    assert seen_length("q\u0303") == 1 and clusters("aq\u0303") == ["a", "q\u0303"]
    assert drop_last("aq\u0303") == "a" and cut_seen("ab" + NFD, 4) == "abZo"


def test_a_character_the_fonts_cannot_draw_is_refused_with_a_sentence():
    assert glyphs.drawable("Ł") and glyphs.drawable("ß") and not glyphs.drawable("🦊")
    app, menu, field = menu_typing()
    typed(app, "Zoë 🦊")               # an input method's whole word at once
    assert field.text == "Zoë "
    assert lang.text(app.notice) == FOX
    assert FOX in drawn(app)
    typed(app, "🦊")
    assert field.text == "Zoë " and lang.text(app.notice) == FOX
    lang.use("fr")
    assert lang.text(app.notice) != FOX and "U+1F98A" in lang.text(app.notice)
    lang.use("en")
    app.close()


def test_a_name_typed_decomposed_is_kept_composed_and_offered_as_one(home):
    app, menu, field = menu_typing()
    typed(app, NFD)
    assert field.text == "Zoë"
    key(app, pygame.K_RETURN)
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert app.scene.session.seats[0].name == "Zoë"
    app.close()
    assert Settings.load().family == ["Zoë"]
    # A settings file from elsewhere with both forms: one name, composed.
    path = Settings.path()
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    data["family"] = [NFD, "Zoë", "Ada"]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    assert Settings.load().family == ["Zoë", "Ada"]
    # The family's names offered while seat 1 is typed: "Zoë" sits in seat 2 already.
    app, menu, field = menu_typing()
    menu.fields[1].text = NFD
    typed(app, "A")
    assert [b.label for b in menu.name_buttons] == ["Ada"]
    app.close()
    assert Seat.from_dict({"kind": "human", "name": NFD}).name == "Zoë"
    assert Seat("human", NFD) == Seat("human", "Zoë")


def test_the_records_keep_and_find_a_name_in_one_form(db):
    day = dt.date(2025, 3, 1)
    seats = [{"kind": "human", "name": NFD}, {"kind": "bot", "name": "M", "level": "medium"}]
    db.record_game("garbo", seats, [260, 200], [], seed=1, challenge_date=day)
    db.record_game("garbo", [Seat("human", "Zoë"), Seat("bot", "M", "medium")], [260, 200],
                   [], seed=2)
    raw = sqlite3.connect(db.path)
    assert {n for (n,) in raw.execute("SELECT name FROM seats WHERE kind = 'human'")} \
        == {"Zoë"}
    raw.close()
    assert db.result_days("garbo", name=NFD) == [day]
    assert db.stars("garbo", name=NFD)[0].earned


def test_text_input_is_on_only_while_a_field_has_the_focus(monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: calls.append("start"))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: calls.append("stop"))
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda r: calls.append(tuple(r)))
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    assert calls == ["stop"]           # SDL starts it; the menu is played with the mouse
    click(app, centre(menu.fields[0].rect))
    assert calls[1:] == ["start", tuple(app.canvas.rect(menu.fields[0].rect))]
    key(app, pygame.K_RETURN)
    assert calls[3:] == ["stop"]
    app.close()


def test_a_name_typed_at_one_game_seats_that_person_at_a_game_not_played_yet():
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    click(app, centre(menu.fields[0].rect))
    typed(app, "Zoë")
    key(app, pygame.K_RETURN)                    # Enter leaves the box (a second one plays)
    menu.start()                                 # Play: the name joins the family's
    frames(app)
    app.open("menu", how="reset")
    frames(app)
    menu = app.scene
    played = menu.game
    for game in [g for g in BOARDS if g != played]:
        menu._recall(game)
        assert menu.fields[0].text == "Zoë", game
    app.close()


def test_names_count_and_erase_by_grapheme_emoji_joined_and_flags_included():
    """A family emoji (joined by zero-width joiners), a flag (two regional letters) and a
    skin-toned hand are one character each: counted once, erased whole by Backspace,
    never cut in the middle (a name from another computer or an old file may hold them)."""
    family, flag, hand = "👨\u200d👩\u200d👧", "🇫🇷", "👋🏽"
    name = f"Zoë{family}{flag}{hand}"
    assert clusters(name) == ["Z", "o", "ë", family, flag, hand]
    assert seen_length(name) == 6
    assert drop_last(f"Ada{family}") == "Ada" and drop_last(f"Ada{flag}") == "Ada"
    assert cut_seen(name, 4) == f"Zoë{family}" and cut_seen(name, 5) == f"Zoë{family}{flag}"

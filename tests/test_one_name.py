"""A person has one name everywhere (issue 42): the name the menu shows in a person's seat
is the one the table, the curtain and the score screen call them by, and only a name a
person typed (or picked from the family's) is remembered as a family name: the names the
menu gives by default ("You", "Ada", "Ben", ...) are never offered later as if someone had
typed them."""

from __future__ import annotations

import json

import pygame
import pytest
from screen_helpers import centre, click, drawn, frames, key, new_app, play_until

from scenes.screens.menu import MenuScene
from scenes.services import lang
from scenes.services.settings import Settings


@pytest.fixture
def speaking():
    """Switch languages inside a test; English again after it."""
    yield lang.use
    lang.use("en")


def open_menu(game: str = "garbo"):
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    menu._pick(game)
    frames(app)
    return app, menu


def seat_a_person(app, menu, i: int) -> None:
    while menu.kinds[i] != "human":
        click(app, centre(menu.kind_buttons[i].rect))


def type_name(app, field, name: str) -> None:
    click(app, centre(field.rect))           # the name is selected: what is typed replaces it
    for ch in name:
        key(app, ord(ch.lower()) if ch.isascii() else 0, ch)
    key(app, pygame.K_RETURN)


def words(app) -> str:
    return " ".join(line.text for line in drawn(app))


def names_everywhere(app, menu) -> list[str]:
    """Play from the menu: the names its fields showed, checked against the table's seats,
    the words drawn at the table (or its curtain) and on the score screen."""
    shown = [f.text for f in menu.fields[:menu.players]]
    click(app, centre(menu.play.rect))
    frames(app, 30)
    session = app.stack[0].session
    assert [s.shown_name for s in session.seats] == shown
    people = [name for name, s in zip(shown, session.seats) if not s.is_bot]
    at_table = words(app)
    assert all(name in at_table for name in people), (people, at_table)
    play_until(session)
    app.open("score", how="reset", session=session)
    frames(app, 3)
    on_score = words(app)
    assert all(name in on_score for name in shown), (shown, on_score)
    return shown


def test_two_people_are_called_the_same_on_the_menu_the_table_and_the_score_screen(
        speaking):
    app, menu = open_menu()
    speaking("fr")
    menu.enter()
    seat_a_person(app, menu, 1)
    shown = names_everywhere(app, menu)
    assert "Vous" not in shown      # two people pass the mouse: each has a name of their own
    assert len(set(shown)) == 2
    app.close()


def test_the_one_person_at_a_table_of_bots_is_you_everywhere(speaking):
    app, menu = open_menu()
    speaking("fr")
    menu.enter()
    assert names_everywhere(app, menu)[0] == "Vous"
    app.close()


def test_a_second_person_gives_the_first_a_name_and_leaving_gives_you_back():
    app, menu = open_menu()
    assert menu.fields[0].text == "You"
    seat_a_person(app, menu, 1)
    assert [f.text for f in menu.fields[:2]] == ["Ada", "Ben"]
    click(app, centre(menu.kind_buttons[1].rect))           # a bot again
    assert menu.kinds[1] != "human" and menu.fields[0].text == "You"
    type_name(app, menu.fields[0], "Zoë")
    seat_a_person(app, menu, 1)
    assert [f.text for f in menu.fields[:2]] == ["Zoë", "Ben"]     # a typed name stays
    app.close()


def test_a_default_name_is_never_a_family_name_and_a_typed_one_is(home):
    app, menu = open_menu()
    seat_a_person(app, menu, 1)
    click(app, centre(menu.play.rect))                # "Ada" and "Ben", as the menu gave them
    frames(app, 2)
    assert app.settings.family == [] and Settings.load().family == []
    app.open("menu", how="reset")
    frames(app, 2)
    menu = app.scene
    menu._pick("fossil")                             # a game not played yet: no "Ada" there
    assert menu.fields[0].text == "You"
    menu._pick("garbo")
    assert [f.text for f in menu.fields[:2]] == ["Ada", "Ben"]
    type_name(app, menu.fields[0], "Zoë")
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert Settings.load().family == ["Zoë"]          # typed; "Ben" was the menu's
    app.open("menu", how="reset")
    frames(app, 2)
    menu = app.scene
    type_name(app, menu.fields[1], "Ben")            # a Ben types his own name: his
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert Settings.load().family == ["Zoë", "Ben"]
    app.close()


def old_settings(home, family, tables) -> None:
    """A settings file as an older Card Table wrote it: the family's list took every
    person's name at Play, those the menu gave too."""
    (home / "settings.json").write_text(json.dumps({"family": family, "tables": tables}))


def table(kinds, names):
    return {"players": len(kinds), "kinds": kinds, "names": names, "options": {}}


def test_default_names_an_older_version_kept_as_family_names_are_offered_no_more(home):
    old_settings(home, ["Ada", "Ben"], {"garbo": table(["human", "human"], ["You", "Ben"])})
    assert Settings.load().family == []
    app, menu = open_menu("fossil")                  # not played: "You", not "Ada"
    assert menu.fields[0].text == "You"
    click(app, centre(menu.fields[0].rect))
    assert menu.name_buttons == []                   # nothing offered as a family's name
    app.close()


def test_a_family_name_an_older_version_shows_was_typed_is_kept(home):
    # Zoë was typed; Ada sits where the older menu never put "Ada" by itself (it said
    # "You" in the first seat): she typed her name too. Ben sits where it gave "Ben".
    old_settings(home, ["Zoë", "Ada", "Ben", "Cleo"],
                 {"garbo": table(["human", "human"], ["Ada", "Ben"]),
                  "fossil": table(["human", "medium"], ["Zoë", "Ochre"])})
    assert Settings.load().family == ["Zoë", "Ada"]
    s = Settings.load()
    s.family = ["Ada", "Ben"]                        # typed since: kept from now on
    s.save()
    assert Settings.load().family == ["Ada", "Ben"]

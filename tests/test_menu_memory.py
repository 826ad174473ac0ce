"""A family's evening through the real menu: it remembers each game's seats and names,
offers the family's names, keeps every unfinished game, and never offers a seat the game
cannot take."""

from __future__ import annotations

import pygame
from screen_helpers import centre, click, frames, key, new_app, settle

from scenes.boards import BOARDS
from scenes.screens.menu import MenuScene
from scenes.screens.saved import SavedScene
from scenes.screens.table import TableScene
from scenes.services.settings import NAME_LIMIT


def open_menu():
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    return app, app.scene


def type_name(app, field, name: str) -> None:
    click(app, centre(field.rect))
    for _ in range(len(field.text)):
        key(app, pygame.K_BACKSPACE)
    for ch in name:
        key(app, ord(ch.lower()), ch)
    key(app, pygame.K_RETURN)


def right_click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
    frames(app)


def game_button(menu, game: str):
    return menu.game_buttons[list(BOARDS).index(game)]


def seat_people(app, menu, names: list[str]) -> None:
    """Seats 1.. as people with these names (a click on the kind button cycles)."""
    for i, name in enumerate(names):
        while menu.kinds[i] != "human":
            click(app, centre(menu.kind_buttons[i].rect))
        type_name(app, menu.fields[i], name)


def test_the_menu_remembers_each_games_seats_and_names():
    app, menu = open_menu()
    click(app, centre(game_button(menu, "fossil").rect))
    click(app, centre(menu.plus.rect))                   # three seats
    seat_people(app, menu, ["Anna", "Ben"])
    click(app, centre(menu.kind_buttons[2].rect))        # medium -> hard
    assert menu.kinds[:3] == ["human", "human", "hard"]
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert isinstance(app.scene, TableScene)
    app.close()

    app, menu = open_menu()
    assert menu.game == "fossil" and menu.players == 3
    assert menu.kinds[:3] == ["human", "human", "hard"]
    assert [f.text for f in menu.fields[:2]] == ["Anna", "Ben"]
    click(app, centre(game_button(menu, "garbo").rect))  # another game, its own seats
    assert menu.players == 2 and menu.kinds[:2] == ["human", "medium"]
    click(app, centre(game_button(menu, "fossil").rect))
    assert [f.text for f in menu.fields[:2]] == ["Anna", "Ben"]


def test_the_familys_names_are_offered_while_a_name_is_typed():
    app, menu = open_menu()
    seat_people(app, menu, ["Anna", "Ben"])
    click(app, centre(menu.play.rect))
    frames(app, 2)
    app.close()
    app, menu = open_menu()
    click(app, centre(game_button(menu, "garbo").rect))
    assert menu.fields[0].text == "Anna"         # a game not played yet seats the last
    click(app, centre(menu.fields[0].rect))
    assert [b.label for b in menu.name_buttons] == ["Ben"]      # the others, offered
    click(app, centre(menu.name_buttons[0].rect))
    assert menu.fields[0].text == "Ben" and not menu.fields[0].active
    assert menu.name_buttons == []


def test_a_long_name_is_cut_at_the_limit_and_the_menu_says_so():
    app, menu = open_menu()
    type_name(app, menu.fields[0], "A" * (NAME_LIMIT + 3))
    assert menu.fields[0].text == "A" * NAME_LIMIT
    assert app.notice == f"A name has at most {NAME_LIMIT} characters."


def test_the_seat_kind_goes_back_on_a_right_click():
    app, menu = open_menu()
    assert menu.kinds[1] == "medium"
    right_click(app, centre(menu.kind_buttons[1].rect))
    assert menu.kinds[1] == "easy"
    right_click(app, centre(menu.kind_buttons[1].rect))
    assert menu.kinds[1] == "human"
    click(app, centre(menu.kind_buttons[1].rect))
    assert menu.kinds[1] == "easy"


def test_a_real_time_game_gives_each_person_controls_of_their_own():
    app, menu = open_menu()
    click(app, centre(game_button(menu, "ligretto").rect))
    seat_people(app, menu, ["Anna", "Ben"])
    buttons = menu.control_buttons
    assert [buttons[i].label for i in (0, 1)] == ["Mouse", "Left keys"]   # the defaults
    seen = []
    for _ in range(3):          # Ben's: never the mouse, which Anna has
        click(app, centre(buttons[1].rect))
        seen.append(buttons[1].label)
    assert seen == ["Right keys", "Controller", "Left keys"]
    click(app, centre(buttons[1].rect))
    click(app, centre(buttons[1].rect))
    assert buttons[1].label == "Controller"
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert isinstance(app.scene, TableScene) and app.notice == ""
    assert app.scene.session.controls == {0: "mouse", 1: "controller"}
    app.scene.to_menu()
    frames(app, 2)
    assert app.scene.control_buttons[1].label == "Controller"      # remembered


def test_one_person_at_a_real_time_table_picks_no_controls():
    app, menu = open_menu()
    click(app, centre(game_button(menu, "ligretto").rect))
    menu.kinds[:2] = ["human", "medium"]
    frames(app)
    assert menu.people_controls() == {}
    assert not any(b in list(menu.controls()) for b in menu.control_buttons)


def test_starting_a_game_never_loses_another():
    app, menu = open_menu()
    click(app, centre(game_button(menu, "garbo").rect))
    click(app, centre(menu.play.rect))
    frames(app, 2)
    garbo = app.scene.session
    seat = min(garbo.to_act())
    if garbo.seats[seat].is_bot:       # the bot deals first: let it play
        settle(app)
        for _ in range(200):
            frames(app)
        seat = min(garbo.to_act())
    garbo.apply(seat, garbo.legal(seat)[0])
    app.scene.to_menu()
    frames(app, 2)
    menu = app.scene
    click(app, centre(game_button(menu, "fossil").rect))
    click(app, centre(menu.play.rect))
    frames(app, 2)
    fossil = app.scene.session
    fossil.apply(min(fossil.to_act()), fossil.legal(min(fossil.to_act()))[0])
    app.scene.to_menu()
    frames(app, 2)
    menu = app.scene
    assert sorted(s.game for s in menu.saved) == ["fossil", "garbo"]
    assert menu.cont.label == "Continue a game (2 saved)"
    click(app, centre(menu.cont.rect))
    frames(app, 2)
    listed = app.scene
    assert isinstance(listed, SavedScene)
    assert [s.game for s in listed.sessions] == ["fossil", "garbo"]   # newest first
    drop = listed.buttons[4]            # the second row's Drop
    click(app, centre(drop.rect))
    assert len(listed.sessions) == 2    # the first click only asks
    click(app, centre(listed.buttons[4].rect))
    assert [s.game for s in listed.sessions] == ["fossil"]
    click(app, centre(listed.buttons[1].rect))
    frames(app, 2)
    assert isinstance(app.scene, TableScene)
    assert app.scene.session.moves == fossil.moves

"""The keyboard alone, and what the voice says (issue 43): Tab shows the focus and moves it,
the arrows move within a zone, Enter acts, a name is typed after Enter on it; every move
of the focus is said, and written to the speech log with no voice at all."""

from __future__ import annotations

import pygame
import pytest
from screen_helpers import frames, key, new_app, on, open_table, resize, tab, typed

from scenes.screens.settings import SettingsScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session
from scenes.services.speech import Speech
from scenes.shell import focus


def menu_app():
    app = new_app()
    app.open("menu")
    frames(app, 3)
    return app


def test_tab_shows_the_focus_where_enter_acts_then_moves_it(log):
    app = menu_app()
    assert not app.keyboard
    tab(app)
    assert app.keyboard
    first = on(app)
    assert first.key.primary and first.words() == "Petroglyph"   # the game shown
    tab(app)
    assert on(app).words() == "Fossil"
    key(app, pygame.K_DOWN)
    assert on(app).words() == "Garbo"
    tab(app, shift=True)
    assert on(app).words() == "Fossil"
    key(app, pygame.K_RETURN)                         # Enter chooses Fossil
    assert app.scene.game == "fossil"
    assert log.read_text(encoding="utf-8").splitlines() == [
        "Petroglyph", "Fossil", "Garbo", "Fossil"]


def test_the_ring_shows_only_while_the_keyboard_moves_the_focus():
    app = menu_app()
    drawn = []
    real = focus.draw
    focus.draw = lambda canvas, scene: drawn.append(scene)
    try:
        app.dirty = True
        frames(app)
        assert drawn == []
        tab(app)
        assert drawn
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300),
                                             rel=(40, 10), buttons=(0, 0, 0)))
        frames(app)
        assert not app.keyboard
    finally:
        focus.draw = real


def test_a_name_is_typed_after_enter_on_it_and_the_game_starts_by_keys(log):
    app = menu_app()
    tab(app)
    while on(app).words() != "Seat 1, name: You":
        tab(app)
    key(app, pygame.K_RETURN)
    assert app.scene.typing_rect() is not None
    typed(app, "Zoë")
    key(app, pygame.K_RETURN)                         # ends the name, as a click away does
    assert app.scene.typing_rect() is None and app.scene.fields[0].text == "Zoë"
    while on(app).words() != "Play":
        tab(app)
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.scene, TableScene)
    assert app.scene.session.seats[0].name == "Zoë"
    assert "Seat 1, name: You" in log.read_text(encoding="utf-8")


def test_enter_on_a_button_that_sets_a_value_says_the_new_value(log):
    app = menu_app()
    tab(app)
    while not on(app).words().startswith("Seat 2: "):
        tab(app)
    was = on(app).words()
    key(app, pygame.K_RETURN)                         # the seat's kind: the next one
    now = on(app).words()
    assert now != was and now.startswith("Seat 2: ")
    assert log.read_text(encoding="utf-8").splitlines()[-2:] == [was, now]
    while on(app).words() != "More players: 2 now":
        tab(app)
    key(app, pygame.K_RETURN)
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "More players: 3 now"


def test_the_arrows_keep_a_screens_own_meaning_until_tab_shows_the_focus():
    app = new_app()
    app.open("rules", game="fossil")
    frames(app, 3)
    rules = app.scene
    assert rules.own_arrows
    key(app, pygame.K_DOWN)
    assert not app.keyboard                            # it scrolled, as before


def test_settings_speech_cycles_and_is_kept(log):
    app = new_app()
    app.open("settings")
    frames(app, 2)
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    settings.cycle_speech()
    assert app.speech.mode == app.settings.speech == "reader"
    settings.cycle_level()
    assert app.speech.level == app.settings.speech_level == "full"
    said = log.read_text(encoding="utf-8").splitlines()
    assert said == ["Speech: Through my screen reader", "Everything"]


def test_no_voice_on_this_machine_is_said_once_and_never_stops_anything(tmp_path,
                                                                         monkeypatch):
    import scenes.services.speech as speech_module

    def none(mode):
        raise OSError("no speech here")
    monkeypatch.setattr(speech_module, "open_voice", none)
    speech = Speech("voice", log=str(tmp_path / "said.log"))
    speech.say("Ada plays the 7 of hearts.")
    for _ in range(200):
        problem = speech.take_problem()
        if problem is not None:
            break
        import time
        time.sleep(0.01)
    assert problem is not None and "without a voice" in str(problem)
    assert speech.take_problem() is None
    speech.say("Again.")
    assert (tmp_path / "said.log").read_text().splitlines() == [
        "Ada plays the 7 of hearts.", "Again."]


def test_the_table_says_its_lines_whose_turn_and_answers_f3(log):
    session = Session("fossil", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    app, table = open_table(session)
    frames(app, 5)
    said = log.read_text(encoding="utf-8").splitlines()
    assert table.banner_text() in said                 # whose turn, said by itself
    key(app, pygame.K_F3)
    last = log.read_text(encoding="utf-8").splitlines()[-1]
    assert last.startswith(table.banner_text()) and "Scores: Ada, 30 points and " in last
    table.say("A line of what happened.")
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "A line of what happened."
    key(app, pygame.K_F2)
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "A line of what happened."


def test_f1_shows_the_screens_keys_says_them_and_any_key_closes_them(log):
    session = Session("fossil", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    app, table = open_table(session)
    key(app, pygame.K_F1)
    shown = dict(app.keys_help)
    assert "Tab, Shift+Tab" in shown and shown["F3"] == "whose turn it is, and the scores"
    assert shown["H"] == "a hint"
    said = log.read_text(encoding="utf-8").splitlines()[-1]
    assert said.startswith("Tab, Shift+Tab: go to the next or the previous thing")
    key(app, pygame.K_a)
    assert app.keys_help is None and isinstance(app.scene, TableScene)


def test_f1_lists_each_key_once_with_the_screens_meaning_and_a_controller_where_it_moves(
        log):
    app = menu_app()
    key(app, pygame.K_F1)
    shown = [k for k, _ in app.keys_help]
    assert "A controller: its pad, A, B" in shown and shown.count("Esc") == 1
    key(app, pygame.K_a)
    session = Session("ligretto", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    app, table = open_table(session)
    key(app, pygame.K_F1)
    shown = app.keys_help
    assert [k for k, _ in shown].count("Esc") == 1
    assert dict(shown)["Esc"] != "go back"                # a race's Esc pauses it
    assert "A controller: its pad, A, B" not in dict(shown)   # its pads are its players'


SCREENS = [("menu", {}), ("challenge", {}), ("stats", {}), ("settings", {}),
           ("saved", {"sessions": []}), ("keys", {}), ("rules", {"game": "garbo"})]


@pytest.mark.parametrize("name,kwargs", SCREENS, ids=[s[0] for s in SCREENS])
def test_tab_reaches_every_target_of_each_screen_and_each_says_something(name, kwargs):
    app = new_app()
    app.open(name, **kwargs)
    frames(app, 3)
    every = [t for zone in app.scene.focus_zones() for t in zone]
    assert every and all(t.words().strip() for t in every)
    reached = set()
    for _ in range(len(every) + 1):
        tab(app)
        reached.add(id(on(app).key))
    assert reached == {id(t.key) for t in every}


def test_a_key_being_chosen_takes_tab_too():
    app = new_app()
    app.open("keys")
    frames(app, 2)
    scene = app.scene
    scene.wait_for("keys_left", "row1")
    assert scene.takes_keys()
    tab(app)
    assert not scene.takes_keys()                    # Tab was taken as the key chosen


def test_join_by_keys_a_name_then_an_invite(monkeypatch):
    """Tab goes from the invite's box to the name's and on, typing in each box it lands
    on; Enter in the invite's box joins."""
    app = new_app()
    app.open("join")
    frames(app, 2)
    join = app.scene
    joined = []
    monkeypatch.setattr(join, "join", lambda watch=False: joined.append(join.field.text))
    assert join.field.active                         # an invite is typed at once
    tab(app, shift=True)
    assert join.name_field.active and not join.field.active
    join.name_field.text = ""
    typed(app, "Zoë")
    tab(app)
    assert join.field.active and join.name_field.text == "Zoë"
    typed(app, "7-guitarist-revenge")
    key(app, pygame.K_RETURN)
    assert joined == ["7-guitarist-revenge"]


def pad(app, button) -> None:
    """A controller's button pressed and let go (a controller never plugged in: the focus
    does not ask which)."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=0, button=button))
    frames(app)


def test_a_controller_moves_the_focus_acts_with_a_and_goes_back_with_b(log):
    app = menu_app()
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)          # the first press shows the ring
    assert app.keyboard and on(app).words() == "Petroglyph"
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert on(app).words() == "Fossil"
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert app.scene.game == "fossil"
    app.open("settings")
    frames(app, 2)
    assert isinstance(app.scene, SettingsScene)
    pad(app, pygame.CONTROLLER_BUTTON_B)                  # B is Esc: back to the menu
    assert not isinstance(app.scene, SettingsScene)
    assert app.scene.__class__.__name__ == "MenuScene"


@pytest.mark.parametrize("game", ["petroglyph", "fossil", "garbo", "ligretto"])
def test_tab_reaches_each_seats_panel_which_says_its_name_kind_points_and_turn(game, log):
    session = Session(game, [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    app, table = open_table(session)
    said = {}
    for _ in range(80):
        tab(app)
        target = on(app)
        if isinstance(target.key, tuple) and target.key[0] == "seat":
            said[target.key[1]] = target.words()
        if len(said) == 2:
            break
    points = table.board.shown_points()
    assert said[0].startswith(f"Ada, Person: {points[0]} point")
    assert said[1].startswith(f"Ochre, Bot · easy: {points[1]} point")
    if game != "ligretto":                    # a race has no turn: nobody "plays now"
        assert sum(s.endswith("Playing now.") for s in said.values()) == 1
    x, y, w, h = target.rect
    assert 0 <= x and x + w <= 1280 and 0 <= y and y + h <= 720
    assert said[1] in log.read_text(encoding="utf-8").splitlines()


def test_after_a_notice_the_focus_goes_back_where_it_was(log):
    app = menu_app()
    tab(app)
    tab(app)
    key(app, pygame.K_DOWN)
    assert on(app).words() == "Garbo"
    app.notice = " ".join(["Two saved games were damaged and put aside."] * 6)
    app.dirty = True
    frames(app, 2)
    tab(app)                                  # the notice's box holds the focus: its OK
    assert on(app).key is app.scene.notice_box.ok
    key(app, pygame.K_RETURN)
    assert not app.notice
    assert on(app).words() == "Garbo"


def test_a_resize_keeps_the_focus_on_its_target_and_the_ring_on_it(log):
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    app, table = open_table(session)
    for _ in range(3):
        tab(app)
    before = on(app)
    resize(app, (960, 540))
    after = on(app)
    assert app.keyboard and after.key == before.key and after.rect == before.rect
    resize(app, (1600, 900))
    assert on(app).key == before.key

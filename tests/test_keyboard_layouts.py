"""The Ligretto key blocks on the keyboards of other countries: they are places on the
keyboard, so AZERTY and QWERTZ play the same cards as QWERTY; their labels are what the
person's keyboard prints there, and follow a change of layout; settings kept by the
version that stored key names are read as places, nothing lost."""

from __future__ import annotations

import json
import os

import pygame
import pytest
from keyboards import AZERTY, QWERTY, QWERTZ, key_event, switch_keyboard, use_keyboard
from screen_helpers import centre, click, frames, new_app
from test_ligretto_people import action_of, first_play, table_of
from text_checks import drawn_lines

from game.ligretto.rules import Turn
from scenes.kit.keys import place_label
from scenes.screens.keys import KeysScene
from scenes.screens.menu import MenuScene
from scenes.screens.settings import SettingsScene
from scenes.services import saves
from scenes.services.controls import DEFAULT_BLOCKS, LEFT_KEYS, RIGHT_KEYS, US_PLACES
from scenes.services.lang import _
from scenes.services.settings import Settings
from scenes.shell import keymap

P = US_PLACES          # a key's place, by what it types on an English keyboard
SHOTS = os.environ.get("KEYS_SHOTS")   # a folder to keep the screenshots in, to look at


def two_blocks(layout, monkeypatch, seed=5):
    """Two people at one keyboard with `layout`: the left block and the right block."""
    use_keyboard(monkeypatch, layout)
    return table_of(["human", "human"], {0: LEFT_KEYS, 1: RIGHT_KEYS}, seed)


def press(app, place: int, layout) -> None:
    pygame.event.post(key_event(place, layout))
    pygame.event.post(key_event(place, layout, up=True))


def played(layout, monkeypatch) -> list:
    """The moves made when both people press, each step, the key at the place of the
    action they want (a card that fits, else turning three)."""
    app, board, session = two_blocks(layout, monkeypatch)
    board.start_now()
    for _step in range(40):
        if session.state.phase != "play":
            break
        for seat, block in ((0, LEFT_KEYS), (1, RIGHT_KEYS)):
            press(app, DEFAULT_BLOCKS[block][action_of(first_play(session, seat))], layout)
        frames(app)
    return session.moves


def test_azerty_and_qwertz_play_the_same_cards_as_qwerty(monkeypatch):
    qwerty = played(QWERTY, monkeypatch)
    assert len(qwerty) > 20 and {m["seat"] for m in qwerty} == {0, 1}
    assert played(AZERTY, monkeypatch) == qwerty
    assert played(QWERTZ, monkeypatch) == qwerty


def test_a_key_plays_by_its_place_not_by_what_it_types(monkeypatch):
    """On AZERTY the key that types A sits where QWERTY has Q: it plays the 1st row card;
    the key typing Q (where QWERTY has A) plays the stack. On QWERTZ the key typing Z plays
    the right block's 1st row card."""
    for layout, char, seat, action in ((AZERTY, "a", 0, "row1"), (AZERTY, "q", 0, "stack"),
                                       (QWERTZ, "z", 1, "row1")):
        app, board, session = two_blocks(layout, monkeypatch)
        event = key_event(next(p for p, c in layout.items() if c == char), layout)
        assert event.key == ord(char)
        press_ = board.inputs.read(event)
        assert (press_.what, press_.seat, press_.action) == ("act", seat, action)


def test_the_tables_labels_are_the_keyboards_letters_and_follow_a_change(monkeypatch):
    app, board, session = two_blocks(AZERTY, monkeypatch)
    assert board.inputs.labels(0) == dict(zip(DEFAULT_BLOCKS[LEFT_KEYS], "AZERTQSD"))
    assert board.inputs.labels(1) == dict(zip(DEFAULT_BLOCKS[RIGHT_KEYS], "YUIOPJKL"))
    lines = [t for t, _r in drawn_lines(app)]
    assert {"A", "Z", "Q"} <= set(lines) and "W" not in lines
    shot(app, "table-azerty.png")
    # The layout changes while the app runs (setxkbmap de): SDL says so with KEYMAPCHANGED.
    switch_keyboard(monkeypatch, QWERTZ)
    assert board.inputs.labels(1)["row1"] == "Y"      # kept until SDL says it changed
    pygame.event.post(pygame.event.Event(pygame.KEYMAPCHANGED))
    frames(app)
    assert board.inputs.labels(0) == dict(zip(DEFAULT_BLOCKS[LEFT_KEYS], "QWERTASD"))
    assert board.inputs.labels(1)["row1"] == "Z"
    lines = [t for t, _r in drawn_lines(app)]
    assert "Z" in lines and "Y" not in lines
    shot(app, "table-qwertz.png")


def keys_screen(layout, monkeypatch):
    use_keyboard(monkeypatch, layout)
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(SettingsScene(app))
    frames(app)
    click(app, centre(app.scene.keys_button.rect))
    frames(app)
    assert isinstance(app.scene, KeysScene)
    return app, app.scene


def test_the_settings_labels_are_the_keyboards_letters_and_follow_a_change(monkeypatch):
    app, scene = keys_screen(AZERTY, monkeypatch)
    labels = [scene.key_buttons[LEFT_KEYS, a].label for a in DEFAULT_BLOCKS[LEFT_KEYS]]
    assert labels == list("AZERTQSD")
    pygame.event.post(key_event(P["q"], AZERTY))       # held: the key that types A
    frames(app)
    lines = [t for t, _r in drawn_lines(app)]
    assert _("Held now: {keys}").format(keys="A") in lines
    assert not [t for t in lines if "QWERTY" in t]     # the keyboard is read: no guess
    shot(app, "keys-azerty.png")
    switch_keyboard(monkeypatch, QWERTY)
    pygame.event.post(pygame.event.Event(pygame.KEYMAPCHANGED))
    frames(app)
    assert scene.key_buttons[LEFT_KEYS, "row1"].label == "Q"
    assert _("Held now: {keys}").format(keys="Q") in [t for t, _r in drawn_lines(app)]


def test_a_remapped_key_is_kept_by_place_and_labelled_by_the_keyboard(monkeypatch):
    app, scene = keys_screen(QWERTZ, monkeypatch)
    click(app, centre(scene.key_buttons[LEFT_KEYS, "row1"].rect))
    pygame.event.post(key_event(P[";"], QWERTZ))        # the key that types Ö
    frames(app)
    assert app.settings.keys[LEFT_KEYS]["row1"] == P[";"]
    assert scene.key_buttons[LEFT_KEYS, "row1"].label == "Ö"
    click(app, centre(scene.key_buttons[LEFT_KEYS, "row2"].rect))
    pygame.event.post(key_event(P["h"], QWERTZ))        # types h: the table's hint
    frames(app)
    assert app.settings.keys[LEFT_KEYS]["row2"] == P["w"] and scene.warning is not None


def test_where_no_keyboard_can_be_read_the_labels_say_they_are_qwertys():
    """The dummy video driver has only SDL's built-in map: nobody's keyboard."""
    app = new_app()
    assert pygame.display.get_driver() == "dummy" and not keymap.reads_keyboard()
    assert keymap.key_at(P["q"]) is None
    assert place_label(P["q"]) == _("{key} (QWERTY)").format(key="Q")
    assert place_label(44) == "Space" and place_label(225) == "L Shift"   # alike everywhere
    app.run(MenuScene(app), max_frames=1)
    app.push(KeysScene(app))
    frames(app)
    lines = [t for t, _r in drawn_lines(app)]
    assert "Q (QWERTY)" in lines and "Q" not in lines
    assert _("This keyboard's letters could not be read: the keys are shown as on a "
             "QWERTY keyboard, at the same places.") in lines
    shot(app, "keys-unknown.png")
    # On the table, short enough for a side seat's small cards.
    app, board, session = table_of(["human", "human", "easy"], {0: "mouse", 1: LEFT_KEYS}, 3)
    assert board.inputs.labels(1)["row1"] == _("{key}?").format(key="Q")   # a guess
    assert "Q?" in [t for t, _r in drawn_lines(app)] and app.canvas.cut == []


def test_the_sdl_pygame_started_is_the_one_asked():
    """keymap.py finds the SDL library pygame loaded, and it is the very one pygame
    started: its video is up (a second copy would say it is not)."""
    new_app()
    found = keymap._lookup()
    assert found is not None, keymap._library_paths()
    lookup, was_init = found
    assert was_init(keymap.SDL_INIT_VIDEO) & keymap.SDL_INIT_VIDEO
    assert lookup(P["q"]) == ord("q")                  # SDL's built-in map, here
    assert lookup(225) == pygame.K_LSHIFT


# The settings as the version before places wrote them: the left block remapped (1 for the
# 1st row card, Shift, the keypad's 7, Space), the right one as it was given.
OLD = {"keys_left": {"row1": "1", "row2": "w", "row3": "e", "row4": "r", "row5": "left shift",
                     "stack": "a", "discard": "[7]", "turn": "space"},
       "keys_right": {"row1": "y", "row2": "u", "row3": "i", "row4": "o", "row5": "p",
                      "stack": "j", "discard": "k", "turn": "l"}}


def write_old_settings() -> None:
    os.makedirs(saves.data_dir(), exist_ok=True)
    with open(Settings.path(), "w", encoding="utf-8") as f:
        json.dump({"speed": "fast", "volume": 50, "tips": False, "keys": OLD}, f)


@pytest.mark.parametrize("layout", [QWERTY, AZERTY, QWERTZ], ids=["qwerty", "azerty",
                                                                  "qwertz"])
def test_old_settings_of_key_names_are_read_as_places(monkeypatch, layout):
    """A key the family chose stays the key that typed it (on AZERTY, "a" is where QWERTY
    has Q); blocks never changed get the new defaults, the same shape on every keyboard."""
    write_old_settings()
    use_keyboard(monkeypatch, layout)
    app = new_app()
    where = {c: p for p, c in layout.items()}
    assert app.settings.keys[LEFT_KEYS] == {
        "row1": where["1"], "row2": where["w"], "row3": where["e"], "row4": where["r"],
        "row5": 225, "stack": where["a"], "discard": 95, "turn": 44}
    assert app.settings.keys[RIGHT_KEYS] == DEFAULT_BLOCKS[RIGHT_KEYS]
    assert (app.settings.speed, app.settings.volume, app.settings.tips) == ("fast", 50, False)
    labels = [place_label(p) for p in app.settings.keys[LEFT_KEYS].values()]
    assert labels == ["1", "W", "E", "R", "L Shift", "A", "Num 7", "Space"]
    app.settings.save()                                 # kept as places from now on
    assert Settings.load().keys == app.settings.keys


def test_old_settings_without_a_keyboard_are_read_as_on_an_english_one():
    """Settings read with no app (the command line's language): a character's key is
    placed as on an English keyboard (the app itself asks the keyboard, above)."""
    os.makedirs(saves.data_dir(), exist_ok=True)
    left = {**OLD["keys_left"], "row5": "t", "discard": ";"}
    with open(Settings.path(), "w", encoding="utf-8") as f:
        json.dump({"keys": {"keys_left": left, "keys_right": OLD["keys_right"]}}, f)
    keys = Settings.load().keys
    assert keys[LEFT_KEYS] == {"row1": P["1"], "row2": P["w"], "row3": P["e"],
                               "row4": P["r"], "row5": P["t"], "stack": P["a"],
                               "discard": P[";"], "turn": 44}
    assert keys[RIGHT_KEYS] == DEFAULT_BLOCKS[RIGHT_KEYS]


def test_old_default_blocks_become_the_new_defaults_on_azerty(monkeypatch):
    os.makedirs(saves.data_dir(), exist_ok=True)
    with open(Settings.path(), "w", encoding="utf-8") as f:
        json.dump({"keys": {"keys_left": dict(zip(DEFAULT_BLOCKS[LEFT_KEYS], "qwertasd")),
                            "keys_right": OLD["keys_right"]}}, f)
    use_keyboard(monkeypatch, AZERTY)
    app = new_app()
    assert app.settings.keys == DEFAULT_BLOCKS       # A Z E R T / Q S D, as the shape meant
    assert [place_label(p) for p in app.settings.keys[LEFT_KEYS].values()] == \
        list("AZERTQSD")


def test_a_held_block_key_plays_once_even_if_the_layout_changes_meanwhile(monkeypatch):
    app, board, session = two_blocks(QWERTY, monkeypatch)
    board.start_now()
    place = DEFAULT_BLOCKS[LEFT_KEYS]["turn"]
    before = len(session.moves)
    pygame.event.post(key_event(place, QWERTY))
    frames(app)
    other = {**QWERTY, place: "x"}                      # another layout: it types X now
    pygame.event.post(key_event(place, other))          # the key repeats, still held
    frames(app)
    assert sum(m["seat"] == 0 for m in session.moves[before:]) == 1
    assert session.moves[-1] == {"seat": 0, "move": session.rules.move_to_dict(Turn())}


def shot(app, name: str) -> None:
    if SHOTS:
        app.dirty = True
        frames(app)
        app.screenshot(os.path.join(SHOTS, name))

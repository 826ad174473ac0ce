"""The real-time game's keys: the screen where a family changes the two key blocks and
tries them, driven through the real scene stack (clicks and key presses)."""

from __future__ import annotations

import os

import pygame
import pytest
from keyboards import QWERTY, key_event, use_keyboard
from screen_helpers import centre, click, frames, key, new_app
from text_checks import collisions, drawn_lines

from scenes.screens.keys import KeysScene, keys_title
from scenes.screens.menu import MenuScene
from scenes.screens.settings import SettingsScene
from scenes.services import lang
from scenes.services.controls import DEFAULT_BLOCKS, LEFT_KEYS, RIGHT_KEYS, US_PLACES
from scenes.services.settings import Settings

SHOTS = os.environ.get("KEYS_SHOTS")   # a folder to keep the screenshots in, to look at
P = US_PLACES                       # a key's place by what it types on an English keyboard
RETURN, F8, LEFT_SHIFT, KEYPAD_7 = 40, 65, 225, 95   # SDL's scancodes


@pytest.fixture(autouse=True)
def qwerty(monkeypatch):
    """An English keyboard, read as in a window (the dummy driver reads none)."""
    use_keyboard(monkeypatch, QWERTY)


def keys_screen():
    """The app at the keys screen, opened from the settings over the menu."""
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(SettingsScene(app))
    frames(app)
    click(app, centre(app.scene.keys_button.rect))
    frames(app)
    return app, app.scene


def hold(app, place: int) -> None:
    """The key at `place` (an English keyboard's) pressed and held."""
    pygame.event.post(key_event(place, QWERTY))
    frames(app)


def release(app, place: int) -> None:
    pygame.event.post(key_event(place, QWERTY, up=True))
    frames(app)


def press_for(app, scene, block, action, place, layout=QWERTY) -> None:
    """Click the key of `action` in `block`, then press the key at `place`."""
    click(app, centre(scene.key_buttons[block, action].rect))
    assert scene.waiting == (block, action)
    assert scene.key_buttons[block, action].label == lang._("Press a key…")
    pygame.event.post(key_event(place, layout))
    pygame.event.post(key_event(place, layout, up=True))
    frames(app)


def test_the_settings_button_opens_the_keys_screen():
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(SettingsScene(app))
    frames(app)
    assert "Ligretto keys" in [t for t, _ in drawn_lines(app)]       # the settings' row
    click(app, centre(app.scene.keys_button.rect))
    frames(app)
    assert isinstance(app.scene, KeysScene)
    assert "Ligretto keys" in [t for t, _ in drawn_lines(app)]       # the screen's title


def test_a_key_is_changed_and_kept():
    app, scene = keys_screen()
    press_for(app, scene, LEFT_KEYS, "row1", P["1"])
    assert scene.waiting is None and scene.warning is None
    assert app.settings.keys[LEFT_KEYS]["row1"] == P["1"]
    assert scene.key_buttons[LEFT_KEYS, "row1"].label == "1"
    click(app, centre(scene.done_button.rect))
    frames(app)
    assert isinstance(app.scene, SettingsScene)
    assert Settings.load().keys[LEFT_KEYS]["row1"] == P["1"]


def test_a_key_taken_or_the_tables_is_refused():
    app, scene = keys_screen()
    press_for(app, scene, LEFT_KEYS, "row1", P["j"])     # the right block's stack
    assert app.settings.keys[LEFT_KEYS]["row1"] == P["q"]
    assert app.settings.keys[RIGHT_KEYS]["stack"] == P["j"]
    assert lang.text(scene.warning) == "That key is already taken: pick another."
    assert scene.waiting is None and scene.key_buttons[LEFT_KEYS, "row1"].label == "Q"
    press_for(app, scene, RIGHT_KEYS, "turn", P["h"])    # the table's hint
    assert app.settings.keys[RIGHT_KEYS]["turn"] == P["l"]
    assert lang.text(scene.warning) == "The table uses that key: pick another."
    press_for(app, scene, RIGHT_KEYS, "turn", RETURN)   # Enter: refused, stays
    assert isinstance(app.scene, KeysScene) and app.settings.keys[RIGHT_KEYS]["turn"] == P["l"]
    assert scene.warning is not None


def test_esc_cancels_a_wait_then_leaves():
    app, scene = keys_screen()
    before = {b: dict(keys) for b, keys in app.settings.keys.items()}
    click(app, centre(scene.key_buttons[RIGHT_KEYS, "row3"].rect))
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert app.scene is scene and scene.waiting is None and scene.warning is None
    assert app.settings.keys == before
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.scene, SettingsScene)


def test_the_test_area_lights_the_keys_held():
    app, scene = keys_screen()
    hold(app, P["q"])
    hold(app, P["j"])
    hold(app, F8)                               # in no block: listed all the same
    # (F8: F1 shows every screen's keys, shell/keys_help.py)
    assert scene.held == {P["q"], P["j"], F8}
    lines = [t for t, _ in drawn_lines(app)]
    assert "Held now: Q, J, F8" in lines
    release(app, P["q"])
    assert scene.held == {P["j"], F8}
    assert "Held now: J, F8" in [t for t, _ in drawn_lines(app)]
    release(app, P["j"])
    release(app, F8)
    assert "No key is held now." in [t for t, _ in drawn_lines(app)]


def test_a_row_is_lit_while_its_key_is_held(monkeypatch):
    app, scene = keys_screen()
    lit = []
    monkeypatch.setattr(app.canvas, "token", lambda color, shape, at, r: lit.append(at))
    hold(app, P["w"])                           # the left block's 2nd row card
    row = scene.key_buttons[LEFT_KEYS, "row2"].rect
    assert len(lit) == 1 and abs(lit[0][1] - centre(row)[1]) < 1 and lit[0][0] < row[0]


def test_reset_restores_the_defaults():
    app, scene = keys_screen()
    press_for(app, scene, LEFT_KEYS, "row1", P["1"])
    press_for(app, scene, RIGHT_KEYS, "discard", P[" "])
    assert app.settings.keys != DEFAULT_BLOCKS
    click(app, centre(scene.reset_button.rect))
    assert app.settings.keys == DEFAULT_BLOCKS
    assert app.settings.keys[LEFT_KEYS] is not DEFAULT_BLOCKS[LEFT_KEYS]   # a copy


def test_enter_is_done_only_when_no_row_waits():
    app, scene = keys_screen()
    press_for(app, scene, LEFT_KEYS, "row2", P["2"])
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.scene, SettingsScene)
    assert Settings.load().keys[LEFT_KEYS]["row2"] == P["2"]


@pytest.mark.parametrize("code", ["en", "fr", "it", lang.PSEUDO])
def test_screenshot(tmp_path, code):
    """The screen at 1280x720 with a row waiting, three keys held and a refusal, kept as a
    PNG to look at (KEYS_SHOTS=folder keeps it); no line of text touches another. The
    pseudo language marks every word (half as long again as English, longer than French)
    and shows each went through the catalog."""
    app, scene = keys_screen()
    lang.use(code)
    press_for(app, scene, RIGHT_KEYS, "row1", P["q"])    # refused: the left's 1st row
    scene.waiting = (LEFT_KEYS, "turn")                     # and another row waits
    scene.pressed = [P["j"], LEFT_SHIFT, KEYPAD_7]   # held, as the test area shows
    frames(app)
    app.dirty = True
    frames(app)
    app.screenshot(os.path.join(SHOTS or str(tmp_path), f"keys-{code}.png"))
    assert collisions(app) == []
    if code == lang.PSEUDO:     # every line starts with a marked word (the title with the
        # game's name), or is a key's letter
        assert [t for t, _ in drawn_lines(app) if not t.startswith("‹") and len(t) > 1
                and t != keys_title()] == []
    app.pop()
    frames(app)
    app.screenshot(os.path.join(SHOTS or str(tmp_path), f"settings-{code}.png"))
    assert collisions(app) == []

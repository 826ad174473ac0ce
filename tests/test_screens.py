"""Menu, settings, rules page and sound: the screens around the tables."""

from __future__ import annotations

import pygame
import pytest
from screen_helpers import centre, click, drawn, frames, key, new_app

from game.core import write_json_atomic
from scenes.routes import make_app
from scenes.screens.menu import MenuScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.services import lang
from scenes.services.settings import Settings


def test_settings_change_speed_and_are_kept():
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(SettingsScene(app))
    frames(app)
    scene = app.scene
    assert app.settings.time_scale == 1.0
    click(app, centre(scene.buttons[0].rect))       # normal -> fast
    assert app.settings.speed == "fast" and app.settings.time_scale < 1.0
    click(app, centre(scene.buttons[1].rect))       # bots' pace cycles
    assert app.settings.bot_pace_ms != 700
    click(app, centre(scene.language.rect))         # English -> Français, at once
    assert app.settings.language == "fr" and lang.current() == "fr"
    assert scene.language.label == "Français"
    click(app, centre(scene.done_button.rect))
    frames(app)
    assert isinstance(app.scene, MenuScene)
    kept = Settings.load()
    assert kept.speed == "fast" and kept.bot_pace_ms == app.settings.bot_pace_ms
    assert kept.language == "fr"
    lang.use("en")
    again = make_app(fixed_dt=16)                     # the next start speaks it
    assert lang.current() == "fr"
    again.run(MenuScene(again), max_frames=1)
    words = [line.text for line in drawn(again)]
    assert "Jouer" in words and "Play" not in words


def test_the_first_start_follows_the_machines_locale(monkeypatch):
    for value, code in (("it_IT.UTF-8", "it"), ("fr_CA.UTF-8", "fr"), ("de_DE.UTF-8", "en"),
                        ("C.UTF-8", "en")):
        monkeypatch.setenv("LANGUAGE", value)
        make_app(fixed_dt=16)
        assert lang.current() == code, value


def test_damaged_settings_file_falls_back_to_defaults(home):
    (home / "settings.json").write_text("[1, 2")
    assert Settings.load() == Settings()


def test_rules_page_shows_and_scrolls_and_esc_goes_back():
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(RulesScene(app, "petroglyph"))
    frames(app, 2)
    scene = app.scene
    texts = [piece[0] for _, pieces in scene.rows for piece in pieces]
    assert "Petroglyph" in texts
    assert not any(t.startswith("|") for t in texts)   # tables are laid out as columns
    key(app, pygame.K_PAGEDOWN)
    frames(app)
    assert scene.scroll > 0
    key(app, pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.scene, MenuScene)


def test_a_missing_sound_device_is_reported_not_fatal(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = new_app()
    assert not app.sound.available and app.sound.problem == "No sound: No available audio device"
    app.sound.play("flip")  # silently nothing
    with pytest.raises(KeyError, match="no sound called 'flipp'"):
        app.sound.play("flipp")  # a misspelt name is a bug, device or not
    app.run(MenuScene(app), max_frames=1)
    app.push(SettingsScene(app))
    frames(app, 2)
    settings = app.scene
    assert settings.volume_text() == "No sound device"
    assert not settings.quieter.enabled and not settings.louder.enabled


def test_the_volume_steps_down_to_off_and_up_and_is_remembered():
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    app.push(SettingsScene(app))
    frames(app, 2)
    settings = app.scene
    if not app.sound.available:
        pytest.skip("no sound device on this machine")
    assert settings.volume_text() == "100%" and not settings.louder.enabled
    click(app, centre(settings.quieter.rect))
    assert app.settings.volume == 75 and settings.volume_text() == "75%"
    assert app.sound.sound("flip").get_volume() == pytest.approx(0.75, abs=0.01)
    for _ in range(5):
        click(app, centre(settings.quieter.rect))
    assert app.settings.volume == 0 and settings.volume_text() == "Off"
    pygame.mixer.stop()
    app.sound.play("collect")
    assert not pygame.mixer.get_busy()                  # off is silent
    click(app, centre(settings.louder.rect))
    click(app, centre(settings.done_button.rect))
    assert Settings.load().volume == 25


def test_settings_from_before_the_volume_keep_sound_off(tmp_path):
    write_json_atomic(Settings.path(), {"sound": False, "speed": "fast"})
    assert Settings.load().volume == 0
    write_json_atomic(Settings.path(), {"sound": True, "volume": 33})
    assert Settings.load().volume == 100                # not a step the screen offers


def test_sounds_are_made_when_a_device_exists():
    from scenes.shell.sound import RECIPES
    app = new_app()
    assert app.sound.available
    assert sorted(RECIPES) == ["collect", "flip", "mismatch", "shuffle", "win"]
    pygame.mixer.stop()
    assert not pygame.mixer.get_busy()
    app.sound.play("collect")
    assert pygame.mixer.get_busy() and app.sound.sound("collect").get_num_channels() == 1
    pygame.mixer.stop()
    with pytest.raises(KeyError, match="no sound called 'colect'"):
        app.sound.play("colect")
    assert not pygame.mixer.get_busy()
    app.sound.set_volume(0)
    app.sound.play("collect")
    assert not pygame.mixer.get_busy()


def sound_names(expr, where):
    """The names a sound argument can take: a literal, or either side of `a if c else b`."""
    import ast
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [expr.value]
    if isinstance(expr, ast.IfExp):
        return sound_names(expr.body, where) + sound_names(expr.orelse, where)
    raise AssertionError(f"{where}: a sound named at run time")


def test_every_sound_the_screens_ask_for_exists():
    """Each name passed to sound.play(...) or to a .sound(...) helper anywhere in scenes/
    is one of the sounds made, so a misspelt name fails here, not silently at the table.
    A helper that passes its own parameter on (`play(name)`) is the only call skipped."""
    import ast
    import pathlib

    from scenes.shell.sound import RECIPES
    scenes = pathlib.Path(__file__).resolve().parent.parent / "scenes"
    asked = []
    for path in scenes.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            f = node.func
            playing = f.attr == "play" and isinstance(f.value, ast.Attribute) \
                and f.value.attr == "sound"
            forwards = [type(a) for a in node.args] == [ast.Name]
            if (playing or f.attr == "sound") and not forwards:
                assert len(node.args) == 1, f"{path.name}:{node.lineno}"
                asked += [(f"{path.name}:{node.lineno}", n)
                          for n in sound_names(node.args[0], f"{path.name}:{node.lineno}")]
    assert len(asked) >= 20
    assert [(where, n) for where, n in asked if n not in RECIPES] == []


def test_f11_toggles_full_screen_and_back():
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    key(app, pygame.K_F11)
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen
    assert isinstance(app.scene, MenuScene) and app.canvas.scale > 0


def test_markdown_joins_bullets_wraps_them_with_a_hanging_indent_and_lays_out_tables():
    from scenes.kit import markdown
    page = ["# Title", "- one two three", "  four five", "", "| a | b |", "|---|---|",
            "| x | a long cell that wraps |"]
    rows = markdown.layout(page, 100, lambda text, size, bold: 10 * len(text))
    texts = [(piece[0], piece[1]) for _, pieces in rows for piece in pieces]
    assert ("Title", 0) in texts and ("•", 4) in texts
    bullet_lines = [t for t, x in texts if x == 24]
    assert " ".join(bullet_lines) == "one two three four five" and len(bullet_lines) > 1
    assert not any(t.startswith("|") or set(t) <= set("-|") and t for t, _ in texts)
    assert ("x", 0) in texts and any(x > 0 and t.startswith("a long") for t, x in texts)


def test_no_screen_outside_a_games_own_board_names_a_game():
    """Adding a game is one board: the menu, table and score scenes ask it everything."""
    import pathlib

    from game import RULES
    scenes = pathlib.Path(__file__).resolve().parent.parent / "scenes"
    for path in scenes.rglob("*.py"):
        own = path.parent.name in ("boards", "lessons") and path.stem.split("_")[0] in RULES
        if own or path.name == "__init__.py":
            continue
        text = path.read_text(encoding="utf-8").lower()
        for name in RULES:
            assert name not in text, f"{path.name} names {name}"


def test_menu_offers_a_games_options_only_where_they_apply():
    from scenes.boards import BOARDS
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    menu = app.scene
    game = next(n for n, b in BOARDS.items() if b.menu_options(1))
    menu._pick(game)
    while menu.players > 1:
        menu._count(-1)
    option = BOARDS[game].menu_options(1)[0]
    assert len(menu.option_buttons) == 1
    assert menu.options() == {option.key: option.choices[0][0]}
    click(app, centre(menu.option_buttons[0].rect))
    assert menu.options() == {option.key: option.choices[1][0]}
    assert menu.option_buttons[0].label == option.choices[1][1]
    menu._count(+1)
    assert menu.option_buttons == [] and menu.options() == {}


# --- words and languages -------------------------------------------------------------------

def marked(text: str, names: set[str]) -> bool:
    """Drawn in the pseudo-language through the catalogs ‹like this›, or no words at all:
    a number, a symbol, a date, a name."""
    import re
    text = text.strip()
    for name in names:                      # "Ada 206": a name and a number, no words
        text = text.replace(name, "").strip()
    return ("‹" in text or not text
            or re.fullmatch(r"[\d\s.,:%·×½★☆▶◀|❚↺+−\-–—/()]*", text) is not None
            or re.fullmatch(r"\d\d \w{3}( \d{4})?( \d\d:\d\d)?", text) is not None)


def test_every_word_on_the_screens_goes_through_the_catalogs(home):
    """lang.use("xx") marks every translated string; each screen's own words must carry
    the mark (the tables' words are the boards', and their tests'); game/'s words (the
    challenges' goals and stars, a deal code refused) are Phrases shown with lang.text."""
    from recorded_games import bot_game

    from game import RULES
    from scenes.boards import BOARDS
    from scenes.services.deals import new_session, saved_sessions
    from scenes.services.records import Records
    from scenes.services.session import BOT_NAMES, HUMAN_NAMES, Seat
    game = bot_game("garbo", ["medium", "easy"], 16)
    with Records.open() as db:
        db.record_game(game["game"], game["seats"], game["scores"], game["moves"],
                       seed=game["seed"])
    played = new_session("petroglyph", [Seat("human", "Ada"), Seat("bot", "Flint", "easy")], 3)
    played.apply(0, played.legal(0)[0])
    new_session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], 3).save()
    names = ({r.title for r in RULES.values()} | set(BOT_NAMES) | set(HUMAN_NAMES)
             | {s.name for s in game["seats"]}
             | {", ".join(n) for n in (("Ada", "Flint"), ("Ada", "Ben"))}
             | {"ZZ-NOPE|"})                    # what a person typed (with the cursor)
    app = make_app(fixed_dt=16)
    lang.use("xx")
    unmarked = []

    def look(name, **kwargs):
        app.open(name, how="reset", **kwargs)
        app.run(max_frames=app.frames + 3)
        again(name)

    def again(name):
        app.canvas.drawn_text = []
        app.draw()
        drawn, app.canvas.drawn_text = app.canvas.drawn_text, None
        page = {p[0] for _, pieces in (app.scene.rows if name == "rules" else [])
                for p in pieces}                            # the page is seeds/' own
        unmarked.extend(f"{name}: {t!r}" for t, _ in drawn
                        if t not in page and not marked(t, names))
    try:
        look("menu")
        # The game's blurb, marked as a whole, is wrapped onto lines: the mark on its first
        # and last; every line must be a piece of it.
        blurb = " ".join(b.blurb for b in BOARDS.values())
        unmarked[:] = [t for t in unmarked if not (
            t.startswith("menu: '") and t[len("menu: '"):-1].strip("‹›") in blurb)]
        look("challenge")
        look("code")
        app.scene.field.text = "ZZ-NOPE"
        app.scene.play()
        again("code")
        look("stats")
        look("saved", sessions=saved_sessions()[0])
        app.scene.drop(0)
        again("saved")
        look("rules", game="fossil")
        look("replay", record=None)
    finally:
        lang.use("en")
    assert unmarked == []


def test_text_is_drawn_composed(home):
    """An accent written as a letter and a combining mark is drawn as the one letter."""
    app = new_app()
    app.canvas.drawn_text = []
    app.canvas.text("Cafe\u0301", 20, (10, 10))
    assert app.canvas.drawn_text[0][0] == "Café"
    assert app.canvas.text_width("Cafe\u0301", 20) == app.canvas.text_width("Café", 20)

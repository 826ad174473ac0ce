"""Start-up imports only what the menu's first frame needs (issue 47): the other screens,
the boards but the chosen game's, the lessons, the bots and Babel's dates come after it,
on the thread that works ahead. Each check runs in a fresh process (sys.modules)."""

import json
import os
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """
import json, sys
from scenes.routes import make_app
app = make_app(fixed_dt=16)
app.open("menu")
app.run(max_frames=1)
first = sorted(sys.modules)
menu = app.scene
app.step(16)                     # the menu starts working ahead after its first frame
menu._bots.result()
later = sorted(sys.modules)
app.close()
print(json.dumps({"game": menu.game, "first": first, "later": later}))
"""

LATER = ("scenes.screens.table", "scenes.screens.score", "scenes.screens.replay",
         "scenes.screens.stats", "scenes.screens.rules", "scenes.screens.settings",
         "scenes.screens.challenge", "scenes.screens.join", "scenes.lessons.guide",
         "babel.dates")
GAMES = ("petroglyph", "fossil", "garbo", "ligretto")


def modules(tmp_path) -> dict:
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=HERE, env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_menus_first_frame_imports_no_other_screen_board_lesson_or_bot(tmp_path):
    found = modules(tmp_path)
    first = set(found["first"])
    assert "scenes.screens.menu" in first
    early = [m for m in LATER if m in first]
    assert early == [], f"imported before the menu's first frame: {early}"
    others = [g for g in GAMES if g != found["game"]]
    boards = [m for m in first for g in others if m.startswith(f"scenes.boards.{g}")]
    assert boards == [], f"another game's board before the first frame: {boards}"
    lessons = [m for m in first for g in GAMES if m == f"scenes.lessons.{g}"]
    assert lessons == [], f"a lesson before the first frame: {lessons}"
    bots = [m for m in first if m.startswith("game.") and ("bot" in m or "search" in m)]
    assert bots == [], f"bots before the first frame: {bots}"


def test_after_the_first_frame_the_rest_is_imported_ahead(tmp_path):
    later = set(modules(tmp_path)["later"])
    missing = [m for m in (*LATER, *(f"scenes.boards.{g}" for g in GAMES),
                           *(f"scenes.lessons.{g}" for g in GAMES)) if m not in later]
    assert missing == [], f"not imported ahead: {missing}"


def test_the_felt_read_from_assets_is_the_felt_made():
    import pygame

    from scenes.shell.canvas import FELT_PNG, felt, felt_pattern
    pygame.display.init()
    read, made = felt_pattern(), felt()
    assert os.path.isfile(FELT_PNG) and read.get_size() == made.get_size()
    w, h = made.get_size()
    differ = [(x, y) for y in range(h) for x in range(w)
              if read.get_at((x, y))[:3] != made.get_at((x, y))[:3]]
    assert differ == [], "assets/felt.png is not felt(): save felt() there again"


def test_the_sounds_are_made_after_the_first_frame_not_before():
    from screen_helpers import new_app

    from scenes.screens.menu import MenuScene
    app = new_app()
    if not app.sound.available:
        app.close()
        return
    assert app.sound._sounds == {}, "sounds synthesised before the first frame"
    app.run(MenuScene(app), max_frames=1)
    for thread in [t for t in threading.enumerate() if t.name == "sounds"]:
        thread.join()
    assert sorted(app.sound._sounds) == ["collect", "flip", "mismatch", "shuffle", "win"]
    app.close()

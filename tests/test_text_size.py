"""Large print (issue 44): Settings → Text size (Normal, Large, Larger) makes every word on
every screen that much bigger at once, is kept, and `--text-size` tries a size for one run
without changing what Settings keeps."""

from __future__ import annotations

from screen_helpers import centre, click, drawn, frames, new_app

from scenes import cli
from scenes.screens.settings import SettingsScene
from scenes.services.settings import TEXT_SIZES, Settings


def title_height(app) -> float:
    """The height of the settings' title as drawn."""
    return next(line.rect[3] for line in drawn(app) if line.text == "Settings")


def test_text_size_cycles_grows_every_word_and_is_kept():
    app = new_app()
    app.push(SettingsScene(app))
    frames(app, 2)
    normal = title_height(app)
    heights = [normal]
    for name in ("large", "larger"):
        click(app, centre(app.scene.text_size.rect))
        assert app.settings.text_size == name
        assert app.canvas.text_scale == TEXT_SIZES[name]
        heights.append(title_height(app))
    assert heights[0] * 1.2 < heights[1] < heights[2], heights
    click(app, centre(app.scene.done_button.rect))
    assert Settings.load().text_size == "larger"
    again = new_app()                                 # the next start: at that size
    assert again.canvas.text_scale == TEXT_SIZES["larger"]


def test_a_damaged_text_size_is_the_normal_one(tmp_path):
    s = Settings.load()
    s.text_size = "huge"
    s.save()
    assert Settings.load().text_size == "normal"


def test_the_command_line_size_is_for_this_run_only(monkeypatch):
    args = cli.parse_args(["--text-size", "large"])
    assert args.text_size == "large"
    app = new_app()
    app.text_size_for_now = args.text_size
    app.follow_text_size()
    assert app.canvas.text_scale == TEXT_SIZES["large"] and app.settings.text_size == "normal"
    app.push(SettingsScene(app))
    frames(app, 2)
    click(app, centre(app.scene.text_size.rect))      # Settings' choice wins from then on
    assert app.settings.text_size == "large" and app.text_size_for_now is None

"""The window: how frames are presented, its size and full screen, resizing without a
freeze, and the seat panel's words."""

from __future__ import annotations

import os

import pygame
import pytest
from screen_helpers import DT, frames, key, new_app
from screen_helpers import drawn as drawn_lines

from scenes.routes import make_app
from scenes.screens.menu import MenuScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session
from scenes.shell.display import (
    CLICK_THROUGH,
    let_focusing_clicks_through,
    parse_size,
    presentation,
)
from scenes.shell.frames import FrameTimes

# --- presentation path ---------------------------------------------------------------------

def test_x11_and_windows_present_directly_others_keep_sdls_choice():
    assert presentation("x11", {}) == ("software", "0")
    assert presentation("windows", {}) == ("software", "0")
    assert presentation("cocoa", {}) == ("gpu", None)
    assert presentation("wayland", {}) == ("gpu", None)
    assert presentation("dummy", {}) == ("software", None)


def test_the_environment_overrides_the_presentation_path():
    assert presentation("x11", {"CARDTABLE_PRESENT": "gpu"}) == ("gpu", "1")
    assert presentation("cocoa", {"CARDTABLE_PRESENT": "software"}) == ("software", "0")
    assert presentation("x11", {"CARDTABLE_PRESENT": "nonsense"}) == ("software", "0")
    # A hint the person set for SDL themselves is left exactly as it is.
    assert presentation("x11", {"SDL_FRAMEBUFFER_ACCELERATION": "opengl"}) == ("gpu", None)
    assert presentation("x11", {"SDL_FRAMEBUFFER_ACCELERATION": "0"}) == ("software", None)


def test_a_click_that_activates_the_window_is_a_click(monkeypatch):
    """SDL drops the press that gives a window the focus: with two windows side by side (or
    after another program), a card clicked once was not played. The app lets it through,
    unless the person told SDL otherwise."""
    env = {}
    let_focusing_clicks_through(env)
    assert env == {CLICK_THROUGH: "1"}
    env = {CLICK_THROUGH: "0"}
    let_focusing_clicks_through(env)
    assert env == {CLICK_THROUGH: "0"}
    monkeypatch.delenv(CLICK_THROUGH, raising=False)
    new_app()
    assert os.environ.get(CLICK_THROUGH) == "1"


# --- size and full screen ------------------------------------------------------------------

def test_size_is_parsed_or_refused_with_a_message():
    assert parse_size("1600x900") == (1600, 900)
    assert parse_size("800X600") == (800, 600)
    for bad in ("1600", "axb", "-5x600", "1600x"):
        with pytest.raises(ValueError) as info:
            parse_size(bad)
        assert str(info.value) == f"--size takes WIDTHxHEIGHT, e.g. 1600x900, not {bad!r}"
    with pytest.raises(ValueError) as info:
        parse_size("10x10")
    assert str(info.value) == "--size 10x10: width 200-10000 and height 150-10000, please"


def test_the_window_opens_at_the_size_asked():
    app = make_app(fixed_dt=DT, size=(1000, 600))
    assert app.screen.get_size() == (1000, 600)
    assert app.canvas.scale == pytest.approx(min(1000 / 1280, 600 / 720))


def test_the_last_size_and_full_screen_a_person_chose_are_remembered():
    app = make_app(fixed_dt=DT, remember_window=True)
    app.run(MenuScene(app), max_frames=1)
    app.resize((1100, 650))
    app.close()
    again = make_app(fixed_dt=DT, remember_window=True)
    assert again.screen.get_size() == (1100, 650) and not again.fullscreen
    again.run(MenuScene(again), max_frames=1)
    key(again, pygame.K_F11)
    assert again.fullscreen
    again.close()
    third = make_app(fixed_dt=DT, remember_window=True)
    assert third.fullscreen
    key(third, pygame.K_F11)  # back to the window it had before full screen
    assert third.screen.get_size() == (1100, 650)
    # An explicit size wins over what was remembered; tests and demos remember nothing.
    assert make_app(fixed_dt=DT, size=(900, 600), remember_window=True).screen.get_size() \
        == (900, 600)
    assert make_app(fixed_dt=DT).screen.get_size() == (1280, 720)


# --- resizing without a freeze -------------------------------------------------------------

def bot_table(app, seed=3):
    seats = [Seat("bot", f"Bot {i}", "easy") for i in range(4)]
    app.run(TableScene(app, Session("petroglyph", seats, seed)), max_frames=app.frames + 1)
    frames(app, 5)
    return app.scene


def test_after_a_resize_cards_stand_in_scaled_then_turn_crisp_a_few_per_frame():
    app = new_app()
    table = bot_table(app)
    assert app.assets.blurry == 0
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920,
                                         h=1080))
    frames(app)                     # how long this frame takes is make bench's budget
    assert app.assets.blurry > 0, "the first frame must not render every card anew"
    frames(app, 40)
    assert app.assets.blurry == 0
    # What is on the table now is exactly the crisp rendering at the new size.
    sprite = table.board.sprites[0]
    size = app.canvas.rect(sprite.rect).size
    shown = app.assets.card("petroglyph", "back", size)
    fresh = app.assets._render("petroglyph", "back", size)
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_a_resize_shows_the_last_frame_stretched_until_the_table_is_laid_out_again():
    app = new_app()
    table = bot_table(app)
    on_screen = []
    real_draw = table.draw
    table.draw = lambda canvas: (on_screen.append(canvas is app.canvas), real_draw(canvas))
    app.resize((1600, 900))
    app.step(16)                    # the resize's own frame: the old frame, stretched
    assert app._stretch is not None and True not in on_screen
    for _ in range(60):
        app.step(16)
        if True in on_screen:
            break
    assert app._stretch is None and on_screen[-1] is True
    assert on_screen.count(False) >= 1          # laid out offscreen first


def test_animations_go_on_from_where_they_were_after_a_resize():
    app = new_app()
    table = bot_table(app)
    sprite = table.board.sprites[5]
    seen = []
    table.board.timeline.add(400, tick=lambda t: seen.append(t), ease=lambda t: t)
    frames(app, 3)
    before = seen[-1]
    app.resize((900, 600))
    app.step(500)  # the resize took long: that time must not jump the animation
    assert seen[-1] - before <= 17 / 400 + 1e-9
    assert sprite.present


def test_f11_and_back_keeps_the_table_and_its_game():
    app = new_app()
    app.timing.on = True            # as the bench's --report turns it on
    table = bot_table(app)
    state = table.session.state
    key(app, pygame.K_F11)
    assert app.fullscreen and app.screen.get_size() != (1280, 720)
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.screen.get_size() == (1280, 720)
    assert app.scene is table and table.session.state == state
    assert app.timing.resize_frames  # the bench measures the frames around these
    assert app.timing.window_system_ms  # ... and takes out the window system's wait


def test_a_resizes_report_takes_the_window_systems_wait_out_of_the_apps_part():
    timing = FrameTimes(on=True)
    for frame, ms in enumerate([2.0] * 10 + [130.0, 20.0, 3.0] + [2.0] * 10):
        timing.frame(frame, ms)
    timing.resized(10)
    timing.window_system_ms = {10: 105.0}
    assert timing.resize_ms() == {"max": 130.0, "own": 25.0, "window_system": 105.0}


def test_frame_times_are_kept_only_when_turned_on_and_never_grow_without_bound():
    from scenes.shell import frames
    off = frames.FrameTimes()
    off.frame(0, 5.0)
    off.resized(0)
    assert not off.ms and not off.resize_frames
    timing = frames.FrameTimes(on=True)
    for frame in range(frames.FRAMES_KEPT + 100):
        timing.frame(frame, float(frame))
    assert len(timing.ms) == frames.FRAMES_KEPT
    assert timing.at(99) is None and timing.at(frames.FRAMES_KEPT + 99) == frames.FRAMES_KEPT + 99
    for frame in range(frames.RESIZES_KEPT + 5):
        timing.resized(frame)
        with timing.window_system(frame):
            pass
    assert len(timing.resize_frames) == len(timing.window_system_ms) == frames.RESIZES_KEPT


# --- words -------------------------------------------------------------------------------

def test_seat_panel_words_never_overlap():
    """Four seats with bot names: 'playing now' used to run into 'points'."""
    from scenes.kit import seat_panel
    app = new_app()
    for active in (True, False):
        seat = Seat("bot", "Amberley", "medium")

        def panel(seat=seat, active=active):
            seat_panel.draw_seat_panel(app.canvas, (16, 66, 360, 290), seat, 123, active=active)
        drawn = [(line.text, app.canvas.rect(line.rect)) for line in drawn_lines(app, panel)]
        # A text's box includes the font's line gap; compare the inked core of each.
        rects = [(t, r.inflate(-2, -r.h // 3)) for t, r in drawn if t.strip()]
        for i, (ta, ra) in enumerate(rects):
            for tb, rb in rects[i + 1:]:
                assert not ra.colliderect(rb), f"{ta!r} overlaps {tb!r}"
        assert ("playing now" in [t for t, _ in rects]) == active

"""A replay's controls and panels tell the truth: at the last move the play button shows
↺ (the replay has stopped) and plays the game again from the deal; Garbo's panels (what
the last card gave away, the points beside a seat) show after a step or a seek what they
show when the replay got there by playing."""

from __future__ import annotations

import pygame
import pytest
from screen_helpers import click, drawn, frames, key, settle

from game import RULES
from scenes.routes import make_app
from scenes.screens.replay import AGAIN, PAUSE, PLAY, SPEEDS, TRACK, ReplayScene
from scenes.services.records import Records
from scenes.services.session import Seat


def garbo_record(seed: int = 16) -> dict:
    """A Garbo game of a person (played by an easy bot here) against an easy bot, stored
    in the records and read back as the statistics screen reads it."""
    rules = RULES["garbo"]
    state = rules.new_game(2, seed)
    bots = [rules.make_bot("easy", i, seed * 31 + i) for i in range(2)]
    moves = []
    while not rules.is_over(state):
        seat = min(rules.to_act(state))
        move = bots[seat].choose(rules.view(state, seat))
        state, events = rules.apply(state, seat, move)
        for i, bot in enumerate(bots):
            bot.observe([e for e in events if "seats" not in e or i in e["seats"]])
        moves.append({"seat": seat, "move": rules.move_to_dict(move)})
    seats = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
    with Records.open() as db:
        db.record_game("garbo", seats, list(rules.scores(state)), moves, seed=seed)
        return db.game(db.games(limit=1)[0]["id"])


def watching(record) -> tuple:
    app = make_app(fixed_dt=16)
    scene = ReplayScene(app, record)
    app.push(scene)
    frames(app, 2)
    return app, scene


def drawn_in(app, rects) -> list[tuple[str, tuple]]:
    """Draw a frame; the texts whose centre falls inside one of `rects`, in drawing order,
    with their logical rectangle, rounded."""
    seen = []
    for text, (x, y, w, h), _size in drawn(app):
        cx, cy = x + w / 2, y + h / 2
        if any(rx <= cx < rx + rw and ry <= cy < ry + rh for rx, ry, rw, rh in rects):
            seen.append((text, tuple(round(v) for v in (x, y, w, h))))
    return seen


def play_label(app, scene) -> str:
    """The label drawn on the play button."""
    texts = drawn_in(app, [scene.play_button.rect])
    assert len(texts) == 1, texts
    return texts[0][0]


# --- the play button ------------------------------------------------------------------------------

def test_at_the_last_move_the_button_shows_play_again_and_plays_from_the_deal():
    app, scene = watching(garbo_record())
    n = len(scene.replay)
    assert play_label(app, scene) == PAUSE
    scene.speed = len(SPEEDS) - 1
    for _ in range(40_000):
        frames(app)
        if scene.step == n:
            break
    # The last move is still being shown (its cards fly), and there is nothing more to
    # play: the button says so already.
    assert scene.board.busy
    assert play_label(app, scene) == AGAIN
    for _ in range(2000):
        if not scene.board.busy:
            break
        frames(app)
    frames(app, 30)
    assert scene.step == n and not scene.playing and play_label(app, scene) == AGAIN
    # Pressing it plays the game again from the deal.
    click(app, (scene.play_button.rect[0] + 30, scene.play_button.rect[1] + 20))
    assert scene.step == 0 and scene.playing
    assert play_label(app, scene) == PAUSE
    key(app, pygame.K_SPACE)
    assert not scene.playing and play_label(app, scene) == PLAY


def test_stepping_or_seeking_to_the_end_shows_play_again():
    app, scene = watching(garbo_record())
    n = len(scene.replay)
    key(app, pygame.K_SPACE)                       # pause
    assert play_label(app, scene) == PLAY
    scene.seek(n - 1)
    key(app, pygame.K_RIGHT)                       # the last move, one step
    assert scene.step == n and play_label(app, scene) == AGAIN
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)                       # playing again
    assert scene.playing and play_label(app, scene) == PAUSE
    key(app, pygame.K_END)                         # a seek to the end stops it
    assert scene.step == n and not scene.playing and play_label(app, scene) == AGAIN
    key(app, pygame.K_SPACE)
    assert scene.step == 0 and scene.playing


# --- Garbo's panels after a step or a seek -------------------------------------------------------

def panels(app, scene) -> list[tuple[str, tuple]]:
    """What the panels that read the game say: the seat panels (with the last gain) and
    the panel on the right (what the last card gave away)."""
    L = scene.board.layout
    return drawn_in(app, [L.rect("seat", seat=0), L.rect("seat", seat=1), L.rect("preview")])


def played_to(record, step: int):
    """The replay played from the deal until `step` has been shown, then paused."""
    app, scene = watching(record)
    scene.speed = len(SPEEDS) - 1
    for _ in range(40_000):
        if scene.step == step and not scene.board.busy:
            break
        frames(app)
    if scene.playing:            # at the end it has stopped by itself
        key(app, pygame.K_SPACE)
    assert scene.step == step and not scene.playing
    frames(app, 120)             # points rising beside a seat have faded
    return app, scene


STEPS = (2, 9, 16, 17, 25, 31)


@pytest.mark.parametrize("step", STEPS)
def test_garbo_panels_after_a_step_or_a_seek_are_as_when_played(step):
    record = garbo_record()
    app, scene = played_to(record, step)
    expected = panels(app, scene)
    assert any(t.startswith("Last card:") for t, _ in expected), expected
    # A step back (a seek without animation) from the next move.
    app, scene = watching(record)
    key(app, pygame.K_SPACE)
    scene.seek(step + 1)
    key(app, pygame.K_LEFT)
    assert scene.step == step
    assert panels(app, scene) == expected
    # A click on the track.
    app, scene = watching(record)
    key(app, pygame.K_SPACE)
    n = len(scene.replay)
    x, y, w, h = TRACK
    click(app, (x + w * step / n, y + h / 2))
    assert scene.step == step
    assert panels(app, scene) == expected
    # A second step forward while the first one's cards still move: laid out at once.
    app, scene = watching(record)
    key(app, pygame.K_SPACE)
    scene.seek(step - 2)
    settle(app)                   # the deal's cards going round, at the start
    key(app, pygame.K_RIGHT)
    assert scene.board.busy
    key(app, pygame.K_RIGHT)
    assert scene.step == step and not scene.board.busy
    assert panels(app, scene) == expected


def test_garbo_panels_at_the_end_and_at_the_deal():
    record = garbo_record()
    app, scene = played_to(record, len(record["moves"]))
    at_end = panels(app, scene)
    key(app, pygame.K_HOME)
    key(app, pygame.K_END)
    assert panels(app, scene) == at_end
    key(app, pygame.K_HOME)
    texts = [t for t, _ in panels(app, scene)]
    assert "What a card gives away" in texts and not any("Last card" in t for t in texts)

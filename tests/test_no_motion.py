"""No motion (Settings → Animation speed, issue 44): for people whom motion bothers, a
card appears where it goes with a short fade instead of crossing the table, flips and
shuffles happen in place, nothing pulses; every move is still shown in turn, at the
bots' pace, and the game ends as it would."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from test_table_session import DT, AtOnce

from scenes.kit import pointer
from scenes.kit.pointer import Marks
from scenes.routes import make_app
from scenes.screens.score import ScoreScene
from scenes.screens.settings import speed_names
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.session import Seat, Session
from scenes.services.settings import SPEEDS, Settings

BOTS = [Seat("bot", "Ochre", "easy"), Seat("bot", "Umber", "easy")]
GAMES = (("petroglyph", 3), ("fossil", 5), ("garbo", 7), ("ligretto", 12))


def play_watched(monkeypatch, game: str, seed: int, speed: str):
    """Two bots play a whole game at a table at `speed`, every frame drawn whole (kept
    grounds painted again), each card drawn noted by frame: (session, frames, moves seen
    one by one, the score screen)."""
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    session = Session(game, list(BOTS), seed)
    if game == "ligretto":
        session.state = replace(session.state, points=(95, 90))    # a round or two
    app = make_app(fixed_dt=DT)
    app.settings.speed = speed
    app.settings.bot_pace_ms = 120
    app.run(TableScene(app, session), max_frames=1)
    table = app.stack[0]
    canvas = app.canvas
    real = canvas.card
    frames: list[list] = []

    def card(game, face, r, *args, **kwargs):
        frames[-1].append(tuple(round(v) for v in r))
        return real(game, face, r, *args, **kwargs)
    canvas.card = card
    shown = 0           # moves whose animation began while the last one was over
    busy = False
    try:
        for _frame in range(60000):
            if isinstance(app.scene, ScoreScene):
                return session, frames, shown, app.scene
            if app.scene is table:
                canvas.forget_kept()
                app.dirty = True
                if table.board.busy and not busy:
                    shown += 1
                busy = table.board.busy
            frames.append([])
            app.step(DT)
            if app.scene is not table:
                frames.pop()            # the score screen's own cards
        raise AssertionError(f"{game}: the game never reached its score screen")
    finally:
        del canvas.card
        session.close()


def passing(frames) -> list:
    """Rects a card was drawn at in at most two frames in a row and never again: the
    places a card passes through as it crosses the table (a card at a place, even fading
    in, is drawn there frame after frame)."""
    seen = Counter(r for drawn in frames for r in set(drawn))
    return [r for r, n in seen.items() if n <= 2]


@pytest.mark.parametrize("game,seed", GAMES)
def test_no_motion_shows_every_card_only_where_it_lies(monkeypatch, game, seed):
    session, frames, shown, score = play_watched(monkeypatch, game, seed, "still")
    assert session.is_over() and score is not None, game
    assert shown >= 10, f"{game}: the moves were not shown one after another"
    assert sum(map(len, frames)) > 1000, game
    crossing = passing(frames)
    assert crossing == [], f"{game}: cards drawn on their way: {crossing[:5]}"


def test_the_cards_fly_at_other_speeds(monkeypatch):
    """The check above finds a card crossing the table (it would pass on nothing)."""
    _session, frames, _shown, _score = play_watched(monkeypatch, "petroglyph", 3, "normal")
    assert len(passing(frames)) > 20


def test_no_motion_is_a_speed_of_its_own_kept_and_named():
    assert SPEEDS["still"] == 1.0               # the bots' pace and the pauses as normal
    s = Settings(speed="still")
    assert s.still and s.time_scale == 1.0
    assert not Settings(speed="slow").still
    assert speed_names()["still"] == "No motion"
    assert list(speed_names()) == list(SPEEDS)


def test_a_hints_glow_is_steady_with_no_motion():
    app = make_app(fixed_dt=DT)
    canvas = app.canvas
    strengths = {True: set(), False: set()}
    real = canvas.glow

    for still in (True, False):
        def glow(r, color, *args, strength=150, still=still, **kwargs):
            strengths[still].add(strength)
            return real(r, color, *args, strength=strength, **kwargs)
        canvas.glow = glow
        for age in range(0, 1800, 50):
            pointer.draw_marks(canvas, Marks([(100, 100, 80, 120)]), age, still)
    del canvas.glow
    assert len(strengths[True]) == 1 and len(strengths[False]) > 2

"""Issue 9 on screen: today's challenge from the menu to the score screen (recorded, a
star earned), deal codes on the tables and "Play a code", the menu's stars."""

from __future__ import annotations

import datetime
import re

import pygame
from screen_helpers import centre, click, frames, key

from game.daily import challenge_deal
from game.dealcode import encode
from game.ligretto.rules import Play
from scenes.routes import make_app
from scenes.screens.challenge import ChallengeScene
from scenes.screens.code_entry import CodeScene
from scenes.screens.menu import MenuScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.shell.app import App


def menu_app() -> App:
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=2)
    return app


def button(scene, label: str):
    return next(b for b in scene.buttons + getattr(scene, "small", [])
                if b.label.endswith(label))


def test_todays_ligretto_challenge_from_the_menu_to_a_star():
    app = menu_app()
    click(app, centre(button(app.scene, "Challenge").rect))
    frames(app, 2)
    assert isinstance(app.scene, ChallengeScene)
    row = app.scene.games.index("ligretto")
    click(app, centre(app.scene.buttons[row].rect))
    frames(app, 2)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.challenge
    session = table.session
    deal = challenge_deal("ligretto", datetime.date.today())
    assert session.seed == deal.seed and [s.level for s in session.seats[1:]] == ["hard"] * 3
    assert table.code == f"Today's challenge · Deal {encode(*deal)}"
    # A very quick person: every card that fits goes at once, else turn the hand.
    for _ in range(3000):
        if not isinstance(app.scene, TableScene) or session.state.phase != "play":
            break
        plays = [m for m in session.legal(0) if isinstance(m, Play)]
        if plays:
            m = plays[0]
            keys = {"stack": pygame.K_s, "discard": pygame.K_d}
            key(app, keys.get(m.source) or pygame.K_1 + m.index)
        else:
            key(app, pygame.K_SPACE)
    for _ in range(1000):                      # "Ligretto!", the round's scores, then
        if isinstance(app.scene, ScoreScene):  # the challenge ends after its round
            break
        frames(app)
    score = app.scene
    assert isinstance(score, ScoreScene)
    db = app.records()
    assert db.daily_result("ligretto", datetime.date.today()) is not None
    earned = [s.need for s in db.stars("ligretto") if s.earned]
    assert earned                              # a first win earns stars, each said once
    lines = [text for text, _ in score.lines]
    assert re.fullmatch(r"Today's challenge: \d+ points in the round \(today's result\)",
                        lines[0]), lines[0]
    assert lines[1:] == [f"★ New star: {need}" for need in earned]


def test_play_a_code_refuses_a_typo_and_deals_a_good_code_again():
    app = menu_app()
    click(app, centre(button(app.scene, "Play a code").rect))
    frames(app)
    scene = app.scene
    assert isinstance(scene, CodeScene)
    code = encode("garbo", 4242, {"diagonals": "long"}, 2)
    typo = code[:-1] + ("2" if code[-1] != "2" else "3")
    for ch in typo:
        key(app, 0, ch)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, CodeScene)
    assert scene.error == "That code has a typo (the check letter does not match)"
    scene.field.text = code.lower().replace("-", " ")
    key(app, pygame.K_RETURN)
    frames(app, 2)
    table = app.stack[0]
    assert isinstance(table, TableScene)
    s = table.session
    assert (s.game, s.seed, s.options, s.players) == ("garbo", 4242, {"diagonals": "long"}, 2)
    assert table.code == f"Deal {code}"


def test_main_refuses_a_wrong_code_with_a_message(capsys):
    import main
    assert main.main(["--headless", "--deal", "ZZ-NOPE", "--frames", "1"]) == 2
    assert capsys.readouterr().err == ("cardtable: Unknown game in that code (ZZ: no game here "
                                       "starts with that)\n")


def test_a_game_of_bots_alone_is_recorded_only_with_record(home, monkeypatch):
    from test_table_session import AtOnce

    from scenes.services import bot_worker
    from scenes.services.session import Seat, Session
    # The bots think at once: a game of frames, not of a worker process's wall time under
    # the suite's load (it ran out of frames once, the game still going).
    monkeypatch.setattr(bot_worker, "shared", lambda: AtOnce())
    for record in (False, True):
        app = make_app(fixed_dt=16, demo=True)
        app.record_bots = record
        app.settings.bot_pace_ms = 10
        seats = [Seat("bot", "A", "easy"), Seat("bot", "B", "easy")]
        app.run(TableScene(app, Session("garbo", seats, 3)), max_frames=20000)
        assert isinstance(app.scene, ScoreScene)
        assert app.records().count("garbo") == (1 if record else 0)
        app.close()


def test_a_damaged_database_is_reported_on_the_challenge_screen(home):
    """The first screen to read the records says what happened, and goes on."""
    import os
    with open(os.path.join(home, "records.sqlite3"), "wb") as f:
        f.write(b"not a database" * 100)
    march = datetime.datetime(2020, 3, 5, 20).timestamp()
    os.utime(os.path.join(home, "records.sqlite3"), (march, march))
    app = make_app(fixed_dt=16)
    app.run(ChallengeScene(app), max_frames=2)
    assert [n for n in os.listdir(home) if n.startswith("records.sqlite3.damaged-")]
    assert app.scene.problem == ("Your records of finished games (the last one from 5 March "
                                 "2020) could not be read; they were set aside and new "
                                 "records begin. Your saved games are safe.")
    app.dirty = True
    frames(app)

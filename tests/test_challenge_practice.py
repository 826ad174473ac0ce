"""A second try of today's challenge says it is practice on its table, and "Play again"
after a challenge plays the same challenge deal (as practice), through the real screens."""

from __future__ import annotations

import datetime

from screen_helpers import centre, click, frames, new_app

from game.daily import challenge_deal
from scenes.screens.challenge import ChallengeScene, start_challenge
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene

GAME = "garbo"


def finish(app) -> None:
    """Play the table's game out (the first legal move for everyone), to the score screen."""
    for _ in range(20000):
        scene = app.scene
        if isinstance(scene, ScoreScene):
            return
        session = scene.session
        if not scene.board.busy and not session.is_over():
            seat = min(session.to_act())
            if not session.seats[seat].is_bot:
                scene.play_move(seat, session.legal(seat)[0])
        frames(app)
    raise AssertionError("the score screen never came")


def test_the_second_try_is_practice_and_play_again_deals_the_challenge_again():
    today = datetime.date.today()
    app = new_app()
    app.run(ChallengeScene(app), max_frames=2)
    start_challenge(app, GAME, today)
    frames(app, 2)
    table = app.scene
    assert isinstance(table, TableScene)
    code = table.session.deal_code()
    assert table.code == f"Today's challenge · Deal {code}"
    finish(app)
    score = app.scene
    assert score.lines[0][0].endswith("(today's result)")
    click(app, centre(score.buttons[0].rect))          # Play again
    frames(app, 2)
    again = app.scene
    assert isinstance(again, TableScene)
    deal = challenge_deal(GAME, today)
    assert (again.session.seed, again.session.options) == (deal.seed, deal.options)
    assert again.session.challenge == today.isoformat()
    assert again.code == f"Practice: today's result is in · Deal {code}"
    finish(app)
    assert app.scene.lines[0][0].endswith("(practice: the day's first result stands)")

"""Replays on screen: any stored game watched move by move on its own board, to its end,
with play, pause, step forward and back, seeking and speed; hidden cards shown."""

from __future__ import annotations

import functools

import pygame
import pytest
from recorded_games import finished_game
from screen_helpers import centre, click, frames, key

from game import RULES
from scenes.routes import make_app
from scenes.screens.replay import SPEEDS, TRACK, ReplayScene
from scenes.screens.score import ScoreScene
from scenes.services.records import Records
from scenes.services.session import Session, parse_seats
from scenes.shell.app import App


def stored(game: dict) -> dict:
    """Record a game in the records, and read it back as the statistics screen does."""
    with Records.open() as db:
        db.record_game(game["game"], game["seats"], game["scores"], game["moves"],
                       seed=game["seed"], options=game.get("options"))
        return db.game(db.games(limit=1)[0]["id"])


def watching(record) -> tuple[App, ReplayScene]:
    app = make_app(fixed_dt=16)
    scene = ReplayScene(app, record)
    app.push(scene)
    frames(app, 2)
    return app, scene


def watch_to_the_end(app, scene, limit: int = 40_000) -> int:
    scene.speed = len(SPEEDS) - 1
    for n in range(limit):
        if scene.step == len(scene.replay) and not scene.playing and not scene.board.busy:
            return n
        frames(app)
    raise AssertionError(f"the replay stopped at move {scene.step} of {len(scene.replay)}")


SEED = 16
# Every registered game, played whole by bots (tests/recorded_games.py's finished_game).
GAMES = {name: functools.partial(finished_game, name, SEED) for name in RULES}


# How some of the games above end, known from their first run (not asked of the rules
# again): the scores the replay reaches and the banner it shows. A game added has none
# until it is run once; its replay is still watched to its end, its scores and its banner.
ENDS = {
    "petroglyph": ([22, 10, 5], "Bot 0 wins with 22 points"),
    "fossil": ([60, 69, 90], "Bot 2 wins with 90 points"),
    "garbo": ([249, 390], "Bot 1 wins 390 to 249"),
    "ligretto": ([4, 8, 4, 15], "Bot 3 wins with 15 points"),
}


def test_the_known_ends_are_of_registered_games():
    assert set(ENDS) <= set(RULES)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_stored_game_plays_to_its_end_and_its_scores(game):
    record = stored(GAMES[game]())
    app, scene = watching(record)
    assert app.scene is scene and scene.playing and scene.step == 0
    watch_to_the_end(app, scene)
    assert list(scene.session.scores()) == record["scores"]
    assert scene.session.state is scene.replay.final
    assert str(max(record["scores"])) in scene.banner_text()   # it tells how it ended
    if game in ENDS:
        scores, banner = ENDS[game]
        assert record["scores"] == scores
        assert scene.banner_text() == banner
    surface = pygame.display.get_surface()
    assert surface.get_size() == (1280, 720)


def test_step_back_forward_seek_and_speed():
    record = stored(GAMES["garbo"]())
    app, scene = watching(record)
    key(app, pygame.K_SPACE)                      # pause
    assert not scene.playing
    key(app, pygame.K_END)
    assert scene.step == len(scene.replay) == 32
    scene.news.say("Ochre's J♦ gives nothing away.")
    key(app, pygame.K_LEFT)
    assert scene.step == 31 and scene.session.state is scene.replay.states[31]
    assert scene.news.text == ""       # the news of another moment is gone
    key(app, pygame.K_RIGHT)
    assert scene.step == 32
    assert scene.session.state is scene.replay.states[32]
    key(app, pygame.K_HOME)
    assert scene.step == 0 and scene.session.state is scene.replay.states[0]
    # A click on the track seeks there.
    x, y, w, h = TRACK
    click(app, (x + w / 2, y + h / 2))
    assert scene.step == 16 and scene.session.state is scene.replay.states[16]
    assert scene.board.shown.table == scene.replay.states[16].table
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert SPEEDS[scene.speed] == 4.0
    key(app, pygame.K_DOWN)
    assert SPEEDS[scene.speed] == 2.0
    # Play from the end starts again from the deal.
    key(app, pygame.K_END)
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.step == 0


def test_hidden_cards_show_in_a_replay(monkeypatch):
    import scenes.boards.garbo as garbo_board
    import scenes.boards.petroglyph as petroglyph_board
    shown = []
    real = garbo_board.draw_other_hand
    monkeypatch.setattr(garbo_board, "draw_other_hand",
                        lambda canvas, rect, name, cards, *more: (
                            shown.append(list(cards)), real(canvas, rect, name, cards, *more)))
    app, scene = watching(stored(GAMES["garbo"]()))
    scene.seek(10)
    frames(app, 2)
    assert shown and shown[-1] and "?" not in shown[-1]

    peeked = []
    monkeypatch.setattr(petroglyph_board, "peek",
                        lambda canvas, rect, card: peeked.append(card))
    app, scene = watching(stored(GAMES["petroglyph"]()))
    frames(app, 2)
    assert len(peeked) >= 16 and "?" not in peeked


def test_a_replay_plays_no_move_of_its_own_and_takes_no_clicks():
    """The board is watched: a click on it is no move, and no bot thinks."""
    app, scene = watching(stored(GAMES["fossil"]()))
    key(app, pygame.K_SPACE)
    before = scene.step
    click(app, (640, 360))
    frames(app, 120)
    assert scene.step == before and scene.board.person() is None
    assert scene.session._worker is None


def test_a_record_that_does_not_replay_says_so_and_goes_back():
    app = make_app(fixed_dt=16)
    from scenes.screens.menu import MenuScene
    app.run(MenuScene(app), max_frames=2)
    record = stored(GAMES["garbo"]())
    record["moves"][3]["move"] = {"card": "nonsense"}
    scene = ReplayScene(app, record)
    app.push(scene)
    frames(app, 2)
    assert scene.problem == "This game cannot be replayed: missing 'move'"
    click(app, centre(scene.buttons[0].rect))
    frames(app, 2)
    assert isinstance(app.scene, MenuScene)
    app.push(ReplayScene(app, None))
    frames(app, 2)
    assert app.scene.problem == ("This game cannot be replayed: this game is no longer in "
                                 "the records")
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert isinstance(app.scene, MenuScene)


def test_the_score_screen_replays_the_game_just_played():
    app = make_app(fixed_dt=16)
    game = GAMES["garbo"]()
    session = Session("garbo", parse_seats("human,bot:easy"), game["seed"])
    for entry in game["moves"]:
        session.apply(entry["seat"], session.rules.move_from_dict(entry["move"]))
    score = ScoreScene(app, session)
    app.run(score, max_frames=2)
    watch = next(b for b in score.buttons if b.label == "Watch replay")
    click(app, centre(watch.rect))
    frames(app, 2)
    assert isinstance(app.scene, ReplayScene) and len(app.scene.replay) == 32
    watch_to_the_end(app, app.scene)
    assert list(app.scene.session.scores()) == list(session.scores()) == ENDS["garbo"][0]
    assert app.scene.banner_text() == "Ochre wins 390 to 249"   # the bot of this table
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.scene is score


def test_ligretto_hands_show_the_card_the_next_turn_would_show():
    app, scene = watching(stored(GAMES["ligretto"]()))
    scene.seek(20)
    peeked = []
    real = app.canvas.peek
    app.canvas.peek = lambda game, card, rect: (peeked.append(card), real(game, card, rect))
    app.dirty = True
    frames(app)
    from scenes.boards.ligretto_places import face
    state = scene.session.state
    expect = {face(h[min(3, len(h)) - 1]) for h in state.hands if h}
    assert peeked and set(peeked) == expect

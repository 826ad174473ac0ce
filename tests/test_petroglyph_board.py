"""The Petroglyph table through the real scene stack, headless, driven by clicks."""

from __future__ import annotations

import json
import os

from screen_helpers import (
    centre,
    click,
    click_target,
    frames,
    key,
    new_app,
    settle,
    table_save_path,
)

from game.petroglyph.rules import Collect, Flip, Shuffle
from scenes.screens.menu import MenuScene
from scenes.screens.saved import SavedScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session


def start_table(app, seats, seed=5, options=None):
    session = Session("petroglyph", seats, seed, options, table_save_path())
    app.run(TableScene(app, session), max_frames=app.frames + 1)
    return app.scene


def table_with_deck(deck, names=("Ada", "Ben")):
    """A table of people whose cards lie in a known order (deck: 17 ids, row by row)."""
    app = new_app()
    seats = [Seat("human", n) for n in names]
    session = Session("petroglyph", seats, 1, None, table_save_path())
    session.state = session.rules.new_game(len(seats), 1, deck=deck)
    app.run(TableScene(app, session), max_frames=1)
    return app, app.scene, session


def pick(legal):
    """A plain person: collects greens at two, else flips the first card, shuffles row 1."""
    for move in legal:
        if isinstance(move, Collect):
            return move
    return legal[0]


def test_person_clicks_through_a_whole_solitaire_game():
    app = new_app()
    table = start_table(app, [Seat("human", "Ada")], seed=11)
    moves = 0
    while isinstance(app.scene, TableScene):
        settle(app)
        if not isinstance(app.scene, TableScene):
            break
        session = app.scene.session
        if session.is_over():
            frames(app, 5)
            continue
        before = len(session.moves)
        move = pick(session.legal(0))
        click(app, click_target(table.board, move))
        assert len(session.moves) == before + 1, f"click for {move} did nothing"
        moves += 1
        assert moves < 200
    assert isinstance(app.scene, ScoreScene)
    assert app.scene.session.scores() == (21,)
    assert app.scene.headline_text() == "Solitaire: 21 points · Good!"
    # A finished game leaves nothing to continue.
    assert not os.path.exists(table_save_path())


def test_illegal_clicks_change_nothing_and_say_why():
    app = new_app()
    table = start_table(app, [Seat("human", "Ada"), Seat("human", "Ben")], seed=2)
    session = table.session
    click(app, centre(table.board.cell_rect(0)))
    settle(app)
    state = session.state
    # Seed 2: the first card does not end Ada's turn, so it is still face up and hers.
    assert (state.current, state.phase, state.up) == (0, "flip", (0,))
    # Clicking the card that is already face up is refused in words.
    click(app, centre(table.board.cell_rect(0)))
    assert session.state == state
    assert table.news.text == "That card is already face up." and table.news.warning
    # A shuffle arrow clicked when no shuffle is due, and a click on bare felt.
    for pos in (centre(table.board.handle_rect("row", 0)), (640, 700), (200, 600)):
        before = session.state
        click(app, pos)
        settle(app)
        assert session.state == before


def test_collect_button_and_turn_banner():
    # G1 and G2 on top: flip both, then collect them with the button.
    app, table, session = table_with_deck(
        ["G1", "G2", "R1", "B1", "R2", "B2", "Y1", "G3", "Y2", "B3", "G4", "R3", "YH",
         "G5", "R4", "Y3", "G6"])
    assert table.banner_text() == "Ada's turn · Turn over a face-down card"
    click(app, centre(table.board.cell_rect(0)))
    settle(app)
    assert table.banner_text() == "Ada's turn · Collect 1 cup for 1 point, or turn another card"
    click(app, centre(table.board.cell_rect(1)))
    settle(app)
    assert table.banner_text() == \
        "Ada's turn · Collect 2 cups for 3 points, or turn another card"
    assert Collect() in session.legal(0)
    click(app, centre(table.board.layout.rect("actions")))
    settle(app)
    assert session.scores() == (3, 0)
    assert table.banner_text() == "Ben's turn · Turn over a face-down card"
    assert table.news.text == "Ada collects two cups: +3"
    assert table.sign is not None and table.sign[0] == "Ben's turn"  # pass the mouse


def test_shuffle_arrow_after_a_mismatch():
    app, table, session = table_with_deck(
        ["R1", "B1", "G1", "G2", "R2", "B2", "Y1", "G3", "Y2", "B3", "G4", "R3", "YH",
         "G5", "R4", "Y3", "G6"])
    click(app, centre(table.board.cell_rect(0)))
    settle(app)
    click(app, centre(table.board.cell_rect(1)))
    settle(app)
    assert session.state.phase == "shuffle"
    assert table.banner_text() == ("Ada's turn · No match: shuffle a row or column (choose an "
                                   "arrow), or don't shuffle")
    click(app, centre(table.board.handle_rect("col", 2)))
    settle(app)
    assert session.moves[-1]["move"] == {"move": "shuffle", "line": "col", "index": 2}
    assert session.state.current == 1


def test_continue_after_a_crash_restores_the_game(home):
    app = new_app()
    table = start_table(app, [Seat("human", "Ada"), Seat("bot", "Flint", "easy")], seed=9)
    click(app, centre(table.board.cell_rect(5)))
    settle(app)
    saved_state = table.session.state
    assert os.path.exists(table_save_path())
    # The process dies here; a new app starts from the menu.
    app2 = new_app()
    app2.run(MenuScene(app2), max_frames=1)
    menu = app2.scene
    assert [s.save_path for s in menu.saved] == [table.session.save_path]
    click(app2, centre(menu.cont.rect))
    frames(app2, 2)
    listed = app2.scene
    assert isinstance(listed, SavedScene)
    click(app2, centre(listed.buttons[1].rect))     # the first game's Continue
    frames(app2, 2)
    assert isinstance(app2.scene, TableScene)
    assert app2.scene.session.state == saved_state
    assert app2.scene.session.seats[1] == Seat("bot", "Flint", "easy")


def test_a_corrupted_save_is_moved_aside_and_the_menu_still_starts(home):
    path = table_save_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "bot", "name": "Flint",
                                                 "level": "hard"}]
    flip_twice = [{"seat": 0, "move": {"move": "flip", "cell": [0, 0]}}] * 2
    for garbage in ("{not json", json.dumps({"format": 1, "game": "petroglyph",
                                              "players": 2, "seats": [], "moves": []}),
                    json.dumps({"format": 1, "game": "petroglyph", "players": 2,
                                "seats": seats, "seed": 4, "options": {},
                                "moves": flip_twice})):
        with open(path, "w") as f:
            f.write(garbage)
        app = new_app()
        app.run(MenuScene(app), max_frames=2)
        assert isinstance(app.scene, MenuScene)
        assert app.scene.saved == []
        assert [n for n in os.listdir(os.path.dirname(path))
                if n.startswith("table.json.damaged")]
        notice = str(app.notice)        # a Phrase from the menu: str() is its English
        assert notice.startswith("A saved game from ")      # "table": no game's name
        assert notice.endswith(" could not be read; it was set aside.")
        assert not os.path.exists(path)


def test_menu_starts_a_solitaire_game_with_a_typed_name():
    app = new_app()
    app.run(MenuScene(app), max_frames=1)
    menu = app.scene
    click(app, centre(menu.minus.rect))
    assert menu.players == 1
    click(app, centre(menu.fields[0].rect))
    import pygame
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    for ch in "Zoe":
        key(app, ord(ch.lower()), ch)
    key(app, pygame.K_RETURN)
    click(app, centre(menu.play.rect))
    frames(app, 2)
    assert isinstance(app.scene, TableScene)
    assert app.scene.session.seats == [Seat("human", "Zoe")]
    assert app.scene.session.options == {"solo_shuffle": "lines"}


def test_window_resize_and_tiny_window_keep_the_game():
    import pygame
    app = new_app()
    table = start_table(app, [Seat("human", "Ada")], seed=4)
    state = table.session.state
    for size in ((1920, 1080), (200, 120), (1000, 700)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        frames(app, 3)
        assert table.session.state == state
    # Clicks are mapped back to the logical table at any size.
    x, y, w, h = table.board.cell_rect(0)
    px = app.canvas.rect((x + w / 2, y + h / 2, 1, 1)).topleft
    import pygame as pg
    pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=px, button=1))
    pg.event.post(pg.event.Event(pg.MOUSEBUTTONUP, pos=px, button=1))   # a press on a
    frames(app)             # card is a click once let go (a long one: the card, closely)
    assert table.session.moves[-1]["move"] == {"move": "flip", "cell": [0, 0]}
    assert Flip((0, 0)) not in table.session.legal(0)
    assert Shuffle("row", 0) not in table.session.legal(0)


GREEN_CUPS = {1: 1, 2: 3, 3: 7, 4: 13, 5: 21, 6: 31}


def points_by_the_page(cards) -> int:
    """A collected set's points, as seeds/petroglyph.md's scoring table says (not the
    rules' own counting): two reds 5, three blues 10, greens by their number, two animals
    their values added, the hunter and an animal 1 + three times the animal."""
    colours = {card[0] for card in cards}
    assert len(colours) == 1, cards
    kind = colours.pop()
    if kind == "G":
        return GREEN_CUPS[len(cards)]
    if kind in "RB":
        assert len(cards) == {"R": 2, "B": 3}[kind], cards
        return {"R": 5, "B": 10}[kind]
    assert len(cards) == 2, cards
    values = [int(card[1]) for card in cards if card != "YH"]
    return 1 + 3 * values[0] if "YH" in cards else sum(values)


def test_a_bot_only_game_reaches_the_score_scene():
    from scenes.routes import make_app
    app = make_app(fixed_dt=16, demo=True)
    app.settings.bot_pace_ms = 60
    seats = [Seat("bot", "Flint", "easy"), Seat("bot", "Ochre", "medium"),
             Seat("bot", "Slate", "hard")]
    session = Session("petroglyph", seats, 21)
    app.run(TableScene(app, session), max_frames=40000)
    assert isinstance(app.scene, ScoreScene)
    assert session.is_over()
    assert not app.running  # a demo ends by itself after the score scene
    # The score scene shows each seat's sets counted as the rules page counts them.
    assert tuple(sum(map(points_by_the_page, sets)) for sets in session.state.sets) \
        == session.scores() == (6, 11, 13)
    assert app.scene.headline_text() == "Slate wins with 13 points"


def test_command_line_demo_reports_the_score_scene(tmp_path):
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, os.path.join(root, "main.py"), "--headless",
                          "--demo", "petroglyph", "--players", "2", "--seed", "3",
                          "--fixed-dt", "16", "--report", "--screenshot",
                          str(tmp_path / "end.png")],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["scene"] == "score"
    assert report["game"] == "petroglyph" and len(report["scores"]) == 2
    assert set(report["frame_ms"]) == {"p50", "p95", "p99", "max"}
    assert (tmp_path / "end.png").stat().st_size > 1000


def test_command_line_refuses_a_bad_seat_in_words(tmp_path, capsys):
    import main
    assert main.main(["--headless", "--game", "petroglyph", "--seats", "human,robot"]) == 2
    assert capsys.readouterr().err == \
        "cardtable: a seat is 'human', 'remote' or 'bot[:level]', not 'robot'\n"


def test_the_end_of_an_animation_is_drawn_and_an_idle_table_is_not_redrawn():
    app, table, session = table_with_deck(
        ["G1", "G2", "R1", "B1", "R2", "B2", "Y1", "G3", "Y2", "B3", "G4", "R3", "YH",
         "G5", "R4", "Y3", "G6"])
    drawn = []
    real_draw = table.draw

    def spy(canvas):
        sprite = table.board.sprites[0]
        drawn.append((app.frames, sprite.face, sprite.squash))
        real_draw(canvas)
    table.draw = spy
    app.settings.tips = False                 # the first green's tip would fade in
    click(app, centre(table.board.cell_rect(0)))
    settle(app)
    assert drawn[-1][1:] == ("G1", 1.0)       # the flip's final frame reached the screen
    count = len(drawn)
    frames(app, 30)
    assert len(drawn) == count                # nothing moved, nothing redrawn


def test_a_click_made_while_a_card_is_still_turning_is_not_lost():
    app, table, session = table_with_deck(
        ["G1", "G2", "R1", "B1", "R2", "B2", "Y1", "G3", "Y2", "B3", "G4", "R3", "YH",
         "G5", "R4", "Y3", "G6"])
    click(app, centre(table.board.cell_rect(0)))
    assert table.board.busy
    click(app, centre(table.board.cell_rect(1)))    # quick hands, mid-flip
    settle(app)
    assert [m["move"] for m in session.moves] == [{"move": "flip", "cell": [0, 0]},
                                                  {"move": "flip", "cell": [0, 1]}]

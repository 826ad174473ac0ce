"""No text collides, anywhere: every screen, and every game's table through a bot game to
its score screen, drawn at 1280x720, at a small window and at 1920x1080; each line of text
drawn must stay on the screen and touch no other line (tests/text_checks.py reads them).
In French and Italian: test_text_fits_languages.py; the curtain, controllers awaited and a
table waiting for people on other computers: test_text_fits_people.py."""

from __future__ import annotations

import random

import pytest
from text_checks import (
    LARGE_PRINT,
    SCREENS,
    SIZES,
    TABLES,
    at_text_size,
    collisions,
    played_out,
    record_games,
    stats_and_saved,
)

from scenes.routes import make_app
from scenes.services.deals import demo_session


def test_the_check_sees_a_collision():
    app = make_app(fixed_dt=16)
    app.open("menu")
    app.run(max_frames=2)
    draw = app.scene.draw

    def crowded(canvas):
        draw(canvas)
        canvas.text("Card Table", 56, (640, 62), anchor="center")   # over the title: same
        canvas.text("Overlapping words", 22, (640, 112), anchor="center")
        canvas.text("off the edge", 22, (1270, 300))
    app.scene.draw = crowded
    assert collisions(app) == ["MenuScene: 'Four card games for the family, on one computer "
                               "or several' touches 'Overlapping words'",
                               "MenuScene: 'off the edge' leaves the screen"]


def test_the_check_sees_what_lies_over_words():
    """A panel laid over words it does not hide on purpose, opaque or not; one in FRONT
    (hiding them on purpose) they show through; a see-through box on a VEIL; an arrow
    over words. What a panel hides on purpose, or lies under it, is none of these."""
    from scenes.shell.canvas import FRONT, SIGN, VEIL
    app = make_app(fixed_dt=16)
    app.open("menu")
    app.run(max_frames=2)
    draw = app.scene.draw
    subtitle = "'Four card games for the family, on one computer or several'"
    for over, said in (
            (lambda c: c.panel((300, 100, 680, 24), alpha=255),
             f"{subtitle} hides under a panel laid over it (300, 100, 680, 24)"),
            (lambda c: c.panel((300, 100, 680, 24), alpha=120),
             f"{subtitle} shows through a panel laid over it (300, 100, 680, 24)"),
            (lambda c: c.panel((300, 100, 680, 24), alpha=250, hides=FRONT),
             f"{subtitle} shows through the panel in front of it (300, 100, 680, 24)"),
            (lambda c: (c.panel((0, 0, 1280, 720), alpha=150, hides=VEIL),
                        c.panel((300, 100, 680, 24), alpha=230)),
             f"{subtitle}, dimmed, shows through a box laid on it (300, 100, 680, 24)"),
            (lambda c: c.arrow((0, 0, 0), (640, 80), (640, 140)),
             f"an arrow crosses {subtitle}")):
        app.scene.draw = lambda canvas, over=over: (draw(canvas), over(canvas))
        assert [b for b in collisions(app) if "Card Table" not in b] == [f"MenuScene: {said}"]
    for over in (lambda c: c.panel((300, 100, 680, 24), alpha=255, hides=FRONT),
                 lambda c: c.panel((300, 100, 680, 24), alpha=100, hides=SIGN),
                 lambda c: c.panel((0, 0, 1280, 720), alpha=150, hides=VEIL),
                 lambda c: (c.panel((0, 0, 1280, 720), alpha=150, hides=VEIL),
                            c.panel((300, 100, 680, 24), alpha=255)),
                 lambda c: c.arrow((0, 0, 0), (1270, 300), (1270, 400))):
        app.scene.draw = lambda canvas, over=over: (draw(canvas), over(canvas))
        assert collisions(app) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_collides_on_any_screen(size):
    app = make_app(fixed_dt=16, size=size)
    bad = []
    for name, kwargs in SCREENS:
        app.open(name, how="reset", **kwargs)
        app.run(max_frames=app.frames + 3)
        bad += collisions(app)
    assert bad == []


@pytest.mark.parametrize("game,players", TABLES, ids=lambda v: str(v))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_collides_at_any_table_while_bots_play(game, players, size):
    """Thirty moments of a bots' game, animations and all (however fast the bots are)."""
    assert sorted(bots_playing(make_app(fixed_dt=16, size=size, demo=True), game,
                               players)) == []


@pytest.mark.parametrize("game,players", TABLES, ids=lambda v: str(v))
@pytest.mark.parametrize("text", LARGE_PRINT)
def test_no_text_collides_at_any_table_in_large_print(game, players, text):
    """The same at Large and Larger text (issue 44), at 1280x720."""
    app = at_text_size(make_app(fixed_dt=16, demo=True), text)
    assert sorted(bots_playing(app, game, players)) == []


def bots_playing(app, game: str, players: int) -> set[str]:
    """What is wrong at thirty moments of a bots' game."""
    app.open("table", session=demo_session(game, players, "easy", seed=3))
    app.run(max_frames=1)
    bad: set[str] = set()
    for _ in range(30):
        app.run(max_frames=app.frames + 97)
        bad.update(collisions(app))
    return bad


FOUR_PEOPLE = [("en", s) for s in SIZES] + [(c, s) for c in ("fr", "it")
                                             for s in SIZES[:2]]


@pytest.mark.parametrize("code,size", FOUR_PEOPLE, ids=lambda v: v if isinstance(v, str)
                         else f"{v[0]}x{v[1]}")
def test_no_text_collides_at_a_ligretto_table_of_four_people(code, size):
    """Each person's name, key or button labels and own words ("too late") on their own
    side, while they play; then the table paused, and waiting for a controller pulled
    out."""
    from scenes.services import lang
    from scenes.services.session import Seat, Session
    session = Session("ligretto", [Seat("human", n) for n in ("Anna", "Ben", "Cleo", "Dev")],
                      3)
    app = make_app(fixed_dt=16, size=size)
    lang.use(code)
    app.open("table", session=session)
    app.run(max_frames=2)
    board = app.scene.board
    board.inputs.pads[5] = 3                # Dev's controller joined
    board.start_now()
    bad: set[str] = set()
    rng = random.Random(3)
    for _ in range(30):
        for seat in range(4):
            board.controls.auto(("row", rng.randrange(len(board.slots[seat].row))), seat)
        app.run(max_frames=app.frames + 20)
        assert board.notes                  # someone's card fitted nowhere, said by them
        bad.update(collisions(app))
    board.toggle_pause()
    app.run(max_frames=app.frames + 3)
    bad.update(collisions(app))
    board.toggle_pause()
    del board.inputs.pads[5]
    app.run(max_frames=app.frames + 3)
    assert board.inputs.waiting() == [3]
    bad.update(collisions(app))
    assert sorted(bad) == []


@pytest.mark.parametrize("game,players", TABLES, ids=lambda v: str(v))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_collides_on_any_score_screen(game, players, size):
    app = make_app(fixed_dt=16, size=size)
    app.open("score", session=played_out(game, players))
    app.run(max_frames=3)
    assert collisions(app) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_collides_with_records_and_a_drop_asked(size):
    """The statistics with games recorded (the challenge's stars in a row), and a saved game
    whose Drop was clicked once (the question takes its line)."""
    record_games()
    app = make_app(fixed_dt=16, size=size)
    bad = stats_and_saved(app)
    assert sorted(set(bad)) == []


def test_a_sign_hides_what_lies_under_it_but_not_what_is_drawn_over_it():
    app = make_app(fixed_dt=16)
    app.open("table", session=demo_session("garbo", 2, "easy", seed=3))
    app.run(max_frames=2)
    table = app.scene
    draw = table.board.draw

    def crowded(canvas):
        draw(canvas)
        canvas.text("♦ +12", 20, (640, 360), anchor="center")       # a label under the sign
    table.board.draw = crowded
    table.show_sign("Level Two · Bot 2 leads", 5000)
    app.run(max_frames=app.frames + 20)
    assert collisions(app) == []
    table.show_sign("Level", 5000)                                   # a narrow sign: the
    table.board.draw = lambda canvas: (draw(canvas), canvas.text(    # label beside it shows
        "♦ +12", 20, (200, 360), anchor="center"), canvas.text("Overlapping", 20, (200, 362)))
    app.run(max_frames=app.frames + 2)
    assert collisions(app) != []


def test_no_text_collides_while_a_solitaire_card_goes_out_of_the_game():
    """Solitaire Petroglyph: every card put out of the game, from each of the sixteen
    places of the grid, drawn at every frame of its slide to the pile (a bots' game only
    sometimes caught one on its way, over the pile's heading)."""
    from scenes.services.session import Seat, Session
    app = make_app(fixed_dt=16)
    app.settings.tips = False           # (a tip over the line: the tables' test has them)
    bad: set[str] = set()
    out: set[tuple] = set()
    for seed in range(60):
        rng = random.Random(seed)
        app.open("table", how="reset",
                 session=Session("petroglyph", [Seat("human", "Ada")], seed))
        app.run(max_frames=app.frames + 2)
        table = app.scene
        while not table.session.is_over():
            move = rng.choice(table.session.legal(0))
            table.play_move(0, move)
            discard = type(move).__name__ == "Discard"
            while table.board.busy:
                app.run(max_frames=app.frames + 1)
                if discard:
                    bad.update(collisions(app))
            out |= {move.cell} if discard else set()
        if len(out) == 16:
            break
    assert len(out) == 16
    assert sorted(bad) == []


def test_a_screen_drawn_ahead_measures_its_words_at_the_text_size():
    """A screen rehearsed offscreen (App.prepare, the frames' spare time) measures and
    fits its words at the text size chosen, as the window does: a label fitted there is
    fitted the same on screen, inside its room (issue 44: large print)."""
    from text_checks import at_text_size
    app = at_text_size(make_app(fixed_dt=16), "larger")
    stage = app.spare.stage()
    assert stage.text_scale == app.canvas.text_scale == 1.6
    label = "Réglages du son"
    shown, size = stage.fitted(label, 20, 138)           # cached by the rehearsal ...
    assert app.canvas.fitted(label, 20, 138) == (shown, size)    # ... read by the window
    assert app.canvas.text_width(shown, size) <= 138


def test_large_print_shrinks_a_line_toward_its_normal_size_never_below():
    """At Larger a line too wide for its room is drawn smaller, down to the size it would
    have at the Normal text size and never below it, before it is cut; lines that may
    wrap take two lines at the large size before they shrink."""
    from text_checks import at_text_size
    app = at_text_size(make_app(fixed_dt=16), "larger")
    canvas = app.canvas
    words = "Continue a game"
    full = canvas.text_width(words, 20)
    assert canvas.fitted(words, 20, full + 1) == (words, 20)
    shown, size = canvas.fitted(words, 20, full * 0.8)
    assert shown == words and canvas.font_px(size) < canvas.font_px(20)
    assert canvas.font_px(size) >= 16          # 20 at Normal may shrink to 16, no further
    canvas.shortened = set()
    shown, size = canvas.fitted(words, 20, full * 0.3)
    assert shown.endswith("…") and canvas.font_px(size) == 16
    assert canvas.shortened == {words}
    canvas.shortened = None
    sentence = "Click a name to change it, Person/Bot for a bot or another computer."
    lines, size = canvas.fit_lines(sentence, (18,), canvas.text_width(sentence, 18) * 0.7)
    assert len(lines) == 2 and size == 18

"""Every sentence whole, in every language: each hint and refusal on the line of what
happened, every screen, every table at each seat count (bots playing, tips, the score
screen), the notice of a window too small, every lesson and every replay, in French and
Italian at 1280x720 and at 960x540 (tests/text_checks.py reads the lines drawn)."""

from __future__ import annotations

import pytest
from registered import names
from text_checks import (
    BOTH,
    EVERY_TABLE,
    LANGS,
    SCREENS,
    SIZES,
    TABLES,
    TEXT_SIZES,
    at_each_size,
    at_text_size,
    between_rounds,
    collisions,
    drawn_lines,
    large_print,
    played_out,
    record_games,
    speaking,
    stats_and_saved,
)

from scenes.routes import make_app
from scenes.services.deals import demo_session


def game_sentences(*sources: str) -> list:
    """Every sentence the catalogs hold from these files of game/, as the Phrase a table
    is handed (a Plural at 1 and at 88), each place filled with a number of two digits:
    the longest a place of these sentences takes."""
    import re

    from babel.messages.pofile import read_po

    from game.core import Phrase, Plural
    with open("assets/locale/fr/LC_MESSAGES/cardtable.po", "rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if not message.id or not any(path in sources for path, _line in message.locations):
            continue
        one, many = message.id if message.pluralizable else (message.id, None)
        places = {name: 88 for name in re.findall(r"{(\w+)}", one + (many or ""))
                  if name != "n"}
        if many is None:
            out.append(Phrase(one, **places))
        else:
            out.extend(Plural(one, many, n, n=n, **places) for n in (1, 88))
    return out


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_hint_and_refusal_is_whole_on_the_line_of_what_happened(game, size):
    """Each hint's reason (game/hints.py) and each refusal of the game's rules, in each
    language, drawn on the table's line of what happened (two lines at most): never cut,
    never off the screen."""
    assert every_sentence_said(make_app(fixed_dt=16, size=size), game) == []


@pytest.mark.parametrize("game", names())
def test_every_hint_and_refusal_is_whole_in_larger_print(game):
    """The same at Larger text, at 1280x720: the line keeps to its room, its words whole."""
    app = at_text_size(make_app(fixed_dt=16), "larger")
    assert every_sentence_said(app, game) == []


def every_sentence_said(app, game: str) -> list[str]:
    """What is wrong with each hint and refusal said on `app`'s table of `game`."""
    import glob

    from scenes.services import lang
    from scenes.services.session import Seat, Session
    sources = ["game/hints.py", "game/takeback.py"] + sorted(
        glob.glob(f"game/{game}/*.py"))
    sentences = game_sentences(*sources)
    assert len(sentences) > 20
    app.open("table", session=Session(game, [Seat("human", "Ada"),
                                             Seat("bot", "Ochre", "easy")], 3))
    app.run(max_frames=2)
    table, canvas = app.scene, app.canvas
    draw_news = getattr(table.board, "draw_news", table.news.draw)
    bad = []
    for code in ("en", "fr", "it"):
        lang.use(code)
        for phrase in sentences:
            said = lang.text(phrase)
            table.news.say(said, warning=True)
            canvas.shortened = set()
            draw_news(canvas, table.message_rect())
            if canvas.shortened or not table.news.drawn:
                bad.append(f"{code}: {said!r} is cut")
            for r in table.news.drawn:
                if not app.screen.get_rect().contains(r):
                    bad.append(f"{code}: {said!r} leaves the screen")
    canvas.shortened = None
    return bad


@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LANGS)
def test_every_screen_is_whole_in_french_and_italian(code, size):
    """Every screen, the statistics with records and Continue's list, each word whole."""
    record_games()
    app = speaking(code, size)
    bad = []
    for name, kwargs in SCREENS:
        app.open(name, how="reset", **kwargs)
        app.run(max_frames=app.frames + 3)
        bad += collisions(app)
    bad += stats_and_saved(app)
    assert sorted(set(bad)) == []


@pytest.mark.parametrize("game,players", EVERY_TABLE, ids=lambda v: str(v))
@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LANGS)
def test_every_table_is_whole_in_french_and_italian(code, size, game, players):
    """Each table with each seat count: bots playing, and the score screen of a game
    played to its end (a person's table: the next test)."""
    assert sorted(bots_table(speaking(code, size, demo=True), game, players)) == []


@pytest.mark.parametrize("code,text,game,players", large_print(EVERY_TABLE),
                         ids=lambda v: str(v))
def test_every_table_is_whole_in_large_print(code, text, game, players):
    """Each table at Large and Larger text (issue 44), at 1280x720: every word bigger,
    and still whole, apart and inside its panel (the score screen: the screens' tests)."""
    app = at_text_size(speaking(code, (1280, 720), demo=True), text)
    assert sorted(bots_table(app, game, players, score=False)) == []


def bots_table(app, game: str, players: int, score: bool = True) -> set[str]:
    """What is wrong at a table of bots, six moments of it, and on its score screen."""
    app.open("table", session=demo_session(game, players, "easy", seed=3))
    app.run(max_frames=1)
    bad: set[str] = set()
    for _k in range(6):
        app.run(max_frames=app.frames + 61)
        bad.update(collisions(app))
    if score:
        app.open("score", session=played_out(game, players))
        app.run(max_frames=app.frames + 3)
        bad.update(collisions(app))
    return bad


@pytest.mark.parametrize("game,players", EVERY_TABLE, ids=lambda v: str(v))
@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ("en",) + LANGS)
def test_nothing_lies_over_words_at_a_persons_table(code, size, game, players):
    """A person's table, each word whole and nothing laid over words it does not hide on
    purpose, nor letting them show through, nor an arrow over them: each of the board's
    first-time tips as its rule bites (a refusal on the line of what happened), a hint's
    glow and arrow and some other moves pointed at (its reason said), the History open
    over the seats, and Ligretto's round scores, paused then not."""
    assert sorted(persons_table(speaking(code, size), game, players)) == []


@pytest.mark.parametrize("code,text,game,players", large_print(EVERY_TABLE),
                         ids=lambda v: str(v))
def test_nothing_lies_over_words_at_a_persons_table_in_large_print(code, text, game,
                                                                     players):
    """A person's table, as the test above, at Large and Larger text, at 1280x720."""
    app = at_text_size(speaking(code, (1280, 720)), text)
    assert sorted(persons_table(app, game, players)) == []


def persons_table(app, game: str, players: int) -> set[str]:
    """What is wrong at a person's table: its tips, pointers, History, round scores."""
    from scenes.boards import BOARDS
    from scenes.services.lang import _
    from scenes.services.session import Seat, Session
    seats = [Seat("human", "Ada")] + [Seat("bot", f"Bot {k + 1}", "easy")
                                      for k in range(1, players)]
    app.open("table", session=Session(game, seats, 3))
    app.run(max_frames=3)
    table = app.scene
    if game == "ligretto":
        table.board.start_now()          # its tip comes in a race, never in the 3-2-1
        app.run(max_frames=app.frames + 2)
    import glob

    from scenes.services import lang
    refusals = sorted((lang.text(p) for p in game_sentences(*glob.glob(f"game/{game}/*.py"))),
                      key=len)
    bad: set[str] = set()
    for words in BOARDS[game].tips.values():
        table.news.say(refusals[-1], warning=True)
        table.tip_line = [_("Tip: {tip}").format(tip=_(words)), 1000.0, 60_000.0]  # words, age, for
        app.run(max_frames=app.frames + 1)
        bad.update(collisions(app))
    table.tip_line = None
    bad.update(pointed_at(app))
    for said in refusals[-8:]:
        table.say(said)
    table.toggle_history()
    app.run(max_frames=app.frames + 2)
    bad.update(collisions(app))
    table.toggle_history()
    if game == "ligretto":                      # the round's scores, on the table
        app.open("table", session=between_rounds(seats))
        app.run(max_frames=app.frames + 3)
        app.scene.board.toggle_pause()           # Esc while the scores show
        app.run(max_frames=app.frames + 3)
        bad.update(collisions(app))
        app.scene.board.toggle_pause()
        app.run(max_frames=app.frames + 3)
        assert app.scene.session.between()
        bad.update(collisions(app))
    return bad


def pointed_at(app, most: int = 6) -> list[str]:
    """What is wrong while the table points at the hint's move (its reason said) and at
    a few other moves of the person's, when the person may play."""
    import random

    from game.hints import hint
    from scenes.kit.pointer import Marks
    from scenes.services import lang
    table, session = app.scene, app.scene.session
    if 0 not in session.to_act() or not session.legal(0):
        return []
    found = hint(session.game, session.view(0), 0, session.heard_by(0))
    moves = session.legal(0)
    bad = []
    for move in [found.move] + random.Random(3).sample(moves, min(most, len(moves))):
        marks = table.board.marks(move)
        if marks == Marks():
            continue
        table.news.say(lang.text(found.reason))
        table.help.pointer = [marks, 0.0, 0, move]
        app.run(max_frames=app.frames + 1)
        bad += collisions(app)
    table.help.pointer = None
    return bad


@pytest.mark.parametrize("code", ("en",) + LANGS)
def test_the_notice_of_a_window_too_small_is_whole_in_the_smallest_window(code):
    """'Make the window larger to play' inside the window, its lines apart, in a window
    asked smaller than the app allows and in windows just too small for the table."""
    from scenes.shell.app import SMALLEST
    from scenes.shell.too_small import draw_too_small
    for size in ((60, 40), SMALLEST, (300, 170)):
        app = speaking(code, size)
        app.open("menu")
        app.run(max_frames=2)
        assert app.canvas.scale < 0.3
        assert app.screen.get_width() >= SMALLEST[0] or size[0] < SMALLEST[0]
        drawn = draw_too_small(app.screen, app.assets)
        screen = app.screen.get_rect()
        assert drawn and all(screen.contains(r) for r in drawn), (size, drawn)
        assert not any(a.colliderect(b) for i, a in enumerate(drawn) for b in drawn[i + 1:])


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("code", LANGS)
def test_every_lesson_is_whole_in_french_and_italian(code, game):
    """Each step of each guided game, and each refusal its Try steps earn, at 1280x720
    and at 960x540 (the lesson is clicked through at 1280x720, where a logical point is
    a pixel)."""
    assert sorted(whole_lesson(make_app(fixed_dt=16), game, code)) == []


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("code,text", [(c, t) for c in LANGS for t in ("large", "larger")])
def test_every_lesson_is_whole_in_large_print(code, text, game):
    """Each lesson, as above, at Large and Larger text."""
    app = at_text_size(make_app(fixed_dt=16), text)
    assert sorted(whole_lesson(app, game, code)) == []


def whole_lesson(app, game: str, code: str) -> set[str]:
    """What is wrong at each step of a game's lesson, at 1280x720 and at 960x540."""
    from lesson_helpers import drive, open_lesson
    open_lesson(app, game, code)
    bad: set[str] = set()
    drive(app, limit=3000, look=lambda app: bad.update(at_each_size(app)))
    return bad


@pytest.mark.parametrize("game,players", TABLES, ids=lambda v: str(v))
@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LANGS)
def test_every_replay_is_whole_in_french_and_italian(code, size, game, players):
    """A finished game watched again: its first words, moments of it played at the
    fastest speed, and its last move (the headline in the banner)."""
    assert sorted(whole_replay(speaking(code, size), game, players)) == []


@pytest.mark.parametrize("code,text,game,players", large_print(TABLES), ids=lambda v: str(v))
def test_every_replay_is_whole_in_large_print(code, text, game, players):
    """A replay, as above, at Large and Larger text, at 1280x720."""
    app = at_text_size(speaking(code, (1280, 720)), text)
    assert sorted(whole_replay(app, game, players)) == []


def whole_replay(app, game: str, players: int) -> set[str]:
    """What is wrong while a finished game is watched again."""
    from scenes.screens.replay import SPEEDS
    record = played_out(game, players).record()
    record["when"] = "2026-01-07T22:39:00"
    app.open("replay", record=record)
    app.run(max_frames=3)
    replay = app.scene
    bad = set(collisions(app))
    replay.speed = len(SPEEDS) - 1
    for _k in range(8):
        app.run(max_frames=app.frames + 41)
        bad.update(collisions(app))
    assert replay.step > 0
    replay.seek(len(replay.replay))
    app.run(max_frames=app.frames + 3)
    bad.update(collisions(app))
    return bad


# --- large print (issue 44): every screen at the Large and Larger text sizes ----------------
LARGE_PRINT = [(code, size) for code in ("en",) + LANGS for size in TEXT_SIZES]


def menu_moments(app) -> list[str]:
    """What is wrong on the menu: each game with its most seats, every seat a person (a
    game in real time: each picks their controls) and the game's options and notes, then
    its fewest seats (Petroglyph's solitaire options); a name being typed with the
    family's names offered; Continue with games saved; a short notice over the subtitle
    and a long one in its box; and the keys of F1 over it."""
    import pygame
    from screen_helpers import key

    from game import RULES
    from scenes.services.deals import demo_session
    from scenes.services.lang import _
    app.settings.family = ["Marie-Antoinette", "Massimiliano", "Bartolomeo", "Gwendoline",
                           "Anastasia"]
    app.open("menu", how="reset")
    app.run(max_frames=app.frames + 3)
    menu = app.scene
    menu.saved = [demo_session("garbo", 2, "easy", seed=3)] * 3
    bad = []
    for game in RULES:
        menu._pick(game)
        menu._count(9)
        for i in range(menu.players):
            menu.kinds[i] = "human"
        menu._default_names()
        app.run(max_frames=app.frames + 2)
        bad += at_each_size(app)
        menu._count(-9)
        app.run(max_frames=app.frames + 2)
        bad += collisions(app)
    menu._pick("fossil")
    menu._count(9)
    menu.fields[1].active = True
    menu._offer_names()
    app.run(max_frames=app.frames + 2)
    assert menu.name_buttons
    bad += collisions(app)
    menu.fields[1].active = False
    menu._offer_names()
    app.notice = _("A name has at most {n} characters.").format(n=24)
    app.run(max_frames=app.frames + 2)
    assert not menu.notice_long()
    bad += collisions(app)
    app.notice = " ".join([_("A name has at most {n} characters.").format(n=24)] * 6)
    app.run(max_frames=app.frames + 2)
    assert menu.notice_long()
    bad += collisions(app)
    app.notice = ""
    key(app, pygame.K_F1)
    assert app.keys_help
    bad += at_each_size(app)
    key(app, pygame.K_a)
    return bad


@pytest.mark.parametrize("code,text_size", LARGE_PRINT)
def test_every_screen_is_whole_in_large_print(code, text_size):
    """Every screen at the Large and Larger text sizes, in each language, at 1280x720
    and 960x540: the statistics with records, Continue's list, and the menu in each of
    its moments (`menu_moments`)."""
    record_games()
    app = at_text_size(speaking(code, (1280, 720)), text_size)
    bad = []
    for name, kwargs in SCREENS:
        app.open(name, how="reset", **kwargs)
        app.run(max_frames=app.frames + 3)
        bad += at_each_size(app)
    bad += stats_and_saved(app)
    bad += menu_moments(app)
    assert sorted(set(bad)) == []


@pytest.mark.parametrize("code,text_size", LARGE_PRINT)
def test_every_score_screen_and_the_curtain_are_whole_in_large_print(code, text_size):
    """Each game's score screen at its extreme seat counts (its own words: the headline,
    the records' lines, the note, the buttons; the seats' panels are the tables'), the
    pass-and-play curtain (long names too: its own sentences whole), and the keys of F1
    over a Ligretto table of four people (the longest list of keys), at the Large and
    Larger text sizes."""
    import pygame
    from screen_helpers import key
    from test_text_fits_people import curtain

    from scenes.boards import BOARDS
    from scenes.services.lang import _
    from scenes.services.session import Seat, Session
    app = at_text_size(speaking(code, (1280, 720)), text_size)
    bad = []
    for game, players in TABLES:
        app.open("score", how="reset", session=played_out(game, players))
        app.run(max_frames=app.frames + 3)
        score = app.scene
        own = [score.headline_text(), BOARDS[game].result_note(score.session) or "Game over",
               *(words for words, _color in score.lines), *(b.label for b in score.buttons)]
        bad += [b for b in at_each_size(app) if any(repr(words) in b for words in own)]
    for people in (("Marie-Claire", "Massimo"),
                   ("Marie-Antoinette Lefèvre", "Massimiliano Bartolomeo")):
        app.open("table", how="reset",
                 session=Session("garbo", [Seat("human", n) for n in people], 3))
        handoff = curtain(app)
        said = {_(words).format(name=name) for name in people for words in (
            "{name}'s turn", "Pass the mouse to {name}.", "I am {name}")}
        assert handoff
        bad += [b for b in at_each_size(app)
                if not b.endswith(" is cut") or any(f"{words!r} is cut" in b for words in said)]
    app.open("table", how="reset", session=Session(
        "ligretto", [Seat("human", n) for n in ("Anna", "Ben", "Cleo", "Dev")], 3))
    app.run(max_frames=app.frames + 3)
    key(app, pygame.K_F1)
    assert len(app.keys_help) > 12
    bad += [b for b in at_each_size(app) if b.startswith("TableScene: ") and any(
        repr(words) in b for pair in app.keys_help for words in pair)]
    assert sorted(set(bad)) == []


@pytest.mark.parametrize("code", ("en",) + LANGS)
def test_the_notice_of_a_window_too_small_follows_the_text_size(code):
    """At Larger, in a window just too small, "Make the window larger to play" is
    drawn bigger than at Normal, and whole: inside the window, its lines apart."""
    from scenes.shell.too_small import draw_too_small
    heights = {}
    for text_size in ("normal", "larger"):
        app = at_text_size(speaking(code, (380, 214)), text_size)
        app.open("menu")
        app.run(max_frames=2)
        drawn = draw_too_small(app.screen, app.assets)
        screen = app.screen.get_rect()
        assert drawn and all(screen.contains(r) for r in drawn), (text_size, drawn)
        assert not any(a.colliderect(b) for i, a in enumerate(drawn) for b in drawn[i + 1:])
        heights[text_size] = drawn[0].h
    assert heights["larger"] > heights["normal"] * 1.3, heights


def test_large_print_lists_longer_than_the_screen_scroll():
    """At Larger the keys of F1 at a Ligretto table of four people and the challenges'
    rows are more than the screen holds: the arrows show the rest (F1's list stays open
    while it scrolls; any other key closes it); at Normal over the menu the list fits and
    an arrow closes it as any key does."""
    import pygame
    from screen_helpers import key

    from scenes.services.session import Seat, Session
    from scenes.shell import keys_help
    app = at_text_size(speaking("fr", (1280, 720)), "larger")
    app.open("table", session=Session(
        "ligretto", [Seat("human", n) for n in ("Anna", "Ben", "Cleo", "Dev")], 3))
    app.run(max_frames=app.frames + 3)
    key(app, pygame.K_F1)
    app.run(max_frames=app.frames + 1)
    first = [t for t, _r in drawn_lines(app)]
    key(app, pygame.K_DOWN)
    assert app.keys_help is not None and keys_help.state["scroll"] == 1
    assert [t for t, _r in drawn_lines(app)] != first
    key(app, pygame.K_a)
    assert app.keys_help is None
    app.open("challenge", how="reset")
    app.run(max_frames=app.frames + 3)
    plays = app.scene.buttons[:-1]
    assert plays[0].visible and not plays[-1].visible
    for _k in range(len(plays)):
        key(app, pygame.K_DOWN)
        app.run(max_frames=app.frames + 1)
    assert plays[-1].visible and not plays[0].visible
    app = speaking("fr", (1280, 720))
    app.open("menu")
    app.run(max_frames=app.frames + 3)
    key(app, pygame.K_F1)
    key(app, pygame.K_DOWN)
    assert app.keys_help is None

"""Every word in English, French or Italian (issue 16).

- The pseudo-language marks every string the catalogs translate ‹like this›: every screen,
  each game's table at its main moments, the curtain, score and replay screens are drawn in
  it, and a line that is not marked all through (names, numbers and deal codes aside)
  bypassed the catalogs: the test names it and the screen it was drawn on.
- The catalogs are complete (nothing untranslated or fuzzy in fr and it) and hold exactly
  what the code asks for.
- Text fits in French and Italian as it does in English.
- A bots' game of each game reaches its score screen with --lang fr and --lang it."""

from __future__ import annotations

import datetime
import json
import os
import re
import subprocess
import sys

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from screen_helpers import frames
from test_replay_flow import garbo_record
from text_checks import SCREENS, SIZES, TABLES, collisions, drawn_lines, played_out

from game import RULES
from scenes.kit.keys import PAD_LABELS, US_KEYS, code_label
from scenes.routes import make_app
from scenes.services import lang
from scenes.services.controls import DEFAULT_BLOCKS
from scenes.services.deals import demo_session
from scenes.services.session import BOT_NAMES, Seat, Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "N_": None,
            "Phrase": None, "Plural": (1, 2)}
PEOPLE = ["Ada", "Ben"]
# What may stand unmarked: names, numbers, deal codes, signs; and each language's own name.
# (A card's rank is no sign: J Q K are V D R in French, so they go through the catalog.)
BARE = re.compile(r"^[\s\d+\-−×%·:;/.,()!?★☆✗✓↺▶⏸⏮⏭…#'\"=<>|⇄⇅♠♥♦♣•◀❚]*$")
MOMENT = re.compile(r"\b\d{1,2} \w{3,}\.? \d{4} \d\d:\d\d\b")   # Babel writes the month
DEAL_CODE = re.compile(r"\b[A-Z]{2}-[0-9A-Z]{4,6}-[0-9A-Z]{4}\b")
TITLES = {"Petroglyph", "Fossil", "Garbo", "Ligretto"}    # names, in every language
OWN_NAMES = set(lang.LANGUAGES.values()) | {"Card Table", lang.PSEUDO}
# What is printed on the keys and a controller's buttons (the key blocks' defaults).
KEY_CAPS = {code_label(ord(US_KEYS[k])) for block in DEFAULT_BLOCKS.values()
            for k in block.values()} | set(PAD_LABELS.values())


@pytest.fixture
def pseudo():
    yield
    lang.use("en")


def pseudo_app(**kwargs):
    """The app speaking the pseudo-language (a new app speaks the settings' language)."""
    app = make_app(fixed_dt=16, **kwargs)
    lang.use(lang.PSEUDO)
    return app


def unmarked(text: str, names: set[str]) -> str:
    """What is left of a drawn line once its marked parts, names and codes are taken out."""
    if text.strip() in OWN_NAMES:
        return ""
    while True:
        inner = re.sub(r"‹[^‹›]*(›|…$)", "", text)   # a word, or one cut to fit
        if inner == text:
            break
        text = inner
    text = MOMENT.sub("", DEAL_CODE.sub("", text))
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    return "" if BARE.match(text) else text


def bypassed(app, names: set[str]) -> list[str]:
    drawn = drawn_lines(app)
    where = type(app.scene).__name__
    names = names | TITLES | KEY_CAPS | {lang.date(datetime.date.today())}
    page = ""
    if where == "RulesScene":       # a rules page is the language's own page, not a catalog's
        page = " ".join(" ".join(app.scene.source).replace("**", "").split())
    return [f"{where}: {text!r}" for text, _ in drawn
            if unmarked(text, names) and " ".join(text.split()) not in page]


def seat_names(session) -> set[str]:
    """The names that may stand unmarked: people's, and bots' named by hand; a bot's own
    name (BOT_NAMES) is the language's, so it goes through the catalog."""
    return {s.name for s in session.seats if not (s.is_bot and s.name in BOT_NAMES)} \
        | set(PEOPLE)


# --- the pseudo-language ---------------------------------------------------------------------

def test_the_check_sees_a_bypassing_string(pseudo):
    assert unmarked("‹Your› ‹turn› · ‹Turn› ‹another› ‹card›", {"Ada"}) == ""
    assert unmarked("‹Hide› ‹hist…", set()) == ""
    assert unmarked("Ada · ‹easy›", {"Ada"}) == ""
    assert unmarked("‹Deal› LI-2222-22YB", set()) == ""
    assert unmarked("Ada wins", {"Ada"}) == " wins"
    assert unmarked("‹Level› ‹One› · Ochre is playing", {"Ochre"}) == "  ·  is playing"


def test_every_screen_speaks_through_the_catalogs(pseudo):
    app = pseudo_app()
    bad = []
    for name, kwargs in SCREENS:
        app.open(name, how="reset", **kwargs)
        app.run(max_frames=app.frames + 3)
        bad += bypassed(app, set(PEOPLE))
    assert bad == []


@pytest.mark.parametrize("game,players", TABLES, ids=lambda v: str(v))
def test_every_table_speaks_through_the_catalogs(pseudo, game, players):
    """A person and bots: the person's turns, the bots' moves, animations and all."""
    seats = [Seat("human", "Ada")] + [Seat("bot", n, "easy") for n in
                                      ("Ochre", "Umber", "Sienna", "Olive", "Slate")]
    session = Session(game, seats[:players], 3)
    app = pseudo_app()
    app.open("table", session=session)
    app.run(max_frames=1)
    bad: set[str] = set()
    for _ in range(12):
        frames(app, 61)
        bad.update(bypassed(app, seat_names(session)))
        board = app.scene.board
        seat = board.person() if game != "ligretto" else None
        if seat is not None:
            moves = session.legal(seat)
            if moves:
                app.scene.play_move(seat, moves[len(session.moves) % len(moves)])
    app.scene.toggle_history()
    bad.update(bypassed(app, seat_names(session)))
    assert sorted(bad) == []


@pytest.mark.parametrize("game,players", TABLES, ids=lambda v: str(v))
def test_every_score_screen_speaks_through_the_catalogs(pseudo, game, players):
    session = played_out(game, players)
    app = pseudo_app()
    app.open("score", session=session)
    app.run(max_frames=3)
    assert bypassed(app, seat_names(session)) == []


def test_the_curtain_and_a_replay_speak_through_the_catalogs(pseudo):
    session = Session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], 4)
    app = pseudo_app()
    app.open("table", session=session)
    app.run(max_frames=30)
    bad = bypassed(app, set(PEOPLE))
    app.open("replay", record=garbo_record())
    app.run(max_frames=app.frames + 60)
    bad += bypassed(app, {"Ada"})       # "Ochre", a bot's own name, is translated
    assert bad == []


# --- the catalogs -----------------------------------------------------------------------------

def asked_for() -> set:
    """Every message the code asks the catalogs for: (id, context)."""
    found = set()
    for folder in ("game", "scenes"):
        for _, _, message, _, context in extract_from_dir(
                os.path.join(ROOT, folder), [("**.py", "python")], KEYWORDS):
            found.add((message[0] if isinstance(message, tuple) else message, context))
    return found


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_catalog_is_complete_and_current(code):
    with open(lang.catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    held = set()
    for m in catalog:
        if not m.id:
            continue
        key = m.id[0] if isinstance(m.id, tuple) else m.id
        held.add((key, m.context))
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        assert not m.fuzzy, f"{code}: fuzzy {m.id!r}"
        assert all(strings), f"{code}: untranslated {m.id!r}"
        places = set(re.findall(r"\{(\w+)\}", key))
        for s in strings:
            assert set(re.findall(r"\{(\w+)\}", s)) <= places | {"n"}, (
                f"{code}: {s!r} names a place {m.id!r} does not have")
    missing = asked_for() - held
    assert not missing, f"{code}: run make i18n and translate: {sorted(missing)[:10]}"


# A person's name may begin with a vowel (Ada, Émile, and the French bots Ocre, Ardoise,
# Ambre): French would then elide "de Ada" to "d'Ada", which a sentence cannot do for a
# name it does not know. The French sentences are turned so no word before a name elides.
NAME_PLACES = ("name", "host", "payee", "taker", "giver", "other", "names", "winner")
ELIDING = re.compile(r"\b(de|que|le|la|jusque|lorsque|puisque) \{(%s)\}" % "|".join(NAME_PLACES),
                     re.IGNORECASE)


def test_no_french_word_elides_before_a_name():
    with open(lang.catalog_path("fr"), "rb") as f:
        catalog = read_po(f, locale="fr")
    eliding = [s for m in catalog if m.id
               for s in (m.string if isinstance(m.string, tuple) else (m.string,))
               if ELIDING.search(s)]
    assert not eliding, eliding


def test_plurals_and_dates_as_each_language_writes_them():
    day = datetime.date(2026, 11, 24)
    expected = {"en": "Tuesday 24 November", "fr": "mardi 24 novembre",
                "it": "martedì 24 novembre"}
    try:
        for code, text in expected.items():
            lang.use(code)
            assert lang.date(day) == text
        lang.use("fr")
        zero = lang.ngettext("{n} point", "{n} points", 0).format(n=0)
        lang.use("it")
        nothing = lang.ngettext("{n} point", "{n} points", 0).format(n=0)
        assert zero == "0 point" and nothing == "0 punti"
    finally:
        lang.use("en")


# --- fitting in every language --------------------------------------------------------------------

@pytest.mark.parametrize("code", ["fr", "it"])
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_text_fits_in_every_language(code, size):
    lang.use(code)
    try:
        app = make_app(fixed_dt=16, size=size)
        bad = []
        for name, kwargs in SCREENS:
            app.open(name, how="reset", **kwargs)
            app.run(max_frames=app.frames + 3)
            bad += collisions(app)
        for game, players in TABLES:
            app.open("table", how="reset", session=demo_session(game, players, "easy", seed=3))
            for _ in range(8):
                app.run(max_frames=app.frames + 97)
                bad += collisions(app)
            app.open("score", how="reset", session=played_out(game, players))
            app.run(max_frames=app.frames + 3)
            bad += collisions(app)
    finally:
        lang.use("en")
    assert sorted(set(bad)) == []


# --- whole games from the command line ------------------------------------------------------------

@pytest.mark.parametrize("code", ["fr", "it"])
@pytest.mark.parametrize("game,players", [(n, max(g.min_players, 2))   # a table, not solitaire
                                          for n, g in RULES.items()])
def test_a_bots_game_reaches_its_score_screen_in_each_language(code, game, players):
    out = subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), "--headless", "--demo", game,
         "--players", str(players), "--fixed-dt", "16", "--frames", "200000", "--report",
         "--lang", code, "--seed", "5"],
        capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert out.returncode == 0, out.stderr[-800:]
    assert json.loads(out.stdout.strip().splitlines()[-1])["scene"] == "score"


def test_the_bundled_font_has_every_letter_of_every_language():
    import pygame
    pygame.font.init()
    letters = set()
    for code in ("fr", "it"):
        with open(lang.catalog_path(code), "rb") as f:
            for m in read_po(f, locale=code):
                for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
                    letters.update(s or "")
        for page in os.listdir(os.path.join(ROOT, "seeds", code)):
            with open(os.path.join(ROOT, "seeds", code, page), encoding="utf-8") as f:
                letters.update(f.read())
    letters -= set("\n\t")
    for face in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = pygame.font.Font(os.path.join(ROOT, "assets", "fonts", face), 20)
        def look(c, font=font):
            return pygame.image.tobytes(font.render(c, True, (255, 255, 255)), "RGBA")
        nothing = look("\ue000")           # a letter no font has: the "missing" box
        missing = [c for c in sorted(letters) if not c.isspace() and look(c) == nothing]
        assert missing == [], f"{face} lacks {missing}"


# --- keys named on screen ---------------------------------------------------------------------

@pytest.mark.parametrize("code,stack,discard", [("en", "s", "d"), ("it", "m", "s")])
def test_ligrettos_keys_are_the_letters_the_language_names(code, stack, discard):
    """Italian names the stack 'mazzetto' and the discard 'scarti': M and S, shown under
    the cards and listened for."""
    from dataclasses import replace

    import pygame
    from screen_helpers import key

    from scenes.boards.ligretto_input import discard_key, stack_key
    from scenes.screens.table import TableScene
    seats = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
    session = Session("ligretto", seats, 4)
    s = session.state
    session.state = replace(s, stacks=(("0r1",) + s.stacks[0][1:],) + s.stacks[1:])
    app = make_app(fixed_dt=16)
    lang.use(code)
    try:
        app.run(TableScene(app, session), max_frames=2)
        board = app.scene.board
        board.start_now()
        assert (stack_key().lower(), discard_key().lower()) == (stack, discard)
        app.canvas.drawn_text = drawn = []
        app.draw()
        app.canvas.drawn_text = None
        shown = [t for t, _ in drawn]
        assert stack.upper() in shown and discard.upper() in shown
        if stack != "s":
            key(app, pygame.K_s)             # the English key does nothing here...
            assert not any(m["seat"] == 0 for m in session.moves)
        key(app, pygame.key.key_code(stack))
        frames(app, 5)
        assert any(m["seat"] == 0 and m["move"].get("from") == "stack"
                   for m in session.moves), session.moves
    finally:
        lang.use("en")


def test_a_ligretto_table_of_people_speaks_through_the_catalogs(pseudo):
    """Four people: the panel waiting for a controller, then each person's own words."""
    session = Session("ligretto", [Seat("human", n) for n in ("Ada", "Ben", "Cleo", "Dev")],
                      3)
    app = pseudo_app()
    app.open("table", session=session)
    app.run(max_frames=3)
    bad = set(bypassed(app, seat_names(session)))
    board = app.scene.board
    board.inputs.pads[5] = 3                # the controller joined
    board.start_now()
    for seat in range(4):
        board.controls.auto(("row", 0), seat)
        board.controls.auto(("stack", None), seat)
    frames(app, 3)
    assert board.notes
    bad.update(bypassed(app, seat_names(session)))
    assert sorted(bad) == []


# A sentence about one row, or one column, names it so in every language (issue 42: French
# read "cette ligne" as a row where the hint meant a column).
ROW_WORDS = {"fr": ("ligne", "rangée"), "it": ("riga", "righe", "fila")}
COLUMN_WORDS = {"fr": ("colonne",), "it": ("colonna", "colonne")}


def mentions(text: str, words) -> bool:
    return any(re.search(r"\b%s" % w, text, re.IGNORECASE) for w in words)


def test_a_row_is_called_a_row_and_a_column_a_column_in_every_language():
    wrong = []
    for code in ("fr", "it"):
        with open(lang.catalog_path(code), "rb") as f:
            catalog = read_po(f, locale=code)
        for m in catalog:
            english = m.id if isinstance(m.id, str) else m.id[0]
            if not english or mentions(english, ("line",)):
                continue                       # "line" may be either
            rows, columns = mentions(english, ("row",)), mentions(english, ("column",))
            for said in (m.string if isinstance(m.string, tuple) else (m.string,)):
                if columns and not rows and (mentions(said, ROW_WORDS[code])
                                             or not mentions(said, COLUMN_WORDS[code])):
                    wrong.append((code, english, said))
                if rows and not columns and mentions(said, COLUMN_WORDS[code]):
                    wrong.append((code, english, said))
    assert not wrong, wrong

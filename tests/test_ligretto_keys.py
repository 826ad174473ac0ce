"""Ligretto by the keyboard alone and by ear (issue 43): one person plays a whole round
with Tab, the arrows, Enter and Space against a bot, no mouse at all, and the voice says
only what they need (their refusals, a card of theirs that fits, the round's end), never
every bot's card; the focus keeps to its place as cards fly; F4-F6 say the seat's side
and nothing hidden; several people keep their key blocks; speech on slows the bots to
the relaxed pace; the lesson is played by keys."""

from __future__ import annotations

import re

import pygame
import pytest
from keyboards import QWERTY, key_event, use_keyboard
from ligretto_tables import table as position
from screen_helpers import frames, key, new_app, on, settle, tab, table_save_path

from game.ligretto.rules import Play, Turn
from scenes.lessons.guide import PERSON, Do, End, Explain, Try, Watch
from scenes.routes import make_app
from scenes.screens.settings import PACES
from scenes.screens.table import TableScene
from scenes.services import lang
from scenes.services import speech as speech_module
from scenes.services.controls import DEFAULT_BLOCKS, LEFT_KEYS
from scenes.services.session import Seat, Session
from scenes.services.settings import NORMAL_PACE_MS, RELAXED_PACE_MS

OWN_ORDER = ["stack", "row", "hand", "discard"]


def said(log) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def seated(levels, seed, state=None, people=1):
    """A table of `people` people and bots of `levels`, on the real scene stack; `state`:
    a position laid out before the clock starts (ligretto_tables.table)."""
    seats = [Seat("human", n) for n in ("You", "Ben")[:people]] + [
        Seat("bot", name, lv) for name, lv in zip(("Ochre", "Umber", "Sienna"), levels)]
    session = Session("ligretto", seats, seed, None, table_save_path())
    if state is not None:
        session.state = state
    app = make_app(fixed_dt=16)
    app.run(TableScene(app, session), max_frames=2)
    return app, app.scene, session


# --- keys alone --------------------------------------------------------------------------------



def own_rank(k) -> tuple:
    """Where one of the person's places lies, left to right: stack, row, hand, discard."""
    return (OWN_ORDER.index(k[0]), k[1] or 0)


def go_to(app, target, heard: set | None = None, limit: int = 60) -> None:
    """The focus moved to the target named `target` by keys alone: the arrows along the
    person's cards, else Tab (which shows the ring first); what each target said as the
    focus reached it, into `heard`."""
    for _ in range(limit):
        here = on(app).key if app.keyboard else None
        if here == target:
            return
        own = isinstance(here, tuple) and here[0] in OWN_ORDER
        if own and target[0] in OWN_ORDER:
            key(app, pygame.K_RIGHT if own_rank(target) > own_rank(here) else pygame.K_LEFT)
        else:
            tab(app)
        if heard is not None:
            heard.add(on(app).words())
    raise AssertionError(f"the focus never reached {target}: it is on {on(app).key}")


def enter(app) -> None:
    key(app, pygame.K_RETURN)


def mine(session) -> int:
    return sum(1 for m in session.moves if m["seat"] == 0)


FITS = re.compile(r"^([A-Z][a-z]+ \d+ fits \((stack|discard|row \d)\)\.\s?)+$")


def test_one_person_plays_a_round_by_keys_alone_and_hears_only_what_they_need(log):
    app, table, session = seated(["easy"], 12)
    board = table.board
    posted = []
    real_post = pygame.event.post
    pygame.event.post = lambda e: (posted.append(e.type), real_post(e))[1]
    ways = {"card": 0, "pile": 0, "space": 0, "hand": 0}
    refusals: set[str] = set()
    heard: set[str] = set()                 # what the focus said as it moved
    try:
        tab(app)                            # the ring shows on the person's stack
        heard.add(on(app).words())
        assert on(app).key == ("stack", None) and board.countdown is not None
        for n in range(900):
            if session.state.phase != "play":
                break
            frames(app, 8)
            before = mine(session)
            plays = [m for m in session.legal(0) if isinstance(m, Play)]
            if not plays:
                if n % 2:
                    key(app, pygame.K_SPACE)        # wherever the focus is
                    ways["space"] += mine(session) > before
                else:
                    go_to(app, ("hand", None), heard)
                    enter(app)
                    ways["hand"] += mine(session) > before
                continue
            m = plays[0]
            stuck = [k for k in [("stack", None), ("discard", None)]
                     + [("row", i) for i in range(5)]
                     if board.controls.card_at(k) is not None
                     and not [p for p in session.legal(0) if isinstance(p, Play)
                              and (p.source, p.index) == k]]
            if not refusals and stuck and n > 20:
                go_to(app, stuck[0], heard)
                enter(app)                          # a card that fits nowhere: why, said
                assert mine(session) == before and table.news.warning
                refusals.add(table.news.text)
                continue
            go_to(app, (m.source, m.index), heard)
            way = "pile" if n % 3 == 1 else "card"
            if way == "pile":
                key(app, pygame.K_UP)               # the card carried to its pile
                assert on(app).key[0] == "pile"
                heard.add(on(app).words())
            enter(app)
            if table.news.warning:
                refusals.add(table.news.text)   # too late: the bot was there first
            ways[way] += mine(session) > before
        assert session.state.phase == "between", "the round was played to its end"
        frames(app, 200)                        # "Ligretto!", then the scores
        assert table.banner_text().startswith("Round 1 is over")
        enter(app)                              # Enter on the focus: the next round
        assert session.state.round == 2
    finally:
        pygame.event.post = real_post
    assert all(ways.values()), ways
    assert not {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION} & set(posted)
    lines = said(log)
    assert refusals and refusals <= set(lines), "their own refusals are said"
    ends = [t for t in lines if t.startswith("Round 1 is over: ")]
    assert len(ends) == 1 and "Round 1's scores: You " in ends[0] and "Ochre" in ends[0]
    assert any(FITS.match(t) for t in lines), "a card of theirs that fits is said"
    # Everything else said was the focus as it moved, the banner, a first-time tip: never
    # a bot's card, a deadlock or their hand turned over (sounds tell those).
    others = [t for t in lines if t not in heard and t not in refusals
              and not FITS.match(t)
              and not t.startswith(("Round 1 · ", "Round 1 is over", "Round 2 · ", "Tip: "))]
    assert others == [], others
    # Ochre is named only at the round's end, or when the focus passes over its seat
    assert [t for t in lines if "Ochre" in t and t not in heard] == ends


def test_a_race_of_bots_is_heard_in_a_few_lines_not_one_a_card(log):
    """The person does nothing while three hard bots race a whole round: the voice says
    the banner, the person's own chances and the round's end, a handful of lines for
    dozens of cards."""
    app, table, session = seated(["hard", "hard", "hard"], 5)
    table.board.start_now()
    for _ in range(6000):
        if session.state.phase != "play":
            break
        frames(app, 10)
    assert session.state.phase == "between"
    frames(app, 200)
    bot_cards = sum(1 for m in session.moves if m["seat"] != 0 and m["move"]["move"] == "play")
    lines = said(log)
    assert bot_cards >= 40, bot_cards
    assert len(lines) <= 15, lines
    assert sum(t.startswith("Round 1 is over: ") for t in lines) == 1
    assert not [t for t in lines if "played" in t or "turned" in t or "shuffled" in t], lines


def test_the_hand_turned_over_is_said_only_when_the_voice_says_everything(log):
    state = position({0: {"hand": [], "discard": ["0b9", "0b8", "0b7", "0b6"]}})
    for level in ("brief", "full"):
        app, table, session = seated(["easy"], 3, state)
        app.speech.level = level
        table.board.start_now()
        key(app, pygame.K_SPACE)
        assert session.moves[-1]["move"]["move"] == "turn"
        assert table.news.text == "Your discard pile turns over: it is your hand again."
        heard = "Your discard pile turns over: it is your hand again." in said(log)
        assert heard == (level == "full")


# --- the focus and its words ---------------------------------------------------------------

FOCUSED = {0: {"stack": ["0r3", "0y9", "0b3", "0g5"], "row": ["0g1", "0b5", "0r2", "0y7", "0g9"],
               "hand": ["0b9", "0b8", "0b7", "0b6"], "discard": []}}


def test_the_focus_stays_on_its_place_as_cards_fly_and_enter_plays_as_a_click(log):
    app, table, session = seated(["easy"], 3, position(FOCUSED, piles=[["1r1"]]))
    board = table.board
    tab(app)
    assert on(app).key == ("stack", None)
    assert said(log)[-1] == "Your stack: red 3 on top, 4 cards."
    key(app, pygame.K_RIGHT)
    assert said(log)[-1] == "Your row, place 1: green 1. It fits."
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert said(log)[-1] == "Your row, place 3: red 2. It fits."
    enter(app)              # during the 3-2-1 too: the round starts and the card goes
    assert board.countdown is None
    assert session.moves[-1]["move"] == {"move": "play", "from": "row", "index": 2, "pile": 0}
    frames(app, 30)
    assert on(app).key == ("row", 2)                # the red 3 came from the stack there
    assert on(app).words() == "Your row, place 3: red 3. It fits."
    assert [t for t in said(log) if "Red 3 fits (row 3)." in t]
    # A card carried up to the centre lands where it goes; on another pile, Enter earns
    # the rules' words.
    go_to(app, ("row", 0))
    key(app, pygame.K_UP)
    assert on(app).key == ("pile", "new")
    assert said(log)[-1] == ("The place of a new pile: only a 1 starts one. "
                             "Your green 1 goes here.")
    key(app, pygame.K_LEFT)
    assert said(log)[-1] == "Pile 1: red 2. Your green 1 does not go here."
    enter(app)
    assert table.news.warning and said(log)[-1] == "A 1 always starts a new pile of its own."
    assert len(session.moves) == 1
    key(app, pygame.K_DOWN)                         # back to the card, and up again
    assert on(app).key == ("row", 0)
    key(app, pygame.K_UP)
    enter(app)
    assert session.moves[-1]["move"] == {"move": "play", "from": "row", "index": 0,
                                         "pile": "new"}
    frames(app, 30)
    assert on(app).key == ("pile", "new")           # it moved on, beside the new pile
    # Space turns three wherever the focus is; Enter on the hand too.
    key(app, pygame.K_SPACE)
    assert session.moves[-1]["move"] == {"move": "turn"}
    go_to(app, ("hand", None))
    assert said(log)[-1] == "Your hand: 1 card face down. Enter or Space turns three cards."
    enter(app)
    assert session.moves[-1]["move"] == {"move": "turn"} and len(session.state.hands[0]) == 0


def test_f4_f5_f6_say_the_persons_side_and_nothing_hidden(log):
    app, table, session = seated(["easy"], 3, position(FOCUSED, piles=[["1r1"], ["1b1", "1b2"],
                                                                       ["0y1"]]))
    key(app, pygame.K_F4)
    assert said(log)[-1] == (
        "Your stack: red 3 on top, 4 cards. Your row: green 1, blue 5, red 2, yellow 7 and "
        "green 9. Your discard pile is empty. Your hand: 4 cards face down.")
    key(app, pygame.K_F5)
    assert said(log)[-1] == ("3 piles in the centre: red 1, blue 2 and yellow 1. "
                             "Ochre: 2 cards left in their stack.")
    key(app, pygame.K_F6)
    assert said(log)[-1] == ("Green 1 (row 1) starts a new pile. Red 2 (row 3) goes on pile 1. "
                             "Or turn three cards with Space.")
    # Nothing face down is named: the person's hand (blue 9 to 6), their stack under its
    # top (yellow 9, blue 3, green 5).
    spoken = " ".join(said(log)[-3:])
    assert not [c for c in ("blue 9", "blue 8", "blue 7", "blue 6", "yellow 9", "blue 3",
                            "green 5") if c in spoken]
    keys = dict(table.board.keys_help())
    assert keys["S"] == "play the top card of your stack" and keys["1-5"]


def test_french_and_italian_say_the_cards_as_their_language_does(log):
    app, table, session = seated(["easy"], 3, position(FOCUSED, piles=[["1r1"]]))
    keys = table.board.keys
    try:
        lang.use("fr")
        assert keys.card_words(("row", 2)) == "Votre rangée, place 3\u00a0: 2 rouge. " \
                                              "Elle peut se jouer."
        assert keys.describe("moves").startswith("1 vert (rangée 1) commence une nouvelle pile.")
        lang.use("it")
        assert keys.card_words(("row", 2)) == "La tua fila, posto 3: 2 rosso. Si può giocare."
        assert keys.pile_words(0) == "Pila 1: 1 rosso."
        assert dict(keys.keys_help())["M"] == "giocare la carta in cima al tuo mazzetto"
    finally:
        lang.use("en")


# --- several people, speech and the pace, the lesson -----------------------------------------

def test_several_people_keep_their_key_blocks_and_the_board_offers_no_zones(log, monkeypatch):
    use_keyboard(monkeypatch, QWERTY)
    seats = [Seat("human", "Anna"), Seat("human", "Ben"), Seat("bot", "Ochre", "easy")]
    session = Session("ligretto", seats, 8, None, table_save_path())
    session.choose_controls({0: "mouse", 1: LEFT_KEYS})
    app = make_app(fixed_dt=16)
    app.run(TableScene(app, session), max_frames=2)
    board = app.scene.board
    board.start_now()
    # Every key is someone's: no zones of the board (Tab reaches the table's buttons).
    assert board.focus_zones() == [] and board.describe("hand") is None
    tab(app)
    assert app.keyboard and not isinstance(on(app).key, tuple)
    turn = DEFAULT_BLOCKS[LEFT_KEYS]["turn"]
    pygame.event.post(key_event(turn, QWERTY))
    pygame.event.post(key_event(turn, QWERTY, up=True))
    frames(app)
    assert [m["move"] for m in session.moves if m["seat"] == 1] == [{"move": "turn"}]
    assert any(what.startswith("Ben: ") for _keys, what in board.keys_help())


@pytest.fixture
def voice(monkeypatch):
    """Speech on, through a voice that says nothing aloud (the log still hears it)."""
    monkeypatch.setattr(speech_module, "open_voice", lambda mode: lambda text, interrupt: None)


def test_with_speech_on_the_bots_race_at_the_relaxed_pace_and_the_table_says_so(log, voice):
    assert PACES["relaxed"] == RELAXED_PACE_MS          # the settings' Relaxed
    app, table, session = seated(["easy"], 3)
    assert app.settings.bot_pace_ms == NORMAL_PACE_MS
    board = table.board
    frames(app, 3)
    assert board.race_pace(app.settings.real_time_pace) == app.settings.real_time_pace
    assert not [t for t in said(log) if "relaxed" in t]
    app.speech.set_mode("voice")
    frames(app, 3)
    relaxed = RELAXED_PACE_MS / NORMAL_PACE_MS * app.settings.time_scale
    assert board.race_pace(app.settings.real_time_pace) == relaxed
    board.start_now()
    frames(app, 30)
    assert session.clock().pace == relaxed          # the clock's bots, at that pace
    told = [t for t in said(log) if "relaxed pace" in t]
    assert told == ["Speech is on, so the bots race at the relaxed pace. For quicker bots, "
                    "choose a medium or hard level."]
    app.settings.speed = "slow"                     # slower still, never quicker
    assert board.race_pace(app.settings.real_time_pace) > relaxed
    app.speech.set_mode("off")


def test_the_lesson_is_played_by_keys_alone(log):
    app = new_app()
    lang.use("en")
    app.open("learn", game="ligretto")
    frames(app, 3)
    table = app.scene
    guide = table.guide
    steps, last = [], None
    for _ in range(3000):
        frames(app, 4)
        if not isinstance(guide.step, Watch):
            settle(app)                     # a step ends once its cards stop
        step = guide.step
        if guide.index != last:
            last = guide.index
            steps.append(type(step).__name__)
        if isinstance(step, End):
            break
        if isinstance(step, Explain):
            go_to_button(app, table.lesson_panel.next_button)
            enter(app)
        elif isinstance(step, (Do, Try)):
            move = guide.move
            if isinstance(move, Turn):
                key(app, pygame.K_SPACE)
            else:
                go_to(app, (move.source, move.index))
                enter(app)
            if isinstance(step, Try):
                assert table.news.warning and table.news.text in said(log)
        elif isinstance(step, Watch) and table.board.person() == PERSON:
            plays = [m for m in table.session.legal(PERSON) if isinstance(m, Play)]
            if plays:
                go_to(app, (plays[0].source, plays[0].index))
                enter(app)
            else:
                key(app, pygame.K_SPACE)
    assert isinstance(guide.step, End), steps
    assert {"Explain", "Do", "Try", "Watch", "End"} <= set(steps)
    assert table.session.state.phase == "between"
    assert sum(t.startswith("Round 1 is over: ") for t in said(log)) == 1


def go_to_button(app, button, limit: int = 40) -> None:
    for _ in range(limit):
        if app.keyboard and on(app).key is button:
            return
        tab(app)
    raise AssertionError("the focus never reached the button")

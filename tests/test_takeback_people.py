"""Take-backs at a table of two or more people (issue 26): a move belongs to whoever made
it, and only until the next person takes the mouse. The curtain (Garbo), or the hand-off
sign where there is none (Fossil), offers the take-back to the mover by name; once the
next person has the mouse the move stands and Take back / Ctrl+Z say why. After a
take-back the table shows the game as it is now, and never a hidden hand."""

from __future__ import annotations

import pygame
from screen_helpers import centre, click, frames, open_table, settle, table_save_path

from game.core import Phrase
from scenes.boards.garbo import last_play
from scenes.screens.handoff import HandoffScene
from scenes.screens.table import TableScene
from scenes.services import lang
from scenes.services.session import Seat, Session

PEOPLE = [Seat("human", "Mamie"), Seat("human", "Léo")]
ONLY_MAMIE = "Only Mamie could take back that move, before handing over the mouse."
ONLY_LEO = "Only Léo could take back that move, before handing over the mouse."


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="",
                                         mod=pygame.KMOD_CTRL))
    frames(app, 2)


def until_curtain(app) -> HandoffScene:
    for _ in range(2000):
        if isinstance(app.scene, HandoffScene):
            frames(app)
            return app.scene
        frames(app)
    raise AssertionError("no curtain came up")


def lift(app) -> None:
    click(app, centre(until_curtain(app).buttons[0].rect))
    frames(app, 2)


def offer(curtain):
    """The curtain's button that takes back the last move, if it shows one."""
    found = [b for b in curtain.buttons if b.visible and "take back" in b.label.lower()]
    return found[0] if found else None


def hand_faces(app, table, seats) -> set[str]:
    """The cards of `seats`' hands drawn face up in one frame (drawn on purpose)."""
    drawn: list[str] = []
    canvas = app.canvas
    real = canvas.card

    def card(game, face, *args, **kwargs):
        drawn.append(face)
        return real(game, face, *args, **kwargs)
    canvas.card = card
    try:
        app.dirty = True
        frames(app)
    finally:
        del canvas.card
    hidden = {c for s in seats for c in table.session.state.hands[s]}
    return hidden & set(drawn)


def garbo_game(seed=3):
    session = Session("garbo", PEOPLE, seed, None, table_save_path())
    app, table = open_table(session, steps=2)
    lift(app)                                   # "I am Mamie": she deals and leads
    return app, table, session


def giving_move(session, seat):
    """A legal move that gives points away, or the first."""
    rules = session.rules
    for move in session.legal(seat):
        _state, events = rules.apply(session.state, seat, move)
        if any(e["type"] == "play" and e["points"] for e in events):
            return move
    return session.legal(seat)[0]


# --- Garbo: the curtain --------------------------------------------------------------------

def test_after_i_am_leo_the_take_back_is_refused_in_words_and_no_hand_shows():
    app, table, session = garbo_game()
    table.board.propose(session.legal(0)[0])            # Mamie plays
    settle(app)
    lift(app)                                           # "I am Léo"
    assert table.revealed == 1 and len(session.moves) == 1
    ctrl_z(app)
    assert len(session.moves) == 1, "Léo undid Mamie's move"
    assert table.news.warning and table.news.text == ONLY_MAMIE
    click(app, centre(table.back_button.rect))          # the button says the same
    assert len(session.moves) == 1 and table.news.text == ONLY_MAMIE
    settle(app)
    assert isinstance(app.scene, TableScene) and table.revealed == 1
    assert not hand_faces(app, table, [0]), "Mamie's hand shows to Léo"


def test_the_curtain_offers_the_mover_her_take_back_by_name_and_the_table_is_as_before():
    app, table, session = garbo_game()
    table.board.propose(session.legal(0)[0])            # Mamie
    settle(app)
    lift(app)
    table.board.propose(session.legal(1)[0])            # Léo
    settle(app)
    lift(app)                                           # Mamie again
    before = (session.state, list(session.moves), list(table.history.lines))
    move = giving_move(session, 0)
    table.board.propose(move)
    curtain = until_curtain(app)
    assert curtain.seat == 1
    button = offer(curtain)
    assert button is not None and button.label == "Take back Mamie's move"
    assert table.history.lines != before[2]
    click(app, centre(button.rect))
    frames(app, 2)
    assert (session.state, session.moves) == before[:2]
    # The curtain asks for Mamie now: no hand shows until she says who she is.
    curtain = app.scene
    assert isinstance(curtain, HandoffScene) and curtain.seat == 0 and table.revealed is None
    assert not hand_faces(app, table, [0, 1])
    lift(app)
    assert isinstance(app.scene, TableScene) and table.revealed == 0
    assert table.board.bottom == 0 and table.board.person() == 0
    assert table.news.text == "Mamie takes back their move."
    # Everything on the table is the game after the take-back.
    assert table.board.last == last_play(session)
    assert table.board.points == list(session.view(0).points)
    assert table.board.hands[0] == list(session.state.hands[0])
    assert table.board.flash is None and table.floaters == [] and table.sign is None
    assert table.history.lines == before[2] + ["Mamie takes back their move."]
    assert not hand_faces(app, table, [1])


def test_ctrl_z_on_the_curtain_does_what_its_button_does_and_shows_no_hand():
    """Issue 42: a child waiting at the curtain pressed Ctrl+Z and saw the grandparent's
    whole hand. The key takes the move back as the button does, and the curtain then
    asks for Mamie: her hand shows only once she says "I am Mamie"."""
    app, table, session = garbo_game()
    table.board.propose(session.legal(0)[0])
    until_curtain(app)
    ctrl_z(app)
    assert session.moves == []
    curtain = app.scene
    assert isinstance(curtain, HandoffScene) and curtain.seat == 0
    assert table.revealed is None and offer(curtain) is None
    assert not hand_faces(app, table, [0, 1])
    ctrl_z(app)                                         # nothing more to take back
    assert isinstance(app.scene, HandoffScene) and table.revealed is None
    lift(app)                                           # "I am Mamie"
    assert isinstance(app.scene, TableScene) and table.revealed == 0
    assert not hand_faces(app, table, [1])


def test_the_curtains_offer_is_still_there_after_the_menu_and_continue():
    """Issue 42: Esc at the curtain, the menu, Continue: nobody has played since, so the
    mover may still take her move back; once the next person said who they are, never."""
    app, table, session = garbo_game()
    table.board.propose(session.legal(0)[0])
    until_curtain(app)
    session.wait_saved()
    again = Session.load(table_save_path())
    assert again.take_back_refusal() is None
    app2, table2 = open_table(again, steps=2)
    button = offer(until_curtain(app2))
    assert button is not None and button.label == "Take back Mamie's move"
    lift(app2)                                          # "I am Léo": the move stands
    again.wait_saved()
    third = Session.load(table_save_path())
    assert third.take_back_refusal() == Phrase(ONLY_MAMIE)


def test_a_ctrl_z_while_the_card_flies_shows_her_hand_only_once_she_says_so():
    """Her hand turned face down as she played: whoever pressed the key, the curtain asks
    for her before it shows again."""
    app, table, session = garbo_game()
    table.board.propose(session.legal(0)[0])
    frames(app)                                         # the card is still flying
    ctrl_z(app)
    assert session.moves == []
    assert not hand_faces(app, table, [0, 1])
    curtain = until_curtain(app)
    assert curtain.seat == 0 and offer(curtain) is None
    lift(app)
    assert isinstance(app.scene, TableScene) and table.revealed == 0
    assert table.board.last is None
    assert not hand_faces(app, table, [1])


def test_a_move_that_dealt_cards_is_not_offered_on_the_curtain():
    app, table, session = garbo_game(2)
    for _ in range(8):                                  # the eighth card deals Level Two
        if isinstance(app.scene, HandoffScene):
            lift(app)
        settle(app)
        seat = table.board.person()
        table.board.propose(session.legal(seat)[0])
        settle(app)
    assert session.heard[-1][1]["type"] == "deal"
    curtain = until_curtain(app)
    assert curtain.seat != session.moves[-1]["seat"] and offer(curtain) is None
    ctrl_z(app)
    assert isinstance(app.scene, HandoffScene) and len(session.moves) == 8


# --- Fossil: no curtain, a sign ------------------------------------------------------------

def fossil_game():
    session = Session("fossil", PEOPLE, 11, None, table_save_path())
    app, table = open_table(session, steps=2)
    settle(app)
    (seat,) = session.to_act()
    assert seat == 1                                    # Léo places the stones
    table.board.propose(session.legal(1)[0])
    settle(app)
    return app, table, session


def test_fossil_the_next_persons_take_back_is_refused_in_words():
    app, table, session = fossil_game()
    assert session.to_act() == {0}
    click(app, centre(table.back_button.rect))          # Mamie, at her turn
    assert len(session.moves) == 1, "Mamie undid Léo's move"
    assert table.news.text == ONLY_LEO
    ctrl_z(app)
    assert len(session.moves) == 1 and table.news.text == ONLY_LEO


def test_fossil_the_hand_off_sign_offers_the_mover_his_take_back():
    app, table, session = fossil_game()
    assert table.sign is not None and table.sign[0] == "Mamie's turn"
    assert table.offer_button.visible
    assert table.offer_button.label == "I am Léo: take back my move"
    # On the line of what happened, never over the board where Mamie will click.
    x, y, w, h = table.board.layout.rect("message")
    bx, by, bw, bh = table.offer_button.rect
    assert x <= bx and bx + bw <= x + w and y <= by and by + bh <= y + h
    for _ in range(200):                                # the sign fades; the offer waits
        frames(app)
    assert table.sign is None and table.offer_button.visible
    click(app, centre(table.offer_button.rect))
    assert session.moves == [] and table.news.text == "Léo takes back their move."
    assert table.sign is None and not table.offer_button.visible


def test_fossil_a_key_or_a_click_on_the_table_hands_over_the_mouse():
    app, table, session = fossil_game()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, unicode="h",
                                         mod=0))
    frames(app)
    assert not table.offer_button.visible
    ctrl_z(app)
    assert len(session.moves) == 1 and table.news.text == ONLY_LEO
    app, table, session = fossil_game()
    click(app, (20, 700))                               # anywhere on the table
    assert not table.offer_button.visible
    assert session.take_back_refusal() == Phrase(
        "Only {name} could take back that move, before handing over the mouse.",
        name="Léo")


def test_fossil_the_next_persons_move_ends_the_offer_and_is_hers_to_take_back():
    app, table, session = fossil_game()
    table.board.propose(session.legal(0)[0])            # Mamie moves a stone
    assert not table.offer_button.visible or table.offer_button.label.startswith("I am Mamie")
    ctrl_z(app)                                         # hers, before handing over
    assert len(session.moves) == 1
    assert table.news.text == "Mamie takes back their move."
    # Léo's move before it is not hers to take back.
    ctrl_z(app)
    assert len(session.moves) == 1 and table.news.text == ONLY_LEO


# --- the session and the words -------------------------------------------------------------

def test_the_session_keeps_whether_the_mouse_was_handed_over():
    session = Session("fossil", PEOPLE, 11)
    session.apply(1, session.legal(1)[0])
    assert session.take_back_refusal() is None
    session.handed_over = True
    assert session.take_back_refusal() == Phrase(
        "Only {name} could take back that move, before handing over the mouse.",
        name="Léo")
    session.apply(0, session.legal(0)[0])               # a new move: Mamie's to take back
    assert session.take_back_refusal() is None
    assert session.take_back() is None
    # The mouse went from Léo to Mamie before her move: his move stands.
    assert session.take_back_refusal() == Phrase(
        "Only {name} could take back that move, before handing over the mouse.",
        name="Léo")


def test_one_person_at_a_table_of_bots_takes_back_as_before():
    session = Session("fossil", [Seat("bot", "Ochre", "easy"), Seat("human", "Ada")], 11)
    session.apply(1, session.legal(1)[0])
    session.handed_over = True                  # never asked at a table with one person
    assert session.take_back_refusal() is None


def test_the_new_sentences_are_in_french_and_italian():
    sentences = ["Only {name} could take back that move, before handing over the mouse.",
                 "I am {name}: take back my move"]
    try:
        for code in ("fr", "it"):
            lang.use(code)
            for english in sentences:
                words = lang._(english)
                assert words != english and "{name}" in words, (code, english)
    finally:
        lang.use("en")

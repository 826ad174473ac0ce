"""Help at the table: hints (the H key, counted in the records), take-backs (Ctrl+Z, never
across another player's move or hidden cards, never in challenges), first-time tips."""

from __future__ import annotations

import pygame
from screen_helpers import centre, click, frames, open_table, play_until, settle, table_save_path

from game import RULES
from game.core import Phrase
from game.hints import hint
from game.petroglyph.cards import colour
from scenes.boards.petroglyph import PetroglyphBoard
from scenes.routes import make_app
from scenes.services.lang import text
from scenes.services.records import Records
from scenes.services.session import Seat, Session
from scenes.services.settings import Settings

ADA_AND_BOTS = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy"),
                Seat("bot", "Umber", "easy")]


def press(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=mod))
    frames(app)


# --- hints --------------------------------------------------------------------------------

def test_h_shows_the_hard_bots_move_on_the_table_with_its_reason_and_counts_it(worker):
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 4)
    app, table = open_table(session)
    settle(app)
    expected = hint("garbo", session.view(0), 0)
    worker.hold = True                            # the worker thinks when the test says
    press(app, pygame.K_h)
    frames(app, 3)
    assert table.news.text == "Looking for a good move…" and table.pointer is None
    worker.release()
    frames(app, 2)
    marks, _age, seat, move = table.pointer
    assert (seat, move) == (0, expected.move)
    assert marks == table.board.marks(expected.move) and marks.glows and marks.arrow
    assert table.news.text == text(expected.reason) and not table.news.warning
    assert session.hints == {0: 1}
    press(app, pygame.K_h)                        # the hint is on the table already
    assert session.hints == {0: 1}
    table.board.propose(expected.move)
    frames(app)
    assert table.pointer is None                  # played: the glow goes


def test_the_hint_is_asked_with_the_seats_view_alone(worker):
    """What the worker is asked for a hint: Ada's view and the events shown to her, never
    the table itself: Ben's hand, the stock and the shuffle's generator stay out of it."""
    import json
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 4)
    app, table = open_table(session)
    settle(app)
    press(app, pygame.K_h)
    frames(app, 2)
    (game, view, seat, heard), = worker.hints_asked()
    rules = session.rules
    assert (game, seat, heard) == ("garbo", 0, session.heard_by(0))
    assert view == rules.view(session.state, 0) and view != session.state
    asked = json.dumps(rules.state_to_dict(view))
    whole = rules.state_to_dict(session.state)
    hidden = whole["hands"][1] + whole["stock"]
    assert hidden and not [card for card in hidden if f'"{card}"' in asked]
    assert str(whole["rng"]) not in asked


def test_a_hint_thought_for_an_older_position_is_never_shown(worker):
    """Ada asks for a hint, then plays before it is thought: the hint, for the table as it
    was, is dropped, even when its move could still be played (it may no longer be the
    best, and its reason may no longer be true); asked again, it is thought anew."""
    session = Session("petroglyph", [Seat("human", "Ada")], 5)
    app, table = open_table(session)
    settle(app)
    rules = session.rules
    stale = hint("petroglyph", session.view(0), 0, session.heard_by(0))
    worker.hold = True
    press(app, pygame.K_h)
    assert session.hints == {0: 1}
    other = next(m for m in session.legal(0) if m != stale.move
                 and stale.move in rules.legal_moves(rules.apply(session.state, 0, m)[0], 0))
    table.board.propose(other)                    # played while the hint is thought
    settle(app)
    assert session.allows(0, stale.move)          # the old hint could still be played
    worker.release()
    frames(app, 3)
    assert table.pointer is None
    assert table.news.text != text(stale.reason)
    fresh = hint("petroglyph", session.view(0), 0, session.heard_by(0))
    press(app, pygame.K_h)                        # asked again: about the table as it is
    assert worker.hints_asked()[-1][1] == session.view(0)
    worker.release()
    frames(app, 2)
    assert table.pointer is not None and table.pointer[3] == fresh.move
    assert table.news.text == text(fresh.reason)
    assert session.hints == {0: 2}


def test_a_hint_outside_your_turn_says_why():
    seats = [Seat("bot", "Ochre", "easy"), Seat("human", "Ada")]
    session = Session("garbo", seats, 4)
    app, table = open_table(session)
    table.ask_hint()
    assert table.news.warning
    assert table.news.text == text(Phrase("A hint is for your turn: wait until you may "
                                          "play."))
    assert session.hints == {}


def test_hints_are_kept_in_the_save_and_the_records(home):
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "hard")], 4,
                      save_path=str(home / "g.json"))
    session.hints = {0: 3}
    session.save()
    again = Session.load(str(home / "g.json"))
    assert again.hints == {0: 3}
    play_until(session)
    with Records.open() as db:
        session.keep_result(db)
        import sqlite3
        raw = sqlite3.connect(db.path)
        assert raw.execute("SELECT seat, hints FROM seats ORDER BY seat").fetchall() == \
            [(0, 3), (1, 0)]
        raw.close()


def test_a_challenge_played_with_a_hint_says_so_on_its_result():
    from scenes.screens.score import ScoreScene
    session = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "hard")], 4)
    session.challenge = "2026-11-24"
    session.hints = {0: 2}
    play_until(session)
    app = make_app(fixed_dt=16)
    lines = [str(words) for words, _color in ScoreScene(app, session).result_lines()]
    assert "Played with 2 hints: they earn no star beyond the first." in lines


# --- take back ----------------------------------------------------------------------------

def fossil_after_the_stones(home):
    session = Session("fossil", ADA_AND_BOTS, 11, save_path=str(home / "f.json"))
    place = RULES["fossil"].legal_moves(session.state, 2)[0]
    session.apply(2, place)                      # the last seat places the stones
    return session


def test_take_back_restores_the_exact_state_and_save(home):
    session = fossil_after_the_stones(home)
    before_state, before_save = session.state, open(session.save_path).read()
    before_moves = list(session.moves)
    move = session.legal(0)[-1]
    session.apply(0, move)
    assert session.state != before_state
    assert session.take_back() is None
    assert session.state == before_state
    assert session.moves == before_moves
    assert open(session.save_path).read() == before_save
    assert session.allows(0, move)               # and it may be played again


def test_take_back_is_refused_after_another_players_move_with_the_reason(home):
    session = fossil_after_the_stones(home)
    session.apply(0, session.legal(0)[0])
    bot = min(session.to_act())
    session.apply(bot, session.legal(bot)[0])
    state = session.state
    why = session.take_back()
    assert why == Phrase("The last move was played by {name}: you can take back only a move "
                       "of yours that nobody has played after.",
                       name=session.seats[bot].name)
    assert session.state is state


def test_take_back_is_refused_after_a_deal_showed_new_cards():
    session = Session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], 2)
    play_until(session, lambda s: len(s.moves) == 8)   # the eighth card brings the second deal
    assert session.heard[-1][1]["type"] == "deal"
    assert session.take_back() == Phrase("This move dealt new cards: it cannot be taken "
                                         "back.")
    session.moves, session.heard = session.moves[:-1], session.heard[:-1]
    assert session.take_back() is None           # the seventh card may be taken back


def test_take_back_is_refused_in_challenges_and_in_petroglyph_and_ligretto():
    session = Session("fossil", ADA_AND_BOTS, 3)
    session.challenge = "2026-11-24"
    assert session.take_back() == Phrase("Moves cannot be taken back in a challenge.")
    assert not session.takes_back
    never = [n for n, g in RULES.items() if g.never_taken_back is not None]
    assert never, "Petroglyph and Ligretto never take a move back"
    for game in never:
        other = Session(game, [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
        assert not other.takes_back
        assert other.take_back() is not None


def test_ctrl_z_takes_back_on_the_table_and_says_so(home):
    session = fossil_after_the_stones(home)
    session.save_path = table_save_path()
    session.save()
    app, table = open_table(session)
    settle(app)
    before = session.state
    table.board.propose(session.legal(0)[0])
    frames(app, 2)
    assert session.state != before
    assert table.back_button.visible
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state == before
    assert table.history.lines[-1] == "You take back your move."
    frames(app, 2)
    assert table.board.shown.phase == "move" and table.board.busy is False


def test_the_take_back_button_shows_only_where_take_backs_are_allowed():
    app, table = open_table(Session("petroglyph", ADA_AND_BOTS, 3))
    assert table.hint_button.visible and not table.back_button.visible
    challenge = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "hard")], 3)
    challenge.challenge = "2026-11-24"
    app, table = open_table(challenge)
    assert not table.back_button.visible


# --- first-time tips ----------------------------------------------------------------------

def mismatch(session):
    """Flip two face-down cards of two colours (neither green) for seat 0."""
    state = session.state
    cells = [i for i, c in enumerate(state.grid) if c is not None and colour(c) in "RBY"]
    first = cells[0]
    second = next(i for i in cells if colour(state.grid[i]) != colour(state.grid[first]))
    return [divmod(first, 4), divmod(second, 4)]


def flip_mismatch(app, table):
    from game.petroglyph.rules import Flip
    for cell in mismatch(table.session):
        table.board.propose(Flip(tuple(cell)))
        settle(app)


def test_a_tip_shows_the_first_time_a_rule_bites_and_never_again():
    seats = [Seat("human", "Ada"), Seat("human", "Ben")]
    app, table = open_table(Session("petroglyph", seats, 5))
    flip_mismatch(app, table)
    assert table.tip_line is not None
    assert table.tip_line[0] == "Tip: " + PetroglyphBoard.tips["mismatch"]
    assert "petroglyph.mismatch" in Settings.load().tips_seen
    app, table = open_table(Session("petroglyph", seats, 5))
    flip_mismatch(app, table)
    assert table.tip_line is None


def test_tips_turned_off_in_settings_stay_off_and_on_again_start_over():
    app = make_app(fixed_dt=16)
    app.settings.tips_seen = ["petroglyph.mismatch"]
    app.open("settings")
    frames(app, 2)
    screen = app.scene
    click(app, centre(screen.tips.rect))
    assert not app.settings.tips
    click(app, centre(screen.tips.rect))
    assert app.settings.tips and app.settings.tips_seen == []
    click(app, centre(screen.tips.rect))
    click(app, centre(screen.done_button.rect))
    assert Settings.load().tips is False
    seats = [Seat("human", "Ada"), Seat("human", "Ben")]
    app, table = open_table(Session("petroglyph", seats, 5))
    flip_mismatch(app, table)
    assert table.tip_line is None


def test_the_first_green_card_turned_brings_its_tip():
    from game.petroglyph.rules import Flip
    seats = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
    app, table = open_table(Session("petroglyph", seats, 5))
    green = next(i for i, c in enumerate(table.session.state.grid) if colour(c) == "G")
    table.board.propose(Flip(divmod(green, 4)))
    settle(app)
    assert table.tip_line is not None
    assert table.tip_line[0] == "Tip: " + PetroglyphBoard.tips["green"]

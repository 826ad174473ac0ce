"""The Ligretto table through the real scene stack, headless: a person plays by clicks,
drags and keys against bots in real time; pause, Continue, and bots alone to the end."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from screen_helpers import centre, click, drawn, frames, key, table_save_path

from game import IllegalMove
from game.ligretto.rules import WIN_POINTS, Play, Turn, why_illegal
from game.realtime import TOO_LATE
from scenes.boards.ligretto import LigrettoBoard
from scenes.boards.ligretto_places import pile_rect
from scenes.routes import make_app
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import lang
from scenes.services.lang import text
from scenes.services.session import Seat, Session


def person_vs(levels, seed, options=None):
    seats = [Seat("human", "You")] + [Seat("bot", f"Bot{i}", lv) for i, lv in
                                      enumerate(levels, 1)]
    session = Session("ligretto", seats, seed, options, table_save_path())
    app = make_app(fixed_dt=16)
    app.run(TableScene(app, session), max_frames=2)
    app.scene.board.start_now()     # no 3-2-1: these tests drive the clock from the start
    return app, app.scene, session


def drag(app, start, end) -> None:
    post = pygame.event.post
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app)
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    frames(app)
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def pile_centre(board, pile):
    return centre(pile_rect(board.layout, len(board.shown.piles) if pile == "new" else pile))


def mine(session) -> int:
    return sum(1 for m in session.moves if m["seat"] == 0)


def test_a_person_plays_a_round_by_clicks_drags_and_keys_to_its_scoring():
    app, table, session = person_vs(["easy", "easy"], 12)
    board = table.board
    ways = {"click": 0, "key": 0, "drag": 0, "turn": 0}
    refused = 0
    for n in range(600):
        if session.state.phase != "play":
            break
        frames(app, 12)
        plays = [m for m in session.legal(0) if isinstance(m, Play)]
        before = mine(session)
        if not plays:
            key(app, pygame.K_SPACE) if n % 2 else click(app, centre(board.slots[0].hand))
            ways["turn"] += mine(session) > before
            continue
        m = plays[0]
        home = centre(board.source_rect(0, m.source, m.index))
        if not refused and m.pile != "new" and len(session.state.piles) >= 2:
            # A card dropped on a pile that does not take it slides back, with the reason.
            wrong = next((k for k in range(len(session.state.piles)) if Play(
                m.source, k, m.index) not in session.legal(0)), None)
            if wrong is not None:
                drag(app, home, pile_centre(board, wrong))
                assert mine(session) == before and table.news.warning
                with pytest.raises(IllegalMove) as why:     # the rules' own reason
                    session.rules.apply(session.state, 0, Play(m.source, wrong, m.index))
                assert table.news.text == str(why.value)
                assert board.flights, "the card slides back home"
                refused += 1
                continue
        way = ("click", "key", "drag")[n % 3]
        if way == "click":
            click(app, home)
        elif way == "key":
            keys = {"stack": pygame.K_s, "discard": pygame.K_d}
            key(app, keys.get(m.source) or pygame.K_1 + m.index)
        else:
            drag(app, home, pile_centre(board, m.pile))
        ways[way] += mine(session) > before
    assert session.state.phase in ("between", "over"), "the round ended"
    assert all(ways.values()) and refused, (ways, refused)
    frames(app, 150)                                    # "Ligretto!", then the scores
    assert board.sign is None and session.between()
    assert table.banner_text() == "Round 1 is over · Next round when you are ready"
    click(app, centre(board.round_panel.button.rect))
    assert session.state.round == 2 and session.state.phase == "play"


def test_esc_pauses_the_clock_and_continue_resumes_paused(home):
    app, table, session = person_vs(["hard", "hard", "hard"], 3)
    frames(app, 200)
    assert session.moves, "the bots play in real time"
    key(app, pygame.K_ESCAPE)
    assert table.board.paused and isinstance(app.scene, TableScene)
    now, moves = session.clock().now, len(session.moves)
    frames(app, 300)
    assert session.clock().now == now and len(session.moves) == moves
    click(app, (40, 40))                                 # clicks do nothing while paused
    assert table.board.paused
    key(app, pygame.K_ESCAPE)
    assert not table.board.paused
    frames(app, 100)
    assert session.clock().now > now
    # Continue: the same game, waiting paused for the person.
    resumed = Session.load(table_save_path())
    assert resumed.moves == session.moves
    app2 = make_app(fixed_dt=16)
    app2.run(TableScene(app2, resumed), max_frames=2)
    board2 = app2.scene.board
    assert board2.paused and resumed.state == session.state
    frames(app2, 100)
    assert len(resumed.moves) == len(session.moves)


def test_a_turn_shows_the_third_card_and_a_card_no_pile_takes_is_explained():
    app, table, session = person_vs(["easy"], 8)
    hand = session.state.hands[0]
    key(app, pygame.K_SPACE)
    assert session.state.discards[0][0] == hand[2]           # the third card shows
    assert len(session.state.hands[0]) == len(hand) - 3
    assert session.moves[-1] == {"seat": 0, "move": {"move": "turn"}}
    stuck = [i for i, top in enumerate(session.state.row_tops(0))
             if not [m for m in session.legal(0) if getattr(m, "index", None) == i]]
    assert stuck == [0, 1, 3, 4], session.state.row_tops(0)    # seed 8: the red 5 and more
    before = len(session.moves)
    key(app, pygame.K_1 + stuck[0])
    assert len(session.moves) == before
    assert table.news.text == "Only a 1 starts a new pile; your red 5 goes on a red pile " \
                              "showing 4."
    assert Turn() in session.legal(0)


def test_bots_alone_finish_the_game_and_reach_the_score_scene():
    seats = [Seat("bot", f"Bot{i}", "hard") for i in range(3)]
    session = Session("ligretto", seats, 5)
    # Near the end already, so that one round finishes the game (a whole game of rounds
    # is the bench's work): the totals stand at 95 before the deal is played out.
    session.state = replace(session.state, points=(95, 90, 85))
    app = make_app(fixed_dt=16, demo=True)
    app.run(TableScene(app, session), max_frames=20000)
    assert session.is_over() and isinstance(app.scene, ScoreScene)
    assert session.scores() == (110, 95, 101)
    assert app.scene.headline_text() == "Bot0 wins with 110 points"


def race(session):
    """A pile that seat 0 and seat 1 could both play on now, and once seat 1 has, seat 0's
    card fits nowhere: (person's move, bot's move)."""
    rules = session.rules
    for mine_ in session.legal(0):
        if isinstance(mine_, Play) and mine_.pile != "new":
            for theirs in session.legal(1):
                if isinstance(theirs, Play) and theirs.pile == mine_.pile:
                    after, _ = rules.apply(session.state, 1, theirs)
                    if not any(isinstance(m, Play) and (m.source, m.index) == (
                            mine_.source, mine_.index) for m in rules.legal_moves(after, 0)):
                        return mine_, theirs
    return None


def test_a_card_beaten_to_a_pile_by_a_bot_says_too_late():
    app, table, session = person_vs(["easy"], 21)
    board = table.board
    board.paused = True                       # the bots wait; this test moves for them
    found = None
    for n in range(400):
        found = race(session)
        if found:
            break
        seat = n % 2
        moves = [m for m in session.legal(seat) if isinstance(m, Play)] or \
            list(session.legal(seat))
        session.submit(seat, moves[0])
    assert found, "no race in 400 moves"
    mine_, theirs = found
    board.paused = False
    frames(app)                               # the person looks at the table...
    session.submit(1, theirs)                 # ...and the bot's card lands first
    before = len(session.moves)
    board.controls.auto((mine_.source, mine_.index))
    assert len(session.moves) == before
    assert table.news.text.startswith("Too late"), table.news.text


def race_to_come(session, board):
    """The bots wait (paused) while both seats play until a race is on the table."""
    board.paused = True
    for n in range(400):
        found = race(session)
        if found:
            return found
        seat = n % 2
        moves = [m for m in session.legal(seat) if isinstance(m, Play)] or \
            list(session.legal(seat))
        session.submit(seat, moves[0])
    raise AssertionError("no race in 400 moves")


def never_fits(session, then):
    """A move of the person's aimed at a pile its card did not fit before the bot's move,
    and does not fit now."""
    for i, col in enumerate(session.state.rows[0]):
        for pile in range(len(session.state.piles)):
            move = Play("row", pile, i)
            if col and move not in session.rules.legal_moves(then, 0) \
                    and not session.allows(0, move):
                return move
    raise AssertionError("every row card fits a pile")


@pytest.mark.parametrize("language, words", [("en", "Too late"), ("fr", "Trop tard"),
                                             ("it", "Troppo tardi")])
def test_a_card_aimed_at_a_pile_a_bot_covered_half_a_second_ago_is_too_late(language, words):
    """The bot's card has landed and shows on its pile, but the person's hand was already
    on its way: "Too late", in the person's language; a card that never fitted that pile
    gets the rule."""
    app, table, session = person_vs(["easy"], 21)
    board = table.board
    lang.use(language)
    mine_, theirs = race_to_come(session, board)
    frames(app)                               # the person looks at the table...
    then = session.state
    board.arrived([session.submit(1, theirs)])   # ...and the bot covers the pile
    frames(app, 30)                           # half a second: its card lies on the pile
    assert not board.flights and board.shown == session.view(None)
    board.paused = False
    before = len(session.moves)
    board.controls.auto((mine_.source, mine_.index))   # a click: to the pile it fitted
    assert len(session.moves) == before
    assert table.news.text == text(TOO_LATE) and table.news.text.startswith(words)
    table.news.withdraw_warning()
    board.controls.submit(mine_)                       # dropped on that pile
    assert table.news.text == text(TOO_LATE)
    wrong = never_fits(session, then)         # dropped on a pile it never fitted
    board.controls.submit(wrong)
    assert table.news.text == text(why_illegal(session.state, 0, wrong)) != text(TOO_LATE)
    assert len(session.moves) == before
    # A second later the person has seen the pile covered: the rules say why.
    table.news.withdraw_warning()
    frames(app, 90)
    assert len(session.moves) == before       # (the bot is still thinking)
    board.controls.auto((mine_.source, mine_.index))
    fits_not = Play(mine_.source, "new", mine_.index)
    assert table.news.text == text(why_illegal(session.state, 0, fits_not)) != text(TOO_LATE)


def test_the_blurb_names_the_points_to_win():
    """The menu's blurb is written out for the catalogs: its number is the rules'."""
    assert f"First to {WIN_POINTS} points." in LigrettoBoard.blurb


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_every_big_sign_is_whole_inside_its_panel(code):
    """"Ligretto!", a new round, hands reshuffled, a round no card can end: the longest
    (Italian's "no card can ever be played") once ran past both sides of its panel."""
    from text_checks import collisions
    app, table, _session = person_vs(["easy"], 5)
    lang.use(code)
    board = table.board
    for words in (lang._("Round over: no card can ever be played"),
                  lang._("Nobody can play: hands reshuffled"),
                  lang._("Ligretto! {name}").format(name="Marie-Antoinette Lefèvre"),
                  lang._("Round {round}").format(round=12)):
        board.say_big(words)
        board.sign[1] = 600.0              # shown whole, between fading in and out
        assert collisions(app) == [], words
        assert words in [line.text for line in drawn(app, lambda: table.draw(app.canvas))]

"""A game left and picked up again with Continue is the same game: a daily challenge stays
the day's challenge (no take-backs offered, its result recorded as the day's), the hints
asked stay counted, and each person's controls in a game in real time stay theirs."""

from __future__ import annotations

import datetime

from screen_helpers import open_table, play_until

from game.core import Phrase
from game.daily import challenge_over
from scenes.services.controls import LEFT_KEYS, MOUSE, PAD
from scenes.services.deals import challenge_session, new_session, saved_sessions
from scenes.services.session import Seat, Session

DAY = datetime.date(2026, 11, 24)


def continued():
    """The one game Continue offers, as the menu reads it from its save."""
    found, notices = saved_sessions()
    assert notices == [] and len(found) == 1
    return found[0]


def advance_until(session, done, limit: int = 20_000) -> None:
    """The clock of a game in real time moved on 100 ms at a time until `done(session)`."""
    for _ in range(limit):
        if done(session):
            return
        session.advance(100)
    raise AssertionError("the clock never got there")


def test_a_continued_daily_challenge_stays_the_days_challenge(db, worker):
    """Garbo offers take-backs in a game of its own, never in a challenge: the challenge
    picked up again still refuses them, counts its hints, and its result is the day's."""
    plain = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "hard")], 4)
    play_until(plain, lambda s: s.moves and s.moves[-1]["seat"] == 0)
    assert plain.takes_back and plain.take_back_refusal() is None   # what the challenge lacks
    plain.close()

    session = challenge_session("garbo", DAY)
    person = session.humans()[0]
    play_until(session, lambda s: len(s.moves) >= 3 and person in s.to_act())
    session.ask_hint(person)
    assert session.hint_ready() is not None
    play_until(session, lambda s: s.moves[-1]["seat"] == person)    # a move of Ada's last
    moves = list(session.moves)

    again = continued()
    assert again is not session and again.save_path == session.save_path
    assert (again.challenge, again.moves, again.state) == ("2026-11-24", moves, session.state)
    assert again.hints == {person: 1}
    assert not again.takes_back
    assert again.take_back_refusal() == Phrase("Moves cannot be taken back in a challenge.")
    assert again.take_back() is not None and again.moves == moves
    app, table = open_table(again)
    assert not table.back_button.visible
    app.close()

    play_until(again)
    result = again.keep_result(db)
    assert result.counts == "daily"
    day = db.daily_result("garbo", DAY)
    assert day is not None and day["scores"] == list(again.scores())
    assert db.daily_result("garbo", DAY + datetime.timedelta(days=1)) is None


def test_a_continued_ligretto_challenge_keeps_its_hints_and_controls(db):
    """Ligretto's challenge, its person on a controller (not the mouse they would get),
    two hints asked: all of it comes back with the game, and its first round is the
    day's result."""
    session = challenge_session("ligretto", DAY)
    person = session.humans()[0]
    session.choose_controls({person: PAD})
    assert session.controls == {person: PAD}
    session.ask_hint(person)
    advance_until(session, lambda s: len(s.moves) >= 5)
    session.ask_hint(person)
    state, moves = session.state, list(session.moves)

    again = continued()
    assert (again.challenge, again.moves, again.state) == ("2026-11-24", moves, state)
    assert again.hints == {person: 2}
    assert again.controls == {person: PAD}
    assert not again.takes_back

    advance_until(again, lambda s: challenge_over("ligretto", s.rules, s.state))  # bots play
    assert again.keep_result(db).counts == "daily"
    assert db.daily_result("ligretto", DAY)["scores"] == list(again.scores())


def test_people_keep_their_own_controls_through_a_save():
    """Two people at Ligretto, on keys they swapped: the save gives each their own."""
    seats = [Seat("human", "Ada"), Seat("human", "Ben"), Seat("bot", "Ochre", "easy")]
    session = new_session("ligretto", seats, 7, controls={0: LEFT_KEYS, 1: MOUSE})
    assert session.controls == {0: LEFT_KEYS, 1: MOUSE}
    advance_until(session, lambda s: s.moves)
    assert continued().controls == {0: LEFT_KEYS, 1: MOUSE}

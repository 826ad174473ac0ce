"""Hints (issue 17, the rules' half; issue 26, a hint sees what that person has seen): over
random legal positions of every game, the hint for the seat to act is one of its legal
moves, the hard bot's for the seat's view and the events the seat has seen (Petroglyph's
bot remembers them, never more); its reason is a Phrase (English by str(), translated
where shown). Whether each reason is true: tests/test_hint_reasons.py."""

from __future__ import annotations

import random

import pytest
from registered import extreme_tables
from screen_helpers import play_until
from test_hint_reasons import positions

from game import RULES
from game.core import Phrase
from game.hints import HINT_SEED, hint

GAMES = extreme_tables()


@pytest.mark.parametrize("name,players", GAMES, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_hint_is_a_legal_move_with_a_reason(name, players, seed):
    rules = RULES[name]
    for state, seat, heard in positions(name, players, seed, 12, rate=0.3):
        view = rules.view(state, seat)
        given = hint(name, view, seat, heard)
        assert given.move in rules.legal_moves(state, seat), (given, seat)
        assert isinstance(given.reason, Phrase) and str(given.reason)
        bot = rules.make_bot("hard", seat, HINT_SEED)
        if rules.hint_hears:         # the hard bot with a person's memory of the table
            bot.observe(heard)
        assert given.move == bot.choose(view)


# --- Petroglyph: the memory a person at the table has, never more ------------------------------

def _deck_with(placed: dict) -> list:
    """A Petroglyph deck (16 cells row by row, then the card set aside) with the cards
    `placed` (slot -> card) where asked and the others in deck order."""
    from game.petroglyph.cards import DECK
    rest = [c for c in DECK if c not in placed.values()]
    return [placed[i] if i in placed else rest.pop(0) for i in range(17)]


def test_petroglyphs_hint_remembers_what_was_shown():
    """Ada turned the red couple R1 at (0,0), then a blue: both went back face down. Ben
    turns R2: a person who watched knows where its partner lies, and so does the hint that
    heard the table; a hint told nothing does not (and does not claim the card was seen)."""
    rules = RULES["petroglyph"]
    from game.petroglyph.rules import Flip, Pass
    state = rules.new_game(2, 1, deck=_deck_with({0: "R1", 5: "B1", 10: "R2"}))
    heard = []
    for seat, move in [(0, Flip((0, 0))), (0, Flip((1, 1))), (0, Pass()), (1, Flip((2, 2)))]:
        state, events = rules.apply(state, seat, move)
        heard += events
    view = rules.view(state, 1)
    remembered = hint("petroglyph", view, 1, heard)
    assert remembered.move == Flip((0, 0))
    assert str(remembered.reason) == ("You have seen this card before: it is the colour of "
                                      "the cards you turned.")
    forgetful = hint("petroglyph", view, 1)
    assert forgetful.move != Flip((0, 0))
    assert "You have seen" not in str(forgetful.reason)


def _hidden_shuffled(state, heard, rng):
    """The same table with the cards nobody has been shown (face down, or set aside)
    dealt among their places in another order, and another generator for shuffles."""
    from dataclasses import replace
    shown = {e["card"] for e in heard if e["type"] == "flip"}
    places = [i for i in state.face_down() if state.grid[i] not in shown] + [16]
    cards = [state.grid[i] if i < 16 else state.aside for i in places]
    rng.shuffle(cards)
    grid = list(state.grid)
    for i, card in zip(places, cards):
        if i < 16:
            grid[i] = card
    return replace(state, grid=tuple(grid), aside=cards[-1], rng=state.rng * 7 + 12345)


def _session_hint(session, seat):
    """The hint the session gives `seat`, asked as the table asks (the test's worker
    answers at once)."""
    session.ask_hint(seat)
    return session.hint_ready()


@pytest.mark.parametrize("seed", [3, 4])
def test_a_hint_at_the_table_knows_only_what_the_person_has_seen(seed, worker):
    """At the table (Session.ask_hint), the hint for a position is the same whatever the
    cards nobody has been shown are and wherever they lie, and whatever the generator
    would shuffle: it knows the view and the seat's events, nothing else. Checked along a
    game, with the hidden cards dealt again at each position."""
    from scenes.services.session import Seat, Session
    rng = random.Random(seed)
    people = [Seat("human", "Ada"), Seat("human", "Ben")]
    session = Session("petroglyph", people, seed)
    changed = 0
    for _ in range(40):
        if session.is_over():
            break
        seat = min(session.to_act())
        other = Session("petroglyph", people, seed)
        other.moves, other.heard = list(session.moves), list(session.heard)
        other.state = _hidden_shuffled(session.state, session.heard_by(seat), rng)
        changed += other.state.grid != session.state.grid
        mine, theirs = _session_hint(session, seat), _session_hint(other, seat)
        assert (mine.move, str(mine.reason)) == (theirs.move, str(theirs.reason))
        asked = worker.hints_asked()[-2]              # session's question: its seat's view
        assert asked == ("petroglyph", session.view(seat), seat, session.heard_by(seat))
        session.apply(seat, rng.choice(session.legal(seat)))
    assert changed > 10


def test_the_session_gives_a_hint_only_the_seats_own_events(worker):
    """Garbo deals each hand to its seat alone: the events a hint hears are the seat's."""
    from scenes.services.session import Seat, Session
    session = Session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], 2)
    rng = random.Random(2)
    play_until(session, lambda s: any(e["type"] == "deal" for events in s.heard for e in events),
               lambda s, seat: rng.choice(s.legal(seat)))
    seat = min(session.to_act())
    _session_hint(session, seat)
    heard = worker.hints_asked()[-1][3]
    deals = [e for e in heard if e["type"] == "deal"]
    assert deals and all(e["seats"] == [seat] for e in deals)
    everything = [e for events in session.heard for e in events]
    assert heard == [e for e in everything if e.get("seats", [seat]) == [seat]]


def test_garbo_says_what_a_place_gives_away():
    rules = RULES["garbo"]
    state = rules.new_game(2, 3)
    seat = min(rules.to_act(state))
    given = hint("garbo", rules.view(state, seat), seat)
    assert str(given.reason) == "This place gives away nothing."   # the first card: no match

"""A lesson's opponents play the moves the lesson wrote down (scenes/services/scripted.py),
never a bot's judgement: Fossil's and Garbo's guided games go as their words say however
the bots change (issue 46)."""

from __future__ import annotations

import pytest

from game import RULES
from game.fossil import bots as fossil_bots
from game.fossil.rules import Stone
from scenes import lessons
from scenes.lessons import fossil, garbo
from scenes.services.scripted import ScriptedBot


class At:
    """What a lesson's step functions read of a session: its state."""
    def __init__(self, state) -> None:
        self.state = state


def play_out(lesson, person_moves):
    """The lesson's session played at the rules alone: the person's moves from
    `person_moves(state)` in turn, the others' from the session's own bots."""
    session = lesson.session()
    rules, state = session.rules, session.state
    for _ in range(40):
        (seat,) = rules.to_act(state)
        if seat == 0:
            move = person_moves(state)
            if move is None:
                return session, state
        else:
            bot = session.bots[seat]
            move = bot.choose(rules.view(state, seat))
        state, events = rules.apply(state, seat, move)
        for bot in session.bots.values():
            bot.observe(events)
    return session, state


@pytest.mark.parametrize("game", ["fossil", "garbo"])
def test_the_lessons_others_are_scripted(game):
    session = lessons.lesson(game).session()
    assert session.bots and all(isinstance(b, ScriptedBot) for b in session.bots.values())


def test_the_fossil_script_is_played_whole_and_scores_as_the_words_say(monkeypatch):
    # No bot's judgement is asked: a bot that cannot choose changes nothing.
    def refuse(self, view):
        raise AssertionError("a lesson asked a bot")
    monkeypatch.setattr(fossil_bots.Bot, "choose", refuse)
    lesson = fossil.lesson()
    plan = [(2, 4), (4, 4), (3, 1)]

    def person(state):
        if state.phase == "swap":
            return fossil._swap(At(state))
        if not plan:
            return None
        to = plan.pop(0)
        return min((m for m in RULES["fossil"].legal_moves(state, 0)
                    if isinstance(m, Stone) and m.to == to), key=lambda m: m.stone)
    session, state = play_out(lesson, person)
    assert state.history == (("ammonite", (15, -3, -3)),)
    for seat, moves in fossil.SCRIPT.items():
        bot = session.bots[seat]
        assert (bot.played, bot.strayed, bot.script) == (len(moves), False, [])


def test_a_scripted_move_that_is_not_legal_is_left_for_the_rule():
    rules = RULES["fossil"]
    state = rules.new_game(3, 2, deck=fossil.DEAL)
    bot = ScriptedBot(rules, 2, (Stone(0, (0, 0)),),
                      then=lambda view, seat, moves: moves[-1])
    move = bot.choose(rules.view(state, 2))     # stones are placed first: a Stone is not legal
    assert bot.strayed and move == rules.legal_moves(state, 2)[-1]
    assert bot.choose(rules.view(state, 2)) == move     # the script is not tried again


def test_garbo_flint_plays_its_moves_then_the_lessons_rule():
    lesson = garbo.lesson()
    plan = [garbo._first, garbo._match, garbo._nothing]     # the lesson's Do steps

    def person(state):
        return plan.pop(0)(At(state)) if plan else None
    session, state = play_out(lesson, person)
    flint = session.bots[garbo.FLINT]
    assert (flint.played, flint.strayed) == (len(garbo.FLINT_MOVES), False)
    laid = {p.up for p in state.table}
    assert {m.card for m in garbo.FLINT_MOVES} <= laid

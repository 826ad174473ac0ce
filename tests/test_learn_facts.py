"""Lessons say what the table shows: every lesson walked in every language, and at each
step, as it begins, the facts its words state (the step's places) are worked out again from
the rules (tests/lesson_facts.py); each number in the words shown is one of them, and each
place the sentence names shows in the words."""

from __future__ import annotations

import re
import string

import pytest
from lesson_facts import ORACLES
from lesson_helpers import drive, open_lesson
from screen_helpers import new_app

from scenes import lessons
from scenes.lessons.guide import Guide
from scenes.services import lang


def named_places(phrase) -> set[str]:
    """The {places} of the English sentence the step shows (its plural form, if any)."""
    template = phrase.message if phrase.plural is None or phrase.n == 1 else phrase.plural
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def check_step(guide: Guide, oracle, language: str) -> dict:
    """The step that has just begun: its facts against the rules, its words against its
    facts. Returns what was checked (for the test's own count)."""
    session, places = guide.session, guide.places
    where = f"{session.game} step {guide.index} ({type(guide.step).__name__})"
    if oracle is None:
        assert places == {}, f"{where}: facts no test checks: {places}"
    else:
        assert places == oracle(session, guide.move), where
    shown = guide.words()
    phrase = guide.phrase()
    values = {name: lang.text(value) for name, value in places.items()}
    for name in named_places(phrase):
        assert values[name] in shown, f"{where}: {name}={values[name]!r} not in {shown!r}"
    computed = {d for v in values.values() for d in re.findall(r"\d+", v)}
    for number in re.findall(r"\d+", shown):
        assert number in computed, f"{where}: {number} is typed into {shown!r}"
    if language != "en":
        lang.use("en")
        english = guide.words()
        lang.use(language)
        assert shown != english, f"{where}: shown in English: {shown!r}"
    return {"places": len(places)}


def every_word_shows(app) -> None:
    """The panel has room for every line of the step's words (it cuts what does not fit)."""
    lines, room, _, _ = app.scene.lesson_panel.measure(app.canvas)
    assert len(lines) <= room, (app.scene.guide.index, len(lines), room, lines)


@pytest.mark.parametrize("language", ["en", "fr", "it"])
@pytest.mark.parametrize("game", lessons.GAMES)
def test_every_number_a_lesson_says_is_the_rules(game, language, monkeypatch):
    oracles = ORACLES[game]
    checked = []
    begin = Guide._begin

    def begin_and_check(guide):
        begin(guide)
        checked.append((guide.index, check_step(guide, oracles.get(guide.index), language)))
    monkeypatch.setattr(Guide, "_begin", begin_and_check)
    app = new_app()
    open_lesson(app, game, language)
    drive(app, look=every_word_shows)
    steps = len(app.scene.guide.lesson.steps)
    assert [i for i, _ in checked] == list(range(steps))     # every step, once
    # every step with an oracle stated facts, and was reached
    assert {i for i, c in checked if c["places"]} == set(oracles)

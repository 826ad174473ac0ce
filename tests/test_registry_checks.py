"""Each promise a game's declaration makes is checked when it is registered (issue 47,
part 5): one test per check of `game.registry.problems`, each a declaration wrong in that
one way only (the test-only fifth game, changed), refused with the words of its error."""

from __future__ import annotations

import dataclasses

import pytest
from fifth_game import GAME as FIFTH

from game import RULES, registry
from game.core import Phrase
from game.daily import Challenge
from game.registry import Code, problems

WRONG = [
    ("name", dict(name="Nimble Two"), "the name 'Nimble Two' is not lower-case letters and "
                                      "digits"),
    ("title", dict(title=""), "no title"),
    ("seats", dict(min_players=3, max_players=2), "seat counts 3-2 are not a range"),
    ("seats from none", dict(min_players=0), "seat counts 0-3 are not a range"),
    ("function", dict(legal_moves="every move"), "legal_moves is not a function"),
    ("optional function", dict(cards=42), "cards is not a function"),
    ("booleans", dict(hint_hears="yes"), "realtime and hint_hears are True or False"),
    ("why never", dict(never_taken_back="because"),
     "never_taken_back is a Phrase (why) or None"),
    ("real time", dict(realtime=True, never_taken_back=None),
     "a real-time game says why a move is never taken back"),
    ("code", dict(code=Code("n1")), "deal-code prefix 'n1' is not two free letters"),
    ("arena", dict(arenas=(("easy", "wizard"),)),
     "arena ('easy', 'wizard') is not bot levels for a table of this game"),
    ("arena's size", dict(arenas=(("easy",) * 5,)),
     "arena ('easy', 'easy', 'easy', 'easy', 'easy') is not bot levels for a table of "
     "this game"),
]


def test_the_fifth_game_as_declared_has_no_problem():
    assert problems(FIFTH) == []


@pytest.mark.parametrize("changes,words", [w[1:] for w in WRONG], ids=[w[0] for w in WRONG])
def test_a_declaration_wrong_in_one_way_is_refused_with_its_words(changes, words):
    wrong = dataclasses.replace(FIFTH, **changes)
    assert problems(wrong) == [words]
    with pytest.raises(ValueError, match="cannot be registered"):
        registry.register(wrong)
    assert wrong.name not in RULES


def test_what_is_no_declaration_is_said_so():
    assert problems("nimble") == ["'nimble' is not a declared Game"]


def test_a_name_registered_already_by_another_declaration():
    other = dataclasses.replace(RULES["garbo"], title="Another")
    assert problems(other) == ["'garbo' is registered already"]
    assert problems(RULES["garbo"]) == []              # itself: no problem


def test_a_deal_code_prefix_another_game_holds():
    taken = RULES["garbo"].code.prefix if RULES["garbo"].code else "GA"
    assert problems(dataclasses.replace(FIFTH, code=Code(taken))) == [
        f"deal-code prefix {taken!r} is not two free letters"]


def test_a_challenge_for_another_game_or_table():
    garbo = RULES["garbo"].challenge
    assert garbo is not None
    assert problems(dataclasses.replace(FIFTH, challenge=garbo)) == [
        "its challenge is for another game or another table"]
    own = Challenge(**{**{f.name: getattr(garbo, f.name) for f in dataclasses.fields(garbo)},
                       "game": "nimble", "seats": ("easy",) * 4})
    assert problems(dataclasses.replace(FIFTH, challenge=own)) == [
        "its challenge is for another game or another table"]


def test_a_phrase_is_a_real_times_reason():
    assert problems(dataclasses.replace(FIFTH, realtime=True,
                                        never_taken_back=Phrase("It is a race."))) == []

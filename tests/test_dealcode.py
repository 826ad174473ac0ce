"""Deal codes: every game, seat count and option round-trips; typos are caught with words."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from game import RULES, dealcode
from game.dealcode import ALPHABET, LAYOUTS, decode, encode

SEEDS = (0, 1, 30, 31, 12345, 1234567890, 2**31 - 1)

# Written out here, not read from game.dealcode: every option value of every game, and
# what a code made with no options decodes to (DESIGN: the values are frozen).
SCORING_ORDER = ("ammonite", "fish", "leaf", "scallop", "brittlestar", "urchin", "sealily",
                 "trilobite", "horseshoe")
EXPECTED_OPTIONS = {
    "petroglyph": [{"solo_shuffle": "lines"}, {"solo_shuffle": "rows"}],
    "fossil": [{"removed_fossils": f"{a},{b}"}
               for a, b in itertools.combinations(SCORING_ORDER, 2)],
    "garbo": [{"diagonals": "all"}, {"diagonals": "long"}],
    "ligretto": [{"row_ladders": False}, {"row_ladders": True}],
}
DEFAULTS = {"petroglyph": {"solo_shuffle": "lines"},
            "fossil": {"removed_fossils": "trilobite,horseshoe"},
            "garbo": {"diagonals": "all"}, "ligretto": {"row_ladders": False}}
PREFIXES = {"petroglyph": "PE", "fossil": "FO", "garbo": "GA", "ligretto": "LI"}


def test_every_game_has_its_expected_options_here():
    assert set(EXPECTED_OPTIONS) == set(DEFAULTS) == set(PREFIXES) == set(RULES)
    assert len(EXPECTED_OPTIONS["fossil"]) == 36


@pytest.mark.parametrize("game", sorted(EXPECTED_OPTIONS))
def test_codes_round_trip_for_every_seat_count_option_and_seed(game):
    rules = RULES[game]
    lengths = set()
    for players in range(rules.min_players, rules.max_players + 1):
        for opts in EXPECTED_OPTIONS[game]:
            for seed in SEEDS:
                code = encode(game, seed, opts, players)
                assert code.startswith(PREFIXES[game] + "-")
                assert set(code.replace("-", "")[2:]) <= set(ALPHABET)
                lengths.add(len(code))
                deal = decode(code)
                assert deal == (game, seed, opts, players)
                # the decoded options deal the very same game
                assert (rules.new_game(players, seed, deal.options)
                        == rules.new_game(players, seed, opts))
            assert decode(encode(game, seed, None, players)) == (game, seed, DEFAULTS[game],
                                                                 players)
    assert len(lengths) == 1, "the app's seeds give codes of one length per game"
    assert max(lengths) <= 14


def test_the_four_games_have_their_prefixes_and_options_known():
    assert {g: lay.prefix for g, lay in LAYOUTS.items()} == {
        "petroglyph": "PE", "fossil": "FO", "garbo": "GA", "ligretto": "LI"}
    from game.fossil.cards import FOSSILS
    from game.garbo.cards import DIAGONAL_RULES
    from game.petroglyph.rules import OPTIONS
    assert LAYOUTS["petroglyph"].options[0].values == OPTIONS["solo_shuffle"]
    assert LAYOUTS["garbo"].options[0].values == DIAGONAL_RULES
    assert len(LAYOUTS["fossil"].options[0].values) == len(FOSSILS) * (len(FOSSILS) - 1) // 2


def test_examples_in_the_docs_decode():
    assert decode("PE-JQGP-N9SX") == ("petroglyph", 1234567890, {"solo_shuffle": "lines"}, 1)
    assert decode("FO-ABCR2-7345").players == 4
    assert decode("GA-67DE-X3ZN").options == {"diagonals": "long"}
    assert decode("LI-EJ59-R7ZX").options == {"row_ladders": True}


def test_input_ignores_case_spaces_and_dashes_and_reads_0_and_1_in_the_prefix():
    code = encode("fossil", 987654321, {"removed_fossils": "leaf,fish"}, 3)
    deal = decode(code)
    assert deal.options == {"removed_fossils": "fish,leaf"}      # scoring order
    squashed = code.replace("-", "")
    for typed in (code.lower(), f"  {squashed} ", " ".join(squashed), code.replace("O", "0"),
                  "-".join(squashed[i:i + 3] for i in range(0, len(squashed), 3))):
        assert decode(typed) == deal
    li = encode("ligretto", 5, {"row_ladders": "yes"}, 2)
    assert decode(li.replace("LI", "l1")).options == {"row_ladders": True}


def test_options_the_table_does_not_know_are_written_generically():
    code = encode("petroglyph", 77, {"solo_shuffle": "rows", "future": [1, "two"]}, 2)
    assert decode(code) == ("petroglyph", 77, {"solo_shuffle": "rows", "future": [1, "two"]}, 2)
    odd = encode("garbo", 2**31 - 1, {"diagonals": "none"}, 2)
    assert decode(odd).options == {"diagonals": "none"}


def test_a_game_registered_later_gets_a_code(monkeypatch):
    fake = dataclasses.replace(RULES["garbo"], name="gadget", min_players=2, max_players=5,
                               code=None, challenge=None)
    monkeypatch.setitem(RULES, "gadget", fake)
    code = encode("gadget", 4242, {"speed": "fast"}, 5)
    assert code[:2] not in {lay.prefix for lay in LAYOUTS.values()}
    assert decode(code) == ("gadget", 4242, {"speed": "fast"}, 5)
    assert decode(encode("gadget", 9, None, 3)) == ("gadget", 9, {}, 3)


def sample_codes():
    out = []
    for game in LAYOUTS:
        for players, seed in ((LAYOUTS[game].min_players, 0), (LAYOUTS[game].max_players,
                                                              1234567890)):
            out.append(encode(game, seed, None, players))
    return out


@pytest.mark.parametrize("code", sample_codes())
def test_every_single_typo_and_every_swap_of_neighbours_is_refused(code):
    text = code.replace("-", "")
    symbols = ALPHABET + "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for i, c in enumerate(text):
        for other in sorted(set(symbols) - {c}):
            typo = text[:i] + other + text[i + 1:]
            with pytest.raises(ValueError):
                decode(typo)
    for i in range(len(text) - 1):
        if text[i] != text[i + 1]:
            swapped = text[:i] + text[i + 1] + text[i] + text[i + 2:]
            with pytest.raises(ValueError):
                decode(swapped)
    for i in range(len(text)):                          # a symbol left out
        with pytest.raises(ValueError):
            decode(text[:i] + text[i + 1:])


def test_wrong_check_letter_unknown_game_and_garbage_say_why():
    code = encode("garbo", 31337, None, 2)
    last = code[-1]
    wrong = code[:-1] + ALPHABET[(ALPHABET.index(last) + 1) % len(ALPHABET)]
    typed = "Type a deal code, such as PE-JQGP-N9SX"
    not_a_code = "That is not a deal code (a code looks like PE-JQGP-N9SX)"
    short = "That code is too short: a Petroglyph code has 8 symbols after PE"
    for garbage, words in (
            (wrong, "That code has a typo (the check letter does not match)"),
            ("ZQ" + code[2:], "Unknown game in that code (ZQ: no game here starts with that)"),
            ("", typed), ("   - ", typed),
            ("hello world", "Unknown game in that code (HE: no game here starts with that)"),
            ("PE-??", not_a_code), ("P", not_a_code), ("PE", short), ("PE-2", short),
            ("PE-0000-0000", "That code has 0, which no code uses (codes have no 0, O, 1, I "
                             "or L after the game's letters)"),
            ("GA-ÄÖÜ1-2345", not_a_code), (None, "That is not a deal code"),
            (12345, "That is not a deal code")):
        with pytest.raises(ValueError) as info:
            decode(garbage)
        assert str(info.value) == words, garbage


def test_bad_deals_cannot_be_encoded():
    for args, words in ((("chess", 1, None, 2), "unknown game 'chess'"),
                        (("garbo", -1, None, 2), "a deal code needs a seed of 0 or more, not -1"),
                        (("garbo", 1, None, 3), "garbo is for 2-2 players, not 3"),
                        (("petroglyph", 1, None, 0), "petroglyph is for 1-4 players, not 0"),
                        (("fossil", 1.5, None, 4),
                         "a deal code needs a seed of 0 or more, not 1.5"),
                        (("garbo", 2**31, {"odd": 1}, 2),
                         "a deal code with these options needs a seed below 2147483648")):
        with pytest.raises(ValueError) as info:
            encode(*args)
        assert str(info.value) == words, args


def test_playable_refuses_a_game_this_table_does_not_have(monkeypatch):
    code = encode("garbo", 5, None, 2)
    assert dealcode.playable(code) == decode(code)
    # A table without Garbo, in a copy: RULES itself keeps its order for later tests.
    monkeypatch.setattr(dealcode, "_registered",
                        lambda: {k: v for k, v in RULES.items() if k != "garbo"})
    with pytest.raises(ValueError, match="^That code is for Garbo, which this Card Table "
                                         "does not have yet$"):
        dealcode.playable(code)

"""Deal codes: every game, seat count and option round-trips; typos are caught with words."""

from __future__ import annotations

import importlib.util
import itertools

import pytest

from game import RULES, dealcode
from game.dealcode import ALPHABET, LAYOUTS, decode, encode

SEEDS = (0, 1, 30, 31, 12345, 1234567890, 2**31 - 1)
HAS_LIGRETTO = importlib.util.find_spec("game.ligretto") is not None


def rules_of(game: str):
    if game in RULES:
        return RULES[game]
    return importlib.import_module(f"game.{game}").RULES


def option_sets(game: str):
    lay = LAYOUTS[game]
    for values in itertools.product(*(opt.values for opt in lay.options)):
        yield {opt.key: v for opt, v in zip(lay.options, values)}


def games_to_test():
    names = sorted(set(RULES) | {"garbo"} | ({"ligretto"} if HAS_LIGRETTO else set()))
    return names


@pytest.mark.parametrize("game", games_to_test())
def test_codes_round_trip_for_every_seat_count_option_and_seed(game):
    rules = rules_of(game)
    lay = dealcode.layouts()[game]
    options = list(option_sets(game)) if game in LAYOUTS else [{}]
    lengths = set()
    for players in range(rules.min_players, rules.max_players + 1):
        for opts in options:
            for seed in SEEDS:
                code = encode(game, seed, opts, players)
                assert code.startswith(lay.prefix + "-")
                assert set(code.replace("-", "")[2:]) <= set(ALPHABET)
                lengths.add(len(code))
                deal = decode(code)
                assert deal == (game, seed, deal.options, players)
                assert {**deal.options} == {**opts} or not opts
                # the decoded options deal the very same game
                assert (rules.new_game(players, seed, deal.options)
                        == rules.new_game(players, seed, opts))
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
    li = encode("ligretto", 5, {"row_ladders": "yes"}, 2) if "ligretto" in LAYOUTS else None
    assert decode(li.replace("LI", "l1")).options == {"row_ladders": True}


def test_options_the_table_does_not_know_are_written_generically():
    code = encode("petroglyph", 77, {"solo_shuffle": "rows", "future": [1, "two"]}, 2)
    assert decode(code) == ("petroglyph", 77, {"solo_shuffle": "rows", "future": [1, "two"]}, 2)
    odd = encode("garbo", 2**31 - 1, {"diagonals": "none"}, 2)
    assert decode(odd).options == {"diagonals": "none"}


def test_a_game_registered_later_gets_a_code(monkeypatch):
    fake = type(RULES["garbo"])(**{**vars(RULES["garbo"]), "name": "gadget",
                                   "min_players": 2, "max_players": 5})
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
    with pytest.raises(ValueError, match="typo"):
        decode(wrong)
    with pytest.raises(ValueError, match="Unknown game"):
        decode("ZQ" + code[2:])
    for garbage, words in (("", "Type a deal code"), ("   - ", "Type a deal code"),
                           ("hello world", "Unknown game"), ("PE-??", "not a deal code"),
                           ("P", "not a deal code"), ("PE", "too short"), ("PE-2", "too short"),
                           ("PE-0000-0000", "no code uses"), ("GA-ÄÖÜ1-2345", "not a deal code"),
                           (None, "not a deal code"), (12345, "not a deal code")):
        with pytest.raises(ValueError, match=words):
            decode(garbage)


def test_bad_deals_cannot_be_encoded():
    for args in (("chess", 1, None, 2), ("garbo", -1, None, 2), ("garbo", 1, None, 3),
                 ("petroglyph", 1, None, 0), ("fossil", 1.5, None, 4),
                 ("garbo", 2**31, {"odd": 1}, 2)):
        with pytest.raises(ValueError):
            encode(*args)


def test_playable_refuses_a_game_this_table_does_not_have(monkeypatch):
    code = encode("garbo", 5, None, 2)
    assert dealcode.playable(code) == decode(code)
    monkeypatch.delitem(RULES, "garbo")
    with pytest.raises(ValueError, match="does not have yet"):
        dealcode.playable(code)

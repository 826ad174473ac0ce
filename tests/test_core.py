"""game.core: seeded randomness, decks, saves and replays; state validation; words for a person."""

import copy
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import RULES, IllegalMove, core

R = RULES["petroglyph"]
GAME_DIR = Path(__file__).resolve().parent.parent / "game"


# --- seeded randomness -------------------------------------------------------------------

def test_seeded_shuffle_is_deterministic_and_keeps_every_item():
    items = list(range(20))
    a, b = core.seeded_shuffle(items, 42), core.seeded_shuffle(items, 42)
    assert a == b and sorted(a[0]) == items and isinstance(a[0], tuple)
    assert core.seeded_shuffle(items, 43)[0] != a[0]
    assert a[1] != 42 and core.seeded_shuffle(items, a[1])[0] != a[0]   # the state moves on
    assert items == list(range(20))                                  # input untouched


def test_seeded_choice_and_int_are_deterministic():
    assert core.seeded_choice("abcdef", 7) == core.seeded_choice("abcdef", 7)
    assert core.seeded_int(7, 3, 9) == core.seeded_int(7, 3, 9)
    values = {core.seeded_int(s, 3, 9)[0] for s in range(200)}
    assert values == set(range(3, 10))


def test_seeded_draws_never_change_between_versions():
    """Saves, records and deal codes keep only seeds: the same seed must deal the same cards
    in every version of Card Table, so these values are pinned, not recomputed."""
    assert core.seeded_choice("abcdef", 7) == ("c", 1391338076741520868)
    assert core.seeded_int(7, 3, 9) == (5, 1391338076741520868)
    assert core.seeded_shuffle(range(20), 42) == (
        (19, 5, 14, 4, 9, 13, 15, 18, 6, 12, 17, 10, 1, 11, 2, 16, 7, 8, 0, 3),
        1833953597603037606)


# --- decks ---------------------------------------------------------------------------------

def test_check_deck_accepts_each_card_once_in_any_order():
    assert core.check_deck(["b", "a", "c"], "abc") == ("b", "a", "c")


@pytest.mark.parametrize("deck", [["a", "b"], ["a", "b", "b"], ["a", "a", "b", "c"],
                                  ["a", "b", "x"], []])
def test_check_deck_rejects_missing_duplicate_or_unknown_cards(deck):
    with pytest.raises(ValueError, match="each card once"):
        core.check_deck(deck, "abc")


# --- saves and replays -----------------------------------------------------------------------

def record(moves, **changes):
    rec = core.save_record("petroglyph", 2, [{"kind": "human"}] * 2, 5, {}, moves)
    rec.update(changes)
    return rec


def test_replay_rebuilds_the_game():
    s = R.new_game(2, 5)
    move = R.legal_moves(s, 0)[0]
    s, _ = R.apply(s, 0, move)
    rec = json.loads(json.dumps(record([{"seat": 0, "move": R.move_to_dict(move)}])))
    assert core.replay(R, rec) == s


@pytest.mark.parametrize("bad", [
    None, [], {}, record([], format=99), record([], format="1"),
    record([], players=0), record([], players=5), record([], players="2"),
    record([], seed="x"), record([], options=None), dict(record([]), moves="none"),
    record([{"seat": 0}]), record([{"move": {"move": "flip", "cell": [0, 0]}}]),
    record([{"seat": 0, "move": {"move": "fly"}}]),
])
def test_replay_rejects_a_bad_record(bad):
    with pytest.raises(ValueError):
        core.replay(R, bad)


@pytest.mark.parametrize("moves, why", [
    ([{"seat": 1, "move": {"move": "flip", "cell": [0, 0]}}],
     "move 1 of the save is illegal: It is not your turn."),
    ([{"seat": 0, "move": {"move": "flip", "cell": [0, 0]}}] * 2,
     "move 2 of the save is illegal: That card is already face up."),
    ([{"seat": 0, "move": {"move": "pass"}}],
     "move 1 of the save is illegal: Not shuffling is a choice only after a mismatch."),
])
def test_replay_rejects_an_illegal_move(moves, why):
    with pytest.raises(ValueError) as info:
        core.replay(R, record(moves))
    assert str(info.value) == why
    assert not isinstance(info.value, IllegalMove)       # a plain ValueError for the menu


def test_write_json_atomic_and_read_json_round_trip(tmp_path):
    path = str(tmp_path / "saves" / "game.json")
    data = record([{"seat": 0, "move": {"move": "flip", "cell": [1, 2]}}])
    core.write_json_atomic(path, data)
    assert core.read_json(path) == data
    core.write_json_atomic(path, {"second": [1, 2, "é"]})
    assert core.read_json(path) == {"second": [1, 2, "é"]}
    assert os.listdir(tmp_path / "saves") == ["game.json"]      # no temporary file left


@pytest.mark.parametrize("content", [b"", b"{not json", b"\xff\xfe\x00garbage", b"[1, 2]",
                                     b'"text"', b"42", b"null"])
def test_read_json_on_garbage_or_not_an_object_raises_value_error(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(ValueError):
        core.read_json(str(path))


# --- state validation ----------------------------------------------------------------------

def good():
    s = R.new_game(2, 3, deck="R1 R2 B1 B2 B3 G1 G2 G3 G4 G5 G6 YH Y1 Y2 Y3 R3 R4".split())
    s, _ = R.apply(s, 0, R.move_from_dict({"move": "flip", "cell": [0, 0]}))
    s, _ = R.apply(s, 0, R.move_from_dict({"move": "flip", "cell": [0, 1]}))
    return R.state_to_dict(s)     # seat 0 holds R1 R2; seat 1 to play


def test_a_good_state_round_trips():
    d = good()
    assert R.state_to_dict(R.state_from_dict(json.loads(json.dumps(d)))) == d


def _dup(d):
    d["grid"][2] = "R1"           # R1 is already in seat 0's set


def _short(d):
    d["grid"] = d["grid"][:15]


def _long(d):
    d["grid"].append(None)


def _phase(d):
    d["phase"] = "bidding"


def _current(d):
    d["current"] = 2


def _negative(d):
    d["current"] = -1


def _not_a_set(d):
    d["sets"][0] = [["R1", "B1"]]
    d["grid"][2] = "R2"


def _blue_pair(d):
    d["sets"][1] = [["B1", "B2"]]
    d["grid"][2], d["grid"][3] = None, None


def _missing(d):
    d["grid"][5] = None           # G1 vanished


def _unknown(d):
    d["grid"][5] = "Z9"


def _up_empty(d):
    d["up"] = [[0, 0]]


def _off_grid(d):
    d["up"] = [[4, 0]]


def _seats(d):
    d["sets"].append([])


def _players(d):
    d["players"] = 5


def _option(d):
    d["options"] = {"solo_shuffle": "diagonals"}


def _no_grid(d):
    del d["grid"]


@pytest.mark.parametrize("spoil", [_dup, _short, _long, _phase, _current, _negative,
                                   _not_a_set, _blue_pair, _missing, _unknown, _up_empty,
                                   _off_grid, _seats, _players, _option, _no_grid])
def test_state_from_dict_rejects_impossible_states(spoil):
    d = copy.deepcopy(good())
    spoil(d)
    with pytest.raises(ValueError):
        R.state_from_dict(d)


@pytest.mark.parametrize("bad", [None, [], "state", {"game": "fossil"}])
def test_state_from_dict_rejects_what_is_not_a_state(bad):
    with pytest.raises(ValueError):
        R.state_from_dict(bad)


# --- one direction only ----------------------------------------------------------------------

def test_game_never_imports_pygame():
    offenders = []
    for path in sorted(GAME_DIR.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if re.search(r"^\s*(import\s+pygame|from\s+pygame[\s.])", text, re.M):
            offenders.append(str(path.relative_to(GAME_DIR.parent)))
    assert offenders == []
    assert list(GAME_DIR.rglob("*.py"))


def test_importing_the_rules_loads_no_pygame():
    code = "import sys, game; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=GAME_DIR.parent,
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def _discard_phase_with_two_players(d):
    d["phase"] = "discard"        # only solitaire discards; the seat would have no move


def _discards_with_two_players(d):
    d["discarded"], d["grid"][2] = ["B1"], None


def _mismatch_left_face_up(d):
    d["up"] = [[0, 2], [1, 1]]    # B1 and G1 face up while still flipping


@pytest.mark.parametrize("spoil", [_discard_phase_with_two_players, _discards_with_two_players,
                                   _mismatch_left_face_up])
def test_state_from_dict_rejects_inconsistent_phases(spoil):
    d = copy.deepcopy(good())
    spoil(d)
    with pytest.raises(ValueError):
        R.state_from_dict(d)


# --- words for a person ----------------------------------------------------------------------

def _refused(rules, state, seat, move):
    with pytest.raises(IllegalMove) as info:
        rules.apply(state, seat, move)
    return info.value.why


def _fully_marked(phrase) -> str:
    """The phrase in the pseudo-language, checked: every character inside the marks ‹ › of
    the one message it is, and every place a Phrase of its own (marked inside) or a number
    with no word in it."""
    from scenes.services import lang
    shown = rest = lang.text(phrase)
    while True:                                # the pseudo-language marks each word
        inner = re.sub(r"‹[^‹›]*›", "", rest)
        if inner == rest:
            break
        rest = inner
    assert "‹" in shown and re.fullmatch(r"[\s\d.,;:!?()+\-]*", rest), shown
    for value in phrase.places.values():
        if isinstance(value, core.Phrase):
            assert _fully_marked(value) in shown
        else:
            assert not re.search(r"[^\W\d_]", str(value)), (shown, value)   # no letters
    return shown


def test_what_game_tells_a_person_is_a_phrase_a_screen_translates_whole():
    from dataclasses import replace

    from game.daily import CHALLENGES, result_words
    from game.dealcode import decode
    from game.fossil.rules import PlaceStones, Stone, reach
    from game.garbo.rules import Play as GarboPlay
    from game.ligretto.rules import Ladder
    from game.ligretto.rules import Play as LigrettoPlay
    from game.realtime import TOO_LATE
    from scenes.services import lang

    fossil = RULES["fossil"]
    s = fossil.new_game(4, 1)
    s, _ = fossil.apply(s, s.current, PlaceStones(((0, 0), (8, 8))))
    s = replace(s, points=(1,) * 4)
    to = next(to for to, _, cost in reach(s, 0) if cost > 1)
    price = _refused(fossil, s, s.current, Stone(0, to))

    ligretto = RULES["ligretto"]
    s = ligretto.new_game(2, 1, {"row_ladders": True})
    row = (("0b4",),) + s.rows[0][1:]
    s = replace(s, piles=(("1b1",),), stacks=(("0b3",) + s.stacks[0][1:],) + s.stacks[1:],
                rows=(row,) + s.rows[1:])
    on_pile = _refused(ligretto, s, 0, LigrettoPlay("stack", 0))
    new_pile = _refused(ligretto, s, 0, LigrettoPlay("stack", "new"))
    on_row = _refused(ligretto, s, 0, Ladder("stack", 0))

    with pytest.raises(ValueError) as bad_save:
        core.replay(R, record([{"seat": 0, "move": {"move": "pass"}}]))
    with pytest.raises(ValueError) as bad_code:
        decode("PE-0000-0000")
    garbo = RULES["garbo"]
    said = {
        price: "You have 1 point; that move costs 2.",
        on_pile: "That pile shows a blue 1; your blue 3 goes on a blue 2.",
        new_pile: "Only a 1 starts a new pile; your blue 3 goes on a blue pile showing 2.",
        on_row: "On your row a card goes on one exactly one higher of another colour: your "
                "blue 3 cannot go on the blue 4.",
        _refused(garbo, garbo.new_game(2, 1), 1, GarboPlay("7S", (0, 0))):
            "It is not your turn.",
        bad_save.value.args[0]:
            "move 1 of the save is illegal: Not shuffling is a choice only after a mismatch.",
        bad_code.value.args[0]: "That code has 0, which no code uses (codes have no 0, O, 1, "
                                "I or L after the game's letters)",
        TOO_LATE: "Too late: another player got there first.",
        result_words("petroglyph", [31]): "31 points: Excellent",
        result_words("garbo", [200, 212]): "lost by 12 points",
        CHALLENGES["ligretto"].goal_words: "One round against three hard bots: score as many "
                                           "points as you can in it.",
    }
    for ch in CHALLENGES.values():
        said.update({star.need_words: star.need for star in ch.stars})
    assert all(f" {star.min_score} " in star.need or star.min_score is None
               for star in CHALLENGES["petroglyph"].stars)
    lang.use("xx")
    try:
        for phrase, english in said.items():
            assert isinstance(phrase, core.Phrase) and str(phrase) == english
            _fully_marked(phrase)
        assert lang.text(on_pile).count("‹blue›") == 3      # the colour, a word of its own
        assert lang.text(price).startswith("‹You› ‹have› 1 ‹point;›")
    finally:
        lang.use("en")
    assert lang.text(on_pile) == str(on_pile)

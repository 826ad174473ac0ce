"""Bad input, for every game: moves, states and saves mutated at random are refused with
ValueError only, and the call changes nothing (neither the dict it was given nor a game
already loaded).

Real dicts come from seeded random games with legal moves; each is then spoiled in a
deterministic random way (a key dropped, a value of the wrong type, junk, a list cut short
or grown, a cell that is not [row, col], a huge number, a string from elsewhere in the game).
A spoiled dict that still happens to be valid must load, and round-trip.
"""

from __future__ import annotations

import copy
import functools
import json
import linecache
import os
import random

import pytest

from game import RULES, core
from game.core import IllegalMove, Phrase
from scenes.services.session import Session
from scenes.services.wording import reason

GAMES = sorted(RULES)
MAX_PLAYERS = 4          # enough tables to meet every kind of state
GAMES_PER_TABLE = 2
MAX_MOVES = 400          # a random game stops here if it has not ended
RECORD_MOVES = 40        # save records replay at most this many moves (keeps the file fast)
SHOWN = 5                 # failures quoted in full in a failing test's message

# How many spoiled dicts each kind gets, per game.
COUNTS = {"state": 3000, "view": 2000, "move": 3000, "replay": 1200, "session": 600}

SEATS = [{"kind": "human", "name": "Ada", "level": None},
         {"kind": "bot", "name": "Flint", "level": "easy"},
         {"kind": "bot", "name": "Ochre", "level": "medium"},
         {"kind": "human", "name": "Ben", "level": None},
         {"kind": "bot", "name": "Slate", "level": "hard"},
         {"kind": "human", "name": "Cleo", "level": None}]


# --- real dicts from seeded random games ---------------------------------------------------

@functools.cache
def corpus(name: str) -> dict:
    """Real states, views, move dicts (with the state they were legal in) and save records."""
    rules = RULES[name]
    out = {"state": [], "view": [], "move": [], "record": [], "strings": set(), "games": []}
    low, high = rules.min_players, min(rules.max_players, MAX_PLAYERS)
    for players in range(low, high + 1):
        for k in range(GAMES_PER_TABLE):
            seed = 1000 * players + k
            pick = random.Random(f"{name}-{players}-{k}")
            state = rules.new_game(players, seed, {})
            moves: list[dict] = []
            cuts = {0, pick.randrange(1, RECORD_MOVES), RECORD_MOVES}
            for _ in range(MAX_MOVES):
                if len(moves) in cuts:
                    seats = [dict(s) for s in SEATS[:players]]
                    out["record"].append(core.save_record(name, players, seats, seed, {},
                                                          copy.deepcopy(moves)))
                out["state"].append(rules.state_to_dict(state))
                for seat in [None, *range(players)]:
                    if pick.random() < 0.3:
                        out["view"].append(rules.state_to_dict(rules.view(state, seat)))
                acting = sorted(rules.to_act(state))
                if not acting:
                    break
                seat = pick.choice(acting)
                legal = rules.legal_moves(state, seat)
                for m in pick.sample(legal, min(3, len(legal))):
                    out["move"].append((rules.move_to_dict(m), state, seat))
                move = pick.choice(legal)
                moves.append({"seat": seat, "move": rules.move_to_dict(move)})
                state, _ = rules.apply(state, seat, move)
            out["games"].append(core.save_record(name, players, [dict(s) for s in
                                                 SEATS[:players]], seed, {}, moves))
    for kind in ("state", "view", "record"):
        for d in out[kind]:
            out["strings"].update(strings_in(d))
    out["strings"].update(strings_in([m for m, _, _ in out["move"]]))
    out["strings"].update(RULES)
    out["strings"] = sorted(out["strings"])
    return out


def strings_in(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*(strings_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value))
    return set()


# --- deterministic spoiling --------------------------------------------------------------------

HUGE = 10 ** 30
BAD_CELLS = ([0], [], ["a", "b"], [1.5, 2], [True, 0], [0, False], [HUGE, 0], [0, -HUGE],
             [-1, 0], [0, -1], [0, 99], [99, 99], [1, 2, 3], [[0], [0]], [None, None],
             "0,0", {"row": 0, "col": 0}, (0, 0), 0, None)


class Spoiler:
    def __init__(self, seed: str, strings: list[str]):
        self.rng = random.Random(seed)
        self.strings = strings

    def junk(self, depth: int = 0):
        r = self.rng
        simple = [None, True, False, 0, 1, -1, 2, 7, 2 ** 63, HUGE, -HUGE, 1.5, -0.0,
                  float("inf"), "", "x", "?", "-", r.choice(self.strings),
                  r.choice(self.strings), [], {}]
        pick = r.randrange(10)
        if pick < 6 or depth >= 2:
            return r.choice(simple)
        if pick < 8:
            return [self.junk(depth + 1) for _ in range(r.randrange(1, 4))]
        if pick < 9:
            return copy.deepcopy(r.choice(BAD_CELLS))
        keys = ["x", "move", r.choice(self.strings)]
        return {r.choice(keys): self.junk(depth + 1) for _ in range(r.randrange(1, 3))}

    def replacement(self, old):
        """Something in place of `old`: junk, or a value of its own type that is wrong."""
        r = self.rng
        if _is_cell(old) and r.random() < 0.6:
            return copy.deepcopy(r.choice(BAD_CELLS))
        if isinstance(old, bool) or r.random() < 0.5:
            return self.junk()
        if isinstance(old, int):
            return r.choice([old + 1, old - 1, -old, -1, 0, HUGE, -HUGE, 2 ** 63, 2 ** 64,
                             old + 1000, bool(old)])
        if isinstance(old, str):
            return r.choice([r.choice(self.strings), r.choice(self.strings), "", old + "x",
                             old[:-1], old.lower(), old.upper(), " " + old])
        if isinstance(old, list) and old:
            return r.choice([old[:-1], old + old[-1:], old[::-1], [old[0]] * len(old),
                             [self.junk()] + old[1:], old[1:], []])
        return self.junk()

    def spoil(self, value):
        """A deep copy of `value` with 1-3 changes, and words that say what changed."""
        value = copy.deepcopy(value)
        said = []
        for _ in range(1 if self.rng.random() < 0.7 else self.rng.randrange(2, 4)):
            value, words = self._once(value)
            said.append(words)
        return value, "; ".join(said)

    def _once(self, root):
        r = self.rng
        paths = list(_paths(root))
        if r.random() < 0.02:       # now and then the whole thing is junk
            return self.junk(), "the whole dict replaced by junk"
        if r.random() < 0.5:
            path = r.choice(paths[1:] or paths)
        else:                       # a walk down: favours fields near the top
            path = ()
            while not path or r.random() < 0.6:
                node = _get(root, path)
                if isinstance(node, dict) and node:
                    path += (r.choice(list(node)),)
                elif isinstance(node, list) and node:
                    path += (r.randrange(len(node)),)
                else:
                    break
        node = _get(root, path)
        where = _show_path(path)
        op = r.randrange(4)
        if isinstance(node, dict) and node and op == 0:
            key = r.choice(list(node))
            del node[key]
            return root, f"drop {where}[{key!r}]"
        if isinstance(node, dict) and op == 1:
            key = r.choice(["x", "extra", r.choice(self.strings)])
            node[key] = self.junk()
            return root, f"set {where}[{key!r}] = {node[key]!r}"
        if isinstance(node, list) and node and op == 0:
            i = r.randrange(len(node))
            node[i] = self.replacement(node[i])
            return root, f"{where}[{i}] = {node[i]!r}"
        if isinstance(node, list) and op == 1:
            cut = node[:r.randrange(len(node) + 1)] if node else []
            grown = node + [r.choice(node) if node and r.random() < 0.5 else self.junk()]
            new = r.choice([cut, grown])
            return _set(root, path, new), f"{where} = {new!r}"
        new = self.replacement(node)
        return _set(root, path, new), f"{where} = {new!r}"


def _is_cell(value) -> bool:
    return (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value))


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, path + (i,))


def _get(root, path):
    for step in path:
        root = root[step]
    return root


def _set(root, path, new):
    if not path:
        return new
    _get(root, path[:-1])[path[-1]] = new
    return root


def _show_path(path) -> str:
    return "$" + "".join(f"[{step!r}]" for step in path)


# --- the checks ----------------------------------------------------------------------------------

REFUSED = object()
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = tuple(os.path.join(HERE, part) + os.sep for part in ("game", "scenes"))


def not_a_refusal(exc: BaseException) -> str | None:
    """Why `exc` is not a refusal of bad input (None when it is one): a refusal is a
    ValueError (IllegalMove for a move the rules refuse) with words, raised on purpose by a
    `raise` of the game's or the app's code, not a ValueError that escaped from Python
    itself (int("x"), a tuple unpacked short, a list's index, a bad Unicode byte)."""
    if type(exc) not in (ValueError, IllegalMove):
        return f"{type(exc).__name__}, not a ValueError of ours"
    if not str(exc).strip():
        return "refused without a word"
    tb = exc.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    where = tb.tb_frame.f_code.co_filename
    line = linecache.getline(where, tb.tb_lineno).strip()
    if not where.startswith(OURS) or not line.startswith("raise"):
        return f"escaped from {os.path.basename(where)}:{tb.tb_lineno} ({line})"
    return None


def call(fn, given, said: str, failures: list):
    """fn(given): its result, REFUSED on a refusal (`not_a_refusal`); anything else is a
    failure. The dict given must come back exactly as it went in."""
    before = copy.deepcopy(given)
    try:
        result = fn(given)
    except Exception as exc:            # anything but a refusal is the bug looked for
        why = not_a_refusal(exc)
        if why is not None:
            failures.append(f"{said}\n    -> {type(exc).__name__}: {exc} [{why}]")
        result = REFUSED
    if given != before:
        failures.append(f"{said}\n    -> the call changed the dict it was given")
    return result


def verdict(kind: str, name: str, tried: int, failures: list) -> None:
    if failures:
        shown = "\n".join(failures[:SHOWN])
        pytest.fail(f"{name} {kind}: {len(failures)} of {tried} spoiled dicts let something "
                    f"other than ValueError out (or changed their input):\n{shown}",
                    pytrace=False)


def accepted_state_works(rules, state, said: str, failures: list) -> None:
    """A state the codec lets in must round-trip and be playable."""
    try:
        d = rules.state_to_dict(state)
        again = rules.state_from_dict(copy.deepcopy(d))
        if again != state or rules.state_to_dict(again) != d:
            failures.append(f"{said}\n    -> accepted, but does not round-trip")
        for seat in rules.to_act(state):
            rules.legal_moves(state, seat)
        rules.is_over(state)
    except Exception as exc:
        failures.append(f"{said}\n    -> accepted, then {type(exc).__name__}: {exc}")


# --- the three checks, shared with the games that build their own corpus ----------------------

def spoil_states(rules, name: str, kind: str, real: dict, words, count: int) -> None:
    """Spoiled state (or view) dicts: refused with ValueError, or accepted and playable."""
    spoiler = Spoiler(f"{name}-{kind}", words)
    failures: list[str] = []
    for i in range(count):
        spoiled, said = spoiler.spoil(real[kind][i % len(real[kind])])
        said = f"#{i} {kind}: {said}"
        state = call(rules.state_from_dict, spoiled, said, failures)
        if state is not REFUSED:
            accepted_state_works(rules, state, said, failures)
    verdict(kind, name, count, failures)


def spoil_moves(rules, name: str, real: dict, words, count: int) -> None:
    """Spoiled move dicts: refused with ValueError, or a move that round-trips and is
    legal or refused by IllegalMove (a ValueError)."""
    spoiler = Spoiler(f"{name}-move", words)
    failures: list[str] = []
    for i in range(count):
        original, state, seat = real["move"][i % len(real["move"])]
        spoiled, said = spoiler.spoil(original)
        said = f"#{i} move {original!r}: {said}"
        move = call(rules.move_from_dict, spoiled, said, failures)
        if move is REFUSED:
            continue
        try:
            if rules.move_from_dict(rules.move_to_dict(move)) != move:
                failures.append(f"{said}\n    -> accepted, but does not round-trip")
            rules.apply(state, seat, move)
        except Exception as exc:
            if not isinstance(exc, IllegalMove) or not_a_refusal(exc):
                failures.append(f"{said}\n    -> accepted, then {type(exc).__name__}: {exc}")
    verdict("move", name, count, failures)


def played_out(rules, record: dict):
    """What a save record describes, worked out without core.replay: its deal, then its
    moves applied one by one."""
    state = rules.new_game(record["players"], record["seed"], record["options"])
    for entry in record["moves"]:
        state, _ = rules.apply(state, entry["seat"], rules.move_from_dict(entry["move"]))
    return state


def spoil_saves(rules, name: str, real: dict, words, count: int) -> None:
    """Spoiled save records: replay refuses them with ValueError only; one it accepts
    (still a valid save) replays to exactly the game its deal and moves describe."""
    spoiler = Spoiler(f"{name}-replay", words)
    failures: list[str] = []
    accepted = 0
    for i in range(count):
        spoiled, said = spoiler.spoil(real["record"][i % len(real["record"])])
        state = call(lambda rec: core.replay(rules, rec), spoiled, f"#{i} save: {said}",
                     failures)
        if state is not REFUSED:
            accepted += 1
            if state != played_out(rules, spoiled):
                failures.append(f"#{i} save: {said}\n    -> accepted, but replays to "
                                f"another game")
    verdict("save (replay)", name, count, failures)
    assert accepted, "no spoiled save was still valid: the acceptance check never ran"


@pytest.mark.parametrize("kind", ["state", "view"])
@pytest.mark.parametrize("name", GAMES)
def test_spoiled_states_are_refused_with_value_error_only(name, kind):
    real = corpus(name)
    spoil_states(RULES[name], name, kind, real, real["strings"], COUNTS[kind])


@pytest.mark.parametrize("name", GAMES)
def test_spoiled_moves_are_refused_with_value_error_only(name):
    real = corpus(name)
    spoil_moves(RULES[name], name, real, real["strings"], COUNTS["move"])


@pytest.mark.parametrize("name", GAMES)
def test_spoiled_saves_are_refused_by_replay_with_value_error_only(name):
    real = corpus(name)
    spoil_saves(RULES[name], name, real, real["strings"], COUNTS["replay"])


@pytest.mark.parametrize("name", GAMES)
def test_spoiled_saves_are_refused_by_session_and_change_nothing(name, tmp_path):
    real = corpus(name)
    records = real["record"]
    good = Session.from_record(copy.deepcopy(records[-1]))
    before = (good.state, copy.deepcopy(good.moves), list(good.seats), good.record(),
              {i: list(q) for i, q in good.unseen.items()})
    registry = dict(RULES)
    spoiler = Spoiler(f"{name}-session", real["strings"])
    failures: list[str] = []
    accepted = 0

    def check(loaded, spoiled, said):
        """A save the session accepts holds exactly the game its deal and moves describe."""
        nonlocal accepted
        if loaded is REFUSED:
            return
        accepted += 1
        game = spoiled["game"]            # a save of another game may be valid too
        if (loaded.game, loaded.state, loaded.moves, loaded.seed, loaded.options) != (
                game, played_out(RULES[game], spoiled), spoiled["moves"], spoiled["seed"],
                spoiled["options"]):
            failures.append(f"{said}\n    -> accepted, but holds another game")
        loaded.close()

    for i in range(COUNTS["session"]):
        spoiled, said = spoiler.spoil(records[i % len(records)])
        check(call(Session.from_record, spoiled, f"#{i} save: {said}", failures), spoiled,
              f"#{i} save: {said}")
        if i % 20 == 0:             # the same, as a file on disk ("Continue")
            path = tmp_path / f"save-{i}.json"
            path.write_text(json.dumps(spoiled), encoding="utf-8")
            check(call(lambda p: Session.load(str(p)), path, f"#{i} file: {said}", failures),
                  spoiled, f"#{i} file: {said}")
    after = (good.state, good.moves, good.seats, good.record(), good.unseen)
    assert after == before, "a failed load changed a session already loaded"
    assert RULES == registry and all(RULES[k] is registry[k] for k in registry)
    assert Session.from_record(copy.deepcopy(records[-1])).state == good.state
    verdict("save (session)", name, COUNTS["session"], failures)
    assert accepted, "no spoiled save was still valid: the acceptance check never ran"


@pytest.mark.parametrize("name", GAMES)
def test_the_real_dicts_load(name):
    """The spoiling starts from dicts that are valid: each loads and round-trips."""
    rules, real = RULES[name], corpus(name)
    for d in real["state"] + real["view"]:
        assert rules.state_to_dict(rules.state_from_dict(copy.deepcopy(d))) == d
    for d, _, _ in real["move"]:
        assert rules.move_to_dict(rules.move_from_dict(copy.deepcopy(d))) == d
    for rec in real["record"] + real["games"]:
        session = Session.from_record(copy.deepcopy(rec))
        assert session.state == core.replay(rules, copy.deepcopy(rec))
        assert session.record() == rec


NOT_A_SAVE = ["[" * 100_000, '{"game": ' * 100_000, '{"moves": [' + "[" * 50_000 + "]}",
              "1" * 5000, '{"players": ' + "9" * 5000 + "}", "", "\x00", "[]", "null"]


@pytest.mark.parametrize("content", NOT_A_SAVE + ['{"format": 1}',
                                                  '{"format": NaN, "game": Infinity}'])
def test_a_save_file_that_is_garbage_or_nested_too_deeply_is_refused_with_value_error(
        tmp_path, content):
    path = tmp_path / "current.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ValueError) as refused:
        Session.load(str(path))
    assert not_a_refusal(refused.value) is None
    assert isinstance(reason(refused.value), Phrase)      # worded for the menu's notice
    if content in NOT_A_SAVE:
        with pytest.raises(ValueError) as refused:
            core.read_json(str(path))
        assert not_a_refusal(refused.value) is None

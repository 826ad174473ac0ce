"""One conformance suite over every registered game (as OpenSpiel runs one random simulation
over every registered game): whatever a game is, it keeps the rules contract of
ARCHITECTURE.md and has every part a table needs.

Random playouts at every seat count (hypothesis picks the seed, the options among those the
game's deal-code layout declares, and the first moves; a seeded generator plays on) check:
states, moves and events as JSON round trips; seed + moves replaying to the same game (and
half of them to the state halfway); `apply` leaving the old state alone and giving the same
result twice; views that are the state with hidden cards as "?", showing each seat (and a
spectator) the same for every state `resample` says it could not tell apart, while
resample does deal the hidden cards again (so a view showing them fails); a seat's legal
moves and the scores the same from its view; the cards a game declares (`cards`) kept by
every move and every resample; `to_act` agreeing with `legal_moves`; `apply` refusing a move
outside `legal_moves` with the `IllegalMove` `why_illegal` words for a person; a move that
ends the game saying its scores; a turn-based game ending; hints legal with a reason; the
game's take-back rule. Then its parts: board, lesson, map, cards, rules pages in every
language, and its sentences in every catalog. What only one game's rules page says is its
`tests/test_<game>_oracle.py`.

The games are the registry's, plus Nimble (tests/fifth_game), registered here for its tests
only: a game added as ARCHITECTURE.md says passes the same suite and shows on the menu.
"""

from __future__ import annotations

import json
import os
import random

import fifth_game
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import RULES, IllegalMove, takeback
from game.core import Phrase, replay, save_record
from game.dealcode import layouts
from game.hints import hint
from scenes.services import parts
from scenes.services.lang import LANGUAGES

FIFTH = fifth_game.GAME.name
GAMES = [*RULES, FIFTH]
LIMIT = 4000                 # moves: random games end long before
OPENING = 12
SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])


@pytest.fixture(params=GAMES)
def game(request):
    """A registered game; the fifth game registered for this test only."""
    name = request.param
    if name == FIFTH:
        fifth_game.register()
    try:
        yield RULES[name]
    finally:
        if name == FIFTH:
            fifth_game.unregister()


def options_for(game, data) -> dict:
    lay = layouts()[game.name]
    return {opt.key: data.draw(st.sampled_from(opt.values), label=opt.key)
            for opt in lay.options}


def playout(game, players, seed, options, data):
    """Yield (state, seat, move, new_state, events) for one random game until it ends (or
    LIMIT moves: a real-time game may go on; it stays a sequence of legal moves)."""
    rng = random.Random(data.draw(st.integers(0, 2**32), label="choice seed"))
    state = game.new_game(players, seed, options)
    for n in range(LIMIT):
        acting = sorted(game.to_act(state))
        if game.is_over(state):
            assert not acting, "a finished game has nobody to act"
            assert not any(game.legal_moves(state, s) for s in range(players))
            return
        assert acting, "a game still going has someone to act"
        for seat in range(players):
            moves = game.legal_moves(state, seat)
            assert bool(moves) == (seat in acting), "to_act agrees with legal_moves"
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        moves = game.legal_moves(state, seat)
        if n < OPENING:
            move = moves[data.draw(st.integers(0, len(moves) - 1), label=f"move {n}")]
        else:
            move = rng.choice(moves)
        before = json.dumps(game.state_to_dict(state))
        new, events = game.apply(state, seat, move)
        assert json.dumps(game.state_to_dict(state)) == before, "apply changed the old state"
        assert game.apply(state, seat, move) == (new, events), "the same move, another result"
        yield state, seat, move, new, events
        state = new
    assert game.realtime, f"no end after {LIMIT} moves"


def strings(obj) -> set[str]:
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(strings(v) for v in obj.values())) if obj else set()
    if isinstance(obj, (list, tuple)):
        return set().union(*(strings(v) for v in obj)) if obj else set()
    return set()


def hidden_only(real, shown, where="state") -> int:
    """A view is the state with hidden cards as "?" and the generator as 0, the same shape:
    fail anywhere else they differ. Returns how many cards it hides."""
    if real == shown:
        return 0
    if shown == "?" and isinstance(real, str):
        return 1
    if isinstance(real, dict) and isinstance(shown, dict) and real.keys() == shown.keys():
        return sum(hidden_only(real[k], shown[k], f"{where}.{k}") if k != "rng" else 0
                   for k in real)
    if isinstance(real, list) and isinstance(shown, list) and len(real) == len(shown):
        return sum(hidden_only(a, b, f"{where}[{i}]") for i, (a, b) in enumerate(zip(real, shown)))
    raise AssertionError(f"the view changes {where}: {real!r} shows as {shown!r}")


def check_views(game, state, rng, seen) -> None:
    """Each view round-trips, is the state with hidden cards as "?", decides the seat's
    legal moves and the scores as the state does, and is the view of every state its seat
    could not tell from this one (`resample`); a spectator knows no more than any seat;
    what one seat sees alone (beyond the spectator) no other seat sees."""
    real = game.state_to_dict(state)
    seats = range(len(game.scores(state)))
    shown = {}
    for seat in [None, *seats]:
        view = game.view(state, seat)
        d = json.loads(json.dumps(game.state_to_dict(view)))
        assert game.state_from_dict(d) == view
        assert game.view(view, seat) == view
        seen["hidden"] = max(seen["hidden"], hidden_only(real, d))
        assert d["rng"] == 0, "the view shows the generator, which foretells the shuffles"
        assert game.scores(view) == game.scores(state), "scores are public"
        if seat is not None:
            assert game.legal_moves(view, seat) == game.legal_moves(state, seat)
        other = game.resample(state, seat, rng)
        assert game.view(other, seat) == view, f"seat {seat} sees a card hidden from it"
        if game.cards is not None:
            assert sorted(game.cards(other)) == sorted(game.cards(state))
        moved = game.state_to_dict(other)
        seen["changed"].update(k for k in real if moved[k] != real[k])
        shown[seat] = strings(d)
    public = shown[None]
    for seat in seats:
        assert public <= shown[seat] | {"?"}
        own = shown[seat] - public
        for other in seats:
            if other != seat:
                leaked = own & shown[other] - {"?"}
                assert not leaked, f"seat {other} sees {sorted(leaked)} of seat {seat}'s"


def check_refusal(game, state, seat, legal, tried: list) -> None:
    """A move that is not legal now (one that was legal earlier in the game, for this seat
    or another) is refused with the words why_illegal gives, a Phrase for a person."""
    others = [m for m in tried if m not in legal]
    for move in others[-3:]:
        with pytest.raises(IllegalMove) as refused:
            game.apply(state, seat, move)
        why = refused.value.why
        assert isinstance(why, Phrase) and str(why) and "{" not in str(why)
        assert why == game.why_illegal(state, seat, move)


def check_move(game, old, legal, move, new, events) -> None:
    """Moves, events and states are JSON round trips; a game that declares its cards keeps
    every one; a move that ends the game says the final scores."""
    assert move in legal
    for m in legal:
        assert game.move_from_dict(json.loads(json.dumps(game.move_to_dict(m)))) == m
    assert json.loads(json.dumps(events)) == events
    assert all(isinstance(e.get("type"), str) for e in events)
    if game.cards is not None:
        assert sorted(game.cards(new)) == sorted(game.cards(old)), "a card came or went"
    assert game.state_from_dict(json.loads(json.dumps(game.state_to_dict(new)))) == new
    if game.is_over(new):
        ends = [e for e in events if e["type"] == "game_over"]
        assert ends and ends[-1]["scores"] == list(game.scores(new))
    scores = game.scores(new)
    assert all(isinstance(p, int) and not isinstance(p, bool) for p in scores)


@SETTINGS
@given(data=st.data())
def test_random_playouts_keep_the_contract(game, data):
    players = data.draw(st.sampled_from(list(game.seat_counts)), label="players")
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    options = options_for(game, data)
    hidden = random.Random(data.draw(st.integers(0, 2**32), label="resample seed"))
    seen = {"hidden": 0, "changed": set()}
    moves, heard, states, tried = [], {s: [] for s in range(players)}, [], []
    for old, seat, move, new, events in playout(game, players, seed, options, data):
        legal = game.legal_moves(old, seat)
        check_move(game, old, legal, move, new, events)
        assert len(game.scores(new)) == players
        check_views(game, new, hidden, seen)
        check_refusal(game, old, seat, legal, tried)
        tried.extend(m for m in legal[:4] if m not in tried)
        moves.append({"seat": seat, "move": game.move_to_dict(move)})
        for s in heard:
            heard[s].extend(e for e in events if "seats" not in e or s in e["seats"])
        states.append(new)
        if len(moves) >= 60 and game.realtime:
            break
    assert states, "every deal has a first move"
    assert "rng" in seen["changed"], "resample deals another generator"
    if seen["hidden"] >= 2:
        assert seen["changed"] - {"rng"}, "resample never dealt the hidden cards again"
    record = save_record(game.name, players, [{}] * players, seed, options, moves)
    assert replay(game, json.loads(json.dumps(record))) == states[-1]
    half = len(moves) // 2
    if half:
        assert replay(game, dict(record, moves=moves[:half])) == states[half - 1]
    state = states[-1]
    for seat in sorted(game.to_act(state))[:1]:
        advice = hint(game.name, game.view(state, seat), seat, heard[seat])
        assert advice.move in game.legal_moves(state, seat)
        assert isinstance(advice.reason, Phrase) and str(advice.reason)


def test_take_backs_follow_the_games_own_rule(game):
    """A game that says it never takes a move back refuses every one with its words; the
    others let a person take back their own last move that showed nothing hidden."""
    state = game.new_game(game.max_players, 1)
    (seat, *_) = sorted(game.to_act(state))
    move = game.legal_moves(state, seat)[0]
    _, events = game.apply(state, seat, move)
    moves = [{"seat": seat, "move": game.move_to_dict(move)}]
    names = [f"P{i}" for i in range(game.max_players)]
    said = takeback.refusal(game.name, moves, [events], names, {seat}, False)
    if game.never_taken_back is not None:
        assert said == game.never_taken_back
    else:
        assert (said is None) == (not takeback.shows_hidden(events))


def test_every_part_is_there(game):
    """Board, lesson, map, cards, rules pages in every language; its sentences in every
    catalog; a bot of every level plays a legal move."""
    assert parts.missing(game.name, parts.get(game.name)) == []
    found = parts.get(game.name)
    assert set(found.pages) >= set(LANGUAGES)
    assert found.lesson().game == game.name
    words = [found.board.blurb, *found.board.tips.values()]
    words += [label for opt in found.board.menu_options(game.min_players)
              for _, label in opt.choices]
    from babel.messages.pofile import read_po
    root = os.path.join(os.path.dirname(__file__), "..", "assets", "locale")
    for code in LANGUAGES:
        if code == "en":
            continue
        with open(os.path.join(root, code, "LC_MESSAGES", "cardtable.po"), "rb") as f:
            catalog = read_po(f)
        for text in words:
            assert catalog.get(text) is not None and catalog.get(text).string, (code, text)
    state = game.new_game(game.max_players, 2)
    (seat, *_) = sorted(game.to_act(state))
    for level in ("easy", "medium", "hard"):
        bot = game.make_bot(level, seat, 3)
        assert bot.choose(game.view(state, seat)) in game.legal_moves(state, seat)


def test_a_missing_part_fails_loudly_at_start_up():
    """A game the rules know without its screen parts stops make_app, by its name."""
    from game import registry
    from scenes.routes import make_app
    registry.register(fifth_game.GAME)           # the rules only, no screen parts
    try:
        with pytest.raises(parts.MissingPart, match=FIFTH):
            make_app()
    finally:
        registry.unregister(FIFTH)


def test_a_declaration_is_checked_when_registered():
    import dataclasses

    from game import registry
    with pytest.raises(ValueError, match="seat counts"):
        registry.register(dataclasses.replace(fifth_game.GAME, min_players=3, max_players=2))
    with pytest.raises(ValueError, match="registered already"):
        registry.register(dataclasses.replace(RULES["garbo"], title="Another"))
    assert FIFTH not in RULES


def test_the_fifth_game_shows_on_a_test_apps_menu():
    from scenes.routes import make_app
    from scenes.screens.menu import MenuScene
    fifth_game.register()
    try:
        app = make_app(fixed_dt=16)
        app.run(MenuScene(app), max_frames=1)
        assert fifth_game.GAME.title in [b.label for b in app.scene.game_buttons]
    finally:
        fifth_game.unregister()
    app = make_app(fixed_dt=16)
    app.run(MenuScene(app), max_frames=1)
    assert fifth_game.GAME.title not in [b.label for b in app.scene.game_buttons]

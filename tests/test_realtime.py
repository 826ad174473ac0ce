"""The real-time clock (game/realtime.py), on Ligretto: arrival order, stale moves refused,
bots acting after their reaction times, determinism, and never a real clock or a sleep.
Time only moves through `advance(ms)`, so minutes of play take a moment here."""

import inspect
import json
import time

import pytest
from ligretto_tables import table

from game import realtime
from game.core import replay, save_record
from game.garbo import RULES as GARBO
from game.ligretto import RULES as R
from game.ligretto.bots import LEVELS, PROFILES, Bot, cards_per_minute
from game.ligretto.rules import NextRound, Play, Turn, legal_moves
from game.realtime import FIRST_LOOK_MS, TOO_LATE, Clock


class Stub:
    """A bot with fixed timings: plays its first legal card, else its first move."""

    def __init__(self, seat, reaction=500, notice=100, interrupt=False):
        self.seat, self.reaction, self.notice, self.interrupt = seat, reaction, notice, interrupt
        self.seen, self.looks = [], 0

    def choose(self, view):
        self.looks += 1
        moves = legal_moves(view, self.seat)
        plays = [m for m in moves if not isinstance(m, Turn)]
        return plays[0] if plays else moves[0]

    def reaction_ms(self, view, move):
        return self.reaction

    def notice_ms(self, view):
        return self.notice

    def interruptible(self, move):
        return self.interrupt and isinstance(move, Turn)

    def observe(self, events):
        self.seen.extend(events)


def race_table():
    """Seat 0 (a person) holds a red 1 and a red 2 in the row; seats 1 and 2 (bots) each
    have a red 2 on their stack and nothing else to do until a red pile opens."""
    return table({0: {"row": ["0r1", "0r2", "0y1", "0b9"]},
                  1: {"stack": ["1r2", "1r9"]},
                  2: {"stack": ["2r2", "2r9"], "row": ["2g9", "2g10", "2b9", "2b10"]}},
                 players=3)


def summary(outcomes):
    return [(o.at, o.seat, R.move_to_dict(o.move), o.refused, o.bot) for o in outcomes]


# --- arrival order and stale moves ------------------------------------------------------------

def test_a_person_arriving_first_wins_and_the_bots_later_move_is_refused_as_too_late():
    clock = Clock(R, race_table(), {1: Stub(1)}, seed=3)
    assert clock.advance(FIRST_LOOK_MS) == [] and clock.planned(1) is None   # nothing to do
    opened = clock.submit(0, Play("row", "new", 0))
    assert opened.applied and opened.at == FIRST_LOOK_MS and clock.version == 1
    assert clock.planned(1) is None                  # it notices 100 ms later
    clock.advance(100)
    move, due = clock.planned(1)
    assert move == Play("stack", 0) and due == FIRST_LOOK_MS + 100 + 500
    mine = clock.submit(0, Play("row", 0, 1))        # the person's red 2 gets there first
    assert mine.applied and clock.state.piles == (("0r1", "0r2"),)
    before = clock.state
    assert clock.advance(due - clock.now - 1) == []
    (late,) = clock.advance(1)
    assert late.seat == 1 and late.bot and late.at == due and not late.applied
    assert late.refused == TOO_LATE and late.events == ()
    assert clock.state is before and clock.version == 2


def test_a_person_acting_on_a_table_that_has_changed_is_too_late():
    clock = Clock(R, race_table(), {1: Stub(1, reaction=300)}, seed=3)
    clock.submit(0, Play("row", "new", 0))
    seen = clock.version
    clock.advance(1000)                               # the bot plays its red 2
    assert clock.state.piles == (("0r1", "1r2"),)
    late = clock.submit(0, Play("row", 0, 1), seen=seen)
    assert late.refused == TOO_LATE and clock.state.piles == (("0r1", "1r2"),)
    plain = clock.submit(0, Play("row", 0, 1))        # looking at the table as it is now
    assert str(plain.refused).startswith("That pile shows a red 2")
    wrong = clock.submit(0, Play("row", 0, 2), seen=seen)   # never legal: the rules' words
    assert wrong.refused == "A 1 always starts a new pile of its own."


def test_moves_at_the_same_millisecond_apply_in_a_fixed_order():
    runs = []
    for _ in range(2):
        bots = {1: Stub(1), 2: Stub(2)}
        clock = Clock(R, race_table(), bots, seed=11)
        clock.advance(FIRST_LOOK_MS)
        clock.submit(0, Play("row", "new", 0))
        out = clock.advance(2000)
        assert [(o.seat, o.applied) for o in out[:2]] == [(1, True), (2, False)]
        assert out[0].at == out[1].at == FIRST_LOOK_MS + 600
        assert out[1].refused == TOO_LATE
        runs.append(summary(out))
    assert runs[0] == runs[1]


def test_the_second_request_for_the_next_round_is_refused():
    s = table({0: {"stack": ["0r1"]}}, players=3)
    s, _ = R.apply(s, 0, Play("stack", "new"))
    assert s.phase == "between"
    clock = Clock(R, s, {1: Stub(1, reaction=700), 2: Stub(2, reaction=1200)}, seed=1)
    out = clock.advance(FIRST_LOOK_MS + 1200)
    firsts = [o for o in out if isinstance(o.move, NextRound)]
    assert [(o.seat, o.applied) for o in firsts] == [(1, True), (2, False)]
    assert firsts[1].refused == TOO_LATE and clock.state.round == 2


def test_an_illegal_submission_changes_nothing():
    clock = Clock(R, race_table(), {}, seed=0)
    state = clock.state
    out = clock.submit(0, Play("row", 3, 1))
    assert out.refused == "There is no pile number 3." and clock.state is state
    assert clock.version == 0 and clock.moves == []
    with pytest.raises(ValueError):
        clock.advance(-1)
    with pytest.raises(ValueError):
        clock.advance(1.5)


# --- bots and time ----------------------------------------------------------------------------

class Timed:
    """A real bot, with every look and delay written down against the clock's time."""

    def __init__(self, bot):
        self.bot, self.log, self.clock = bot, [], None

    def choose(self, view):
        move = self.bot.choose(view)
        self.log.append([self.clock.now, move, None])
        return move

    def reaction_ms(self, view, move):
        self.log[-1][2] = self.bot.reaction_ms(view, move)
        return self.log[-1][2]

    def notice_ms(self, view):
        return self.bot.notice_ms(view)

    def interruptible(self, move):
        return self.bot.interruptible(move)

    def observe(self, events):
        self.bot.observe(events)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_act_only_after_their_reaction_times(level):
    bots = {s: Timed(Bot(level, s, 40 + s)) for s in range(4)}
    clock = Clock(R, R.new_game(4, 40), bots, seed=40)
    for b in bots.values():
        b.clock = clock
    out = clock.advance(90_000)
    assert len(out) > 50
    profile = PROFILES[level]
    for o in out:
        looks = [(at, d) for at, m, d in bots[o.seat].log if m == o.move and d is not None
                 and at + d == o.at]
        assert looks, f"{o} arrived without a look {o.at} ms minus a reaction before"
        at, delay = looks[-1]
        span = (profile.turn_ms if isinstance(o.move, Turn) else profile.next_round_ms
                if isinstance(o.move, NextRound) else profile.play_ms)
        assert span[0] <= delay <= span[1]
    assert all(o.at >= profile.turn_ms[0] for o in out)


def test_a_bot_turning_its_hand_drops_it_for_a_play_it_notices():
    s = table({0: {"row": ["0r1", "0g9", "0y1", "0b9"]},
               1: {"stack": ["1r2", "1r9"], "hand": ["1b9", "1b10", "1g9"]}}, players=3)
    bot = Stub(1, reaction=1000, notice=200, interrupt=True)
    clock = Clock(R, s, {1: bot}, seed=0)
    clock.advance(FIRST_LOOK_MS)
    first = clock.planned(1)
    assert first[0] == Turn()
    clock.submit(0, Play("row", "new", 0))
    t = clock.now
    clock.advance(199)
    assert clock.planned(1) == first                  # not noticed yet
    clock.advance(1)
    assert clock.planned(1) == (Play("stack", 0), t + 200 + 1000)
    # A play on its way is not dropped: a committed move keeps its time.
    committed = Stub(1, reaction=1000, notice=200, interrupt=True)
    s2 = table({0: {"row": ["0r1", "0g9", "0y1", "0b9"]},
                1: {"stack": ["1y1", "1r9"]}}, players=3)
    clock = Clock(R, s2, {1: committed}, seed=0)
    clock.advance(FIRST_LOOK_MS)
    plan = clock.planned(1)
    assert plan[0] == Play("stack", "new")
    clock.submit(0, Play("row", "new", 0))
    clock.advance(300)
    assert clock.planned(1) == plan


def test_bots_see_every_applied_move_through_observe():
    bots = {1: Stub(1), 2: Stub(2)}
    clock = Clock(R, race_table(), bots, seed=2)
    mine = clock.submit(0, Play("row", "new", 0))
    out = clock.advance(3000)
    applied = [e for o in [mine] + out if o.applied for e in o.events]
    assert len(applied) > 1 and bots[1].seen == applied == bots[2].seen


def test_the_same_seed_and_submissions_give_the_same_game_and_another_seed_another():
    def play(seed):
        bots = {s: Bot("medium", s, 7 + s) for s in (1, 2, 3)}
        clock = Clock(R, R.new_game(4, 7), bots, seed=seed)
        out = clock.advance(20_000)
        out.append(clock.submit(0, Turn()))
        out += clock.advance(40_000)
        return summary(out), clock.state
    a, b, c = play(1), play(1), play(2)
    assert a == b and len(a[0]) > 20
    assert c[0] != a[0]


def test_the_clock_never_reads_the_wall_clock_nor_sleeps(monkeypatch):
    def forbidden(*args):
        raise AssertionError("the clock must not use real time")
    with monkeypatch.context() as no_time:
        for name in ("sleep", "time", "monotonic", "perf_counter", "time_ns", "monotonic_ns"):
            no_time.setattr(time, name, forbidden)
        bots = {s: Bot("hard", s, s) for s in range(4)}
        clock = Clock(R, R.new_game(4, 3), bots, seed=3)
        out = clock.advance(5 * 60_000)               # five minutes of play
    assert clock.now == 300_000 and any(o.applied for o in out)
    source = inspect.getsource(realtime)
    for banned in ("import time", "import pygame", "from time", "datetime", "import random"):
        assert banned not in source


# --- hooks for a screen -----------------------------------------------------------------------

def test_every_outcome_is_heard_and_the_applied_moves_replay_as_a_save():
    heard = []
    bots = {s: Bot("hard", s, 5 + s) for s in (1, 2)}
    s = R.new_game(3, 5)
    clock = Clock(R, s, bots, seed=5, on_outcome=heard.append)
    out = clock.advance(30_000)
    out.append(clock.submit(0, Turn()))
    out += clock.advance(120_000)
    assert heard == out and any(not o.applied for o in out)
    assert any(e["type"] == "round_over" for o in out for e in o.events)
    assert clock.moves == [o.entry(R) for o in out if o.applied]
    assert [o.version for o in out if o.applied] == list(range(1, len(clock.moves) + 1))
    record = save_record("ligretto", 3, [{}] * 3, 5, {}, clock.moves)
    assert replay(R, json.loads(json.dumps(record))) == clock.state


def test_bots_stay_still_while_told_to_and_go_on_after_the_next_deal():
    s = table({0: {"stack": ["0r1"]}}, players=3)
    s, _ = R.apply(s, 0, Play("stack", "new"))
    bots = {s_: Bot("hard", s_, s_) for s_ in (1, 2)}
    clock = Clock(R, s, bots, seed=1, idle_when=lambda st: st.phase == "between")
    assert clock.advance(60_000) == [] and clock.next_due() is None
    dealt = clock.submit(0, NextRound())
    assert dealt.applied and clock.state.phase == "play"
    out = clock.advance(10_000)
    assert {o.seat for o in out} == {1, 2}
    clock.wake()                                    # harmless when nothing is waiting


def test_the_clock_runs_a_turn_based_game_with_bots_that_have_no_timing():
    bots = {s: GARBO.make_bot("easy", s, s) for s in (0, 1)}
    clock = Clock(GARBO, GARBO.new_game(2, 4), bots, seed=4)
    out = clock.advance(1000)
    assert GARBO.is_over(clock.state) and len(out) == 32 and all(o.applied for o in out)
    assert [o.seat for o in out[:4]] == [0, 1, 0, 1]
    assert all(b.at < a.at for b, a in zip(out, out[1:]))   # at least 1 ms each


# --- speed per level --------------------------------------------------------------------------

def test_hard_bots_play_at_least_twice_as_fast_as_easy_ones():
    speed = {level: cards_per_minute(level, players=4, seed=1, minutes=3) for level in LEVELS}
    assert speed["hard"] >= 2 * speed["easy"]
    assert speed["easy"] < speed["medium"] < speed["hard"]
    assert 2 <= speed["easy"] and speed["hard"] <= 60     # a person's pace, never instant


@pytest.mark.parametrize("level", LEVELS)
def test_bots_only_games_end_and_a_bot_never_chooses_an_illegal_move(level):
    for players in (2, 3, 4):
        for ladders in (False, True):
            seed = 100 * players + ladders
            bots = {s: Bot(level, s, seed + s) for s in range(players)}
            clock = Clock(R, R.new_game(players, seed, {"row_ladders": ladders}), bots,
                          seed=seed)
            refusals = set()
            while not R.is_over(clock.state) and clock.now < 3 * 3_600_000:
                refusals |= {o.refused for o in clock.advance(60_000) if not o.applied}
            assert R.is_over(clock.state), (players, ladders)
            assert refusals <= {TOO_LATE}
            assert max(clock.state.points) >= 99

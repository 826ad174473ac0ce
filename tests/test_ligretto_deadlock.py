"""Ligretto's deadlocks (seeds/ligretto.md): when no seat can reach a card for the centre,
hands are reshuffled with their discards; a table no shuffle can help ends its round."""

from dataclasses import replace

import pytest
from ligretto_tables import kinds, ordered_deck, table

from game.core import seeded_shuffle
from game.ligretto import RULES as R
from game.ligretto import rules
from game.ligretto.cards import deck_of
from game.ligretto.rules import (
    NextRound,
    Play,
    Turn,
    can_progress,
    could_ever_play,
    cycle_shows,
    settled,
)

# --- deadlock ---------------------------------------------------------------------------------

def stuck_but_for(hand1):
    """Seat 0 is about to play its last card that fits anywhere; seat 1's hand is
    `hand1`, whose yellow 1 never shows when the hand is turned (it is 1st of 2, or 1st
    of 4)."""
    return table({0: {"stack": ["0r1", "0r9"]},
                  1: {"row": ["1g9", "1g10", "1b9", "1b10", "1y9"], "hand": hand1}})


def test_a_deadlock_is_found_and_every_hand_is_reshuffled_with_its_discard():
    s = stuck_but_for(["1y1", "1r8", "1r7", "1r6"])
    assert settled(s)                                # seat 0's red 1 fits
    s = replace(s, discards=(("0b8", "0b7"), ()))
    new, events = R.apply(s, 0, Play("stack", "new"))
    types = kinds(events)
    assert types[0] == "card_played" and "deadlock" in types
    deadlocks = [e for e in events if e["type"] == "deadlock"]
    assert [e["attempt"] for e in deadlocks] == list(range(1, len(deadlocks) + 1))
    assert deadlocks[-1]["hands"] == [2, 4]
    assert new.discards == ((), ()) and sorted(new.hands[0]) == ["0b7", "0b8"]
    assert sorted(new.hands[1]) == sorted(["1y1", "1r8", "1r7", "1r6"])
    assert settled(new) and new.phase == "play" and "1y1" in cycle_shows(new.hands[1], ())
    # the reshuffle comes from the state's generator: the same table, the same shuffle
    again, events2 = R.apply(s, 0, Play("stack", "new"))
    assert again == new and events2 == events and new.rng != s.rng


def test_turning_can_bury_the_only_card_that_fits_and_then_it_is_a_deadlock():
    s = table({0: {"hand": ["0b9", "0b10", "0g9"], "discard": ["0y1", "0g10"]},
               1: {"row": ["1g9", "1g10", "1b9", "1b10", "1y9"]}})
    assert settled(s) and Play("discard", "new") in R.legal_moves(s, 0)
    # Turned over, the yellow 1 lies second in the cycle g10 y1 b9 b10 g9: never a top.
    assert "0y1" not in cycle_shows(("0b9", "0b10", "0g9")[3:],
                                    ("0g9", "0b10", "0b9", "0y1", "0g10"))
    new, events = R.apply(s, 0, Turn())
    assert kinds(events)[:2] == ["turned", "deadlock"] and settled(new)
    assert new.discards == ((), ()) and "0y1" in cycle_shows(new.hands[0], ())


def test_the_reshuffle_uses_the_seeded_generator_seat_by_seat():
    s = replace(stuck_but_for(["1y1", "1r8"]), rng=12345)
    new, _ = R.apply(s, 0, Play("stack", "new"))
    hand0, rng = seeded_shuffle((), 12345)
    hand1, rng = seeded_shuffle(("1y1", "1r8"), rng)
    # Generator 12345 turns seat 1's hand round at the first try: that unblocks the table,
    # so exactly one reshuffle happens, drawn seat by seat from the seeded generator.
    assert hand1 == ("1r8", "1y1")
    assert new.hands[1] == hand1 and new.rng == rng


def test_no_deadlock_while_any_seat_can_reach_a_card():
    s = stuck_but_for(["1r8", "1y1"])               # the yellow 1 shows when turned
    new, events = R.apply(s, 0, Play("stack", "new"))
    assert "deadlock" not in kinds(events) and new.hands[1] == ("1r8", "1y1")
    assert can_progress(new)


def test_a_round_that_no_shuffle_can_unblock_ends_at_once_as_stuck():
    s = stuck_but_for(["1r8", "1r7"])
    s = replace(s, points=(5, 7), history=((5, 7),), round=2)
    new, events = R.apply(s, 0, Play("stack", "new"))
    assert not could_ever_play(new)
    assert kinds(events) == ["card_played", "round_over"]
    over = events[1]
    assert over["reason"] == "stuck" and over["by"] is None
    assert over["points"] == [1 - 2, -4] and over["totals"] == [4, 3]
    assert new.phase == "between" and R.to_act(new) == frozenset({0, 1})


def test_when_every_reshuffle_fails_the_round_ends_as_stuck(monkeypatch):
    monkeypatch.setattr(rules, "MAX_RESHUFFLES", 1)
    s = stuck_but_for(["1y1", "1r8", "1r7", "1r6", "1r5", "1r4", "1r3", "1g8"])
    # Find a generator state whose single reshuffle still hides the yellow 1.
    for rng in range(200):
        new, events = R.apply(replace(s, rng=rng), 0, Play("stack", "new"))
        if events[-1]["type"] == "round_over":
            assert kinds(events) == ["card_played", "deadlock", "round_over"]
            assert events[-1]["reason"] == "stuck" and new.phase == "between"
            break
    else:
        pytest.fail("no generator state kept the table stuck")


def test_a_deal_with_every_1_out_of_reach_is_reshuffled():
    def seat_order(s):
        ones = [f"{s}{c}1" for c in "rgby"]
        rest = [c for c in deck_of(s) if c not in ones]
        # stack (10) + row (5) from the 2..10s; hand: the 1s at places 0, 1, 3, 4 of 25,
        # none of which shows when the hand is turned.
        hand = [ones[0], ones[1], rest[15], ones[2], ones[3]] + rest[16:]
        return rest[:15] + hand
    deck = ordered_deck(2, seat_order)
    s = R.new_game(2, 9, deck=deck)
    assert s.discards == ((), ()) and s.phase == "play" and settled(s)
    assert s.hands[0] != tuple(deck[15:40])          # reshuffled at the deal
    assert s.stacks[0] == tuple(deck[:10])           # stacks and rows stay as dealt
    assert R.new_game(2, 9, deck=deck) == s


def test_a_deal_that_no_shuffle_can_unblock_is_scored_at_once():
    def seat_order(s):
        ones = [f"{s}{c}1" for c in "rgby"]
        rest = [c for c in deck_of(s) if c not in ones]
        return rest[:1] + ones + rest[1:]           # the 1s right under the stack top
    s = R.new_game(2, 9, deck=ordered_deck(2, seat_order))
    assert s.phase == "between" and s.history == ((-20, -20),) and s.points == (-20, -20)
    s, events = R.apply(s, 1, NextRound())
    assert events[0]["type"] == "new_round" and s.round == 2 and s.phase == "play"

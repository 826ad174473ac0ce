"""Petroglyph's bots err like people (issue 46): easy and medium remember as people do
(game/petroglyph/bots_recall.py), never turn a card they remember as useless while any
other card could help, and a scripted child (tests/petroglyph_child.py) climbs a ladder of
levels. The full figures (200 games a level, 400 hard against medium, 1,000 solitaire
deals) are make bench's budgets; here a short run and the models' properties."""

from __future__ import annotations

import random

from petroglyph_child import Child, child_games

from game import RULES
from game import grid as g
from game.petroglyph import bots as pbots
from game.petroglyph.bot_memory import CARD_INDEX, Belief
from game.petroglyph.bots_recall import CHILD, Recall
from game.petroglyph.cards import DECK, colour
from game.petroglyph.rules import Flip

R = RULES["petroglyph"]


# --- the memory model -------------------------------------------------------------------

def test_what_is_remembered_falls_with_the_turns_since():
    for recall in (CHILD, pbots.MEMORY["easy"], pbots.MEMORY["medium"]):
        kept = [recall.kept(age) for age in range(12)]
        assert kept[0] == 1.0
        assert all(a > b for a, b in zip(kept, kept[1:])), recall
        assert recall.kept(recall.span) == 0.5


def test_medium_remembers_more_than_easy_and_hard_everything():
    easy, medium = pbots.MEMORY["easy"], pbots.MEMORY["medium"]
    assert all(medium.kept(a) > easy.kept(a) for a in range(1, 20))
    assert pbots.MEMORY["hard"] is None


def remembered_after(recall: Recall, turns: int, trials: int = 400) -> float:
    """The share of 8 cards seen at turn 0 still remembered `turns` turns later."""
    rng = random.Random(turns)
    left = 0
    for _ in range(trials):
        seen_at = dict.fromkeys(range(0, 16, 2), 0)
        for turn in range(1, turns + 1):
            forgotten, _ = recall.age_all(seen_at, turn, rng, set(range(16)))
            for p in forgotten:
                del seen_at[p]
        left += len(seen_at)
    return left / (8 * trials)


def test_the_child_forgets_more_with_more_turns():
    shares = [remembered_after(CHILD, turns) for turns in (1, 3, 8)]
    assert shares[0] > shares[1] > shares[2], shares
    # The model says what it means: half are gone after `span` turns.
    assert abs(remembered_after(CHILD, 3) - 0.5) < 0.05


def test_the_child_confuses_neighbours():
    child = Child(0, seed=3, recall=Recall(span=1e9, slip=1.0))
    child.memory, child.seen_at = {5: "R1"}, {5: 0}
    child.observe([{"type": "turn", "seat": 1}])
    (place,) = child.memory
    assert place != 5 and g.cell_of(place) in g.neighbours(g.cell_of(5))
    assert child.memory[place] == "R1"


def test_the_child_only_plays_legal_moves_and_its_games_end():
    # child_games plays through rules.apply, which refuses an illegal move.
    result = child_games("medium", games=6, seed=2)
    assert 0.0 <= result["wins"] <= 1.0


# --- what a bot believes when it forgets or mixes places up ------------------------------

def seen(belief: Belief, slot: int, card: str) -> None:
    belief.reveal(slot, card)


def test_a_forgotten_card_could_be_anywhere_again():
    belief = Belief()
    seen(belief, 2, "G2")
    seen(belief, 10, "YH")
    belief.forget([2, 10])
    rows = [belief.m[p] for p in range(16)]
    for row in rows:
        assert row == rows[0] or max(abs(a - b) for a, b in zip(row, rows[0])) < 1e-4
    assert belief.m[0][CARD_INDEX["G2"]] > 0.05


def test_forgetting_a_card_keeps_the_rest_of_what_is_known():
    belief = Belief()
    seen(belief, 0, "R1")
    belief.shuffle([0, 1, 2, 3])  # R1 is somewhere in the top row
    seen(belief, 8, "G2")
    belief.forget([8])
    r1 = CARD_INDEX["R1"]
    # (A person's approximation: a little of R1 leaks to the forgotten cell.)
    assert all(belief.m[p][r1] > 0.2 for p in range(4))
    assert belief.m[8][r1] < 0.1 and belief.m[8][CARD_INDEX["G2"]] > 0.05


def test_a_misplaced_memory_is_put_right_by_the_table():
    belief = Belief()
    seen(belief, 0, "YH")
    seen(belief, 5, "B1")
    belief.swap(0, 1)             # it now believes the hunter lies at cell 1
    assert belief.known(1) == CARD_INDEX["YH"] and belief.known(0) is None
    seen(belief, 0, "YH")         # ... until it sees it at cell 0 again
    assert belief.known(0) == CARD_INDEX["YH"] and belief.known(1) is None
    b1 = CARD_INDEX["B1"]
    for p in belief.rows:
        if p != 5:
            assert belief.m[p][b1] == 0.0 and belief.m[p][CARD_INDEX["YH"]] in (0.0, 1.0)
        assert abs(sum(belief.m[p]) - 1.0) < 1e-6


# --- the bots err like people, not like dice ------------------------------------------------

def test_easy_and_medium_never_turn_a_card_they_remember_as_useless():
    checked = 0
    for players, level in ((2, "easy"), (2, "medium"), (1, "easy"), (1, "medium")):
        for seed in range(12):
            state = R.new_game(players, seed)
            bots = [R.make_bot(level, s, seed) for s in range(players)]
            while not R.is_over(state):
                seat = state.current
                view = R.view(state, seat)
                move = bots[seat].choose(view)
                if isinstance(move, Flip) and view.up:
                    kind = colour(view.turned()[0])
                    belief = bots[seat].belief
                    known = belief.known(g.index(move.cell))
                    if known is not None and colour(DECK[known]) != kind:
                        # Only when every card left is remembered as useless.
                        for p in view.face_down():
                            other = belief.known(p)
                            assert other is not None and colour(DECK[other]) != kind
                    checked += 1
                state, events = R.apply(state, seat, move)
                for bot in bots:
                    bot.observe(events)
    assert checked > 100


def test_easy_and_medium_forget_between_turns_hard_does_not():
    def remembered(level: str) -> float:
        total = 0
        for seed in range(30):
            bot = R.make_bot(level, 1, seed)
            for p, card in enumerate(DECK[:8]):
                bot.observe([{"type": "flip", "cell": list(g.cell_of(p)), "card": card,
                              "seat": 0}])
            for _ in range(3):
                bot.observe([{"type": "turn", "seat": 0}])
            total += len([p for p in bot.belief.fixed if p < 16])
        return total / 30
    easy, medium, hard = (remembered(level) for level in ("easy", "medium", "hard"))
    assert easy < medium < hard == 8, (easy, medium, hard)


# --- the ladder, a short run (make bench: 200 games a level) --------------------------------

def test_a_child_climbs_a_ladder_of_levels():
    shares = {level: child_games(level, games=60, seed=1)["wins"]
              for level in ("easy", "medium", "hard")}
    assert shares["easy"] >= 0.4, shares
    assert shares["easy"] > shares["medium"] > shares["hard"], shares
    assert shares["easy"] - shares["medium"] <= 0.4 and \
        shares["medium"] - shares["hard"] <= 0.4, shares

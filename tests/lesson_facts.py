"""What each lesson step may say, worked out again from the rules (tests/test_learn_facts.py).

For every step whose words hold a fact (scenes/lessons: the step's `places`), a function of
the step as it begins gives the facts the rules say: mostly by playing the step's move on
the state with the rules' own `apply` and reading what it did (the points it gave, the
price it cost, the cards it turned), or by asking the rules' scoring about other cards,
not by the lesson's own sums. Each lesson maps a step's number to its function; a step
not listed states no fact (its places must be empty).
"""

from __future__ import annotations

import math

from game.fossil.cards import fossil_of, value_of
from game.garbo.cards import COVER_FACTOR
from game.garbo.rules import DEALS, LEVEL_ONE_CARDS
from game.garbo.rules import apply as garbo_apply
from game.ligretto.cards import DECKS, number_of
from game.ligretto.rules import CENTRE_POINT, STACK_PENALTY
from game.ligretto.rules import apply as ligretto_apply
from game.petroglyph.cards import is_complete, rating, set_points
from game.petroglyph.rules import apply as petroglyph_apply
from scenes.boards.garbo_panels import label
from scenes.lessons.guide import PERSON

# --- Garbo ------------------------------------------------------------------------------

def _played(session, move):
    """The play event of the person's move, and the points it handed to the other seat."""
    state = session.state
    after, events = garbo_apply(state, PERSON, move)
    play = next(e for e in events if e["type"] == "play")
    assert after.points[1 - PERSON] - state.points[1 - PERSON] == play["points"]
    return play


def _laid_by(session, card: str) -> int:
    return next(m["seat"] for m in session.moves if m["move"]["card"] == card)


def garbo_square(session, move):
    return {"size": math.isqrt(LEVEL_ONE_CARDS)}


def garbo_two_matches(session, move):
    play = _played(session, move)
    by_kind = {m["kind"]: m for m in play["matches"]}
    assert len(by_kind) == len(play["matches"]) == 2
    rank_card = session.state.pile(tuple(by_kind["rank"]["cell"])).up
    suit_card = session.state.pile(tuple(by_kind["suit"]["cell"])).up
    assert rank_card[:-1] == move.card[:-1] and suit_card[-1] == move.card[-1]
    assert _laid_by(session, rank_card) == PERSON          # "your 7♠"
    assert _laid_by(session, suit_card) == 1 - PERSON      # "Flint's A♥"
    return {"card": label(move.card), "rank_card": label(rank_card),
            "suit_card": label(suit_card), "rank_points": by_kind["rank"]["points"],
            "suit_points": by_kind["suit"]["points"],
            "name": session.seats[1 - PERSON].shown_name, "points": play["points"]}


def garbo_gives(session, move):
    return {"card": label(move.card), "points": _played(session, move)["points"]}


def garbo_second_deal_to_come(session, move):
    return {"cards": DEALS[1][PERSON]}


def garbo_second_deal(session, move):
    # The person has not played since the deal: the hand is what it brought.
    return {"cards": len(session.state.hands[PERSON]), "full": LEVEL_ONE_CARDS}


def garbo_level_two(session, move):
    # Level Two was just dealt and the person has not played a card of it yet.
    return {"cards": len(session.state.hands[PERSON]), "factor": COVER_FACTOR}


def garbo_least(session, move):
    """The place giving the least, of every legal one; the part of it that is the ×10."""
    play = _played(session, move)
    rules = session.rules
    assert play["points"] == min(_played(session, m)["points"]
                                 for m in rules.legal_moves(session.state, PERSON))
    return {"card": label(move.card), "points": play["points"],
            "covering": sum(m["points"] for m in play["matches"]
                            if tuple(m["cell"]) == tuple(move.cell))}


GARBO = {0: garbo_square, 3: garbo_two_matches, 5: garbo_gives,
         8: garbo_second_deal_to_come, 9: garbo_second_deal, 11: garbo_level_two,
         12: garbo_least}


# --- Fossil -----------------------------------------------------------------------------

def _paid(session, move) -> int:
    state = session.state
    after, _ = session.rules.apply(state, PERSON, move)
    return state.points[PERSON] - after.points[PERSON]


def fossil_start(session, move):
    assert not session.moves
    return {"points": session.state.points[PERSON]}


def fossil_first(session, move):
    return {"cost": _paid(session, move)}


def fossil_across(session, move):
    """The squares between the stone and where it lands, looked at one by one."""
    state = session.state
    (r, c), (tr, tc) = state.stones[move.stone], move.to
    dr, dc = (tr > r) - (tr < r), (tc > c) - (tc < c)
    between = []
    r, c = r + dr, c + dc
    while (r, c) != (tr, tc):
        between.append(state.at((r, c)))
        r, c = r + dr, c + dc
    return {"cost": _paid(session, move), "cards": sum(x is not None for x in between),
            "empty": sum(x is None for x in between)}


def fossil_last(session, move):
    return {"left": sum(1 for c in session.state.board
                        if c is not None and fossil_of(c) == "ammonite")}


def fossil_swap(session, move):
    state = session.state
    after, events = session.rules.apply(state, PERSON, move)
    scored = next(e for e in events if e["type"] == "fossil_scored")    # at once
    held = {h["seat"]: h["cards"] for h in scored["holders"]}
    # "all of them": nobody else holds one, none is left on the grid
    assert set(held) == {PERSON} and not any(
        c is not None and fossil_of(c) == "ammonite" for c in after.board)
    mine = [c for c in held[PERSON] if fossil_of(c) == "ammonite"]
    return {"n": len(mine), "give": value_of(move.give), "take": value_of(move.take)}


def fossil_scored(session, move):
    """From the cards the scoring took (its event) and what it did to everyone's points
    (the state's history)."""
    state = session.state
    fossil, deltas = state.history[-1]
    assert fossil == "ammonite"
    scored = next(e for e in session.heard[-1] if e["type"] == "fossil_scored")
    held = {h["seat"]: h["cards"] for h in scored["holders"]}
    assert set(held) == {PERSON}                         # "Ochre and Slate hold none"
    mine = [value_of(c) for c in held[PERSON]]
    others = {-d for s, d in enumerate(deltas) if s != PERSON}
    assert len(others) == 1
    paid = others.pop()
    value = sum(mine) * len(mine)
    assert deltas[PERSON] == value + paid * (len(deltas) - 1)
    return {"value": value, "n": paid, "sum": sum(mine), "count": len(mine), "gain": value}


FOSSIL = {0: fossil_start, 2: fossil_first, 5: fossil_across, 7: fossil_last, 8: fossil_swap,
          9: fossil_scored}


# --- Petroglyph ---------------------------------------------------------------------------

def _size(colour: str) -> int:
    """The fewest cards of a colour that make a full set, by asking the rules."""
    cards = [c for c in ("R1", "R2", "R3", "R4", "B1", "B2", "B3", "Y1", "Y2")
             if c[0] == colour]
    return next(n for n in range(1, len(cards) + 1) if is_complete(tuple(cards[:n])))


def _animal(card: str) -> int:
    """An animal's value from what pairs of animals score: (ab + ac - bc) / 2."""
    others = [c for c in ("Y1", "Y2", "Y3") if c != card]
    b, c = others
    return (set_points((card, b)) + set_points((card, c)) - set_points((b, c))) // 2


def _hunter() -> tuple[int, int]:
    """The hunter's 1 + 3 x: from what he scores with the bird and with the elk."""
    one, two = set_points(("YH", "Y1")), set_points(("YH", "Y2"))
    times = (two - one) // (_animal("Y2") - _animal("Y1"))
    return one - times * _animal("Y1"), times


def petroglyph_grid(session, move):
    return {"cards": sum(c is not None for c in session.state.grid)}


def petroglyph_sizes(session, move):
    return {"red": _size("R"), "yellow": _size("Y"), "blue": _size("B")}


def petroglyph_blues(session, move):
    turned = [session.state.grid[i] for i in session.state.up]
    assert all(c[0] == "B" for c in turned)
    return {"blue": _size("B"), "left": _size("B") - len(turned)}


def petroglyph_ships(session, move):
    state = session.state
    ships = state.sets[PERSON][-1]
    earlier = sum(set_points(s) for s in state.sets[PERSON][:-1])
    return {"blue": len(ships), "set": session.scores()[PERSON] - earlier,
            "n": session.scores()[PERSON]}


def petroglyph_cups(session, move):
    state = session.state
    after, _ = petroglyph_apply(state, PERSON, move)
    gained = sum(set_points(s) for s in after.sets[PERSON]) - session.scores()[PERSON]
    return {"cups": len(state.up), "points": gained}


def petroglyph_animals(session, move):
    return {"bird": _animal("Y1"), "elk": _animal("Y2"), "mammoth": _animal("Y3")}


def petroglyph_pair(session, move):
    return {"pair": _animal("Y2") + _animal("Y3")}


def petroglyph_bird(session, move):
    assert session.state.grid[move.cell[0] * 4 + move.cell[1]] == "Y1"
    return {"value": _animal("Y1")}


def petroglyph_hunter(session, move):
    state = session.state
    assert [state.grid[i] for i in state.up] == ["YH"]
    after, _ = petroglyph_apply(state, PERSON, move)        # the mammoth, turned
    assert after.sets[PERSON][-1] == ("YH", "Y3")
    bonus, times = _hunter()
    gained = sum(set_points(s) for s in after.sets[PERSON]) - session.scores()[PERSON]
    return {"bonus": bonus, "times": times, "mammoth": _animal("Y3"), "points": gained}


def petroglyph_hunted(session, move):
    bonus, times = _hunter()
    return {"bonus": bonus, "times": times, "mammoth": _animal("Y3"),
            "points": bonus + times * _animal("Y3"), "n": session.scores()[PERSON]}


def petroglyph_goal(session, move):
    n = session.scores()[PERSON]
    better = [s for s in range(n + 1, 100) if rating(s) != rating(n)]
    return {"n": n, "goal": better[0] if better else None}


PETROGLYPH = {0: petroglyph_grid, 2: petroglyph_sizes, 3: petroglyph_sizes,
              5: petroglyph_sizes, 6: petroglyph_blues, 7: petroglyph_ships,
              9: petroglyph_cups, 13: petroglyph_animals, 14: petroglyph_pair,
              15: petroglyph_bird, 18: petroglyph_hunter, 19: petroglyph_hunted,
              20: petroglyph_goal}


# --- Ligretto ---------------------------------------------------------------------------

def _row_number(session, move) -> int:
    return number_of(session.state.row_tops(PERSON)[move.index])


def ligretto_start(session, move):
    numbers = sorted({number_of(c) for c in DECKS[PERSON]})
    return {"one": numbers[0], "number": _row_number(session, move),
            "piles": len(session.state.piles)}


def ligretto_climb(session, move):
    return {"number": _row_number(session, move),
            "top": number_of(session.state.piles[move.pile][-1])}


def ligretto_range(session, move):
    numbers = sorted({number_of(c) for c in DECKS[PERSON]})
    return {"low": numbers[0], "high": numbers[-1]}


def ligretto_misfit(session, move):
    return {"number": _row_number(session, move)}


def ligretto_packet(session, move):
    state = session.state
    after, _ = ligretto_apply(state, PERSON, move)
    return {"packet": len(state.hands[PERSON]) - len(after.hands[PERSON])}


def ligretto_points(session, move):
    return {"point": CENTRE_POINT, "penalty": STACK_PENALTY}


LIGRETTO = {2: ligretto_start, 3: ligretto_climb, 4: ligretto_range, 5: ligretto_misfit,
            6: ligretto_packet, 8: ligretto_points}

ORACLES = {"garbo": GARBO, "fossil": FOSSIL, "petroglyph": PETROGLYPH, "ligretto": LIGRETTO}

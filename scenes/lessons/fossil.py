"""Fossil's guided game: choosing a stone, the price of a path, taking the last card of a
fossil, the swap, the payments to the leader, and the end.

Three seats: you, Ochre and Slate. Ochre and Slate play the moves written here (`SCRIPT`),
never a bot's judgement, so the lesson goes as its words say however the bots change:
Slate puts the stones on (3, 4) and (5, 0); you take (2, 4), Ochre (1, 4), Slate (4, 0);
you cross the empty (2, 4) to take (4, 4); Ochre takes (4, 5) and Slate (4, 1). Only three
ammonites lie on the grid (the other five go back to the box): yours at (2, 4), Ochre's at
(1, 4), and the last at (3, 1), out of Ochre's and Slate's way until it is your turn
again. You take it, swap your card from (4, 4) for Ochre's ammonite, and hold all three
when they score: Ochre and Slate, holding none, pay you.

Every number the words say is a place computed by the rules (game/fossil/rules.py and
scoring.py) at that step."""

from __future__ import annotations

from game.core import Phrase, Plural, seeded_shuffle
from game.fossil.cards import fossil_of, small_deck, value_of
from game.fossil.rules import (
    START_POINTS,
    PlaceStones,
    Stone,
    Swap,
    left_on_board,
    move_cost,
    reach,
)

from ..services.lang import N_
from .guide import PERSON, Do, End, Explain, Lesson, Try, Watch

SEED = 2
SIZE = 7
FOSSIL = "ammonite"             # the fossil the lesson completes
OCHRE = 1
PLACED = {(2, 4): "ammonite-1-1",    # your first card
          (1, 4): "ammonite-1-2",    # Ochre's first card
          (4, 4): "fish-1-1",        # your second card, given away in the swap
          (3, 1): "ammonite-1-3"}    # the last ammonite on the grid
OCHRE_MOVES = (Stone(0, (1, 4)), Stone(0, (4, 5)))
SLATE_MOVES = (PlaceStones(((3, 4), (5, 0))), Stone(1, (4, 0)), Stone(1, (4, 1)))
SCRIPT = {OCHRE: OCHRE_MOVES, OCHRE + 1: SLATE_MOVES}
BOXED = ("ammonite-2-1", "ammonite-2-2", "ammonite-1-4", "ammonite-1-5", "ammonite-1-6",
         "leaf-2-2", "scallop-1-6")


def _deal() -> tuple[str, ...]:
    """The 49 cards of the grid row by row, then the 7 of the box."""
    cards = small_deck(("trilobite", "horseshoe"))
    rest = [c for c in cards if c not in set(PLACED.values()) | set(BOXED)]
    rest = list(seeded_shuffle(sorted(rest), 2024)[0])
    grid = [PLACED[divmod(i, SIZE)] if divmod(i, SIZE) in PLACED else rest.pop()
            for i in range(SIZE * SIZE)]
    return tuple(grid) + BOXED


DEAL = _deal()


def _cost(state, move: Stone) -> int:
    return next(cost for to, _, cost in reach(state, move.stone) if to == move.to)


def _cheapest_to(session, cell) -> Stone:
    """The cheaper stone move onto `cell`."""
    moves = [m for m in session.legal(PERSON) if isinstance(m, Stone) and m.to == cell]
    return min(moves, key=lambda m: (_cost(session.state, m), m.stone))


def _first(session) -> Stone:
    return _cheapest_to(session, (2, 4))


def _across(session) -> Stone:
    """Over an empty square and a card, onto the next card."""
    return _cheapest_to(session, (4, 4))


def _start(session) -> dict:
    return {"points": START_POINTS}


def _first_price(session) -> dict:
    move = _first(session)
    return {"cost": move_cost(session.state, move.stone, move.to)}


def _price(session) -> dict:
    """The path across: the cards it passes over and the empty squares, and its price."""
    state, move = session.state, _across(session)
    path = next(p for to, p, _ in reach(state, move.stone) if to == move.to)
    over = path[:-1]
    return {"cost": move_cost(state, move.stone, move.to),
            "cards": sum(state.at(c) is not None for c in over),
            "empty": sum(state.at(c) is None for c in over)}


def _price_words(places: dict) -> Phrase:
    assert places["empty"] == 1, places        # the words say "an empty square"
    return Plural("A move costs a point for each card the stone passes over, and one for "
                  "the card it lands on; empty squares are free. This stone crosses an "
                  "empty square, passes over {cards} card and lands on the next: the move "
                  "costs {cost} points. You must be able to pay the whole price.",
                  "A move costs a point for each card the stone passes over, and one for "
                  "the card it lands on; empty squares are free. This stone crosses an "
                  "empty square, passes over {cards} cards and lands on the next: the "
                  "move costs {cost} points. You must be able to pay the whole price.",
                  places["cards"], **places)


def _aside(session) -> Stone:
    """A wrong click: a stone, then a card beside it on a slant (in line with neither
    stone)."""
    state = session.state
    for k, (r, c) in enumerate(state.stones):
        for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            cell = (r + dr, c + dc)
            if state.on_board(cell) and state.at(cell) is not None and all(
                    cell[0] != s[0] and cell[1] != s[1] for s in state.stones):
                return Stone(k, cell)
    raise AssertionError("no card on a slant from a stone")


def _last(session) -> Stone:
    """The last ammonite on the grid."""
    state = session.state
    cells = [state.cell(i) for i, c in enumerate(state.board)
             if c is not None and fossil_of(c) == FOSSIL]
    assert len(cells) == 1, cells
    return _cheapest_to(session, cells[0])


def _last_places(session) -> dict:
    return {"left": left_on_board(session.state, FOSSIL)}


def _swap_places(session) -> dict:
    """How many ammonites you hold once the swap is made (all there are left)."""
    state, move = session.state, _swap(session)
    mine = [c for c in state.holdings[PERSON] if fossil_of(c) == FOSSIL]
    return {"n": len(mine) + 1, "give": value_of(move.give), "take": value_of(move.take)}


def _swap(session) -> Swap:
    """Ochre's ammonite, for your card of the same value that is not an ammonite."""
    state = session.state
    take = next(c for c in state.holdings[OCHRE] if fossil_of(c) == FOSSIL)
    give = next(c for c in state.holdings[PERSON]
                if fossil_of(c) != FOSSIL and value_of(c) == value_of(take))
    return Swap(give, take)


def _scored(session) -> dict:
    """What the ammonites gave: your value, and what each of the others paid you."""
    event = next(e for e in reversed(session.heard[-1]) if e["type"] == "fossil_scored")
    mine = next(h for h in event["holders"] if h["seat"] == PERSON)
    paid = {p["paid"] for p in event["payments"]}
    assert len(paid) == 1, event["payments"]
    values = [value_of(c) for c in mine["cards"]]
    return {"value": mine["value"], "n": paid.pop(), "sum": sum(values),
            "count": len(values), "gain": mine["gain"]}


def _your_turn(session) -> bool:
    return session.state.phase == "move" and session.to_act() == frozenset({PERSON})


def lesson() -> Lesson:
    return Lesson("fossil", ("Ochre", "Slate"), seed=SEED, deck=DEAL, real_players=3,
                  script=SCRIPT, steps=[
        Explain(N_("Welcome to Fossil! Fossil cards fill the grid. On your turn you move "
                   "one of the two stones and take the card it lands on. You start with "
                   "{points} points: whoever has the most at the end wins."), places=_start),
        Watch(N_("First Slate places the two stones, each on a card. Then it is your turn."),
              _your_turn),
        Do(N_("Choose the stone that glows, then the card the arrow points to. A stone "
              "moves in a straight line: up, down, left or right. Each move costs points: "
              "this one costs {cost}."), _first, places=_first_price),
        Watch(N_("Now Ochre and Slate play. Watch their points go down."), _your_turn),
        Try(N_("What if the card is not in line with the stone? Choose the glowing stone, "
               "then the card the arrow points to, and see what the table says."), _aside),
        Do(_price_words, _across, places=_price),
        Watch(N_("Ochre and Slate play again."), _your_turn),
        Do(N_("Only one ammonite is left on the grid. Take it! Whoever takes the last card "
              "of a fossil makes that fossil score."), _last, places=_last_places),
        Do(N_("Before the ammonites score, you may swap one of your cards for a card of "
              "the same value from another player, or press Don't swap. Give your glowing "
              "card for Ochre's ammonite: then you hold all {n}."), _swap,
           places=_swap_places),
        Explain(N_("The ammonites score: the sum of your cards ({sum}) times their number "
                   "({count}), {value} points. Ochre and Slate hold none, so each pays the "
                   "leader, you, a point for each ammonite you hold: {n} points."),
                places=_scored),
        Explain(N_("The game ends when no stone can move or nobody can pay. Each fossil "
                   "still on the grid then scores from the cards players hold, not from the "
                   "grid. Most points wins!")),
        End(N_("You know how to play Fossil! Play a real game against two easy bots?")),
    ])

"""Ligretto positions for the rules tests. Deals are set up with the `deck` argument;
positions in the middle of a round with `table()`, which lays out just the cards a test
needs (the rest of each deck is simply not there: the rules never count them, only the
codec does)."""

from dataclasses import replace

from game.ligretto import RULES as R
from game.ligretto.cards import (
    row_size,
)


def kinds(events):
    return [e["type"] for e in events]


def quiet(players: int, seat: int) -> dict:
    """A seat whose cards fit nowhere (9s and 10s); the last seat's last row place holds a
    yellow 1, which always fits, so no test position is deadlocked by accident."""
    row = [f"{seat}g9", f"{seat}g10", f"{seat}b9", f"{seat}b10", f"{seat}y9"][
        :row_size(players)]
    if seat == players - 1:
        row[-1] = f"{seat}y1"
    return {"stack": [f"{seat}r9", f"{seat}r10"], "row": row, "hand": [], "discard": []}


def table(seats=None, piles=(), players=2, ladders=False, **changes):
    """A round in play: each seat's cards as in `quiet` unless `seats` says otherwise
    ({seat: {"stack", "row", "hand", "discard"}}, lists top first; a row place is a card,
    or a column bottom first); centre piles bottom first."""
    base = R.new_game(players, 1, {"row_ladders": ladders})
    layout = []
    for s in range(players):
        spec = quiet(players, s)
        spec.update((seats or {}).get(s, {}))
        layout.append(spec)
    return replace(base, stacks=tuple(tuple(x["stack"]) for x in layout),
                   rows=tuple(tuple((p,) if isinstance(p, str) else tuple(p)
                                    for p in x["row"]) for x in layout),
                   hands=tuple(tuple(x["hand"]) for x in layout),
                   discards=tuple(tuple(x["discard"]) for x in layout),
                   piles=tuple(tuple(p) for p in piles), **changes)


def ordered_deck(players, per_seat):
    """`deck` from each seat's 40 cards in order (stack top first, row, hand top first)."""
    return [c for s in range(players) for c in per_seat(s)]


def run(seq: str, seat: int) -> list:
    """Seat's cards named by colour+number ("r1 g5") in that order."""
    return [f"{seat}{x}" for x in seq.split()]

"""What the cards still in play are worth: the yardstick every bot decision is measured by.

Cards are the indexes of DECK (R1-R4 0-3, B1-B3 4-6, G1-G6 7-12, YH Y1 Y2 Y3 13-16) and a
group of cards is a bit mask. The *potential* of a group is the most its cards could ever
score if every set were collected whole; the expected potential averages over which card
might be the unseen aside one.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from .cards import DECK, GREEN_POINTS, set_points

RED, BLUE, GREEN, YELLOW = 0x000F, 0x0070, 0x1F80, 0x1E000


def bits(mask: int) -> list[int]:
    return [x for x in range(len(DECK)) if mask >> x & 1]


def points(cards) -> int:
    """What collecting these card indexes scores (they must form a set)."""
    return set_points(tuple(DECK[x] for x in cards))


@lru_cache(maxsize=None)
def _yellow_best(ymask: int) -> int:
    """The best pairing of the yellow cards present (bit i = card 13 + i)."""
    ids = [DECK[13 + i] for i in range(4) if ymask >> i & 1]
    best = 0
    for order in permutations(ids):
        pairs = [order[i:i + 2] for i in range(0, len(order) - 1, 2)]
        best = max(best, sum(set_points(tuple(p)) for p in pairs))
    return best


@lru_cache(maxsize=None)
def potential(mask: int) -> int:
    red = (mask & RED).bit_count()
    blue = (mask & BLUE).bit_count()
    green = (mask & GREEN).bit_count()
    return 5 * (red // 2) + (10 if blue >= 3 else 0) + GREEN_POINTS[green] \
        + _yellow_best(mask >> 13 & 0xF)


@lru_cache(maxsize=None)
def weighted_potential(mask: int, weights: tuple) -> float:
    """Potential with each colour's part weighted (R, B, G, Y): how likely a bot thinks
    it is to score that colour's sets."""
    red = (mask & RED).bit_count()
    blue = (mask & BLUE).bit_count()
    green = (mask & GREEN).bit_count()
    return weights[0] * 5 * (red // 2) + weights[1] * (10 if blue >= 3 else 0) \
        + weights[2] * GREEN_POINTS[green] + weights[3] * _yellow_best(mask >> 13 & 0xF)


def expected_potential(mask: int, aside: list[float], weights: tuple | None = None) -> float:
    """Potential of `mask`, knowing one of its cards may be the aside one (`aside[x]`)."""
    value = potential if weights is None else (lambda m: weighted_potential(m, weights))
    total = weight = 0.0
    for x in bits(mask):
        p = aside[x]
        if p > 1e-9:
            total += p * value(mask & ~(1 << x))
            weight += p
    if weight <= 1e-9:
        return float(value(mask))
    return total / weight


def card_worth(mask: int, aside: list[float]) -> list[float]:
    """How much expected potential is lost if each card leaves the game unscored."""
    base = expected_potential(mask, aside)
    out = [0.0] * len(DECK)
    for x in bits(mask):
        rest = list(aside)
        rest[x] = 0.0
        out[x] = max(0.0, base - expected_potential(mask & ~(1 << x), rest))
    return out

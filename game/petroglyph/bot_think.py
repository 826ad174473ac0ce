"""How a Petroglyph bot picks a move from its belief.

Flips: a small expectimax over the rest of the turn. Each candidate cell is flipped in
thought; every card it may show is followed (cards of one colour are interchangeable, so
reds, blues and greens are one outcome each, yellows one each) until the turn would end.
Each way a turn can end is scored in points.

Solitaire, where every mismatch costs a card:
- a set is collected: its points, plus `future` times what the rest could still score;
- a mismatch: `future` times what the rest could still score after the best discard,
  minus the knowledge the forced shuffle will blur;
- the last card: the points of a set, if it is one.
`future` (below 1) is how much of the remaining potential a bot expects to turn into
points: it is what makes a bird in the hand worth more than greens still hidden.

Several players: what is left is shared, so a collected set counts its points only, and a
mismatch costs `leak` times the worth of the cards it showed for the first time (the
players moving next will use them).

Discards and shuffles weigh potential against knowledge: knowledge is how sharply the
belief pins valuable cards to cells, and shuffling a line blurs the cells in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import grid as g
from .bot_memory import ASIDE, CARD_COLOUR, Belief
from .bot_value import bits, card_worth, expected_potential, points
from .rules import Collect, Flip, Pass, Shuffle, legal_moves, line_cards

SET_SIZE = (2, 3, 6, 2)       # R B G Y, in bot_memory.COLOURS order
GREEN = 2
# Outcome classes: a card's colour, except that each yellow is its own class.
CLASS_OF = tuple(CARD_COLOUR[x] if CARD_COLOUR[x] != 3 else 4 + x - 13 for x in range(17))


@dataclass(frozen=True)
class Table:
    """What a bot has gathered about the table besides the cards."""
    fresh: frozenset | None = None   # cells whose card was unknown when this turn began
    stall: int = 0                   # turns since anyone collected a set
    rival_memory: float = 1.0        # how well the next player seems to use what is shown


@dataclass(frozen=True)
class Style:
    future: float = 0.9        # share of remaining potential a bot expects to score
    knowledge: float = 0.5     # points per unit of knowledge kept (discards, shuffles)
    leak: float = 0.3          # share of a card's worth an opponent gains from seeing it
    blur: float = 0.05         # knowledge a shuffle must blur to be worth doing (players)
    breadth: int = 3           # uncertain cells considered per flip after the first
    green_stop: int = 6        # easy bots collect greens as soon as they hold this many
    weights: tuple | None = None   # solitaire: how much of each colour's potential counts


class Thinker:
    def __init__(self, view, belief: Belief, style: Style, table: Table | None = None) -> None:
        table = table or Table()
        self.rival_memory = table.rival_memory
        self.view = view
        self.style = style
        self.belief = belief
        self.solo = view.players == 1
        self.live = sum(1 << x for x in belief.cols)
        self.aside = belief.m[ASIDE]
        self.up = list(view.up)
        self.turned = [belief.known(p) for p in self.up]
        self.down = [p for p in range(16) if view.grid[p] == "?"]
        self.memo: dict = {}
        self._ep: dict = {}
        self.future = style.future
        # Hiding what one knows can stall a table for ever (every player flipping cards
        # everybody knows): the longer nobody collects, the less a bot minds showing cards.
        self.leak = style.leak * max(0.0, 1.0 - table.stall / (2.0 * view.players))
        self.fresh = table.fresh if table.fresh is not None else set(self.up) | {
            p for p in self.down if belief.known(p) is None}
        self.worth_of = card_worth(self.live, self.aside)
        # What the rest is worth once each card has been discarded (solitaire).
        self.drop = [self.future * self.ep(self.live & ~(1 << x)) for x in range(17)]
        self._class_worth = None
        self._lines_at = None
        self._mismatch: dict = {}
        self._line_slots = {ln: set(line_cards(view, *ln)) for ln in g.lines()}
        self.by_colour = [[x for x in belief.cols if CARD_COLOUR[x] == k] for k in range(4)]
        # Cells with the same belief stay alike through the search (they are conditioned
        # the same way), so they are grouped once here. (Telling them apart by the lines
        # through them as well scored under 1 point more in solitaire at 2.5 times the time.)
        groups: dict = {}
        self.twin = {p: groups.setdefault(tuple(round(v, 4) for v in belief.m[p]), p)
                     for p in self.down}

    # --- the value of a way the turn can end --------------------------------------------

    def ep(self, mask: int) -> float:
        if mask not in self._ep:
            self._ep[mask] = expected_potential(mask, self.aside, self.style.weights)
        return self._ep[mask]

    def collect_value(self, cards) -> float:
        rest = self.live
        for x in cards:
            rest &= ~(1 << x)
        if not self.solo:
            # Against others what is left is shared alike (trying to keep more of it
            # measured no better), so only points now count.
            return float(points(cards))
        return points(cards) + self.future * self.ep(rest)

    def mismatch_value(self, path, slot, weights) -> float:
        """The turn ends on a mismatch: `path` (slot, card) was turned before, then `slot`
        showed a card of another colour drawn from `weights`."""
        if not self.solo:
            # Nothing is lost, but every card seen for the first time this turn helps
            # the players who move before this one does again.
            fresh = sum(self.worth_of[x] for q, x in path if q in self.fresh)
            if slot in self.fresh:
                fresh += sum(w * self.worth_of[x] for x, w in weights.items())
            return -self.leak * fresh
        key = (path, slot)
        if key not in self._mismatch:
            slots = frozenset(q for q, _ in path)
            keep_new = max(self.drop[card]
                           - self.style.knowledge * self.scramble(slots - {q} | {slot}, q)
                           for q, card in path)
            self._mismatch[key] = keep_new, self.style.knowledge * self.scramble(slots, slot)
        keep_new, blur = self._mismatch[key]
        drop = self.drop
        return sum(w * max(keep_new, drop[x] - blur) for x, w in weights.items())

    def scramble(self, kept, emptied) -> float:
        """Knowledge lost by the forced shuffle that follows a solitaire discard: the
        cheapest line through a kept card that still holds 3 or 4 cards."""
        if self._lines_at is None:
            kinds = _kinds(self.view)
            loss = {ln: self.shuffle_loss(*ln) for ln in g.lines(kinds)}
            self._lines_at = [[(self._line_slots[ln], loss[ln])
                               for ln in g.lines_through(g.cell_of(q), kinds)]
                              for q in range(16)]
        best = None
        for q in kept:
            for slots, loss in self._lines_at[q]:
                if len(slots) - (emptied in slots) >= 3 and (best is None or loss < best):
                    best = loss
        return best or 0.0

    # --- the turn, in thought -------------------------------------------------------------

    def best_flip(self, rng):
        """The best flip (a slot) or "collect"; equally good choices are drawn with `rng`,
        so that a bot never repeats itself for ever at a table that does not change."""
        kind = CARD_COLOUR[self.turned[0]] if self.turned else None
        if kind == GREEN and len(self.turned) >= self.style.green_stop:
            return "collect"
        rows = {p: self.belief.m[p] for p in self.down}
        path = tuple(zip(self.up, self.turned))
        values = {p: self._flip_value(path, rows, p, kind)
                  for p in self._candidates(self.turned, rows, kind)}
        if kind == GREEN:
            values["collect"] = self.collect_value(self.turned)
        if not values:
            return None
        best = max(values.values())
        options = []
        for choice, value in values.items():
            if value >= best - 1e-6:
                options += ["collect"] if choice == "collect" else \
                    [q for q in self.down if self.twin[q] == self.twin[choice]]
        return options[rng.randrange(len(options))]

    def _search(self, path: tuple, rows: dict) -> float:
        """The value of the rest of the turn, played as well as this bot can."""
        key = (tuple(sorted(path)), frozenset(rows))
        if key not in self.memo:
            turned = tuple(card for _, card in path)
            kind = CARD_COLOUR[turned[0]] if turned else None
            best = -1e9
            if kind == GREEN:
                best = self.collect_value(turned)
            if kind != GREEN or len(turned) < self.style.green_stop:
                for p in self._candidates(turned, rows, kind):
                    best = max(best, self._flip_value(path, rows, p, kind))
            self.memo[key] = best
        return self.memo[key]

    def _candidates(self, turned, rows, kind):
        # Cells the belief cannot tell apart are worth the same: think about one of each.
        seen, out, unsure, sure_other = set(), [], [], []
        for p, row in rows.items():
            if self.twin[p] in seen:
                continue
            seen.add(self.twin[p])
            if kind is None:
                out.append(p)
                continue
            known = self.belief.known(p)
            if known is not None:
                (out if CARD_COLOUR[known] == kind else sure_other).append(p)
            else:
                unsure.append((-sum(row[x] for x in self.by_colour[kind]), p))
        if kind is not None:
            unsure.sort()
            out += [p for _, p in unsure[:self.style.breadth]]
            if not out:
                # Nothing can continue the set: the turn ends on whichever card is shown,
                # so weigh them all (a known worthless card gives a free discard).
                out = [p for _, p in unsure] + sure_other
        return out

    def _flip_value(self, path, rows, p, kind) -> float:
        turned = tuple(card for _, card in path)
        others = {q: r for q, r in rows.items() if q != p}
        total = 0.0
        for _, prob, weights in _outcomes(rows[p]):
            card = max(weights, key=weights.get)
            cards = turned + (card,)
            colour = CARD_COLOUR[card]
            if not others:
                # The last face-down card: the game ends, a set or nothing.
                total += prob * (points(cards) if _is_set(cards) else 0.0)
            elif kind is not None and colour != kind:
                total += prob * self.mismatch_value(path, p, weights)
            elif len(cards) == SET_SIZE[colour]:
                total += prob * self.collect_value(cards)
            else:
                total += prob * self._search(path + ((p, card),),
                                             _condition(others, weights))
        return total

    # --- after a mismatch -------------------------------------------------------------------

    def knowledge(self, m, slots) -> float:
        """How sharply valuable cards are pinned to cells: sum over cells of the squared
        chances of each colour (each yellow apart), weighted by what the cards are worth."""
        worth = self._worth()
        total = 0.0
        for p in slots:
            row = m[p]
            acc = [0.0] * 8
            for x in self.belief.cols:
                acc[CLASS_OF[x]] += row[x]
            total += sum(worth[c] * v * v for c, v in enumerate(acc))
        return total

    def _worth(self):
        if self._class_worth is None:
            worth, count = [0.0] * 8, [0] * 8
            for x in bits(self.live):
                worth[CLASS_OF[x]] += self.worth_of[x]
                count[CLASS_OF[x]] += 1
            self._class_worth = [w / n if n else 0.0 for w, n in zip(worth, count)]
        return self._class_worth

    def shuffle_loss(self, kind: str, index: int) -> float:
        slots = [p for p in line_cards(self.view, kind, index) if p in self.belief.rows]
        if len(slots) < 2:
            return 0.0
        m = self.belief.m
        before = self.knowledge(m, slots)
        avg = [sum(m[s][x] for s in slots) / len(slots) for x in range(17)]
        after = self.knowledge({s: avg for s in slots}, slots)
        return before - after

    def choose_discard(self, moves):
        def score(move):
            slot = g.index(move.cell)
            kept = frozenset(p for p in self.up if p != slot)
            return self.drop[self.belief.known(slot)] \
                - self.style.knowledge * self.scramble(kept, slot)
        return max(moves, key=score)

    def choose_shuffle(self, moves):
        shuffles = [m for m in moves if isinstance(m, Shuffle)]
        if self.solo:
            return min(shuffles, key=lambda m: self.shuffle_loss(m.line, m.index))
        # Opponents move before this seat does again: blur what everyone knows, if
        # there is anything worth blurring.
        best = max(shuffles, key=lambda m: self.shuffle_loss(m.line, m.index), default=None)
        # Blurring also costs this seat its knowledge: worth it only when the next player
        # is seen to use what is shown.
        if best is None or self.leak <= 0.0 or self.rival_memory < 0.5 \
                or self.shuffle_loss(best.line, best.index) < self.style.blur:
            return Pass()
        return best


def _kinds(view):
    if view.players == 1 and view.option["solo_shuffle"] == "rows":
        return ("row",)
    return g.LINE_KINDS


def _is_set(cards) -> bool:
    kinds = {CARD_COLOUR[x] for x in cards}
    if len(kinds) != 1:
        return False
    kind = kinds.pop()
    return kind == GREEN or len(cards) == SET_SIZE[kind]


def _outcomes(row):
    """(class, chance, {card: chance within the class}) for the card a cell may show."""
    groups: dict[int, dict[int, float]] = {}
    for x, v in enumerate(row):
        if v > 1e-9:
            cls = CLASS_OF[x]
            if cls in groups:
                groups[cls][x] = v
            else:
                groups[cls] = {x: v}
    out = []
    for cls, cards in groups.items():
        prob = sum(cards.values())
        out.append((cls, prob, {x: v / prob for x, v in cards.items()}))
    return out


def _condition(rows: dict, weights: dict) -> dict:
    """Rows after a card of `weights` was seen elsewhere: that card is not here."""
    out = {}
    for q, row in rows.items():
        # Rows sum to one, so what is left after removing the seen card is known at once.
        total = 1.0 - sum(row[x] * w for x, w in weights.items())
        if total <= 1e-12:
            out[q] = row
            continue
        scale = 1.0 / total
        new = [v * scale for v in row]
        for x, w in weights.items():
            new[x] *= 1.0 - w
        out[q] = new
    return out


def decide(view, seat: int, belief: Belief, style: Style, rng, table: Table | None = None):
    moves = legal_moves(view, seat)
    if len(moves) == 1:
        return moves[0]
    think = Thinker(view, belief, style, table)
    if view.phase == "flip":
        choice = think.best_flip(rng)
        if choice == "collect":
            return Collect()
        if choice is None:
            return moves[0]
        return Flip(g.cell_of(choice))
    if view.phase == "discard":
        return think.choose_discard(moves)
    return think.choose_shuffle(moves)


__all__ = ["Style", "Table", "Thinker", "decide"]

"""The Garbo table's animations: a card played flies from its hand to its cell (in Level
Two the covered card turns face down first), its matches light up and the points go to the
other player; a deal sends cards from the stock round to a hand, one after another."""

from __future__ import annotations

import math

from ..kit.anim import lerp
from ..kit.sprites import CardSprite
from .garbo_panels import (
    GAME,
    MINI,
    deal_sentence,
    gift_facts,
    gift_sentence,
    level_two_sentences,
    other_hand_slots,
    stock_rect,
)
from .motion import fade_in


class GarboAnimations:
    """Mixed into GarboBoard: its `_on_<event>` handlers."""

    def _on_play(self, e) -> None:
        seat, card, cell = e["seat"], e["card"], tuple(e["cell"])
        other = 1 - seat
        start = self.fan.origin(seat, card)
        if self.dropped is not None and self.dropped[0] == card:
            start = self.dropped[1]        # a dragged card goes on from where it was let go
        self.dropped = None
        sprite = CardSprite(GAME, *start, face=card, base=(self.fan.w, self.fan.h))
        facts = gift_facts(self.cards, [(tuple(m["cell"]), m["kind"], m["points"])
                                        for m in e["matches"]], cell)

        def leave():
            hand = self.hands[seat]
            if card in hand:
                hand.remove(card)
            elif "?" in hand:
                hand.remove("?")
            self.picked = None if self.picked == card else self.picked
            self.flying = [sprite]
            self.table.sound("flip")

        def fly(t):
            end = self.cell_rect(cell)
            if self.motion.still:          # no motion: on its cell at once, fading in
                self.motion.slide(sprite, start, end)(t)
                return
            sprite.x, sprite.y, sprite.w, sprite.h = (lerp(a, b, t) for a, b in
                                                      zip(start, end))
            sprite.lift = 0.8 * math.sin(math.pi * min(1.0, t * 1.2))

        def land():
            self.flying = []
            self.cards[cell] = (card, e["covers"])
            self.turning = []
            self.points[other] += e["points"]
            self.last = {"seat": seat, "card": card, "points": e["points"], "facts": facts}
            self.flash = {"cell": cell, "matches": e["matches"], "age": 0.0}
            self.table.say(gift_sentence(self.session.seats, seat, card, e["points"]))
            if e["points"]:        # the seat panel's "+N from <card>" line says it
                self.table.sound("mismatch" if e["covers"] and any(
                    tuple(m["cell"]) == cell for m in e["matches"]) else "collect")

        covered = e["covers"] and any(tuple(m["cell"]) == cell for m in e["matches"])
        if covered or e["points"]:
            self.tip("covered" if covered else "match")
        if e["covers"]:
            turn = [cell, e["covers"], 0.0]

            def begin_turn():
                self.turning = [turn]

            def turn_tick(t):
                turn[2] = (t >= 0.5) if self.motion.still else t     # no motion: at once, halfway
            self.timeline.add(260, tick=turn_tick, start=begin_turn, ease=lambda t: t)
        self.timeline.add(380, tick=fly, start=leave, end=land)
        self.timeline.wait(650 if e["points"] else 200)

    def _on_deal_count(self, e) -> None:
        seat, count = e["seat"], e["count"]
        start = stock_rect(self.layout.rect("stock"), self.layout.canvas)
        flyers = [CardSprite(GAME, *start, base=MINI) for _ in range(count)]

        def begin():
            self.flying = flyers
            self.table.sound("shuffle")
            if e.get("type") == "deal_count" and seat == 0:   # a deal after a move: said
                self.table.say(deal_sentence(count))

        def tick(t):
            hand = self.hands[seat] + ["?"] * count
            if seat == self.bottom:
                ends = self.fan.slots(len(hand))[-count:]
            else:
                ends = other_hand_slots(self.layout.rect("other_hand"), len(hand),
                                        self.layout.canvas)[-count:]
            for k, (f, end) in enumerate(zip(flyers, ends)):
                # One after another, as a dealer's hand goes round.
                u = max(0.0, min(1.0, t * 1.6 - k * 0.6 / count))
                if self.motion.still:      # no motion: each appears in the hand, fading in
                    f.place(end)
                    f.alpha = fade_in(u)
                    continue
                f.x, f.y, f.w, f.h = (lerp(a, b, u) for a, b in zip(start, end))
                f.lift = 0.6 * math.sin(math.pi * u)

        def done():
            self.flying = []
            self.hands[seat] += ["?"] * count
            self.stock -= count
        self.timeline.add(520, tick=tick, start=begin, end=done, ease=lambda t: t)

    def _on_level_two(self, e) -> None:
        line, sign = level_two_sentences(self.session.seats, e["leader"], e["reason"])
        self.timeline.wait(400)
        self.timeline.call(lambda: self.table.say(line))
        self.timeline.call(lambda: self.show_level_two(sign))
        self.timeline.wait(900)

    def show_level_two(self, sign: str) -> None:
        """The sign over the middle of the table, where the last play's matches were still
        drawn: they go first (found by a test: "♦ +12" under "Level Two · ... leads")."""
        self.flash = None
        self.table.show_sign(sign)

"""The Fossil table's animations: each rules event (stones placed, a stone moved, a swap,
a fossil scored, a payment) becomes the stone sliding, cards flying to a tray or leaving
the table, points floating and coins passing, queued on the board's timeline."""

from __future__ import annotations

from game.fossil.cards import FOSSILS, fossil_of, value_of

from ..kit.anim import lerp
from ..kit.sprites import CardSprite
from ..kit.words import addressed
from ..services.lang import _
from .fossil_scoring_words import holder_line, payment_line
from .fossil_trays import GAME, face, fossil_name, tray_slots

TOUCHED_MS = 2200     # a bot took a person's card: the sign stays this long
PAID_MS = 1600        # a person paid: the sign stays this long


def card_words(card: str) -> str:
    """'sea lily worth 2': a card in the table's sentences, in the language in use."""
    # Translators: a card, as in "You take the {card}" and "Ochre takes your {card}!".
    return _("{fossil} worth {value}").format(fossil=fossil_name(fossil_of(card)),
                                               value=value_of(card))


class FossilAnimations:
    """Mixed into FossilBoard: its `_on_<event>` handlers."""

    def _on_stones_placed(self, e) -> None:
        ends = [self.stone_rect(self.cell_rect(self.index(c))) for c in e["cells"]]
        x, y, w, h = self.layout.rect("grid")

        def tick(t):
            if self.motion.still:          # no motion: the stones are where they go at once
                t = 1.0
            self.stone_pos = [(lerp(x + w / 2, r[0], t), lerp(y - 60, r[1], t), r[2], r[3])
                              for r in ends]
        self.tell(e["seat"], _("You place the two stones."), _("{name} places the two stones."))
        self.timeline.add(400, tick=tick, start=self.sound("flip"))

    def _on_stone_moved(self, e) -> None:
        seat, k, card = e["seat"], e["stone"], e["card"]
        i = self.index(e["to"])
        start = self.stone_pos[k] if k < len(self.stone_pos) else None
        end = self.stone_rect(self.cell_rect(i))
        self.tell(seat, _("You take the {card}: -{cost}"), _("{name} takes the {card}: -{cost}"),
                  card=card_words(card), cost=e["cost"])
        self.tip("price")

        def slide(t):
            if self.motion.still:
                t = 1.0
            if start is not None:
                self.stone_pos[k] = tuple(lerp(a, b, t) for a, b in zip(start, end))
        flyer = CardSprite(GAME, *self.cell_rect(i), face=face(card))

        def lift():
            self.sprites[i].present = False
            self.flying.append(flyer)
            self.points[seat] = e["points"]
            self.table.float_score(f"-{e['cost']}", self.seats[seat])

        def land():
            self.flying.remove(flyer)
            self.trays[seat].append(card)
            self.trays[seat].sort(key=lambda c: (FOSSILS.index(fossil_of(c)), -value_of(c)))
        self.timeline.add(min(400, 180 + 30 * len(e["path"])), tick=slide,
                          start=self.sound("flip"))
        self.timeline.add(0, end=lift)
        slot = tray_slots(self.seats[seat], self.trays[seat] + [card], self.tray_top,
                           self.tray_below)[card]
        self.timeline.add(400, tick=self.motion.slide(flyer, flyer.rect, slot), end=land,
                          start=self.sound("collect"))

    def _on_swap_offer(self, e) -> None:
        self.tell(e["seat"], _("You complete the {fossil} and may swap a card first."),
                  _("{name} completes the {fossil} and may swap a card first."),
                  fossil=fossil_name(e["fossil"]))
        self.tip("swap")

    def _on_swap(self, e) -> None:
        seat, other = e["seat"], e["other"]
        a = CardSprite(GAME, *tray_slots(self.seats[seat], self.trays[seat],
                                             self.tray_top,
                           self.tray_below)[e["give"]],
                       face=face(e["give"]))
        b = CardSprite(GAME, *tray_slots(self.seats[other], self.trays[other],
                                             self.tray_top,
                           self.tray_below)[e["take"]],
                       face=face(e["take"]))
        ticks = [self.motion.slide(a, a.rect, b.rect), self.motion.slide(b, b.rect, a.rect)]
        places = {"give": card_words(e["give"]), "take": card_words(e["take"]),
                  "other": self.name(other)}
        seats = self.session.seats
        if addressed(seats, other):
            text = _("{name} swaps their {give} for your {take}.")
        else:
            text = _("{name} swaps their {give} for {other}'s {take}.")
        line = self.about(seat, _("You swap your {give} for {other}'s {take}."), text, **places)
        # A bot took a person's card: a sign over the table, and time to see the cards move.
        touched = not seats[other].is_bot and seats[seat].is_bot
        sign = self.about(other, _("{taker} takes your {take}!"),
                          _("{taker} takes {name}'s {take}!"),
                          taker=self.name(seat), take=places["take"])

        def start():
            self.hidden |= {e["give"], e["take"]}
            self.flying += [a, b]
            self.table.say(line)
            if touched:
                self.table.show_sign(sign, TOUCHED_MS * self.table.time_scale)
        self.timeline.add(900 if touched else 450, tick=lambda t: [f(t) for f in ticks],
                          start=start)
        if touched:
            self.timeline.wait(TOUCHED_MS - 900)

    def _on_no_swap(self, e) -> None:
        self.tell(e["seat"], _("You don't swap."), _("{name} does not swap."))

    def _on_fossil_scored(self, e) -> None:
        fossil = e["fossil"]
        holders = e["holders"]

        def begin():
            self.scoring = fossil   # its cards glow in every tray while it is scored
            if e["final"]:
                what = (_("Final scoring: the {fossil} is scored") if holders
                        else _("Final scoring: the {fossil} is scored: nobody holds one."))
            else:
                what = (_("The {fossil} is scored") if holders
                        else _("The {fossil} is scored: nobody holds one."))
            self.table.say(what.format(fossil=fossil_name(fossil)))
        self.timeline.call(begin)
        self.timeline.wait(350)
        for h in holders:
            # Each holder's points in the history (the floating "+77" fades), and said.
            line = holder_line(self.session.seats, h, fossil_name(fossil))
            self.timeline.call(lambda line=line: (self.table.note(line), self.speak(line)))
            self.timeline.add(280, start=self._gain(h["seat"], h["gain"], h["value"]))
        if any(pay["paid"] for pay in e["payments"]):
            self.tip("payment")
        for pay in e["payments"]:
            self._coin(pay)
        gone = set(e["removed"])
        away = (640 - self.card_w / 2, -self.card_h - 20, self.card_w, self.card_h)
        flyers: list[CardSprite] = []

        def lift():
            """The fossil's cards rise from the trays (and the board) and leave the table."""
            self.points = list(e["points"])
            for seat, tray in enumerate(self.trays):
                slots = tray_slots(self.seats[seat], tray, self.tray_top,
                           self.tray_below)
                flyers.extend(CardSprite(GAME, *slots[c], face=face(c)) for c in tray
                              if c in gone)
            for i, card in enumerate(self.shown.board):
                if card in gone and self.sprites[i].present:
                    flyers.append(CardSprite(GAME, *self.cell_rect(i), face=face(card)))
                    self.sprites[i].present = False
            self.trays = [[c for c in tray if c not in gone] for tray in self.trays]
            self.flying.extend(flyers)
            self.scoring = ""

        def fly(t):
            for tick in ticks:
                tick(t)

        ticks: list = []

        def start():
            ticks.extend(self.motion.fade_away(f, f.rect, away) for f in flyers)
            self.table.sound("shuffle")

        def done():
            for f in flyers:
                self.flying.remove(f)
        self.timeline.add(0, end=lift)
        self.timeline.add(450, start=start, tick=fly, end=done)
        self.timeline.wait(200)

    def _gain(self, seat: int, gain: int, value: int):
        def start():
            self.points[seat] += gain
            label = f"+{gain}" if gain == value else _("+{gain} (of {value})").format(
                gain=gain, value=value)
            self.table.float_score(label, self.seats[seat])
            self.table.sound("collect")
        return start

    def _coin(self, pay) -> None:
        src, dst = self.seats[pay["from"]], self.seats[pay["to"]]
        start = (src[0] + src[2] / 2, src[1] + 40)
        end = (dst[0] + dst[2] / 2, dst[1] + 40)
        coin = [start, end, 0.0, pay["received"]]
        payer = pay["from"]
        line = payment_line(self.session.seats, pay)

        def begin():
            self.coins.append(coin)
            self.points[payer] -= pay["paid"]
            if line is not None:
                self.table.say(line)
            if pay["paid"]:
                self.table.float_score(f"-{pay['paid']}", src)
                if not self.session.seats[payer].is_bot:   # a person's points leave them
                    self.table.show_sign(line, PAID_MS * self.table.time_scale)

        def tick(t):
            coin[2] = 1.0 if self.motion.still else t    # no motion: it is at the payee at once

        def arrive():
            self.coins.remove(coin)
            self.points[pay["to"]] += pay["received"]
        self.timeline.add(420, tick=tick, start=begin, end=arrive)

    def _on_skip(self, e) -> None:
        self.tell(e["seat"], _("You have no points and wait."),
                  _("{name} has no points and waits."))
        self.timeline.wait(400)

"""The Fossil table by the keyboard and the ear (issue 43): what the focus moves over, what
each place says, and what F4, F5 and F6 answer.

The zones: the grid, square by square (the arrows go one square at a time, an empty
square too, so a person who cannot see it can count rows and columns); each seat's tray,
card by card; then Don't swap while it may be pressed. Enter on a target does what a click
on it does (`press` of the target a click there finds, `target_at`), so the rules decide
as they do for the mouse: the stones placed card after card, a stone chosen, a card taken
(the cheaper stone unless one is chosen), the card to give, then the one to take. While
the keyboard moves the focus, the focused target counts as under the mouse (`pointed`): a
card's path and price show as on hover. Each target's words say what is there and what
choosing it would do, for the person who may play now; nothing here is hidden from any
seat but the box, never said.

Mixed into FossilBoard (fossil.py), whose geometry, choices and `propose` it uses.
"""

from __future__ import annotations

from game.fossil.cards import FOSSILS, fossil_of, value_of
from game.fossil.rules import DIRECTIONS, NoSwap, PlaceStones, Stone, Swap, completes, reach

from ..services.lang import _, join_list, ngettext, text
from ..shell import focus
from ..shell.focus import Target
from .fossil_animations import card_words
from .fossil_trays import face, fossil_name, groups, holding_value, tray_slots

NO_SWAP = ("action", "no swap")


def kind(key) -> str | None:
    """What a focused target is on this board: "cell", "card", "action" (None: the
    table's, a button)."""
    return key[0] if isinstance(key, tuple) else None


def sentences(*parts: str) -> str:
    """Whole sentences, one after the other (each already translated)."""
    return " ".join(p for p in parts if p)


def capital(sentence: str) -> str:
    """A sentence that begins with a fossil's name ('ammonite: ...') begins with a capital."""
    return sentence[:1].upper() + sentence[1:]


def near_words(direction, card: str) -> str:
    """'fish worth 1 above': the nearest card one way from a stone."""
    words = {(-1, 0): _("{card} above"), (1, 0): _("{card} below"),
             (0, -1): _("{card} to the left"), (0, 1): _("{card} to the right")}
    return words[direction].format(card=card_words(card))


class FossilKeys:
    """Mixed into FossilBoard: its zones, its words for the ear, and the focus as hover."""

    # --- the zones ----------------------------------------------------------------------
    def focus_zones(self) -> list:
        # The squares never move, and their words and acts are asked when used: made once.
        if self.squares is None:
            self.squares = [self._square(divmod(i, self.n)) for i in range(self.n * self.n)]
        zones = [self.squares]
        for seat, rect in enumerate(self.seats):
            slots = tray_slots(rect, self.trays[seat], self.tray_top,
                           self.tray_below)
            zones.append([Target(("card", seat, card), r,
                                 lambda seat=seat, card=card: self.card_words(seat, card),
                                 lambda seat=seat, card=card: self.press(
                                     ("card", (seat, card))))
                          for card, r in slots.items() if card not in self.hidden])
        if self.allowed(NoSwap()):
            zones.append([Target(NO_SWAP, tuple(self.no_swap.rect),
                                 lambda: self.no_swap_words(), self.no_swap.on_click)])
        return zones

    def card_face(self, key) -> str | None:
        """The close-up's card: a square's card, or a card in a seat's tray (every card
        of Fossil lies face up)."""
        if isinstance(key, tuple) and key[0] == "cell":
            sprite = self.sprites[self.index(key[1:])]
            return sprite.face if sprite.present else None
        if isinstance(key, tuple) and key[0] == "card":
            return face(key[2])
        return None

    def _square(self, cell) -> Target:
        rect = self.cell_rect(self.index(cell))
        middle = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        # Enter is a click on the middle of the square: the stone there, else its card.
        return Target(("cell", *cell), rect, lambda: self.square_words(cell),
                      lambda: self.press(self.target_at(middle)))

    def focused(self):
        """The key of the target the keyboard's focus is on (None: the mouse is in use)."""
        if not self.table.app.keyboard:
            return None
        target = focus.focus_of(self.table).current(self.table.focus_zones())
        return None if target is None else target.key

    def pointed(self):
        """What is under the pointer: the focused target while the keyboard moves the
        focus (its path and price show as on hover), else what the mouse is over."""
        if not self.table.app.keyboard:
            return self.hover
        key = self.focused()
        if kind(key) == "cell":
            rect = self.cell_rect(self.index(key[1:]))
            return self.target_at((rect[0] + rect[2] / 2, rect[1] + rect[3] / 2))
        if kind(key) == "card":
            return ("card", key[1:])
        return None

    # --- the focus follows the swap -----------------------------------------------------
    def steer_focus(self) -> None:
        """While the keyboard is in use: a swap offered to the person here puts the focus on
        the first card they may give, a card chosen to give on the first they may take for
        it; the swap over, the focus goes back where it was on the grid. Each new place is
        said (the frame after, once the banner's change has been said)."""
        if self.announce is not None:
            key, self.announce = self.announce, None
            target = self._target(key)
            if target is not None and self.focused() == key:
                self.table.app.speech.say(target.words())
        if not self.table.app.keyboard:
            self.stage = None
            return
        if self.busy:
            return
        seat = self.person()
        stage = (self.shown.phase, seat, self.give) if seat is not None else None
        if stage == self.stage:
            return
        self.stage = stage
        here = self.focused()
        if stage is not None and stage[0] == "swap":
            swaps = self.swaps()
            if self.give is None:       # the cards to give: the focus on the first
                choices = [("card", seat, c) for c in self.trays[seat]
                           if any(m.give == c for m in swaps)]
            else:                       # the cards to take for it
                takes = {m.take for m in swaps if m.give == self.give}
                choices = [("card", s, c) for s, tray in enumerate(self.trays)
                           for c in tray if c in takes]
            if kind(here) == "cell":
                self.back = here
            if choices and here not in choices:
                self.place_focus(choices[0])
        elif self.back is not None:
            if kind(here) != "cell":
                self.place_focus(self.back, say=False)
            self.back = None

    def speak(self, line: str) -> None:
        """A line for the voice alone (the history keeps it; the line under the table
        shows another): each holder's points in a scoring."""
        self.table.app.speech.say(line)

    def place_focus(self, key, say: bool = True) -> None:
        focus.focus_of(self.table).place(key)
        self.table.redraw()
        if say:
            self.announce = key

    def _target(self, key):
        for zone in self.focus_zones():
            for target in zone:
                if target.key == key:
                    return target
        return None

    # --- what each target says ----------------------------------------------------------
    def stone_on(self, cell) -> int | None:
        v = self.shown
        for k, c in enumerate(v.stones):
            if tuple(c) == tuple(cell):
                return k
        return None

    def square_words(self, cell) -> str:
        """'fish worth 1, row 3, column 4.' and what choosing it would do now."""
        v = self.shown
        card = v.board[self.index(cell)]
        k = self.stone_on(cell)
        places = {"row": cell[0] + 1, "column": cell[1] + 1,
                  "card": card_words(card) if card else ""}
        if k is not None:
            where = (_("A stone on the {card}, row {row}, column {column}.") if card
                     else _("A stone, row {row}, column {column}."))
        elif card:
            where = _("{card}, row {row}, column {column}.")
        else:
            where = _("Empty square, row {row}, column {column}.")
        return sentences(capital(where.format(**places)), self._square_choice(cell, card, k),
                         self._pointed_words(("cell", *cell)))

    def _square_choice(self, cell, card, k) -> str:
        seat = self.person()
        phase = self.shown.phase
        if seat is None:
            return ""
        if phase == "place":
            if not card:
                return ""
            if cell in self.placing:
                return _("The first stone is here: choose it again to take it back.")
            if self.placing:
                return _("Choose it to put the second stone here.")
            return _("Choose it to put the first stone here.")
        if phase != "move":
            return ""
        if k is not None:
            if self.chosen_stone == k:
                return _("This stone is chosen: choose it again to let go.")
            n = sum(1 for m in self.legal() if isinstance(m, Stone) and m.stone == k)
            if not n:
                return _("This stone cannot reach a card you can pay for.")
            return ngettext("Choose it to move only this stone: it can reach {n} card you "
                            "can pay for.",
                            "Choose it to move only this stone: it can reach {n} cards you "
                            "can pay for.", n).format(n=n)
        if not card:
            return ""
        move = self.move_to(cell)
        if not self.allowed(move):
            rules, state = self.session.rules, self.session.state
            return text(rules.why_illegal(state, seat, move))
        return self.price_words(move)

    def price_words(self, move) -> str:
        """What taking the card costs, from which stone, and whether it completes a
        fossil: what the mouse's path and price show."""
        state = self.session.state
        cost = next(c for to, _path, c in reach(state, move.stone) if to == move.to)
        here = state.stones[move.stone]
        card = state.at(move.to)
        places = {"cost": cost, "row": here[0] + 1, "column": here[1] + 1,
                  "fossil": fossil_name(fossil_of(card))}
        if completes(state, card):
            return ngettext("Taking it costs {cost} point and completes the {fossil}; the "
                            "stone at row {row}, column {column} moves here.",
                            "Taking it costs {cost} points and completes the {fossil}; the "
                            "stone at row {row}, column {column} moves here.",
                            cost).format(**places)
        return ngettext("Taking it costs {cost} point; the stone at row {row}, column "
                        "{column} moves here.",
                        "Taking it costs {cost} points; the stone at row {row}, column "
                        "{column} moves here.", cost).format(**places)

    def card_words(self, seat: int, card: str) -> str:
        """'Ochre's fish worth 1.' and, in a swap, what choosing it would do."""
        whose = self.about(seat, _("Your {card}."), _("{name}'s {card}."),
                           card=card_words(card))
        return sentences(whose, self._card_choice(seat, card),
                         self._pointed_words(("card", seat, card)))

    def _card_choice(self, seat: int, card: str) -> str:
        me = self.person()
        if me is None or self.shown.phase != "swap":
            return ""
        swaps = self.swaps()
        if seat == me:
            if card == self.give:
                return _("Chosen to give: choose it again to keep it.")
            if not any(m.give == card for m in swaps):
                return _("Nobody else holds a card worth {value}.").format(
                    value=value_of(card))
            return _("Choose it to give it in a swap.")
        if self.give is None:
            return _("First choose one of your own cards to give.")
        move = Swap(self.give, card)
        if move in swaps:
            return _("Choose it to take it for your {give}.").format(
                give=card_words(self.give))
        return text(self.session.rules.why_illegal(self.session.state, me, move))

    def no_swap_words(self) -> str:
        return sentences(_("Don't swap"), self._pointed_words(NO_SWAP))

    def _pointed_words(self, key) -> str:
        """The lesson's or the hint's move involves this target: the glow, said."""
        guide = self.table.guide
        if guide is not None and guide.move is not None:
            return _("The lesson points here.") if key in self.keys_of(guide.move) else ""
        pointer = self.table.pointer
        if pointer is not None and key in self.keys_of(pointer[3]):
            return _("The hint points here.")
        return ""

    def keys_of(self, move) -> list:
        """The targets a move is made on, as the pointer shows it (`marks`)."""
        v = self.shown
        if isinstance(move, Stone) and len(v.stones) == 2:
            return [("cell", *v.stones[move.stone]), ("cell", *move.to)]
        if isinstance(move, Swap):
            seat_of = {c: s for s, tray in enumerate(self.trays) for c in tray}
            return [("card", seat_of.get(c), c) for c in (move.give, move.take)]
        if isinstance(move, NoSwap):
            return [NO_SWAP]
        if isinstance(move, PlaceStones):
            return [("cell", *c) for c in move.cells]
        return []

    # --- F4, F5, F6 ---------------------------------------------------------------------
    def listener(self) -> int:
        """Whose holdings F4 says: the person who may play now, else the one person
        here, else whoever plays now."""
        seat = self.person()
        if seat is None:
            humans = self.session.humans()
            seat = humans[0] if len(humans) == 1 else self.shown.current
        return seat

    def describe(self, what: str) -> str | None:
        if what == "hand":
            return self.describe_hand(self.listener())
        if what == "table":
            return self.describe_table()
        if what == "moves":
            return self.describe_moves()
        return None

    def describe_hand(self, seat: int) -> str:
        """'You have 27 points. Ammonite: 2 cards worth 2 and 1, value 6.' (each fossil
        held, its cards' values and the value it scores with)."""
        points = self.points[seat]
        cards = self.trays[seat]
        if not cards:
            return self.about(seat, ngettext("You have {points} point and hold no cards.",
                                             "You have {points} points and hold no cards.",
                                             points),
                              ngettext("{name} has {points} point and holds no cards.",
                                       "{name} has {points} points and holds no cards.",
                                       points), points=points)
        said = [self.about(seat, ngettext("You have {points} point.",
                                          "You have {points} points.", points),
                           ngettext("{name} has {points} point.",
                                    "{name} has {points} points.", points), points=points)]
        for fossil, held in groups(cards):
            values = join_list([str(value_of(c)) for c in held])
            said.append(capital(ngettext(
                "{fossil}: {n} card worth {values}, value {value}.",
                "{fossil}: {n} cards worth {values}, value {value}.", len(held)).format(
                    fossil=fossil_name(fossil), n=len(held), values=values,
                    value=holding_value(held))))
        return sentences(*said)

    def describe_table(self) -> str:
        v = self.shown
        left = [c for c in v.board if c is not None]
        n = len(left)
        if len(v.stones) != 2:
            return ngettext("{n} card lies on the grid, {size} by {size}; the stones are not "
                            "placed yet.",
                            "{n} cards lie on the grid, {size} by {size}; the stones are not "
                            "placed yet.", n).format(n=n, size=v.size)
        said = [ngettext("{n} card is left on the grid.", "{n} cards are left on the grid.",
                         n).format(n=n)]
        for k, here in enumerate(v.stones):
            other = tuple(v.stones[1 - k])
            near = []
            for dr, dc in DIRECTIONS:
                cell = (here[0] + dr, here[1] + dc)
                while v.on_board(cell) and cell != other:
                    if v.at(cell) is not None:
                        near.append(near_words((dr, dc), v.at(cell)))
                        break
                    cell = (cell[0] + dr, cell[1] + dc)
            places = {"row": here[0] + 1, "column": here[1] + 1, "list": join_list(near)}
            said.append((ngettext("A stone at row {row}, column {column}; the nearest card: "
                                  "{list}.",
                                  "A stone at row {row}, column {column}; the nearest cards: "
                                  "{list}.", len(near)) if near else
                         _("A stone at row {row}, column {column}, with no card in line."))
                        .format(**places))
        for fossil in FOSSILS:
            cells = [v.cell(i) for i, c in enumerate(v.board)
                     if c is not None and fossil_of(c) == fossil]
            if len(cells) == 1:
                said.append(_("The last {fossil} on the grid: row {row}, column {column}.")
                            .format(fossil=fossil_name(fossil), row=cells[0][0] + 1,
                                    column=cells[0][1] + 1))
        return sentences(*said)

    def describe_moves(self) -> str:
        v = self.shown
        if v.phase == "over":
            return _("The game is over.")
        seat = self.person()
        if seat is None:
            if self.busy:
                return _("Wait: the cards are still moving.")
            return _("It is {name}'s turn: nothing for you to do now.").format(
                name=self.name(v.current))
        if v.phase == "place":
            if self.placing:
                r, c = self.placing[0]
                return _("The first stone is at row {row}, column {column}: choose another "
                         "card for the second stone, or the same one again to take it "
                         "back.").format(row=r + 1, column=c + 1)
            n = sum(1 for c in v.board if c is not None)
            return ngettext("Place the two stones on two of the {n} card: choose one for "
                            "the first stone, then another for the second.",
                            "Place the two stones on two of the {n} cards: choose one for "
                            "the first stone, then another for the second.", n).format(n=n)
        if v.phase == "swap":
            return self.describe_swaps()
        cells = sorted({m.to for m in self.legal() if isinstance(m, Stone)
                        and self.chosen_stone in (None, m.stone)})
        moves = sorted((self.move_to(c) for c in cells),
                       key=lambda m: (self.cost_of(m), m.to))
        said = [ngettext("You can take {n} card:", "You can take {n} cards:",
                         len(moves)).format(n=len(moves))]
        if self.chosen_stone is not None:
            said[0] = ngettext("The chosen stone can take {n} card:",
                               "The chosen stone can take {n} cards:",
                               len(moves)).format(n=len(moves))
        state = self.session.state
        for m in moves:
            card, cost = state.at(m.to), self.cost_of(m)
            places = {"card": card_words(card), "row": m.to[0] + 1, "column": m.to[1] + 1,
                      "cost": cost, "fossil": fossil_name(fossil_of(card))}
            if completes(state, card):
                said.append(capital(ngettext(
                    "{card}, row {row}, column {column}, for {cost} point, completing the "
                    "{fossil}.",
                    "{card}, row {row}, column {column}, for {cost} points, completing the "
                    "{fossil}.", cost).format(**places)))
            else:
                said.append(capital(ngettext(
                    "{card}, row {row}, column {column}, for {cost} point.",
                    "{card}, row {row}, column {column}, for {cost} points.",
                    cost).format(**places)))
        return sentences(*said)

    def describe_swaps(self) -> str:
        """The swap: the kinds of card the person may give, or (one chosen) the cards
        they may take for it and whose they are; cards alike are said once."""
        swaps = self.swaps()
        if self.give is None:
            kinds = list(dict.fromkeys(card_words(m.give) for m in swaps))
            return ngettext("You may give one of your cards for another player's card of "
                            "the same value, or choose Don't swap; {n} kind of card may "
                            "go: {list}.",
                            "You may give one of your cards for another player's card of "
                            "the same value, or choose Don't swap; {n} kinds of card may "
                            "go: {list}.", len(kinds)).format(n=len(kinds),
                                                               list=join_list(kinds))
        seat_of = {c: s for s, tray in enumerate(self.trays) for c in tray}
        takes = list(dict.fromkeys(
            _("{card} ({name})").format(card=card_words(m.take),
                                        name=self.name(seat_of[m.take]))
            for m in swaps if m.give == self.give))
        return ngettext("For your {give} you may take {n} kind of card, or choose Don't "
                        "swap: {list}.",
                        "For your {give} you may take {n} kinds of card, or choose Don't "
                        "swap: {list}.", len(takes)).format(
                            give=card_words(self.give), n=len(takes), list=join_list(takes))

    def cost_of(self, move: Stone) -> int:
        return next(c for to, _path, c in reach(self.session.state, move.stone)
                    if to == move.to)

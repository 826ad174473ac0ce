"""The Garbo table by the keyboard and for the ear: what the keyboard's focus moves over
(the hand, then the places of the square), what each says, Enter doing what a click does,
the focused place counted as hovered (its lines to every match and the points they give
drawn, as under the mouse), and the words F4, F5 and F6 ask for (`describe`).

Mixed into GarboBoard (garbo.py). Everything said is what this seat may see: the hand
only while it shows (`table.revealed`), the cards face up on the table; never the other
hand, the stock, nor a covered card (the table turns it face down).

Places are named by row and column as the table shows them: counted from 1 at the top
left of the 4x4 square once it is fixed, before that of the layout and the places a card
may still go to (what the view frames). A target's key is the cell of the rules'
notation, ("cell", (r, c)), or the card, ("hand", card): it means the same thing whatever
the view, so the focus stays put through a move, an animation, a take-back, the curtain.
"""

from __future__ import annotations

import math

import pygame

from game.garbo.rules import LEVEL_ONE_CARDS, matches, open_cells, square

from ..kit.words import about
from ..services.lang import _, join_list, ngettext
from ..shell import focus
from ..shell.focus import Target
from .garbo_panels import gift_facts, label, match_words


class GarboKeys:
    """Mixed into GarboBoard: its zones, its words for the ear, the focus as a hover."""

    last_place = None           # the place the focus last sat on: back to it after a pick

    # --- the focus as the mouse's hover --------------------------------------------------
    def focused_cell(self):
        key = self.focused()
        return key[1] if isinstance(key, tuple) and key[0] == "cell" else None

    def focused_card(self):
        key = self.focused()
        return key[1] if isinstance(key, tuple) and key[0] == "hand" else None

    def follow_focus(self) -> None:
        """Each frame: the place the focus sits on is the one to come back to."""
        cell = self.focused_cell()
        if cell is not None:
            self.last_place = cell

    def hover_cell(self):
        """The cell under the mouse, or the focused one while the keyboard is in use."""
        if self.table.app.keyboard:
            return self.focused_cell()
        return self.cell_at(self.mouse)

    # --- the zones -------------------------------------------------------------------------
    def focus_zones(self) -> list:
        return [self.hand_targets(), self.place_targets()]

    def hand_targets(self) -> list[Target]:
        """The cards of the hand at the bottom, while it shows (a person's own hand)."""
        if self.watching or self.table.revealed != self.bottom:
            return []
        hand = self.hands[self.bottom]
        return [Target(("hand", card), self.fan.card_rect(k, len(hand), card),
                       lambda card=card: self.card_words(card),
                       lambda card=card: self.pick_by_key(card))
                for k, card in enumerate(hand) if card != "?"]

    def place_targets(self) -> list[Target]:
        """Every card on the table and, in Level One at a table a person plays at, every
        empty place a card may go to now: in reading order."""
        cells = set(self.cards)
        if self.shown.level == 1 and self.session.humans() and not self.watching \
                and not self.session.is_over():
            cells |= set(open_cells(self.shown))
        return [Target(("cell", cell), self.cell_rect(cell),
                       lambda cell=cell: self.place_words(cell),
                       lambda cell=cell: self.press(("cell", cell)))
                for cell in sorted(cells)]

    def card_face(self, key) -> str | None:
        """The close-up's card: one of the hand showing, or the card face up on a place."""
        if isinstance(key, tuple) and key[0] == "hand":
            return key[1]
        if isinstance(key, tuple) and key[0] == "cell":
            return self.cards.get(tuple(key[1]), (None, None))[0]
        return None

    # --- acting ------------------------------------------------------------------------------
    def pick_by_key(self, card: str) -> None:
        """Enter on a card of the hand: what a click on it does (picks it; on the card
        already picked, lets go). Once picked, the focus goes to the places, the person's
        next choice: the place it was on last if the card may go there, else the first
        lit place."""
        if self.person() is None or card not in self.hands[self.bottom]:
            return
        if self.picked == card:
            self.picked = None
            return
        self.picked = card
        lit = sorted(self.lit())
        if not lit:
            return
        cell = self.last_place if self.last_place in lit else lit[0]
        self.focus_on(("cell", cell), self.place_words(cell))

    def focus_on(self, key, words: str) -> None:
        """Put the keyboard's focus on `key` and say where it is now."""
        focus.focus_of(self.table).place(key)
        if key[0] == "cell":
            self.last_place = key[1]
        self.table.redraw()
        self.table.app.speech.say(words, interrupt=True)

    def cross_zones(self, event) -> bool:
        """Down from the lowest places of the square reaches the hand below it, Up from
        the hand the square: the arrows move within a zone (shell/focus.py), and an arrow
        with nowhere to go there comes to the screen."""
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_UP, pygame.K_DOWN) \
                or not self.table.app.keyboard:
            return False
        key = self.focused()
        if not isinstance(key, tuple):
            return False
        if event.key == pygame.K_DOWN and key[0] == "cell":
            targets = self.hand_targets()
            chosen = next((t for t in targets if t.key == ("hand", self.picked)), None)
        elif event.key == pygame.K_UP and key[0] == "hand":
            targets = self.place_targets()
            chosen = next((t for t in targets if t.key == ("cell", self.last_place)
                           and self.picked is not None and t.key[1] in self.lit()), None)
        else:
            return False
        if not targets:
            return False
        if chosen is None:
            here = self.cell_rect(key[1]) if key[0] == "cell" else next(
                (t.rect for t in self.hand_targets() if t.key == key), None)
            if here is None:
                return False
            chosen = min(targets, key=lambda t: _distance(here, t.rect))
        self.focus_on(chosen.key, chosen.words())
        return True

    # --- what a target says ---------------------------------------------------------------
    def numbered(self, cell) -> tuple[int, int]:
        """(row, column) of `cell` as the table shows it, each counted from 1."""
        cells = list(self.cards)
        corner = square(cells) if cells else None
        if corner is None:
            pool = cells + (list(open_cells(self.shown)) if self.shown.level == 1 else [])
            corner = (min(r for r, _c in pool), min(c for _r, c in pool)) if pool else (0, 0)
        return cell[0] - corner[0] + 1, cell[1] - corner[1] + 1

    def card_words(self, card: str) -> str:
        """'Q♠, card 3 of 8' ('picked' when it is)."""
        hand = [c for c in self.hands[self.bottom] if c != "?"]
        k = hand.index(card) + 1 if card in hand else 0
        text = _("{card}, picked, card {k} of {n}") if card == self.picked \
            else _("{card}, card {k} of {n}")
        return text.format(card=label(card), k=k, n=len(hand))

    def place_words(self, cell) -> str:
        """A place as this seat may know it: the card lying there, or an empty place; and,
        with a card picked that may go there, what laying it there gives away (what the
        mouse shows over it: each match and the points)."""
        row, column = self.numbered(cell)
        up, down = self.cards.get(tuple(cell), (None, None))
        if up is None:
            where = _("Row {row}, column {column}: an empty place.")
        elif down is not None:
            where = _("{card} on a face-down card, row {row}, column {column}.")
        else:
            where = _("{card}, row {row}, column {column}.")
        where = where.format(card=label(up) if up else "", row=row, column=column)
        gift = self.gift_words(cell)
        return where if gift is None else f"{where} {gift}"

    def gift_words(self, cell) -> str | None:
        """What the picked card gives away on `cell`, as the panel on the right shows it
        while the mouse is there; None when no card is picked or it may not go there."""
        seat = self.person()
        if seat is None or self.picked is None or tuple(cell) not in self.lit():
            return None
        card = self.picked
        found = matches(self.session.view(self.table.revealed), card, tuple(cell))
        total = sum(points for _cell, _kind, points in found)
        if not total:
            return _("The {card} here gives nothing away.").format(card=label(card))
        lines = [match_words(up, kind, points, covered) for up, kind, points, covered
                 in gift_facts(self.cards, found, cell)]
        return ngettext("The {card} here gives {taker} {n} point: {matches}.",
                        "The {card} here gives {taker} {n} points: {matches}.", total).format(
            card=label(card), taker=self.name(1 - seat), n=total, matches=join_list(lines))

    # --- the keys that ask (F4 my hand, F5 the table, F6 what I may do) --------------------
    def describe(self, what: str) -> str | None:
        if what == "hand":
            return self.describe_hand()
        if what == "table":
            return self.describe_table()
        if what == "moves":
            return self.describe_moves()
        return None

    def describe_hand(self) -> str:
        """The hand that shows, card by card, and how many the other holds face down."""
        seat, other = self.bottom, 1 - self.bottom
        if self.watching:                  # a replay shows every hand
            return " ".join((self.held(seat), self.held(other)))
        held = len(self.hands[other])
        theirs = ngettext("{name} holds {n} card, face down.",
                          "{name} holds {n} cards, face down.", held).format(
            name=self.name(other), n=held)
        if self.table.revealed != seat:
            return " ".join((_("No hand shows now."), theirs))
        return " ".join((self.held(seat), theirs))

    def held(self, seat: int) -> str:
        """'You hold 3 cards: 7♠, 9♦ and K♣.' (a hand that shows)."""
        seats = self.session.seats
        cards = [c for c in self.hands[seat] if c != "?"]
        if not cards:
            return about(seats, seat, _("You hold no cards."), _("{name} holds no cards."))
        n = len(cards)
        return about(seats, seat,
                     ngettext("You hold {n} card: {cards}.", "You hold {n} cards: {cards}.", n),
                     ngettext("{name} holds {n} card: {cards}.",
                              "{name} holds {n} cards: {cards}.", n),
                     n=n, cards=join_list([label(c) for c in cards]))

    def describe_table(self) -> str:
        """The level, the square row by row (each face-up card with its column; a
        covered card only as face down), and the stock."""
        v = self.shown
        if v.level == 1:
            n = len(self.cards)
            head = ngettext("Level One: {n} card of {total} in the square.",
                            "Level One: {n} cards of {total} in the square.", n)
        else:
            n = sum(down is not None for _up, down in self.cards.values())
            head = ngettext("Level Two: {n} Level-One card of {total} covered.",
                            "Level Two: {n} Level-One cards of {total} covered.", n)
        said = [head.format(n=n, total=LEVEL_ONE_CARDS)]
        if not self.cards:
            said.append(_("The table is empty: the first card laid starts the layout."))
        rows: dict[int, list] = {}
        for cell in sorted(self.cards):
            (row, column), (up, down) = self.numbered(cell), self.cards[cell]
            text = _("{card} in column {column}") if down is None \
                else _("{card} on a face-down card in column {column}")
            rows.setdefault(row, []).append(text.format(card=label(up), column=column))
        for row, cards in sorted(rows.items()):
            said.append(_("Row {row}: {cards}.").format(row=row, cards=join_list(cards)))
        said.append(ngettext("Stock: {n} card.", "Stock: {n} cards.", self.stock).format(
            n=self.stock) if self.stock else _("The stock is empty."))
        return " ".join(said)

    def describe_moves(self) -> str:
        """What the person may do now, counted and named: the cards and the places; with a
        card picked, each place it may go to and what it gives away there."""
        if self.session.is_over():
            return _("The game is over.")
        seat = self.person()
        if seat is None:
            current = self.shown.current
            return _("It is {name}'s turn.").format(name=self.name(current))
        legal = self.session.legal(seat)
        places = sorted({m.cell for m in legal})
        if self.picked is not None:
            each = []
            for cell in places:
                row, column = self.numbered(cell)
                points = sum(p for _c, _k, p in matches(
                    self.session.view(self.table.revealed), self.picked, cell))
                each.append(ngettext("row {row} column {column} ({n} point)",
                                     "row {row} column {column} ({n} points)", points).format(
                    row=row, column=column, n=points))
            return ngettext("The {card} may go to {n} place: {places}.",
                            "The {card} may go to {n} places: {places}.", len(places)).format(
                card=label(self.picked), n=len(places), places=join_list(each))
        cards = [c for c in self.hands[seat] if any(m.card == c for m in legal)]
        named = [_("row {row} column {column}").format(row=row, column=column)
                 for row, column in (self.numbered(cell) for cell in places)]
        return " ".join((
            about(self.session.seats, seat,
                  ngettext("You may make {n} move.", "You may make {n} moves.", len(legal)),
                  ngettext("{name} may make {n} move.", "{name} may make {n} moves.",
                           len(legal)), n=len(legal)),
            ngettext("{n} card to play: {cards}.", "{n} cards to play: {cards}.",
                     len(cards)).format(n=len(cards),
                                        cards=join_list([label(c) for c in cards])),
            ngettext("{n} place to lay it: {places}.", "{n} places to lay it: {places}.",
                     len(places)).format(n=len(places), places=join_list(named))))


def _distance(a, b) -> float:
    (ax, ay), (bx, by) = _centre(a), _centre(b)
    return math.hypot(ax - bx, ay - by)


def _centre(r) -> tuple[float, float]:
    x, y, w, h = r
    return x + w / 2, y + h / 2

"""Petroglyph by the keyboard and the ear: what the focus moves over (the grid's sixteen
places, the shuffle arrows showing, Collect or Don't shuffle), each target's words, and
the answers to F4 (my sets), F5 (the table) and F6 (what I may do now).

A part of PetroglyphBoard (petroglyph.py). Every target acts as a click on it does (the
board's `press` or its button), so the rules' `legal_moves` alone decides; every word
comes from the public view (`banner_view`): a face-down card is never named, except in a
replay, where every card shows.
"""

from __future__ import annotations

from game import grid as g
from game.petroglyph.cards import GREEN_POINTS, set_points
from game.petroglyph.rules import HIDDEN, Collect, Discard, Flip, Pass, Shuffle

from ..kit.words import about
from ..services.lang import _, join_list, ngettext
from ..shell.focus import Target
from .petroglyph_animations import card_words, set_words


def move_key(move):
    """The key of the target that makes `move` (the keys stay while they mean the same)."""
    if isinstance(move, (Flip, Discard)):
        return ("cell", *move.cell)
    if isinstance(move, Shuffle):
        return ("line", move.line, move.index)
    return ("collect",) if isinstance(move, Collect) else ("pass",)


def line_words(kind: str, i: int) -> str:
    """'row 2', 'column 3': a line in a list."""
    return (_("row {n}") if kind == "row" else _("column {n}")).format(n=i + 1)


class PetroglyphKeys:
    """focus_zones, describe and the keyboard's hover of PetroglyphBoard."""

    # --- the focus ---------------------------------------------------------------------------
    def focus_zones(self) -> list:
        """One zone, so the arrows go from a place to the arrow of its row or column and
        to the button beside the grid: the sixteen places row by row (an empty one says
        so), then the shuffle arrows showing, then Collect or Don't shuffle."""
        seat = self.person()
        legal = self.session.legal(seat) if seat is not None else ()
        zone = [Target(("cell", *g.cell_of(i)), self.cell_rect(i),
                       lambda i=i: self.cell_words(i),
                       lambda i=i: self.press(("slot", i))) for i in range(g.SIZE * g.SIZE)]
        if self.shown.phase in ("shuffle", "solo_shuffle"):
            for m in legal:
                if isinstance(m, Shuffle):
                    zone.append(Target(move_key(m), self.handle_rect(m.line, m.index),
                                       lambda m=m: self.glowing_words(m, self.shuffle_words(m)),
                                       lambda m=m: self.press(("line", (m.line, m.index)))))
        for move, button in ((Collect(), self.collect_button), (Pass(), self.pass_button)):
            if move in legal:
                zone.append(Target(move_key(move), self.layout.rect("actions"),
                                   lambda m=move, b=button: self.glowing_words(m, b.label),
                                   button.on_click))
        return [zone]

    def card_face(self, key) -> str | None:
        """The close-up's card: a place's card as it lies (face down: its back)."""
        if not (isinstance(key, tuple) and key[0] == "cell"):
            return None
        sprite = self.sprites[g.index(key[1:])]
        return (sprite.face or "back") if sprite.present else None

    def card_peek(self, key) -> str | None:
        """A replay shows every card: a face-down one's face, small on its back."""
        if not (self.watching and isinstance(key, tuple) and key[0] == "cell"):
            return None
        slot = g.index(key[1:])
        card = self.banner_view().grid[slot]
        return card if self.sprites[slot].face is None and card not in (None, HIDDEN) \
            else None

    def pointed(self):
        """What the mouse hovers, or the keyboard's focused target while its ring shows
        (its preview is the same): ("slot", i), ("line", (kind, i)) or None."""
        key = self.focused()
        if key is None:
            return self.hover
        if isinstance(key, tuple) and key[0] == "cell":
            return ("slot", g.index(key[1:]))
        if isinstance(key, tuple) and key[0] == "line":
            return ("line", key[1:])
        return None

    def glowing(self):
        """The move that glows on the table now: the lesson's, else a hint's (None)."""
        guide = self.table.guide
        if guide is not None and not guide.finished:
            return guide.move if not self.busy else None
        pointer = self.table.pointer
        return pointer[3] if pointer is not None else None

    def glowing_words(self, move, said: str) -> str:
        if move is not None and self.glowing() == move:
            # Translators: {said} is a whole sentence about a place on the table, which a
            # lesson or a hint points at (it glows).
            return _("{said} It glows.").format(said=said)
        return said

    # --- a target's words ------------------------------------------------------------------
    def cell_words(self, slot: int) -> str:
        """'Row 2, column 3: a face-down card. Enter turns it over.'"""
        v = self.banner_view()
        cell = g.cell_of(slot)
        places = {"row": cell[0] + 1, "col": cell[1] + 1}
        seat = self.person()
        legal = self.session.legal(seat) if seat is not None else ()
        card = v.grid[slot]
        move = Discard(cell) if v.phase == "discard" else Flip(cell)
        if card is None:
            said = _("Row {row}, column {col}: empty.").format(**places)
        elif slot in v.up:
            said = (_("Row {row}, column {col}: {card}, face up. Enter puts it out of the "
                      "game.") if move in legal else
                    _("Row {row}, column {col}: {card}, face up.")).format(
                card=card_words(card), **places)
        elif card != HIDDEN:        # a replay: every card shows
            said = _("Row {row}, column {col}: {card}, face down.").format(
                card=card_words(card), **places)
        elif move in legal:
            said = _("Row {row}, column {col}: a face-down card. Enter turns it "
                     "over.").format(**places)
        else:
            said = _("Row {row}, column {col}: a face-down card.").format(**places)
        return self.glowing_words(move, said)

    @staticmethod
    def shuffle_words(move: Shuffle) -> str:
        if move.line == "row":
            return _("Shuffle row {n}: its face-down cards change places.").format(
                n=move.index + 1)
        return _("Shuffle column {n}: its face-down cards change places.").format(
            n=move.index + 1)

    # --- F4, F5, F6 -----------------------------------------------------------------------
    def describe(self, what: str) -> str | None:
        if what == "hand":
            seat = self.listener()
            return None if seat is None else self.sets_words(seat)
        if what == "table":
            return self.table_words()
        if what == "moves":
            return self.moves_words()
        return None

    def listener(self) -> int | None:
        """Whose sets F4 names: the person who may play now, else the one person here
        against bots, else the person whose turn it is (None in a replay)."""
        if self.watching:
            return None
        seat = self.person()
        if seat is None:
            seat = self.table.revealed
        if seat is None and self.plays_here(self.banner_view().current):
            seat = self.banner_view().current
        return seat

    def sets_words(self, seat: int) -> str:
        """'You have collected two cups (+3) and three ships (+10): 13 points in all.'"""
        sets = self.banner_view().sets[seat]
        seats = self.session.seats
        if not sets:
            return about(seats, seat, _("You have collected no set yet."),
                         _("{name} has collected no set yet."))
        n = sum(set_points(s) for s in sets)
        each = join_list([_("{set} (+{points})").format(set=set_words(tuple(s)),
                                                         points=set_points(s)) for s in sets])
        return about(seats, seat,
                     ngettext("You have collected {sets}: {n} point in all.",
                              "You have collected {sets}: {n} points in all.", n),
                     ngettext("{name} has collected {sets}: {n} point in all.",
                              "{name} has collected {sets}: {n} points in all.", n),
                     sets=each, n=n)

    def placed(self, slot: int, card: str) -> str:
        row, col = g.cell_of(slot)
        return _("{card} at row {row}, column {col}").format(card=card_words(card),
                                                             row=row + 1, col=col + 1)

    def table_words(self) -> str:
        """The grid (how many face down, the cards face up and where, the empty places),
        the solitaire's cards out of the game, and the sets of the others."""
        v = self.banner_view()
        down = len(v.face_down())
        up = [self.placed(i, v.grid[i]) for i in v.up]
        empty = sum(c is None for c in v.grid)
        said = [ngettext("{n} card face down.", "{n} cards face down.", down).format(n=down)]
        if up:
            said.append(ngettext("{n} card face up: {cards}.", "{n} cards face up: {cards}.",
                                 len(up)).format(n=len(up), cards=join_list(up)))
        if empty:
            said.append(ngettext("{n} place empty.", "{n} places empty.", empty).format(
                n=empty))
        if v.discarded:
            said.append(_("Out of the game: {cards}.").format(
                cards=join_list([card_words(c) for c in v.discarded])))
        me = self.listener()
        said += [self.sets_words(seat) for seat in range(self.session.players)
                 if seat != me and v.sets[seat]]
        return " ".join(said)

    def moves_words(self) -> str:
        """What the person who may play now may do, counted and named."""
        v = self.banner_view()
        if v.phase == "over":
            return _("The game is over.")
        seat = self.person()
        if seat is None:
            if not self.plays_here(v.current) or self.watching:
                return _("It is {name}'s turn.").format(name=self.name(v.current))
            return _("Wait: the cards are still moving.")
        legal = self.session.legal(seat)
        seats = self.session.seats
        said = []
        if v.phase == "flip":
            n = sum(isinstance(m, Flip) for m in legal)
            said.append(about(seats, seat,
                              ngettext("You may turn over the last face-down card.",
                                       "You may turn over one of {n} face-down cards.", n),
                              ngettext("{name} may turn over the last face-down card.",
                                       "{name} may turn over one of {n} face-down cards.", n),
                              n=n))
            if Collect() in legal:
                cups = len(v.up)
                said.append(about(
                    seats, seat,
                    ngettext("You may also collect {n} cup for {points} point.",
                             "You may also collect {n} cups for {points} points.", cups),
                    ngettext("{name} may also collect {n} cup for {points} point.",
                             "{name} may also collect {n} cups for {points} points.", cups),
                    n=cups, points=GREEN_POINTS[cups]))
        elif v.phase == "discard":
            cards = [self.placed(g.index(m.cell), v.grid[g.index(m.cell)]) for m in legal]
            said.append(ngettext("Put {cards} out of the game.",
                                 "Put one of {n} face-up cards out of the game: {cards}.",
                                 len(cards)).format(n=len(cards), cards=join_list(cards)))
        else:
            lines = [line_words(m.line, m.index) for m in legal if isinstance(m, Shuffle)]
            n = len(lines)
            if v.phase == "solo_shuffle":
                said.append(ngettext("You must shuffle {lines}.",
                                     "You must shuffle one of {n} lines: {lines}.", n).format(
                    n=n, lines=join_list(lines)))
            elif n:
                said.append(about(
                    seats, seat,
                    ngettext("You may shuffle {lines}, or not shuffle.",
                             "You may shuffle one of {n} lines ({lines}), or not shuffle.", n),
                    ngettext("{name} may shuffle {lines}, or not shuffle.",
                             "{name} may shuffle one of {n} lines ({lines}), or not shuffle.",
                             n),
                    n=n, lines=join_list(lines)))
            else:
                said.append(_("No row or column can be shuffled: only Don't shuffle is "
                              "left."))
        glow = self.glowing()
        if glow is not None:
            said.append(self.glow_words(glow))
        return " ".join(said)

    @staticmethod
    def glow_words(move) -> str:
        """Where the lesson or a hint points: 'Row 2, column 3 glows.'"""
        if isinstance(move, (Flip, Discard)):
            return _("Row {row}, column {col} glows.").format(row=move.cell[0] + 1,
                                                              col=move.cell[1] + 1)
        if isinstance(move, Shuffle):
            if move.line == "row":
                return _("The arrow of row {n} glows.").format(n=move.index + 1)
            return _("The arrow of column {n} glows.").format(n=move.index + 1)
        if isinstance(move, Collect):
            return _("The Collect button glows.")
        return _("The Don't shuffle button glows.")

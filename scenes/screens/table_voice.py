"""The table for the ear and the keyboard: what the voice says by itself (whose turn, as
the banner changes), the keys that ask it (F2 again, F3 whose turn and the scores, F4 my
hand, F5 the table, F6 what I may do now), and what the keyboard's focus moves over (the
board's zones, then the table's buttons).

A part of the table scene (table.py). The board answers for its game (`Board.describe`,
`Board.focus_zones`): it alone knows what the seat may see, so nothing hidden is said.
"""

from __future__ import annotations

import pygame

from ..kit import words
from ..kit.seat_panel import seat_kind
from ..kit.spoken import scores_sentence
from ..services.lang import _, ngettext, text
from ..services.table_session import FREE
from ..shell.focus import Target, button_targets

ASK = {pygame.K_F2: "again", pygame.K_F3: "turn", pygame.K_F4: "hand",
       pygame.K_F5: "table", pygame.K_F6: "moves"}


class Voice:
    def __init__(self, table):
        self.table = table
        self.banner = ""                 # the banner as last said

    @property
    def speech(self):
        return self.table.app.speech

    def update(self) -> None:
        """Whose turn and what to do now, said as the banner changes (never while a move
        is still shown: the line of what happened comes first)."""
        problem = self.speech.take_problem()        # a voice that could not start
        if problem is not None:
            self.table.news.say(text(problem), warning=True)
        if not self.speech.on or self.table.board.busy:
            return
        banner = self.table.banner_text()
        if banner != self.banner:
            self.banner = banner
            self.speech.say(banner)

    def handle_event(self, event) -> bool:
        if event.type != pygame.KEYDOWN or event.key not in ASK:
            return False
        what = ASK[event.key]
        if what == "again":
            self.speech.repeat()
        else:
            self.speech.say(self.answer(what), interrupt=True)
        return True

    def answer(self, what: str) -> str:
        """The words for a key that asks: the board's for its game, the table's for whose
        turn and the scores."""
        table = self.table
        if what == "turn":
            return _("{banner}. {scores}").format(banner=table.banner_text(),
                                                   scores=self.scores())
        said = table.board.describe(what)
        if said:
            return said
        return _("Nothing to say about that at this table.")

    def scores(self) -> str:
        return scores_sentence(self.table.session.seats, self.table.board.shown_points())

    def keys_help(self) -> list[tuple[str, str]]:
        """The table's keys for F1: the board's own, then the voice's and the help's."""
        table = self.table
        keys = list(table.board.keys_help())
        if table.hint_button.visible:
            keys.append((_("H"), _("a hint")))
        if table.back_button.visible:
            keys.append((_("Ctrl+Z"), _("take back your last move")))
        keys.append((_("F7"), _("look closely at the card under the focus or the mouse "
                                 "(or hold the mouse button on it)")))
        if table.reactions.offered():
            keys.append((_("F8"), _("send the others a reaction")))
        return keys + [(_("F2"), _("say the last thing again")),
                       (_("F3"), _("whose turn it is, and the scores")),
                       (_("F4"), _("my hand")), (_("F5"), _("the table")),
                       (_("F6"), _("what I may do now"))]

    def zones(self) -> list:
        """The board's zones (its cells, hand, piles) first, then every button showing."""
        table = self.table
        buttons = list(table.buttons)
        if table.lesson_panel is not None:
            buttons += table.lesson_panel.buttons
        buttons += table.waiting_panel.buttons
        buttons += table.reactions.choices          # while its row is open
        buttons.append(table.offer_button)
        return [*table.board.focus_zones(), self.seat_targets(), button_targets(buttons)]

    def seat_targets(self) -> list:
        """Each seat's panel, said by its name, kind and points, and whose turn it is."""
        return [Target(("seat", seat), rect, lambda seat=seat: self.seat_words(seat))
                for seat, rect in self.table.board.seat_panels()]

    def seat_words(self, seat: int) -> str:
        board = self.table.board
        info = self.table.session.seats[seat]
        presence = self.table.session.presence(seat)
        if presence == FREE:
            return _(words.WAITS)
        kind = _(words.PRESENCE[presence]) if presence else seat_kind(info)
        n = board.shown_points()[seat]
        said = ngettext("{name}, {kind}: {n} point.", "{name}, {kind}: {n} points.",
                        n).format(name=info.shown_name, kind=kind, n=n)
        if board.plays_now(seat):
            said = _("{seat} Playing now.").format(seat=said)
        return said

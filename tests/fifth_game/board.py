"""Nimble's plain board: the pile, three buttons to take 1, 2 or 3, the seats' panels."""

from __future__ import annotations

from scenes.boards.common import Board, winner_headline
from scenes.kit.layout import Layout
from scenes.kit.seat_panel import draw_seat_panel
from scenes.kit.widgets import Button
from scenes.services.lang import N_, _
from scenes.shell.palette import GOLD

from .rules import Take


class NimbleBoard(Board):
    blurb = N_("That move is not allowed now.")     # a sentence the catalogs hold
    tips: dict[str, str] = {}

    @staticmethod
    def warm_up(canvas) -> list:
        return [canvas.warm_table]

    @staticmethod
    def menu_options(players: int) -> list:
        return []

    @staticmethod
    def headline(session) -> str:
        return winner_headline(session)

    @staticmethod
    def draw_result(canvas, rect, session, seat: int) -> None:
        pass

    @staticmethod
    def result_note(session) -> str:
        return ""

    def __init__(self, table):
        super().__init__(table)
        self.layout = Layout("nimble")
        x, y, w, h = self.layout.rect("take")
        self.buttons = [Button((x + k * (w / 3), y, w / 3 - 10, h), str(k + 1),
                               lambda n=k + 1: self.press(n)) for k in range(3)]
        self.reconcile()

    def reconcile(self) -> None:
        self.shown = self.session.view(None)

    def handle_event(self, event) -> bool:
        return any(button.handle_event(event) for button in self.buttons)

    def click(self, target) -> None:
        self.propose(Take(target))

    def banner(self) -> str:
        return self.turn_banner(solo=self.session.players == 1)

    def hint(self, v=None) -> str:
        return _("Game over") if self.shown.pile == 0 else ""

    def draw(self, canvas) -> None:
        v = self.shown
        for seat in range(self.session.players):
            draw_seat_panel(canvas, self.layout.rect("seat", seat=seat), self.session.seats[seat],
                            self.session.scores()[seat], active=seat == v.current)
        x, y, w, h = self.layout.rect("pile")
        canvas.text(str(v.pile), 96, (x + w / 2, y + h / 2), GOLD, anchor="center", bold=True)
        for button in self.buttons:
            button.draw(canvas)

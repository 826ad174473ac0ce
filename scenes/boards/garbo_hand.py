"""The hand fanned at the bottom of the Garbo table, as the board owns it: where each of
its cards lies (raised when picked, a little when the mouse is on it), which card a press
finds, and where any seat's card leaves from when it is played or dealt."""

from __future__ import annotations

from ..kit.widgets import inside
from .garbo_face import hand_size
from .garbo_panels import other_hand_slots


class Fan:
    def __init__(self, board):
        self.board = board
        self.w, self.h = hand_size(board.layout)

    def slots(self, count: int):
        x, y, w = self.board.layout.rect("hand")[:3]
        cw, ch = self.w, self.h
        step = min(cw + 8, (w - cw) / max(1, count - 1))
        left = x + (w - (cw + step * (count - 1))) / 2
        mid = (count - 1) / 2
        # A gentle arc, as cards held in a hand.
        return [(left + k * step, y + (k - mid) ** 2, cw, ch) for k in range(count)]

    def card_rect(self, k: int, count: int, card: str):
        x, y, w, h = self.slots(count)[k]
        if card == self.board.picked:
            y -= 14
        elif card == self.hovered() and self.board.person() is not None:
            y -= 7
        return (x, y, w, h)

    def card_at(self, pos):
        b = self.board
        hand = b.hands[b.bottom]
        slots = self.slots(len(hand))
        for k in reversed(range(len(hand))):   # later cards lie on top
            x, y, w, h = slots[k]
            if inside(pos, (x, y - 14, w, h + 14)) and hand[k] != "?":
                return hand[k]
        return None

    def hovered(self):
        """The card under the mouse, or the one the keyboard's focus is on."""
        b = self.board
        if b.table.app.keyboard:
            return b.focused_card()
        hand = b.hands[b.bottom]
        slots = self.slots(len(hand))
        for k in reversed(range(len(hand))):
            if inside(b.mouse, slots[k]):
                return hand[k]
        return None

    def origin(self, seat: int, card: str):
        """Where a seat's card leaves from: its place in the fan, or the hidden hand."""
        b = self.board
        if seat == b.bottom:
            hand = b.hands[seat]
            k = hand.index(card) if card in hand else (len(hand) - 1) // 2
            return self.slots(max(1, len(hand)))[max(0, k)]
        slots = other_hand_slots(b.layout.rect("other_hand"), max(1, len(b.hands[seat])),
                                 b.layout.canvas)
        return slots[len(slots) // 2]

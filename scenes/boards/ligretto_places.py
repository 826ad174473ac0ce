"""Where everything lies on the Ligretto table: each seat's stack, row, hand and discard,
and the centre piles. Pure geometry from the Tiled map; the board and its drawing share it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ligretto.cards import BACKS

GAME = "ligretto"
RATIO = 200 / 280
# Where the others sit, by table size: one across the table, two at the sides, three all
# round (seat order runs clockwise from the first person, at the bottom).
BOT_PLACES = {1: ("top",), 2: ("left", "right"), 3: ("left", "top", "right")}
KEYS = ("1", "2", "3", "4", "5")
SIGN_MS = 1600              # "Ligretto!", "Round 2", ...: how long a big sign shows
COUNT_MS = 3000             # 3-2-1 before every round a person plays: the clock waits
NOTE_MS = 2600              # a refusal said on one person's side, when several play


@dataclass
class SeatSlots:
    place: str                  # "bottom", "left", "top" or "right"
    card: tuple[float, float]   # the card size at this seat
    stack: tuple
    row: list
    hand: tuple
    discard: tuple
    label: tuple                # where the seat's name and score go (x, y)
    area: tuple = field(default=(0, 0, 0, 0))
    controls: tuple | None = None   # a line of its own for what a person plays with (x, y)


def face(card: str) -> str:
    """The art for a card id: `0r7` -> `r7` (the deck shows on its back and emblem)."""
    return card[1:]


def back(seat: int) -> str:
    return f"back-{BACKS[seat]}"


def emblem(card: str) -> str:
    return f"emblem-{BACKS[int(card[0])]}"


def places(players: int, bottom: int) -> dict[int, str]:
    """Seat -> place: `bottom` (the person, or seat 0 when bots play alone) at the bottom,
    the others round the table in seat order."""
    others = [(bottom + k) % players for k in range(1, players)]
    return {bottom: "bottom", **dict(zip(others, BOT_PLACES[players - 1]))}


def seat_slots(layout, place: str, row_size: int, person: bool = False) -> SeatSlots:
    """`person`: one of several people sits there; a side's narrow name line cannot hold
    their name, what they play with and their score, so the cards make room for a second
    line."""
    if place == "bottom":
        x, y, w, h = area = layout.rect("person")
        ch = layout.prop("person", "card_h")
        cw = ch * RATIO
        top = y + 28
        stack = (x + 10, top, cw, ch)
        pitch = cw + 12
        row0 = x + 10 + cw + 44
        row = [(row0 + i * pitch, top, cw, ch) for i in range(row_size)]
        right = row0 + row_size * pitch + 32
        hand = (right, top, cw, ch)
        discard = (right + cw + 22, top, cw, ch)
        return SeatSlots(place, (cw, ch), stack, row, hand, discard, (x + 10, y + 10), area)
    (_, area), = [(p, r) for p, r in layout.find("bot_area") if p.get("place") == place]
    x, y, w, h = area
    ch = [p for p, _ in layout.find("bot_area") if p.get("place") == place][0]["card_h"]
    cw = ch * RATIO
    pitch = cw + 6
    if place == "top":
        top = y + 36
        stack = (x + 8, top, cw, ch)
        row = [(x + 8 + (i + 1) * pitch + 14, top, cw, ch) for i in range(row_size)]
        after = x + 8 + (row_size + 1) * pitch + 34
        return SeatSlots(place, (cw, ch), stack, row, (after, top, cw, ch),
                         (after + pitch, top, cw, ch), (x + 8, y + 14), area)
    # left or right: stack, hand and discard on one line, the row beneath
    below = 22 if person else 0         # the controls' line
    top = y + 36 + below
    stack = (x + 8, top, cw, ch)
    hand = (x + w - 8 - 2 * cw - 6, top, cw, ch)
    discard = (x + w - 8 - cw, top, cw, ch)
    rtop = top + ch + 34
    rpitch = min(pitch, (w - 16 - cw) / max(1, row_size - 1))
    row = [(x + 8 + i * rpitch, rtop, cw, ch) for i in range(row_size)]
    return SeatSlots(place, (cw, ch), stack, row, hand, discard, (x + 8, y + 14), area,
                     (x + 8, y + 14 + below) if person else None)


def pile_rect(layout, number: int):
    """Centre pile `number`: two rows of eight, filled left to right (at most 16 piles:
    there are four 1s in each of four decks)."""
    x, y, w, h = layout.rect("centre")
    ch = layout.prop("centre", "card_h")
    cw = ch * RATIO
    pitch_x = (w - cw) / 7
    pitch_y = (h - ch) / 1.0 * 0.85
    return (x + (number % 8) * pitch_x, y + 8 + (number // 8 % 2) * pitch_y, cw, ch)

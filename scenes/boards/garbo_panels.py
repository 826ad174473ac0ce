"""Garbo's side panels and score-scene story: the values, the stock, the other hand, what a
placement gives away, and who gave away what in each level."""

from __future__ import annotations

from game.core import replay
from game.garbo.cards import RANK_VALUE, RANKS, SUIT_VALUE, SUITS
from game.garbo.rules import LEVEL_ONE_CARDS

from ..kit.words import addressed, count
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, LOSS

GAME = "garbo"
MINI = (40, 56)
SUIT_SIGN = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
# Suits keep their colours from the cards, lightened to read on the felt (spades are
# near-black on a card): the sign itself is the cue that does not need colour.
SUIT_INK = {"S": (232, 232, 240), "H": (255, 120, 130), "C": (130, 215, 150),
            "D": (255, 170, 100)}
RANK_WORDS = {"J": "jack", "Q": "queen", "K": "king", "A": "ace"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def label(card: str) -> str:
    """'Q♠': how a card is written in a sentence."""
    return rank(card) + SUIT_SIGN[suit(card)]


def card_words(card: str) -> str:
    """'queen of spades', '10 of hearts'."""
    return f"{RANK_WORDS.get(rank(card), rank(card))} of {SUIT_WORDS[suit(card)]}"


def match_words(table_card: str, kind: str, points: int, covered: bool) -> str:
    what = f"rank {rank(table_card)}" if kind == "rank" else f"suit {SUIT_SIGN[suit(table_card)]}"
    if covered:
        return f"covers {label(table_card)}, {kind}: 10×{points // 10} = {points}"
    return f"{label(table_card)}: same {what}, +{points}"


# --- the table's sentences: a whole sentence for "you" and one for a name ------------------

def gift_sentence(seats, giver: int, card: str, points: int) -> str:
    """What a play gave away, as the table says it: "Your 9♦ gives Ochre 24 points.",
    "Ochre's K♦ gives you 1 point.", "Ada's 9♦ gives Ben 2 points."."""
    taker = 1 - giver
    if not points:
        text = ("Your {card} gives nothing away." if addressed(seats, giver)
                else "{giver}'s {card} gives nothing away.")
    elif addressed(seats, giver):
        text = "Your {card} gives {taker} {given}."
    elif addressed(seats, taker):
        text = "{giver}'s {card} gives you {given}."
    else:
        text = "{giver}'s {card} gives {taker} {given}."
    return text.format(giver=seats[giver].name, taker=seats[taker].name, card=label(card),
                       given=count(points, "point"))


def level_two_sentences(seats, leader: int, reason: str) -> tuple[str, str]:
    """(the line, the sign) when Level Two begins: who leads it, and why."""
    why = ("higher score" if reason == "higher score"
           else "equal scores, and played the last card")
    if addressed(seats, leader):
        line, sign = "Level Two: you lead ({why}).", "Level Two · You lead"
    else:
        line, sign = "Level Two: {name} leads ({why}).", "Level Two · {name} leads"
    name = seats[leader].name
    return line.format(name=name, why=why), sign.format(name=name)


def headline(seats, scores) -> str:
    """The score scene's sentence: "You win 249 to 206", "Ada wins 518 to 481"."""
    a, b = scores
    if a == b:
        return f"A draw: {count(a, 'point')} each"
    win = 0 if a > b else 1
    text = ("You win {high} to {low}" if addressed(seats, win)
            else "{name} wins {high} to {low}")
    return text.format(name=seats[win].name, high=max(a, b), low=min(a, b))


def hand_title(seats, seat: int) -> str:
    """"Your hand" or "Ochre's hand"."""
    return "Your hand" if addressed(seats, seat) else f"{seats[seat].name}'s hand"


def draw_backdrop(canvas: Canvas, layout) -> None:
    """What never changes on this table, painted once under everything: the side panels
    and the values printed on the table."""
    for role in ("stock", "other_hand", "preview"):
        canvas.panel(layout.rect(role), alpha=90)
    draw_values(canvas, layout.rect("values"))


def draw_values(canvas: Canvas, rect) -> None:
    """What a match gives away: printed on the table, as players keep the card beside them."""
    x, y, w, h = rect
    canvas.panel(rect, alpha=90)
    canvas.text("What a match gives away", 19, (x + 14, y + 20), INK,
                anchor="midleft", bold=True)
    by_value = sorted(RANKS, key=RANK_VALUE.__getitem__)
    for k, r in enumerate(by_value):
        cx = x + 22 + (k % 4) * 76
        cy = y + 54 + (k // 4) * 30
        canvas.text(r, 20, (cx, cy), INK, anchor="midleft", bold=True)
        canvas.text(str(RANK_VALUE[r]), 20, (cx + 34, cy), GOLD, anchor="midleft")
    for k, s in enumerate(SUITS):
        cx, cy = x + 22 + k * 76, y + 124
        canvas.text(SUIT_SIGN[s], 22, (cx, cy), SUIT_INK[s], anchor="midleft", bold=True)
        canvas.text(str(SUIT_VALUE[s]), 20, (cx + 28, cy), GOLD, anchor="midleft")
    for k, line in enumerate(("Same rank: the rank's value;",
                              "same suit: the suit's. Level Two:",
                              "matching the card you cover ×10.")):
        canvas.fit_text(line, 17, (x + 14, y + 156 + 21 * k), DIM, width=w - 24,
                        anchor="midleft")


def draw_stock(canvas: Canvas, rect, stock: int, level: int, placed: int,
               covered: int) -> None:
    x, y, w, h = rect
    title = "Level One" if level == 1 else "Level Two"
    canvas.text(title, 24, (x + 14, y + 22), GOLD, anchor="midleft", bold=True, shadow=True)
    if level == 1:
        line = f"{placed} of {LEVEL_ONE_CARDS} cards in the square"
    else:
        line = f"{covered} of {LEVEL_ONE_CARDS} Level-One cards covered"
    canvas.fit_text(line, 18, (x + 14, y + 50), INK, width=w - 24, anchor="midleft")
    for k in range(min(stock, 8)):
        canvas.card(GAME, "back", (x + 20 + 3 * k, y + 74 - k, *MINI))
    words = f"Stock: {count(stock, 'card')}" if stock else "Stock: empty"
    canvas.text(words, 18, (x + 96, y + 100), DIM, anchor="midleft")


def stock_rect(rect):
    x, y, _, _ = rect
    return (x + 20, y + 70, *MINI)


def other_hand_slots(rect, count: int):
    x, y, w, h = rect
    step = min(MINI[0] + 6, (w - 28 - MINI[0]) / max(1, count - 1))
    return [(x + 14 + k * step, y + 48, *MINI) for k in range(count)]


def draw_other_hand(canvas: Canvas, rect, title: str, cards: list) -> None:
    """The hand at the top right: `title` ("Ochre's hand", see `hand_title`) over it."""
    x, y, w, h = rect
    canvas.fit_text(title, 20, (x + 14, y + 22), INK, width=w - 28, anchor="midleft",
                    bold=True)
    for card, r in zip(cards, other_hand_slots(rect, len(cards))):
        canvas.card(GAME, card if card != "?" else "back", r)
    n = len(cards)
    hidden = ", hidden" if "?" in cards else ""
    canvas.text(f"{count(n, 'card')}{hidden}" if n else "no cards", 18,
                (x + 14, y + h - 22), DIM, anchor="midleft")


def draw_gift(canvas: Canvas, rect, title: str, lines: list[tuple[str, tuple]],
              total_line: str | None = None) -> None:
    """The panel on the right: what a placement would give, or what the last one gave."""
    x, y, w, h = rect
    canvas.fit_text(title, 20, (x + 14, y + 22), INK, width=w - 28, anchor="midleft",
                    bold=True)
    ly = y + 56
    for text, color in lines[:11]:
        canvas.fit_text(text, 18, (x + 18, ly), color, width=w - 32, anchor="midleft")
        ly += 30
    if len(lines) > 11:
        canvas.text(f"... and {len(lines) - 11} more", 18, (x + 18, ly), DIM, anchor="midleft")
    if total_line:
        canvas.fit_text(total_line, 22, (x + 14, y + h - 26), GOLD, width=w - 28,
                        anchor="midleft", bold=True)


def gift_lines(table: dict, matches, at) -> list[tuple[str, tuple]]:
    """One line per match: (words, colour); the ×10 penalty for the covered card (the
    match at the played cell itself) in its own colour."""
    out = []
    for cell, kind, points in matches:
        covered = tuple(cell) == tuple(at)
        up, down = table[tuple(cell)]
        out.append((match_words(up, kind, points, covered), LOSS if covered else INK))
    return out


# --- the score scene ---------------------------------------------------------------------------

def story(session) -> list[dict]:
    """Per seat: points given away in each level, of which ×10 penalties, and the
    costliest card. From every move's events: those the session heard, else replayed
    from the moves."""
    out = [{"one": 0, "two": 0, "penalty": 0, "worst": None} for _ in session.seats]
    level = [1]

    def hear(events):
        for e in events:
            if e["type"] == "level_two":
                level[0] = 2
            elif e["type"] == "play" and level[0] in (1, 2):
                s = out[e["seat"]]
                s["one" if level[0] == 1 else "two"] += e["points"]
                s["penalty"] += sum(m["points"] for m in e["matches"]
                                    if tuple(m["cell"]) == tuple(e["cell"]))
                if e["points"] and (s["worst"] is None or e["points"] > s["worst"][1]):
                    s["worst"] = (e["card"], e["points"])
        # The "level_two" event comes after the play that filled the square.
    if len(session.heard) == len(session.moves):
        for events in session.heard:
            hear(events)
    else:
        replay(session.rules, session.record(), hear)
    return out


def draw_story(canvas: Canvas, rect, session, seat: int) -> None:
    x, y, w, h = rect
    s = story(session)[seat]
    seats = session.seats
    gave = ("You gave away" if addressed(seats, seat)
            else f"{seats[seat].name} gave away")
    rows = [(gave, None),
            (f"Level One: {count(s['one'], 'point')}", INK),
            (f"Level Two: {count(s['two'], 'point')}", INK)]
    if s["penalty"]:
        rows.append((f"  of which ×10 for covering: {s['penalty']}", LOSS))
    if s["worst"]:
        card, points = s["worst"]
        rows.append((f"Costliest card: {label(card)} ({count(points, 'point')})", DIM))
    ly = y + 96
    for text, color in rows:
        canvas.fit_text(text, 20 if color is None else 19, (x + 20, ly), color or GOLD,
                        width=w - 40, anchor="midleft", bold=color is None)
        ly += 32

"""Garbo's side panels and score-scene story: the values, the stock, the other hand, what a
placement gives away, and who gave away what in each level."""

from __future__ import annotations

from game.garbo.cards import RANK_VALUE, RANKS, SUIT_VALUE, SUITS
from game.garbo.rules import LEVEL_ONE_CARDS

from ..kit.print_size import fit_text
from ..kit.words import addressed
from ..services.lang import _, ngettext
from ..services.ranks import printed_rank
from ..services.wording import split_words
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, LOSS

GAME = "garbo"
MINI = (40, 56)
SUIT_SIGN = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
# Suits keep their colours from the cards, lightened to read on the felt (spades are
# near-black on a card): the sign itself is the cue that does not need colour.
SUIT_INK = {"S": (232, 232, 240), "H": (255, 120, 130), "C": (130, 215, 150),
            "D": (255, 170, 100)}


def rank(card: str) -> str:
    """The card's rank as the language prints it ('D' for a French queen)."""
    return printed_rank(card[:-1])


def suit(card: str) -> str:
    return card[-1]


def label(card: str) -> str:
    """'Q♠' ('D♠' in French): how a card is written in a sentence (the rank as the
    language's cards print it, and the suit's sign, the same in every language)."""
    return rank(card) + SUIT_SIGN[suit(card)]


def match_words(table_card: str, kind: str, points: int, covered: bool) -> str:
    card = label(table_card)
    if covered:
        # Translators: a Level-Two card covering one it matches costs ten times the value.
        text = (_("covers {card}, rank: 10×{times} = {points}") if kind == "rank"
                else _("covers {card}, suit: 10×{times} = {points}"))
        return text.format(card=card, times=points // 10, points=points)
    if kind == "rank":
        return _("{card}: same rank {rank}, +{points}").format(
            card=card, rank=rank(table_card), points=points)
    return _("{card}: same suit {suit}, +{points}").format(
        card=card, suit=SUIT_SIGN[suit(table_card)], points=points)


# --- the table's sentences: a whole sentence for "you" and one for a name ------------------

def gift_sentence(seats, giver: int, card: str, points: int) -> str:
    """What a play gave away, as the table says it: "Your 9♦ gives Ochre 24 points.",
    "Ochre's K♦ gives you 1 point.", "Ada's 9♦ gives Ben 2 points."."""
    taker = 1 - giver
    if not points:
        text = (_("Your {card} gives nothing away.") if addressed(seats, giver)
                else _("{giver}'s {card} gives nothing away."))
    elif addressed(seats, giver):
        text = ngettext("Your {card} gives {taker} {n} point.",
                        "Your {card} gives {taker} {n} points.", points)
    elif addressed(seats, taker):
        text = ngettext("{giver}'s {card} gives you {n} point.",
                        "{giver}'s {card} gives you {n} points.", points)
    else:
        text = ngettext("{giver}'s {card} gives {taker} {n} point.",
                        "{giver}'s {card} gives {taker} {n} points.", points)
    return text.format(giver=seats[giver].shown_name, taker=seats[taker].shown_name,
                       card=label(card),
                       n=points)


def deal_sentence(n: int) -> str:
    """A deal after a move (the second, and Level Two's), as the table says it: the hand
    grows without a word otherwise, and nobody hears it."""
    return ngettext("From the stock: {n} new card each.",
                    "From the stock: {n} new cards each.", n).format(n=n)


def level_two_sentences(seats, leader: int, reason: str) -> tuple[str, str]:
    """(the line, the sign) when Level Two begins: who leads it, and why."""
    higher = reason == "higher score"
    if addressed(seats, leader):
        line = (_("Level Two: you lead (higher score).") if higher
                else _("Level Two: you lead (equal scores, and played the last card)."))
        sign = _("Level Two · You lead")
    else:
        line = (_("Level Two: {name} leads (higher score).") if higher
                else _("Level Two: {name} leads (equal scores, and played the last card)."))
        sign = _("Level Two · {name} leads")
    name = seats[leader].shown_name
    return line.format(name=name), sign.format(name=name)


def headline(seats, scores) -> str:
    """The score scene's sentence: "You win 249 to 206", "Ada wins 518 to 481"."""
    a, b = scores
    if a == b:
        return ngettext("A draw: {n} point each", "A draw: {n} points each", a).format(n=a)
    win = 0 if a > b else 1
    text = (_("You win {high} to {low}") if addressed(seats, win)
            else _("{name} wins {high} to {low}"))
    return text.format(name=seats[win].shown_name, high=max(a, b), low=min(a, b))


def hand_title(seats, seat: int, hidden: bool = False) -> str:
    """"Your hand" or "Ochre's hand" (", hidden" when it lies face down)."""
    if addressed(seats, seat):
        return _("Your hand, hidden") if hidden else _("Your hand")
    text = _("{name}'s hand, hidden") if hidden else _("{name}'s hand")
    return text.format(name=seats[seat].shown_name)


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
    # Larger print: the whole table of values as large as its panel holds it (`e` times
    # its Normal size, never smaller), each size and place in it `e` times its own.
    t = canvas.text_scale
    title = _("What a match gives away")
    # Translators: three short lines under the values printed on the table.
    notes = (_("Same rank: the rank's value;"), _("same suit: the suit's. Level Two:"),
             _("matching the card you cover ×10."))
    e = 1.0
    if t > 1:               # as large as the panel's height and its widest line allow
        widest = max([canvas.text_width(title, 19 / t, True)]     # at their Normal size
                     + [canvas.text_width(one, 17 / t) for one in notes])
        e = max(1.0, min(t, 1.17, (h - 24) / 200, (w - 32) / widest))
    f = e / t
    fit_text(canvas, title, 19 * f, (x + 14, y + 20 * e), INK, width=w - 24,
             anchor="midleft", bold=True)
    by_value = sorted(RANKS, key=RANK_VALUE.__getitem__)
    for k, r in enumerate(by_value):
        at = (x + 18 + (k % 4) * 76, y + (54 + (k // 4) * 30) * e)
        _value_chip(canvas, at, printed_rank(r), 19 * f, INK, RANK_VALUE[r], e)
    for k, s in enumerate(SUITS):
        _value_chip(canvas, (x + 18 + k * 76, y + 124 * e), SUIT_SIGN[s], 21 * f,
                    SUIT_INK[s], SUIT_VALUE[s], e)
    for k, line in enumerate(notes):
        fit_text(canvas, line, 17 * f, (x + 14, y + (156 + 21 * k) * e), DIM, width=w - 24,
                 anchor="midleft")


def _value_chip(canvas: Canvas, at, mark: str, size: float, color, value: int,
                e: float = 1.0) -> None:
    """A rank or suit in a frame of its own, its value apart beside it: "10" and its 6
    never run together as "10 6" (read as 106)."""
    x, y = at
    canvas.box(DIM, (x, y - 13 * e, 34 * e, 26 * e), radius=6, width=1)
    canvas.text(mark, size, (x + 17 * e, y), color, anchor="center", bold=True)
    canvas.text(str(value), 20 * e / canvas.text_scale if e > 1 else 20, (x + 42 * e, y),
                GOLD, anchor="midleft")


def draw_stock(canvas: Canvas, rect, stock: int, level: int, placed: int,
               covered: int) -> None:
    x, y, w, h = rect
    large = canvas.text_scale > 1           # rows by the text size (garbo_large.py)
    title = _("Level One") if level == 1 else _("Level Two")
    ty = y + 10 + canvas.line_step(24) / 2 if large else y + 22
    fit_text(canvas, title, 24, (x + 14, ty), GOLD, width=w - 24, anchor="midleft",
             bold=True, shadow=True)
    if level == 1:
        line = ngettext("{n} of {total} cards in the square",
                        "{n} of {total} cards in the square", placed)
        line = line.format(n=placed, total=LEVEL_ONE_CARDS)
    else:
        line = ngettext("{n} of {total} Level-One cards covered",
                        "{n} of {total} Level-One cards covered", covered)
        line = line.format(n=covered, total=LEVEL_ONE_CARDS)
    ly = ty + canvas.line_step(24) / 2 + 4 + canvas.line_step(18) / 2 if large else y + 50
    fit_text(canvas, line, 18, (x + 14, ly), INK, width=w - 24, anchor="midleft")
    top = stock_rect(rect, canvas)[1] + 4
    for k in range(min(stock, 8)):
        canvas.card(GAME, "back", (x + 20 + 3 * k, top - k, *MINI))
    words = (ngettext("Stock: {n} card", "Stock: {n} cards", stock).format(n=stock) if stock
             else _("Stock: empty"))
    fit_text(canvas, words, 18, (x + 96, top + 26), DIM, width=w - 106, anchor="midleft")


def stock_rect(rect, canvas: Canvas | None = None):
    """Where the stock's top card lies in its panel (lower with larger print)."""
    x, y, w, h = rect
    if canvas is not None and canvas.text_scale > 1:
        return (x + 20, y + h - 12 - MINI[1], *MINI)
    return (x + 20, y + 70, *MINI)


def other_hand_slots(rect, count: int, canvas: Canvas | None = None):
    """Where the other hand's cards lie: under its title (lower with larger print)."""
    x, y, w, h = rect
    step = min(MINI[0] + 6, (w - 28 - MINI[0]) / max(1, count - 1))
    top = y + 48
    if canvas is not None and canvas.text_scale > 1:
        top = y + 16 + canvas.line_step(20) + 6
    return [(x + 14 + k * step, top, *MINI) for k in range(count)]


def draw_other_hand(canvas: Canvas, rect, title: str, cards: list,
                    awaited: bool = False) -> None:
    """The hand at the top right: `title` ("Ochre's hand", see `hand_title`) over it.
    `awaited`: the seat waits for a person on another computer, who has no name yet, so
    `title` is the sentence its seat panel says (`words.WAITS`), as that panel says it
    (dim, on one or two lines, kept above the cards)."""
    x, y, w, h = rect
    large = canvas.text_scale > 1
    ty = y + 8 + canvas.line_step(20) / 2 + 4 if large else y + 22
    if awaited:
        lines, size = canvas.fit_lines(title, (18, 16), w - 28)
        for k, line in enumerate(lines):
            at = ty + (k - (len(lines) - 1) / 2) * canvas.line_step(size, 4)
            canvas.text(line, size, (x + 14, at), DIM, anchor="midleft")
    else:
        fit_text(canvas, title, 20, (x + 14, ty), INK, width=w - 28, anchor="midleft",
                 bold=True)
    for card, r in zip(cards, other_hand_slots(rect, len(cards), canvas)):
        canvas.card(GAME, card if card != "?" else "back", r)
    n = len(cards)
    if not n:
        words = _("no cards")
    elif "?" in cards:
        words = ngettext("{n} card, hidden", "{n} cards, hidden", n).format(n=n)
    else:
        words = ngettext("{n} card", "{n} cards", n).format(n=n)
    by = y + h - 8 - canvas.line_step(18) / 2 if large else y + h - 22
    canvas.text(words, 18, (x + 14, by), DIM, anchor="midleft")


def draw_gift(canvas: Canvas, rect, title: str, lines: list[tuple[str, tuple]],
              total_line: str | None = None) -> None:
    """The panel on the right: what a placement would give, or what the last one gave."""
    x, y, w, h = rect
    # The title on two lines when one cannot hold it (a long name, a long language); the
    # lines below make room.
    t = canvas.text_scale
    if t > 1:               # larger print: two lines at a larger size before a smaller one
        heads, size = wrapped_bold(canvas, title, (20, 19, 18, 18 - (18 - 18 / t) / 2, 18 / t),
                                   w - 28, 3)
    else:
        heads, size = canvas.fit_lines(title, (20, 19, 18), w - 28, bold=True)
    head = canvas.line_step(size, 4)
    first = y + 22 + (canvas.line_step(size) - size) / 2
    drawn = [canvas.text(one, size, (x + 14, first + k * head), INK,
                         anchor="midleft", bold=True) for k, one in enumerate(heads)]
    if " ".join(heads) != " ".join(split_words(title)):      # cut even so: whole under
        canvas.cut.append((drawn[0].unionall(drawn[1:]), title))   # the mouse
    ly = first + 34 + (len(heads) - 1) * head + (canvas.line_step(18) - 18) / 2
    if t <= 1:
        most = 12 - len(heads)
        for text, color in lines[:most]:
            fit_text(canvas, text, 18, (x + 18, ly), color, width=w - 32, anchor="midleft")
            ly += 30
        if len(lines) > most:
            more = len(lines) - most
            canvas.text(ngettext("... and {n} more", "... and {n} more", more).format(
                n=more), 18, (x + 18, ly), DIM, anchor="midleft")
        if total_line:
            fit_text(canvas, total_line, 22, (x + 14, y + h - 26), GOLD, width=w - 28,
                     anchor="midleft", bold=True)
        return
    # Larger print: each line on two if it must, as many as fit above the total (itself
    # on two lines if it must), then how many more.
    step = max(30, canvas.line_step(18, 8))
    totals, ts = wrapped_bold(canvas, total_line, (22, 20, 18, 18 / t), w - 28, 2) \
        if total_line else ([], 22)
    tstep = canvas.line_step(ts, 2)
    limit = y + h - 10 - len(totals) * tstep - 4        # the lines' bottom, at the most
    shown = 0
    for k, (text, color) in enumerate(lines):
        if canvas.text_width(text, 18) <= w - 32:
            rows, s = [text], 18
        else:
            rows, s = wrapped_bold(canvas, text, (18, 17, 16, 16 / t), w - 32, 2, bold=False)
        bottom = ly + (len(rows) - 1) * canvas.line_step(s) + canvas.line_step(s) / 2
        if bottom + (step if k < len(lines) - 1 else 0) > limit:
            break
        for one in rows:
            fit_text(canvas, one, s, (x + 18, ly), color, width=w - 32, anchor="midleft")
            ly += canvas.line_step(s)
        ly += step - canvas.line_step(s)
        shown += 1
    if shown < len(lines):
        more = len(lines) - shown
        canvas.text(ngettext("... and {n} more", "... and {n} more", more).format(n=more),
                    18, (x + 18, ly), DIM, anchor="midleft")
    for k, one in enumerate(totals):
        canvas.text(one, ts, (x + 14, y + h - 10 - tstep / 2 - (len(totals) - 1 - k) * tstep),
                    GOLD, anchor="midleft", bold=True)


def wrapped_bold(canvas: Canvas, text: str, sizes, width: float, most: int,
                 bold: bool = True) -> tuple[list[str], float]:
    """`text` on at most `most` lines inside `width` at the first of `sizes` that holds it
    so (a larger size on two lines before a smaller one on one), else as
    `Canvas.fit_lines` fits it at the smallest."""
    def fit():
        for s in sizes:
            found = canvas.lines(text, s, width, bold)
            if len(found) <= most and all(canvas.text_width(one, s, bold) <= width
                                          for one in found):
                return found, s
        return None
    found = canvas.assets.fit(("wrapped_bold", text, tuple(sizes), round(width), most, bold,
                               canvas.text_scale), fit)
    return found or canvas.fit_lines(text, sizes[-1:], width, most, bold)


def gift_facts(table: dict, matches, at) -> list[tuple[str, str, int, bool]]:
    """One (card in line, "rank" or "suit", points, covered) per match, named as the
    cards lay when it was made: kept, and put in words when drawn (`gift_lines`)."""
    out = []
    for cell, kind, points in matches:
        up, _down = table[tuple(cell)]
        out.append((up, kind, points, tuple(cell) == tuple(at)))
    return out


def gift_lines(facts) -> list[tuple[str, tuple]]:
    """One line per match: (words, colour); the ×10 penalty for the covered card (the
    match at the played cell itself) in its own colour."""
    return [(match_words(up, kind, points, covered), LOSS if covered else INK)
            for up, kind, points, covered in facts]


# --- the score scene ---------------------------------------------------------------------------

def story(session) -> list[dict]:
    """Per seat: points given away in each level, of which ×10 penalties, and the
    costliest card. From every move's events, as the session heard them."""
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
    for events in session.heard:
        hear(events)
    return out


def draw_story(canvas: Canvas, rect, session, seat: int) -> None:
    x, y, w, h = rect
    s = story(session)[seat]
    seats = session.seats
    gave = (_("You gave away") if addressed(seats, seat)
            else _("{name} gave away").format(name=seats[seat].shown_name))
    one, two = s["one"], s["two"]
    rows = [(gave, None),
            (ngettext("Level One: {n} point", "Level One: {n} points", one).format(n=one),
             INK),
            (ngettext("Level Two: {n} point", "Level Two: {n} points", two).format(n=two),
             INK)]
    if s["penalty"]:
        rows.append(("  " + _("of which ×10 for covering: {points}").format(
            points=s["penalty"]), LOSS))
    if s["worst"]:
        card, points = s["worst"]
        rows.append((ngettext("Costliest card: {card} ({n} point)",
                              "Costliest card: {card} ({n} points)", points).format(
            card=label(card), n=points), DIM))
    ly = y + 96
    for text, color in rows:
        canvas.fit_text(text, 20 if color is None else 19, (x + 20, ly), color or GOLD,
                        width=w - 40, anchor="midleft", bold=color is None)
        ly += 32

"""Hints tell the truth (issue 26): over random positions of every game, each reason a hint
gives states a fact that is true of the position. Each reason (by its English message) has
a check of its own below, written against the real game (hidden cards included) and the
rules, not against the code that chose the reason; a reason without a check fails.

The positions come from games played by random moves mixed with the hard bot's, from
several seeds, sampled at several depths; the hint gets the seat's view and the events
that seat has seen since the deal, exactly as the table asks for it.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import RULES
from game.hints import hint
from game.ligretto.cards import NUMBER

# --- positions ------------------------------------------------------------------------------

def visible(events, seat):
    return [e for e in events if "seats" not in e or seat in e["seats"]]


def positions(name: str, players: int, seed: int, count: int, bot_share: float = 0.0,
              rate: float = 0.35, options=None, phase: str | None = None):
    """(state, seat, heard) along a game of random moves (a share of them the hard bot's
    with the events it saw), each position taken with chance `rate` (so at every depth),
    or every position in `phase` when one is named; heard: the seat's events so far."""
    rules = RULES[name]
    rng = random.Random(seed)
    state = rules.new_game(players, seed, options)
    events: list[dict] = []
    seen = 0
    for _ in range(3000):
        if rules.is_over(state) or seen >= count:
            return
        seat = rng.choice(sorted(rules.to_act(state)))
        moves = rules.legal_moves(state, seat)
        if not moves:
            continue
        if (state.phase == phase) if phase else rng.random() < rate:
            seen += 1
            yield state, seat, visible(events, seat)
        if rng.random() < bot_share:
            bot = rules.make_bot("hard", seat, seed)
            bot.observe(visible(events, seat))
            move = bot.choose(rules.view(state, seat))
        else:
            move = rng.choice(moves)
        state, new = rules.apply(state, seat, move)
        events.extend(new)


# --- Petroglyph: what was shown, by card (the real cards, not the hint's bookkeeping) --------

def _pg_slot(cell):
    return cell[0] * 4 + cell[1]


def _pg_flipped(heard) -> set:
    return {e["card"] for e in heard if e["type"] == "flip"}


def _pg_seen_in_place(state, heard, slot) -> bool:
    """The card lying in `slot` was turned face up in that slot, and no shuffle has
    touched the slot since."""
    card = state.grid[slot]
    last = None
    for i, e in enumerate(heard):
        if e["type"] == "flip" and e["card"] == card:
            last = i if _pg_slot(e["cell"]) == slot else None
    if last is None:
        return False
    return not any(e["type"] == "shuffle" and slot in map(_pg_slot, e["cells"])
                   for e in heard[last:])


def _pg_card(state, move):
    return state.grid[_pg_slot(move.cell)]


def _pg_colour_up(state):
    return state.grid[state.up[0]][0] if state.up else None


def _pg_shown_down(state, heard) -> bool:
    """A card shown before lies face down on the table now."""
    flipped = _pg_flipped(heard)
    return any(state.grid[p] in flipped for p in state.face_down())


def _pg_shuffled(heard, slot) -> bool:
    return any(e["type"] == "shuffle" and slot in map(_pg_slot, e["cells"]) for e in heard)


def _pg_line_slots(state, move):
    from game.petroglyph.rules import line_cards
    return line_cards(state, move.line, move.index)


def _pg_in_place(state, heard, slots) -> int:
    return sum(_pg_seen_in_place(state, heard, p) for p in slots)


def _pg_fewest(c) -> bool:
    from game.petroglyph.rules import line_cards, shuffle_lines
    s, heard = c.state, c.heard
    flipped = _pg_flipped(heard)
    n = c.n

    def shown_in(slots):
        return sum(s.grid[p] in flipped for p in slots)
    return (shown_in(_pg_line_slots(s, c.move)) == n
            and all(shown_in(line_cards(s, *ln)) >= n for ln in shuffle_lines(s)))


def _pg_set_impossible(state, card) -> bool:
    from game.petroglyph.cards import DECK, SET_SIZE
    out = {x for seat in state.sets for cards in seat for x in cards} | set(state.discarded)
    left = sum(1 for x in DECK if x[0] == card[0] and x not in out)
    return card[0] != "G" and left < SET_SIZE[card[0]]


def _pg_row_or_column(words: str, check) -> dict:
    """The sentence said of a row and the one said of a column (issue 42: French read
    "this line" about a column as a row): each true only of a shuffle of its own kind."""
    return {words.replace("{line}", "row"): lambda c: c.move.line == "row" and check(c),
            words.replace("{line}", "column"): lambda c: c.move.line == "col" and check(c)}


PETROGLYPH = {
    "Bank your cup now: one wrong card would lose it.":
        lambda c: (any(c.state.grid[p][0] != "G" for p in c.state.face_down())
                   and c.n == len(c.state.turned())),
    "Collect your cup now: it scores {points} point.":
        lambda c: (c.places["points"] == _set_points(c.state.turned())
                   and len(c.state.turned()) == 1),
    "Collect your cups now: they score {points} point.":
        lambda c: (c.places["points"] == _set_points(c.state.turned())
                   and len(c.state.turned()) > 1),
    "You have seen this card before: it is the colour of the cards you turned.":
        lambda c: (_pg_seen_in_place(c.state, c.heard, _pg_slot(c.move.cell))
                   and _pg_card(c.state, c.move)[0] == _pg_colour_up(c.state)),
    "You have seen this card before: turning it shows nobody anything new.":
        lambda c: (_pg_seen_in_place(c.state, c.heard, _pg_slot(c.move.cell))
                   and c.state.up),
    "You have seen this card before, so you know what it is.":
        lambda c: _pg_seen_in_place(c.state, c.heard, _pg_slot(c.move.cell)),
    "A shuffle may have brought a card seen before to this place.":
        lambda c: (_pg_shuffled(c.heard, _pg_slot(c.move.cell))
                   and _pg_shown_down(c.state, c.heard)),
    "Start with a card nobody has seen yet.":
        lambda c: not c.state.up and _pg_card(c.state, c.move) not in _pg_flipped(c.heard),
    "Turn a card nobody has seen yet: it may be the colour you need.":
        lambda c: (c.state.up and _pg_card(c.state, c.move) not in _pg_flipped(c.heard)
                   and any(x[0] == _pg_colour_up(c.state) and x not in _pg_flipped(c.heard)
                           for x in (*c.state.grid, c.state.aside) if x)),
    "Turn a card nobody has seen yet.":
        lambda c: _pg_card(c.state, c.move) not in _pg_flipped(c.heard),
    "Nobody has seen a card of the lines you could shuffle: a shuffle would change nothing.":
        lambda c: not any(c.state.grid[p] in _pg_flipped(c.heard)
                          for p in _pg_shuffle_slots(c.state)),
    "Leave the table as it is: the cards you have seen stay where they are.":
        lambda c: _pg_shown_down(c.state, c.heard),
    "Leave the table as it is.": lambda c: True,   # says nothing but the move
    "You must shuffle one of the lines that light up.":
        lambda c: c.state.phase == "solo_shuffle",
    **_pg_row_or_column(
        "This {line} holds {n} card you have seen: the fewest of the lines you may shuffle.",
        _pg_fewest),
    **_pg_row_or_column(
        "You must shuffle one of the lines that light up: this {line} holds {n} card you "
        "have seen.",
        lambda c: (c.state.phase == "solo_shuffle"
                   and sum(c.state.grid[p] in _pg_flipped(c.heard)
                           for p in _pg_line_slots(c.state, c.move)) == c.n)),
    **_pg_row_or_column(
        "This {line} holds cards everyone has seen: shuffling it makes their memory worth "
        "less.",
        lambda c: any(c.state.grid[p] in _pg_flipped(c.heard)
                      for p in _pg_line_slots(c.state, c.move))),
    **_pg_row_or_column(
        "Cards seen before may lie in this {line}: shuffling it makes memory worth less.",
        lambda c: (_pg_shown_down(c.state, c.heard)
                   and any(_pg_shuffled(c.heard, p) for p in _pg_line_slots(c.state, c.move)))),
    **_pg_row_or_column(
        "Nobody has seen the cards of this {line}: shuffling it changes nothing anyone knows.",
        lambda c: not any(c.state.grid[p] in _pg_flipped(c.heard)
                          for p in _pg_line_slots(c.state, c.move))),
    "Too few cards of this colour are left to make a set: put this one out.":
        lambda c: _pg_set_impossible(c.state, _pg_card(c.state, c.move)),
    "You must put out one of the cards you turned.":
        lambda c: c.state.phase == "discard",
}


def _set_points(cards):
    from game.petroglyph.cards import set_points
    return set_points(cards)


def _pg_shuffle_slots(state):
    from game.petroglyph.rules import line_cards, shuffle_lines
    return {p for ln in shuffle_lines(state) for p in line_cards(state, *ln)}


# --- Fossil ----------------------------------------------------------------------------------

def _fo_after(c, move):
    return RULES["fossil"].apply(c.state, c.seat, move)[0]


def _fo_brings(c, move) -> int:
    return _fo_after(c, move).points[c.seat] - c.state.points[c.seat]


def _fo_cost(c) -> bool:
    """The price named is what the rules take from the mover for this move."""
    _, events = RULES["fossil"].apply(c.state, c.seat, c.move)
    moved = next(e for e in events if e["type"] == "stone_moved")
    return moved["cost"] == c.places["cost"] == c.state.points[c.seat] - moved["points"]


def _fo_card(c):
    return c.state.at(c.move.to)


def _fo_fossil(card):
    return card.split("-")[0]


def _fo_collects(c, card, but=None) -> bool:
    return any(_fo_fossil(h) == _fo_fossil(card) for h in c.state.holdings[c.seat] if h != but)


def _fo_completes(c) -> bool:
    """After the move no card of that fossil is left on the board, and it was scored or
    waits for the swap step to be scored."""
    after = _fo_after(c, c.move)
    fossil = _fo_fossil(_fo_card(c))
    return (not any(x and _fo_fossil(x) == fossil for x in after.board)
            and (after.pending == fossil or any(f == fossil for f, _ in after.history)))


def _fo_no_swap_better(c) -> bool:
    from game.fossil.rules import NoSwap, Swap
    kept = _fo_brings(c, NoSwap())
    return all(_fo_brings(c, m) <= kept for m in RULES["fossil"].legal_moves(c.state, c.seat)
               if isinstance(m, Swap))


FOSSIL = {
    "From these places the first player can reach {n} card.":
        lambda c: (len(RULES["fossil"].legal_moves(after := _fo_after(c, c.move),
                                                    after.current)) == c.n),
    "This path costs {cost} point and takes the last card of its fossil.":
        lambda c: _fo_cost(c) and _fo_completes(c),
    "This path costs {cost} point and takes a card of a fossil you collect.":
        lambda c: _fo_cost(c) and _fo_collects(c, _fo_card(c)),
    "This path costs {cost} point and takes a card worth {value}.":
        lambda c: _fo_cost(c) and int(_fo_card(c).split("-")[1]) == c.places["value"],
    "No swap gets you more points from this fossil: keep your cards.": _fo_no_swap_better,
    "Keep your cards: as they are, this fossil brings you {n} point.":
        lambda c: _fo_brings(c, c.move) == c.n,
    "With this swap this fossil brings you {n} point instead of {kept}.":
        lambda c: (_fo_brings(c, c.move) == c.n > c.places["kept"]
                   == _fo_brings(c, _no_swap())),
    "This swap gives you a card of a fossil you collect.":
        lambda c: _fo_collects(c, c.move.take, but=c.move.give),
    "This swap gives you a card of a fossil you do not hold yet.":
        lambda c: not _fo_collects(c, c.move.take, but=c.move.give),
}


def _no_swap():
    from game.fossil.rules import NoSwap
    return NoSwap()


# --- Garbo -----------------------------------------------------------------------------------

def _ga_given(c) -> int:
    """What the opponent scores once the card is played, read from the new state."""
    after = RULES["garbo"].apply(c.state, c.seat, c.move)[0]
    return after.points[1 - c.seat] - c.state.points[1 - c.seat]


def _ga_least(c) -> bool:
    rules = RULES["garbo"]
    return all(rules.apply(c.state, c.seat, m)[0].points[1 - c.seat]
               >= rules.apply(c.state, c.seat, c.move)[0].points[1 - c.seat]
               for m in rules.legal_moves(c.state, c.seat))


def _ga_dearer(c) -> bool:
    """The hint gives away more than the least any legal move can, and the sentence's two
    numbers are the rules' own."""
    rules = RULES["garbo"]
    least = min(_ga_given(_Other(c, m)) for m in rules.legal_moves(c.state, c.seat))
    return _ga_given(c) == c.n > c.places["least"] == least


class _Other:
    """The same position with another move (what _ga_given reads)."""

    def __init__(self, c, move):
        self.state, self.seat, self.move = c.state, c.seat, move


def _ga_cheapest(c) -> list:
    rules = RULES["garbo"]
    return [m for m in rules.legal_moves(c.state, c.seat)
            if _ga_given(_Other(c, m)) == c.places["least"]]


def _ga_leaves_place(c) -> bool:
    """The hint's own card could give the least elsewhere, and that place is still open
    to a card after the hint's move."""
    rules = RULES["garbo"]
    after = rules.apply(c.state, c.seat, c.move)[0]
    from game.garbo.rules import open_cells
    places = {m.cell for m in _ga_cheapest(c) if m.card == c.move.card}
    return bool(places) and places <= set(open_cells(after))


def _ga_keeps_card(c) -> bool:
    """Only other cards give the least, and after the hint they are still in the hand."""
    rules = RULES["garbo"]
    after = rules.apply(c.state, c.seat, c.move)[0]
    cards = {m.card for m in _ga_cheapest(c)}
    return c.move.card not in cards and cards <= set(after.hands[c.seat])


GARBO = {
    "This place gives away nothing.": lambda c: _ga_given(c) == 0,
    "This place gives away {n} point, the least your cards can.":
        lambda c: _ga_given(c) == c.n > 0 and _ga_least(c),
    "This place gives away {n} point now, more than the least ({least}): it leaves the "
    "cheapest place for a later card.": lambda c: _ga_dearer(c) and _ga_leaves_place(c),
    "This place gives away {n} point now, more than the least ({least}): it keeps your "
    "cheapest card for a later turn.": lambda c: _ga_dearer(c) and _ga_keeps_card(c),
}


# --- Ligretto --------------------------------------------------------------------------------

def _li_kinds(c) -> set:
    return {type(m).__name__ for m in RULES["ligretto"].legal_moves(c.state, c.seat)}


def _li_turns(c) -> int:
    """How many cards the turn shows, read from the rules' own event."""
    _, events = RULES["ligretto"].apply(c.state, c.seat, c.move)
    return next(e["count"] for e in events if e["type"] == "turned")


def _li_top(c):
    s = c.state
    source = getattr(c.move, "source", None)
    if source == "stack":
        return s.stacks[c.seat][0]
    if source == "discard":
        return s.discards[c.seat][0]
    return s.rows[c.seat][c.move.index][-1]


LIGRETTO = {
    "A 1 starts a new pile in the middle: play it at once.":
        lambda c: len(RULES["ligretto"].apply(c.state, c.seat, c.move)[0].piles)
        == len(c.state.piles) + 1 and NUMBER[_li_top(c)] == 1,
    "This card goes on a pile in the middle: every card there scores.":
        lambda c: c.move.pile in range(len(c.state.piles)),
    "This card fits on your row: your stack gets shorter.":
        lambda c: len(RULES["ligretto"].apply(c.state, c.seat, c.move)[0].stacks[c.seat])
        == len(c.state.stacks[c.seat]) - 1,
    "This card from your discard pile fits on your row.":
        lambda c: c.move.source == "discard",
    "No card fits in the middle: turn {n} card from your hand.":
        lambda c: "Play" not in _li_kinds(c) and _li_turns(c) == c.n,
    "Nothing fits yet: turn {n} card from your hand.":
        lambda c: not {"Play", "Ladder"} & _li_kinds(c) and _li_turns(c) == c.n,
    "Turn {n} card from your hand to bring up a new one.":
        lambda c: _li_turns(c) == c.n,
    "The round is over: deal the next one.": lambda c: c.state.phase == "between",
}

CHECKS = {"petroglyph": PETROGLYPH, "fossil": FOSSIL, "garbo": GARBO, "ligretto": LIGRETTO}


class Case:
    """One hint in its position: what a check reads."""

    def __init__(self, state, seat, heard, given):
        self.state, self.seat, self.heard = state, seat, heard
        self.move, self.reason = given.move, given.reason
        self.places = given.reason.places
        self.n = self.places.get("n")


def check(name, state, seat, heard) -> str:
    """The hint's reason for this position, after checking it is true; its message."""
    rules = RULES[name]
    given = hint(name, rules.view(state, seat), seat, heard)
    assert given.move in rules.legal_moves(state, seat)
    message = given.reason.message
    assert message in CHECKS[name], f"no check for the reason {message!r}"
    assert CHECKS[name][message](Case(state, seat, heard, given)), (
        f"{name}: {str(given.reason)!r} is not true of {given.move} for seat {seat}")
    return message


# How many positions: the hard bots are quick but Fossil's looks a few moves ahead, so it
# gets fewer (measured: all of this runs in well under a minute on one core).
# (game, players, positions, share of the hard bot's moves, chance to take a position or
# the phase whose positions are all taken, options): a low chance spreads the positions
# over a whole game.
RUNS = [("petroglyph", 1, 40, 0.5, 0.35, None), ("petroglyph", 2, 40, 0.5, 0.35, None),
        ("petroglyph", 3, 40, 0.3, 0.35, None),
        ("fossil", 2, 8, 0.3, 0.2, None), ("fossil", 4, 6, 0.3, 0.08, None),
        ("fossil", 3, 4, 0.5, "swap", None),
        ("garbo", 2, 20, 0.0, 0.35, None),
        ("ligretto", 2, 30, 0.8, 0.05, None),
        ("ligretto", 3, 30, 0.8, 0.05, {"row_ladders": True})]


@pytest.mark.parametrize("name,players,count,bots,rate,options", RUNS, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_reason_is_true_of_its_position(name, players, count, bots, rate, options,
                                              seed):
    rate, phase = (0.0, rate) if isinstance(rate, str) else (rate, None)
    said = Counter(check(name, state, seat, heard) for state, seat, heard
                   in positions(name, players, seed, count, bots, rate, options, phase))
    assert said, "no position was checked"


def test_reasons_follow_the_position_not_the_kind_of_move():
    """Across Petroglyph's positions a flip is explained by several different facts (a card
    seen before, a card nobody has seen, a shuffle), so the kind of move alone does not
    pick the words."""
    said = Counter()
    for seed in range(1, 7):
        for state, seat, heard in positions("petroglyph", 2, seed, 40, 0.5):
            said[check("petroglyph", state, seat, heard)] += 1
    flips = {m for m in said if "seen" in m and ("card" in m or "place" in m)}
    assert "Start with a card nobody has seen yet." in said
    assert any(m.startswith("You have seen this card before") for m in said), said
    assert len(flips) >= 3, said

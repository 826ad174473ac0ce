"""Ligretto: the state, the moves, and the one place that decides legality.

seeds/ligretto.md is the source: the rules as this app plays them, every question the
printed rulebook leaves open decided there (ARCHITECTURE.md: the contract).

Ligretto is played by everyone at once. The rules stay a sequence of discrete moves:
game/realtime.py decides the order in which they arrive, and a move that is no longer
legal when it arrives is refused here like any other illegal move. Decisions taken where
the rulings are silent (each one is tested in tests/test_ligretto_rules.py):

- Who may act (`to_act`). During a round, every seat that has a legal move (a seat whose
  hand and discard are used up and whose cards fit nowhere has none). Between rounds,
  every seat may send `next_round`: the first to arrive deals, later ones are refused.
  Nobody once the game is over.
- Piles keep their numbers, in the order they were opened, for the whole round. A pile
  with a 10 on top is closed: it stays in the centre (it counts for scoring) and nothing
  plays on it.
- Turning (`turn`) is legal while the hand or the discard pile holds cards. With an empty
  hand it first turns the discard pile over into the hand (event "hand_recycled"), then
  turns the first packet. What turning can ever show, if nothing is played: the discard
  top, the top of each packet of the hand as it is now, and after that, for ever, the top
  of each packet of the cycle (the discard turned over, then the hand). Turning never
  changes that cycle, but it covers the discard top, which may lie inside a packet next
  time round and so drop out of reach (a deadlock may follow a turn).
- Deadlock, checked after every move and at every deal: when no seat can reach a card
  that goes to the centre (row tops, stack top, any card its cycle shows), every seat
  shuffles hand and discard together into a new hand (seeded, from the state's generator;
  event "deadlock"), again if that did not help, up to MAX_RESHUFFLES times. When no
  card in any hand, discard, row top or stack top could go to the centre, no shuffle can
  help: the round is "stuck" and ends at once, scored as usual (reason "stuck", no one
  called Ligretto). With Row ladders, a stuck table whose stack top can still be laddered
  onto a row plays on (that may uncover a playable card); otherwise a possible ladder
  never stops a reshuffle (only cards for the centre count). If MAX_RESHUFFLES shuffles
  all fail (odds below one in a hundred million: each shuffle shows a given card with
  odds of at least 1/3) the round ends as stuck too.
- Views are the same for every seat and for a spectator: rows, stack tops, discard tops,
  the centre and every count are public; stack cards under the top, the whole hand, and
  discard cards under the top are "?" for everyone, the owner too. That is the table as it
  lies: a player does not know the order of their own face-down hand or stack, and of a
  turned packet only the third card was ever shown. No event shows a hidden card, so no
  Ligretto event carries "seats".

Orders: a stack, a hand and a discard pile list their top card first; a centre pile and a
row space (a column, with Row ladders) list their bottom card first, top last.

Events, in the order they happen within a move (all public):
- card_played {seat, card, from: "stack"|"discard"|"row", index (row place or None),
  pile (its number, also for a new one), new, closed (a 10), revealed (the card that now
  shows where it came from: next stack top, discard top, or the card under it in a row
  ladder; None)}
- row_refilled {seat, index, card, stack (cards left), stack_top (or None)}
- laddered {seat, card, from, row, onto, revealed}                    (Row ladders)
- hand_recycled {seat, count}; then turned {seat, count, shown, hand, discard}
- deadlock {attempt, hands (sizes after the reshuffle)}, once per reshuffle
- round_over {round, reason: "stack_empty"|"stuck", by (seat or None), centre (own cards
  in the centre per seat), stacks (cards left per seat), points (this round), totals}
- game_over {scores, winners}
- new_round {seat (who asked), round, rows (row tops per seat), stack_tops, stacks, hands
  (counts)}; deadlock and round_over may follow it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import IllegalMove, Phrase, check_deck, seeded_shuffle
from .cards import (
    COLOUR,
    DECK_SIZE,
    DECKS,
    KEY,
    NUMBER,
    OWNER,
    PILE_PHRASES,
    STACK_SIZE,
    card_phrase,
    kind_phrase,
    normalise_options,
    row_size,
)

HIDDEN = "?"
PHASES = ("play", "between", "over")
WIN_POINTS = 99
PACKET = 3                 # cards turned from the hand at once
CENTRE_POINT, STACK_PENALTY = 1, 2
MAX_RESHUFFLES = 50
SOURCES = ("stack", "discard", "row")
LADDER_SOURCES = ("stack", "discard")


# --- moves -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Play:
    """A card to the centre: from the stack top, the discard top or row space `index`,
    onto pile number `pile` or "new" (a 1 opens a new pile)."""
    source: str
    pile: int | str
    index: int | None = None


@dataclass(frozen=True)
class Turn:
    """Turn three cards (fewer if fewer are left) from the hand onto the discard pile."""


@dataclass(frozen=True)
class Ladder:
    """Row ladders: the stack top or the discard top onto row space `row`."""
    source: str
    row: int


@dataclass(frozen=True)
class NextRound:
    """Between rounds: deal the next round."""


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True)
class State:
    players: int
    round: int             # 1, 2, ...: the round being played, or just scored
    phase: str             # "play", "between" (a round scored), "over"
    stacks: tuple          # per seat: the Ligretto stack, top first
    rows: tuple            # per seat: the row spaces, each a column bottom first (top last)
    hands: tuple           # per seat: the face-down hand, top first
    discards: tuple        # per seat: the face-up discard pile, top first
    piles: tuple           # the centre piles by number, each bottom (its 1) first
    points: tuple          # per seat: the total of the rounds scored so far
    history: tuple         # per scored round: each seat's points for that round
    rng: int
    options: tuple         # sorted (name, value) pairs

    @property
    def option(self) -> dict:
        return dict(self.options)

    @property
    def ladders(self) -> bool:
        return self.option["row_ladders"]

    def row_tops(self, seat: int) -> tuple:
        """The card on top of each row space (None for an empty space)."""
        return tuple(col[-1] if col else None for col in self.rows[seat])


def new_game(players: int, seed: int, options: dict | None = None, deck=None) -> State:
    """Round 1 dealt. `deck`: each seat's 40 cards in seat order; within a seat the 10
    stack cards (top first), the row left to right, then the hand (top first)."""
    if (not isinstance(players, int) or isinstance(players, bool)
            or players not in (2, 3, 4)):
        raise ValueError("Ligretto is for 2 to 4 players")
    opts = normalise_options(options)
    if deck is None:
        orders, rng = [], seed
        for seat in range(players):
            order, rng = seeded_shuffle(DECKS[seat], rng)
            orders.append(order)
    else:
        deck = check_deck(deck, [c for s in range(players) for c in DECKS[s]])
        orders = [deck[s * DECK_SIZE:(s + 1) * DECK_SIZE] for s in range(players)]
        for seat, order in enumerate(orders):
            if set(order) != set(DECKS[seat]):
                raise ValueError(f"deck: cards {40 * seat}..{40 * seat + 39} must be seat "
                                 f"{seat}'s own 40 cards")
        rng = seeded_shuffle((), seed)[1]
    state = State(players=players, round=1, phase="play", stacks=(), rows=(), hands=(),
                  discards=(), piles=(), points=(0,) * players, history=(), rng=rng,
                  options=opts)
    state = _deal(state, orders)
    return _settle(state, [])


def _deal(state: State, orders) -> State:
    n = row_size(state.players)
    return replace(state, stacks=tuple(o[:STACK_SIZE] for o in orders),
                   rows=tuple(tuple((c,) for c in o[STACK_SIZE:STACK_SIZE + n]) for o in orders),
                   hands=tuple(o[STACK_SIZE + n:] for o in orders),
                   discards=((),) * state.players, piles=())


def is_over(state: State) -> bool:
    return state.phase == "over"


def scores(state: State) -> tuple[int, ...]:
    return state.points


def winners(state: State) -> tuple[int, ...]:
    """The seats with the highest total (all of them on a tie); () until the game is over."""
    if not is_over(state):
        return ()
    best = max(state.points)
    return tuple(s for s, p in enumerate(state.points) if p == best)


def to_act(state: State) -> frozenset[int]:
    if state.phase == "over":
        return frozenset()
    if state.phase == "between":
        return frozenset(range(state.players))
    return frozenset(s for s in range(state.players) if legal_moves(state, s))


# --- where a card may go ----------------------------------------------------------------------

def _open_tops(state: State) -> dict:
    """(colour, number) a pile waits for -> pile numbers. A closed pile (a 10 on top)
    waits for nothing."""
    out: dict = {}
    for i, pile in enumerate(state.piles):
        top = pile[-1]
        if NUMBER[top] < 10:
            out.setdefault((COLOUR[top], NUMBER[top] + 1), []).append(i)
    return out


def targets(state: State, card: str, open_tops: dict | None = None) -> tuple:
    """Where `card` may go in the centre: ("new",) for a 1, else the numbers of the piles
    of its colour showing one lower."""
    if NUMBER[card] == 1:
        return ("new",)
    tops = _open_tops(state) if open_tops is None else open_tops
    return tuple(tops.get(KEY[card], ()))


def ladder_fits(card: str, onto: str) -> bool:
    """Row ladders: a card goes on a row card exactly one higher, of another colour."""
    return NUMBER[onto] == NUMBER[card] + 1 and COLOUR[onto] != COLOUR[card]


def _is_seat(state: State, seat) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.players


def legal_moves(state: State, seat: int) -> tuple:
    """Plays from the stack, then from the row (left to right), then from the discard;
    then ladders (the variant); `turn` last. Between rounds only `next_round`."""
    if state.phase == "over" or not _is_seat(state, seat):
        return ()
    if state.phase == "between":
        return (NextRound(),)
    tops = _open_tops(state)
    stack, discard = state.stacks[seat], state.discards[seat]
    out: list = []
    if stack:
        out += [Play("stack", p) for p in targets(state, stack[0], tops)]
    for i, top in enumerate(state.row_tops(seat)):
        if top is not None:
            out += [Play("row", p, i) for p in targets(state, top, tops)]
    if discard:
        out += [Play("discard", p) for p in targets(state, discard[0], tops)]
    if state.ladders:
        for source, pile in (("stack", stack), ("discard", discard)):
            if pile:
                out += [Ladder(source, i) for i, top in enumerate(state.row_tops(seat))
                        if top is not None and ladder_fits(pile[0], top)]
    if state.hands[seat] or discard:
        out.append(Turn())
    return tuple(out)


# --- apply -------------------------------------------------------------------------------

def apply(state: State, seat: int, move) -> tuple[State, list[dict]]:
    # Shapes first: Play("row", 0, True) == Play("row", 0, 1), and True is a seat.
    if not (_is_seat(state, seat) and _well_formed(move)) or move not in legal_moves(
            state, seat):
        raise IllegalMove(why_illegal(state, seat, move))
    events: list[dict] = []
    if isinstance(move, NextRound):
        return _next_round(state, seat, events)
    if isinstance(move, Turn):
        state = _turn(state, seat, events)
    elif isinstance(move, Play):
        state = _play(state, seat, move, events)
    else:
        state = _ladder(state, seat, move, events)
    if state.phase == "play" and not state.stacks[seat]:
        state = _end_round(state, events, "stack_empty", seat)
    if state.phase == "play":
        state = _settle(state, events)
    return state, events


def _take(state: State, seat: int, source: str, index: int | None):
    """Lift the top card of a source: (card, stacks, rows, discards, revealed) where
    revealed is the card that shows there now (None if nothing does)."""
    stacks, rows, discards = state.stacks, state.rows, state.discards
    if source == "stack":
        card, rest = stacks[seat][0], stacks[seat][1:]
        return card, _with(stacks, seat, rest), rows, discards, (rest[0] if rest else None)
    if source == "discard":
        card, rest = discards[seat][0], discards[seat][1:]
        return card, stacks, rows, _with(discards, seat, rest), (rest[0] if rest else None)
    col = rows[seat][index]
    card, rest = col[-1], col[:-1]
    rows = _with(rows, seat, _with(rows[seat], index, rest))
    return card, stacks, rows, discards, (rest[-1] if rest else None)


def _play(state: State, seat: int, move: Play, events: list) -> State:
    card, stacks, rows, discards, revealed = _take(state, seat, move.source, move.index)
    if move.pile == "new":
        number, piles = len(state.piles), state.piles + ((card,),)
    else:
        number = move.pile
        piles = _with(state.piles, number, state.piles[number] + (card,))
    events.append({"type": "card_played", "seat": seat, "card": card, "from": move.source,
                   "index": move.index, "pile": number, "new": move.pile == "new",
                   "closed": NUMBER[card] == 10, "revealed": revealed})
    state = replace(state, stacks=stacks, rows=rows, discards=discards, piles=piles)
    if move.source == "row" and not rows[seat][move.index]:
        state = _refill(state, seat, move.index, events)
    return state


def _refill(state: State, seat: int, index: int, events: list) -> State:
    """An empty row space takes the stack's top card at once (the round ends right after
    if that was the last one)."""
    stack = state.stacks[seat]
    if not stack:
        return state
    card, rest = stack[0], stack[1:]
    rows = _with(state.rows, seat, _with(state.rows[seat], index, (card,)))
    events.append({"type": "row_refilled", "seat": seat, "index": index, "card": card,
                   "stack": len(rest), "stack_top": rest[0] if rest else None})
    return replace(state, stacks=_with(state.stacks, seat, rest), rows=rows)


def _ladder(state: State, seat: int, move: Ladder, events: list) -> State:
    card, stacks, rows, discards, revealed = _take(state, seat, move.source, None)
    col = rows[seat][move.row]
    rows = _with(rows, seat, _with(rows[seat], move.row, col + (card,)))
    events.append({"type": "laddered", "seat": seat, "card": card, "from": move.source,
                   "row": move.row, "onto": col[-1], "revealed": revealed})
    return replace(state, stacks=stacks, rows=rows, discards=discards)


def _turn(state: State, seat: int, events: list) -> State:
    hand, discard = state.hands[seat], state.discards[seat]
    if not hand:
        hand, discard = tuple(reversed(discard)), ()
        events.append({"type": "hand_recycled", "seat": seat, "count": len(hand)})
    k = min(PACKET, len(hand))
    packet, hand = hand[:k], hand[k:]
    discard = tuple(reversed(packet)) + discard      # the packet face up: its third card shows
    events.append({"type": "turned", "seat": seat, "count": k, "shown": discard[0],
                   "hand": len(hand), "discard": len(discard)})
    return replace(state, hands=_with(state.hands, seat, hand),
                   discards=_with(state.discards, seat, discard))


def _next_round(state: State, seat: int, events: list) -> tuple[State, list]:
    orders, rng = [], state.rng
    for s in range(state.players):
        order, rng = seeded_shuffle(DECKS[s], rng)
        orders.append(order)
    state = _deal(replace(state, round=state.round + 1, phase="play", rng=rng), orders)
    events.append({"type": "new_round", "seat": seat, "round": state.round,
                   "rows": [list(state.row_tops(s)) for s in range(state.players)],
                   "stack_tops": [st[0] for st in state.stacks],
                   "stacks": [len(st) for st in state.stacks],
                   "hands": [len(h) for h in state.hands]})
    return _settle(state, events), events


# --- the end of a round -----------------------------------------------------------------------

def round_points(state: State) -> tuple[int, ...]:
    """What each seat scores if the round stopped now: +1 per card of its deck in the
    centre, -2 per card left in its stack."""
    centre = centre_counts(state)
    return tuple(CENTRE_POINT * centre[s] - STACK_PENALTY * len(state.stacks[s])
                 for s in range(state.players))


def centre_counts(state: State) -> tuple[int, ...]:
    counts = [0] * state.players
    for pile in state.piles:
        for card in pile:
            counts[OWNER[card]] += 1
    return tuple(counts)


def _end_round(state: State, events: list, reason: str, by: int | None) -> State:
    gained = round_points(state)
    totals = tuple(p + g for p, g in zip(state.points, gained))
    events.append({"type": "round_over", "round": state.round, "reason": reason, "by": by,
                   "centre": list(centre_counts(state)),
                   "stacks": [len(s) for s in state.stacks], "points": list(gained),
                   "totals": list(totals)})
    over = max(totals) >= WIN_POINTS
    state = replace(state, points=totals, history=state.history + (gained,),
                    phase="over" if over else "between")
    if over:
        events.append({"type": "game_over", "scores": list(totals),
                       "winners": list(winners(state))})
    return state


# --- deadlock ---------------------------------------------------------------------------------

def packet_tops(cards: tuple) -> set:
    """The cards that show when `cards` (a hand, top first) is turned packet by packet."""
    n = len(cards)
    return {cards[min(i + PACKET - 1, n - 1)] for i in range(0, n, PACKET)}


def cycle_shows(hand: tuple, discard: tuple) -> set:
    """Every card that turning the hand, again and again, would ever show on the discard
    pile if nothing is played: the discard top now, the packet tops of the hand as it is,
    and then the packet tops of the cycle (the discard turned over, then the hand), which
    repeat for ever in the same order."""
    shown = packet_tops(hand) | packet_tops(tuple(reversed(discard)) + hand)
    if discard:
        shown.add(discard[0])
    return shown


def reachable(state: State, seat: int) -> set:
    """The cards `seat` can get at without playing any card: row tops, the stack top, and
    what its hand's cycle shows."""
    out = {t for t in state.row_tops(seat) if t is not None}
    if state.stacks[seat]:
        out.add(state.stacks[seat][0])
    return out | cycle_shows(state.hands[seat], state.discards[seat])


def _goes_to_centre(card: str, tops: dict) -> bool:
    return NUMBER[card] == 1 or KEY[card] in tops


def can_progress(state: State) -> bool:
    """Some seat can reach a card that goes to the centre now."""
    tops = _open_tops(state)
    return any(_goes_to_centre(c, tops) for s in range(state.players)
               for c in reachable(state, s))


def could_ever_play(state: State) -> bool:
    """Some card that a shuffle of hand and discard could bring within reach (any card of
    a hand or discard), or a row top or a stack top, goes to the centre now."""
    tops = _open_tops(state)
    for s in range(state.players):
        cards = set(state.hands[s]) | set(state.discards[s])
        cards |= {t for t in state.row_tops(s) if t is not None}
        if state.stacks[s]:
            cards.add(state.stacks[s][0])
        if any(_goes_to_centre(c, tops) for c in cards):
            return True
    return False


def _stack_ladders(state: State) -> bool:
    return state.ladders and any(
        Ladder("stack", i) in legal_moves(state, s) for s in range(state.players)
        for i in range(len(state.rows[s])))


def settled(state: State) -> bool:
    """A round in play can go on: some seat reaches a card for the centre, or (Row
    ladders) nothing could ever go there but a stack top can still be laddered."""
    return can_progress(state) or (not could_ever_play(state) and _stack_ladders(state))


def _settle(state: State, events: list) -> State:
    """After every move and every deal: reshuffle a deadlock; end a stuck round."""
    for attempt in range(1, MAX_RESHUFFLES + 1):
        if settled(state):
            return state
        if not could_ever_play(state):
            break
        state = _reshuffle(state)
        events.append({"type": "deadlock", "attempt": attempt,
                       "hands": [len(h) for h in state.hands]})
    if settled(state):
        return state
    return _end_round(state, events, "stuck", None)


def _reshuffle(state: State) -> State:
    hands, rng = [], state.rng
    for s in range(state.players):
        hand, rng = seeded_shuffle(state.hands[s] + state.discards[s], rng)
        hands.append(hand)
    return replace(state, hands=tuple(hands), discards=((),) * state.players, rng=rng)


def _with(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


# --- refusals in words ----------------------------------------------------------------------

def _well_formed(move) -> bool:
    def whole(v):
        return isinstance(v, int) and not isinstance(v, bool)
    if isinstance(move, Play):
        return (move.source in SOURCES and (move.pile == "new" if isinstance(move.pile, str)
                                            else whole(move.pile))
                and (whole(move.index) if move.source == "row" else move.index is None))
    if isinstance(move, Ladder):
        return move.source in LADDER_SOURCES and whole(move.row)
    return isinstance(move, (Turn, NextRound))


def why_illegal(state: State, seat, move) -> Phrase:
    if state.phase == "over":
        return Phrase("The game is over.")
    if not _is_seat(state, seat):
        return Phrase("There is no seat {seat} at this table.", seat=repr(seat))
    if not _well_formed(move):
        return Phrase("That is not a Ligretto move.")
    if state.phase == "between":
        return Phrase("The round is over: deal the next round first.")
    if isinstance(move, NextRound):
        return Phrase("This round is still being played.")
    if isinstance(move, Turn):
        return Phrase("Your hand and your discard pile are empty: there is nothing to turn.")
    if isinstance(move, Ladder):
        return _why_ladder(state, seat, move)
    card = _source_card(state, seat, move.source, move.index)
    if isinstance(card, Phrase):
        return card
    colour, number = COLOUR[card], NUMBER[card]
    if move.pile == "new":
        return Phrase("Only a 1 starts a new pile; your {card} goes on a {pile} showing "
                      "{number}.", card=card_phrase(card), pile=PILE_PHRASES[colour],
                      number=number - 1)
    if not 0 <= move.pile < len(state.piles):
        return Phrase("There is no pile number {pile}.", pile=move.pile)
    top = state.piles[move.pile][-1]
    if number == 1:
        return Phrase("A 1 always starts a new pile of its own.")
    if NUMBER[top] == 10:
        return Phrase("That pile is complete with its 10: nothing more goes on it.")
    return Phrase("That pile shows a {top}; your {card} goes on a {needed}.",
                  top=card_phrase(top), card=card_phrase(card),
                  needed=kind_phrase(colour, number - 1))


def _source_card(state: State, seat: int, source: str, index) -> str | Phrase:
    """The card a move would take, or (a Phrase) why there is none."""
    if source == "stack":
        stack = state.stacks[seat]
        return stack[0] if stack else Phrase("Your Ligretto stack is empty.")
    if source == "discard":
        discard = state.discards[seat]
        return discard[0] if discard else Phrase("Your discard pile is empty: turn cards "
                                                 "from your hand first.")
    if not 0 <= index < len(state.rows[seat]):
        return _row_places(state, seat)
    col = state.rows[seat][index]
    return col[-1] if col else Phrase("That place in your row is empty.")


def _row_places(state: State, seat: int) -> Phrase:
    return Phrase("Your row has places 0 to {last}.", last=len(state.rows[seat]) - 1)


def _why_ladder(state: State, seat: int, move: Ladder) -> Phrase:
    if not state.ladders:
        return Phrase("Row ladders are not played at this table.")
    card = _source_card(state, seat, move.source, None)
    if isinstance(card, Phrase):
        return card
    if not 0 <= move.row < len(state.rows[seat]):
        return _row_places(state, seat)
    onto = state.rows[seat][move.row][-1]
    return Phrase("On your row a card goes on one exactly one higher of another colour: "
                  "your {card} cannot go on the {onto}.", card=card_phrase(card),
                  onto=card_phrase(onto))


# --- what a seat sees ----------------------------------------------------------------------

def view(state: State, seat: int | None) -> State:
    """The table as it lies, the same for every seat and for a spectator: every card face
    down or covered is HIDDEN (sizes stay), and so is the generator."""
    def top_only(cards):
        return cards[:1] + (HIDDEN,) * (len(cards) - 1)
    return replace(state, stacks=tuple(top_only(s) for s in state.stacks),
                   hands=tuple((HIDDEN,) * len(h) for h in state.hands),
                   discards=tuple(top_only(d) for d in state.discards), rng=0)

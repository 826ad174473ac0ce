"""Ligretto: the state, the moves, and the one place that decides legality.

seeds/ligretto.md is the source: the rules as this app plays them, every question the
printed rulebook leaves open decided there (ARCHITECTURE.md: the contract).

Ligretto is played by everyone at once. The rules stay a sequence of discrete moves:
game/realtime.py decides the order in which they arrive, and a move that is no longer
legal when it arrives is refused here like any other illegal move. Decisions taken where
the rulings are silent (each one is tested in tests/test_ligretto_deal.py, _plays.py,
_rounds.py, _seats.py and _ladders.py):

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

Orders of the piles, the moves and the state: state.py.

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

from dataclasses import replace

from .. import headstart
from ..core import IllegalMove, check_deck, seeded_shuffle
from .cards import DECK_SIZE, DECKS, NUMBER, OWNER, STACK_SIZE, normalise_options, row_size
from .reach import (
    can_progress,
    could_ever_play,
    cycle_shows,
    ladder_fits,
    open_tops,
    packet_tops,
    reachable,
    targets,
)
from .refusals import well_formed, why_illegal
from .state import (
    CENTRE_POINT,
    HIDDEN,
    LADDER_SOURCES,
    MAX_RESHUFFLES,
    PACKET,
    PHASES,
    SOURCES,
    STACK_PENALTY,
    WIN_POINTS,
    Ladder,
    NextRound,
    Play,
    State,
    Turn,
    all_cards,
    is_seat,
    resample,
)

# The game's whole contract is read from here (game/__init__.py, `declare`), wherever a
# name is defined.
__all__ = [
    "CENTRE_POINT", "HIDDEN", "LADDER_SOURCES", "MAX_RESHUFFLES", "PACKET", "PHASES",
    "SOURCES", "STACK_PENALTY", "WIN_POINTS", "Ladder", "NextRound", "Play", "State", "Turn",
    "all_cards", "apply", "can_progress", "centre_counts", "could_ever_play", "cycle_shows",
    "is_over", "ladder_fits", "legal_moves", "new_game", "packet_tops", "reachable",
    "resample", "round_points", "scores", "settled", "stack_size", "targets", "to_act", "view",
    "why_illegal", "winners",
]

def new_game(players: int, seed: int, options: dict | None = None, deck=None) -> State:
    """Round 1 dealt. `deck`: each seat's 40 cards in seat order; within a seat the 10
    stack cards (top first), the row left to right, then the hand (top first)."""
    if (not isinstance(players, int) or isinstance(players, bool)
            or players not in (2, 3, 4)):
        raise ValueError("Ligretto is for 2 to 4 players")
    opts = normalise_options(options)
    headstart.check_seats(opts, players)
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


def stack_size(state: State, seat: int) -> int:
    """A seat's Ligretto stack at each deal: 10 cards, fewer for a head start (the cards
    left over go to the hand)."""
    helped = seat in headstart.seats_of(state.options)
    return headstart.LIGRETTO_STACK if helped else STACK_SIZE


def _deal(state: State, orders) -> State:
    n = row_size(state.players)
    k = [stack_size(state, seat) for seat in range(state.players)]
    return replace(state, stacks=tuple(o[:k[s]] for s, o in enumerate(orders)),
                   rows=tuple(tuple((c,) for c in o[k[s]:k[s] + n])
                              for s, o in enumerate(orders)),
                   hands=tuple(o[k[s] + n:] for s, o in enumerate(orders)),
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

def legal_moves(state: State, seat: int) -> tuple:
    """Plays from the stack, then from the row (left to right), then from the discard;
    then ladders (the variant); `turn` last. Between rounds only `next_round`."""
    if state.phase == "over" or not is_seat(state, seat):
        return ()
    if state.phase == "between":
        return (NextRound(),)
    tops = open_tops(state)
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
    if not (is_seat(state, seat) and well_formed(move)) or move not in legal_moves(
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


# --- what a seat sees ----------------------------------------------------------------------

def view(state: State, seat: int | None) -> State:
    """The table as it lies, the same for every seat and for a spectator: every card face
    down or covered is HIDDEN (sizes stay), and so is the generator."""
    def top_only(cards):
        return cards[:1] + (HIDDEN,) * (len(cards) - 1)
    return replace(state, stacks=tuple(top_only(s) for s in state.stacks),
                   hands=tuple((HIDDEN,) * len(h) for h in state.hands),
                   discards=tuple(top_only(d) for d in state.discards), rng=0)

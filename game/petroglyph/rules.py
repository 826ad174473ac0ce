"""Petroglyph: the state, the moves, and the one place that decides legality.

seeds/petroglyph.md is the source: the rules as this app plays them, every question the
printed rulebook leaves open decided there (ARCHITECTURE.md: the contract).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .. import grid as g
from .. import headstart
from ..core import IllegalMove, Phrase, check_deck, seeded_shuffle
from .cards import DECK, can_make_set, colour, is_complete, is_set, one_colour, set_points

HIDDEN = "?"
PHASES = ("flip", "shuffle", "discard", "solo_shuffle", "over")
OPTIONS = {"solo_shuffle": ("lines", "rows")}
DEFAULT_OPTIONS = {"solo_shuffle": "lines"}


# --- moves -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Flip:
    cell: tuple[int, int]


@dataclass(frozen=True)
class Collect:
    pass


@dataclass(frozen=True)
class Shuffle:
    line: str
    index: int


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Discard:
    cell: tuple[int, int]


# --- state -------------------------------------------------------------------------------

@dataclass(frozen=True)
class State:
    players: int
    grid: tuple            # 16 slots row by row: card id, HIDDEN (in a view) or None (empty)
    up: tuple[int, ...]    # slots turned face up this turn, in the order turned
    phase: str
    current: int
    sets: tuple            # per seat: a tuple of collected sets, each a tuple of ids
    discarded: tuple[str, ...]  # solitaire: cards out of the game
    aside: str            # the 17th card, never used
    kept: tuple[int, ...]  # solitaire: slots just turned back; a forced shuffle must touch one
    rng: int
    options: tuple         # sorted (name, value) pairs

    @property
    def option(self) -> dict:
        return dict(self.options)

    def face_down(self) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.grid) if c is not None and i not in self.up)

    def turned(self) -> tuple[str, ...]:
        return tuple(self.grid[i] for i in self.up)


def normalise_options(options: dict | None) -> tuple:
    merged = dict(DEFAULT_OPTIONS)
    headstart.merged(merged, options)
    for key, value in headstart.without(options).items():
        if key not in OPTIONS or value not in OPTIONS[key]:
            raise ValueError(f"unknown Petroglyph option {key}={value!r}")
        merged[key] = value
    return tuple(sorted(merged.items()))


def new_game(players: int, seed: int, options: dict | None = None, deck=None) -> State:
    if not 1 <= players <= 4:
        raise ValueError("Petroglyph is for 1 to 4 players")
    opts = normalise_options(options)
    headstart.check_seats(opts, players)
    if deck is None:
        deck, rng = seeded_shuffle(DECK, seed)
    else:
        deck, rng = check_deck(deck, DECK), seeded_shuffle((), seed)[1]
    return State(players=players, grid=tuple(deck[:16]), up=(), phase="flip", current=0,
                 sets=((),) * players, discarded=(), aside=deck[16], kept=(), rng=rng,
                 options=opts)


def to_act(state: State) -> frozenset[int]:
    return frozenset() if state.phase == "over" else frozenset({state.current})


def is_over(state: State) -> bool:
    return state.phase == "over"


def scores(state: State) -> tuple[int, ...]:
    return tuple(sum(set_points(s) for s in seat_sets) for seat_sets in state.sets)


def shuffle_kinds(state: State) -> tuple[str, ...]:
    if state.players == 1 and state.option["solo_shuffle"] == "rows":
        return ("row",)
    return g.LINE_KINDS


def line_cards(state: State, kind: str, i: int) -> tuple[int, ...]:
    """Slots of a line that hold a card."""
    return tuple(p for p in (g.index(c) for c in g.line(kind, i)) if state.grid[p] is not None)


def shuffle_lines(state: State) -> tuple[tuple[str, int], ...]:
    """Lines the player may shuffle now."""
    if state.phase == "shuffle":
        # A line with fewer than two face-down cards cannot change, so it is not offered.
        return tuple(ln for ln in g.lines() if len(line_cards(state, *ln)) >= 2)
    if state.phase == "solo_shuffle":
        return tuple(ln for ln in g.lines(shuffle_kinds(state))
                     if len(line_cards(state, *ln)) >= 3
                     and any(p in state.kept for p in line_cards(state, *ln)))
    return ()


def legal_moves(state: State, seat: int) -> tuple:
    if state.phase == "over" or seat != state.current:
        return ()
    if state.phase == "flip":
        moves = tuple(Flip(g.cell_of(i)) for i in state.face_down())
        greens = state.up and all(colour(c) == "G" for c in state.turned())
        return moves + ((Collect(),) if greens else ())
    if state.phase == "shuffle":
        return tuple(Shuffle(k, i) for k, i in shuffle_lines(state)) + (Pass(),)
    if state.phase == "discard":
        return tuple(Discard(g.cell_of(i)) for i in state.up)
    return tuple(Shuffle(k, i) for k, i in shuffle_lines(state))


# --- apply -------------------------------------------------------------------------------

def apply(state: State, seat: int, move) -> tuple[State, list[dict]]:
    if move not in legal_moves(state, seat):
        raise IllegalMove(why_illegal(state, seat, move))
    if isinstance(move, Flip):
        return _flip(state, g.index(move.cell))
    if isinstance(move, Collect):
        events: list[dict] = []
        state = _collect(state, events)
        return _end_turn(state, events)
    if isinstance(move, Shuffle):
        return _shuffle(state, move)
    if isinstance(move, Pass):
        return _end_turn(state, [{"type": "pass", "seat": state.current}])
    return _discard(state, g.index(move.cell))


def _flip(state: State, slot: int) -> tuple[State, list[dict]]:
    state = replace(state, up=state.up + (slot,))
    events = [{"type": "flip", "cell": list(g.cell_of(slot)), "card": state.grid[slot],
               "seat": state.current}]
    cards = state.turned()
    if not state.face_down():
        # The last face-down card: the game ends, and only a set is collected.
        if is_set(cards):
            state = _collect(state, events)
        state = replace(state, phase="over")
        events.append({"type": "game_over", "scores": list(scores(state))})
        return state, events
    if not one_colour(cards):
        return _mismatch(state, events)
    if is_complete(cards):
        state = _collect(state, events)
        return _end_turn(state, events)
    return state, events


def _collect(state: State, events: list[dict]) -> State:
    cards = state.turned()
    seat = state.current
    grid = list(state.grid)
    for slot in state.up:
        grid[slot] = None
    sets = list(state.sets)
    sets[seat] = sets[seat] + (cards,)
    events.append({"type": "collect", "seat": seat, "cards": list(cards),
                   "cells": [list(g.cell_of(p)) for p in state.up],
                   "points": set_points(cards)})
    return replace(state, grid=tuple(grid), up=(), sets=tuple(sets))


def _mismatch(state: State, events: list[dict]) -> tuple[State, list[dict]]:
    cells = [list(g.cell_of(p)) for p in state.up]
    events.append({"type": "mismatch", "seat": state.current, "cells": cells})
    if state.players == 1:
        return replace(state, phase="discard"), events
    events.append({"type": "turn_back", "cells": cells})
    return replace(state, up=(), phase="shuffle"), events


def _discard(state: State, slot: int) -> tuple[State, list[dict]]:
    card = state.grid[slot]
    grid = list(state.grid)
    grid[slot] = None
    kept = tuple(p for p in state.up if p != slot)
    state = replace(state, grid=tuple(grid), up=(), kept=kept,
                    discarded=state.discarded + (card,), phase="solo_shuffle")
    events = [{"type": "discard", "cell": list(g.cell_of(slot)), "card": card},
              {"type": "turn_back", "cells": [list(g.cell_of(p)) for p in kept]}]
    if not can_make_set(state.grid[i] for i in state.face_down()):
        return _end_turn(state, events)  # the game is decided: a shuffle would change nothing
    if not shuffle_lines(state):
        events.append({"type": "no_shuffle"})
        return _end_turn(state, events)
    return state, events


def _shuffle(state: State, move: Shuffle) -> tuple[State, list[dict]]:
    grid, slots, rng = g.shuffle_line(state.grid, move.line, move.index, state.rng,
                                      lambda p: state.grid[p] is not None)
    events = [{"type": "shuffle", "seat": state.current, "line": move.line,
               "index": move.index, "cells": [list(g.cell_of(p)) for p in slots]}]
    return _end_turn(replace(state, grid=grid, rng=rng), events)


def _end_turn(state: State, events: list[dict]) -> tuple[State, list[dict]]:
    state = replace(state, up=(), kept=())
    hidden = [state.grid[i] for i in state.face_down()]
    if not can_make_set(hidden):
        state = replace(state, phase="over")
        events.append({"type": "game_over", "scores": list(scores(state))})
        return state, events
    nxt = (state.current + 1) % state.players
    events.append({"type": "turn", "seat": nxt})
    return replace(state, current=nxt, phase="flip"), events


# --- refusals in words ----------------------------------------------------------------------

def why_illegal(state: State, seat: int, move) -> Phrase:
    if state.phase == "over":
        return Phrase("The game is over.")
    if seat != state.current:
        return Phrase("It is not your turn.")
    phase_hint = {
        "shuffle": Phrase("Your cards did not match: shuffle a row or a column, or don't "
                          "shuffle."),
        "discard": Phrase("Your cards did not match: choose one of the face-up cards to "
                          "discard."),
        "solo_shuffle": Phrase("Now shuffle one of the rows or columns that light up."),
    }
    if state.phase != "flip" and isinstance(move, (Flip, Collect)):
        return phase_hint[state.phase]
    if isinstance(move, Flip):
        if not g.on_grid(move.cell):
            return Phrase("There is no such space on the table.")
        slot = g.index(move.cell)
        if state.grid[slot] is None:
            return Phrase("That space is empty.")
        return Phrase("That card is already face up.")
    if isinstance(move, Collect):
        if not state.up:
            return Phrase("Turn over a card first.")
        return Phrase("Only green cups can be collected early; other sets are taken when "
                      "complete.")
    if isinstance(move, Pass):
        if state.phase == "solo_shuffle":
            return Phrase("In solitaire the shuffle is not optional: pick a row or column that "
                          "lights up.")
        return Phrase("Not shuffling is a choice only after a mismatch.")
    if isinstance(move, Shuffle):
        if state.phase == "shuffle":
            return Phrase("That line has fewer than two face-down cards: shuffling would "
                          "change nothing.")
        if state.phase == "solo_shuffle":
            if move.line not in shuffle_kinds(state):
                return Phrase("With this option only rows are shuffled.")
            return Phrase("Shuffle a line with 3 or 4 cards that holds one of the cards you "
                          "kept.")
        return Phrase("You may only shuffle after a mismatch.")
    if isinstance(move, Discard):
        if state.phase == "discard":
            return Phrase("Discard one of the face-up cards.")
        return Phrase("You only discard after a mismatch in solitaire.")
    return Phrase("That move is not allowed now.")


def view(state: State, seat: int | None) -> State:
    """Every player sees the same table: face-down cards, the aside card and the
    generator (which would predict shuffles) are hidden."""
    grid = tuple(HIDDEN if c is not None and i not in state.up else c
                 for i, c in enumerate(state.grid))
    return replace(state, grid=grid, aside=HIDDEN, rng=0)


def glance_row(seat: int) -> int:
    """The row a head start's glance shows `seat` (0 at the top): each seat its own, so
    two people who took one see different cards."""
    return seat % g.SIZE


def glance(state: State, seat: int) -> dict[int, str]:
    """A head start's glance, worked out from the whole state (never a view: a view
    hides the cards): slot -> card for the face-down cards of `seat`'s row, shown to that
    person alone for a moment at the start of their first turn; empty for a seat that
    took no head start (the screen says when, and for how long: `headstart.GLANCE_MS`)."""
    if seat not in headstart.seats_of(state.options):
        return {}
    row = glance_row(seat)
    slots = range(row * g.SIZE, (row + 1) * g.SIZE)
    return {i: state.grid[i] for i in slots
            if state.grid[i] not in (None, HIDDEN) and i not in state.up}


def resample(state: State, seat: int | None, rng) -> State:
    """A state `seat` could not tell from this one (its view is the same): the face-down
    cards and the aside card dealt again among their places, and another generator."""
    places = state.face_down()
    hidden = [state.grid[i] for i in places] + [state.aside]
    rng.shuffle(hidden)
    grid = list(state.grid)
    for i, card in zip(places, hidden):
        grid[i] = card
    return replace(state, grid=tuple(grid), aside=hidden[-1], rng=rng.getrandbits(63))


def all_cards(state: State) -> list[str]:
    """Every card of the game, wherever it lies: the same after every move."""
    held = [c for c in state.grid if c is not None] + [state.aside, *state.discarded]
    return held + [c for seat in state.sets for one in seat for c in one]

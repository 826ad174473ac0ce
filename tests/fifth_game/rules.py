"""Nimble's rules: a pile, turns, and one hidden token per seat."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import IllegalMove, Phrase, check_deck, seeded_shuffle

TOKENS = ("t1", "t2", "t3", "t1b", "t2b", "t3b")
HIDDEN = "?"


@dataclass(frozen=True)
class Take:
    n: int


@dataclass(frozen=True)
class State:
    players: int
    pile: int
    current: int
    taken: tuple[int, ...]
    tokens: tuple[str, ...]        # each seat's token, hidden from the others
    rng: int = 0

    @property
    def phase(self) -> str:
        """What a board's banner asks (scenes/boards/common.py): "over" or "play"."""
        return "over" if self.pile == 0 else "play"


def new_game(players: int, seed: int, options=None, deck=None) -> State:
    if deck is None:
        deck, rng = seeded_shuffle(TOKENS, seed)
    else:
        deck, rng = check_deck(deck, TOKENS), seed
    return State(players, 5 + 2 * players, 0, (0,) * players, tuple(deck[:players]), rng)


def to_act(state: State) -> frozenset[int]:
    return frozenset() if is_over(state) else frozenset({state.current})


def legal_moves(state: State, seat: int) -> tuple:
    if seat not in to_act(state):
        return ()
    return tuple(Take(n) for n in (1, 2, 3) if n <= state.pile)


def why_illegal(state: State, seat: int, move) -> Phrase:
    if is_over(state):
        return Phrase("The game is over.")
    if seat != state.current:
        return Phrase("It is not your turn.")
    return Phrase("That move is not allowed now.")


def apply(state: State, seat: int, move):
    if move not in legal_moves(state, seat):
        raise IllegalMove(why_illegal(state, seat, move))
    taken = list(state.taken)
    taken[seat] += move.n
    new = replace(state, pile=state.pile - move.n, taken=tuple(taken),
                  current=(seat + 1) % state.players)
    events = [{"type": "took", "seat": seat, "n": move.n}]
    if is_over(new):
        events.append({"type": "game_over", "scores": list(scores(new))})
    else:
        events.append({"type": "turn", "seat": new.current})
    return new, events


def is_over(state: State) -> bool:
    return state.pile == 0


def scores(state: State) -> tuple[int, ...]:
    if not is_over(state):
        return state.taken
    return tuple(t + int(tok[1]) for t, tok in zip(state.taken, state.tokens))


def view(state: State, seat) -> State:
    shown = tuple(tok if seat == i or is_over(state) else HIDDEN
                  for i, tok in enumerate(state.tokens))
    return replace(state, tokens=shown, rng=0)


def resample(state: State, seat, rng) -> State:
    """A state `seat` could not tell from this one: the tokens it cannot see drawn again
    from those it has not seen, and another generator."""
    shown = view(state, seat).tokens
    pool = [t for t in TOKENS if t not in shown]
    rng.shuffle(pool)
    tokens = tuple(pool.pop() if tok == HIDDEN else tok for tok in shown)
    return replace(state, tokens=tokens, rng=rng.getrandbits(63))

"""Petroglyph: memory with a twist (1-4 players and solitaire)."""

from types import SimpleNamespace

from . import codec, rules


def make_bot(level: str, seat: int, seed: int):
    from .bots import make_bot as _make

    return _make(level, seat, seed)


RULES = SimpleNamespace(
    name="petroglyph",
    title="Petroglyph",
    min_players=1,
    max_players=4,
    new_game=rules.new_game,
    to_act=rules.to_act,
    legal_moves=rules.legal_moves,
    apply=rules.apply,
    is_over=rules.is_over,
    scores=rules.scores,
    view=rules.view,
    move_to_dict=codec.move_to_dict,
    move_from_dict=codec.move_from_dict,
    state_to_dict=codec.state_to_dict,
    state_from_dict=codec.state_from_dict,
    make_bot=make_bot,
)

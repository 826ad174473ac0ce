"""Ligretto: everyone plays at once, racing to empty their Ligretto stack (2-4 players).

The rules are a sequence of discrete moves like every other game here; game/realtime.py
turns them into a real-time game (arrival order, bots' reaction times). Not in game.RULES
yet: the board comes later, and the menu and the bench iterate that registry.
"""

from types import SimpleNamespace

from . import codec, rules


def make_bot(level: str, seat: int, seed: int):
    from .bots import make_bot as _make

    return _make(level, seat, seed)


RULES = SimpleNamespace(
    name="ligretto",
    title="Ligretto",
    min_players=2,
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
    realtime=True,
)

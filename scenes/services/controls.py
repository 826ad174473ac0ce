"""Who plays a real-time game with what: the mouse, a block of keys, or a game controller.

In a game in real time everyone plays at once, so two to four people at one computer
each need controls of their own. A person's controls are one of CONTROLS; the two key blocks sit
at the two ends of one keyboard so that two people can share it, and each is a mapping
action -> key name (pygame's `key.name`, kept as text so the settings can store it and
this module needs no pygame). The settings keep the blocks as the family remapped them.

With one person at the table nothing changes: the mouse and the single person's keys
(SOLO_KEYS: 1-5, S, D, Space) are theirs, and any controller works for them too.
"""

from __future__ import annotations

from game.core import Phrase

MOUSE, LEFT_KEYS, RIGHT_KEYS, PAD = "mouse", "keys_left", "keys_right", "controller"
CONTROLS = (MOUSE, LEFT_KEYS, RIGHT_KEYS, PAD)
BLOCKS = (LEFT_KEYS, RIGHT_KEYS)
# What a person does with their own cards: a row card (1st to 5th), the stack's top, the
# discard's top, turning three from the hand.
ROW_ACTIONS = ("row1", "row2", "row3", "row4", "row5")
ACTIONS = ROW_ACTIONS + ("stack", "discard", "turn")

DEFAULT_BLOCKS = {
    # The left hand: the row on the top letter row, the stack, discard and turn beneath.
    LEFT_KEYS: {"row1": "q", "row2": "w", "row3": "e", "row4": "r", "row5": "t",
                "stack": "a", "discard": "s", "turn": "d"},
    # The right hand, the same shape at the other end of the letters.
    RIGHT_KEYS: {"row1": "y", "row2": "u", "row3": "i", "row4": "o", "row5": "p",
                 "stack": "j", "discard": "k", "turn": "l"},
}
# Keys the table itself answers (Esc pauses, H a hint, F11 full screen, Ctrl+Z): a block
# may not take them.
TABLE_KEYS = frozenset({"escape", "h", "f11", "z", "return", "tab"})

# A controller's buttons (SDL's names, the Xbox layout every mapping follows): the d-pad
# for the first four row cards, a shoulder for the fifth, the face buttons for the rest.
PAD_BUTTONS = {"row1": "dpleft", "row2": "dpup", "row3": "dpright", "row4": "dpdown",
               "row5": "rightshoulder", "stack": "x", "discard": "b", "turn": "a"}
PAD_PAUSE = "start"


def default_controls(people: int) -> list[str]:
    """The controls people get in seat order: the mouse, the left keys, the right keys,
    then controllers."""
    order = [MOUSE, LEFT_KEYS, RIGHT_KEYS]
    return [order[k] if k < len(order) else PAD for k in range(people)]


def seat_controls(people: list[int], chosen: dict | None = None) -> dict[int, str]:
    """Each person's controls (seat -> control): what was chosen where it is a control no
    one else has (controllers may repeat: each person plugs in their own), else the
    defaults in order among those left."""
    chosen = chosen or {}
    out: dict[int, str] = {}
    for seat in people:
        want = chosen.get(seat)
        if want in CONTROLS and (want == PAD or want not in out.values()):
            out[seat] = want
    free = [c for c in default_controls(len(people) + len(BLOCKS) + 1)
            if c == PAD or c not in out.values()]
    for seat in people:
        if seat not in out:
            out[seat] = free.pop(0)
    return {seat: out[seat] for seat in people}


def blocks_from(stored) -> dict[str, dict[str, str]]:
    """The key blocks as the settings stored them, each checked; a block that is not a
    whole, clash-free mapping falls back to its default."""
    out = {b: dict(DEFAULT_BLOCKS[b]) for b in BLOCKS}
    if not isinstance(stored, dict):
        return out
    for b in BLOCKS:
        block = stored.get(b)
        if isinstance(block, dict) and set(block) == set(ACTIONS) \
                and all(isinstance(k, str) and k for k in block.values()):
            out[b] = dict(block)
    if clash(out) is not None:
        return {b: dict(DEFAULT_BLOCKS[b]) for b in BLOCKS}
    return out


def clash(blocks: dict[str, dict[str, str]]) -> tuple | None:
    """The first key given twice across the blocks (or one the table uses), as
    (key, block, action), else None."""
    seen: dict[str, tuple] = {}
    for b in BLOCKS:
        for action in ACTIONS:
            key = blocks[b][action]
            if key in TABLE_KEYS or key in seen:
                return (key, b, action)
            seen[key] = (b, action)
    return None


def remap(blocks: dict, block: str, action: str, key: str) -> tuple[dict, Phrase | None]:
    """`blocks` with `key` for `action` of `block`, or the blocks unchanged and why not."""
    if key in TABLE_KEYS:
        return blocks, Phrase("The table uses that key: pick another.")
    for b in BLOCKS:
        for a in ACTIONS:
            if blocks[b][a] == key and (b, a) != (block, action):
                return blocks, Phrase("That key is already taken: pick another.")
    new = {b: dict(blocks[b]) for b in BLOCKS}
    new[block][action] = key
    return new, None

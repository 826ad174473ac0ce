"""Who plays a real-time game with what: the mouse, a block of keys, or a game controller.

In a game in real time everyone plays at once, so two to four people at one computer
each need controls of their own. A person's controls are one of CONTROLS; the two key blocks sit
at the two ends of one keyboard so that two people can share it, and each is a mapping
action -> a key's place on the keyboard: SDL's scancode (the USB number of the key, the
same on every layout), so a block keeps its shape on AZERTY, QWERTZ or any other
keyboard. What the key is called is the keyboard's own business: kit/keys.py asks
shell/keymap.py. The settings keep the blocks as the family remapped them; settings from
before kept key names, which `blocks_from` turns into places.

With one person at the table nothing changes: the mouse and the single person's keys
(SOLO_KEYS: 1-5, S, D, Space) are theirs, and any controller works for them too.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Phrase

MOUSE, LEFT_KEYS, RIGHT_KEYS, PAD = "mouse", "keys_left", "keys_right", "controller"
CONTROLS = (MOUSE, LEFT_KEYS, RIGHT_KEYS, PAD)
BLOCKS = (LEFT_KEYS, RIGHT_KEYS)
# What a person does with their own cards: a row card (1st to 5th), the stack's top, the
# discard's top, turning three from the hand.
ROW_ACTIONS = ("row1", "row2", "row3", "row4", "row5")
ACTIONS = ROW_ACTIONS + ("stack", "discard", "turn")

# The places of the keys that type these characters on an English (US) keyboard, which
# is how SDL numbers its scancodes: the letters from 4, the digits from 30, then the rest.
US_PLACES = {**{chr(ord("a") + k): 4 + k for k in range(26)},
             **{str((k + 1) % 10): 30 + k for k in range(10)},
             **{c: 45 + k for k, c in enumerate("-=[]\\#;'`,./")}, " ": 44}


def us_place(name: str) -> int | None:
    """The place of a key by its old stored name, read as on an English keyboard (used
    when the keyboard's own map cannot be asked)."""
    return US_PLACES.get(" " if name == "space" else name)


DEFAULT_BLOCKS = {
    # The left hand: the row on the top letter row, the stack, discard and turn beneath
    # (Q W E R T / A S D on QWERTY, A Z E R T / Q S D on AZERTY).
    LEFT_KEYS: {a: US_PLACES[k] for a, k in zip(ACTIONS, "qwertasd")},
    # The right hand, the same shape at the other end of the letters.
    RIGHT_KEYS: {a: US_PLACES[k] for a, k in zip(ACTIONS, "yuiopjkl")},
}
# The blocks as the settings kept them before they were places (key names).
OLD_DEFAULTS = {LEFT_KEYS: dict(zip(ACTIONS, "qwertasd")),
                RIGHT_KEYS: dict(zip(ACTIONS, "yuiopjkl"))}
# Keys the table itself answers, by what they type (Esc pauses, H a hint, F11 full
# screen, F7 a card looked at closely): a block may not take them. (Ctrl+Z takes back,
# but a Z alone is free: on AZERTY it is the left block's 2nd key.)
TABLE_KEYS = frozenset({"escape", "h", "f11", "return", "tab", "f7"})
# The places of those the same on every keyboard (Return, Esc, Tab, F11, F7).
TABLE_PLACES = frozenset({40, 41, 43, 68, 64})

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


def blocks_from(stored, place_of: Callable[[str], int | None] = us_place,
                lost: list | None = None) -> dict[str, dict[str, int]]:
    """The key blocks as the settings stored them, each checked; a block that is not a
    whole, clash-free mapping falls back to its default. A block kept by an older version
    as key names is turned into places: the old defaults into the new ones (the shape they
    meant), a key the family chose into the place of the key that types it (`place_of`,
    the keyboard's own map when the app has one). `lost` gets the name of each block
    stored that could not be used (the settings say so), "clash" when two keys clashed."""
    lost = [] if lost is None else lost
    out = {b: dict(DEFAULT_BLOCKS[b]) for b in BLOCKS}
    if not isinstance(stored, dict):
        if stored is not None:
            lost.append("keys")
        return out
    for b in BLOCKS:
        block = stored.get(b)
        if not (isinstance(block, dict) and set(block) == set(ACTIONS)):
            if block is not None:
                lost.append(b)
            continue
        if block == OLD_DEFAULTS[b]:
            continue                                # never changed: the new defaults
        if all(isinstance(k, str) and k for k in block.values()):
            block = {a: place_of(k) for a, k in block.items()}
        if all(is_place(k) for k in block.values()):
            out[b] = dict(block)
        else:
            lost.append(b)
    if clash(out) is not None:
        lost.append("clash")
        return {b: dict(DEFAULT_BLOCKS[b]) for b in BLOCKS}
    return out


def is_place(key) -> bool:
    """A scancode SDL may send (0 is SDL's unknown key)."""
    return isinstance(key, int) and not isinstance(key, bool) and 0 < key < 512


def clash(blocks: dict[str, dict[str, int]]) -> tuple | None:
    """The first key given twice across the blocks (or one the table uses), as
    (key, block, action), else None."""
    seen: dict[int, tuple] = {}
    for b in BLOCKS:
        for action in ACTIONS:
            key = blocks[b][action]
            if key in TABLE_PLACES or key in seen:
                return (key, b, action)
            seen[key] = (b, action)
    return None


def remap(blocks: dict, block: str, action: str, key: int,
          typed: str = "") -> tuple[dict, Phrase | None]:
    """`blocks` with the key at place `key` for `action` of `block`, or the blocks
    unchanged and why not. `typed` is what that key types now (pygame's name for it): the
    table answers some keys by that."""
    if key in TABLE_PLACES or typed in TABLE_KEYS:
        return blocks, Phrase("The table uses that key: pick another.")
    if not is_place(key):
        return blocks, Phrase("That key cannot be told apart: pick another.")
    for b in BLOCKS:
        for a in ACTIONS:
            if blocks[b][a] == key and (b, a) != (block, action):
                return blocks, Phrase("That key is already taken: pick another.")
    new = {b: dict(blocks[b]) for b in BLOCKS}
    new[block][action] = key
    return new, None

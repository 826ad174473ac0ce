"""Who pressed what at the Ligretto table, and what it plays: `Inputs` turns each
person's keys and controller buttons into (seat, action), the action being one of
services.controls.ACTIONS; `Controls`, a part the board owns, turns those and the mouse
into moves sent to the clock, and says a refusal to the person it is for.

One person: the mouse, the keys 1-5, the stack's and discard's letters and Space (by what
they type: the letters are the language's words), and any controller. Several people: each
has the controls the menu gave them (`session.controls`): the mouse, a key block (the
settings' keys, by their place on the keyboard: an event's scancode, so the block keeps its
shape on any layout), or a controller, joined by pressing one of its buttons and known from
then on by its instance id. A key held down plays once; a button or key nobody owns, or an
event missing what it should carry, is ignored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core import Phrase
from game.ligretto.rules import Ladder, Play, Turn, why_illegal
from game.realtime import TOO_LATE

from ..kit.keys import PAD_BUTTON_NAMES, key_code, key_label, pad_label, place_label
from ..kit.widgets import inside
from ..services.controls import BLOCKS, MOUSE, PAD, PAD_BUTTONS, PAD_PAUSE, ROW_ACTIONS
from ..services.lang import pgettext
from .ligretto_flights import BACK_MS, FLY_MS
from .ligretto_places import KEYS, pile_rect

DRAG_PX = 8
PAD_ACTIONS = {button: action for action, button in PAD_BUTTONS.items()}


@dataclass(frozen=True)
class Press:
    """What an event meant: `what` is "act" (seat, action), "pause", "joined" or
    "unplugged" (seat), or "any" (a key or button of nobody's: it may skip a 3-2-1)."""
    what: str
    seat: int | None = None
    action: str = ""


def stack_key() -> str:
    """The letter that plays the stack's top card: the first of the word for the stack in
    the language in use, so the key reads as what it does (S in English)."""
    # Translators: one letter, the key that plays the Ligretto stack's top card: the first
    # letter of your word for the stack. It must differ from the discard's letter.
    return pgettext("key", "S")


def discard_key() -> str:
    # Translators: one letter, the key that plays the discard pile's top card: the first
    # letter of your word for the discard pile. It must differ from the stack's letter.
    return pgettext("key", "D")


class Inputs:
    def __init__(self, session, blocks: dict):
        self.people = session.humans()
        self.solo = len(self.people) == 1
        self.control = dict(session.controls)
        self.names: dict[int, dict[str, str]] = {}    # seat -> action -> key name
        self.places: dict[int, dict[str, int]] = {}   # seat -> action -> key's place
        if self.solo:
            solo = {a: k for a, k in zip(ROW_ACTIONS, KEYS)}
            solo.update(stack=stack_key().lower(), discard=discard_key().lower(), turn="space")
            self.names[self.people[0]] = solo
        else:
            for seat, control in self.control.items():
                if control in BLOCKS:
                    self.places[seat] = dict(blocks[control])
        self.keys: dict[int, tuple[int, str]] = {}    # key code -> (seat, action)
        for seat, names in self.names.items():
            for action, name in names.items():
                code = key_code(name)
                if code is not None:
                    self.keys[code] = (seat, action)
        self.at: dict[int, tuple[int, str]] = {       # scancode -> (seat, action)
            place: (seat, action) for seat, places in self.places.items()
            for action, place in places.items()}
        self.pads: dict[int, int] = {}                # instance id -> seat
        self.held: set = set()                        # keys and buttons down now

    # --- who plays with what ---------------------------------------------------------------
    @property
    def mouse_seat(self) -> int | None:
        if self.solo:
            return self.people[0]
        return next((s for s, c in self.control.items() if c == MOUSE), None)

    def waiting(self) -> list[int]:
        """The people whose controller is not (or no longer) in their hands."""
        if self.solo:
            return []
        bound = set(self.pads.values())
        return [s for s, c in self.control.items() if c == PAD and s not in bound]

    def labels(self, seat: int) -> dict[str, str]:
        """What to print under each of the seat's places: action -> key or button."""
        if seat in self.names:
            return {a: key_label(k) for a, k in self.names[seat].items()}
        if seat in self.places:      # what this keyboard prints there, asked at each drawing
            return {a: place_label(p, short=True) for a, p in self.places[seat].items()}
        if self.control.get(seat) == PAD:
            return {a: pad_label(b) for a, b in PAD_BUTTONS.items()}
        return {}

    # --- events ----------------------------------------------------------------------------
    def read(self, event) -> Press | None:
        kind = event.type
        if kind == pygame.KEYDOWN:
            held = self._held_key(event)
            if held in self.held:
                return None                 # held down: it played once already
            self.held.add(held)
            found = self.at.get(getattr(event, "scancode", None)) or self.keys.get(event.key)
            return Press("act", *found) if found else Press("any")
        if kind == pygame.KEYUP:
            self.held.discard(self._held_key(event))
            return None
        if kind == pygame.CONTROLLERBUTTONDOWN:
            return self._button(event)
        if kind == pygame.CONTROLLERBUTTONUP:
            self.held.discard((getattr(event, "instance_id", None),
                               getattr(event, "button", None)))
            return None
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            seat = self.pads.pop(getattr(event, "instance_id", None), None)
            return None if seat is None or self.solo else Press("unplugged", seat)
        return None

    def _held_key(self, event):
        """What a key held down is known by: a block's key by its place (what it types may
        change with the layout while it is held), any other by its key code."""
        place = getattr(event, "scancode", None)
        return ("place", place) if place in self.at else event.key

    def _button(self, event) -> Press | None:
        pad, button = getattr(event, "instance_id", None), getattr(event, "button", None)
        if not isinstance(pad, int) or not isinstance(button, int) \
                or isinstance(pad, bool) or (pad, button) in self.held:
            return None                     # garbage, or a button still held
        self.held.add((pad, button))
        name = PAD_BUTTON_NAMES.get(button)
        seat = self.pads.get(pad)
        if seat is None:
            waiting = self.waiting()
            if self.solo:
                seat = self.pads[pad] = self.people[0]
            elif waiting:
                self.pads[pad] = waiting[0]
                return Press("joined", waiting[0])
            else:
                return Press("any")         # a controller nobody plays with
        if name == PAD_PAUSE:
            return Press("pause", seat)
        action = PAD_ACTIONS.get(name)
        return Press("act", seat, action) if action else Press("any")


class Controls:
    """A person's hands at the Ligretto table, a part the board owns: the mouse (a click
    plays a card to the first pile that takes it, a drag chooses the pile), keys and
    controller buttons (`Inputs` says whose), each turned into a move sent to the clock
    against the table that person saw, and a refusal said to them. A guided game's hooks
    are here: `submit` (a legal move the lesson does not want now) and `rules_refused`
    (a move the rules refuse)."""

    def __init__(self, board):
        self.board = board
        self.drag: dict | None = None
        self.mouse = (0.0, 0.0)
        self.hover = None
        self.drag_from = None                  # (card, rect) where a card was let go

    # --- where the mouse is ------------------------------------------------------------------
    def target_at(self, pos):
        """("stack"|"discard"|"hand", None) or ("row", i) of the mouse person's cards."""
        b = self.board
        seat = b.inputs.mouse_seat
        if seat is None:
            return None
        slots = b.slots[seat]
        for kind, rect in (("stack", slots.stack), ("discard", slots.discard),
                           ("hand", slots.hand)):
            if inside(pos, rect):
                return (kind, None)
        for i, rect in enumerate(slots.row):
            if inside(pos, rect):
                return ("row", i)
        return None

    def pile_at(self, pos):
        b = self.board
        for k in range(len(b.shown.piles)):
            x, y, w, h = pile_rect(b.layout, k)
            if inside(pos, (x - 6, y - 6, w + 12, h + 12)):
                return k
        x, y, w, h = b.layout.rect("centre")
        return "new" if inside(pos, (x, y, w, h)) else None

    def on_table_button(self, pos) -> bool:
        """Over one of the table's own buttons (Menu, Rules, History)."""
        return any(b.visible and inside(pos, b.rect) for b in self.board.table.buttons)

    def card_at(self, target, seat: int | None = None):
        """The card on top at a person's place (the one at the bottom unless said)."""
        seat = self.board.me if seat is None else seat
        kind, i = target
        v = self.board.shown
        if kind == "stack":
            return v.stacks[seat][0] if v.stacks[seat] else None
        if kind == "discard":
            return v.discards[seat][0] if v.discards[seat] else None
        if kind == "row":
            col = v.rows[seat][i]
            return col[-1] if col else None
        return None

    # --- presses -------------------------------------------------------------------------------
    def moved(self, event) -> None:
        """The mouse moved: what it is over, and whether a pressed card is now dragged."""
        self.mouse = event.pos
        self.hover = self.target_at(event.pos)
        if self.drag is not None and math.dist(event.pos, self.drag["start"]) > DRAG_PX:
            self.drag["moved"] = True

    def plays_at_once(self, event, press) -> bool:
        """While a picked-up game waits or a 3-2-1 runs: a press of a person's own
        controls (a card's key, the hand's, a controller's button, a click on their
        cards) is a move. The wait ends, the round starts and the move is made."""
        b = self.board
        card_click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and self.target_at(event.pos) is not None
        if not (card_click or (press is not None and press.what == "act")):
            return False
        b.paused = b.picked_up = False
        b.start_now()
        if card_click:
            return self.mouse_event(event)   # the card is played when the button goes up
        self.act(press.seat, press.action)
        return True

    def mouse_event(self, event) -> bool:
        seat = self.board.inputs.mouse_seat
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target_at(event.pos)
            if target is None:
                return False
            if target[0] == "hand":
                self.turn(seat)
            elif self.card_at(target, seat) is not None:
                self.drag = {"target": target, "start": event.pos, "moved": False}
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            d, self.drag = self.drag, None
            if d["moved"]:
                self.drop(d["target"], event.pos)
            else:
                self.auto(d["target"], seat)
            return True
        return False

    def act(self, seat: int, action: str) -> None:
        """A person's key or button: a card of theirs to a pile, or turning three."""
        if action == "turn":
            self.turn(seat)
        elif action in ("stack", "discard"):
            self.auto((action, None), seat)
        else:
            i = int(action.removeprefix("row")) - 1
            if i < len(self.board.slots[seat].row):
                self.auto(("row", i), seat)

    def plugged(self, press) -> None:
        """A controller joined a seat, or was pulled out: the table waits for every
        controller seat (the pause panel says who); the last one back starts a 3-2-1."""
        b = self.board
        if press.what == "unplugged":
            b.table.sound("mismatch")
        elif not b.inputs.waiting() and b.person_plays() and b.countdown is None:
            b.count_in()                    # everyone's hands are back: 3-2-1, then go
        b.table.redraw()

    # --- moves -----------------------------------------------------------------------------------
    def submit(self, move, seat: int | None = None) -> None:
        b = self.board
        seat = b.me if seat is None else seat
        if not b.person_may_act():
            return
        if b.session.allows(seat, move):
            why = b.table.lesson_refusal(seat, move)
            if why is not None:             # a guided game waits for another move
                b.table.say(why, warning=True)
                self.drag_from = None
                return
        outcome = b.session.submit(seat, move, seen=b.sight.seen_by(seat))
        b.arrived([outcome])

    def turn(self, seat: int | None = None) -> None:
        self.submit(Turn(), seat)

    def auto(self, target, seat: int | None = None) -> None:
        """A click or a key: the card goes to the first pile that takes it."""
        b = self.board
        seat = b.me if seat is None else seat
        kind, i = target
        card = self.card_at(target, seat)
        if card is None:
            b.say_to(seat, Phrase("Nothing there to play."))
            return
        moves = self.plays_from(b.session.state, kind, i, seat)
        then = b.session.state_at(b.sight.seen_by(seat))
        if not moves and then is not None and then is not b.session.state:
            # It fitted on the table as shown: the clock will answer "too late".
            moves = self.plays_from(then, kind, i, seat)
        if not moves:
            move = Play(kind, "new", i)
            self.rules_refused(move, why_illegal(b.session.state, seat, move), seat)
            return
        self.submit(moves[0], seat)

    def plays_from(self, state, kind: str, i, seat: int) -> list:
        rules = self.board.session.rules
        return [m for m in rules.legal_moves(state, seat)
                if isinstance(m, Play) and m.source == kind and m.index == i]

    def drop(self, target, pos) -> None:
        """A dragged card let go at `pos`: onto a pile, or (Row ladders) a row card."""
        b = self.board
        seat = b.inputs.mouse_seat
        kind, i = target
        card = self.card_at(target, seat)
        w, h = b.slots[seat].card
        self.drag_from = (card, (pos[0] - w / 2, pos[1] - h / 2, w, h))
        onto = self.target_at(pos)
        if onto is not None and onto[0] == "row" and kind in ("stack", "discard"):
            self.submit(Ladder(kind, onto[1]), seat)
            return
        pile = self.pile_at(pos)
        if pile is None:
            self.drag_from = None
            return                          # let go off the centre: it simply goes back
        self.submit(Play(kind, pile, i), seat)

    def sent(self, outcome) -> None:
        """Across computers: our move is on its way to the host; its card leaves now (and
        comes back if the host gives the pile to someone else)."""
        b, move, seat = self.board, outcome.move, outcome.seat
        if not isinstance(move, (Play, Ladder)):
            return                          # turning three shows cards the host knows
        index = getattr(move, "index", None)
        card = self.card_at((move.source, index), seat)
        if card is None or card in b.sent:
            return
        start = self.drag_from[1] if self.drag_from is not None \
            and self.drag_from[0] == card else b.source_rect(seat, move.source, index)
        self.drag_from = None
        if isinstance(move, Ladder):
            end = b.slots[seat].row[move.row]
        else:
            end = pile_rect(b.layout, len(b.shown.piles) if move.pile == "new" else move.pile)
        b.sent.add(card)
        b.flights.append(b.flight(card, start, end, FLY_MS, version=b.version))
        b.table.sound("flip")

    # --- refusals ------------------------------------------------------------------------------
    def refused(self, outcome) -> None:
        """The clock refused a person's move ("too late", or against the rules): why, and
        a dragged card flies back home."""
        b = self.board
        self.rules_refused(outcome.move, outcome.refused, outcome.seat)
        if outcome.refused == TOO_LATE:
            b.tip_now("too_late")
        move = outcome.move
        if isinstance(move, (Play, Ladder)):
            index = getattr(move, "index", None)
            home = b.source_rect(outcome.seat, move.source, index)
            if self.drag_from is not None:
                card, start = self.drag_from
                b.flights.append(b.flight(card, start, home, BACK_MS))
            else:       # across computers the card left at once: it comes back from the air
                card = self.card_at((move.source, index), outcome.seat)
                b.sent.discard(card)
                for f in [f for f in b.flights if f.card == card and card is not None]:
                    b.flights.remove(f)
                    b.flights.append(b.flight(card, f.rect(), home, BACK_MS))
        self.drag_from = None

    def rules_refused(self, move, why, seat: int | None = None) -> None:
        """A person's move, refused by the rules (or too late): why, in words."""
        b = self.board
        b.say_to(seat, why)
        b.table.sound("mismatch")
        b.table.refused(move)               # a guided game may have asked for this one

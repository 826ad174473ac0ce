"""The keys of the game played in real time: the two key blocks that let two people share
one keyboard, changed and tried here. Click a key, press the new one; every key held lights
its row, so a family finds out before a game which keys their keyboard can register
together. A key is kept by its place on the keyboard (the event's scancode) and shown with
what this keyboard prints there."""

from __future__ import annotations

import pygame

from game import RULES

from ..kit.keys import key_name, place_label
from ..kit.widgets import Button
from ..kit.words import control_words
from ..services.controls import ACTIONS, BLOCKS, DEFAULT_BLOCKS, LEFT_KEYS, remap
from ..services.lang import N_, _, text
from ..shell import keymap
from ..shell.canvas import Canvas
from ..shell.focus import button_targets
from ..shell.palette import GOLD, GOOD, INK, NOTE, WARN
from ..shell.scene import Scene

# Each action's words, translated where drawn (the order of controls.ACTIONS).
ACTION_WORDS = {"row1": N_("1st row card"), "row2": N_("2nd row card"),
                "row3": N_("3rd row card"), "row4": N_("4th row card"),
                "row5": N_("5th row card"), "stack": N_("Stack top"),
                "discard": N_("Discard top"), "turn": N_("Turn three")}
COLUMN_X = {BLOCKS[0]: 150, BLOCKS[1]: 670}   # each block's column, left edge
COLUMN_W = 460
ROW0, ROW_STEP, ROW_H = 136, 44, 38           # the actions' rows, top to bottom
LABEL_W, KEY_X, KEY_W = 240, 270, 170         # within a column: the words, then the key
TRY = (130, 532, 1020, 104)                   # the test area


class KeysScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.waiting: tuple[str, str] | None = None   # (block, action) waiting for a key
        self.warning = None       # why the last key was refused (a Phrase), until the next
        self.pressed: list[int] = []   # the places of the keys held now, in the order pressed
        self.key_buttons: dict[tuple[str, str], Button] = {}
        for block in BLOCKS:
            for k, action in enumerate(ACTIONS):
                rect = (COLUMN_X[block] + KEY_X, ROW0 + k * ROW_STEP, KEY_W, ROW_H)
                self.key_buttons[block, action] = Button(
                    rect, lambda b=block, a=action: self.key_text(b, a),
                    lambda b=block, a=action: self.wait_for(b, a))
        self.reset_button = Button((380, 652, 250, 50), lambda: _("Reset to defaults"),
                                   self.reset)
        self.done_button = Button((650, 652, 250, 50), lambda: _("Done"), self.done,
                                  primary=True, key=pygame.K_RETURN)
        self.buttons = [*self.key_buttons.values(), self.reset_button, self.done_button]

    def takes_keys(self) -> bool:
        return self.waiting is not None        # the next key pressed is the one chosen

    def focus_zones(self) -> list:
        """Each key's button said with what it plays and for whom."""
        said = {b: (lambda b=b, block=block, action=action: _(
                    "{controls}, {action}: {key}").format(
                    controls=control_words(block), action=_(ACTION_WORDS[action]),
                    key=b.label)) for (block, action), b in self.key_buttons.items()}
        return [button_targets(self.buttons, said)]

    @property
    def blocks(self) -> dict[str, dict[str, int]]:
        return self.app.settings.keys

    @property
    def held(self) -> set[int]:
        """The places of the keys held now (the test area)."""
        return set(self.pressed)

    def key_text(self, block: str, action: str) -> str:
        if self.waiting == (block, action):
            return _("Press a key…")
        return place_label(self.blocks[block][action])

    def wait_for(self, block: str, action: str) -> None:
        self.waiting, self.warning = (block, action), None

    def assign(self, place: int, typed: str) -> None:
        """The key pressed while a row waited (its place, and pygame's name for what it
        types): taken if `remap` allows it, else the old key stays and the refusal is
        shown."""
        block, action = self.waiting
        self.waiting = None
        self.app.settings.keys, self.warning = remap(self.blocks, block, action, place,
                                                     typed)

    def reset(self) -> None:
        self.app.settings.keys = {b: dict(DEFAULT_BLOCKS[b]) for b in BLOCKS}
        self.waiting, self.warning = None, None

    def done(self) -> None:
        self.app.settings.save()
        self.app.pop()

    def back(self) -> None:
        self.done()

    def exit(self) -> None:
        self.app.settings.save()

    def handle_event(self, event) -> bool:
        place = getattr(event, "scancode", 0)
        if event.type == pygame.KEYUP:
            if place in self.pressed:
                self.pressed.remove(place)
            return True
        if event.type == pygame.WINDOWFOCUSLOST:
            self.pressed.clear()      # keys let go in another window send no KEYUP here
            return False
        if event.type == pygame.KEYDOWN and self.waiting is not None:
            # Every key goes to the waiting row (Enter and Tab too, which the table keeps:
            # remap refuses them in words), except Esc, which changes its mind.
            if event.key == pygame.K_ESCAPE:
                self.waiting = None
            else:
                self.assign(place, key_name(event.key))
            return True
        if event.type == pygame.KEYDOWN:
            if place and place not in self.pressed:
                self.pressed.append(place)
        return super().handle_event(event)

    def row_rect(self, block: str, k: int) -> tuple[int, int, int, int]:
        return (COLUMN_X[block] - 10, ROW0 + k * ROW_STEP - 2, COLUMN_W, ROW_H + 4)

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.fit_text(keys_title(), 40, (640, 52), GOLD, width=1000, anchor="center",
                        bold=True, shadow=True)
        held = self.held
        for block in BLOCKS:
            x = COLUMN_X[block]
            canvas.panel((x - 20, 82, COLUMN_W + 20, 416), alpha=150)
            heading = _("Left keys") if block == LEFT_KEYS else _("Right keys")
            canvas.fit_text(heading, 26, (x + COLUMN_W / 2 - 10, 108), GOLD,
                            width=COLUMN_W - 20, anchor="center", bold=True)
            for k, action in enumerate(ACTIONS):
                self.draw_row(canvas, block, k, action, held)
        if self.warning is not None:
            canvas.fit_text(text(self.warning), 20, (640, 516), WARN, width=1020,
                            anchor="center", shadow=True)
        elif not keymap.reads_keyboard():
            canvas.fit_text(_("This keyboard's letters could not be read: the keys are shown "
                              "as on a QWERTY keyboard, at the same places."), 18,
                            (640, 516), NOTE, width=1020, anchor="center", shadow=True)
        self.draw_try(canvas)
        self.draw_buttons(canvas)

    def draw_row(self, canvas: Canvas, block: str, k: int, action: str, held) -> None:
        """One action's row: its words and its key; gold while it waits for a key, green
        with a dot while its key is held (a shape with the colour)."""
        row, y = self.row_rect(block, k), ROW0 + k * ROW_STEP + ROW_H / 2
        if self.waiting == (block, action):
            canvas.panel(row, alpha=70, radius=8, color=GOLD)
            canvas.box(GOLD, row, radius=8, width=2)
        elif self.blocks[block][action] in held:
            canvas.panel(row, alpha=80, radius=8, color=GOOD)
            canvas.token(GOOD, "circle", (COLUMN_X[block] + KEY_X - 12, y), 6)
        canvas.fit_text(_(ACTION_WORDS[action]), 20, (COLUMN_X[block], y), INK,
                        width=LABEL_W, anchor="midleft")

    def draw_try(self, canvas: Canvas) -> None:
        """The test area: what to do, then the keys held now (in no block too: a family
        sees what the keyboard sends)."""
        x, y, w, h = TRY
        canvas.panel(TRY, alpha=150)
        words = _("Press keys to try them: each key held now lights up. Some keyboards "
                  "cannot register several keys at once.")
        # Two lines, or three smaller ones in a longer language (never a line dropped).
        lines, size = canvas.paragraph(words, (18, 16), w - 40, h - 30 - canvas.line_step(20),
                                       4)
        step = canvas.line_step(size, 4)
        for i, line in enumerate(lines):
            canvas.text(line, size, (x + w / 2, y + 10 + step / 2 + i * step), NOTE,
                        anchor="center")
        if self.pressed:
            labels = ", ".join(place_label(place) for place in self.pressed)
            held = _("Held now: {keys}").format(keys=labels)
        else:
            held = _("No key is held now.")
        canvas.fit_text(held, 20, (x + w / 2, y + h - 22), GOLD if self.pressed else INK,
                        width=w - 40, anchor="center", bold=bool(self.pressed))


def keys_title() -> str:
    """The screen's title: the real-time game's keys, that game named by the rules (a
    screen names no game, so adding one stays one board)."""
    titles = [r.title for r in RULES.values() if r.realtime]
    if len(titles) != 1:
        return _("Keys for the games played in real time")
    # Translators: the screen where people choose their keys for the game played in real
    # time; {game} is its name.
    return _("{game} keys").format(game=titles[0])

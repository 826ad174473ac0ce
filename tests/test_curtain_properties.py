"""The curtain's promise, as a property (issue 26): whatever two people do at a Garbo table
(moves, take-backs by key, by button and on the curtain, hints, curtain clicks, waiting),
no frame ever draws face up a card of a hand other than the one the curtain has revealed,
and while the curtain is up, no hand at all. Read from what the board draws (every card
face the canvas is asked for), not from the state."""

from __future__ import annotations

from concurrent.futures import Future

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from screen_helpers import centre

from scenes.routes import make_app
from scenes.screens.handoff import HandoffScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.session import Seat, Session

PEOPLE = [Seat("human", "Mamie"), Seat("human", "Léo")]
DT = 16


class AtOnce:
    """A worker that thinks a hint on the spot, so an example plays the same every run."""

    def ask(self, fn, *args):
        future = Future()
        future.set_result(fn(*args))
        return future


class Watched:
    """A table whose every frame is drawn and checked."""

    def __init__(self, seed: int):
        self.session = Session("garbo", PEOPLE, seed)
        self.app = make_app(fixed_dt=DT)
        self.app.settings.speed = "fast"
        self.app.run(TableScene(self.app, self.session), max_frames=1)
        self.table = self.app.stack[0]
        self.drawn: list[str] = []
        real = self.app.canvas.card

        def card(game, face, *args, **kwargs):
            self.drawn.append(face)
            return real(game, face, *args, **kwargs)
        self.app.canvas.card = card
        self.frames = 0

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            self.drawn.clear()
            self.app.dirty = True              # every frame drawn, so every frame checked
            self.app.step(DT)
            self.frames += 1
            self.check()

    def check(self) -> None:
        curtain = isinstance(self.app.scene, HandoffScene)
        shown = None if curtain else self.table.revealed
        hidden = {c for s, hand in enumerate(self.session.state.hands) if s != shown
                  for c in hand}
        seen = hidden & set(self.drawn)
        assert not seen, (f"frame {self.frames}: {sorted(seen)} of a hidden hand drawn face "
                          f"up ({'under the curtain' if curtain else f'revealed {shown}'})")

    def idle(self) -> None:
        """Frames until the cards stop (and the curtain, if one is due, is up)."""
        for _ in range(300):
            self.step()
            board = self.table.board
            if not board.busy and not self.table.sign:
                break
        self.step(2)

    def post(self, event_type, **fields) -> None:
        pygame.event.post(pygame.event.Event(event_type, **fields))

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.step()

    def key(self, k, mod=0) -> None:
        self.post(pygame.KEYDOWN, key=k, unicode="", mod=mod)
        self.step()

    # --- what the people do ------------------------------------------------------------
    def act(self, action: str, pick: int) -> None:
        """One thing a person does, then a look at the table: until the cards stop (and a
        curtain due is up), or (one pick in three) a few frames, the cards still moving."""
        scene = self.app.scene
        curtain = scene if isinstance(scene, HandoffScene) else None
        if action == "move" and curtain is None:
            seat = self.table.board.person()
            if seat is not None:
                legal = self.session.legal(seat)
                self.table.board.propose(legal[pick % len(legal)])
        elif action == "ctrl_z":
            self.key(pygame.K_z, pygame.KMOD_CTRL)
        elif action == "take_back_button" and curtain is None:
            self.click(centre(self.table.back_button.rect))
        elif action == "hint":
            self.key(pygame.K_h)
        elif action == "curtain" and curtain is not None:
            choices = [b for b in curtain.buttons if b.visible and b.label != "Menu"]
            self.click(centre(choices[pick % len(choices)].rect))
        if pick % 3:
            self.idle()
        else:
            self.step(1 + pick % 24)


ACTIONS = st.sampled_from(["move", "move", "ctrl_z", "take_back_button", "hint",
                           "curtain", "curtain"])


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 50),
       script=st.lists(st.tuples(ACTIONS, st.integers(0, 63)), min_size=4, max_size=16))
def test_no_frame_draws_a_hand_the_curtain_has_not_revealed(monkeypatch, seed, script):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    table = Watched(seed)
    try:
        table.idle()
        table.act("curtain", 1)                   # "I am Mamie": the first hand shows
        for action, pick in script:
            table.act(action, pick)
        table.idle()
    finally:
        table.session.close()

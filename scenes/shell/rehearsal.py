"""Work done in the frames' spare time, a part the app owns: screens prepared ahead have
their first frame rehearsed on a one-pixel `Stage` (every text, panel and image they need
made into the caches), and warm-up jobs render images; both only until PREPARE_MS into a
frame (`Assets.afford` raises `Later` past it), so the frame that shows a screen only
blits."""

from __future__ import annotations

import time

import pygame

from .assets import Later
from .canvas import Canvas

PREPARE_MS = 8   # warm-up jobs and rehearsals start nothing new this far into a frame


class Stage(pygame.Surface):
    """Where a rehearsal draws: one pixel that says it is the window's size, so every text,
    panel and image is made at the window's pixel sizes and waits in the caches, while the
    drawing itself is clipped away (nothing to blend, no 8 MB surface at 1920x1080)."""

    def __init__(self, size):
        super().__init__((1, 1))
        self._size = tuple(size)

    def get_size(self) -> tuple[int, int]:
        return self._size


class SpareTime:
    def __init__(self, assets, shown: Canvas | None = None):
        self.assets = assets
        self.shown = shown          # the window's canvas: rehearsals draw as it does
        self.rehearsals: list[tuple] = []   # (owner, scene, steps): see `App.prepare`
        self._stage: Canvas | None = None   # the offscreen canvas rehearsals draw on

    def rehearse(self, owner, scene) -> None:
        """Rehearse `scene` until one drawing needs nothing new, while `owner` shows."""
        self.rehearsals.append((owner, scene, self.rehearsal(scene)))

    def forget(self, scene) -> None:
        """No more rehearsing `scene` (it shows now, or never will)."""
        self.rehearsals = [r for r in self.rehearsals if r[1] is not scene]

    def left(self, owner) -> None:
        """`owner` left the stack: what it asked for will not show."""
        self.rehearsals = [r for r in self.rehearsals if r[0] is not owner]

    def stage(self) -> Canvas:
        """The offscreen canvas screens are rehearsed on, at the window's size."""
        size = pygame.display.get_surface().get_size()
        if self._stage is None or self._stage.surface.get_size() != size:
            self._stage = Canvas(Stage(size), self.assets)
        if self.shown is not None:      # the same colours and text size as the window's
            self._stage.contrast = self.shown.contrast
            self._stage.text_scale = self.shown.text_scale
        return self._stage

    def rehearsal(self, scene):
        """Draw `scene` offscreen, one step a call, until a drawing needs nothing new."""
        while True:
            try:
                stage = self.stage()
                stage.cut, stage.written = [], []      # a frame's, as App.draw's
                scene.draw(stage)
                return
            except Later:
                yield

    def run(self, start: float, jobs: list) -> None:
        """Rehearsals, then warm-up `jobs`, while this frame is younger than PREPARE_MS:
        each new text or image is made only while there is time (Assets.afford)."""
        until = start + PREPARE_MS / 1000
        self.assets.begin(until)
        self.assets.crisp = True      # nobody waits for these: render them crisp at once
        try:
            while self.rehearsals and time.perf_counter() < until:
                try:
                    next(self.rehearsals[0][2])
                except StopIteration:
                    self.rehearsals.pop(0)
                except Exception:     # drawn before its `enter`: only the caches lose
                    self.rehearsals.pop(0)
            while jobs and time.perf_counter() < until:
                jobs[0]()
                jobs.pop(0)
        except Later:
            pass
        finally:
            self.assets.begin(None)
            self.assets.crisp = False

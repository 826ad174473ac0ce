"""Animation steps played one after another, timed in milliseconds.

A board turns each rules event into one or more steps; while steps remain the board is
"busy". After the last step the board reconciles with the rules, so
the screen can never drift.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable

import pytweening


@dataclass
class Step:
    duration: float
    tick: Callable[[float], None] | None = None   # called with eased progress 0..1
    start: Callable[[], None] | None = None
    end: Callable[[], None] | None = None
    ease: Callable[[float], float] = pytweening.easeOutCubic


class Timeline:
    def __init__(self, time_scale: float = 1.0):
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.elapsed = 0.0
        self.time_scale = time_scale

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def add(self, duration: float, tick=None, start=None, end=None,
            ease=pytweening.easeOutCubic) -> None:
        self.queue.append(Step(duration, tick, start, end, ease))

    def wait(self, duration: float) -> None:
        self.add(duration)

    def call(self, fn: Callable[[], None]) -> None:
        self.queue.append(Step(0, end=fn))

    def update(self, dt: float) -> None:
        # Scaling time rather than durations lets a speed change apply mid-animation.
        dt = dt / self.time_scale
        while dt >= 0 and self.busy:
            if self.current is None:
                self.current = self.queue.popleft()
                self.elapsed = 0.0
                if self.current.start:
                    self.current.start()
            step = self.current
            used = min(dt, step.duration - self.elapsed)
            self.elapsed += used
            dt -= used
            done = self.elapsed >= step.duration
            if step.tick:
                t = 1.0 if done or step.duration <= 0 else self.elapsed / step.duration
                step.tick(step.ease(t))
            if not done:
                return
            if step.end:
                step.end()
            self.current = None
            if dt == 0 and not self.queue:
                return


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t

"""The window, the scene stack and the main loop.

Scenes ask the app to push, pop or replace; the change happens between frames, so a scene
never switches itself halfway through drawing. `run(max_frames)` makes the loop finite
for tests and demos.
"""

from __future__ import annotations

import sys
import time

import pygame

from .assets import Assets
from .canvas import LOGICAL, Canvas
from .settings_store import Settings
from .sound import Sounds

TOO_SMALL = 0.3  # below this scale text would be unreadable: ask for a bigger window
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Scene:
    """Base scene: subclasses override what they need. Buttons in `self.buttons` get
    events first; Esc goes back."""

    def __init__(self, app: "App"):
        self.app = app
        self.buttons: list = []

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, canvas: Canvas) -> None: ...

    def animating(self) -> bool:
        """True while something on screen moves by itself and must be redrawn."""
        return False

    def handle_event(self, event) -> bool:
        """True when the event was used (a button, or Esc)."""
        if any(b.handle_event(event) for b in self.buttons):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def back(self) -> None:
        self.app.pop()

    def draw_buttons(self, canvas: Canvas) -> None:
        for b in self.buttons:
            b.draw(canvas)


class App:
    def __init__(self, fixed_dt: float | None = None, size=LOGICAL, demo: bool = False):
        pygame.init()
        # Bots think on a worker thread; a short switch interval hands the GIL back to the
        # frame loop quickly, so a long think never stalls a frame.
        sys.setswitchinterval(0.0005)
        pygame.display.set_caption("Card Table")
        self.window_size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = False
        self.assets = Assets()
        self.canvas = Canvas(self.screen, self.assets)
        self.settings = Settings.load()
        self.sound = Sounds(self.settings.sound)
        self.fixed_dt = fixed_dt
        self.demo = demo
        self.stack: list[Scene] = []
        self._pending: list[tuple] = []
        self.running = True
        self.frames = 0
        self.frame_ms: list[float] = []
        self.notice = ""  # a message the menu shows once (e.g. a damaged save)
        self.warm_up: list = []  # small jobs (render a card image) done one per idle frame
        self.dirty = True  # redraw only after an event, a scene change or while animating

    # --- scene stack ---------------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        self._pending.append(("replace", scene))

    def reset(self, scene: Scene) -> None:
        """Back to one scene (e.g. the menu), closing everything above it."""
        self._pending.append(("reset", scene))

    def quit(self) -> None:
        self.running = False

    def _apply_pending(self) -> None:
        if self._pending:
            self.dirty = True
        while self._pending:
            op, scene = self._pending.pop(0)
            if op in ("pop", "replace", "reset") and self.stack:
                for old in (self.stack[:] if op == "reset" else self.stack[-1:]):
                    old.exit()
                    self.stack.remove(old)
            if scene is not None:
                self.stack.append(scene)
                scene.enter()
            if not self.stack:
                self.running = False

    # --- window ------------------------------------------------------------------------------
    def _resized(self, size) -> None:
        self.dirty = True
        self.screen = pygame.display.get_surface()
        self.canvas.resize(self.screen)
        self.assets.clear()

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.window_size = self.screen.get_size()
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self._resized(pygame.display.get_surface().get_size())

    def _translate(self, event):
        """Mouse positions in logical coordinates, so scenes never see pixels."""
        if event.type in MOUSE_EVENTS:
            d = dict(event.dict)
            d["pos"] = self.canvas.to_logical(event.pos)
            return pygame.event.Event(event.type, d)
        return event

    def dispatch(self, event) -> None:
        self.dirty = True
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized(getattr(event, "size", None))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.scene is not None and self.canvas.scale >= TOO_SMALL:
            self.scene.handle_event(self._translate(event))

    # --- loop --------------------------------------------------------------------------------
    def run(self, first: Scene | None = None, max_frames: int | None = None) -> int:
        if first is not None:
            self.push(first)
        self._apply_pending()
        clock = pygame.time.Clock()
        while self.running and (max_frames is None or self.frames < max_frames):
            dt = self.fixed_dt if self.fixed_dt is not None else clock.tick(60)
            start = time.perf_counter()
            self.step(dt)
            self.frame_ms.append((time.perf_counter() - start) * 1000)
        return self.frames

    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Tests call it directly."""
        for event in pygame.event.get():
            self.dispatch(event)
        self._apply_pending()
        if self.scene is not None:
            self.scene.update(min(dt, 100))
        self._apply_pending()
        if self.dirty or (self.scene is not None and self.scene.animating()):
            self.draw()
            self.dirty = False
        if self.warm_up:
            self.warm_up.pop(0)()
        self.frames += 1

    def warm_all(self) -> None:
        """Do every pending warm-up job now (a table is opening and needs them)."""
        while self.warm_up:
            self.warm_up.pop(0)()

    def draw(self) -> None:
        if self.scene is None:
            return
        if self.canvas.scale < TOO_SMALL:
            self.screen.fill((20, 30, 24))
            msg = self.assets.font(14).render("Make the window larger to play", True,
                                              (240, 230, 210))
            self.screen.blit(msg, msg.get_rect(center=self.screen.get_rect().center))
        else:
            self.screen.fill((12, 18, 14))
            self.scene.draw(self.canvas)
        pygame.display.flip()

    def close(self) -> None:
        """Leave every scene (a table stops its bots' worker) and close the window."""
        for scene in reversed(self.stack):
            scene.exit()
        self.stack.clear()
        pygame.quit()

    def screenshot(self, path: str) -> None:
        pygame.image.save(self.screen, path)

    def report(self) -> dict:
        times = sorted(self.frame_ms) or [0.0]

        def pct(p):
            return round(times[min(len(times) - 1, int(p / 100 * len(times)))], 2)
        return {"p50": pct(50), "p95": pct(95), "p99": pct(99), "max": round(times[-1], 2)}

"""The window, the scene stack and the main loop (the window's size and full screen are
window.py's `AppWindow`, a part of `App`).

Screens open each other by name (`app.open("score", session=...)`), looked up in the route
table the app is given (scenes/routes.py), so no screen imports another. The change
happens between frames, so a scene never switches itself halfway through drawing.
`run(max_frames)` makes the loop finite for tests and demos.

No frame may take longer than 16.7 ms, a switch of screens included. What a screen needs is
made before it shows: `prepare(name, ...)` makes a screen ahead and rehearses its first
frame offscreen, and warm-up jobs render images ahead; both run in the frames' spare time
(until PREPARE_MS into a frame: rehearsal.py's `SpareTime`), so the frame that shows the
screen only blits. How long frames take is kept by `timing` (frames.py), only once the
bench turns it on (`--report`).
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import time

import pygame

from ..services import bot_worker, lang, parts, wake
from ..services.lang import _
from ..services.lazy import Lazy
from ..services.settings import TEXT_SIZES, Settings
from ..services.speech import MODES, Speech, reader_running
from . import focus, keymap, keys_help
from .assets import Assets
from .canvas import Canvas
from .collector import Collector
from .display import choose_presentation, let_focusing_clicks_through
from .frames import FrameTimes
from .pads import PAD_EVENTS, Pads
from .rehearsal import PREPARE_MS, SpareTime
from .scene import Scene
from .sound import Sounds
from .too_small import TOO_SMALL, draw_too_small
from .window import SMALLEST as SMALLEST  # the window's least size, asked of the app
from .window import AppWindow

FRAME_S = 1 / 60    # the frames' pace (a message from another computer starts one early)
REFINE_MS = 4    # per frame, after a resize: crisp card images replacing scaled ones
SWITCH_S = 0.0005  # the frame's thread waits at most this long for a thread working ahead
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def logical(event, canvas):
    """Mouse positions in logical coordinates, so scenes never see pixels."""
    if event.type in MOUSE_EVENTS:
        d = dict(event.dict)
        d["pos"] = canvas.to_logical(event.pos)
        return pygame.event.Event(event.type, d)
    return event


def start_speech(settings) -> Speech:
    """The voice the settings ask for; with none chosen yet, the screen reader's when one
    runs (asked off the frame; never with the dummy video driver: nobody listens)."""
    mode = settings.speech if settings.speech in MODES else "off"
    speech = Speech(mode, settings.speech_level)
    if not settings.speech and os.environ.get("SDL_VIDEODRIVER") != "dummy":
        def ask() -> None:
            if reader_running() and not settings.speech:
                speech.set_mode("reader")
        threading.Thread(target=ask, name="speech-ask", daemon=True).start()
    return speech


class App(AppWindow):
    def __init__(self, routes: dict | None = None, fixed_dt: float | None = None, size=None,
                 demo: bool = False, remember_window: bool = False):
        """`routes` names the screens `open` can show; `size` opens the window at that
        size; `remember_window` restores (and later keeps) the size and full screen a person
        chose last time."""
        self.routes = dict(routes or {})
        let_focusing_clicks_through()
        pygame.init()
        self.present = choose_presentation(pygame.display.get_driver())
        keymap.forget()
        self.settings = Settings.load(place_of=keymap.place_named)   # old key names: places
        lang.use(self.settings.language or lang.system_language())
        self._caption = ""          # the window's title, in the language it was set in
        self.caption()
        full_screen_again = self.open_window(size, remember_window)
        self.assets = Assets()
        self.canvas = Canvas(self.screen, self.assets)
        self.text_size_for_now: str | None = None   # --text-size: this run only
        self.follow_text_size()
        self.follow_colours()
        self.sound = Sounds(self.settings.volume)
        self.speech = start_speech(self.settings)
        self.keyboard = False       # the keyboard moves the focus: its ring shows (focus.py)
        self.keys_help: list | None = None   # F1: the screen's keys shown over it
        self.pads = Pads()
        self.fixed_dt = fixed_dt
        self.demo = demo
        self.stack: list[Scene] = []
        self._pending: list[tuple] = []
        self.running = True
        self.frames = 0
        self.timing = FrameTimes()  # frame times, kept once the bench turns them on
        self.notice = ""  # a message the menu shows once (e.g. a damaged save)
        self.record_bots = False  # --record: games of bots alone are recorded too
        self._records = None
        self.warm_up: list = []  # small jobs (render a card image) done in frames' spare time
        self.spare = SpareTime(self.assets, self.canvas)  # rehearsals and warm-up in spare time
        self._settled = False                # start-up's objects frozen (`settle`)
        self.collector = Collector()         # full garbage passes in light frames
        self._shown: set = set()             # the cards the latest frame showed
        self.dirty = True  # redraw only after an event, a scene change or while animating
        self.mouse: tuple[int, int] | None = None   # where the mouse is, in window pixels
        self.calm = False
        self.scripted_resizes: dict[int, tuple | None] = {}  # frame -> size, None: F11
        self._resized_at = -1                # the frame the window last changed size in
        self._stretch: pygame.Surface | None = None   # the last frame, while relaying out
        self._relayout = None                         # (scene, its rehearsal) after a resize
        self._typing: object = ()     # the text field's window rect text input is on for
        self.first_shown: float | None = None   # time.time() of the first frame shown (bench)
        if full_screen_again:
            self.toggle_fullscreen()

    def follow_text_size(self) -> None:
        """Every word at the text size chosen (--text-size for this run, else Settings')."""
        name = self.text_size_for_now or self.settings.text_size
        self.canvas.set_text_scale(TEXT_SIZES.get(name, 1.0))
        self.dirty = True

    def follow_colours(self) -> None:
        """The table in the colours chosen (Settings' Colours: normal or high contrast),
        every screen at once."""
        self.canvas.set_colours(self.settings.colours)
        self.dirty = True

    def caption(self) -> None:
        """The window's title in the language in use (again after a change)."""
        # Translators: the app's name (the window's title and the menu's heading).
        title = _("Card Table")
        if title != self._caption:
            pygame.display.set_caption(title)
            self._caption = title

    def records(self):
        """The records database, opened on first use (it never raises; faults are told
        by `take_problem()`)."""
        if self._records is None:
            from ..services.records import Records
            self._records = Records.open()
        return self._records

    # --- scene stack ---------------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def modules_ahead(self, game: str) -> list[str]:
        """The modules of the screens, boards and lessons not imported yet (issue 47: the
        first frame does without them), `game`'s board first: a thread imports them
        ahead of the screens that need them."""
        names = [game, *(g for g in parts.games() if g != game)]
        given = [parts.get(g).board_given for g in names] + list(self.routes.values()) + \
            [parts.get(g).lesson_given for g in names]
        return list(dict.fromkeys(thing.module for thing in given
                                  if isinstance(thing, Lazy) and not thing.imported))

    def open(self, name: str, how: str = "push", **kwargs) -> Scene:
        """Show the screen called `name`, made with `kwargs`: on top of this one ("push"),
        instead of it ("replace"), or alone, closing every other ("reset")."""
        if how not in ("push", "replace", "reset"):
            raise ValueError(f"open a screen by push, replace or reset, not {how!r}")
        scene = self.routes[name](self, **kwargs)
        self._pending.append((how, scene))
        return scene

    def prepare(self, name: str, **kwargs) -> Scene:
        """Make the screen `name` now, to show later (`push`, `replace`, `reset`), and
        rehearse it: its first frame is drawn offscreen in the next frames' spare time,
        again and again until one drawing needs nothing new, so its texts, panels and
        images wait in the caches. A scene's `prepare()`, if it has one, runs first (what
        its `enter` can read ahead). The rehearsal stops when the scene shows, or when the
        scene that asked for it leaves."""
        scene = self.routes[name](self, **kwargs)
        if hasattr(scene, "prepare"):
            scene.prepare()
        self.spare.rehearse(self.scene, scene)
        return scene

    def forget(self, scene: Scene) -> None:
        """No more rehearsing `scene` (it will not show)."""
        self.spare.forget(scene)

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
                    self.spare.left(old)
            if scene is not None:
                self.spare.forget(scene)
                self.stack.append(scene)
                scene.enter()
            if not self.stack:
                self.running = False

    # --- window (the rest is window.py's `AppWindow`) -----------------------------------------
    def dispatch(self, event) -> None:
        self.dirty = True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos          # window pixels, as the shortened lines' rects
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse = None
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized(getattr(event, "size", None))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            if event.type == pygame.KEYMAPCHANGED:
                keymap.forget()             # another layout: the keys' labels follow it
            pad = event.type in PAD_EVENTS
            if pad:
                self.pads.handle(event)     # the screen hears it too, even a tiny window's
            if self.scene is not None and (pad or self.canvas.scale >= TOO_SMALL):
                event = logical(event, self.canvas)
                if not (self._keys_help(event) or focus.handle(self, self.scene, event)):
                    self.scene.handle_event(event)

    def _keys_help(self, event) -> bool:
        """F1 or ?: the screen's keys over it, said too; any key or click closes them."""
        if self.keys_help is not None:
            if keys_help.scroll(event):         # a list longer than the screen: it moves
                self.dirty = True
                return True
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                              pygame.CONTROLLERBUTTONDOWN):
                self.keys_help = None
            return event.type not in (pygame.KEYUP, pygame.MOUSEBUTTONUP)
        if not keys_help.asks_for_help(event) or self.scene.takes_keys():
            return False
        self.keys_help = keys_help.screen_keys(self.scene)
        self.speech.say(keys_help.spoken(self.keys_help), interrupt=True)
        return True

    def _follow_typing(self) -> None:
        """The keyboard's text input (letters made with dead keys, AltGr, a compose key or
        an input method arrive only as TEXTINPUT, their making as TEXTEDITING) is on only
        while a text field has the focus, with the input method's window beside that
        field. SDL turns it on at start-up; off a field it is off, so that keys played at a
        table are keys, never taken by an input method (pygame-ce's advice)."""
        r = self.scene.typing_rect() if self.scene is not None else None
        where = None if r is None else tuple(self.canvas.rect(r))
        if where == self._typing:
            return
        self._typing = where
        if where is None:
            pygame.key.stop_text_input()
        else:
            pygame.key.start_text_input()
            pygame.key.set_text_input_rect(pygame.Rect(where))

    # --- loop --------------------------------------------------------------------------------
    def run(self, first: Scene | None = None, max_frames: int | None = None) -> int:
        if first is not None:
            self.push(first)
        self._apply_pending()
        if self.frames == 0 and self.scene is not None:
            self.scene.draw(self.spare.stage())   # start-up's: the first screen drawn ahead
        # The first frame at once: waiting a frame's time before it only delays start-up.
        last = time.perf_counter() - (FRAME_S if self.frames == 0 else 0)
        while self.running and (max_frames is None or self.frames < max_frames):
            if self.fixed_dt is not None:
                dt = self.fixed_dt
            else:
                # 60 frames a second, but a message from another computer starts the
                # next frame at once (wake.ring): its move shows without a frame's wait.
                wake.wait(last + FRAME_S - time.perf_counter())
                now = time.perf_counter()
                dt, last = (now - last) * 1000, now
            start = time.perf_counter()
            self.step(dt)
            self.timing.frame(self.frames - 1, (time.perf_counter() - start) * 1000)
        return self.frames

    def step(self, dt: float) -> None:
        """One frame: events, update, draw, then what screens to come need, in the time
        left. Tests call it directly."""
        start = time.perf_counter()
        if self.calm:
            # Time spent resizing is not game time: animations go on from where they were.
            dt, self.calm = min(dt, 1000 / 60), False
        if self.frames in self.scripted_resizes:
            size = self.scripted_resizes[self.frames]
            if size is None:
                self.toggle_fullscreen()
            else:
                self.resize(size)
        for event in pygame.event.get():
            self.dispatch(event)
        self._apply_pending()
        if self.scene is not None:
            self.scene.update(min(dt, 100))
        self._apply_pending()
        self._follow_typing()
        resized = self._resized_at == self.frames
        # A resize's own frame repaints everything already: crisp cards wait for the next.
        if self.assets.blurry and not resized and self.assets.refine(REFINE_MS, self._shown):
            self.dirty = True
        if self._stretch is not None:
            self._relay_out(start)
        elif self.dirty or (self.scene is not None and self.scene.animating()):
            self.draw()
            self.dirty = False
        if self.scene is not None:
            focus.settle(self, self.scene)    # a value set by Enter, said as drawn
        if self.spare.rehearsals or self.warm_up:
            self.spare.run(start, self.warm_up)
        self.collector.after_frame(start)
        self.frames += 1
        if self.frames == 1:
            self.sound.make_ahead()     # the first frame has shown: the sounds now

    def _relay_out(self, start: float) -> None:
        """The frames right after the app resized its window: the last frame, stretched
        to the new size, stays on screen while the scene is drawn offscreen at that size a
        little each frame (its texts, panels and scaled cards made into the caches, as a
        rehearsal is); then it shows, drawn from the caches. No frame redraws it all."""
        if self._relayout is None or self._relayout[0] is not self.scene:
            if self.scene is None or self.canvas.scale < TOO_SMALL:
                self._stretch, self._relayout = None, None
                return
            pygame.transform.smoothscale(self._stretch, self.screen.get_size(),
                                         dest_surface=self.screen)
            pygame.display.flip()
            self._relayout = (self.scene, self.spare.rehearsal(self.scene))
            return
        self.assets.begin(start + PREPARE_MS / 1000)
        try:
            next(self._relayout[1])
        except StopIteration:
            self._stretch, self._relayout, self.dirty = None, None, True
        except Exception:        # drawn offscreen too early: the real frame will say
            self._stretch, self._relayout, self.dirty = None, None, True
        finally:
            self.assets.begin(None)

    def draw(self) -> None:
        if self.scene is None:
            return
        if self.canvas.scale < TOO_SMALL:
            self.screen.fill((20, 30, 24))
            draw_too_small(self.screen, self.assets)
        else:
            self.assets.shown = set()
            self.canvas.cut, self.canvas.written = [], []
            self.scene.draw(self.canvas)  # every scene starts with the table: no fill needed
            if self.keyboard:
                focus.draw(self.canvas, self.scene)
            if self.keys_help is not None:
                keys_help.draw(self.canvas, self.keys_help)
            self._shown, self.assets.shown = self.assets.shown, None
            # A line shortened to fit its box shows all its words while the mouse is on it.
            for rect, text in self.canvas.cut:
                if self.mouse is not None and rect.collidepoint(self.mouse):
                    self.canvas.whole_text(text, rect)
                    break
        self.caption()
        pygame.display.flip()
        if self.first_shown is None:
            self.first_shown = time.time()

    def settle(self) -> None:
        """Start-up is over: what exists now (modules, the first screen) lives as long as
        the app, so it is frozen out of the cyclic garbage collector, whose full passes
        over all of it took ~10 ms of some frame. `close` unfreezes it. Only the young
        generations are collected first (~1 ms): a full pass here took 10 ms of start-up
        to find a handful of objects (issue 47)."""
        gc.collect(1)
        gc.freeze()
        self.collector.take_over()
        sys.setswitchinterval(SWITCH_S)
        self._settled = True

    def close(self) -> None:
        """Leave every scene (a table stops its bots' worker) and close the window."""
        if self._settled:
            gc.unfreeze()
            self.collector.give_back()
        if self._records is not None:
            self._records.close()
        self.remember()
        for scene in reversed(self.stack):
            scene.exit()
        self.stack.clear()
        bot_worker.shutdown()
        pygame.quit()

    def screenshot(self, path: str) -> None:
        pygame.image.save(self.screen, path)

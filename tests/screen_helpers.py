"""Drive the real scene stack headless: post mouse events, step frames."""

from __future__ import annotations

import contextlib
import os
from collections import namedtuple

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.petroglyph.rules import Collect, Discard, Flip, Pass, Shuffle  # noqa: E402
from scenes.routes import make_app  # noqa: E402
from scenes.screens.table import TableScene  # noqa: E402
from scenes.services import saves  # noqa: E402
from scenes.shell.app import App  # noqa: E402

DT = 16


def table_save_path() -> str:
    """A table's save where Continue looks (each test has its own CARDTABLE_HOME)."""
    return os.path.join(saves.saves_dir(), "table.json")


def new_app() -> App:
    return make_app(fixed_dt=DT)


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(DT)


def click(app: App, pos) -> None:
    """A left click at a logical position (the test window is 1280x720, so 1:1)."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app)


def resize(app: App, size) -> None:
    """Resize the window as a person would, and step until the screen is laid out at the
    new size (the last frame shows stretched meanwhile: App._relay_out)."""
    app.resize(size)
    for _ in range(120):
        frames(app)
        if app._stretch is None:
            return
    raise AssertionError("the screen was never laid out again after a resize")


def key(app: App, k: int, unicode: str = "") -> None:
    """A key pressed and let go, as a keyboard sends it: a key that types a letter sends
    the letter again as text input (SDL's TEXTINPUT, right after the KEYDOWN)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=0))
    if unicode:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
    frames(app)


def tab(app: App, shift: bool = False) -> None:
    """Tab (or Shift+Tab) pressed: the keyboard's focus moves (shell/focus.py)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t",
                                         mod=pygame.KMOD_SHIFT if shift else 0))
    frames(app)


def on(app: App):
    """The target the keyboard's focus sits on now (a `focus.Target`)."""
    from scenes.shell import focus
    return focus.focus_of(app.scene).current(app.scene.focus_zones())


def typed(app: App, text: str) -> None:
    """Text that arrives only as text input: a letter made with a dead key, AltGr, a
    compose key or an input method (no key press carries it)."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app)


def composing(app: App, text: str) -> None:
    """A dead key or an input method composing `text`, not typed yet (TEXTEDITING)."""
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text=text, start=len(text),
                                         length=0))
    frames(app)


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def settle(app: App, limit: int = 2000) -> None:
    """Step until the board has no animation left (or the scene changed)."""
    for _ in range(limit):
        board = getattr(app.scene, "board", None)
        if board is None or not board.busy:
            frames(app, 2)
            return
        frames(app)
    raise AssertionError("animations never finished")


def click_target(board, move):
    """Where a person clicks on the Petroglyph board to make this move."""
    from game import grid as g
    if isinstance(move, (Flip, Discard)):
        return centre(board.cell_rect(g.index(move.cell)))
    if isinstance(move, Shuffle):
        return centre(board.handle_rect(move.line, move.index))
    if isinstance(move, (Collect, Pass)):
        return centre(board.layout.rect("actions"))
    raise AssertionError(move)


# --- what is drawn: the one text spy -----------------------------------------------------------

Line = namedtuple("Line", "text rect size")
Line.__doc__ = "A text drawn: its words, its rectangle (logical x, y, w, h) and its size."


def words_drawn(app) -> set[str]:
    """The words the next frame draws, the screen drawn whole (`Canvas.drawn_text`: words
    kept on a ground count too, without painting it again)."""
    app.canvas.drawn_text = []
    app.dirty = True
    frames(app)
    words = {text for text, _rect in app.canvas.drawn_text}
    app.canvas.drawn_text = None
    return words


@contextlib.contextmanager
def text_spy(canvas):
    """Every text `canvas.text` draws while inside, in order, as `Line`s."""
    seen: list[Line] = []
    real = canvas.text
    canvas.forget_kept()        # words kept painted on a ground are drawn again, seen

    def spy(text, size, pos, *args, **kwargs):
        rect = real(text, size, pos, *args, **kwargs)
        seen.append(Line(text, canvas.logical_rect(rect), size))
        return rect
    canvas.text = spy
    try:
        yield seen
    finally:
        del canvas.text


def drawn(app: App, draw=None) -> list[Line]:
    """The texts of one frame drawn now (or of what `draw()` draws)."""
    with text_spy(app.canvas) as seen:
        if draw is None:
            app.dirty = True
            frames(app)
        else:
            draw()
    return seen


def overlaps(a, b) -> bool:
    """Two logical rectangles (x, y, w, h) share some area."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


# --- a table, and a game played on -------------------------------------------------------------

def open_table(session, steps: int = 4, demo: bool = False) -> tuple[App, TableScene]:
    """A new app showing a table for `session`, `steps` frames in: (app, the table)."""
    app = make_app(fixed_dt=DT, demo=demo)
    app.run(TableScene(app, session), max_frames=1)
    frames(app, steps - 1)
    return app, app.stack[0]


def first_legal(session, seat):
    return session.legal(seat)[0]


def play_until(session, done=None, pick=first_legal, limit: int = 5000) -> int:
    """Moves made straight on the session (no worker, no table), the seat to act's
    `pick(session, seat)` (the first legal move unless told), until `done(session)` or the
    game's end; how many moves. A game that never gets there fails the test."""
    for n in range(limit):
        if session.is_over() or (done is not None and done(session)):
            return n
        seat = min(session.to_act())
        session.apply(seat, pick(session, seat))
    raise AssertionError(f"still going after {limit} moves")


def menu_worked_ahead(app: App) -> None:
    """The menu's work ahead done: after its first frame it imports the other screens,
    the boards and the bots on a thread (issue 47); what it prepares waits for that."""
    menu = app.scene
    while menu._bots is None:
        frames(app)
    menu._bots.result()

"""What the tests of text read (tests/test_text_fits*.py and the languages' tests): each
line of text a frame draws, with its logical rectangle (Canvas.drawn_text), the panels and
arrows drawn among them (Canvas.covers, Canvas.arrows), and what is wrong with them: a
text cut short, a line off the screen, two lines touching, a line across its panel's edge,
a panel laid over words it does not hide on purpose (`Canvas.panel`'s `hides`) or letting
them show through, an arrow over words. What a panel hides on purpose is left out. And
what those tests draw: the sizes, screens and tables, an app speaking a language, a game
played out, records to show."""

from __future__ import annotations

import math
import random

from registered import extreme_tables, names

from game import RULES
from scenes.routes import make_app
from scenes.services.deals import demo_session
from scenes.shell.canvas import FRONT, SIGN, VEIL

SIZES = [(1280, 720), (960, 540), (1920, 1080)]
SCREENS = [("menu", {}), ("challenge", {}), ("stats", {}), ("settings", {}), ("code", {}),
           ("saved", {"sessions": []}), ("keys", {}), ("join", {})] + [
    ("rules", {"game": g}) for g in names()]
TABLES = extreme_tables()
LANGS = ("fr", "it")
BOTH = SIZES[:2]                  # 1280x720 and 960x540
EVERY_TABLE = [(name, n) for name, game in RULES.items() for n in game.seat_counts]
TEXT_SIZES = ("large", "larger")  # past Normal (issue 44: large print): Settings' text sizes


def ink(rect):
    """A line's glyph box is taller than its letters: compare them, from just over their
    capitals' top to their baseline (accents and tails may reach past a little)."""
    x, y, w, h = rect
    return (x + 1, y + h * 0.15, w - 2, h * 0.65)


def under(panel, rect) -> bool:
    """Some of a line's letters lie under `panel`."""
    px, py, pw, ph = panel
    x, y, w, h = ink(rect)
    return px < x + w and x < px + pw and py < y + h and y < py + ph


def within(rect, panel) -> bool:
    """Every letter of a line on `panel`."""
    x, y, w, h = ink(rect)
    px, py, pw, ph = panel
    return px <= x and py <= y and x + w <= px + pw and y + h <= py + ph


def on_panels(app, every: list, shown: list):
    """(text, rect, panel) of each line `shown` (of `every` line drawn, in order) lying
    over a panel: the panel drawn last before it under its letters (a sign laid over the
    seats holds its words, not the seats)."""
    kept = {(text, tuple(rect)) for text, rect in shown}
    for i, (text, rect) in enumerate(every):
        if (text, tuple(rect)) not in kept:
            continue
        under_it = [c.rect for c in app.canvas.covers if c.before <= i and under(c.rect, rect)]
        if under_it:
            yield text, rect, under_it[-1]


def touching(a, b) -> bool:
    ax, ay, aw, ah = ink(a)
    bx, by, bw, bh = ink(b)
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def in_sight(app, every: list) -> tuple[list, list[str]]:
    """(index, text, rect) of each line no panel laid over it hides, and what is wrong
    with the panels laid over the others (Canvas.covers, in the order drawn): one that
    does not hide them on purpose (a tip over the line of what happened), one in FRONT of
    them that lets them show through, or a box on a VEIL that lets the words dimmed under
    it show through (a pause over the round's scores)."""
    shown, bad = [], []
    for i, (text, rect) in enumerate(every):
        dimmed = False
        for c in app.canvas.covers:
            if c.before <= i or not c.alpha or not under(c.rect, rect):
                continue
            through = "shows through" if c.alpha < 255 else "hides under"
            if c.hides == VEIL:
                dimmed = True
                continue
            if dimmed and c.alpha < 255 and c.hides != SIGN:
                bad.append(f"{text!r}, dimmed, shows through a box laid on it {c.rect}")
            elif not dimmed and c.hides is None:
                bad.append(f"{text!r} {through} a panel laid over it {c.rect}")
            elif not dimmed and c.hides == FRONT and c.alpha < 255:
                bad.append(f"{text!r} shows through the panel in front of it {c.rect}")
            break
        else:
            if not dimmed:
                shown.append((i, text, rect))
    return shown, bad


def crosses(arrow, rect) -> bool:
    """Some of a line's letters under an arrow (Canvas.arrow's shaft, or its head: as
    wide as its wings at their back, a point at its tip)."""
    _before, (x0, y0), (x1, y1), width, head = arrow
    length = math.hypot(x1 - x0, y1 - y0)
    x, y, w, h = ink(rect)
    steps = max(1, int(length // 2))
    for k in range(steps + 1):
        px, py = x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps
        left = length * (1 - k / steps)
        reach = 0.6 * left if left < head else width / 2
        dx, dy = max(x - px, 0, px - x - w), max(y - py, 0, py - y - h)
        if dx * dx + dy * dy < reach * reach:
            return True
    return False


def arrows_over(app, shown: list) -> list[str]:
    """The lines in sight an arrow crosses, unless they lie on an opaque panel laid over
    the arrow (a lesson's words over its own arrow's tail)."""
    bad = []
    for arrow in app.canvas.arrows:
        for i, text, rect in shown:
            if crosses(arrow, rect) and not any(
                    arrow[0] <= c.before <= i and c.alpha >= 255 and within(rect, c.rect)
                    for c in app.canvas.covers):
                bad.append(f"an arrow crosses {text!r}")
    return bad


def drawn_lines(app) -> list:
    """The frame drawn now: each line of text with its logical rectangle (and in
    `app.canvas.shortened`, every text it had to cut with an ellipsis)."""
    app.canvas.drawn_text = []
    app.canvas.covers, app.canvas.arrows = [], []
    app.canvas.shortened = set()
    try:
        app.draw()
        return app.canvas.drawn_text
    finally:
        app.canvas.drawn_text = None


def collisions(app) -> list[str]:
    """What is wrong with the text of the frame drawn now: a text cut short, a line off
    the screen, two lines touching, a line across a panel's edge (partly on it), a panel
    laid over a line it does not hide on purpose or that shows through it, an arrow over
    words."""
    every = drawn_lines(app)
    where = type(app.scene).__name__
    shown, hidden = in_sight(app, every)
    texts = [(text, rect) for _i, text, rect in shown]
    bad = [f"{where}: {text!r} is cut" for text in sorted(app.canvas.shortened)]
    bad += [f"{where}: {text!r} crosses the edge of its panel {panel}"
            for text, rect, panel in on_panels(app, every, texts) if not within(rect, panel)]
    bad += [f"{where}: {wrong}" for wrong in hidden + arrows_over(app, shown)]
    app.canvas.shortened = None
    for i, (text, rect) in enumerate(texts):
        x, y, w, h = rect
        if x < -1 or y < -1 or x + w > 1281 or y + h > 721:
            bad.append(f"{where}: {text!r} leaves the screen")
        bad.extend(f"{where}: {text!r} touches {other!r}"
                   for other, r in texts[i + 1:] if other != text and touching(rect, r))
    return bad


def speaking(code: str, size, **kwargs):
    """An app at `size` in the language `code`."""
    from scenes.services import lang
    app = make_app(fixed_dt=16, size=size, **kwargs)
    lang.use(code)
    return app


def at_text_size(app, text_size: str):
    """`app` with every word at `text_size` (one of Settings' text sizes) from its next
    frame, as --text-size sets it."""
    app.text_size_for_now = text_size
    app.follow_text_size()
    return app


def played_out(game: str, players: int):
    """A finished game of seeded random legal moves, with no table in between."""
    rng = random.Random(7)
    session = demo_session(game, players, "easy", seed=3)
    for _ in range(50000):
        if session.is_over():
            return session
        seat = rng.choice(sorted(session.to_act()))
        moves = session.legal(seat)
        if moves:
            session.apply(seat, rng.choice(moves))
    raise AssertionError(f"{game} did not end")


def between_rounds(seats):
    """A Ligretto game of seeded random legal moves (plays first) to its first round's
    end."""
    from scenes.services.session import Session
    rng = random.Random(7)
    session = Session("ligretto", seats, 3)
    for _ in range(50000):
        if session.between():
            return session
        seat = rng.choice(sorted(session.to_act()))
        moves = session.legal(seat)
        plays = [m for m in moves if type(m).__name__ != "Turn"]
        if moves:
            session.apply(seat, rng.choice(plays or moves))
    raise AssertionError("the round did not end")


def record_games() -> None:
    """A game of each table recorded, Ada playing seat 1: the statistics have rows, stars
    and recent games to show."""
    from scenes.services.records import Records
    from scenes.services.session import Seat
    with Records.open() as db:
        for game, players in TABLES:
            session = played_out(game, players)
            seats = [Seat("human", "Ada")] + list(session.seats[1:])
            db.record_game(game, seats, list(session.scores()), session.moves,
                           seed=session.seed)


def stats_and_saved(app) -> list[str]:
    """What is wrong on each game's statistics and on Continue's list with a Drop asked."""
    bad = []
    for game in names():
        app.open("stats", how="reset")
        app.run(max_frames=app.frames + 3)
        app.scene.pick(game)
        app.run(max_frames=app.frames + 2)
        bad += collisions(app)
    saved = [demo_session(g, p, "easy", seed=3) for g, p in TABLES[:3]]
    app.open("saved", how="reset", sessions=saved)
    app.run(max_frames=app.frames + 3)
    app.scene.drop(0)
    bad += collisions(app)
    return bad


def at_each_size(app) -> list[str]:
    """What is wrong with the frame drawn now, drawn at 1280x720 and at 960x540 (the
    app's canvas drawn onto a surface of each size, then back onto its window)."""
    import pygame
    window, bad = app.canvas.surface, []
    try:
        for size in BOTH:
            app.canvas.resize(pygame.Surface(size))
            app.assets.clear()
            bad += collisions(app)
    finally:
        app.canvas.resize(window)
        app.assets.clear()
    return bad


# Large print (issue 44): the table tests again at Large and Larger, at 1280x720 only.
LARGE_PRINT = ("large", "larger")


def large_print(tables: list, langs=LANGS) -> list:
    """(code, text size, game, players): each of `tables` at Larger in each of `langs`, and
    the smallest and largest table of each game at Large too (between Normal and Larger,
    where other lines wrap)."""
    extreme = set(TABLES)
    return [(code, text, game, players) for code in langs for text in LARGE_PRINT
            for game, players in tables if text == "larger" or (game, players) in extreme]

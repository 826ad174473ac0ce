"""Runs of the app inside bench.py's own process, scripted as a person plays: the tour of
every switch of screens (menu -> table -> score -> replay, menu -> statistics), and four
people at one Ligretto table at their own controls."""

from __future__ import annotations

import os
import random
import time

from bench_records import sample_games

TOUR_STORED = 10_000     # games in the records when the tour starts
DWELL = 60               # frames (at 60 a second) a screen shows before the tour clicks
AFTER = 10               # frames after a switch that count as its first frames


def tour(game: str, players: int, size=None, stored: int = TOUR_STORED,
         text_size: str | None = None) -> dict:
    """In this process (its CARDTABLE_HOME a fresh folder): `stored` games in the records,
    then the menu; `game` with every seat a medium bot (recorded, as a person's game is)
    played from the menu's Play button to the score screen, its replay watched, back to the
    menu and on to the statistics. A screen shows DWELL frames before each click. For each
    switch, the slowest frame from its cause (the click, or the game's end) to AFTER frames
    after the new screen's first, with that frame's own CPU time; and each screen's slowest
    frame."""
    import pygame

    from scenes.routes import make_app
    from scenes.services import deals
    from scenes.services.records import Records
    with Records.open() as db:
        db.record_many(sample_games(stored))
    deals.fresh_seed = lambda: 7            # the same deal every run
    app = make_app(fixed_dt=16, size=size)
    if text_size:                           # large print: every word bigger, measured too
        app.text_size_for_now = text_size
        app.follow_text_size()
    app.record_bots = True
    app.open("menu")
    app.settle()                            # as main.py does
    frames: list[tuple] = []                # (screen, wall ms, cpu ms)

    def screen() -> str:
        return type(app.scene).__name__.removesuffix("Scene").lower()

    def step() -> None:
        t, c = time.perf_counter(), time.thread_time()
        app.step(16)
        frames.append((screen(), (time.perf_counter() - t) * 1000,
                       (time.thread_time() - c) * 1000))

    def dwell(n: int = DWELL) -> None:
        """A screen shown as a person sees it, at 60 frames a second, before a click."""
        for _ in range(n):
            start = time.perf_counter()
            step()
            time.sleep(max(0.0, start + 1 / 60 - time.perf_counter()))

    def until(name: str, limit: int = 400_000) -> int:
        for _ in range(limit):
            if screen() == name:
                return len(frames)
            step()
        raise RuntimeError(f"the tour never reached the {name} screen (at {screen()})")

    def click(label: str, buttons) -> None:
        button = next(b for b in buttons if b.label == label)
        pos = app.canvas.rect(button.rect).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=0))

    spans: dict[str, tuple[int, int]] = {}
    app.run(max_frames=1)                   # the first menu frame: start-up's, not a switch's
    dwell()
    menu = app.scene
    menu._pick(game)
    menu.players = players
    menu.kinds[:players] = ["medium"] * players
    menu.option_buttons = menu._option_buttons()
    dwell()
    start = len(frames)
    click("Play", [menu.play])
    spans["menu -> table"] = (start, until("table"))
    table = app.scene
    for _ in range(400_000):
        if table.done():
            break
        step()
    start = len(frames)
    spans["table -> score"] = (start, until("score"))
    dwell()
    start = len(frames)
    click("Watch replay", app.scene.buttons)
    spans["score -> replay"] = (start, until("replay"))
    dwell(2 * DWELL)
    start = len(frames)
    key(pygame.K_ESCAPE)
    spans["replay -> score"] = (start, until("score"))
    dwell()
    start = len(frames)
    click("Menu", app.scene.buttons)
    spans["score -> menu"] = (start, until("menu"))
    dwell()
    start = len(frames)
    click("Statistics", app.scene.small)
    spans["menu -> statistics"] = (start, until("stats"))
    dwell()
    start = len(frames)
    key(pygame.K_ESCAPE)
    spans["statistics -> menu"] = (start, until("menu"))
    dwell()
    app.close()

    def slowest(part: list[tuple]) -> dict:
        worst = max(part, key=lambda f: f[1])
        return {"max": round(worst[1], 2), "cpu": round(worst[2], 2),
                "most_cpu": round(max(f[2] for f in part), 2)}
    out = {"switches": {name: slowest(frames[a:b + AFTER]) for name, (a, b) in spans.items()},
           "screens": {name: {**slowest([f for f in frames if f[0] == name]),
                              "frames": sum(f[0] == name for f in frames)}
                       for name in dict.fromkeys(f[0] for f in frames)},
           "load": os.getloadavg()[0]}
    return out


WHOLE_MOST = 200_000     # a safety net for a whole game that never ends, never a measure


def people(size=None, frames: int | None = 3600) -> dict:
    """Four people at one Ligretto table, each with their own controls (the mouse, both key
    blocks, a controller), playing as quickly as a person does (a card every ~300 ms each):
    their events go through the real event queue. The slowest frame, the p99 and the peak
    memory; over `frames`, or (None) the whole game to its score screen."""
    import pygame

    from game.ligretto.rules import Play, Turn
    from scenes.kit.keys import PAD_BUTTON_CODES, US_KEYS
    from scenes.routes import make_app
    from scenes.services.controls import DEFAULT_BLOCKS, PAD_BUTTONS
    from scenes.services.session import Seat, Session
    session = Session("ligretto", [Seat("human", n) for n in ("Ada", "Ben", "Cleo", "Dev")], 7)
    app = make_app(fixed_dt=16, size=size)
    app.open("table", session=session)
    app.run(max_frames=2)
    app.settle()                            # as main.py does
    board = app.scene.board
    post = pygame.event.post

    def press(seat: int) -> None:
        plays = [m for m in session.legal(seat) if isinstance(m, Play)]
        move = plays[0] if plays else Turn()
        action = "turn" if isinstance(move, Turn) else (
            f"row{move.index + 1}" if move.source == "row" else move.source)
        control = session.controls[seat]
        if control == "mouse":
            slots = board.slots[seat]
            rect = slots.hand if action == "turn" else board.source_rect(
                seat, move.source, move.index)
            pos = app.canvas.rect(rect).center
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                post(pygame.event.Event(kind, pos=pos, button=1))
        elif control == "controller":
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                post(pygame.event.Event(kind, instance_id=1,
                                        button=PAD_BUTTON_CODES[PAD_BUTTONS[action]]))
        else:
            place = DEFAULT_BLOCKS[control][action]      # a key's place (its scancode)
            key = ord(US_KEYS[place])                       # what it types in English
            post(pygame.event.Event(pygame.KEYDOWN, scancode=place, key=key, unicode="",
                                    mod=0))
            post(pygame.event.Event(pygame.KEYUP, scancode=place, key=key, mod=0))

    post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=0))
    times, rng = [], random.Random(7)
    n = 0
    while (n < frames) if frames is not None else (
            app.scene is not None and app.scene.__class__.__name__ == "TableScene"
            and n < WHOLE_MOST):
        n += 1
        if session.state.phase == "play" and board.clock_running():
            for seat in range(4):
                if rng.random() < 16 / 300:
                    press(seat)
        elif board.countdown is None and board.sign is None and n % 30 == 0:
            post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="", mod=0))
        t = time.perf_counter()
        app.step(16)
        times.append((time.perf_counter() - t) * 1000)
    scene = type(app.scene).__name__.removesuffix("Scene").lower() if app.scene else None
    app.close()
    times.sort()
    from scenes.cli import peak_memory_mb
    return {"max": round(times[-1], 2), "p99": round(times[int(len(times) * 0.99)], 2),
            "moves": len(session.moves), "rounds": session.state.round,
            "frames": len(times), "scene": scene, "peak_mb": peak_memory_mb()}

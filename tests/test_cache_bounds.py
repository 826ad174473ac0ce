"""The caches of rendered things are bounded in pixels as well as in entries (issue 47: a
whole Ligretto game at full HD filled them with ~50 MB it never showed again)."""

import pygame
from screen_helpers import new_app

from scenes.shell.assets import LRU, nbytes, screen_bytes


def test_an_lru_keeps_at_most_its_windows_worth_of_pixels():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    cache = LRU(1000, screens=0.5)
    most = 0.5 * screen_bytes()
    sizes = [(400, 300), (640, 360), (100, 100), (800, 400), (300, 300)] * 8
    for i, size in enumerate(sizes):
        cache.get_or_make(i, lambda size=size: pygame.Surface(size))
        assert cache.bytes == sum(nbytes(v) for v in cache.values())
        assert cache.bytes <= most or len(cache) == 1
    assert 1 < len(cache) < len(sizes)
    assert len(sizes) - 1 in cache                       # the newest stays
    assert 0 not in cache                                # the oldest went first


def test_a_surface_bigger_than_the_budget_stays_while_it_is_the_newest():
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    cache = LRU(10, screens=0.1)
    big = cache.get_or_make("big", lambda: pygame.Surface((1280, 720)))
    assert cache.get_or_make("big", lambda: None) is big and cache.bytes == nbytes(big)
    cache.get_or_make("small", lambda: pygame.Surface((10, 10)))
    assert list(cache) == ["small"]


def test_the_apps_text_cache_stays_within_its_budget_however_many_texts():
    app = new_app()
    texts = app.assets._text
    for n in range(300):
        app.assets.text(f"Round {n} · the bots are racing", 54, (240, 196, 90), True)
    assert texts.bytes <= texts.screens * screen_bytes()
    assert texts.bytes == sum(nbytes(v) for v in texts.values())
    app.close()


def test_the_felt_stays_however_full_the_other_caches_get():
    app = new_app()
    felt = app.canvas.warm_table()
    w, h = app.screen.get_size()
    for n in range(40):
        app.assets.cached(("panel", n), lambda: pygame.Surface((w, h // 2)))
    assert app.assets._misc.bytes <= app.assets._misc.screens * screen_bytes()
    assert app.canvas.warm_table() is felt              # not made again every frame
    app.close()

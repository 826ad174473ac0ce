"""The bare pygame-ce window Card Table's start-up is measured against (bench.py's
start-up ratios, issue 47): a window at the app's own size drawing one line of text
in the app's font, shows it once, exits and prints the time it showed (time.time()).
Run as a whole process, as the app is: `python tests/bare_window.py [--headless]`."""

import json
import os
import sys
import time

if "--headless" in sys.argv:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(HERE, "assets", "fonts", "DejaVuSans.ttf")
SIZE = (1280, 720)       # scenes/shell/canvas.py's LOGICAL: the app's window at first

pygame.init()
screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
screen.fill((20, 60, 40))
line = pygame.font.Font(FONT, 32).render("Card Table", True, (240, 240, 230))
screen.blit(line, (40, 40))
pygame.display.flip()
shown = time.time()
pygame.event.pump()
pygame.quit()
print(json.dumps({"first_shown": shown}))

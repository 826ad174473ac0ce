"""A window too small for the table: below TOO_SMALL a scale, the app draws no scene, only
"Make the window larger to play", whole however small the window."""

from __future__ import annotations

import pygame

from ..services.lang import _
from .canvas import nfc

TOO_SMALL = 0.3  # below this scale text would be unreadable: ask for a bigger window


def draw_too_small(screen, assets) -> list[pygame.Rect]:
    """"Make the window larger to play", whole inside however small a window: on as
    many lines as it needs, at the largest size (14 pixels times the text size chosen,
    down to 7) that holds them. Returns where each line went."""
    words = nfc(_("Make the window larger to play")).split(" ")
    room = screen.get_rect().inflate(-8, -8)
    for px in range(round(14 * getattr(assets, "text_scale", 1.0)), 6, -1):
        font = assets.font(px)
        lines, line = [], ""
        for word in words:
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > room.w:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        step = font.get_linesize()
        if max(font.size(one)[0] for one in lines) <= room.w and \
                step * len(lines) <= room.h:
            break
    top = room.centery - step * len(lines) / 2
    drawn = []
    for k, one in enumerate(lines):
        msg = font.render(one, True, (240, 230, 210))
        drawn.append(msg.get_rect(midtop=(room.centerx, round(top + k * step))))
        screen.blit(msg, drawn[-1])
    return drawn

"""Settings: animation speed, bots' pace, full screen, sound volume."""

from __future__ import annotations

from ..kit.widgets import Button
from ..services.settings import SPEEDS, VOLUMES
from ..shell.app import Scene
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK

PACES = {"relaxed": 1100, "normal": 700, "quick": 350}


def _next(options, current):
    keys = list(options)
    return keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0]


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.buttons = [
            Button((660, 220, 260, 50), "", self.cycle_speed),
            Button((660, 300, 260, 50), "", self.cycle_pace),
            Button((660, 380, 260, 50), "Toggle (F11)", app.toggle_fullscreen),
            Button((660, 460, 60, 50), "−", lambda: self.step_volume(-1)),
            Button((860, 460, 60, 50), "+", lambda: self.step_volume(1)),
            Button((560, 570, 160, 50), "Done", self.done, primary=True),
        ]
        self.quieter, self.louder, self.done_button = self.buttons[3:6]

    def pace_name(self) -> str:
        ms = self.app.settings.bot_pace_ms
        return next((k for k, v in PACES.items() if v == ms), "normal")

    def cycle_speed(self) -> None:
        self.app.settings.speed = _next(SPEEDS, self.app.settings.speed)

    def cycle_pace(self) -> None:
        self.app.settings.bot_pace_ms = PACES[_next(PACES, self.pace_name())]

    def step_volume(self, by: int) -> None:
        """One step quieter or louder, heard at once."""
        k = VOLUMES.index(self.app.settings.volume) + by
        self.app.settings.volume = VOLUMES[max(0, min(len(VOLUMES) - 1, k))]
        self.app.sound.set_volume(self.app.settings.volume)
        self.app.sound.play("flip")

    def volume_text(self) -> str:
        if not self.app.sound.available:
            return "No sound device"
        volume = self.app.settings.volume
        return "Off" if volume == 0 else "{percent}%".format(percent=volume)

    def done(self) -> None:
        self.app.settings.save()
        self.app.pop()

    def exit(self) -> None:
        self.app.settings.save()

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.panel((320, 120, 640, 520), alpha=160)
        canvas.text("Settings", 40, (640, 160), GOLD, anchor="center", bold=True)
        self.buttons[0].label = self.app.settings.speed.capitalize()
        self.buttons[1].label = self.pace_name().capitalize()
        volume, available = self.app.settings.volume, self.app.sound.available
        self.quieter.enabled = available and volume > VOLUMES[0]
        self.louder.enabled = available and volume < VOLUMES[-1]
        canvas.fit_text(self.volume_text(), 22, (790, 485), INK, width=130, anchor="center")
        for label, y in (("Animation speed", 245), ("Bots' pace", 325), ("Full screen", 405),
                         ("Sound volume", 485)):
            canvas.text(label, 22, (380, y), INK, anchor="midleft")
        self.draw_buttons(canvas)

"""Settings: animation speed, bots' pace, full screen, sound volume, language, tips, and
the way to the real-time game's keys (a screen of its own: scenes/screens/keys.py)."""

from __future__ import annotations

from game import RULES

from ..kit.widgets import Button
from ..services import lang
from ..services.lang import LANGUAGES, _, pgettext
from ..services.settings import SPEEDS, VOLUMES
from ..services.tips import Tips
from ..shell.canvas import Canvas
from ..shell.palette import GOLD, INK
from ..shell.scene import Scene

PACES = {"relaxed": 1100, "normal": 700, "quick": 350}
ROW0, ROW_STEP = 182, 56      # the settings' rows, top to bottom
ROWS = 7
DONE_Y = 584                  # under the last row, inside the panel (112 to 648)


def _next(options, current):
    keys = list(options)
    return keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0]


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        y = [ROW0 + k * ROW_STEP for k in range(ROWS)]
        self.buttons = [
            Button((660, y[0], 260, 50), "", self.cycle_speed),
            Button((660, y[1], 260, 50), "", self.cycle_pace),
            Button((660, y[2], 260, 50), "", app.toggle_fullscreen),
            Button((660, y[3], 60, 50), "−", lambda: self.step_volume(-1)),
            Button((860, y[3], 60, 50), "+", lambda: self.step_volume(1)),
            Button((560, DONE_Y, 160, 50), "", self.done, primary=True),
            Button((660, y[4], 260, 50), "", self.cycle_language),
            Button((660, y[5], 260, 50), "", self.switch_tips),
            Button((660, y[6], 260, 50), lambda: _("Change…"), lambda: self.app.open("keys")),
        ]
        self.quieter, self.louder, self.done_button, self.language, self.tips, \
            self.keys_button = self.buttons[3:9]

    def pace_name(self) -> str:
        ms = self.app.settings.bot_pace_ms
        return next((k for k, v in PACES.items() if v == ms), "normal")

    def cycle_speed(self) -> None:
        self.app.settings.speed = _next(SPEEDS, self.app.settings.speed)

    def cycle_pace(self) -> None:
        self.app.settings.bot_pace_ms = PACES[_next(PACES, self.pace_name())]

    def cycle_language(self) -> None:
        """The next language, at once (every screen asks for its words each frame)."""
        code = _next(LANGUAGES, lang.current())
        self.app.settings.language = code
        lang.use(code)

    def switch_tips(self) -> None:
        """Tips off, or on again from the start (each shows once more)."""
        Tips(self.app.settings).switch()

    def step_volume(self, by: int) -> None:
        """One step quieter or louder, heard at once."""
        k = VOLUMES.index(self.app.settings.volume) + by
        self.app.settings.volume = VOLUMES[max(0, min(len(VOLUMES) - 1, k))]
        self.app.sound.set_volume(self.app.settings.volume)
        self.app.sound.play("flip")

    def volume_text(self) -> str:
        if not self.app.sound.available:
            return _("No sound device")
        volume = self.app.settings.volume
        return _("Off") if volume == 0 else _("{percent}%").format(percent=volume)

    def done(self) -> None:
        self.app.settings.save()
        self.app.pop()

    def exit(self) -> None:
        self.app.settings.save()

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.panel((320, 112, 640, 536), alpha=160)
        canvas.fit_text(_("Settings"), 40, (640, 148), GOLD, width=600, anchor="center",
                        bold=True)
        self.buttons[0].label = speed_names()[self.app.settings.speed]
        self.buttons[1].label = pace_names()[self.pace_name()]
        self.buttons[2].label = _("Toggle (F11)")
        self.done_button.label = _("Done")
        self.language.label = LANGUAGES[lang.current()] if lang.current() in LANGUAGES \
            else lang.current()
        self.tips.label = pgettext("switch", "On") if self.app.settings.tips \
            else pgettext("switch", "Off")
        volume, available = self.app.settings.volume, self.app.sound.available
        self.quieter.enabled = available and volume > VOLUMES[0]
        self.louder.enabled = available and volume < VOLUMES[-1]
        y = [ROW0 + 25 + k * ROW_STEP for k in range(ROWS)]
        # Between its two buttons: "No sound device" on two lines rather than cut.
        lines, size = canvas.fit_lines(self.volume_text(), (22, 20, 18, 17, 16), 130)
        for k, line in enumerate(lines):
            canvas.text(line, size, (790, y[3] + (k - (len(lines) - 1) / 2) * (size + 1)),
                        INK, anchor="center")
        for label, at in zip((_("Animation speed"), _("Bots' pace"), _("Full screen"),
                              _("Sound volume"), _("Language"), _("Tips at the table"),
                              keys_title()), y):
            canvas.fit_text(label, 22, (380, at), INK, width=270, anchor="midleft")
        self.draw_buttons(canvas)


def speed_names() -> dict[str, str]:
    return {"slow": _("Slow"), "normal": pgettext("speed", "Normal"), "fast": _("Fast")}


def pace_names() -> dict[str, str]:
    return {"relaxed": _("Relaxed"), "normal": pgettext("pace", "Normal"), "quick": _("Quick")}


def keys_title() -> str:
    """The keys screen's title, as it says it: the real-time game named by the rules (a
    screen names no game)."""
    titles = [r.title for r in RULES.values() if r.realtime]
    if len(titles) != 1:
        return _("Keys for the games played in real time")
    # Translators: the screen where people choose their keys for the game played in real
    # time; {game} is its name.
    return _("{game} keys").format(game=titles[0])

"""Settings in two columns: on the left the table's (animation speed, bots' pace, full
screen, sound volume, language, tips), on the right how it is seen and heard (text size,
colours, speech and how much it says) and the way to the real-time game's keys (a screen
of its own: scenes/screens/keys.py)."""

from __future__ import annotations

from game import RULES

from ..kit.widgets import Button
from ..services import lang
from ..services.lang import LANGUAGES, _, pgettext
from ..services.settings import COLOURS, SPEEDS, TEXT_SIZES, VOLUMES
from ..services.speech import LEVELS, MODES
from ..services.tips import Tips
from ..shell.canvas import Canvas
from ..shell.focus import button_targets
from ..shell.palette import GOLD, INK
from ..shell.scene import Scene

PACES = {"relaxed": 1100, "normal": 700, "quick": 350}
ROW0, ROW_STEP, ROW_H = 196, 60, 44   # the settings' rows, top to bottom
ROWS = 6                      # in each column
COLUMNS = (80, 660)           # each column's left edge: its labels, then its buttons
LABEL_W, BUTTON_X, BUTTON_W = 270, 280, 260    # within a column
PANEL = (60, 112, 1160, 560)
DONE_Y = 600                  # under the last row, inside the panel


def _next(options, current):
    keys = list(options)
    return keys[(keys.index(current) + 1) % len(keys)] if current in keys else keys[0]


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        def at(column: int, row: int, dx: float = 0, w: float = BUTTON_W):
            return (COLUMNS[column] + BUTTON_X + dx, ROW0 + row * ROW_STEP, w, ROW_H)
        self.buttons = [
            Button(at(0, 0), "", self.cycle_speed),
            Button(at(0, 1), "", self.cycle_pace),
            Button(at(0, 2), "", app.toggle_fullscreen),
            Button(at(0, 3, 0, 60), "−", lambda: self.step_volume(-1)),
            Button(at(0, 3, BUTTON_W - 60, 60), "+", lambda: self.step_volume(1)),
            Button((560, DONE_Y, 160, 48), "", self.done, primary=True),
            Button(at(0, 4), "", self.cycle_language),
            Button(at(0, 5), "", self.switch_tips),
            Button(at(1, 2), lambda: speech_names()[self.app.speech.mode],
                   self.cycle_speech),
            Button(at(1, 3), lambda: level_names()[self.app.speech.level],
                   self.cycle_level),
            Button(at(1, 4), lambda: _("Change…"), lambda: self.app.open("keys")),
            Button(at(1, 0), lambda: text_size_names()[self.app.settings.text_size],
                   self.cycle_text_size),
            Button(at(1, 1), lambda: colour_names()[self.app.settings.colours],
                   self.cycle_colours),
        ]
        self.quieter, self.louder, self.done_button, self.language, self.tips, \
            self.speech_button, self.level_button, self.keys_button, self.text_size, \
            self.colours = self.buttons[3:13]

    def focus_zones(self) -> list:
        """Each row's button said with its setting: "Animation speed: Normal"."""
        rows = [self.buttons[0], self.buttons[1], self.buttons[2], self.quieter,
                self.language, self.tips, self.text_size, self.colours, self.speech_button,
                self.level_button, self.keys_button]
        said = {b: (lambda b=b, label=label: _("{setting}: {value}").format(
                    setting=label(), value=b.label))
                for b, label in zip(rows, row_labels())}
        said[self.quieter] = lambda: _("Sound volume {volume}: quieter").format(
            volume=self.volume_text())
        said[self.louder] = lambda: _("Sound volume {volume}: louder").format(
            volume=self.volume_text())
        return [button_targets(self.buttons, said)]

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

    def cycle_text_size(self) -> None:
        """Normal, Large, Larger: every word follows at once (the app's own text size
        for this run, --text-size, gives way to the one chosen here)."""
        self.app.settings.text_size = _next(TEXT_SIZES, self.app.settings.text_size)
        self.app.text_size_for_now = None
        self.app.follow_text_size()

    def cycle_colours(self) -> None:
        self.app.settings.colours = _next(COLOURS, self.app.settings.colours)
        self.app.dirty = True

    def switch_tips(self) -> None:
        """Tips off, or on again from the start (each shows once more)."""
        Tips(self.app.settings).switch()

    def cycle_speech(self) -> None:
        """Off, through the screen reader, or the system's own voice: said in the new one."""
        mode = _next(MODES, self.app.speech.mode)
        self.app.settings.speech = mode
        self.app.speech.set_mode(mode)
        self.app.speech.say(_("Speech: {kind}").format(kind=speech_names()[mode]),
                            interrupt=True)

    def cycle_level(self) -> None:
        level = _next(LEVELS, self.app.speech.level)
        self.app.settings.speech_level = self.app.speech.level = level
        self.app.speech.say(level_names()[level], interrupt=True)

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
        canvas.panel(PANEL, alpha=160)
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
        y = [ROW0 + ROW_H / 2 + k * ROW_STEP for k in range(ROWS)]
        # Between its two buttons: "No sound device" on two lines rather than cut.
        lines, size = canvas.fit_lines(self.volume_text(), (22, 20, 18, 17, 16), 130)
        step = canvas.line_step(size, 1)
        middle = COLUMNS[0] + BUTTON_X + BUTTON_W / 2
        for k, line in enumerate(lines):
            canvas.text(line, size, (middle, y[3] + (k - (len(lines) - 1) / 2) * step),
                        INK, anchor="center")
        labels = row_labels()
        for k, label in enumerate(labels):
            column, row = divmod(k, ROWS)
            canvas.fit_text(label(), 22, (COLUMNS[column], y[row]), INK, width=LABEL_W,
                            anchor="midleft")
        self.draw_buttons(canvas)


def row_labels() -> list:
    """Each row's name, top to bottom (a function: asked in the language in use)."""
    return [lambda: _("Animation speed"), lambda: _("Bots' pace"), lambda: _("Full screen"),
            lambda: _("Sound volume"), lambda: _("Language"), lambda: _("Tips at the table"),
            lambda: _("Text size"), lambda: _("Colours"), lambda: _("Speech"),
            lambda: _("What speech says"), keys_title]


def text_size_names() -> dict[str, str]:
    return {"normal": pgettext("text size", "Normal"), "large": _("Large"),
            "larger": _("Larger")}


def colour_names() -> dict[str, str]:
    return {"normal": pgettext("colours", "Normal"), "contrast": _("High contrast")}


def speech_names() -> dict[str, str]:
    return {"off": pgettext("speech", "Off"), "reader": _("Through my screen reader"),
            "voice": _("The computer's own voice")}


def level_names() -> dict[str, str]:
    return {"brief": _("Brief"), "full": _("Everything")}


def speed_names() -> dict[str, str]:
    return {"slow": _("Slow"), "normal": pgettext("speed", "Normal"), "fast": _("Fast"),
            "still": _("No motion")}


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

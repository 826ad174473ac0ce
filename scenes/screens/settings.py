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


# Each button's place in the order of `SettingsScene.buttons`: (column, row, dx, width);
# Done (-1, -1) under the rows.
SPOTS = ((0, 0, 0, BUTTON_W), (0, 1, 0, BUTTON_W), (0, 2, 0, BUTTON_W), (0, 3, 0, 60),
         (0, 3, BUTTON_W - 60, 60), (-1, -1, 0, 0), (0, 4, 0, BUTTON_W), (0, 5, 0, BUTTON_W),
         (1, 2, 0, BUTTON_W), (1, 3, 0, BUTTON_W), (1, 4, 0, BUTTON_W), (1, 0, 0, BUTTON_W),
         (1, 1, 0, BUTTON_W), (1, 5, 0, BUTTON_W))


class Rows:
    """Where the rows go at the text size chosen: at Normal, as above; at Large and
    Larger the panel takes the screen, the rows are as far apart as it allows and each
    label has room for two lines."""

    def __init__(self, canvas: Canvas):
        if canvas.text_scale <= 1:
            self.panel, self.title_y, self.row0, self.step = PANEL, 148, ROW0, ROW_STEP
            self.row_h, self.done_y = ROW_H, DONE_Y
            self.columns, self.label_w, self.button_x = COLUMNS, LABEL_W, BUTTON_X
            return
        title_h = canvas.line_step(40)
        self.title_y = 10 + title_h / 2
        self.panel = (30, 4, 1220, 712)
        self.row0 = self.title_y + title_h / 2 + 4
        self.done_y = 720 - 14 - 50
        self.step = (self.done_y - 8 - self.row0) / ROWS
        self.row_h = min(self.step - 8, 52.0)
        self.row0 += (self.step - 8 - self.row_h) / 2     # each button mid-row
        self.columns, self.label_w, self.button_x = (50, 650), 300, 310

    def at(self, column: int, row: int, dx: float = 0, w: float = BUTTON_W) -> tuple:
        return (self.columns[column] + self.button_x + dx, self.row0 + row * self.step, w,
                self.row_h)

    def middle(self, row: int) -> float:
        return self.row0 + row * self.step + self.row_h / 2


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
            Button(at(1, 5), lambda: reactions_on_off(self.app.settings.reactions),
                   self.switch_reactions),
        ]
        self.quieter, self.louder, self.done_button, self.language, self.tips, \
            self.speech_button, self.level_button, self.keys_button, self.text_size, \
            self.colours, self.reactions = self.buttons[3:14]

    def focus_zones(self) -> list:
        """Each row's button said with its setting: "Animation speed: Normal"."""
        rows = [self.buttons[0], self.buttons[1], self.buttons[2], self.quieter,
                self.language, self.tips, self.text_size, self.colours, self.speech_button,
                self.level_button, self.keys_button, self.reactions]
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
        self.app.follow_colours()

    def switch_reactions(self) -> None:
        """Others' reactions across computers shown and sent, or none at all."""
        self.app.settings.reactions = not self.app.settings.reactions

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

    def place(self, rows: Rows) -> None:
        """Each button on its row (again at another text size)."""
        for b, (column, row, dx, w) in zip(self.buttons, SPOTS):
            b.rect = (560, rows.done_y, 160, 48) if column < 0 else rows.at(column, row, dx, w)

    def draw(self, canvas: Canvas) -> None:
        rows = Rows(canvas)
        self.place(rows)
        canvas.table()
        canvas.panel(rows.panel, alpha=160)
        canvas.fit_text(_("Settings"), 40, (640, rows.title_y), GOLD, width=600,
                        anchor="center", bold=True)
        self.buttons[0].label = speed_names()[self.app.settings.speed]
        self.buttons[1].label = pace_names()[self.pace_name()]
        self.buttons[2].label = _("Toggle (F11)")
        self.done_button.label = _("Done")
        self.language.label = LANGUAGES[lang.current()] if lang.current() in LANGUAGES \
            else lang.current()
        self.tips.label = on_off(self.app.settings.tips)
        volume, available = self.app.settings.volume, self.app.sound.available
        self.quieter.enabled = available and volume > VOLUMES[0]
        self.louder.enabled = available and volume < VOLUMES[-1]
        y = [rows.middle(k) for k in range(ROWS)]
        # Between its two buttons: "No sound device" on two lines rather than cut.
        lines, size = canvas.fit_lines(self.volume_text(), (22, 20, 18, 17, 16), 130)
        step = canvas.line_step(size, 1)
        middle = rows.columns[0] + rows.button_x + BUTTON_W / 2
        for k, line in enumerate(lines):
            canvas.text(line, size, (middle, y[3] + (k - (len(lines) - 1) / 2) * step),
                        INK, anchor="center")
        labels = row_labels()
        for k, label in enumerate(labels):
            column, row = divmod(k, ROWS)
            # one line, or two where one does not hold it (a long language, large print)
            lines, size = canvas.fit_lines(label(), (22, 21, 20), rows.label_w)
            step = canvas.line_step(size, 1)
            for n, line in enumerate(lines):
                canvas.text(line, size, (rows.columns[column],
                                         y[row] + (n - (len(lines) - 1) / 2) * step), INK,
                            anchor="midleft")
        self.draw_buttons(canvas)


def row_labels() -> list:
    """Each row's name, top to bottom (a function: asked in the language in use)."""
    return [lambda: _("Animation speed"), lambda: _("Bots' pace"), lambda: _("Full screen"),
            lambda: _("Sound volume"), lambda: _("Language"), lambda: _("Tips at the table"),
            lambda: _("Text size"), lambda: _("Colours"), lambda: _("Speech"),
            lambda: _("What speech says"), keys_title,
            # Translators: the quick words people send each other across computers.
            lambda: _("Reactions")]


def on_off(on: bool) -> str:
    """The tips' switch (a word that agrees with "tips" where a language wants it)."""
    return pgettext("switch", "On") if on else pgettext("switch", "Off")


def reactions_on_off(on: bool) -> str:
    return pgettext("reactions", "On") if on else pgettext("reactions", "Off")


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

"""The menu: pick a game, the seats (a person here, a person on another computer, or a
bot, and a name), then play or continue; or join a table hosted on another computer.

It remembers, per game, the seats and names chosen last time (in the settings), and the
family's names to pick from while typing one. The seats themselves (who sits where, their
names and controls, remembered per game) are kit/seat_choice.py's `SeatChoice`."""

from __future__ import annotations

import pygame

from game import RULES
from game.core import Plural

from .. import lessons
from ..kit.notice_box import STRIP_LINES, NoticeBox, strip_lines
from ..kit.seat_choice import HELPED, HERE, SEATS, SeatChoice
from ..kit.widgets import Button, TextField, inside
from ..kit.words import control_words, seat_kind
from ..lessons import BOARDS
from ..services import bot_worker, deals
from ..services.ahead import load_bots, read_ahead, ready, stars_now
from ..services.controls import seat_controls
from ..services.damage import together
from ..services.deals import new_session, saved_sessions
from ..services.lang import _, ngettext, text
from ..services.session import Session
from ..services.settings import NAME_LIMIT
from ..services.settings import take_problem as settings_problem
from ..services.version import VERSION
from ..shell.canvas import Canvas
from ..shell.focus import Target, button_targets, reading_order
from ..shell.palette import GOLD, INK, NOTE, WARN
from ..shell.scene import Scene

SEAT_Y, SEAT_STEP = 232, 56
WORKER_AFTER = 20   # frames: the bots' process starts once the menu has shown (start-up first)
BLURB_SIZES = (18, 17, 16, 15)   # the game's paragraph under its buttons ...
BLURB_GAP = 8                   # ... a line every size + 8
NOTICE_WIDTH = 740  # the notice over the subtitle, between the top corners' buttons
SUBTITLE_SIZES = (22, 20, 18)   # the subtitle: one line, two at a large text size
PANEL_TOP, PANEL_BOTTOM = 150, 610   # the two panels at the Normal text size
SEATS_RIGHT = 1214      # the seats' right edge, inside their panel (at 1230)


class MenuLayout:
    """Where the menu's parts go at the text size chosen: at Normal, where they always
    were; at Large and Larger the title, subtitle and panels make room, the games' panel
    widens for its paragraph, the seats' labels get the room their words need and the name
    and kind share what is left, rows closer together when many seats need it."""

    def __init__(self, canvas: Canvas, subtitle: str, labels: list[str], players_word: str,
                 hint: str):
        scale = canvas.text_scale
        large = scale > 1
        self.title_y = 62 + (scale - 1) * 28
        self.subtitle, self.sub_size = canvas.fit_lines(subtitle, SUBTITLE_SIZES, NOTICE_WIDTH)
        step = canvas.line_step(self.sub_size, 2)
        self.sub_top = 112 - step / 2 + (scale - 1) * 40
        self.sub_step = step
        bottom = self.sub_top + step * len(self.subtitle)
        self.top = max(PANEL_TOP, round(bottom + 6))
        self.bottom = PANEL_BOTTOM + (6 if large else 0)
        self.games_w = 430 if large else 380        # the games' panel, from x 50
        self.seats_x = self.games_w + 80             # the seats' panel, to x 1230
        self.games_y = self.top + (16 if large else 50)
        self.game_step, self.game_h = (58, 50) if large else (64, 52)
        self.players_y = self.top + (32 if large else 41)
        self.label_x = self.seats_x + 30
        self.minus_x = max(600, self.label_x + canvas.text_width(players_word, 24, bold=True)
                           + 14)
        self.seat_y = self.top + (62 if large else 82)
        self.label_w = max([110] + [canvas.text_width(w, 20) + 12 for w in labels])
        self.field_x = max(600, self.label_x + self.label_w)
        self.hint, self.hint_size = canvas.fit_lines(hint, (18, 17, 16), 1210 - self.label_x)
        self.hint_step = canvas.line_step(self.hint_size, 2)
        self.hint_y = self.bottom - 26 - (canvas.line_step(18) - 18) / 2
        self.hint_top = self.hint_y - (len(self.hint) - 0.5) * self.hint_step

    def seat_step(self, rows: int, notes: float) -> float:
        """A seat's row: SEAT_STEP, less when the rows and the notes under them would
        reach the hint at the panel's foot (at least a button's height and a little)."""
        room = self.hint_top - 8 - self.seat_y - notes
        return max(44.0, min(SEAT_STEP, room / max(1, rows)))

    def columns(self, controls: bool) -> tuple:
        """(x, width) of the name, the kind and the controls in a seat's row."""
        if self.field_x == 600:
            return ((600, 200), (812, 196), (1018, 196)) if controls else \
                ((600, 250), (870, 230), None)
        room = SEATS_RIGHT - self.field_x
        if controls:
            w = (room - 24) / 3
            return ((self.field_x, w), (self.field_x + w + 12, w),
                    (self.field_x + 2 * (w + 12), w))
        w = (room - 12) / 2
        return (self.field_x, w), (self.field_x + w + 12, w), None


class MenuScene(SeatChoice, Scene):
    def __init__(self, app):
        super().__init__(app)
        full = Plural("A name has at most {n} character.", "A name has at most {n} characters.",
                      NAME_LIMIT, n=NAME_LIMIT)
        self.fields = [TextField((600, SEAT_Y + i * SEAT_STEP, 250, 46), "",
                                 limit=NAME_LIMIT, full=full) for i in range(SEATS)]
        self.saved: list[Session] = []     # unfinished games, newest first
        self.notice_box = NoticeBox(self._dismiss_notice)
        self.stars: dict = {}
        self.name_buttons: list[Button] = []   # the family's names, while one is typed
        self._choice: tuple | None = None      # the choice the table made ahead is for
        self._table = None                     # that table (see `_prepare_ahead`)
        self._seed = deals.fresh_seed()          # its deal, the one Play deals
        self._stats = False                    # the statistics screen was made ahead
        self._shown = 0                        # frames since the menu opened
        self._build_buttons()
        remembered = app.settings.game
        self._recall(remembered if remembered in BOARDS else next(iter(BOARDS)))

    def enter(self) -> None:
        self._default_names()       # the language may have changed (Settings): "You" too
        self._check_save()
        self._read_stars()
        self._bots = None           # what the other screens need: imported once shown
        self._warming = True        # the tables' cards to render once that is done
        self._stats = False
        self._shown = 0

    def update(self, dt: float) -> None:
        self._place_seat_buttons()
        self._tell(self.app.speech.take_problem())   # a voice that could not start
        self._shown += 1
        if self._shown == 2:        # the first frame has shown: the rest on the thread
            self._work_ahead()
        if self._shown == WORKER_AFTER:
            bot_worker.shared()             # the bots' process, up long before Play
        if self._bots is not None and self._bots.done():
            if self._warming:       # while the player chooses, render the tables' cards
                self._warming = False
                self.app.warm_up = [lambda name=name: self._warm(name)
                                    for name in dict.fromkeys([self.game, *BOARDS])]
            self._prepare_ahead()

    def _work_ahead(self) -> None:
        """After the menu's first frame (issue 47): the screens' and boards' modules and
        the bots imported on the thread that works ahead, the statistics read there too;
        then (`update`) the tables' cards rendered, the chosen game's first."""
        self._bots = load_bots(self.app.modules_ahead(self.game))
        read_ahead(self.app.records())      # the statistics (and stars)

    def _warm(self, name: str) -> None:
        """A board's warm-up jobs, put next in line (its module imported ahead)."""
        self.app.warm_up[1:1] = BOARDS[name].warm_up(self.app.canvas)

    def _prepare_ahead(self) -> None:
        """What Play and Statistics open, made ahead while the player chooses (App.prepare)
        so that they show at once: a table of the game, seats and options chosen now (a
        deal of its own; what its rehearsal renders is the board, names, panels and the
        cards at their sizes), and the statistics once a thread has read them."""
        choice = (self.game, tuple(self.seats()), tuple(sorted(self.options().items())))
        if choice != self._choice:
            self._choice = choice
            if self._table is not None:
                self.app.forget(self._table)
            try:
                sample = Session(self.game, list(choice[1]), self._seed, dict(choice[2]))
            except ValueError:
                self._table = None
            else:
                self._table = self.app.prepare("table", session=sample)
        if not self._stats and ready(self.app.records()):
            self._stats = True
            self.app.prepare("stats")

    def _read_stars(self) -> None:
        """Earned stars per game, shown on the game buttons."""
        from game.daily import challenge
        db = self.app.records()
        self.stars = {g: stars_now(db, g) for g in BOARDS if challenge(g) is not None}
        problem = db.take_problem()
        if problem:
            self._tell(problem)

    def _check_save(self) -> None:
        """Load the saves now, so a damaged one is reported and moved aside at once; and
        say what happened to the settings, if anything did."""
        self._tell(settings_problem())
        self.saved, problems = saved_sessions()
        if problems:
            self._tell(problems[0])

    def _tell(self, words) -> None:
        """A notice (a Phrase, said in the language of the moment) joins any shown."""
        if words:
            self.app.notice = together(self.app.notice, words)
            self.app.speech.say(text(words))

    def _build_buttons(self) -> None:
        self.game_buttons = [Button((70, 200 + 64 * i, 340, 52), RULES[name].title,
                                    lambda n=name: self._pick(n))
                             for i, name in enumerate(BOARDS)]
        self.minus = Button((600, 168, 52, 46), "−", lambda: self._count(-1))
        self.plus = Button((730, 168, 52, 46), "+", lambda: self._count(+1))
        self.kind_buttons = [Button((870, SEAT_Y + i * SEAT_STEP, 230, 46), "",
                                    lambda i=i: self._cycle(i)) for i in range(SEATS)]
        # A game in real time, two people or more: each picks their controls.
        self.control_buttons = [Button((1018, SEAT_Y + i * SEAT_STEP, 196, 46), "",
                                       lambda i=i: self._cycle_controls(i), size=18)
                                for i in range(SEATS)]
        self.option_buttons: list[Button] = []
        self.play = Button((556, 634, 180, 56), lambda: _("Play"), self.start, primary=True,
                           key=pygame.K_RETURN, size=24)
        self.learn_button = Button((384, 634, 160, 56), lambda: _("Learn"), self.learn)
        self.cont = Button((748, 634, 300, 56), self.continue_label, self.continue_game)
        self.small = [Button((70, 634, 140, 56), lambda: _("Rules"), self.rules),
                      Button((222, 634, 150, 56), lambda: _("Settings"), self.settings),
                      Button((1060, 634, 150, 56), lambda: _("Quit"), self.app.quit),
                      Button((1040, 16, 210, 44), lambda: _("★ Challenge"), self.challenge),
                      Button((1040, 68, 210, 44), lambda: _("Statistics"), self.statistics),
                      Button((30, 16, 210, 44), lambda: _("Play a code"), self.code),
                      Button((30, 68, 210, 44), lambda: _("Join a table"), self.join)]

    # --- actions -------------------------------------------------------------------------
    def _pick(self, name: str) -> None:
        if name != self.game:
            self._remember()
            self._recall(name)

    def people_controls(self) -> dict[int, str]:
        """Each person's controls as the table will give them (the ones picked, else the
        defaults in seat order); empty unless this game seats people with their own."""
        people = [i for i in range(self.players) if self.kinds[i] in HERE]
        if not BOARDS[self.game].own_controls or len(people) < 2:
            return {}
        return seat_controls(people, {i: self.chosen_controls[i] for i in people})

    def menu_options(self):
        return BOARDS[self.game].menu_options(self.players)

    def _cycle_option(self, option) -> None:
        values = [v for v, _ in option.choices]
        now = self.chosen.get(option.key, values[0])
        self.chosen[option.key] = values[(values.index(now) + 1) % len(values)]
        self.option_buttons = self._option_buttons()

    def _option_buttons(self) -> list[Button]:
        """A button per option the chosen game offers at this many seats, below the seats."""
        buttons = []
        for k, option in enumerate(self.menu_options()):
            value = self.chosen.get(option.key, option.choices[0][0])
            label = dict(option.choices)[value]       # the board's words (N_)
            buttons.append(Button((600, SEAT_Y + (self.players + k) * SEAT_STEP, 500, 46),
                                  lambda words=label: _(words),
                                  lambda o=option: self._cycle_option(o)))
        return buttons

    def options(self) -> dict:
        return {o.key: self.chosen.get(o.key, o.choices[0][0]) for o in self.menu_options()}

    def start(self) -> None:
        self._default_names()       # a name left empty: the menu's, as the table says it
        seats, remote = self.seats(), self.remote()
        self._remember()
        self.app.settings.remember_names(self.people_here_named(seats, remote))
        self.app.settings.save()
        session = new_session(self.game, seats, self._seed, options=self.options(),
                              controls=self.people_controls())
        self._seed, self._choice = deals.fresh_seed(), None     # the next Play deals anew
        if remote:      # the table opens at once and waits for them, its invite shown
            from ..net.start import host_name, host_session  # the network, only when used
            name = host_name(seats, remote, self.app.settings.family)
            session = host_session(session, remote, servers=self.app.settings.net_servers,
                                   name=name, version=VERSION)
        self.app.notice = ""
        self.app.open("table", how="replace", session=session)

    def join(self) -> None:
        """Join a table hosted on another computer, with its invite."""
        self.app.open("join")

    def continue_game(self) -> None:
        """The list of unfinished games, each to continue or drop."""
        if self.saved:
            self._remember()
            self.app.open("saved", sessions=self.saved)

    def learn(self) -> None:
        """A guided first game of the game picked: the table teaches it."""
        self._remember()
        self.app.open("learn", how="replace", game=self.game)

    def challenge(self) -> None:
        self.app.open("challenge")

    def statistics(self) -> None:
        self.app.open("stats")

    def code(self) -> None:
        self.app.open("code")

    def rules(self) -> None:
        self.app.open("rules", game=self.game)

    def settings(self) -> None:
        self.app.open("settings")

    def controls(self):
        yield from self.game_buttons
        rules = RULES[self.game]
        if rules.min_players < rules.max_players:
            yield from (self.minus, self.plus)
        yield from self.fields[:self.players]
        yield from self.kind_buttons[:self.players]
        yield from (self.control_buttons[i] for i in self.people_controls())
        yield from self.option_buttons
        yield self.play
        if self.game in lessons.games():
            yield self.learn_button
        if self.saved:
            yield self.cont
        yield from self.small

    def focus_zones(self) -> list:
        """The games; the players and their seats (a name is typed after Enter on it);
        then Play and every other button."""
        if self.notice_long():
            return [button_targets([self.notice_box.ok])]
        every = list(self.controls())
        names = [Target(f, tuple(f.rect), lambda i=i: _("Seat {number}, name: {name}").format(
                     number=i + 1, name=self.fields[i].text), self.fields[i].start_typing)
                 for i, f in enumerate(self.fields[:self.players])]
        seats = [b for b in every if b in (self.minus, self.plus, *self.kind_buttons,
                                           *self.control_buttons, *self.option_buttons)]
        rest = [b for b in every if not isinstance(b, TextField)
                and b not in seats and b not in self.game_buttons]
        said = {self.minus: lambda: _("Fewer players: {n} now").format(n=self.players),
                self.plus: lambda: _("More players: {n} now").format(n=self.players)}
        for i, b in enumerate(self.kind_buttons):
            said[b] = lambda i=i, b=b: _("Seat {number}: {kind}").format(number=i + 1,
                                                                        kind=b.label)
        for i, b in enumerate(self.control_buttons):
            said[b] = lambda i=i, b=b: _("Seat {number} plays with: {controls}").format(
                number=i + 1, controls=b.label)
        return [button_targets(self.game_buttons),
                reading_order(names + button_targets(seats, said)), button_targets(rest)]

    def handle_event(self, event) -> bool:
        used = self._handle(event)
        self._default_names()       # a name emptied, or the seats changed: the menu's
        self._offer_names()
        return used

    def _dismiss_notice(self) -> None:
        self.app.notice = ""

    def notice_long(self) -> bool:
        """The notice is longer than the strip over the subtitle holds: it shows in its
        box, which takes every event until OK."""
        return bool(self.app.notice) and len(strip_lines(
            self.app.canvas, text(self.app.notice), NOTICE_WIDTH)[0]) > STRIP_LINES

    def _handle(self, event) -> bool:
        if self.notice_long():
            return self.notice_box.handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
                b.handle_event(event) for b in self.name_buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            for i, b in enumerate(self.kind_buttons[:self.players]):
                if inside(event.pos, b.rect):
                    self._cycle(i, -1)
                    return True
        typing = any(f.active for f in self.fields)
        if typing and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            for i, f in enumerate(self.fields):
                before = f.text
                f.handle_event(event)
                if f.text != before:
                    self._typed(i)                 # a person's own name from now on
                if f.refused:
                    self.app.notice = f.refused    # the name's limit, or a letter left out
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # the menu is the bottom of the stack: Esc has nowhere to go
        for c in self.controls():
            if c.handle_event(event) and not isinstance(c, TextField):
                return True
        return False

    # --- drawing -----------------------------------------------------------------------------
    def layout(self) -> MenuLayout:
        """The menu's parts at the text size and in the language of now."""
        canvas = self.app.canvas
        labels = [_("Seat {number}").format(number=i + 1) for i in range(self.players)]
        key = (canvas.text_scale, canvas.scale, tuple(labels), _("Players"),
               self.subtitle(), self.hint())
        if getattr(self, "_laid", (None,))[0] != key:
            self._laid = (key, MenuLayout(canvas, self.subtitle(), labels, _("Players"),
                                          self.hint()))
        return self._laid[1]

    @staticmethod
    def hint() -> str:
        return _("Choose a name to change it, and Person/Bot for a bot or another computer.")

    @staticmethod
    def subtitle() -> str:
        return _("Four card games for the family, on one computer or several")

    def notes(self) -> list:
        """The options' notes under the seats: (option, lines, size) each (option None:
        what a head start gives, once a seat takes one); at a large text size in what room
        the rows leave them (each row at its least)."""
        canvas, at = self.app.canvas, self.layout()
        options = [(o, _(o.note)) for o in self.menu_options() if o.note]
        if HELPED in self.kinds[:self.players]:     # what a head start gives at this game
            options.append((None, BOARDS[self.game].head_start_words()))
        height = 48.0
        if canvas.text_scale > 1 and options:
            rows = self.players + len(self.menu_options())
            height = max(48.0, (at.hint_top - 8 - at.seat_y - rows * 44) / len(options) - 8)
        out = []
        for option, note in options:
            lines, size = canvas.paragraph(note, (18, 17, 16),
                                           min(620, SEATS_RIGHT - at.field_x), height, 4)
            out.append((option, lines, size))
        return out

    def draw(self, canvas: Canvas) -> None:
        at = self.layout()
        canvas.table()
        canvas.text(_("Card Table"), 56, (640, at.title_y), GOLD, anchor="center", bold=True,
                    shadow=True)
        if not self.app.notice or self.notice_long():
            for k, line in enumerate(at.subtitle):
                canvas.text(line, at.sub_size, (640, at.sub_top + at.sub_step * (k + 0.5)),
                            INK, anchor="center", shadow=True)
        canvas.panel((50, at.top, at.games_w, at.bottom - at.top), alpha=120)
        canvas.panel((at.seats_x, at.top, 1230 - at.seats_x, at.bottom - at.top), alpha=120)
        for b in self.game_buttons:
            b.primary = RULES[self.game].title == b.label
        self._draw_blurb(canvas, at)
        canvas.fit_text(_("Players"), 24, (at.label_x, at.players_y), INK, anchor="midleft",
                        bold=True, width=at.minus_x - at.label_x - 10)
        x = at.minus_x + (691 - 600)
        canvas.text(str(self.players), 30, (x, at.players_y), GOLD, anchor="center",
                    bold=True)
        self._place_seat_buttons()
        step = self._step
        for i in range(self.players):
            canvas.fit_text(_("Seat {number}").format(number=i + 1), 20,
                            (at.label_x, at.seat_y + i * step + self._height / 2), INK,
                            anchor="midleft", width=at.label_w - 10)
            self.kind_buttons[i].label = seat_kind(self.kinds[i])
        y = at.seat_y + (self.players + len(self.option_buttons)) * step
        for _option, lines, size in self.notes():
            # a whole sentence a parent can read aloud: on two lines where one is short
            line_h = canvas.line_step(size, 4)
            for n, line in enumerate(lines):
                canvas.text(line, size, (at.field_x, y + 4 + n * line_h + line_h / 2 - 2),
                            NOTE, anchor="midleft")
            y += max(step, len(lines) * line_h + 8)
        if self.name_buttons:
            canvas.text(_("Names:"), 18, (at.label_x, at.hint_y), NOTE, anchor="midleft")
            for b in self.name_buttons:
                b.draw(canvas)
        else:
            for k, line in enumerate(at.hint):
                canvas.text(line, at.hint_size, (at.label_x, at.hint_y - (
                    len(at.hint) - 1 - k) * at.hint_step), NOTE, anchor="midleft")
        marks = canvas.text_width("☆☆☆☆", 16) + 14     # every label clear of the stars
        crowded = any(self.stars.get(name) and canvas.text_width(b.label, b.size, True) / 2
                      > b.rect[2] / 2 - marks - 8
                      for b, name in zip(self.game_buttons, BOARDS))
        for b, name in zip(self.game_buttons, BOARDS):
            b.reserve = marks if crowded and self.stars.get(name) else 0
        for c in self.controls():
            c.draw(canvas)
        for b, name in zip(self.game_buttons, BOARDS):
            stars = self.stars.get(name)
            if stars:
                x, y, w, h = b.rect
                canvas.text("".join("★" if s.earned else "☆" for s in stars), 16,
                            (x + w - 10, y + h / 2), GOLD, anchor="midright")
        if self.app.notice:
            self._draw_notice(canvas)

    def _draw_notice(self, canvas: Canvas) -> None:
        """The notice over the subtitle, in two lines at most (the letters smaller past
        one); longer, in a box of its own over the menu, with OK (kit/notice_box.py)."""
        words = text(self.app.notice)
        lines, size = strip_lines(canvas, words, NOTICE_WIDTH)
        if len(lines) > STRIP_LINES:
            self.notice_box.draw(canvas, words)
            return
        at = self.layout()
        step = canvas.line_step(size, 5)
        middle = 121 if canvas.text_scale <= 1 else (at.sub_top + at.top) / 2
        top = middle - step * len(lines) / 2
        canvas.panel((250, top - 5, NOTICE_WIDTH + 40, step * len(lines) + 10), alpha=200,
                     radius=10)
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, top + step * (k + 0.5)), WARN, anchor="center")

    def _place_seat_buttons(self) -> None:
        """With controls to pick, each seat's row makes room: name, kind, controls; at a
        large text size the rows, the count's buttons and the games' buttons follow the
        layout (`MenuLayout`)."""
        at = self.layout()
        controls = self.people_controls()
        notes = sum(len(lines) * self.app.canvas.line_step(size, 4) + 8
                    for _o, lines, size in self.notes())
        self._step = step = at.seat_step(self.players + len(self.option_buttons), notes)
        self._height = height = min(46, step - 4)
        name, kind, pick = at.columns(bool(controls))
        for i in range(SEATS):
            y = at.seat_y + i * step
            self.fields[i].rect = (name[0], y, name[1], height)
            self.kind_buttons[i].rect = (kind[0], y, kind[1], height)
            if pick:
                self.control_buttons[i].rect = (pick[0], y, pick[1], height)
            if i in controls:
                self.control_buttons[i].label = control_words(controls[i])
        for k, b in enumerate(self.option_buttons):
            b.rect = (name[0], at.seat_y + (self.players + k) * step,
                      min(500, SEATS_RIGHT - name[0]), height)
        self.minus.rect = (at.minus_x, at.players_y - 23, 52, 46)
        self.plus.rect = (at.minus_x + 130, at.players_y - 23, 52, 46)
        for i, b in enumerate(self.game_buttons):
            b.rect = (70, at.games_y + at.game_step * i, at.games_w - 40, at.game_h)
        if self.name_buttons:       # the family's names, right of "Names:"
            left = max(600, at.label_x + self.app.canvas.text_width(_("Names:"), 18) + 14)
            n = len(self.name_buttons)
            w = min(118.0, (SEATS_RIGHT - left - 8 * (n - 1)) / n)
            for k, b in enumerate(self.name_buttons):
                b.rect = (left + k * (w + 8), at.hint_y - 18, w, 36)
        if self.app.canvas.text_scale > 1:
            self._widen_buttons()

    def _widen_buttons(self) -> None:
        """At a large text size the buttons in the corners and along the foot grow to
        their words, as far as there is room (the title between the corners')."""
        canvas = self.app.canvas
        rules, settings, quit_, challenge, stats, code, join = self.small
        corner = min(320, max(210, *(b.wanted(canvas) for b in self.small[3:])))
        for b, x in ((challenge, 1250 - corner), (stats, 1250 - corner), (code, 30),
                     (join, 30)):
            b.rect = (x, b.rect[1], corner, b.rect[3])
        row = [rules, settings, self.learn_button, self.play, self.cont]
        shown = [b for b in row if b is not self.cont or self.saved]
        quit_w = max(150, quit_.wanted(canvas))
        room = 1210 - quit_w - 12 - 70 - 12 * (len(shown) - 1)
        base = {rules: 140, settings: 150, self.learn_button: 160, self.play: 180,
                self.cont: 300}
        wants = [max(base[b], b.wanted(canvas)) for b in shown]
        spare = room - sum(wants)
        if spare < 0:      # as much for each as there is, the longest words shrink
            wants = [w + spare * w / sum(wants) for w in wants]
        x = 70
        for b, w in zip(shown, wants):
            b.rect = (x, 634, w, 56)
            x += w + 12
        quit_.rect = (1210 - quit_w, 634, quit_w, 56)

    def continue_label(self) -> str:
        """'Continue a game', with how many are saved when there are more than one."""
        n = len(self.saved)
        if n <= 1:
            return _("Continue a game")
        return ngettext("Continue a game ({n} saved)", "Continue a game ({n} saved)",
                        n).format(n=n)

    def _draw_blurb(self, canvas: Canvas, at: MenuLayout) -> None:
        """The game's paragraph, under its buttons, inside the panel at the largest size
        that holds it (a long language's sentence takes more lines)."""
        top = at.games_y + at.game_step * len(self.game_buttons) + 10 - (at.game_step -
                                                                          at.game_h - 12)
        lines, size = canvas.paragraph(_(BOARDS[self.game].blurb), BLURB_SIZES,
                                       at.games_w - 50,
                                       at.bottom - 6 - top, BLURB_GAP)
        for k, line in enumerate(lines):
            canvas.text(line, size, (70, top + k * canvas.line_step(size, BLURB_GAP)), NOTE)

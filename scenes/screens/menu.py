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
from ..kit.seat_choice import SEATS, SeatChoice
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
BLURB_BOTTOM = 604              # ... inside the games' panel
NOTICE_WIDTH = 740  # the notice over the subtitle, between the top corners' buttons


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
        # While the player chooses, render the tables' cards, the chosen game's first.
        self.app.warm_up = [job for name in dict.fromkeys([self.game, *BOARDS])
                            for job in BOARDS[name].warm_up(self.app.canvas)]
        self._bots = load_bots()            # on a thread, as is
        read_ahead(self.app.records())      # the statistics (and stars)
        self._stats = False
        self._shown = 0

    def update(self, dt: float) -> None:
        self._place_seat_buttons()
        self._tell(self.app.speech.take_problem())   # a voice that could not start
        self._shown += 1
        if self._shown == WORKER_AFTER:
            bot_worker.shared()             # the bots' process, up long before Play
        if self._shown > 1 and self._bots.done():   # its first frame has enough to do
            self._prepare_ahead()

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
        people = [i for i in range(self.players) if self.kinds[i] == "human"]
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
    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(_("Card Table"), 56, (640, 62), GOLD, anchor="center", bold=True,
                    shadow=True)
        if not self.app.notice or self.notice_long():
            canvas.text(_("Four card games for the family, on one computer or several"), 22,
                        (640, 112), INK, anchor="center", shadow=True)
        canvas.panel((50, 150, 380, 460), alpha=120)
        canvas.panel((460, 150, 770, 460), alpha=120)
        for b in self.game_buttons:
            b.primary = RULES[self.game].title == b.label
        self._draw_blurb(canvas)
        canvas.text(_("Players"), 24, (490, 191), INK, anchor="midleft", bold=True)
        canvas.text(str(self.players), 30, (691, 191), GOLD, anchor="center", bold=True)
        for i in range(self.players):
            canvas.text(_("Seat {number}").format(number=i + 1), 20,
                        (490, SEAT_Y + i * SEAT_STEP + 23), INK, anchor="midleft")
            self.kind_buttons[i].label = seat_kind(self.kinds[i])
        self._place_seat_buttons()
        for k, option in enumerate(self.menu_options()):
            if option.note:
                y = SEAT_Y + (self.players + len(self.option_buttons) + k) * SEAT_STEP + 20
                # a whole sentence a parent can read aloud: on two lines where one is short
                lines, size = canvas.paragraph(_(option.note), (18, 17, 16), 620, 48, 4)
                top = y - (len(lines) * (size + 4) - 4) / 2
                for n, line in enumerate(lines):
                    canvas.text(line, size, (600, top + n * (size + 4) + size / 2), NOTE,
                                anchor="midleft")
        if self.name_buttons:
            canvas.text(_("Names:"), 18, (490, 584), NOTE, anchor="midleft")
            for b in self.name_buttons:
                b.draw(canvas)
        else:
            canvas.fit_text(_("Click a name to change it, Person/Bot for a bot or another "
                              "computer."), 18, (490, 584), NOTE, width=720, anchor="midleft")
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
        step = size + 5
        top = 121 - step * len(lines) / 2
        canvas.panel((250, top - 5, NOTICE_WIDTH + 40, step * len(lines) + 10), alpha=200,
                     radius=10)
        for k, line in enumerate(lines):
            canvas.text(line, size, (640, top + step * (k + 0.5)), WARN, anchor="center")

    def _place_seat_buttons(self) -> None:
        """With controls to pick, each seat's row makes room: name, kind, controls."""
        controls = self.people_controls()
        for i in range(SEATS):
            y = SEAT_Y + i * SEAT_STEP
            if controls:
                self.fields[i].rect = (600, y, 200, 46)
                self.kind_buttons[i].rect = (812, y, 196, 46)
            else:
                self.fields[i].rect = (600, y, 250, 46)
                self.kind_buttons[i].rect = (870, y, 230, 46)
            if i in controls:
                self.control_buttons[i].label = control_words(controls[i])

    def continue_label(self) -> str:
        """'Continue a game', with how many are saved when there are more than one."""
        n = len(self.saved)
        if n <= 1:
            return _("Continue a game")
        return ngettext("Continue a game ({n} saved)", "Continue a game ({n} saved)",
                        n).format(n=n)

    def _draw_blurb(self, canvas: Canvas) -> None:
        """The game's paragraph, under its buttons, inside the panel at the largest size
        that holds it (a long language's sentence takes more lines)."""
        top = 200 + 64 * len(self.game_buttons) + 10
        lines, size = canvas.paragraph(_(BOARDS[self.game].blurb), BLURB_SIZES, 330,
                                       BLURB_BOTTOM - top, BLURB_GAP)
        for k, line in enumerate(lines):
            canvas.text(line, size, (70, top + k * (size + BLURB_GAP)), NOTE)

"""The statistics screen: per game and per player, from the records
(scenes/services/stats.py), a chart of a player's last 30 scores, and the recent games,
each one a replay away.

A bot's line counts games (scenes/services/stats.py): "hard bot" is every hard seat, one game
won when any of them won (that key is the records'; the screen shows BOT_PLAYERS' words for
it, translated). The recent games name every seat with its level, each seat's words one
whole phrase (SEAT_WORDS), wrapped onto as many lines as the game needs: those words are
kit/stats_words.py's.

The numbers are read once when the screen opens (all games in one pass) and the recent
games once per game picked, so a frame only draws."""

from __future__ import annotations

import datetime

import pygame

from game import RULES
from game.daily import LEVELS

from ..kit.stats_words import (
    VS_WORDS,
    cells,
    number,
    player_order,
    player_words,
    scroll_words,
    seat_lines,
    when_short,
)
from ..kit.widgets import Button, inside
from ..services import lang
from ..services.ahead import stats_now
from ..services.lang import N_, _, ngettext, text
from ..shell.canvas import Canvas
from ..shell.focus import Target, button_targets
from ..shell.palette import DIM, FAINT, GOLD, INK, WARN
from ..shell.scene import Scene

TABLE = (30, 150, 1220, 264)
CHART = (30, 426, 540, 280)
RECENT = (590, 426, 660, 280)
ROW_Y, ROW_H, ROWS = TABLE[1] + 52, 30, 6
RECENT_ROWS, RECENT_H = 6, 38     # games read; the height of a game on one line
RECENT_TOP = RECENT[1] + 42       # where the first game's row begins
RECENT_LINE = 19                  # one line of seats (size 15)
SEATS_X, SEATS_W = RECENT[0] + 132, RECENT[2] - 132 - 110     # left of the Watch buttons
MEAN_W = 100                      # the chart's right margin holds the "mean" label
# The chart's plot: left, right, top, bottom (the points and lines stay inside; its labels
# outside: values left, "oldest", the key and "latest" below, "mean" right).
PLOT = (CHART[0] + 70, CHART[0] + CHART[2] - MEAN_W - 16, CHART[1] + 52,
        CHART[1] + CHART[3] - 36)
# Player, played, won, win rate, against each level, best, mean, wins in a row, days.
COLUMNS = ((N_("Player"), 50, "midleft"), (N_("Played"), 300, "midright"),
           (N_("Won"), 370, "midright"), (N_("Win rate"), 460, "midright"),
           *((VS_WORDS[lv], 575 + 118 * k, "midright") for k, lv in enumerate(LEVELS)),
           (N_("Best"), 895, "midright"), (N_("Mean"), 985, "midright"),
           (N_("Win streak"), 1110, "midright"), (N_("Day streak"), 1230, "midright"))
NAME_W = COLUMNS[1][1] - COLUMNS[0][1] - 64     # a name, clear of a five-digit count


class StatsScene(Scene):
    own_arrows = True        # the arrows scroll the list until Tab shows the focus
    def __init__(self, app, today: datetime.date | None = None):
        super().__init__(app)
        self.today = today
        self.games = list(RULES)
        self.game = self.games[0]
        self.data: dict = {}
        self.recent: list[dict] = []
        self.rows: list[tuple] = []         # the recent games shown: (game, top, height, lines)
        self.player: str | None = None
        self.first = 0
        self.problem = ""
        self._when: dict = {}               # when_short's words (see `when`)
        self.tabs = [Button((230 + 210 * k, 70, 200, 42), RULES[g].title,
                            lambda g=g: self.pick(g)) for k, g in enumerate(self.games)]
        self.watch_buttons: list[Button] = []
        self.buttons = [Button((30, 16, 150, 44), lambda: _("Back"), self.app.pop,
                               key=pygame.K_BACKSPACE), *self.tabs]

    # --- reading the records, once ----------------------------------------------------------------
    def prepare(self) -> None:
        """Ahead of showing (App.prepare, from the menu): what `enter` reads, for the
        rehearsal to draw; a fault of the records stays for the screen shown to tell."""
        self.enter()
        self.app.records().problem, self.problem = self.problem, ""

    def enter(self) -> None:
        db = self.app.records()
        self.data = stats_now(db, today=self.today)["games"]   # read ahead by the menu
        self.problem = db.take_problem()
        played = [g for g in self.games if self.data.get(g, {}).get("played")]
        self.pick(played[0] if played else self.game)

    def pick(self, game: str) -> None:
        self.game = game
        for tab, g in zip(self.tabs, self.games):
            tab.primary = g == game
        db = self.app.records()
        self.recent = db.games(game, limit=RECENT_ROWS)
        self.problem = self.problem or db.take_problem()
        order = self.order()
        people = [n for n in order if self.players()[n]["kind"] != "bot"]
        self.player = (people or order or [None])[0]
        self.first = 0                      # the first player row shown (the wheel scrolls)
        self.rows = self.lay_out_recent()
        x, w = RECENT[0], RECENT[2]
        self.watch_buttons = [Button((x + w - 96, top + height / 2 - 15, 80, 30),
                                     lambda: _("Watch"), lambda i=g["id"]: self.watch(i),
                                     size=16)
                              for g, top, height, _lines in self.rows]
        self.buttons = [self.buttons[0], *self.tabs, *self.watch_buttons]
        self.app.dirty = True

    def lay_out_recent(self) -> list[tuple]:
        """Each recent game on as many lines as its seats need, as many games as the panel
        holds (the first always). Measured a little narrow, so another window size's
        rounding cannot push a word out."""
        rows, top = [], RECENT_TOP
        bottom = RECENT[1] + RECENT[3] - 6
        for g in self.recent:
            lines = seat_lines(self.app.canvas, g["seats"], SEATS_W - 6)
            height = max(RECENT_H, len(lines) * RECENT_LINE + 8)
            if rows and top + height > bottom:
                break
            rows.append((g, top, height, lines))
            top += height
        return rows

    def when(self, text, today: datetime.date) -> str:
        """`when_short`, worked out once per game and language (Babel takes ~40 µs)."""
        key = (text, today, lang.current())
        if key not in self._when:
            self._when[key] = when_short(text, today)
        return self._when[key]

    def players(self) -> dict:
        return self.data.get(self.game, {}).get("players", {})

    def order(self) -> list[str]:
        return player_order(self.players())

    def shown(self) -> list[str]:
        """The player rows that fit, from the one scrolled to."""
        return self.order()[self.first:self.first + ROWS]

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(len(self.order()) - ROWS, self.first + rows))
        self.app.dirty = True

    def watch(self, game_id: int) -> None:
        self.app.open("replay", record=self.app.records().game(game_id))

    def focus_zones(self) -> list:
        """The games' buttons and Back, then each player's row (Enter shows their scores,
        as a click on the row does)."""
        rows = [Target(("player", name), (TABLE[0], ROW_Y + k * ROW_H - ROW_H / 2, TABLE[2],
                                          ROW_H),
                       lambda name=name: _("{name}: show their scores").format(name=name),
                       lambda name=name: self._show_player(name))
                for k, name in enumerate(self.shown())]
        return [button_targets(self.buttons), rows]

    def _show_player(self, name: str) -> None:
        self.player = name
        self.app.dirty = True

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll(1 if event.key == pygame.K_DOWN else -1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, name in enumerate(self.shown()):
                if inside(event.pos, (TABLE[0], ROW_Y + k * ROW_H - ROW_H / 2, TABLE[2], ROW_H)):
                    self._show_player(name)
                    return True
        return super().handle_event(event)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(_("Statistics"), 36, (640, 36), GOLD, anchor="center", bold=True,
                    shadow=True)
        entry = self.data.get(self.game, {})
        self.draw_stars(canvas, entry.get("stars") or [])
        self.draw_table(canvas, entry.get("played", 0))
        self.draw_chart(canvas)
        self.draw_recent(canvas)
        if self.problem:
            canvas.text(text(self.problem), 16, (640, 716), WARN, anchor="midbottom")
        self.draw_buttons(canvas)

    def draw_stars(self, canvas: Canvas, stars: list) -> None:
        """The challenge's stars in one row, each in a share of it as wide as its words
        need beside the others, on two lines when its share is narrower than its words."""
        needs = [text(star["need"]) for star in stars]
        wants = [canvas.text_width(need, 14) + 32 for need in needs]
        x = 40
        for star, need, want in zip(stars, needs, wants):
            share = 1200 * want / sum(wants)
            canvas.text("★" if star["earned"] else "☆", 17, (x, 131), GOLD, anchor="midleft")
            lines, size = canvas.fit_lines(need, (14,), share - 32)
            for k, line in enumerate(lines):
                canvas.text(line, size, (x + 20, 131 + (k - (len(lines) - 1) / 2) * 16),
                            INK if star["earned"] else DIM, anchor="midleft")
            x += share

    def draw_table(self, canvas: Canvas, played: int) -> None:
        x, y, w, h = TABLE
        canvas.panel(TABLE, alpha=120)
        title = RULES[self.game].title
        if not played:
            canvas.text(_("No {game} games recorded yet.").format(game=title), 24,
                        (640, y + 100), INK, anchor="center", bold=True)
            canvas.text(_("Finish a game with a person at the table and it shows here."), 18,
                        (640, y + 140), DIM, anchor="center")
            return
        for label, cx, anchor in COLUMNS:
            # A level's column is 118 wide: "contre robot difficile" takes two lines.
            lines, size = canvas.fit_lines(_(label), (15, 14), 108, bold=True) \
                if label in VS_WORDS.values() else ([_(label)], 15)
            for k, line in enumerate(lines):
                canvas.text(line, size, (cx, y + 24 + (k - (len(lines) - 1) / 2) * 15), DIM,
                            anchor=anchor, bold=True)
        order = self.order()
        for k, name in enumerate(self.shown()):
            ry = ROW_Y + k * ROW_H
            chosen = name == self.player
            if chosen:
                canvas.panel((x + 8, ry - ROW_H / 2 + 1, w - 16, ROW_H - 2), alpha=70,
                             radius=8, color=(240, 210, 140))
            color = GOLD if chosen else INK
            player = self.players()[name]
            canvas.fit_text(player_words(name, player), 18, (COLUMNS[0][1], ry), color,
                            anchor="midleft", bold=True, width=NAME_W)
            for words, (_label, cx, anchor) in zip(cells(player), COLUMNS[1:]):
                canvas.text(words, 16, (cx, ry), color, anchor=anchor)
        above, below = self.first, len(order) - self.first - ROWS
        if above > 0 or below > 0:
            canvas.text(scroll_words(above, max(0, below)), 15,
                        (COLUMNS[0][1], ROW_Y + ROWS * ROW_H - 6), DIM, anchor="midleft")
        canvas.text(ngettext("{n} game of {game} recorded. Click a player for their scores "
                             "below. Win streak: games won in a row; day streak: days in a row "
                             "with a challenge result.",
                             "{n} games of {game} recorded. Click a player for their scores "
                             "below. Win streak: games won in a row; day streak: days in a row "
                             "with a challenge result.", played).format(
                                 n=number(played), game=title), 14,
                    (x + w / 2, y + h - 14), FAINT, anchor="center")

    def draw_chart(self, canvas: Canvas) -> None:
        x, y, w, h = CHART
        canvas.panel(CHART, alpha=120)
        p = self.players().get(self.player) if self.player else None
        scores = list(p["last_scores"]) if p else []
        title = _("Scores")
        if scores:
            title = ngettext("{name}: the last score", "{name}: the last {n} scores",
                             len(scores)).format(name=player_words(self.player, p),
                                                 n=len(scores))
        canvas.fit_text(title, 18, (x + 16, y + 20), INK, width=w - 32, anchor="midleft",
                        bold=True)
        if not scores:
            canvas.text(_("Nothing to draw yet."), 18, (x + w / 2, y + h / 2), DIM,
                        anchor="center")
            return
        left, right, top, bottom = PLOT
        low, high = min(0, *scores), max(scores)
        span = (high - low) or 1

        def at(i, s):
            fx = (i / (len(scores) - 1)) if len(scores) > 1 else 0.5
            return (left + fx * (right - left), bottom - (s - low) / span * (bottom - top))
        canvas.line(FAINT, [(left, top), (left, bottom), (right, bottom)], width=2)
        zero = at(0, 0)[1]
        if low < 0:
            canvas.line(FAINT, [(left, zero), (right, zero)], width=1)
        mean_y = at(0, p["mean"])[1]
        canvas.line((110, 140, 120), [(left, mean_y), (right, mean_y)], width=1)
        # The label goes past the line's end, in the margin: never on the line or a point.
        canvas.fit_text(_("mean {mean}").format(mean=number(p["mean"])), 14,
                        (right + 12, mean_y), DIM, width=MEAN_W, anchor="midleft")
        for value, vy in {high: top, low: bottom, 0: zero}.items():
            if value == 0 and low < 0 < high and min(zero - top, bottom - zero) < 18:
                continue                # too close to another label: the axis line says it
            canvas.fit_text(str(value), 14, (left - 8, vy), DIM, width=left - 8 - x - 6,
                            anchor="midright")
        points = [at(i, s) for i, s in enumerate(scores)]
        canvas.line(GOLD, points, width=2)
        won = p.get("last_won") or [False] * len(points)
        for point, a_win in zip(points, won):   # a win stands out; other games are dots
            if a_win:
                canvas.token(GOLD, "pentagon", point, 7)
            else:
                canvas.token(DIM, "circle", point, 3.5)
        canvas.text(_("oldest"), 13, (left, bottom + 14), DIM, anchor="midleft")
        canvas.text(_("latest"), 13, (right, bottom + 14), DIM, anchor="midright")
        # The key sits between "oldest" and "latest", below the chart, clear of the title.
        kx, ky = (left + right) / 2 - 64, bottom + 14
        canvas.token(GOLD, "pentagon", (kx, ky), 7)
        # Translators: the chart's key: a game won, a game not won.
        canvas.text(_("won"), 14, (kx + 12, ky), DIM, anchor="midleft")
        canvas.token(DIM, "circle", (kx + 66, ky), 3.5)
        canvas.text(_("not won"), 14, (kx + 76, ky), DIM, anchor="midleft")

    def draw_recent(self, canvas: Canvas) -> None:
        x, y, w, h = RECENT
        canvas.panel(RECENT, alpha=120)
        canvas.text(_("Recent games"), 18, (x + 16, y + 20), INK, anchor="midleft",
                    bold=True)
        if not self.recent:
            canvas.text(_("None yet."), 18, (x + w / 2, y + h / 2), DIM, anchor="center")
            return
        today = self.today or datetime.date.today()
        for g, top, height, lines in self.rows:
            middle = top + height / 2
            canvas.fit_text(self.when(g["when"], today), 15, (x + 16, middle), DIM,
                            width=SEATS_X - x - 24, anchor="midleft")
            first = middle - (len(lines) - 1) * RECENT_LINE / 2
            for k, line in enumerate(lines):
                for dx, words, seat in line:
                    canvas.text(words, 15, (SEATS_X + dx, first + k * RECENT_LINE),
                                GOLD if seat["won"] else INK, anchor="midleft",
                                bold=seat["won"])

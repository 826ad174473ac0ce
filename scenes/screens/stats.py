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


class Layout:
    """Where the statistics go at the text size chosen: at Normal, the constants above; at
    Large and Larger the stars' words take two lines, the table's columns are as wide as
    their words (all narrowed alike when they cannot all be: their words then shrink
    toward their Normal size), fewer players' rows show (the wheel scrolls them), the
    footnote wraps, and the chart and the recent games take what is left."""

    def __init__(self, canvas: Canvas, players: dict, order: list[str]):
        self.large = large = canvas.text_scale > 1
        if not large:
            self.stars_y, self.table, self.row_y, self.row_h, self.rows = \
                131, TABLE, ROW_Y, ROW_H, ROWS
            self.columns = [(label, cx, anchor, w) for (label, cx, anchor), w in zip(
                COLUMNS, [NAME_W] + [None] * (len(COLUMNS) - 1))]
            self.chart, self.recent, self.recent_line = CHART, RECENT, RECENT_LINE
            self.note_lines = None
            self.sizes = {15: 15, 16: 16, 18: 18}
            return
        self.stars_y = 118 + canvas.line_step(14, 1)
        top = self.stars_y + canvas.line_step(14, 1) + 6
        self.row_h = canvas.line_step(18, 6)
        head_h = 2 * canvas.line_step(15) + 8
        self.head_y = top + 6 + head_h / 2
        self.row_y = top + 6 + head_h + self.row_h / 2
        self.rows = max(1, min(3, len(order)))
        self.columns, self.fit = self.measure(canvas, players)
        self.sizes = {k: max(14 / canvas.text_scale, k * self.fit) for k in (15, 16, 18)}
        self.note_lines = None       # the footnote's, set by the table's draw
        note_h = 3 * canvas.line_step(14, 1)
        scroll_h = canvas.line_step(15, 2)
        height = 6 + head_h + self.rows * self.row_h + scroll_h + note_h + 6
        self.table = (30, top, 1220, height)
        below = top + height + 8
        self.chart = (30, below, 540, 712 - below)
        self.recent = (590, below, 660, 712 - below)
        self.recent_line = canvas.line_step(15, 3)

    @staticmethod
    def measure(canvas: Canvas, players: dict) -> tuple[list[tuple], float]:
        """(label, right or left x, anchor, width) of each column: the name's as wide as
        the longest (at most 300), each other as its widest cell or its heading on two
        lines; narrowed alike when together they are wider than the table (and how much:
        every word of the table that much smaller, never below its Normal size)."""
        wants = []
        for k, (label, _cx, _anchor) in enumerate(COLUMNS):
            words = _(label).split(" ")
            head = min(max(canvas.text_width(" ".join(words[:n]), 15, bold=True),
                           canvas.text_width(" ".join(words[n:]), 15, bold=True))
                       for n in range(len(words) + 1))
            if k == 0:
                body = [canvas.text_width(player_words(n, p), 18, bold=True)
                        for n, p in players.items()]
                wants.append(min(300.0, max([head] + body)))
            else:
                body = [canvas.text_width(cells(p)[k - 1], 16) for p in players.values()]
                wants.append(max([head] + body))
        gap, room = 14, 1180 - 14 * (len(wants) - 1)
        fit = min(1.0, room / sum(wants))
        wants = [w * fit for w in wants]
        out, x = [], 50.0
        for (label, _cx, anchor), w in zip(COLUMNS, wants):
            out.append((label, x + (w if anchor == "midright" else 0), anchor, w))
            x += w + gap
        return out, fit


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
        self.at = Layout(app.canvas, {}, [])   # the places at the text size (`layout`)
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
        self._laid = (None, None)
        self.rows = self.lay_out_recent()
        self.place_watch_buttons()
        self.app.dirty = True

    def place_watch_buttons(self) -> None:
        x, w = self.at.recent[0], self.at.recent[2]
        h = 30 if not self.at.large else min(44, self.app.canvas.line_step(16, 8))
        self.watch_buttons = [Button((x + w - 96 - (h - 30) * 2, top + height / 2 - h / 2,
                                      80 + (h - 30) * 2, h),
                                     lambda: _("Watch"), lambda i=g["id"]: self.watch(i),
                                     size=16)
                              for g, top, height, _lines in self.rows]
        self.buttons = [self.buttons[0], *self.tabs, *self.watch_buttons]

    def lay_out_recent(self) -> list[tuple]:
        """Each recent game on as many lines as its seats need, as many games as the panel
        holds (the first always). Measured a little narrow, so another window size's
        rounding cannot push a word out."""
        at = self.at
        rows, top = [], at.recent[1] + RECENT_TOP - RECENT[1] if not at.large else \
            at.recent[1] + 28 + self.app.canvas.line_step(18)
        bottom = at.recent[1] + at.recent[3] - 6
        seats_w = SEATS_W - (0 if not at.large else 2 * (min(44, self.app.canvas.line_step(
            16, 8)) - 30))
        for g in self.recent:
            lines = seat_lines(self.app.canvas, g["seats"], seats_w - 6)
            height = max(RECENT_H, len(lines) * at.recent_line + 8)
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
        return self.order()[self.first:self.first + self.at.rows]

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(len(self.order()) - self.at.rows, self.first + rows))
        self.app.dirty = True

    def watch(self, game_id: int) -> None:
        self.app.open("replay", record=self.app.records().game(game_id))

    def focus_zones(self) -> list:
        """The games' buttons and Back, then each player's row (Enter shows their scores,
        as a click on the row does)."""
        at = self.at
        rows = [Target(("player", name), (at.table[0], at.row_y + k * at.row_h - at.row_h / 2,
                                          at.table[2], at.row_h),
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
                at = self.at
                if inside(event.pos, (at.table[0], at.row_y + k * at.row_h - at.row_h / 2,
                                      at.table[2], at.row_h)):
                    self._show_player(name)
                    return True
        return super().handle_event(event)

    # --- drawing -------------------------------------------------------------------------------
    def layout(self) -> Layout:
        """The screen's places at the text size, language and players of now."""
        canvas = self.app.canvas
        key = (canvas.text_scale, canvas.scale, lang.current(), self.game, id(self.data))
        if getattr(self, "_laid", (None,))[0] != key:
            self._laid = (key, Layout(canvas, self.players(), self.order()))
            self.at = self._laid[1]
            if self.at.large:
                self.rows = self.lay_out_recent()
                self.place_watch_buttons()
        return self._laid[1]

    def draw(self, canvas: Canvas) -> None:
        self.at = self.layout()
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
        mark = canvas.text_width("☆", 17) + 6
        wants = [canvas.text_width(need, 14) + 12 + mark for need in needs]
        x, y = 40, self.at.stars_y
        for star, need, want in zip(stars, needs, wants):
            share = 1200 * want / sum(wants)
            canvas.text("★" if star["earned"] else "☆", 17, (x, y), GOLD, anchor="midleft")
            lines, size = canvas.fit_lines(need, (14,), share - 12 - mark)
            step = canvas.line_step(size, 2)
            for k, line in enumerate(lines):
                canvas.text(line, size, (x + mark, y + (k - (len(lines) - 1) / 2) * step),
                            INK if star["earned"] else DIM, anchor="midleft")
            x += share

    def draw_table(self, canvas: Canvas, played: int) -> None:
        at = self.at
        x, y, w, h = at.table
        canvas.panel(at.table, alpha=120)
        title = RULES[self.game].title
        if not played:
            for words, size, dy, color, bold in (
                    (_("No {game} games recorded yet.").format(game=title), 24, 100, INK, True),
                    (_("Finish a game with a person at the table and it shows here."), 18,
                     140 + canvas.line_step(24) - 24, DIM, False)):
                canvas.fit_text(words, size, (640, y + dy), color, width=w - 40,
                                anchor="center", bold=bold)
            return
        head_y = y + 24 if not at.large else at.head_y
        for label, cx, anchor, width in at.columns:
            # A level's column is 118 wide: "contre robot difficile" takes two lines.
            if at.large:
                lines, size = canvas.fit_lines(_(label), (at.sizes[15],), width, bold=True)
            else:
                lines, size = canvas.fit_lines(_(label), (15, 14), 108, bold=True) \
                    if label in VS_WORDS.values() else ([_(label)], 15)
            step = canvas.line_step(size) if at.large else 15
            for k, line in enumerate(lines):
                canvas.text(line, size, (cx, head_y + (k - (len(lines) - 1) / 2) * step), DIM,
                            anchor=anchor, bold=True)
        order = self.order()
        for k, name in enumerate(self.shown()):
            ry = at.row_y + k * at.row_h
            chosen = name == self.player
            if chosen:
                canvas.panel((x + 8, ry - at.row_h / 2 + 1, w - 16, at.row_h - 2), alpha=70,
                             radius=8, color=(240, 210, 140))
            color = GOLD if chosen else INK
            player = self.players()[name]
            canvas.fit_text(player_words(name, player), at.sizes[18], (at.columns[0][1], ry),
                            color, anchor="midleft", bold=True, width=at.columns[0][3])
            for words, (_label, cx, anchor, width) in zip(cells(player), at.columns[1:]):
                if width is None:
                    canvas.text(words, 16, (cx, ry), color, anchor=anchor)
                else:
                    canvas.fit_text(words, at.sizes[16], (cx, ry), color, anchor=anchor,
                                    width=width)
        above, below = self.first, len(order) - self.first - at.rows
        if above > 0 or below > 0:
            canvas.text(scroll_words(above, max(0, below)), 15,
                        (at.columns[0][1], at.row_y + at.rows * at.row_h - 6
                         + (canvas.line_step(15) - 15) / 2), DIM, anchor="midleft")
        note = ngettext("{n} game of {game} recorded. Click a player for their scores "
                        "below. Win streak: games won in a row; day streak: days in a row "
                        "with a challenge result.",
                        "{n} games of {game} recorded. Click a player for their scores "
                        "below. Win streak: games won in a row; day streak: days in a row "
                        "with a challenge result.", played).format(n=number(played),
                                                                   game=title)
        if not at.large:
            canvas.text(note, 14, (x + w / 2, y + h - 14), FAINT, anchor="center")
            return
        lines, size = canvas.fit_lines(note, (14,), w - 40, most=3)
        step = canvas.line_step(size, 1)
        for k, line in enumerate(lines):
            canvas.text(line, size, (x + w / 2, y + h - 8 - (len(lines) - k - 0.5) * step),
                        FAINT, anchor="center")

    def draw_chart(self, canvas: Canvas) -> None:
        lay = self.at
        x, y, w, h = lay.chart
        canvas.panel(lay.chart, alpha=120)
        p = self.players().get(self.player) if self.player else None
        scores = list(p["last_scores"]) if p else []
        title = _("Scores")
        if scores:
            title = ngettext("{name}: the last score", "{name}: the last {n} scores",
                             len(scores)).format(name=player_words(self.player, p),
                                                 n=len(scores))
        canvas.fit_text(title, 18, (x + 16, y + 20 + (canvas.line_step(18) - 18) / 2), INK,
                        width=w - 32, anchor="midleft", bold=True)
        if not scores:
            canvas.text(_("Nothing to draw yet."), 18, (x + w / 2, y + h / 2), DIM,
                        anchor="center")
            return
        left, right, top, bottom = PLOT
        if lay.large:       # the labels under the plot on two lines: its ends', the key's
            value_w = max(canvas.text_width(str(v), 14) for v in (min(0, *scores),
                                                                  max(scores)))
            mean_w = canvas.text_width(_("mean {mean}").format(mean=number(p["mean"])), 14)
            left = x + max(70, value_w + 24)
            right = x + w - min(max(MEAN_W, mean_w + 24), 200) - 16
            top = y + 30 + canvas.line_step(18)
            bottom = y + h - 2 * canvas.line_step(14, 4) - 10
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
                        (right + 12, mean_y), DIM, width=x + w - right - 20, anchor="midleft")
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
        ends_y = bottom + 14 + (canvas.line_step(13) - 13) / 2
        canvas.text(_("oldest"), 13, (left, ends_y), DIM, anchor="midleft")
        canvas.text(_("latest"), 13, (right, ends_y), DIM, anchor="midright")
        # The key sits between "oldest" and "latest", below the chart, clear of the title
        # (at a large text size on a line of its own, under them).
        # Translators: the chart's key: a game won, a game not won.
        won, lost = _("won"), _("not won")
        if lay.large:
            won_w, lost_w = canvas.text_width(won, 14), canvas.text_width(lost, 14)
            kx = (left + right) / 2 - (won_w + lost_w + 44) / 2
            ky = ends_y + canvas.line_step(14, 4)
            spots = (kx, kx + 12, kx + won_w + 32, kx + won_w + 42)
        else:
            kx, ky = (left + right) / 2 - 64, bottom + 14
            spots = (kx, kx + 12, kx + 66, kx + 76)
        canvas.token(GOLD, "pentagon", (spots[0], ky), 7)
        canvas.text(won, 14, (spots[1], ky), DIM, anchor="midleft")
        canvas.token(DIM, "circle", (spots[2], ky), 3.5)
        canvas.text(lost, 14, (spots[3], ky), DIM, anchor="midleft")

    def draw_recent(self, canvas: Canvas) -> None:
        at = self.at
        x, y, w, h = at.recent
        canvas.panel(at.recent, alpha=120)
        canvas.text(_("Recent games"), 18, (x + 16, y + 20 + (canvas.line_step(18) - 18) / 2),
                    INK, anchor="midleft", bold=True)
        if not self.recent:
            canvas.text(_("None yet."), 18, (x + w / 2, y + h / 2), DIM, anchor="center")
            return
        today = self.today or datetime.date.today()
        for g, top, height, lines in self.rows:
            middle = top + height / 2
            canvas.fit_text(self.when(g["when"], today), 15, (x + 16, middle), DIM,
                            width=SEATS_X - x - 24, anchor="midleft")
            first = middle - (len(lines) - 1) * at.recent_line / 2
            for k, line in enumerate(lines):
                for dx, words, seat in line:
                    canvas.text(words, 15, (SEATS_X + dx, first + k * at.recent_line),
                                GOLD if seat["won"] else INK, anchor="midleft",
                                bold=seat["won"])

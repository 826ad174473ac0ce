"""The statistics screen: per game and per player, from the records (scenes/stats.py), a
chart of a player's last 30 scores, and the recent games, each one a replay away.

The numbers are read once when the screen opens (all games in one pass) and the recent
games once per game picked, so a frame only draws."""

from __future__ import annotations

import datetime

import pygame

from game import RULES
from game.daily import LEVELS

from ..kit.widgets import Button, inside
from ..services.stats import stats
from ..shell.app import Scene
from ..shell.canvas import Canvas
from ..shell.palette import DIM, FAINT, GOLD, INK, WARN

TABLE = (30, 150, 1220, 264)
CHART = (30, 426, 620, 280)
RECENT = (670, 426, 580, 280)
ROW_Y, ROW_H, ROWS = TABLE[1] + 52, 30, 6
RECENT_ROWS, RECENT_H = 6, 38
# Player, played, won, win rate, against each level, best, mean, wins in a row, days.
COLUMNS = (("Player", 50, "midleft"), ("Played", 300, "midright"), ("Won", 370, "midright"),
           ("Win rate", 460, "midright"), *((f"vs {lv}", 575 + 118 * k, "midright")
                                            for k, lv in enumerate(LEVELS)),
           ("Best", 895, "midright"), ("Mean", 985, "midright"),
           ("Win streak", 1110, "midright"), ("Day streak", 1230, "midright"))


def percent(rate) -> str:
    return f"{round(100 * rate)}%"


def player_order(players: dict) -> list[str]:
    """People first, most games first; then the bots, weakest first."""
    def key(name):
        p = players[name]
        if p["kind"] == "bot":
            level = name.split()[0]
            return (1, LEVELS.index(level) if level in LEVELS else 9, name)
        return (0, -p["played"], name)
    return sorted(players, key=key)


def cells(p: dict) -> list[str]:
    vs = [f"{percent(p['vs'][lv]['win_rate'])} of {p['vs'][lv]['played']}"
          if lv in p["vs"] else "—" for lv in LEVELS]
    ws, ds = p["win_streak"], p["day_streak"]
    return [str(p["played"]), str(p["won"]), percent(p["win_rate"]), *vs, str(p["best"]),
            f"{p['mean']:g}", f"{ws['current']} · best {ws['best']}",
            f"{ds['current']} · best {ds['best']}"]


def when_short(text, today: datetime.date) -> str:
    """'07 Jan 22:39' this year, '07 Jan 2025' before."""
    try:
        when = datetime.datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return ""
    return f"{when:%d %b %H:%M}" if when.year == today.year else f"{when:%d %b %Y}"


class StatsScene(Scene):
    def __init__(self, app, today: datetime.date | None = None):
        super().__init__(app)
        self.today = today
        self.games = list(RULES)
        self.game = self.games[0]
        self.data: dict = {}
        self.recent: list[dict] = []
        self.player: str | None = None
        self.first = 0
        self.problem = ""
        self.tabs = [Button((230 + 210 * k, 70, 200, 42), RULES[g].title,
                            lambda g=g: self.pick(g)) for k, g in enumerate(self.games)]
        self.watch_buttons: list[Button] = []
        self.buttons = [Button((30, 16, 150, 44), "Back", self.app.pop,
                               key=pygame.K_BACKSPACE), *self.tabs]

    # --- reading the records, once ----------------------------------------------------------------
    def enter(self) -> None:
        db = self.app.records()
        self.data = stats(db, today=self.today)["games"]
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
        x, y, w, _ = RECENT
        self.watch_buttons = [Button((x + w - 96, y + 48 + k * RECENT_H, 80, 30), "Watch",
                                     lambda i=g["id"]: self.watch(i), size=16)
                              for k, g in enumerate(self.recent)]
        self.buttons = [self.buttons[0], *self.tabs, *self.watch_buttons]
        self.app.dirty = True

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
                    self.player = name
                    self.app.dirty = True
                    return True
        return super().handle_event(event)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text("Statistics", 36, (640, 36), GOLD, anchor="center", bold=True,
                    shadow=True)
        entry = self.data.get(self.game, {})
        self.draw_stars(canvas, entry.get("stars") or [])
        self.draw_table(canvas, entry.get("played", 0))
        self.draw_chart(canvas)
        self.draw_recent(canvas)
        if self.problem:
            canvas.text(self.problem, 16, (640, 716), WARN, anchor="midbottom")
        self.draw_buttons(canvas)

    def draw_stars(self, canvas: Canvas, stars: list) -> None:
        x = 40
        for star in stars:
            canvas.text("★" if star["earned"] else "☆", 17, (x, 131), GOLD, anchor="midleft")
            w = canvas.text(star["need"], 14, (x + 20, 131), INK if star["earned"] else DIM,
                            anchor="midleft").width / canvas.scale
            x += w + 44

    def draw_table(self, canvas: Canvas, played: int) -> None:
        x, y, w, h = TABLE
        canvas.panel(TABLE, alpha=120)
        title = RULES[self.game].title
        if not played:
            canvas.text(f"No {title} games recorded yet.", 24, (640, y + 100), INK,
                        anchor="center", bold=True)
            canvas.text("Finish a game with a person at the table and it shows here.", 18,
                        (640, y + 140), DIM, anchor="center")
            return
        for label, cx, anchor in COLUMNS:
            canvas.text(label, 15, (cx, y + 24), DIM, anchor=anchor, bold=True)
        order = self.order()
        for k, name in enumerate(self.shown()):
            ry = ROW_Y + k * ROW_H
            chosen = name == self.player
            if chosen:
                canvas.panel((x + 8, ry - ROW_H / 2 + 1, w - 16, ROW_H - 2), alpha=70,
                             radius=8, color=(240, 210, 140))
            color = GOLD if chosen else INK
            canvas.text(name, 18, (COLUMNS[0][1], ry), color, anchor="midleft", bold=True)
            for text, (_, cx, anchor) in zip(cells(self.players()[name]), COLUMNS[1:]):
                canvas.text(text, 16, (cx, ry), color, anchor=anchor)
        above, below = self.first, len(order) - self.first - ROWS
        if above > 0 or below > 0:
            words = [f"▲ {above} above" if above else "", f"▼ {below} more" if below > 0 else ""]
            canvas.text(" · ".join(w for w in words if w) + " (the mouse wheel or ↑ ↓ scrolls)",
                        15, (COLUMNS[0][1], ROW_Y + ROWS * ROW_H - 6), DIM, anchor="midleft")
        canvas.text(f"{played} game{'s' * (played != 1)} of {title} recorded. Click a "
                    "player for their scores below. Win streak: games won in a row; day "
                    "streak: days in a row with a challenge result.", 14,
                    (x + w / 2, y + h - 14), FAINT, anchor="center")

    def draw_chart(self, canvas: Canvas) -> None:
        x, y, w, h = CHART
        canvas.panel(CHART, alpha=120)
        p = self.players().get(self.player) if self.player else None
        scores = list(p["last_scores"]) if p else []
        canvas.text(f"{self.player}: the last {len(scores)} scores" if scores else
                    "Scores", 18, (x + 16, y + 20), INK, anchor="midleft", bold=True)
        if not scores:
            canvas.text("Nothing to draw yet.", 18, (x + w / 2, y + h / 2), DIM,
                        anchor="center")
            return
        left, right, top, bottom = x + 70, x + w - 24, y + 52, y + h - 36
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
        canvas.text(f"mean {p['mean']:g}", 13, (right, mean_y - 4), DIM, anchor="bottomright")
        for value, vy in {high: top, low: bottom, 0: zero}.items():
            canvas.text(str(value), 14, (left - 8, vy), DIM, anchor="midright")
        points = [at(i, s) for i, s in enumerate(scores)]
        canvas.line(GOLD, points, width=2)
        won = p.get("last_won") or [False] * len(points)
        for point, a_win in zip(points, won):   # a win stands out; other games are dots
            if a_win:
                canvas.token(GOLD, "pentagon", point, 7)
            else:
                canvas.token(DIM, "circle", point, 3.5)
        canvas.text("oldest", 13, (left, bottom + 14), DIM, anchor="midleft")
        canvas.text("latest", 13, (right, bottom + 14), DIM, anchor="midright")
        canvas.token(GOLD, "pentagon", (x + w - 190, y + 20), 7)
        canvas.text("won", 14, (x + w - 178, y + 20), DIM, anchor="midleft")
        canvas.token(DIM, "circle", (x + w - 120, y + 20), 3.5)
        canvas.text("not won", 14, (x + w - 110, y + 20), DIM, anchor="midleft")

    def draw_recent(self, canvas: Canvas) -> None:
        x, y, w, h = RECENT
        canvas.panel(RECENT, alpha=120)
        canvas.text("Recent games", 18, (x + 16, y + 20), INK, anchor="midleft", bold=True)
        if not self.recent:
            canvas.text("None yet.", 18, (x + w / 2, y + h / 2), DIM, anchor="center")
            return
        today = self.today or datetime.date.today()
        for k, g in enumerate(self.recent):
            ry = y + 63 + k * RECENT_H
            canvas.text(when_short(g["when"], today), 15, (x + 16, ry), DIM, anchor="midleft")
            tx = x + 130
            for seat in g["seats"]:
                text = f"{seat['name']} {seat['score']}"
                color = GOLD if seat["won"] else INK
                r = canvas.text(text, 15, (tx, ry), color, anchor="midleft", bold=seat["won"])
                tx += r.width / canvas.scale + 14
                if tx > x + w - 150:
                    break

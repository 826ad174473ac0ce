"""Today's challenges: one deal per game for everyone on this date, its goal, the day's
result and streak, and the stars each game offers with what every star needs."""

from __future__ import annotations

import datetime

import pygame

from game.daily import challenge

from ..boards import BOARDS
from ..kit.widgets import Button
from ..services.deals import challenge_session
from ..shell.app import Scene
from ..shell.canvas import Canvas
from ..shell.palette import DIM, GOLD, INK, WARN

ROW_Y, ROW_H = 104, 152
STAR_W = 470                # a star's words, in its half of a row


def start_challenge(app, game: str, today: datetime.date) -> None:
    """Deal today's challenge of `game` and sit the person down at it."""
    app.notice = ""
    app.open("table", how="reset", session=challenge_session(game, today))


class ChallengeScene(Scene):
    def __init__(self, app, today: datetime.date | None = None):
        super().__init__(app)
        self.today = today or datetime.date.today()
        self.games = [g for g in BOARDS if challenge(g) is not None]
        self.rows: dict[str, dict] = {}
        self.buttons = [Button((50, ROW_Y + k * ROW_H + 52, 150, 50), "Play",
                               lambda g=g: start_challenge(self.app, g, self.today),
                               primary=True) for k, g in enumerate(self.games)]
        self.buttons.append(Button((30, 16, 150, 44), "Back", self.app.pop,
                                   key=pygame.K_BACKSPACE))
        self.problem = ""

    def enter(self) -> None:
        """Read the records once: the day's results, streaks and stars."""
        db = self.app.records()
        for g in self.games:
            self.rows[g] = {"result": db.daily_result(g, self.today),
                            "tries": db.attempts(g, self.today),
                            "streak": db.streak(g, self.today),
                            "stars": db.stars(g)}
        self.problem = db.take_problem()

    def star_size(self, canvas: Canvas) -> int:
        """One size for every star's words on the page: the largest at which all fit."""
        needs = [s.need for row in self.rows.values() for s in row.get("stars") or []]
        return next((n for n in (18, 17, 16, 15) if all(
            canvas.text_width(t, n) <= STAR_W for t in needs)), 14)

    def draw(self, canvas: Canvas) -> None:
        from game import RULES
        canvas.table()
        canvas.text("Today's challenges", 38, (640, 36), GOLD, anchor="center", bold=True,
                    shadow=True)
        canvas.text(f"{self.today:%A %d %B %Y}: the same deals for everyone today. Your "
                    "first finished try is the day's result.", 18, (640, 78), INK,
                    anchor="center")
        for k, g in enumerate(self.games):
            y = ROW_Y + k * ROW_H
            canvas.panel((30, y, 1220, ROW_H - 10), alpha=120)
            ch = challenge(g)
            row = self.rows.get(g, {})
            canvas.text(RULES[g].title, 26, (50, y + 24), GOLD, anchor="midleft", bold=True)
            size = 18 if canvas.text_width(ch.goal, 18) < 1000 else 16
            canvas.text(ch.goal, size, (230, y + 24), INK, anchor="midleft")
            done = row.get("result")
            if done and done.get("result"):
                today = f"Today's result: {done['result']['text']}"
                if row.get("tries", 0) > 1:
                    today += f" · {row['tries'] - 1} practice game(s) since"
            else:
                today = "Not played yet today"
            canvas.text(today, 18, (230, y + 54), GOLD if done else DIM, anchor="midleft")
            streak = row.get("streak")
            if streak is not None:
                canvas.text(f"Streak: {streak.current} day(s) · best {streak.best}", 18,
                            (750, y + 54), DIM, anchor="midleft")
            for i, star in enumerate(row.get("stars") or []):
                sx, sy = 230 + (i % 2) * 510, y + 88 + (i // 2) * 28
                canvas.text("★" if star.earned else "☆", 20, (sx, sy), GOLD,
                            anchor="midleft")
                canvas.fit_text(star.need, self.star_size(canvas), (sx + 26, sy),
                                INK if star.earned else DIM, width=STAR_W,
                                anchor="midleft")
        if self.problem:
            canvas.text(self.problem, 18, (640, 712), WARN, anchor="midbottom")
        self.draw_buttons(canvas)

"""Today's challenges: one deal per game for everyone on this date, its goal, the day's
result and streak, and the stars each game offers with what every star needs."""

from __future__ import annotations

import datetime

import pygame

from game import RULES
from game.daily import challenge

from ..boards import BOARDS
from ..kit.widgets import Button
from ..services import lang
from ..services.deals import challenge_session
from ..services.lang import _, ngettext, text
from ..shell.canvas import Canvas
from ..shell.focus import button_targets
from ..shell.palette import DIM, GOLD, INK, WARN
from ..shell.scene import Scene

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
        self.buttons = [Button((50, ROW_Y + k * ROW_H + 52, 150, 50), lambda: _("Play"),
                               lambda g=g: start_challenge(self.app, g, self.today),
                               primary=True) for k, g in enumerate(self.games)]
        self.buttons.append(Button((30, 16, 150, 44), lambda: _("Back"), self.app.pop,
                                   key=pygame.K_BACKSPACE))
        self.problem = ""

    def focus_zones(self) -> list:
        """Each Play said with its game."""
        said = {b: (lambda g=g: _("Play today's {game} challenge").format(
                    game=RULES[g].title)) for b, g in zip(self.buttons, self.games)}
        return [button_targets(self.buttons, said)]

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
        needs = [text(s.need) for row in self.rows.values() for s in row.get("stars") or []]
        return next((n for n in (18, 17, 16, 15) if all(
            canvas.text_width(t, n) <= STAR_W for t in needs)), 14)

    def draw(self, canvas: Canvas) -> None:
        from game import RULES
        canvas.table()
        canvas.text(_("Today's challenges"), 38, (640, 36), GOLD, anchor="center", bold=True,
                    shadow=True)
        canvas.text(_("{date}: the same deals for everyone today. Your first finished try is "
                      "the day's result.").format(date=lang.date(self.today)), 18, (640, 78),
                    INK, anchor="center")
        for k, g in enumerate(self.games):
            y = ROW_Y + k * ROW_H
            canvas.panel((30, y, 1220, ROW_H - 10), alpha=120)
            ch = challenge(g)
            row = self.rows.get(g, {})
            canvas.text(RULES[g].title, 26, (50, y + 24), GOLD, anchor="midleft", bold=True)
            goal = text(ch.goal_words)
            size = 18 if canvas.text_width(goal, 18) < 1000 else 16
            canvas.text(goal, size, (230, y + 24), INK, anchor="midleft")
            done = row.get("result")
            canvas.text(self.result_words(row), 18, (230, y + 54), GOLD if done else DIM,
                        anchor="midleft")
            streak = row.get("streak")
            if streak is not None:
                canvas.text(ngettext("Streak: {current} day · best {best}",
                                     "Streak: {current} days · best {best}",
                                     streak.current).format(current=streak.current,
                                                            best=streak.best), 18,
                            (750, y + 54), DIM, anchor="midleft")
            for i, star in enumerate(row.get("stars") or []):
                sx, sy = 230 + (i % 2) * 510, y + 88 + (i // 2) * 28
                canvas.text("★" if star.earned else "☆", 20, (sx, sy), GOLD,
                            anchor="midleft")
                canvas.fit_text(text(star.need), self.star_size(canvas), (sx + 26, sy),
                                INK if star.earned else DIM, width=STAR_W,
                                anchor="midleft")
        if self.problem:
            canvas.text(text(self.problem), 18, (640, 712), WARN, anchor="midbottom")
        self.draw_buttons(canvas)

    @staticmethod
    def result_words(row: dict) -> str:
        """The day's result of a game, and the practice games played since, or none yet."""
        done = row.get("result")
        if not (done and done.get("result")):
            return _("Not played yet today")
        result = text(done["result"].get("words") or done["result"]["text"])
        practice = row.get("tries", 0) - 1
        if practice < 1:
            return _("Today's result: {result}").format(result=result)
        return ngettext("Today's result: {result} · {n} practice game since",
                        "Today's result: {result} · {n} practice games since",
                        practice).format(result=result, n=practice)

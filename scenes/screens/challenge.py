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
from ..shell.palette import DIM, FAINT, GOLD, INK, WARN
from ..shell.scene import Scene

ROW_Y, ROW_H = 104, 152
STAR_W = 470                # a star's words, in its half of a row


def start_challenge(app, game: str, today: datetime.date) -> None:
    """Deal today's challenge of `game` and sit the person down at it."""
    app.notice = ""
    app.open("table", how="reset", session=challenge_session(game, today))


class ChallengeScene(Scene):
    own_arrows = True        # at a large text size the arrows scroll the games' rows
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
        self.first = 0          # at a large text size: the first game's row shown

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

    def handle_event(self, event) -> bool:
        """At a large text size, when the games' rows are more than the screen holds: the
        wheel, the arrows and Page Up/Down show the next or the previous."""
        if self.app.canvas.text_scale > 1:
            by = None
            if event.type == pygame.MOUSEWHEEL:
                by = -event.y
            elif event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                by = 1 if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -1
            if by is not None:
                self.first = max(0, min(len(self.games) - 1, self.first + by))
                self.app.dirty = True
                return True
        return super().handle_event(event)

    def draw(self, canvas: Canvas) -> None:
        if canvas.text_scale > 1:
            self.draw_large(canvas)
            return
        for b in self.buttons:
            b.visible = True
        for k, b in enumerate(self.buttons[:-1]):
            b.rect = (50, ROW_Y + k * ROW_H + 52, 150, 50)
        self.draw_normal(canvas)

    def large_row(self, canvas: Canvas, g: str) -> tuple[list, float]:
        """A game's row at a large text size: its lines, each (text, size, x, y, colour,
        bold) from the row's top, and the row's height. Its name, with Play at the right;
        the goal on as many lines as it needs; the day's result, the streak; each star on
        a line or two in its half of the row."""
        row = self.rows.get(g, {})
        out, y = [], 12.0
        title_h = canvas.line_step(26)
        out.append((RULES[g].title, 26, 50, y + title_h / 2, GOLD, True))
        y += max(title_h, 50) + 6
        for words, size, color in ((text(challenge(g).goal_words), 18, INK),
                                   (self.result_words(row), 18,
                                    GOLD if row.get("result") else DIM)):
            lines, size = canvas.fit_lines(words, (size,), 1160, most=3)
            for line in lines:
                step = canvas.line_step(size, 4)
                out.append((line, size, 50, y + step / 2, color, False))
                y += step
        streak = row.get("streak")
        if streak is not None:
            step = canvas.line_step(18, 4)
            out.append((ngettext("Streak: {current} day · best {best}",
                                 "Streak: {current} days · best {best}",
                                 streak.current).format(current=streak.current,
                                                        best=streak.best),
                        18, 50, y + step / 2, DIM, False))
            y += step
        stars = row.get("stars") or []
        for pair in range(0, len(stars), 2):
            tallest = 0.0
            for i, star in enumerate(stars[pair:pair + 2]):
                x = 50 + i * 590
                lines, size = canvas.fit_lines(text(star.need), (18, 17, 16), 540)
                step = canvas.line_step(size, 2)
                out.append(("★" if star.earned else "☆", 20, x, y + step / 2, GOLD, False))
                for k, line in enumerate(lines):
                    out.append((line, size, x + 34, y + step / 2 + k * step,
                                INK if star.earned else DIM, False))
                tallest = max(tallest, len(lines) * step)
            y += tallest + 4
        return out, y + 10

    def draw_large(self, canvas: Canvas) -> None:
        """The rows one under the other, each as tall as its words: as many as the
        screen holds from `first`, the others a scroll away (a bar says where)."""
        canvas.table()
        title_h = canvas.line_step(38)
        canvas.fit_text(_("Today's challenges"), 38, (640, 8 + title_h / 2), GOLD,
                        width=800, anchor="center", bold=True, shadow=True)
        lines, size = canvas.fit_lines(
            _("{date}: the same deals for everyone today. Your first finished try is the "
              "day's result.").format(date=lang.date(self.today)), (18,), 1200)
        y = 8 + title_h + 2
        for line in lines:
            step = canvas.line_step(size, 2)
            canvas.text(line, size, (640, y + step / 2), INK, anchor="center")
            y += step
        top, bottom = y + 6, 712 - (canvas.line_step(18, 4) if self.problem else 0)
        laid = [self.large_row(canvas, g) for g in self.games]
        self.first = min(self.first, len(self.games) - 1)
        for b in self.buttons[:-1]:
            b.visible = False
        y = top
        for k in range(self.first, len(self.games)):
            parts, height = laid[k]
            if y + height > bottom and k > self.first:
                break
            canvas.panel((30, y, 1200, height - 8), alpha=120)
            for words, size, x, dy, color, bold in parts:
                canvas.text(words, size, (x, y + dy), color, anchor="midleft", bold=bold)
            play = self.buttons[k]
            play.visible = True
            play.rect = (1220 - 20 - 180, y + 12, 180, 50)
            y += height
        shown = sum(b.visible for b in self.buttons[:-1])
        if shown < len(self.games):     # where the rows are: a bar at the right
            track = (1240, top, 6, bottom - top)
            canvas.box(FAINT, track, radius=3)
            length = (bottom - top) * shown / len(self.games)
            at = top + (bottom - top - length) * self.first / max(1, len(self.games) - shown)
            canvas.box(GOLD, (1240, at, 6, length), radius=3)
        if self.problem:
            canvas.fit_text(text(self.problem), 18, (640, 712), WARN, width=1240,
                            anchor="midbottom")
        self.draw_buttons(canvas)

    def draw_normal(self, canvas: Canvas) -> None:
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

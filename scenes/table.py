"""The table scene: any game's board, the turn banner, bots' pacing, what just happened."""

from __future__ import annotations

from .app import Scene
from .boards import BOARDS
from .canvas import INK, Canvas
from .widgets import GOLD, Button, News

SIGN_MS = 1300


class TableScene(Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.news = News()
        self.floaters: list[list] = []
        self.sign: list | None = None   # [text, age]: "Ben's turn", for pass-and-play
        self.bot_wait = 0.0
        self.over_wait = 0.0
        self.board = BOARDS[session.game](self)
        L = self.board.layout
        self.buttons = [Button(L.rect("menu_button"), "Menu", self.to_menu),
                        Button(L.rect("rules_button"), "Rules", self.show_rules)]

    def enter(self) -> None:
        self.session.save()  # however the table was opened, Continue can find it
        self.session.start_bots()
        if not self.app.warm_up:
            self.app.warm_up = BOARDS[self.session.game].warm_up(self.app.canvas)
        self.app.warm_all()

    def exit(self) -> None:
        self.session.close()

    def to_menu(self) -> None:
        from .menu import MenuScene
        self.app.reset(MenuScene(self.app))

    def show_rules(self) -> None:
        from .rules_page import RulesScene
        self.app.push(RulesScene(self.app, self.session.game))

    # --- play ----------------------------------------------------------------------------
    def play_move(self, seat: int, move) -> None:
        self.app.dirty = True
        events = self.session.apply(seat, move)
        if self.session.save_error:
            self.news.say(self.session.save_error, warning=True)
        self.board.play(events)

    def announce_turn(self, seat: int) -> None:
        """With two or more people at the table, say clearly whose hands the mouse goes to."""
        if len(self.session.humans()) >= 2 and not self.session.seats[seat].is_bot:
            self.sign = [f"{self.session.seats[seat].name}'s turn", 0.0]

    def float_text(self, text: str, rect) -> None:
        x, y, w, _ = rect
        self.floaters.append([text, x + w - 70, y + 86, 0.0])  # under the score, rising

    def update(self, dt: float) -> None:
        if self.board.busy:
            self.app.dirty = True  # including the frame where the last animation ends
        self.board.update(dt)
        self.news.update(dt)
        for f in self.floaters:
            f[3] += dt
        if self.sign is not None:
            self.sign[1] += dt
            if self.sign[1] > SIGN_MS:
                self.sign = None
                self.app.dirty = True
        had = len(self.floaters)
        self.floaters = [f for f in self.floaters if f[3] < 900]
        if had != len(self.floaters):
            self.app.dirty = True
        if self.board.busy:
            return
        if self.session.is_over():
            self.over_wait += dt
            if self.over_wait >= 300:
                from .score import ScoreScene
                self.app.replace(ScoreScene(self.app, self.session))
            return
        seat = min(self.session.to_act())
        if not self.session.seats[seat].is_bot:
            return
        self.session.think(seat)
        self.bot_wait += dt
        pace = self.app.settings.bot_pace_ms * self.app.settings.time_scale
        if self.bot_wait >= pace:
            move = self.session.bot_move(seat)
            if move is not None:
                self.bot_wait = 0.0
                self.play_move(seat, move)

    def animating(self) -> bool:
        return (self.board.busy or bool(self.floaters) or self.news.fading()
                or self.sign is not None)

    def back(self) -> None:
        self.to_menu()

    def handle_event(self, event) -> bool:
        # The board first: Esc lets go of a half-made choice there before it leaves the table.
        return self.board.handle_event(event) or super().handle_event(event)

    # --- drawing ---------------------------------------------------------------------------
    def banner_text(self) -> str:
        return self.board.banner()

    def draw(self, canvas: Canvas) -> None:
        canvas.table()
        banner = self.board.layout.rect("banner")
        canvas.panel(banner, alpha=150, radius=0)
        canvas.text(self.banner_text(), 26, (banner[2] / 2, banner[3] / 2), GOLD,
                    anchor="center", bold=True, shadow=True)
        self.board.draw(canvas)
        self.draw_buttons(canvas)
        self.news.draw(canvas, self.board.layout.rect("message"))
        if self.sign is not None:
            text, age = self.sign
            alpha = int(255 * min(1.0, (SIGN_MS - age) / 300, age / 120))
            canvas.panel((440, 320, 400, 80), alpha=int(0.8 * alpha) // 32 * 32, radius=18)
            canvas.text(text, 36, (640, 360), GOLD, anchor="center", bold=True, shadow=True,
                        alpha=alpha)
        for text, x, y, age in self.floaters:
            alpha = int(255 * min(1.0, (900 - age) / 400))
            canvas.text(text, 30, (x, y - age / 20), INK, anchor="center", bold=True,
                        shadow=True, alpha=alpha)

"""Garbo's sentences: "1 point" and "2 points", "gives you" in small letters, and "you" for
the one person at a table of bots whatever their name (never decided by the name "You");
with two people at the table, each is called by name. Garbo's lines keep to their boxes:
the banner and the deal code share the top line without touching, on every turn; a refusal
stays between the side panels; each game's blurb fits the menu's panel."""

from __future__ import annotations

import datetime

import pytest
from screen_helpers import centre, click, drawn, frames, settle

from game import RULES
from game.garbo.rules import Play
from scenes.boards.garbo import GarboBoard
from scenes.boards.garbo_panels import gift_sentence, level_two_sentences
from scenes.routes import make_app
from scenes.screens.handoff import HandoffScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session
from scenes.services.settings import SPEEDS

R = RULES["garbo"]
ALONE = [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")]
TWO = [Seat("human", "Ada"), Seat("human", "Ben")]


def texts_drawn(app, draw) -> list[tuple[str, tuple]]:
    """Each text `draw()` puts on the canvas, with its logical rectangle."""
    return [(line.text, line.rect) for line in drawn(app, draw)]


def centred_in(r, rect) -> bool:
    x, y, w, h = r
    rx, ry, rw, rh = rect
    return rx <= x + w / 2 < rx + rw and ry <= y + h / 2 < ry + rh


def easy_moves(seed: int) -> list[tuple[int, Play, int]]:
    """A game of two easy bots: (seat, move, points it gave away) per move."""
    state = R.new_game(2, seed)
    bots = [R.make_bot("easy", i, seed * 31 + i) for i in range(2)]
    out = []
    while not R.is_over(state):
        seat = min(R.to_act(state))
        move = bots[seat].choose(R.view(state, seat))
        state, events = R.apply(state, seat, move)
        for i, bot in enumerate(bots):
            bot.observe([e for e in events if "seats" not in e or i in e["seats"]])
        out.append((seat, move, events[0]["points"]))
    return out


def at_table(seats, seed: int, before: int):
    """A table of `seats` where the first `before` moves of an easy bots' game of `seed`
    are made; its bots wait (a test plays their moves)."""
    session = Session("garbo", seats, seed)
    for seat, move, _ in easy_moves(seed)[:before]:
        session.apply(seat, move)
    app = make_app(fixed_dt=16)
    app.settings.bot_pace_ms = 10 ** 9
    app.run(TableScene(app, session), max_frames=2)
    table = app.stack[0]
    settle(app)
    return app, table


def panel_texts(app, table) -> list[str]:
    """The texts drawn in the panel on the right (what the last card gave away)."""
    rect = table.board.layout.rect("preview")
    # The table drawn itself: under the pass-and-play curtain too.
    return [t for t, r in texts_drawn(app, lambda: table.draw(app.canvas))
            if centred_in(r, rect)]


def until_still(app, table) -> None:
    """Frames until the table's cards stop (a curtain may come up after them)."""
    for _ in range(5000):
        if not table.board.busy:
            frames(app, 2)
            return
        frames(app)
    raise AssertionError("animations never finished")


# Positions from easy bots' games: (seed, the move's index, seat, points it gives away).
# Each a Level One move whose points the rules' `matches` count: one rank match, no other.
PERSON_GIVES_1 = (62, 6, 0, 1)     # J♠ in line with a J
PERSON_GIVES_2 = (16, 6, 0, 2)     # K♣ in line with a K
BOT_GIVES_1 = (1, 5, 1, 1)         # J♠ in line with a J
BOT_GIVES_2 = (40, 5, 1, 2)        # K♦ in line with a K


def the_move(position):
    seed, k, seat, points = position
    got_seat, move, got = easy_moves(seed)[k]
    assert (got_seat, got) == (seat, points), "the bots' game changed: pick another move"
    return move


@pytest.mark.parametrize("position, news, total", [
    (PERSON_GIVES_1, "Your J♠ gives Ochre 1 point.", "Ochre got 1 point"),
    (PERSON_GIVES_2, "Your K♣ gives Ochre 2 points.", "Ochre got 2 points"),
])
def test_the_person_alone_with_a_bot_is_you_whatever_their_name(position, news, total):
    move = the_move(position)
    app, table = at_table(ALONE, position[0], position[1])
    board = table.board
    assert board.person() == 0
    hand = board.hands[0]
    click(app, centre(board.fan.card_rect(hand.index(move.card), len(hand), move.card)))
    click(app, centre(board.cell_rect(move.cell)))
    settle(app)
    assert table.session.moves[-1]["move"]["card"] == move.card
    assert table.news.text == news
    texts = panel_texts(app, table)
    assert texts[0] == f"Last card: your {news.split()[1]}" and texts[-1] == total


@pytest.mark.parametrize("position, news, total", [
    (BOT_GIVES_1, "Ochre's J♠ gives you 1 point.", "You got 1 point"),
    (BOT_GIVES_2, "Ochre's K♦ gives you 2 points.", "You got 2 points"),
])
def test_a_bots_card_gives_you_points(position, news, total):
    move = the_move(position)
    app, table = at_table(ALONE, position[0], position[1])
    assert table.session.to_act() == {1}
    table.play_move(1, move)          # as the table plays a bot's move when it is ready
    settle(app)
    assert table.news.text == news
    texts = panel_texts(app, table)
    assert texts[0] == f"Last card: Ochre's {news.split()[1]}" and texts[-1] == total


@pytest.mark.parametrize("position, news, total", [
    (PERSON_GIVES_1, "Ada's J♠ gives Ben 1 point.", "Ben got 1 point"),
    (BOT_GIVES_2, "Ben's K♦ gives Ada 2 points.", "Ada got 2 points"),
])
def test_two_people_are_called_by_name(position, news, total):
    move = the_move(position)
    app, table = at_table(TWO, position[0], position[1])
    if isinstance(app.scene, HandoffScene):          # "I am ..." before a hand shows
        click(app, centre(app.scene.buttons[0].rect))
        settle(app)
    table.play_move(position[2], move)
    until_still(app, table)
    assert table.news.text == news
    texts = panel_texts(app, table)
    assert texts[0] == f"Last card: {news.split()[0]} {news.split()[1]}"
    assert texts[-1] == total


def test_the_other_sentences():
    assert gift_sentence(ALONE, 0, "QH", 0) == "Your Q♥ gives nothing away."
    assert gift_sentence(ALONE, 1, "QH", 0) == "Ochre's Q♥ gives nothing away."
    bots = [Seat("bot", "You", "easy"), Seat("bot", "Ochre", "hard")]
    # A name is only a name: a bot called "You" is not spoken to.
    assert gift_sentence(bots, 1, "KD", 1) == "Ochre's K♦ gives You 1 point."
    assert level_two_sentences(ALONE, 0, "higher score") == (
        "Level Two: you lead (higher score).", "Level Two · You lead")
    assert level_two_sentences(ALONE, 1, "played last") == (
        "Level Two: Ochre leads (equal scores, and played the last card).",
        "Level Two · Ochre leads")
    assert level_two_sentences(TWO, 1, "higher score")[1] == "Level Two · Ben leads"

    class Over:
        def __init__(self, seats, scores):
            self.seats, self._scores = seats, scores

        def scores(self):
            return self._scores
    assert GarboBoard.headline(Over(ALONE, (249, 206))) == "You win 249 to 206"
    assert GarboBoard.headline(Over(ALONE, (206, 249))) == "Ochre wins 249 to 206"
    assert GarboBoard.headline(Over(TWO, (518, 481))) == "Ada wins 518 to 481"
    assert GarboBoard.headline(Over(TWO, (1, 1))) == "A draw: 1 point each"
    assert GarboBoard.headline(Over(TWO, (2, 2))) == "A draw: 2 points each"


# --- the banner and the deal code ----------------------------------------------------------------

def top_line(app, table) -> list[tuple[str, tuple]]:
    """Draw a frame: each text drawn on the banner, with the rectangle canvas.text returned."""
    banner = table.board.layout.rect("banner")

    def frame():
        app.dirty = True
        frames(app)
    return [(t, r) for t, r in texts_drawn(app, frame) if centred_in(r, banner)]


def apart(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay


@pytest.mark.parametrize("challenge", [False, True])
def test_the_banner_never_touches_the_deal_code(challenge, monkeypatch):
    """Every turn of a game of a person (playing as an easy bot would) against a bot, at
    1280x720: the banner and the code are drawn apart, the code whole. A challenge's code
    is the longest ("Today's challenge · Deal ...")."""
    monkeypatch.setitem(SPEEDS, "normal", 0.25)      # quicker cards: the same lines
    session = Session("garbo", ALONE, 16)
    if challenge:
        session.challenge = datetime.date(2026, 3, 14).isoformat()   # as deals.py does
    app = make_app(fixed_dt=16)
    app.settings.bot_pace_ms = 50
    app.run(TableScene(app, session), max_frames=2)
    table = app.stack[0]
    assert table.code.startswith("Today's challenge · Deal " if challenge else "Deal ")
    me = R.make_bot("easy", 0, 99)
    person = session.humans()[0]
    turns = 0
    for _ in range(20_000):
        if app.scene is not table:
            break
        settle(app)
        if app.scene is not table:
            break
        texts = top_line(app, table)
        code = [r for t, r in texts if t == table.code]
        banner = [(t, r) for t, r in texts if t != table.code]
        assert len(code) == 1 and len(banner) == 1, texts
        assert apart(code[0], banner[0][1]), (banner[0][0], banner[0][1], code[0])
        if table.board.person() == person:
            turns += 1
            table.play_move(person, me.choose(session.view(person)))
        else:
            frames(app, 5)
    assert turns == 16 and session.is_over()


# --- the menu's blurbs --------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_games_blurb_fits_its_panel_above_the_rules_button(size):
    """The menu's paragraph under the game buttons, for each game: whole, and inside the
    left panel (which ends at y=610, above the Rules button at y=634)."""
    from scenes.boards import BOARDS
    from scenes.screens.menu import MenuScene
    app = make_app(fixed_dt=16, size=size)
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    canvas = app.canvas
    rules = next(b for b in menu.small if b.label == "Rules")
    for button, game in zip(menu.game_buttons, BOARDS):
        x, y = centre(button.rect)
        click(app, (canvas.ox + x * canvas.scale, canvas.oy + y * canvas.scale))
        assert menu.game == game
        seen = texts_drawn(app, lambda: menu._draw_blurb(canvas, menu.layout()))
        assert " ".join(t for t, _ in seen) == " ".join(BOARDS[game].blurb.split())
        bottom = max(ry + rh for _, (rx, ry, rw, rh) in seen)
        assert bottom <= 610 < rules.rect[1], (game, bottom)
        assert all(rx >= 60 and rx + rw <= 420 for _, (rx, ry, rw, rh) in seen), game


# --- a refusal stays on its line ----------------------------------------------------------------

def test_a_refusal_stays_inside_the_message_line():
    """Level Two, a click on a covered card: the longest of Garbo's refusals, kept inside
    the line between the side panels."""
    seed = 16
    moves = easy_moves(seed)
    before = next(k for k in range(17, 32) if moves[k][0] == 0)   # a covered card lies
    app, table = at_table(ALONE, seed, before)
    board = table.board
    state = table.session.state
    assert state.level == 2 and board.person() == 0
    covered = next(p.cell for p in state.table if p.down is not None)
    card = board.hands[0][0]
    hand = board.hands[0]
    click(app, centre(board.fan.card_rect(0, len(hand), card)))
    click(app, centre(board.cell_rect(covered)))
    refusal = "That Level-One card is already covered: play on one still face up."
    assert table.news.text == refusal and table.news.warning
    seen = texts_drawn(app, lambda: table.draw(app.canvas))
    x, y, w, h = board.layout.rect("message")
    line = [r for t, r in seen if t == refusal or t.startswith(refusal[:20])]
    assert len(line) == 1, seen
    rx, ry, rw, rh = line[0]
    assert x <= rx and rx + rw <= x + w, (line[0], (x, y, w, h))

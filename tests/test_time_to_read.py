"""Time to read (issue 44): every sentence that goes away by itself (the line of what
happened, a first-time tip, a sign over the table, Ligretto's "Round over", a person's
own words in a race) stays long enough to read at the text size chosen: its time grows
with its length and with the text size."""

from __future__ import annotations

import pytest
from screen_helpers import DT, frames, open_table

from scenes.kit.reading import reading_ms
from scenes.services.session import Seat, Session

LONG = ("Ochre swaps their ammonite worth 3 for your sea lily worth 2, and the trilobite "
        "is scored: nobody holds one.")


def at_size(game: str, size: str, seats=None):
    seats = seats or [Seat("human", "Ada")]
    app, table = open_table(Session(game, seats, 4))
    app.settings.text_size = size
    app.follow_text_size()
    frames(app)
    return app, table


def wait(app, ms: float) -> None:
    frames(app, int(ms // DT))


def test_the_time_grows_with_the_length_and_the_text_size():
    short, long = "Ben's turn", LONG
    assert reading_ms(long) > reading_ms(short)
    assert reading_ms(long, 1.6) > reading_ms(long, 1.3) > reading_ms(long, 1.0)
    # At least what it was before: a short sign keeps its time.
    assert reading_ms("Go", 1.0, 1300) == 1300
    # A slow reader's pace: no more than 15 letters a second at Large.
    assert reading_ms(long, 1.3) >= len(long) / 15 * 1000 * 1.3


@pytest.mark.parametrize("size,scale", [("normal", 1.0), ("large", 1.3), ("larger", 1.6)])
def test_the_line_of_what_happened_stays_until_read(size, scale):
    app, table = at_size("petroglyph", size)
    table.say(LONG)
    due = reading_ms(LONG, scale)
    assert due > 3500 * scale                   # longer than it stayed before
    wait(app, due - 200)
    assert table.news.shown() and table.news.alpha() == 255, size
    wait(app, 1400)                             # then it fades and goes
    assert not table.news.shown()


def test_a_first_time_tip_stays_longer_at_a_larger_size():
    tip = "Tip: " + LONG + " " + LONG
    times = {}
    for size in ("normal", "large", "larger"):
        app, table = at_size("petroglyph", size)
        app.settings.tips_seen = []
        table.tip("petroglyph.test", tip)
        times[size] = table.help.tip_line[2]
        wait(app, times[size] - 500)
        assert table.help.tip_line is not None, size
    assert times["normal"] < times["large"] < times["larger"]
    assert times["large"] >= reading_ms(tip, 1.3) > 9000


def test_a_sign_over_the_table_stays_until_read():
    app, table = at_size("petroglyph", "large")
    table.show_sign(LONG)
    wait(app, reading_ms(LONG, 1.3) - 200)
    assert table.sign is not None
    wait(app, 400)
    assert table.sign is None


def test_ligrettos_round_over_and_a_persons_own_words_stay_until_read():
    people = [Seat("human", "Ada"), Seat("human", "Ben")]
    app, table = at_size("ligretto", "larger", people)
    board = table.board
    words = "Round over: no card can ever be played"
    board.say_big(words)
    assert board.sign[2] >= reading_ms(words, 1.6) > 1600 * 1.6
    board.say_to(0, LONG)
    note = board.notes[0]
    assert note[3] >= reading_ms(LONG, 1.6) > 2600 * 1.6
    for _ in range(int((reading_ms(LONG, 1.6) - 300) // DT)):
        board.update(DT)
    assert 0 in board.notes

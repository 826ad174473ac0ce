"""Walk a guided game (scenes/lessons) through the real table, as a person would: Next to
read on, a click on what glows, the wrong click a Try step asks for."""

from __future__ import annotations

from screen_helpers import centre, click, frames, settle

from game.hints import hint
from scenes.lessons.guide import PERSON, Do, End, Explain, Try, Watch
from scenes.services import lang


def make_move(app, move) -> None:
    """Click a move where the board points at it: what glows, in order, then where the
    arrow ends."""
    marks = app.scene.board.marks(move)
    points = [centre(r) for r in marks.glows]
    if marks.arrow is not None and centre(marks.arrow[1]) not in points:
        points.append(centre(marks.arrow[1]))
    assert points, f"the board does not point at {move}"
    for p in points:
        click(app, p)


def person_may_play(app) -> bool:
    table = app.scene
    return (PERSON in table.session.to_act() and not table.board.busy
            and table.board.person() == PERSON)


def play_hint(app) -> None:
    """A Watch step's free play: the hint's move, clicked."""
    session = app.scene.session
    make_move(app, hint(session.game, session.view(PERSON), PERSON).move)


def drive(app, play_free=play_hint, limit: int = 20_000, look=None) -> dict:
    """Walk the guided game on `app`'s table to its End panel; what happened on the way:
    the kinds of steps seen, and the refusal a Try step's wrong click earned. `look(app)`
    is called once at each step, the table settled and drawn, before anything is clicked
    (and again after a Try's refusal)."""
    table = app.scene
    guide = table.guide
    seen = {"steps": [], "refusals": [], "words": []}
    last, tries = None, 0
    for _ in range(limit):
        if not isinstance(guide.step, Watch):
            settle(app)
        step = guide.step
        if guide.index != last:
            last, tries = guide.index, 0
            seen["steps"].append(type(step).__name__)
            seen["words"].append(guide.words())
            if look is not None:
                frames(app, 2)
                look(app)
        elif not isinstance(step, Watch):
            tries += 1              # a step a person finishes with one click or move
            assert tries < 5, (f"step {guide.index} ({type(step).__name__}) does not end "
                               f"when done: {guide.words()}")
        if isinstance(step, End):
            frames(app, 2)
            return seen
        if isinstance(step, Explain):
            frames(app)           # the panel's buttons take their place when drawn
            click(app, centre(table.lesson_panel.next_button.rect))
        elif isinstance(step, Do):
            make_move(app, guide.move)
            frames(app)
        elif isinstance(step, Try):
            make_move(app, guide.move)
            assert table.news.warning, "a wrong click is refused in words"
            seen["refusals"].append(table.news.text)
            if look is not None:
                look(app)
            frames(app)
        elif isinstance(step, Watch):
            if person_may_play(app) and play_free is not None:
                play_free(app)
            frames(app, 4)
    raise AssertionError(f"the lesson never ended: stuck at step {guide.index} "
                         f"({type(guide.step).__name__}: {guide.words()})")


def open_lesson(app, game: str, language: str = "en") -> None:
    lang.use(language)
    app.open("learn", game=game)
    frames(app, 3)


def assert_in_the_language(seen: dict, game: str, language: str) -> None:
    """Outside English, no line of the lesson was shown in English."""
    if language != "en":
        from scenes.lessons import lesson
        english = [s.words for s in lesson(game).steps]
        assert not set(seen["words"]) & set(english)   # every line in the language


def play_the_real_game(app) -> list[str]:
    """The End panel's Play a real game: a plain table; the levels of its bots."""
    from scenes.screens.table import TableScene
    click(app, centre(app.scene.lesson_panel.play_button.rect))
    frames(app, 3)
    real = app.scene
    assert isinstance(real, TableScene) and real.guide is None
    return [s.level for s in real.session.seats if s.is_bot]

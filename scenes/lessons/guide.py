"""A guided game: the steps of a lesson, and the guide that walks a table through them.

A lesson (one per game, in this package) is a prepared deal and a list of steps. The table
(scenes/screens/table.py) asks its guide what to say, what to point at, whether the bots
and the clock may go on, and whether a person's move is the one the lesson waits for. No
pygame here: the table draws what the guide says.

Steps, each with words in English marked N_() (shown with _() in the language in use) and
`places`, a function of the session giving the words' {placeholders}:

    Explain(words)            the table waits until the person presses Next
    Do(words, move)           the table points at `move(session)` and waits until the person
                              makes it; another legal move is refused with the lesson's words
    Try(words, move)          the table points at a wrong click, `move(session)`, and waits
                              until the person tries a move the rules refuse
    Watch(words, until)       the others (the bots, the clock) play, the person too, until
                              `until(session)` is true
    End(words)                the closing panel: a real game against easy bots, or the menu

Everything the words say about the table is true of the lesson's deal at that step: a
number or a card in them is never typed into the sentence but a {place} that `places`
computes from the rules as the step begins (before then the position does not exist). The
places are the step's facts: `places` may also hold a fact the words state without a number
("it gives away nothing": points 0), which tests/test_learn_facts.py checks against the
rules at that step, in every language. `words` may be a function of the places that
returns a Phrase (or Plural), where the sentence itself depends on the position (a count's
plural, whether a place gives anything away).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.core import Phrase

from ..services.lang import text
from ..services.scripted import Rule, ScriptedBot
from ..services.session import Seat, Session, your_name

Places = Callable[[Session], dict] | None
Words = str | Callable[[dict], Phrase]     # N_("..."), or the places -> a Phrase


def _no_places(session) -> dict:
    return {}


@dataclass(frozen=True)
class Explain:
    words: Words
    places: Places = None


@dataclass(frozen=True)
class Do:
    words: Words
    move: Callable[[Session], Any]
    places: Places = None


@dataclass(frozen=True)
class Try:
    words: Words
    move: Callable[[Session], Any]
    places: Places = None


@dataclass(frozen=True)
class Watch:
    words: Words
    until: Callable[[Session], bool]
    places: Places = None


@dataclass(frozen=True)
class End:
    words: Words
    places: Places = None


@dataclass
class Lesson:
    """A game's guided first game: the table it is played at and its steps."""
    game: str
    bots: tuple[str, ...]          # the bots' names, easy bots in seats 1, 2, ...
    seed: int
    steps: list
    options: dict | None = None
    deck: tuple[str, ...] | None = None    # a prepared deal (rules.new_game's `deck`)
    real_players: int = 2          # the real game offered at the end: you and easy bots
    # The others' moves, written down (services/scripted.py): seat -> its moves in order,
    # then `then`, the lesson's own rule. A seat with a script plays it, never a bot's
    # judgement, so the lesson goes as its words say however the bots change.
    script: dict[int, tuple] = field(default_factory=dict)
    then: Rule | None = None

    def session(self) -> Session:
        """The lesson's table: you in seat 0, the others in seats 1, ... (easy bots, each
        playing its script if it has one); never saved nor recorded, and no take-backs
        (the prepared deal is not a seed's)."""
        seats = [Seat("human", your_name())] + [Seat("bot", name, "easy")
                                                 for name in self.bots]
        session = Session(self.game, seats, self.seed, self.options)
        if self.deck is not None:
            session.state = session.rules.new_game(len(seats), self.seed, self.options,
                                                   deck=self.deck)
        for seat, moves in self.script.items():
            session.bots[seat] = ScriptedBot(session.rules, seat, moves, self.then)
        session.lesson = True
        return session


PERSON = 0     # the person's seat in every lesson


class Guide:
    def __init__(self, lesson: Lesson, session: Session):
        self.lesson = lesson
        self.session = session
        self.index = 0
        self.move: Any = None           # the move the step points at
        self.moves_at_start = 0         # how many moves were made when the step began
        self.tried = False              # a Try step: a refused move was seen
        self.places: dict = {}          # the words' placeholders, as the step began
        self._begin()

    # --- where the lesson is -------------------------------------------------------------------
    @property
    def step(self):
        return self.lesson.steps[self.index]

    @property
    def finished(self) -> bool:
        return isinstance(self.step, End)

    @property
    def holding(self) -> bool:
        """The bots and the clock wait (everything but a Watch step)."""
        return not self.free

    @property
    def free(self) -> bool:
        """The person plays as they like (a Watch step): a hint may help."""
        return isinstance(self.step, Watch)

    @property
    def waits_for_next(self) -> bool:
        return isinstance(self.step, Explain)

    def phrase(self) -> Phrase:
        """The step's words with their places, in English (a Phrase)."""
        words = self.step.words
        return words(self.places) if callable(words) else Phrase(words, **self.places)

    def words(self) -> str:
        """The step's words in the language in use."""
        return text(self.phrase())

    def _begin(self) -> None:
        step = self.step
        self.moves_at_start = len(self.session.moves)
        self.tried = False
        self.places = (step.places or _no_places)(self.session)   # as the step began
        self.move = step.move(self.session) if isinstance(step, (Do, Try)) else None
        if isinstance(step, Do) and not self.session.allows(PERSON, self.move):
            raise AssertionError(f"lesson step {self.index}: {self.move} is not legal now")

    def advance(self) -> None:
        if self.index + 1 < len(self.lesson.steps):
            self.index += 1
            self._begin()

    # --- what the table tells it ---------------------------------------------------------------
    def next(self) -> None:
        """Next pressed (Explain)."""
        if self.waits_for_next:
            self.advance()

    def refusal(self, seat: int, move) -> Phrase | None:
        """Why the lesson does not take this legal move now (None: it does)."""
        step = self.step
        if isinstance(step, Do) and move != self.move:
            return Phrase("For this lesson, play the move that glows.")
        if isinstance(step, Try):
            return Phrase("For this lesson, try the move that glows: the table will say "
                          "why it cannot be played.")
        if isinstance(step, Explain):
            return Phrase("Read the lesson's words first, then press Next.")
        if isinstance(step, End):
            return Phrase("The lesson is over: play a real game, or go back to the menu.")
        return None

    def refused(self, move) -> None:
        """The rules refused a person's move (a Try step's wrong click has been seen)."""
        if isinstance(self.step, Try):
            self.tried = True

    def update(self, busy: bool) -> None:
        """Steps that end by themselves: once the cards stop moving."""
        if busy:
            return
        step, session = self.step, self.session
        if isinstance(step, Do) and len(session.moves) > self.moves_at_start:
            self.advance()
        elif isinstance(step, Try) and self.tried:
            self.advance()
        elif isinstance(step, Watch) and step.until(session):
            self.advance()

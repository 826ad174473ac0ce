"""What a game's screens know of it without a table: the menu's paragraph and option
toggles, the score scene's sentences and panels, a replay's note, first-time tips.

The menu, the score scene and a replay ask these of the board's class (`BOARDS[name]`),
never of a board: no session is at a table then. Every word here goes through the catalogs
(scenes/services/lang.py): sentences are looked up when they are said or drawn, and tables
of words (a MenuOption's labels, `blurb`, `replay_note`, `tips`) are marked `N_()` and
translated where they are shown."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from ..kit.words import about
from ..services.lang import ngettext


@dataclass(frozen=True)
class MenuOption:
    """A variant the menu offers as a button that cycles through its choices. The labels
    and the note are English marked with `N_()`: the menu shows them with `_(label)`."""
    key: str
    choices: tuple[tuple[str, str], ...]   # (value, label shown on the button)
    note: str = ""                         # a line of explanation beside it


def winners(scores) -> list[int]:
    best = max(scores)
    return [i for i, s in enumerate(scores) if s == best]


def winner_headline(session) -> str:
    """'Ada wins with 31 points' or 'Ada and Ben share the win with 17 points'."""
    scores = session.scores()
    best = winners(scores)
    n = scores[best[0]]
    if len(best) == 1:
        return about(session.seats, best[0],
                     ngettext("You win with {n} point", "You win with {n} points", n),
                     ngettext("{name} wins with {n} point", "{name} wins with {n} points", n),
                     n=n)
    names = [session.seats[i].shown_name for i in best]
    if len(best) == 2:
        return ngettext("{a} and {b} share the win with {n} point",
                        "{a} and {b} share the win with {n} points", n).format(
            a=names[0], b=names[1], n=n)
    # Translators: {names} is a list of names, separated by ", ".
    return ngettext("{names} and {last} share the win with {n} point",
                    "{names} and {last} share the win with {n} points", n).format(
        names=", ".join(names[:-1]), last=names[-1], n=n)


class GameFace(ABC):
    """A game as the screens around its table see it. Each board class is one (its
    `<game>_face.py` holds the answers); everything is asked of the class."""

    blurb: str = ""              # the menu's paragraph about the game (N_)
    replay_note: str = ""        # what a replay shows that the table kept hidden (N_)
    hides_hands: bool = False    # secret hands: pass-and-play needs the curtain (handoff.py)
    own_controls: bool = False   # real time: the menu lets each person pick their controls
    tips: dict[str, str] = {}    # first-time tips: key -> English marked N_() (tips.py)

    @staticmethod
    @abstractmethod
    def warm_up(canvas) -> list:
        """Jobs rendering the game's images ahead, one a frame: no table frame renders."""

    @staticmethod
    def head_start_words() -> str:
        """What a head start gives at this game (game/headstart.py), a sentence already
        translated: the menu says it under the seats when one is chosen, the History when
        the game starts."""
        return ""

    @staticmethod
    def menu_options(players: int) -> list[MenuOption]:
        """The variants the menu offers for this many players (none by default)."""
        return []

    @staticmethod
    @abstractmethod
    def headline(session) -> str:
        """The score scene's sentence: who won, and how (already translated)."""

    @staticmethod
    @abstractmethod
    def draw_result(canvas, rect, session, seat: int) -> None:
        """A seat's breakdown in its panel on the score scene: where the points came from."""

    @staticmethod
    def result_note(session) -> str:
        """A line under the score panels (how the game counts); none by default."""
        return ""

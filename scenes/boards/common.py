"""What every board shares: the menu's option toggles and the score scene's sentences."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MenuOption:
    """A variant the menu offers as a button that cycles through its choices."""
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
    names = [session.seats[i].name for i in best]
    if len(best) == 1:
        verb = "win" if names[0] == "You" else "wins"
        return f"{names[0]} {verb} with {scores[best[0]]} points"
    return f"{' and '.join(names)} share the win with {scores[best[0]]} points"

"""Taking back a move, the rules' half: may the last move be taken back, and if not, why.

As at the best online tables, a person may take back their own last move only while
nobody else has moved since and the move showed nothing hidden. So: Fossil's stone moves
and swaps (everything in Fossil is in sight), Garbo's placements until the next deal shows
new cards; never Petroglyph's turned cards (everyone saw them) nor a card of Ligretto's
real time (each game's declaration says so: `never_taken_back`). The session
(scenes/services/session.py) replays the game without the move.
"""

from __future__ import annotations

from .core import Phrase


def never(name: str) -> Phrase | None:
    """Why no move of this game is ever taken back (its declaration's `never_taken_back`);
    None: the common rule below decides."""
    from .registry import GAMES
    return GAMES[name].never_taken_back


def refusal(name: str, moves: list[dict], heard: list[list[dict]], names: list[str],
            people: set[int], over: bool, handed_over: bool = False) -> Phrase | None:
    """Why the last move of `moves` may not be taken back (None: it may). `heard[i]` are
    the events of `moves[i]`, `names` the seats' names, `people` the seats people play;
    `over`: the game has ended. In pass-and-play, whoever made the last move takes it back
    before handing over the mouse: `handed_over`, the next person has taken it since (the
    table knows; with one person it is never asked)."""
    if never(name) is not None:
        return never(name)
    if over:
        return Phrase("The game is over: its moves stay as they were played.")
    if not moves:
        return Phrase("There is no move to take back yet.")
    if moves[-1]["seat"] not in people:
        return Phrase("The last move was played by {name}: you can take back only a move "
                      "of yours that nobody has played after.", name=names[moves[-1]["seat"]])
    if len(heard) == len(moves) and shows_hidden(heard[-1]):
        return Phrase("This move dealt new cards: it cannot be taken back.")
    if handed_over and len(people) >= 2:
        return Phrase("Only {name} could take back that move, before handing over the mouse.",
                      name=names[moves[-1]["seat"]])
    return None


def shows_hidden(events: list[dict]) -> bool:
    """Did a move show what was hidden? A deal sends each hand only to its seat."""
    return any("seats" in e for e in events)

"""The one place a game at the table is put together: from the menu's seats and options,
a deal code, today's challenge, "Play again", or the command line. No pygame here.

Every session made here for people is saved after each move (Continue finds it); bots'
demos are not.
"""

from __future__ import annotations

import datetime
import time

from game import headstart
from game.core import Phrase
from game.daily import challenge_deal, seat_spec
from game.dealcode import playable

from . import saves
from .applog import LOG
from .damage import saves_notice, written_when
from .lang import _
from .session import (
    BOT_NAMES,
    ReplaySession,
    Seat,
    Session,
    parse_seats,
    your_name,
)
from .wording import reason


def fresh_seed() -> int:
    """A seed nobody chose: the clock's milliseconds."""
    return int(time.time() * 1000) % 2**31


def new_session(game: str, seats: list[Seat], seed: int | None = None,
                options: dict | None = None, controls: dict | None = None) -> Session:
    """A new game of `game` (ValueError in words for seats the game cannot take);
    `controls`: seat -> each person's controls in a game in real time."""
    seed = fresh_seed() if seed is None else seed
    session = Session(game, seats, seed, options, saves.new_save_path(game))
    session.choose_controls(controls)
    return session


def demo_session(game: str, players: int, level: str, seed: int | None = None,
                 options: dict | None = None) -> Session:
    """Every seat a bot of `level`; nothing saved."""
    seats = [Seat("bot", _("Bot {number}").format(number=i + 1), level)
             for i in range(players)]
    return Session(game, seats, fresh_seed() if seed is None else seed, options)


def learned_session(game: str, players: int) -> Session:
    """The real game a guided game offers at its end: you against easy bots."""
    seats = [Seat("human", your_name())] + [Seat("bot", BOT_NAMES[i], "easy")
                                            for i in range(1, players)]
    return new_session(game, seats)


def code_session(code: str) -> Session:
    """The deal of `code` with you in seat 1 and medium bots in the others (ValueError,
    in words, for a code that is not a playable deal)."""
    deal = playable(code)
    seats = [Seat("human", your_name())] + [Seat("bot", BOT_NAMES[i], "medium")
                                            for i in range(1, deal.players)]
    return new_session(deal.game, seats, deal.seed, deal.options)


def challenge_session(game: str, day: datetime.date) -> Session:
    """Today's challenge of `game`: the deal and seats everyone plays on `day`."""
    deal = challenge_deal(game, day)
    session = new_session(game, parse_seats(seat_spec(game)), deal.seed, deal.options)
    session.challenge = day.isoformat()
    return session


def again(session: Session) -> Session:
    """"Play again": the same seats and options, the next deal; a game whose rules pass
    the deal round says where everyone sits next (`rules.rematch`). After today's
    challenge: the same challenge deal again, as practice."""
    if session.challenge:
        return challenge_session(session.game, datetime.date.fromisoformat(session.challenge))
    seats = session.rules.rematch(session.seats)     # each keeps its head start (`helped`)
    new = Session(session.game, seats, session.seed + 1, headstart.without(session.options),
                  session.save_path)
    had = {session.seats[seat].name: c for seat, c in session.controls.items()}
    new.choose_controls({i: had.get(s.name) for i, s in enumerate(seats)})   # by person
    return new


def command_line_session(args, options: dict) -> Session | None:
    """The session main.py's arguments ask for (--demo, --deal, --game), else None."""
    if args.demo:
        return demo_session(args.demo, args.players, args.level, args.seed, options)
    if args.deal:
        return code_session(args.deal)
    if args.game:
        return new_session(args.game, parse_seats(args.seats), args.seed, options)
    return None


def saved_sessions() -> tuple[list[Session], list[Phrase]]:
    """Every unfinished game Continue offers, newest first, and at most one notice in
    words (a Phrase) for the saves that could not be read: each is set aside (renamed
    `.damaged-<date>`, never lost) and the detail goes to the log."""
    found, damaged = [], []
    for path in saves.save_paths():
        try:
            found.append(Session.load(path))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            when = written_when(path)
            try:
                aside = saves.move_aside(path)
                LOG.warning("save %s could not be read (%s); moved aside as %s",
                            path, reason(exc), aside)
                damaged.append((path, when, True))
            except OSError as moved:
                LOG.warning("save %s could not be read (%s) nor moved aside (%s)",
                            path, reason(exc), moved)
                damaged.append((path, when, False))
    notice = saves_notice(damaged, len(found))
    return found, [notice] if notice else []


def last_saved() -> Session:
    """--continue: the unfinished game saved last (ValueError in words when none is)."""
    found, _notices = saved_sessions()
    if not found:
        raise ValueError(Phrase("no unfinished game is saved"))
    return found[0]


def drop_saved(session: Session) -> None:
    """Forget an unfinished game for good."""
    if session.save_path:
        saves.remove(session.save_path)


def replay_session(record: dict | None) -> ReplaySession:
    """A finished game from the records, to watch move by move (ValueError in words when
    it cannot be replayed)."""
    if not record:
        raise ValueError(Phrase("this game is no longer in the records"))
    from .stats import replay_moves
    return ReplaySession(replay_moves(record))

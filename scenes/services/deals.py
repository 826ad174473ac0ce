"""The one place a game at the table is put together: from the menu's seats and options,
a deal code, today's challenge, "Play again", or the command line. No pygame here.

Every session made here for people is saved after each move (Continue finds it); bots'
demos are not.
"""

from __future__ import annotations

import datetime
import os
import time

from game.daily import challenge_deal, seat_spec
from game.dealcode import playable

from . import saves
from .session import (
    BOT_NAMES,
    ReplaySession,
    Seat,
    Session,
    default_save_path,
    parse_seats,
)


def fresh_seed() -> int:
    """A seed nobody chose: the clock's milliseconds."""
    return int(time.time() * 1000) % 2**31


def new_session(game: str, seats: list[Seat], seed: int | None = None,
                options: dict | None = None) -> Session:
    """A new game of `game` (ValueError in words for seats the game cannot take)."""
    seed = fresh_seed() if seed is None else seed
    return Session(game, seats, seed, options, default_save_path())


def demo_session(game: str, players: int, level: str, seed: int | None = None,
                 options: dict | None = None) -> Session:
    """Every seat a bot of `level`; nothing saved."""
    seats = [Seat("bot", f"Bot {i + 1}", level) for i in range(players)]
    return Session(game, seats, fresh_seed() if seed is None else seed, options)


def code_session(code: str) -> Session:
    """The deal of `code` with you in seat 1 and medium bots in the others (ValueError,
    in words, for a code that is not a playable deal)."""
    deal = playable(code)
    seats = [Seat("human", "You")] + [Seat("bot", BOT_NAMES[i], "medium")
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
    the deal round says where everyone sits next (`rules.rematch`)."""
    rematch = getattr(session.rules, "rematch", list)
    return Session(session.game, rematch(session.seats), session.seed + 1, session.options,
                   session.save_path)


def command_line_session(args, options: dict) -> Session | None:
    """The session main.py's arguments ask for (--demo, --deal, --game), else None."""
    if args.demo:
        return demo_session(args.demo, args.players, args.level, args.seed, options)
    if args.deal:
        return code_session(args.deal)
    if args.game:
        return new_session(args.game, parse_seats(args.seats), args.seed, options)
    return None


def saved_session() -> tuple[Session | None, str]:
    """The unfinished game Continue offers, if any, and a notice in words when the save
    could not be read (it is then moved aside, never lost)."""
    path = default_save_path()
    if not os.path.exists(path):
        return None, ""
    try:
        return Session.load(path), ""
    except (OSError, ValueError, KeyError, TypeError) as exc:
        try:
            aside = os.path.basename(saves.move_aside(path))
            where = f" It was moved aside as {aside}."
        except OSError:
            where = ""
        return None, f"The saved game could not be read ({exc}).{where}"


def replay_session(record: dict | None) -> ReplaySession:
    """A finished game from the records, to watch move by move (ValueError in words when
    it cannot be replayed)."""
    if not record:
        raise ValueError("this game is no longer in the records")
    from .stats import replay_moves
    return ReplaySession(replay_moves(record))

"""One game at the table: the rules, who sits where, the moves so far, the bots, the save.

No pygame here, so the whole flow of a game can be tested without a screen. `Session` is
made of parts kept in files of their own: the history the table said (`session_said.py`),
hints and take-backs (`session_help.py`), the clock of a game in real time
(`session_clock.py`), the bots thinking off the frame (`session_bots.py`) and its answers to
what play across computers asks (`session_here.py`). A table reaches it only through
`TableSession` (table_session.py).
"""

from __future__ import annotations

import datetime
import os
from concurrent.futures import Future
from dataclasses import dataclass, replace

from game import RULES, headstart
from game.core import Phrase, read_json, replay, save_record

from .bot_names import BOT_NAMES, HUMAN_NAMES, YOU, shown_name
from .bot_worker import BotWorker
from .controls import seat_controls
from .damage import save_failed
from .lang import text
from .names import cut_seen, nfc
from .save_text import SaveText
from .save_writer import WRITER
from .session_bots import Bots
from .session_clock import RealTime
from .session_help import TableHelp
from .session_here import HereAlone
from .session_said import SaidLines, read_said
from .settings import NAME_LIMIT

LEVELS = ("easy", "medium", "hard")


def your_name() -> str:
    """The name the one person at a table gets by default, in the language in use."""
    return shown_name("human", YOU)


def default_you(name: str) -> bool:
    """Is `name` the default "You" (in English or the language in use), not one typed?"""
    return name in (YOU, your_name())


@dataclass(frozen=True)
class Seat:
    kind: str               # "human" or "bot"
    name: str
    level: str | None = None
    # A head start this person chose openly (game/headstart.py): the session keeps it in
    # its options, which the rules, the save and the records read; never a bot's.
    helped: bool = False

    def __post_init__(self):
        # One form for a name (NFC) however it was typed or stored: "Zoë" is one name.
        object.__setattr__(self, "name", nfc(self.name))

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def shown_name(self) -> str:
        """The name as every screen shows it: a bot's in the language in use ("Ocre"),
        `name` staying the seat's identity ("Ochre") in saves and records."""
        return shown_name(self.kind, self.name)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @staticmethod
    def from_dict(d: dict) -> "Seat":
        if not isinstance(d, dict) or d.get("kind") not in ("human", "bot"):
            raise ValueError(Phrase("a seat is a person or a bot"))
        level = d.get("level")
        if d["kind"] == "bot" and level not in LEVELS:
            raise ValueError(Phrase("unknown bot level {level}", level=repr(level)))
        name = d.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ValueError(Phrase("a seat needs a name"))
        return Seat(d["kind"], cut_seen(name.strip(), NAME_LIMIT),
                    level if d["kind"] == "bot" else None)


def parse_seats(spec: str) -> list[Seat]:
    """'human,bot:hard,bot' -> seats with default names ('bot' alone is medium); a
    'remote' seat (a person on another computer: `remote_seats`) is a person's seat, named
    by its guest when they join."""
    seats = []
    for i, part in enumerate(p.strip() for p in spec.split(",")):
        kind, _colon, level = part.partition(":")
        if kind == "remote":
            seats.append(Seat("human", HUMAN_NAMES[i % len(HUMAN_NAMES)]))
        elif kind == "human":
            seats.append(Seat("human", HUMAN_NAMES[i % len(HUMAN_NAMES)] if i else your_name()))
        elif kind == "bot":
            level = level or "medium"
            if level not in LEVELS:
                raise ValueError(Phrase("unknown bot level {level} (easy, medium or hard)",
                                        level=repr(level)))
            seats.append(Seat("bot", BOT_NAMES[i % len(BOT_NAMES)], level))
        else:
            raise ValueError(Phrase("a seat is 'human', 'remote' or 'bot[:level]', not {seat}",
                                    seat=repr(part)))
    return name_people(seats)


def remote_seats(spec: str) -> list[int]:
    """The seats of `spec` (as `parse_seats` reads it) kept for people on other computers."""
    return [i for i, part in enumerate(p.strip() for p in spec.split(","))
            if part == "remote"]


def name_people(seats: list[Seat]) -> list[Seat]:
    """"You" suits the one person at a table of bots; when the mouse is passed round,
    every person needs a name of their own ("I am Ada")."""
    if sum(not s.is_bot for s in seats) < 2:
        return seats
    return [Seat("human", HUMAN_NAMES[i % len(HUMAN_NAMES)])
            if not s.is_bot and default_you(s.name) else s for i, s in enumerate(seats)]


@dataclass
class Result:
    """What keeping a finished game in the records had to say."""
    challenge: Phrase | None = None  # the challenge's result in words
    counts: str | None = None       # "daily" (the day's result), "practice", "not recorded"
    new_stars: tuple = ()           # what each star earned for the first time needs (Phrases)
    problem: Phrase | str = ""      # a fault of the records file, in words (a Phrase)


class Session(SaidLines, TableHelp, RealTime, Bots, HereAlone):
    def __init__(self, game: str, seats: list[Seat], seed: int, options: dict | None = None,
                 save_path: str | None = None):
        if game not in RULES:
            raise ValueError(Phrase("unknown game {game}", game=repr(game)))
        self.game = game
        self.rules = RULES[game]
        if not self.rules.min_players <= len(seats) <= self.rules.max_players:
            raise ValueError(Phrase("{game} is for {least}-{most} players",
                                    game=self.rules.title, least=self.rules.min_players,
                                    most=self.rules.max_players))
        # A head start: the seats marked so and those the options name (a save, a replay)
        # are one option, for people only; each seat says it on its panel.
        helped = {i for i, s in enumerate(seats) if s.helped} | headstart.seats_of(options)
        self.options = headstart.chosen({**dict(options or {}), headstart.KEY: sorted(
            i for i in helped if i < len(seats))}, seats)
        self.head_starts = headstart.seats_of(self.options)
        self.seats = [replace(s, helped=i in self.head_starts) for i, s in enumerate(seats)]
        self.seed = seed
        self.save_path = save_path
        self.state = self.rules.new_game(len(seats), seed, self.options)
        self.moves: list[dict] = []
        self.bots = {i: self.rules.make_bot(s.level, i, seed * 31 + i)
                     for i, s in enumerate(seats) if s.is_bot}
        self._worker: BotWorker | None = None
        self.thinking: dict[int, Future] = {}
        self.unseen: dict[int, list[dict]] = {i: [] for i in self.bots}
        # Every move's events, in order, one list per move, always as long as `moves`
        # (played, replayed from a save, on the clock, taken back, a replay's step): the
        # boards and the score screen read the game's story here, never from the seed.
        self.heard: list[list[dict]] = []
        self._save_failed: tuple = (None, "")   # the write's error, and its words
        self._legal_for, self._legal = None, {}
        self._clock = None
        self.challenge: str | None = None    # the date (ISO) of the day's challenge played
        self.result: Result | None = None    # once the finished game is in the records
        self.hints: dict[int, int] = {}      # seat -> hints shown to that person
        self.lesson = False                  # a guided game (scenes/lessons): not recorded
        # Each person's controls in a game in real time (services/controls.py): seat ->
        # the mouse, a key block or a controller; in seat order by default.
        self.controls: dict[int, str] = seat_controls(self.humans())
        self.pending_hint: tuple | None = None  # (seat, state asked, Future, its arguments)
        # The table's history, saved with the game: [moves made when it was said, the
        # line as said (in the language of that moment)]. A take-back drops its move's.
        self.said: list[list] = []
        self.said_version = 0                # changes whenever `said` does (History's cache)
        self.said_unsaved = False            # lines said since the last save
        self.saves = 0                       # saves written (the table saves a line once a
                                             # frame has written none)
        self._save_text = SaveText()         # each move encoded once (save_text.py)
        # Pass-and-play: the next person has taken the mouse since the last move, so it
        # stands (the table says when: the curtain's "I am ...", a click or a key). Kept
        # with the save: a game left at the curtain and continued still offers the mover
        # her take-back (a save from before knew nothing of it: the moves stand).
        self.handed_over = False
        # A game hosted for people on other computers: what continuing it hosted needs
        # (scenes/net/hosting.py writes and reads it; here it is only kept with the save,
        # which stays on this computer). None for a game played here alone.
        self.hosting: dict | None = None

    # --- state -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def moves_made(self) -> int:
        return len(self.moves)

    def view(self, seat: int | None):
        return self.rules.view(self.state, seat)

    def to_act(self) -> frozenset[int]:
        return self.rules.to_act(self.state)

    def legal(self, seat: int) -> tuple:
        """The rules' legal moves, asked once per state: boards ask every frame, and the
        stones' placement alone offers thousands."""
        if self._legal_for is not self.state:
            self._legal_for, self._legal = self.state, {}
        if seat not in self._legal:
            moves = self.rules.legal_moves(self.state, seat)
            self._legal[seat] = (moves, frozenset(moves))
        return self._legal[seat][0]

    def allows(self, seat: int, move) -> bool:
        self.legal(seat)
        return move in self._legal[seat][1]

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def finished(self) -> bool:
        """The game is over, or the challenge it was (some end after their first round)."""
        if self.challenge:
            from game.daily import challenge_over
            return challenge_over(self.game, self.rules, self.state)
        return self.is_over()

    def scores(self) -> tuple[int, ...]:
        return self.rules.scores(self.state)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def choose_controls(self, chosen) -> None:
        """Each person's controls as chosen (seat -> control, keys as numbers or their
        text in a save); anything not a choice for a person here gets the defaults."""
        wanted = {}
        if isinstance(chosen, dict):
            wanted = {int(k): v for k, v in chosen.items() if str(k).isdigit()}
        self.controls = seat_controls(self.humans(), wanted)

    # --- moves -----------------------------------------------------------------------------
    def apply(self, seat: int, move) -> list[dict]:
        """Apply a move (IllegalMove if refused), tell the bots, save."""
        self.state, events = self.rules.apply(self.state, seat, move)
        self.moves.append({"seat": seat, "move": self.rules.move_to_dict(move)})
        self.heard.append(events)
        self.handed_over = False             # a new move: its mover holds the mouse
        self._tell_bots(events)
        self.save()
        return events

    # --- saving ----------------------------------------------------------------------------
    def record(self) -> dict:
        record = save_record(self.game, self.players, [s.to_dict() for s in self.seats],
                             self.seed, self.options, self.moves)
        if self.challenge:
            record["challenge"] = self.challenge
        if self.hints:
            record["hints"] = {str(seat): n for seat, n in sorted(self.hints.items())}
        if self.realtime and self.controls != seat_controls(self.humans()):
            record["controls"] = {str(seat): c for seat, c in self.controls.items()}
        if self.said:
            record["history"] = [[moves, line] for moves, line in self.said]
        if self.hosting:
            record["hosting"] = self.hosting
        if self.moves and not self.handed_over and len(self.humans()) >= 2:
            record["handed_over"] = False     # the mover may still take it back
        return record

    def deal_code(self) -> str | None:
        """The code that deals exactly this game again (None if it has none)."""
        from game.dealcode import encode
        try:
            return encode(self.game, self.seed, headstart.without(self.options),
                          self.players)
        except ValueError:
            return None

    def save(self) -> None:
        """Keep the game after every move; a full disk is reported, never fatal."""
        self.said_unsaved = False
        if not self.save_path:
            return
        self.saves += 1
        # Made here, written off the frame (save_writer.py): the disk's wait is not a frame's.
        WRITER.put(self.save_path, None if self.is_over()
                   else self._save_text.text(self.record()))

    @property
    def save_error(self) -> str:
        """Why the last save written could not be (a full disk), in words; "" when it
        was. A write under way is not known yet: `wait_saved` first to know."""
        failed = WRITER.error(self.save_path) if self.save_path else None
        if failed is not self._save_failed[0]:
            # said once per failure: save_failed logs the detail
            self._save_failed = (failed, text(save_failed(failed)) if failed else "")
        return self._save_failed[1]

    def wait_saved(self) -> None:
        """Until every save handed over is on the disk."""
        WRITER.flush()

    def ensure_saved(self) -> None:
        """However the table was opened, Continue can find the game; one picked up keeps
        the moment it was last played (Continue's order) until a move is made."""
        if not (self.save_path and os.path.exists(self.save_path)):
            self.save()

    def keep_result(self, db, record_bots: bool = False) -> "Result":
        """Keep the finished game in the records `db` (when a person played, or with
        --record), once: what there is to say about it (the challenge, new stars, a fault).
        """
        if self.result is not None:
            return self.result
        if self.save_path:
            WRITER.put(self.save_path, None)   # a challenge may end before the game does
        from game.daily import challenge, result_words

        from .records import worth_recording
        self.result = Result()
        if self.lesson or not worth_recording(self.seats, record_bots):
            return self.result
        day = datetime.date.fromisoformat(self.challenge) if self.challenge else None
        done = db.record_session(self, challenge_date=day)
        if day is not None and challenge(self.game) is not None:
            people = self.humans()
            self.result.challenge = result_words(self.game, self.scores(),
                                                 people[0] if people else 0)
            self.result.counts = ("daily" if done and done.daily else
                                  "practice" if done and done.practice else "not recorded")
        self.result.new_stars = tuple(done.new_stars) if done else ()
        self.result.problem = db.take_problem()
        return self.result

    @classmethod
    def from_record(cls, record: dict, save_path: str | None = None) -> "Session":
        """Replay a save; ValueError if it is damaged in any way."""
        game = record.get("game") if isinstance(record, dict) else None
        if not isinstance(game, str) or game not in RULES:
            raise ValueError(Phrase("the save is for an unknown game {game}", game=repr(game)))
        seats = record.get("seats")
        if not isinstance(seats, list):
            raise ValueError(Phrase("the save has no seats"))
        seats = [Seat.from_dict(s) for s in seats]
        if len(seats) != record.get("players"):
            raise ValueError(Phrase("the save's seats do not match its player count"))
        seed, options = record.get("seed"), record.get("options")
        if not isinstance(seed, int) or not isinstance(options, dict):
            raise ValueError(Phrase("the save has no valid seed or options"))
        session = cls(game, seats, seed, options, save_path)
        challenge = record.get("challenge")
        session.challenge = challenge if isinstance(challenge, str) else None
        hints = record.get("hints", {})
        if isinstance(hints, dict):
            session.hints = {int(k): v for k, v in hints.items()
                             if str(k).isdigit() and int(k) < len(seats)
                             and isinstance(v, int) and v > 0}
        session.choose_controls(record.get("controls"))
        session.state = replay(session.rules, record,
                               lambda events: (session.heard.append(events),
                                               session._tell_bots(events)))
        session.moves = list(record["moves"])
        session.said = read_said(record.get("history"), len(session.moves))
        session.handed_over = bool(session.moves) and record.get("handed_over") is not False
        hosting = record.get("hosting")             # checked by scenes/net/hosting.py
        session.hosting = hosting if isinstance(hosting, dict) else None
        return session

    @classmethod
    def load(cls, path: str) -> "Session":
        WRITER.flush()                      # a save being written is read whole
        return cls.from_record(read_json(path), path)



class ReplaySession(Session):
    """A session that only ever moves to a stored state: no bots think, nothing is saved."""

    def __init__(self, replay):
        record = replay.record
        seats = [Seat.from_dict(s) for s in record.get("seats") or ()]
        super().__init__(replay.game, seats, record["seed"], record["options"])
        self.replay = replay
        self.goto(0)

    def goto(self, step: int) -> None:
        self.state = self.replay.states[step]
        self.moves = self.replay.moves[:step]
        self.heard = self.replay.events[:step]
        self.keep_said(step)           # stepping back: what was said later is unsaid

    def view(self, seat):
        return self.state          # the game is over: the whole table, every card

    def start_bots(self) -> None: ...

    def save(self) -> None: ...

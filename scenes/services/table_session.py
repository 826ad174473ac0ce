"""What a table may ask of its game: the protocol between the table scene and a session.

The table (scenes/screens/table.py and its parts `table_pace`, `table_help`,
`table_handover`, the curtain in `handoff.py`, the history in `kit/history.py`) reaches the
game it shows only through these names, never through the session's state or anything
private. `Session` (session.py) is one answer, a game kept on this computer; play across
computers can give the table another, whose state lives elsewhere, and the table stays as
it is. `tests/test_table_session.py` checks that the table uses no other name and plays a
whole game through a session that answers only these.

What the table needs, in words:
- the seat's view: who sits where (`seats`, `humans`), who may move now (`to_act`), whether
  a move may be played (`allows`), whether the game is over (`is_over`, `finished`), who
  moved last (`last_mover`); `view(seat)` is what that seat may see (hidden cards "?");
- the events it may see: `apply` and `advance` return them, JSON-safe dicts, an event
  showing a hidden card naming the seats that may see it in "seats" (the board shows the
  rest face down);
- playing: a move (`apply`), a bot's move thought off the frame (`think`, `bot_move`), the
  clock of a game in real time (`advance`), the bots started and let go (`start_bots`,
  `close`);
- hints (`ask_hint`, `hint_ready`: asked now, answered on a later frame) and take-backs
  (`takes_back`, `take_back_refusal`, `take_back`, `hand_over`);
- moves made elsewhere (`arrived`: on a host, its guests' moves; on a guest, every move
  the host applied) and what the connection has to say (`notices`), polled every frame;
- a host's table waiting for people on other computers: what it shows meanwhile
  (`waiting`: the invite, the seats still free) and a free seat given to a bot (`lend`);
- the history the table says, kept with the game (`said`, `said_version`, `tell`,
  `retell`), and saving (`ensure_saved`, `save_said`, `saves`, `save_error`), and the
  finished game kept in the records (`keep_result`).

A board (scenes/boards/) asks a little more: `BoardSession` below, the table's protocol
and the game as this computer may know it (its rules, the state, the events heard, the
moves made, and for a game in real time the clock's versions). A lesson
(scenes/lessons/) reads the `Session` itself (its state, its moves): a guided game is
always played on this computer. `tests/test_board_session.py` checks the boards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from .session import Seat

# Where the person of a seat kept for another computer is (`BoardSession.presence`): still
# awaited, playing there, gone (the connection lost), or a bot lent plays until they come;
# RETURNING: a continued game waits for the person who sat there to join it again (nobody
# lost a connection: the host quit, and hosts the game again).
FREE, JOINED, AWAY, LENT, RETURNING = "free", "joined", "away", "lent", "returning"


@dataclass(frozen=True)
class WaitingSeat:
    """A seat kept for a person on another computer, as the waiting table shows it."""
    seat: int
    words: str                  # a whole sentence: free, who has joined, a bot for now
    free: bool                  # still waiting for its person: it may be given to a bot


@dataclass(frozen=True)
class Waiting:
    """What a host's table shows while it waits for people on other computers, every
    sentence already in the language in use (`TableSession.waiting`)."""
    invite: str                 # "Invite: 7-guitarist-revenge", to read aloud; "" before
    lines: tuple[str, ...]      # how the invite comes, how many are awaited, a problem
    seats: tuple[WaitingSeat, ...]
    problem: bool = False       # the first line says what is wrong (no meeting server)
    banner: str = ""            # the banner's words meanwhile ("": waiting for people)


@dataclass(frozen=True)
class Hold:
    """Across computers, who holds a game's clock for everyone (`BoardSession.hold`)."""
    by: int | None = None       # the seat that paused it (None: nobody paused)
    away: tuple[int, ...] = ()  # people on other computers whose connection dropped


@runtime_checkable
class TableSession(Protocol):
    # --- which game, who sits where --------------------------------------------------------
    game: str                   # the game's name (its board, rules page, deal code)
    seats: list[Seat]           # in seat order: `is_bot`, `shown_name`
    challenge: str | None       # the date (ISO) of the day's challenge played, if one is
    lesson: bool                # a guided game: never saved nor recorded

    @property
    def realtime(self) -> bool:
        """Everyone plays at once on a clock (`advance`), not turn by turn."""

    def humans(self) -> list[int]:
        """The seats where people sit."""

    def deal_code(self) -> str | None:
        """The code that deals this game again (None if it has none)."""

    # --- the seat's view -------------------------------------------------------------------
    def view(self, seat: int | None):
        """What `seat` may see (None: a spectator); hidden cards are "?"."""

    def to_act(self) -> frozenset[int]:
        """The seats that may move now (none once the game is over)."""

    def allows(self, seat: int, move) -> bool:
        """Is `move` one of `seat`'s legal moves now?"""

    def is_over(self) -> bool:
        """The rules say the game has ended."""

    def finished(self) -> bool:
        """The game is over, or the challenge it was (some end after their first round)."""

    def last_mover(self) -> int | None:
        """The seat that made the last move (None before the first)."""

    # --- playing ---------------------------------------------------------------------------
    def apply(self, seat: int, move) -> list[dict]:
        """Play a legal move (IllegalMove if refused), saved; its events, in order."""

    def start_bots(self) -> None:
        """Get the bots ready to think (the table has opened)."""

    def think(self, seat: int) -> None:
        """Ask the bot in `seat` for its move, without waiting for the answer."""

    def bot_move(self, seat: int):
        """The move the bot in `seat` chose, once it has; None until then."""

    def advance(self, ms: int, pace: float = 1.0) -> list:
        """Real time: let `ms` pass at the bots' `pace`; the outcomes that arrived
        (game/realtime.py's `Outcome`, applied moves with their events)."""

    def close(self) -> None:
        """The table is left: the bots stop thinking for it."""

    def arrived(self) -> list[tuple]:
        """Moves applied to this session since the last call that did not come through
        the table's own `apply` (a move played on another computer): (seat, events) each,
        played on the board like a local move; (seat, None) when that seat's last move
        was taken back, (None, None) when the whole table was set again. Asked every frame:
        cheap, and empty for a game kept on this computer."""

    def notices(self) -> list[str]:
        """What the connection has to say since the last call (someone joined or left, a
        refusal from the host), in words, each said once; empty on this computer."""

    def waiting(self) -> Waiting | None:
        """While a host's table waits for people on other computers before its game
        begins: what it shows (the invite, the seats still free; a guest's, how many are
        awaited); once begun, while a guest whose connection dropped stops the game (a
        seat to lend); else None, and always for a game kept on this computer. Asked
        every frame: cheap."""

    def lend(self, seat: int) -> bool:
        """Let a bot play `seat`, kept for a person on another computer, so the game can
        begin or go on without them (until they come back); False when `seat` is not one
        to lend."""

    @property
    def moves_made(self) -> int:
        """How many moves have been made so far (`heard` holds as many lists)."""

    def legal(self, seat: int) -> tuple:
        """`seat`'s legal moves now (asked once per state, so a board may ask every
        frame; the table asks how many a bot weighs, to take a person's time over them)."""

    def watcher_names(self) -> list[str]:
        """The people watching this table from other computers, from no seat (a host's
        table says who, as long as they watch); empty elsewhere."""

    def only_watching(self) -> bool:
        """This computer watches the table from no seat (a watcher's): it says so."""

    def lingers(self) -> bool:
        """The game is over and its connections stay open for another game (play again
        across computers): the score screen closes the session, not the table."""

    # --- a word to each other across computers (scenes/net/reactions.py) ------------------
    def reacts(self) -> bool:
        """Reactions travel at this table (across computers only): shown, and offered to
        the people here who have a seat."""

    def react(self, seat: int, reaction: str) -> bool:
        """`seat`'s person sends a reaction (a key of REACTIONS) to everyone at the table;
        False when it was not sent (too soon after their last ones)."""

    def reactions(self) -> list[tuple[int, str]]:
        """The reactions heard since the last call, (seat, key) each, this table's own
        included once the others have them. Asked every frame: cheap."""

    # --- hints and take-backs --------------------------------------------------------------
    def ask_hint(self, seat: int) -> None:
        """Ask for a hint for the person in `seat` (counted once asked)."""

    def hint_ready(self):
        """The hint asked for (game.hints.Hint, a move and its reason) once it is thought,
        while the game is as it was when asked; else None."""

    @property
    def takes_back(self) -> bool:
        """Take-backs may be offered at all in this game."""

    def take_back_refusal(self):
        """Why the last move may not be taken back now (a Phrase), or None."""

    def take_back(self):
        """Take back the last move; None once done, else why not (a Phrase)."""

    def hand_over(self) -> None:
        """The next person has taken the mouse: the last move stands."""

    # --- the history and saving ------------------------------------------------------------
    said: list[list]            # the history: [moves made when said, the line], oldest first
    said_version: int           # changes whenever `said` does
    saves: int                  # saves written so far (a frame that wrote none saves lines)
    save_error: str             # the last save's fault in words ("" when it was written;
                                # one still being written is not known yet)

    def tell(self, text: str, merge: bool = True) -> list | None:
        """Keep a line of the history; its entry (None when nothing new)."""

    def retell(self, entry: list, text: str) -> None:
        """Rewrite a line kept by `tell`."""

    def ensure_saved(self) -> None:
        """However the table was opened, Continue can find the game."""

    def save_said(self) -> None:
        """Save now if lines were said since the last save."""

    def keep_result(self, db, record_bots: bool = False):
        """Keep the finished game in the records, once; what there is to say about it."""


def protocol_names() -> frozenset[str]:
    """Every name of `TableSession`: what a table may ask of its session."""
    return frozenset(n for n in vars(TableSession) if not n.startswith("_")) \
        | frozenset(TableSession.__annotations__)


@runtime_checkable
class BoardSession(TableSession, Protocol):
    """What a board (scenes/boards/*.py, the faces included: the score screen hands them
    its session) may ask of its session: the table's protocol, and the game as this
    computer may know it. On the computer where the game lives (`Session`) that is the
    whole game: the state with every card, which the boards already draw face down where
    a seat may not see it. A session whose game lives on another computer (a guest) knows
    only what its seat may see: its `state` is that seat's view, hidden cards "?", and
    `heard` holds the events as that seat heard them; every board works with either.
    Nothing here is computed per frame: each is kept, or asked once per move."""

    rules: object               # the game's declaration (game.RULES[game]): pure functions
                                # (`why_illegal`, `legal_moves` on a state, `view`, ...)
    state: object               # the table as this computer may know it: the whole state
                                # here; a guest's is its seat's view (hidden cards "?")
    heard: list[list[dict]]     # each move's events so far, as this computer heard them,
                                # one list per move, in order: always as long as the moves
    controls: dict[int, str]    # real time: each person's controls (services/controls.py)

    @property
    def players(self) -> int:
        """How many seats there are."""

    def scores(self) -> tuple[int, ...]:
        """The rules' scores, one per seat."""

    def presence(self, seat: int) -> str | None:
        """A seat kept for a person on another computer, as its panel says it: FREE (not
        come yet), JOINED, AWAY (the connection lost), LENT (a bot plays for now) or
        RETURNING (a continued game waits for them to join again); None for every other
        seat (a person or a bot here). Set lookups: asked every frame."""

    # --- a game in real time: its clock -----------------------------------------------------
    def between(self) -> bool:
        """A round is over and the next waits for someone to ask for it."""

    def submit(self, seat: int, move, seen: int | None = None):
        """A person's move, arriving now (an `Outcome`: applied, or refused and why);
        `seen`: the clock's version of the table the person played against."""

    def clock_version(self) -> int:
        """The clock's version of the table: moves applied since the clock started (what
        `Outcome.version` and `submit`'s `seen` count)."""

    def state_at(self, version: int):
        """The table as it was at the clock's `version` (recent ones only), else None."""

    @property
    def racing(self) -> bool:
        """A game in real time played across computers: its clock is everyone's, held
        through `hold()` and `pause()`, never by one board alone."""

    def hold(self) -> Hold | None:
        """Across computers, who holds the clock for everyone (a pause, anyone's; a guest
        whose connection dropped); None when nothing does, always at one computer."""

    def pause(self, on: bool) -> None:
        """A person here paused the clock (`on`) or let it go on: across computers every
        table's clock waits with it; at one computer the board's pause is all."""


def board_names() -> frozenset[str]:
    """Every name of `BoardSession`: what a board may ask of its session."""
    return protocol_names() | frozenset(n for n in vars(BoardSession) if not n.startswith("_")) \
        | frozenset(BoardSession.__annotations__)

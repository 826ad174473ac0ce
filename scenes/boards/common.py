"""The live board: the one interface every screen uses to show a game at its table.

A board is the only screen code that knows its game. What is known without a table (the
menu's paragraph and options, the score scene's sentences, tips) is its class's `GameFace`
(face.py); what a table, a replay and a guided game ask of the board they show is `Board`
below, every answer written down with why a screen asks it. Screens call these plainly:
a game that needs none of an answer keeps its default.

A board talks to its table (scenes/screens/table.py, or a replay) only through this:

    table.session                    the game, asked only what `BoardSession` names
                                     (scenes/services/table_session.py): it may live on
                                     another computer, its `state` the seat's view
    table.play_move(seat, move)      play a legal move; the board then gets its events
    table.say(text, warning=False)   the line of what just happened (warning: a refusal),
                                     in the language in use (scenes/services/lang.py);
                                     it stays in the history (saved with the game)
    table.note(text, entry=None) -> entry   a line for the history only, not the line
                                     under the table; given `entry` (what an earlier note
                                     returned) that line is rewritten (a growing burst)
    table.news                       the line of what happened itself (`draw_news`)
    table.app.speech                 the voice (scenes/services/speech.py): words said and
                                     not shown (a race's chances)
    table.show_sign(text)            a big sign over the table that fades by itself
    table.float_score(text, rect)    points rising from under the seat panel at `rect`
    table.announce_turn(seat)        "Ben's turn" when the mouse passes between people
    table.sound(name)                a sound of scenes/shell/sound.py
    table.redraw()                   draw the next frame (nothing animating shows it)
    table.time_scale                 the speed setting, multiplying every duration
    table.still                      no motion: a card appears where it goes, fading in
                                     (motion.py's `Motion`, the board's `motion`),
                                     nothing flies, turns or rises
    table.revealed                   the seat whose hand may show (None: none)
    table.curtain_for()              the person the curtain waits for, if any
    table.replaying                  True in a replay: nobody plays, every card shows
    table.holding()                  a guided game explains: the table stands still
    table.tip(key)                   a first-time tip (scenes/services/tips.py), once ever
    table.lesson_refusal(seat, move) in a guided game, why a legal move is not the one it
                                     waits for (None: play it)
    table.refused(move)              the rules refused a person's move (a lesson's Try)
    table.app.keyboard               the keyboard moves the focus: read only by
                                     `focused()`, with the table's focus (shell/focus.py)
    focus.focus_of(table).place(key) the focus put on the person's next likely choice
    table.app.canvas.text_scale      the text size chosen (Settings): a layout that makes
                                     room for larger print reads it (a board's side panels)
"""

from __future__ import annotations

from abc import abstractmethod

from ..kit.anim import Timeline
from ..kit.closeup import Look
from ..kit.pointer import Marks
from ..kit.words import about, addressed
from ..services.lang import _, text
from ..shell import focus
from .face import GameFace, MenuOption, winner_headline, winners
from .motion import Motion

__all__ = ["Board", "GameFace", "MenuOption", "winner_headline", "winners"]

NEWS_REACH = 30     # two lines of what happened reach this far above their box's middle
TIP_MOST = 200      # a tip's tallest, where the board keeps no place of its own


class Board(GameFace):
    """What every board does the same way: the animation timeline, a click made while
    cards move (played when they stop), proposing a person's move to the rules, and the
    events every game sends. A subclass sets `self.layout` (its Tiled layout: the table
    places its banner, line and buttons by it), sets `self.shown` (the view on screen,
    with `phase` and `current`) in `reconcile()`, and turns a clicked target into a move
    in `click(target)`."""

    offers_hints = True          # the table's Hint button (not in a race between people)
    lesson_fills = False         # a guided game's words cover all of `lesson_rect`
    tip_fills = False            # a first-time tip stands in for the panel at `tip_place`

    def __init__(self, table):
        self.table = table
        self.session = table.session
        # The table ends it at once (`update(math.inf)`) when a move is taken back.
        self.timeline = Timeline(table.time_scale)
        self.queued = None   # a click made while cards were still moving
        self.mover: int | None = None   # whose move the cards on the move show
        self.motion = Motion(table)     # the cards' ticks, or no motion's fades

    # --- what every board must say ----------------------------------------------------------
    @abstractmethod
    def reconcile(self) -> None:
        """Show the table as the rules have it now (`self.shown`), whatever the animations
        did: after every move's animation, a take-back, a replay's jump."""

    @abstractmethod
    def handle_event(self, event) -> bool:
        """A person's input at the table (logical coordinates); True: it was used."""

    @abstractmethod
    def draw(self, canvas) -> None:
        """The cards, panels and the board's own buttons, every frame something moves."""

    @abstractmethod
    def banner(self) -> str:
        """The line at the top: whose turn, what to do (already translated)."""

    def click(self, target) -> None:
        """A target a person clicked (`press`), turned into a move for `propose`; a board
        that reads its own events (a race in real time) needs none."""

    # --- frames -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Animations play: bots wait, clicks wait, a replay's next move waits."""
        return self.timeline.busy

    def update(self, dt: float) -> None:
        """One frame: the animations go on, and a click made meanwhile is played."""
        self.timeline.time_scale = self.table.time_scale
        self.timeline.update(dt)
        if self.queued is not None and not self.busy:
            target, self.queued = self.queued, None
            self.click(target)

    def backdrop(self, canvas) -> None:
        """What lies under everything: the felt (a board may add what never moves)."""
        canvas.table()

    def draw_news(self, canvas, rect) -> None:
        """The line of what just happened, in `rect`: the table's own unless a board keeps
        it in its box its own way (say, wrapped, never over its own panels)."""
        self.table.news.draw(canvas, rect)

    def holds_replay(self) -> bool:
        """A replay's next move waits while this is true: until the last move is seen."""
        return self.busy

    # --- real time (a turn-based board keeps these) ------------------------------------------
    def clock_running(self) -> bool:
        """The game's clock may run this frame (not paused, not counting in)."""
        return False

    def arrived(self, outcomes) -> None:
        """Moves the clock let through this frame (game/realtime.py's `Outcome`s): shown."""
        for outcome in outcomes:
            if outcome.applied:
                self.play(list(outcome.events))

    @property
    def final_wait_ms(self) -> float:
        """How long the last move's table stays before the score scene."""
        return 0.0

    def race_pace(self, pace: float) -> float:
        """The pace the clock's bots play at this frame, given the settings' (`pace`: the
        bots' pace times the speed): a board may slow them (a race while speech is on)."""
        return pace

    # --- the people at the table --------------------------------------------------------------
    def reveal(self, seat: int | None) -> None:
        """The curtain rose for `seat`, or came down (None); boards with secrets redraw."""

    def taken_back(self) -> None:
        """The session took a move back: show the table as it is now."""
        self.queued, self.mover = None, None
        self.reconcile()

    def tip_place(self):
        """Where a first-time tip goes (x, y, width, most height), as tall as its words
        from the bottom up unless `tip_fills`: just above the line of what happened (it
        comes as a rule bites, said there), over the board's cards, unless the board keeps
        a place for it."""
        x, y, w, h = self.layout.rect("message")
        bottom = y + h / 2 - NEWS_REACH
        return (x + 6, bottom - TIP_MOST, w - 12, TIP_MOST)

    def lesson_rect(self):
        """Where a guided game's words go (x, y, width, most height): over the top of the
        table unless the board has a quieter place."""
        x, y, w, h = self.layout.rect("banner")
        return (190, y + h + 6, 900, 300)

    # --- for the keyboard and the ear (screens/table_voice.py) -----------------------------
    def focus_zones(self) -> list:
        """What the keyboard's focus moves over on this board, zone by zone (a list of
        lists of `shell.focus.Target`: the grid's cells, a hand, the piles), each target
        saying what this seat may know of it. None by default: the table's buttons only."""
        return []

    def seat_panels(self) -> list[tuple[int, tuple]]:
        """Each seat's panel as (seat, the rect of its name and points): the focus goes
        over them after the board's zones, each saying its seat (table_voice.py)."""
        return []

    def describe(self, what: str) -> str | None:
        """Words for a key that asks (`what`: "hand", "table", "moves"), saying only what
        this seat may see; None: nothing to say of that in this game."""
        return None

    def card_face(self, key) -> str | None:
        """The card at the focus target `key` as the table draws it for this seat (its
        image's name: "back" for a face-down card), for the close-up (kit/closeup.py);
        None: no card there (an empty place, a button)."""
        return None

    def card_peek(self, key) -> str | None:
        """A replay: the face of the face-down card at `key`, drawn small on its back."""
        return None

    def looks(self) -> list[Look]:
        """The cards the close-up may show: the focus's targets that are cards, each with
        the words the voice says for it, in the order they are drawn (the last on top)."""
        return [Look(t.key, tuple(t.rect), self.session.game, face, t.words,
                     self.card_peek(t.key))
                for zone in self.focus_zones() for t in zone
                if (face := self.card_face(t.key)) is not None]

    def keys_help(self) -> list[tuple[str, str]]:
        """This game's own keys for F1, (keys, what they do), in the language in use."""
        return []

    def focused(self):
        """The key of the target the keyboard's focus sits on while the keyboard moves it
        (its ring shows), else None: a board shows for it what it shows under the mouse
        (a preview), as if the mouse hovered there."""
        if not self.table.app.keyboard:
            return None
        return focus.focus_of(self.table).key

    def shown_points(self) -> list[int]:
        """Each seat's points as the table shows them now (the scores said aloud)."""
        return list(self.session.scores())

    def marks(self, move) -> Marks:
        """Where `move` is on the table: what to click glows, an arrow to where it goes
        (a hint, a guided game's next step)."""
        return Marks()

    def press(self, target) -> bool:
        """A left click on a target: now, or (quick hands) when the cards stop."""
        if target is None:
            return False
        if self.busy:
            self.queued = target
        else:
            self.click(target)
        return True

    @property
    def watching(self) -> bool:
        """A replay (scenes/replay.py): nobody plays, and every card may show."""
        return self.table.replaying

    def plays_here(self, seat: int) -> bool:
        """A person plays `seat` at this computer (not a bot, nor a person on another
        computer: their moves arrive from there)."""
        return seat in self.session.humans()

    def person(self) -> int | None:
        """The seat a person may play for now, if any: a hint is for them."""
        if self.busy or self.session.is_over() or self.watching:
            return None
        seat = self.shown.current
        return seat if self.plays_here(seat) else None

    def plays_now(self, seat: int) -> bool:
        """Is `seat` the one playing now, as the table shows it (its panel, its words)?"""
        return self.playing_now(seat, self.banner_view().current)

    def playing_now(self, seat: int, current: int | None) -> bool:
        """Does `seat`'s panel say it is playing now: the shown table's `current`, while
        someone may move (nobody may while a host's table waits for its guests)."""
        return seat == current and bool(self.session.to_act())

    def propose(self, move) -> None:
        """A person's candidate move: played if legal, else explained in words."""
        if self.busy or self.watching:
            return
        seat = self.shown.current
        if not self.plays_here(seat):
            self.table.say(_("It is {name}'s turn.").format(name=self.name(seat)),
                           warning=True)
            return
        if not self.session.allows(seat, move):
            rules, state = self.session.rules, self.session.state
            # The rules allow it, the table not yet (across computers: a move on its way
            # to the host, the host gone): the rules' words would name a rule not broken.
            why = _("Not now: the table is waiting to hear from another computer.") \
                if move in rules.legal_moves(state, seat) else text(
                    rules.why_illegal(state, seat, move))
            self.table.say(why, warning=True)
            self.table.refused(move)
            return
        lesson = self.table.lesson_refusal(seat, move)
        if lesson is not None:
            self.table.say(lesson, warning=True)
            return
        self.table.play_move(seat, move)

    # --- events -> animations ---------------------------------------------------------------
    def play(self, events: list[dict]) -> None:
        """A move's events (the table's, a replay's): each `_on_<type>` handler adds its
        animation, and the table is reconciled with the rules after the last."""
        mover = next((e["seat"] for e in events if "seat" in e), None)
        self.timeline.call(lambda: setattr(self, "mover", mover))
        for e in events:
            getattr(self, "_on_" + e["type"], lambda e: None)(e)
        self.timeline.call(self.reconcile)

    def name(self, seat: int) -> str:
        return self.session.seats[seat].shown_name

    def about(self, seat: int, you: str, other: str, /, **places) -> str:
        """The sentence about `seat`: `you` when the table speaks to it, else `other`
        (both already translated: `_("You ...")`, `_("{name} ...")`)."""
        return about(self.session.seats, seat, you, other, **places)

    def tell(self, seat: int, you: str, other: str, /, **places) -> None:
        """Say what `seat` did when its animation begins, not when the move is made."""
        line = self.about(seat, you, other, **places)
        self.timeline.call(lambda: self.table.say(line))

    def tip(self, key: str) -> None:
        """A first-time tip (scenes/services/tips.py) when the animation shows the rule."""
        self.timeline.call(lambda: self.tip_now(key))

    def tip_now(self, key: str) -> None:
        self.table.tip(f"{self.session.game}.{key}", self.tips[key])

    def sound(self, name: str):
        return lambda: self.table.sound(name)

    def _on_turn(self, e) -> None:
        self.timeline.call(lambda: self.table.announce_turn(e["seat"]))

    def _on_game_over(self, e) -> None:
        self.timeline.wait(700)

    def banner_view(self):
        """The state the banner describes: while cards move, the state they move to (a
        hint must not ask for a second card over a mismatch already shown)."""
        return self.session.view(None) if self.busy else self.shown

    def turn_banner(self, solo: bool = False) -> str:
        """'Ochre is playing', 'Your turn · <hint>', 'Game over' (`solo`: 'Solitaire ·
        <hint>'); the board's `hint(view)` is already translated."""
        v = self.banner_view()
        if v.phase == "over":
            return _("Game over")
        if self.busy and self.mover is not None and not self.plays_here(self.mover):
            # until its cards stop
            return _("{name} is playing").format(name=self.name(self.mover))
        who = self.session.seats[v.current]
        if not self.plays_here(v.current):
            return _("{name} is playing").format(name=who.shown_name)
        if solo:
            return _("Solitaire · {hint}").format(hint=self.hint(v))
        if addressed(self.session.seats, v.current):
            return _("Your turn · {hint}").format(hint=self.hint(v))
        return _("{name}'s turn · {hint}").format(name=who.shown_name, hint=self.hint(v))

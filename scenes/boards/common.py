"""What every board shares: the menu's option toggles and the score scene's sentences.

Every word here goes through the catalogs (scenes/services/lang.py): sentences are looked
up when they are said or drawn, and tables of words (a MenuOption's labels, a board's
`blurb` and `replay_note`) are marked `N_()` and translated where they are shown."""

from __future__ import annotations

from dataclasses import dataclass

from ..kit.anim import Timeline
from ..kit.pointer import Marks
from ..kit.words import about, addressed
from ..services.lang import _, ngettext, text


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


class Board:
    """What every board does the same way: the animation timeline, a click made while
    cards move (played when they stop), proposing a person's move to the rules, and the
    events every game sends. A subclass sets `self.shown` (the view on screen, with
    `phase` and `current`) in `reconcile()`, and turns a clicked target into a move in
    `click(target)`."""

    hides_hands = False          # True: pass-and-play needs the curtain (scenes/handoff.py)
    replay_note = ""             # what a replay shows that the table kept hidden
    own_controls = False         # real time: each person plays with controls of their own
    offers_hints = True          # the table's Hint button (not in a race between people)

    def backdrop(self, canvas) -> None:
        """What lies under everything: the felt (a board may add what never moves)."""
        canvas.table()

    def reveal(self, seat: int | None) -> None:
        """The curtain rose for `seat`, or came down (None); boards with secrets redraw."""

    def __init__(self, table):
        self.table = table
        self.session = table.session
        self.timeline = Timeline(table.time_scale)
        self.queued = None   # a click made while cards were still moving
        self.mover: int | None = None   # whose move the cards on the move show

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def taken_back(self) -> None:
        """The session took a move back: show the table as it is now."""
        self.queued, self.mover = None, None
        self.reconcile()

    lesson_fills = False         # a guided game's words cover all of `lesson_rect`

    def tip_place(self):
        """Where a first-time tip goes (x, bottom, width): over the line of what happened,
        growing upwards, unless the board has a quieter place."""
        x, y, w, h = self.layout.rect("message")
        return (x + 6, y + h, w - 12)

    def lesson_rect(self):
        """Where a guided game's words go (x, y, width, most height): over the top of the
        table unless the board has a quieter place."""
        x, y, w, h = self.layout.rect("banner")
        return (190, y + h + 6, 900, 300)

    def marks(self, move) -> Marks:
        """Where `move` is on the table: what to click glows, an arrow to where it goes
        (a hint, a guided game's next step)."""
        return Marks()

    def holds_replay(self) -> bool:
        """A replay's next move waits while this is true: until the last move is seen."""
        return self.busy

    def update(self, dt: float) -> None:
        self.timeline.time_scale = self.table.time_scale
        self.timeline.update(dt)
        if self.queued is not None and not self.busy:
            target, self.queued = self.queued, None
            self.click(target)

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

    def person(self) -> int | None:
        """The seat a person may play for now, if any."""
        if self.busy or self.session.is_over() or self.watching:
            return None
        seat = self.shown.current
        return None if self.session.seats[seat].is_bot else seat

    def propose(self, move) -> None:
        """A person's candidate move: played if legal, else explained in words."""
        if self.busy or self.watching:
            return
        seat = self.shown.current
        if self.session.seats[seat].is_bot:
            self.table.say(_("It is {name}'s turn.").format(name=self.name(seat)),
                           warning=True)
            return
        if not self.session.allows(seat, move):
            why = self.session.rules.why_illegal(self.session.state, seat, move)
            self.table.say(text(why), warning=True)
            self.table.refused(move)
            return
        lesson = self.table.lesson_refusal(seat, move)
        if lesson is not None:
            self.table.say(lesson, warning=True)
            return
        self.table.play_move(seat, move)

    # --- events -> animations ---------------------------------------------------------------
    def play(self, events: list[dict]) -> None:
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

    tips: dict[str, str] = {}    # first-time tips: key -> English marked N_()

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
        if self.busy and self.mover is not None and self.session.seats[self.mover].is_bot:
            # until its cards stop
            return _("{name} is playing").format(name=self.name(self.mover))
        who = self.session.seats[v.current]
        if who.is_bot:
            return _("{name} is playing").format(name=who.shown_name)
        if solo:
            return _("Solitaire · {hint}").format(hint=self.hint(v))
        if addressed(self.session.seats, v.current):
            return _("Your turn · {hint}").format(hint=self.hint(v))
        return _("{name}'s turn · {hint}").format(name=who.shown_name, hint=self.hint(v))

"""The Ligretto table: everyone plays at once, one to four people and the bots.

Nothing here waits for a turn. The table scene runs the game's clock (game/realtime.py)
every frame; every move that arrives, a bot's or the person's, comes here as events and
its cards fly at once, many at a time (`flights`). The table is always drawn from the
current view; a card still in the air is drawn in flight, not yet at its place.

One person: click a card (stack top, a row card, the discard top) and it goes to a pile
that takes it; drag it to choose the pile; click the hand (or Space) to turn three. Keys
1-5 play row cards, S the stack top, D the discard top (the language's letters). Esc
pauses the clock. Tab and the arrows go over their cards and the piles, Enter plays, and
the voice says what they need in a race (ligretto_keys.py: `KeyTable`). Several
people: each plays with their own controls (ligretto_input.py: the mouse, a key block or
a controller), shown under their cards; a refusal ("too late") is said on their own side.
A controller seat waits for its controller (a button pressed joins); one pulled out
pauses the table until it is back.

Every round a person plays starts with a 3-2-1 over the centre (a click or a key skips it):
the clock waits for it, so nobody's cards move before the person has found their own. The
table's buttons work at every moment; Rules stops the clock and the table waits paused.
Paused during the 3-2-1, going on counts from 3 again. A game picked up from Continue in
the middle of a round waits paused; between rounds its scores wait already. There, and
during a 3-2-1, the first press of a person's own controls counts: the round starts and
the card goes (`plays_at_once`), so no key pressed at a picked-up game is lost.

A guided game (scenes/lessons/ligretto.py) holds the clock while it explains
(`table.holding()`): the person plays the moves it asks for on a still table, the 3-2-1
waits for the lesson's real round, and the round's scoring waits for the lesson's end
panel rather than a Next round button. The lesson's hooks are in the person's controls
(ligretto_input.py's `Controls`: `submit`, a legal move the lesson does not want now, and
`rules_refused`, a move the rules refuse).
"""

from __future__ import annotations

import pygame

from game.ligretto.cards import row_size
from game.ligretto.rules import Ladder, Play, Turn

from ..kit.layout import Layout
from ..kit.pointer import Marks
from ..kit.reading import reading_ms
from ..kit.widgets import Button, inside
from ..services.lang import _, ngettext, text
from ..shell.canvas import Canvas
from .common import Board
from .ligretto_draw import (
    draw_countdown,
    draw_news,
    draw_notes,
    draw_pause,
    draw_sign,
    draw_table,
    seat_parts,
)
from .ligretto_face import LigrettoFace
from .ligretto_flights import CardsInFlight, Flight
from .ligretto_history import LigrettoHistory
from .ligretto_input import Controls, Inputs
from .ligretto_keys import KeyTable
from .ligretto_places import GAME, NOTE_MS, SIGN_MS, pile_rect, places, seat_slots
from .ligretto_round import ROUND_SHOW_MS, RoundPanel
from .ligretto_sight import Sight
from .ligretto_waits import ClockWaits

LESSON_RECT = (968, 66, 300, 476)   # right of the centre piles, above your cards


class LigrettoBoard(CardsInFlight, ClockWaits, LigrettoFace, Board):
    def __init__(self, table):
        super().__init__(table)
        self.layout = Layout(GAME)
        self.people = self.session.humans()
        self.inputs = Inputs(self.session, table.app.settings.keys)
        # The person at the bottom: the one person, or the first of several.
        self.me = self.people[0] if self.people else None
        self.bottom = self.me if self.me is not None else 0
        players = self.session.players
        n = row_size(players)
        self.place = places(players, self.bottom)
        several = len(self.people) > 1
        self.slots = {s: seat_slots(self.layout, p, n, person=several and s in self.people)
                      for s, p in self.place.items()}
        self.flights: list[Flight] = []
        self.chronicle = LigrettoHistory(table)    # plays, turns, scores: the history's lines
        self.controls = Controls(self)             # the people's mouse, keys and buttons
        self.sight = Sight(self)                   # the table each person plays against
        self.round_panel = RoundPanel(self)        # the round's scores, Next round
        self.keys = KeyTable(self)                 # by the keyboard and by ear
        self.sign: list | None = None          # [text, age, ms]
        self.notes: dict[int, list] = {}       # seat -> [words, age]: said on their side
        # A game picked up again in the middle of a round waits for the person (between
        # rounds, its scores and Next round wait already: no pause over them). Not across
        # computers: that clock is everyone's, and a person coming back to it (a guest
        # joining again, a hosted game continued) starts a 3-2-1 on every table instead;
        # a pause of this board alone would stand still while the others play.
        self.paused = bool(self.session.moves_made) and self.person_plays() \
            and not self.session.racing
        self.picked_up = self.paused           # that wait: a press of theirs plays at once
        self.countdown: float | None = None    # ms left of the 3-2-1 before a round
        self.counts_later = False              # a guided game explains: the 3-2-1 waits
        self.version = 0                       # the version of the move being animated
        self.held = None                       # across computers: who holds the clock
        self.sent: set[str] = set()            # cards of ours flying before the host's yes
        self.resume_button = Button((540, 380, 200, 56), _("Go on"), self.toggle_pause,
                                    primary=True, key=pygame.K_RETURN)
        self.reconcile()
        self.count_in()          # a new game, or Continue (after the pause is lifted)

    # --- the view ---------------------------------------------------------------------------
    def reconcile(self) -> None:
        self.shown = self.session.view(None)

    @property
    def busy(self) -> bool:
        return bool(self.flights) or self.sign is not None

    def holds_replay(self) -> bool:
        """Cards overlap in the air, as they did at the table; only a big sign waits."""
        return self.sign is not None

    # --- the clock's news -----------------------------------------------------------------------
    def arrived(self, outcomes) -> None:
        """Moves that arrived this frame, in order: animate them, or say why not."""
        for o in outcomes:
            if o.applied and not o.events:     # across computers: on its way to the host
                self.controls.sent(o)
            elif o.applied:
                self.version = o.version
                self.sight.moved(o.version, o.seat)
                self.play(list(o.events))
            elif o.seat in self.people:        # a guest's refusal is told on its table
                self.controls.refused(o)

    def play(self, events: list[dict]) -> None:
        for e in events:
            getattr(self, "_on_" + e["type"], lambda e: None)(e)
        self.reconcile()

    def say_to(self, seat: int | None, why, warning: bool = True, full: bool = False) -> None:
        """Words for one person (a Phrase): on the table's line when one person plays,
        on that person's own side when several do. `full`: a detail the voice says only
        when it says everything (ligretto_keys.py: what a race says)."""
        if len(self.people) > 1 and seat is not None:
            self.notes[seat] = [why, 0.0, warning, reading_ms(
                text(why), self.table.app.canvas.text_scale, NOTE_MS)]
            self.table.redraw()
        elif full:
            self.table.news.say(text(why), warning=warning, full=True)
            self.table.note(text(why))
        else:
            self.table.say(text(why), warning=warning)

    def source_rect(self, seat: int, source: str, index):
        slots = self.slots[seat]
        return {"stack": slots.stack, "discard": slots.discard}.get(source) or \
            slots.row[index]

    def marks(self, move) -> Marks:
        if self.me is None:
            return Marks()
        slots = self.slots[self.me]
        if isinstance(move, Turn):
            return Marks([slots.hand])
        if isinstance(move, Play):
            source = self.source_rect(self.me, move.source, move.index)
            if not self.session.allows(self.me, move):
                return Marks([source])      # a card that fits no pile: a click is all of it
            where = len(self.shown.piles) if move.pile == "new" else move.pile
            return Marks([source], (source, pile_rect(self.layout, where)))
        if isinstance(move, Ladder):
            source = self.source_rect(self.me, move.source, None)
            return Marks([source], (source, slots.row[move.row]))
        return Marks()

    def say_big(self, text: str) -> None:
        self.sign = [text, 0.0, reading_ms(text, self.table.app.canvas.text_scale, SIGN_MS)]

    # --- frames -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        scale = self.table.time_scale
        self.chronicle.tick(dt)
        for f in self.flights:
            f.age += dt / scale
        if self.flights:
            self.flights = [f for f in self.flights if not f.done]
            self.table.redraw()
        if self.sign is not None:
            self.sign[1] += dt
            self.table.redraw()
            if self.sign[1] > self.sign[2]:
                self.sign = None
        self.sight.tick(dt)
        for seat, note in list(self.notes.items()):
            note[1] += dt
            if note[1] > note[3]:
                del self.notes[seat]
            self.table.redraw()
        self.tick_countdown(dt)
        self.round_panel.update(dt)
        self.keys.update()

    @property
    def final_wait_ms(self) -> float:
        """The last round's scoring stays a moment before the score scene."""
        return ROUND_SHOW_MS * self.table.time_scale

    def race_pace(self, pace: float) -> float:
        """While speech is on, the bots race at the relaxed pace at least (ligretto_keys)."""
        return self.keys.race_pace(pace)

    # --- for the keyboard and the ear (ligretto_keys.py) -------------------------------------
    def focus_zones(self) -> list:
        return self.keys.zones()

    def card_face(self, key) -> str | None:
        return self.keys.card_face(key)

    def looks(self) -> list:
        """Alone, the focus's cards; else (a replay, several people racing) every seat's
        face-up cards and the piles (ligretto_keys.py)."""
        return super().looks() if self.keys.alone() else self.keys.looks()

    def plays_now(self, seat: int) -> bool:
        return False            # a race: everyone plays at once, nobody "plays now"

    def describe(self, what: str) -> str | None:
        return self.keys.describe(what)

    def seat_panels(self) -> list[tuple[int, tuple]]:
        """Each seat's line of its name and points, over its cards (none when several
        people race here: their keys are their blocks, Tab goes to the buttons)."""
        if not self.keys.alone():
            return []
        out = []
        for seat, slots in self.slots.items():
            x, y = slots.label
            out.append((seat, (slots.area[0], y - 16, slots.area[2], 32)))
        return out

    def keys_help(self) -> list[tuple[str, str]]:
        return self.keys.keys_help()

    # --- input -----------------------------------------------------------------------------------
    def person(self) -> int | None:
        """The person a hint is for: the one at the table, while the round runs (several
        people race each other: no hints)."""
        return self.me if self.offers_hints and self.person_may_act() else None

    @property
    def offers_hints(self) -> bool:
        return len(self.people) == 1

    def person_may_act(self) -> bool:
        return self.me is not None and not self.paused and not self.session.is_over() \
            and self.shown.phase == "play" and not self.watching and self.countdown is None \
            and not self.inputs.waiting()

    def handle_event(self, event) -> bool:
        if self.me is None:
            return False
        if self.keys.handle_event(event):           # Up to the centre, Down back
            return True
        press = self.inputs.read(event)
        if press is not None and press.what in ("joined", "unplugged"):
            self.controls.plugged(press)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.controls.on_table_button(event.pos) \
                and (not self.person_may_act() or self.controls.target_at(event.pos) is None):
            # The table's buttons work paused and counting down too (while the person
            # plays, their own cards come first). The rules are read with the clock
            # stopped: the table waits paused when the person comes back.
            if inside(event.pos, self.layout.rect("rules_button")) and self.person_plays():
                self.paused = True
            return False
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if self.paused:
            if escape or (press is not None and press.what == "pause"):
                self.toggle_pause()
                return True
            if self.picked_up and self.controls.plays_at_once(event, press):
                return True
            return self.resume_button.handle_event(event) or event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if (escape or (press is not None and press.what == "pause")) \
                and not self.table.holding():   # a guided game explaining: Esc leaves it
            self.toggle_pause()
            return True
        if self.session.between():
            return self.round_panel.handle_event(event, press)
        if event.type == pygame.MOUSEMOTION:
            self.controls.moved(event)
            return False
        if self.countdown is not None:
            if self.controls.plays_at_once(event, press):
                return True
            if press is not None or (event.type == pygame.MOUSEBUTTONDOWN
                                     and event.button in (1, 2, 3)):
                self.start_now()            # found my cards: go (a wheel's turn is not it)
                return True
            return False
        if not self.person_may_act():
            return False
        if press is not None and press.what == "act":
            self.controls.act(press.seat, press.action)
            return True
        return self.controls.mouse_event(event)

    # --- words ---------------------------------------------------------------------------------
    def banner(self) -> str:
        v = self.shown
        if self.session.is_over():
            return _("Game over")
        if self.held_away():
            words = _("Round {round} · Waiting for a player to come back")
        elif self.paused:
            words = _("Round {round} · Paused")
        elif self.inputs.waiting() and self.person_plays():
            words = _("Round {round} · Waiting for a controller")
        elif self.countdown is not None:
            words = _("Round {round} · Get ready")
        elif v.phase == "between":
            words = (_("Round {round} is over · Next round when you are ready")
                     if self.me is not None and not self.table.holding()
                     else _("Round {round} is over"))
        elif self.me is None:
            words = _("Round {round} · the bots are racing")
        elif len(self.people) > 1:
            words = _("Round {round} · Everyone at once: empty your stacks!")
        else:
            left = len(v.stacks[self.me])
            words = ngettext("Round {round} · Empty your stack: {n} card left",
                             "Round {round} · Empty your stack: {n} cards left", left)
            return words.format(round=v.round, n=left)
        return words.format(round=v.round)

    def tip_place(self):
        """Between the centre's two rows of piles, where cards only pass: the line of what
        happened below stays in sight, and no pile is hidden."""
        x, _y, w, _h = self.layout.rect("centre")
        top = pile_rect(self.layout, 0)
        bottom = pile_rect(self.layout, 8)[1]
        return (x + 6, top[1] + top[3] + 4, w - 12, bottom - top[1] - top[3] - 8)

    def lesson_rect(self):
        """A guided game's words: in the quiet column right of the centre, clear of the
        cards (yours below, the bot's above, the piles), of every seat's points, and once
        the round is scored, of its scores in the middle (over the top of the table they
        hid Ochre's points)."""
        return LESSON_RECT

    # --- drawing -------------------------------------------------------------------------------
    def backdrop(self, canvas: Canvas) -> None:
        """The felt with every seat's cards resting on it, kept whole: this table redraws
        every frame (cards fly all the time), and a seat is painted again only when what
        it shows changes (ligretto_seat.py)."""
        canvas.ground(GAME, seat_parts(self))

    def draw(self, canvas: Canvas) -> None:
        self.sight.drawn()
        self.resume_button.label = _("Go on")
        draw_table(self, canvas)
        pausing = self.paused or (self.inputs.waiting() and self.person_plays()) \
            or self.held_away()
        if self.round_panel.shows() and not pausing:     # the pause's box sat on the scores
            self.round_panel.draw(canvas)
        draw_sign(self, canvas)
        draw_notes(self, canvas)
        if self.countdown is not None and not self.paused and not self.inputs.waiting():
            draw_countdown(self, canvas)
        if pausing:
            draw_pause(self, canvas)

    def draw_news(self, canvas: Canvas, rect) -> None:
        """The table's line of what just happened (a refusal), kept inside its box."""
        draw_news(self, canvas, rect)


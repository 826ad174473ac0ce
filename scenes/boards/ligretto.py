"""The Ligretto table: everyone plays at once, one to four people and the bots.

Nothing here waits for a turn. The table scene runs the game's clock (game/realtime.py)
every frame; every move that arrives, a bot's or the person's, comes here as events and
its cards fly at once, many at a time (`flights`). The table is always drawn from the
current view; a card still in the air is drawn in flight, not yet at its place.

One person: click a card (stack top, a row card, the discard top) and it goes to a pile
that takes it; drag it to choose the pile; click the hand (or Space) to turn three. Keys
1-5 play row cards, S the stack top, D the discard top. Esc pauses the clock. Several
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
panel rather than a Next round button. The lesson's hooks are in `submit` (a legal move
the lesson does not want now) and `rules_refused` (a move the rules refuse).
"""

from __future__ import annotations

import math

import pygame

from game.core import Phrase
from game.ligretto.cards import row_size
from game.ligretto.rules import Ladder, NextRound, Play, Turn, why_illegal
from game.realtime import TOO_LATE

from ..kit.layout import Layout
from ..kit.pointer import Marks
from ..kit.widgets import Button, inside
from ..services.lang import N_, _, ngettext, text
from ..shell.canvas import Canvas
from .common import Board, MenuOption, winner_headline
from .ligretto_draw import (
    draw_countdown,
    draw_news,
    draw_notes,
    draw_pause,
    draw_round,
    draw_rounds,
    draw_sign,
    draw_table,
    scoring_shows,
)
from .ligretto_flights import BACK_MS, FLY_MS, CardsInFlight, Flight, warm_up_jobs
from .ligretto_history import LigrettoHistory
from .ligretto_input import Inputs
from .ligretto_places import COUNT_MS, GAME, NOTE_MS, SIGN_MS, pile_rect, places, seat_slots

ROUND_SHOW_MS = 4000        # bots alone: how long a round's scoring shows before the next
# A person's hand is already on its way for about this long: a pile another seat changed
# that recently (its card landed, or is still in the air) was not yet seen, and a card that
# fitted before that change is "too late", not against the rules.
REACTION_MS = 1000
DRAG_PX = 8
LESSON_RECT = (968, 66, 300, 476)   # right of the centre piles, above your cards


class LigrettoBoard(CardsInFlight, Board):
    replay_note = N_("each hand shows the card its next turn would show")
    # The number is WIN_POINTS (a test keeps them together): a catalog needs it written.
    blurb = N_("Everyone at once! Race to empty your Ligretto stack onto the shared piles: "
               "a 1 opens a pile, the same colour climbs to 10. People and bots, up to "
               "four. First to 99 points.")
    warm_up = staticmethod(warm_up_jobs)
    own_controls = True          # everyone at once: the mouse, key blocks, controllers

    @staticmethod
    def menu_options(players: int) -> list[MenuOption]:
        return [MenuOption("row_ladders", (("false", N_("Row ladders: off")),
                                           ("true", N_("Row ladders: on"))),
                           N_("Row ladders: stack or discard top onto a row card one "
                              "higher."))]

    @staticmethod
    def headline(session) -> str:
        return winner_headline(session)

    @staticmethod
    def draw_result(canvas: Canvas, rect, session, seat: int) -> None:
        draw_rounds(canvas, rect, session.state.history, seat)

    @staticmethod
    def result_note(session) -> str:
        return _("Each round: +1 for every card of yours in the centre, -2 for every card "
                 "left in your stack.")

    tips = {
        "too_late": N_("Too late: someone put a card on that pile just before you. Look for "
                       "another pile!"),
    }

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
        self.drag: dict | None = None
        self.mouse = (0.0, 0.0)
        self.hover = None
        self.sign: list | None = None          # [text, age]
        self.notes: dict[int, list] = {}       # seat -> [words, age]: said on their side
        # A game picked up again in the middle of a round waits for the person (between
        # rounds, its scores and Next round wait already: no pause over them).
        self.paused = bool(self.session.moves) and self.person_plays()
        self.picked_up = self.paused           # that wait: a press of theirs plays at once
        self.countdown: float | None = None    # ms left of the 3-2-1 before a round
        self.counts_later = False              # a guided game explains: the 3-2-1 waits
        self.round_age = 0.0
        self.seen: dict[int, int] = {}         # person -> the clock's version they see
        self.lately: list[list] = []           # [version, seat, age ms]: recent moves
        self.version = 0                       # the version of the move being animated
        self.drag_from = None                  # (card, rect) where a card was let go
        self.resume_button = Button((540, 380, 200, 56), _("Go on"), self.toggle_pause,
                                    primary=True, key=pygame.K_RETURN)
        self.next_button = Button((540, 500, 200, 52), _("Next round"), self.next_round,
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

    def flying(self) -> set:
        return {f.card for f in self.flights}

    # --- the clock's news -----------------------------------------------------------------------
    def arrived(self, outcomes) -> None:
        """Moves that arrived this frame, in order: animate them, or say why not."""
        for o in outcomes:
            if o.applied:
                self.version = o.version
                self.lately.append([o.version, o.seat, 0.0])
                self.play(list(o.events))
            elif not o.bot:
                self.refused(o)

    def looked_at(self, seat: int) -> int:
        """The table a person is playing against: as it was before another seat's move
        of the last second (a card still in the air, or landed less than REACTION_MS ago,
        has not reached their hand yet), but after their own last move (their own cards
        are where they see them). A move made against it may arrive "too late"."""
        version = self.session.clock().version
        flying = [f.version for f in self.flights if f.version]
        others = [v for v, mover, _age in self.lately if mover != seat]
        before = min(flying + others, default=version + 1) - 1
        own = max((v for v, mover, _age in self.lately if mover == seat), default=0)
        return max(before, own)

    def play(self, events: list[dict]) -> None:
        for e in events:
            getattr(self, "_on_" + e["type"], lambda e: None)(e)
        self.reconcile()

    def refused(self, outcome) -> None:
        self.rules_refused(outcome.move, outcome.refused, outcome.seat)
        if outcome.refused == TOO_LATE:
            self.tip_now("too_late")
        move = outcome.move
        if isinstance(move, (Play, Ladder)) and self.drag_from is not None:
            card, start = self.drag_from
            home = self.source_rect(outcome.seat, move.source, getattr(move, "index", None))
            self.flights.append(Flight(card, start, home, BACK_MS))
        self.drag_from = None

    def rules_refused(self, move, why, seat: int | None = None) -> None:
        """A person's move, refused by the rules (or too late): why, in words."""
        self.say_to(seat, why)
        self.table.sound("mismatch")
        self.table.refused(move)            # a guided game may have asked for this one

    def say_to(self, seat: int | None, why, warning: bool = True) -> None:
        """Words for one person (a Phrase): on the table's line when one person plays,
        on that person's own side when several do."""
        if len(self.people) > 1 and seat is not None:
            self.notes[seat] = [why, 0.0, warning]
            self.table.redraw()
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
        self.sign = [text, 0.0]

    def person_plays(self) -> bool:
        """A person sits at this table and its round is being played (or about to be)."""
        return self.me is not None and not self.watching and not self.session.is_over() \
            and self.session.state.phase == "play"

    def count_in(self) -> None:
        """3-2-1 before the round a person is about to play: the clock waits for it."""
        if self.person_plays():
            self.countdown = COUNT_MS * self.table.time_scale

    def start_now(self) -> None:
        """The countdown is over, or skipped: the clock runs from this frame."""
        self.countdown = None
        self.table.redraw()

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
            if self.sign[1] > SIGN_MS:
                self.sign = None
        window = FLY_MS * scale + REACTION_MS      # in the air, then a second on its pile
        for late in self.lately:
            late[2] += dt
        if any(late[2] > window for late in self.lately):
            self.lately = [late for late in self.lately if late[2] <= window]
            self.table.redraw()                    # the table it shows is the one seen now
        for seat, note in list(self.notes.items()):
            note[1] += dt
            if note[1] > NOTE_MS:
                del self.notes[seat]
            self.table.redraw()
        if self.table.holding():
            if self.countdown is not None:  # a guided game explains on a still table: its
                self.countdown, self.counts_later = None, True   # 3-2-1 comes when it is done
        elif self.counts_later:
            self.counts_later = False
            self.count_in()
        if self.countdown is not None and not self.paused and not self.inputs.waiting():
            self.countdown -= dt
            self.table.redraw()
            if self.countdown <= 0:
                self.start_now()
        if self.session.between() and not self.paused:
            self.round_age += dt
            if self.me is None and not self.watching and self.round_age > ROUND_SHOW_MS * scale:
                self.next_round()

    def clock_running(self) -> bool:
        return not self.paused and self.countdown is None and not self.inputs.waiting()

    @property
    def final_wait_ms(self) -> float:
        """The last round's scoring stays a moment before the score scene."""
        return ROUND_SHOW_MS * self.table.time_scale

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

    def target_at(self, pos):
        """("stack"|"discard"|"hand", None) or ("row", i) of the mouse person's cards."""
        seat = self.inputs.mouse_seat
        if seat is None:
            return None
        slots = self.slots[seat]
        for kind, rect in (("stack", slots.stack), ("discard", slots.discard),
                           ("hand", slots.hand)):
            if inside(pos, rect):
                return (kind, None)
        for i, rect in enumerate(slots.row):
            if inside(pos, rect):
                return ("row", i)
        return None

    def pile_at(self, pos):
        for k in range(len(self.shown.piles)):
            x, y, w, h = pile_rect(self.layout, k)
            if inside(pos, (x - 6, y - 6, w + 12, h + 12)):
                return k
        x, y, w, h = self.layout.rect("centre")
        return "new" if inside(pos, (x, y, w, h)) else None

    def on_table_button(self, pos) -> bool:
        """Over one of the table's own buttons (Menu, Rules, History)."""
        return any(b.visible and inside(pos, b.rect) for b in self.table.buttons)

    def handle_event(self, event) -> bool:
        if self.me is None:
            return False
        press = self.inputs.read(event)
        if press is not None and press.what in ("joined", "unplugged"):
            self.plugged(press)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.on_table_button(event.pos) \
                and (not self.person_may_act() or self.target_at(event.pos) is None):
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
            if self.picked_up and self.plays_at_once(event, press):
                return True
            return self.resume_button.handle_event(event) or event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if (escape or (press is not None and press.what == "pause")) \
                and not self.table.holding():   # a guided game explaining: Esc leaves it
            self.toggle_pause()
            return True
        if self.session.between():
            # Not while "Ligretto!" still shows: the scores come first. A guided game's
            # round ends on the lesson's own panel. A controller's button goes on too.
            if self.sign is not None or self.table.holding():
                return False
            if press is not None and event.type == pygame.CONTROLLERBUTTONDOWN:
                self.next_round()
                return True
            return self.next_button.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.target_at(event.pos)
            if self.drag is not None and math.dist(event.pos, self.drag["start"]) > DRAG_PX:
                self.drag["moved"] = True
            return False
        if self.countdown is not None:
            if self.plays_at_once(event, press):
                return True
            if press is not None or (event.type == pygame.MOUSEBUTTONDOWN
                                     and event.button in (1, 2, 3)):
                self.start_now()            # found my cards: go (a wheel's turn is not it)
                return True
            return False
        if not self.person_may_act():
            return False
        if press is not None and press.what == "act":
            self.act(press.seat, press.action)
            return True
        return self.mouse_event(event)

    def plays_at_once(self, event, press) -> bool:
        """While a picked-up game waits or a 3-2-1 runs: a press of a person's own
        controls (a card's key, the hand's, a controller's button, a click on their
        cards) is a move. The wait ends, the round starts and the move is made."""
        card_click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and self.target_at(event.pos) is not None
        if not (card_click or (press is not None and press.what == "act")):
            return False
        self.paused = self.picked_up = False
        self.start_now()
        if card_click:
            return self.mouse_event(event)   # the card is played when the button goes up
        self.act(press.seat, press.action)
        return True

    def mouse_event(self, event) -> bool:
        seat = self.inputs.mouse_seat
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target_at(event.pos)
            if target is None:
                return False
            if target[0] == "hand":
                self.turn(seat)
            elif self.card_at(target, seat) is not None:
                self.drag = {"target": target, "start": event.pos, "moved": False}
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            d, self.drag = self.drag, None
            if d["moved"]:
                self.drop(d["target"], event.pos)
            else:
                self.auto(d["target"], seat)
            return True
        return False

    def act(self, seat: int, action: str) -> None:
        """A person's key or button: a card of theirs to a pile, or turning three."""
        if action == "turn":
            self.turn(seat)
        elif action in ("stack", "discard"):
            self.auto((action, None), seat)
        else:
            i = int(action.removeprefix("row")) - 1
            if i < len(self.slots[seat].row):
                self.auto(("row", i), seat)

    def plugged(self, press) -> None:
        """A controller joined a seat, or was pulled out: the table waits for every
        controller seat (the pause panel says who); the last one back starts a 3-2-1."""
        if press.what == "unplugged":
            self.table.sound("mismatch")
        elif not self.inputs.waiting() and self.person_plays() and self.countdown is None:
            self.count_in()                 # everyone's hands are back: 3-2-1, then go
        self.table.redraw()

    def card_at(self, target, seat: int | None = None):
        """The card on top at a person's place (the one at the bottom unless said)."""
        seat = self.me if seat is None else seat
        kind, i = target
        v = self.shown
        if kind == "stack":
            return v.stacks[seat][0] if v.stacks[seat] else None
        if kind == "discard":
            return v.discards[seat][0] if v.discards[seat] else None
        if kind == "row":
            col = v.rows[seat][i]
            return col[-1] if col else None
        return None

    def submit(self, move, seat: int | None = None) -> None:
        seat = self.me if seat is None else seat
        if not self.person_may_act():
            return
        if self.session.allows(seat, move):
            why = self.table.lesson_refusal(seat, move)
            if why is not None:             # a guided game waits for another move
                self.table.say(why, warning=True)
                self.drag_from = None
                return
        outcome = self.session.submit(seat, move, seen=self.seen_by(seat))
        self.arrived([outcome])

    def turn(self, seat: int | None = None) -> None:
        self.submit(Turn(), seat)

    def auto(self, target, seat: int | None = None) -> None:
        """A click or a key: the card goes to the first pile that takes it."""
        seat = self.me if seat is None else seat
        kind, i = target
        card = self.card_at(target, seat)
        if card is None:
            self.say_to(seat, Phrase("Nothing there to play."))
            return
        moves = self.plays_from(self.session.state, kind, i, seat)
        then = self.session.clock().state_at(self.seen_by(seat))
        if not moves and then is not None and then is not self.session.state:
            # It fitted on the table as shown: the clock will answer "too late".
            moves = self.plays_from(then, kind, i, seat)
        if not moves:
            move = Play(kind, "new", i)
            self.rules_refused(move, why_illegal(self.session.state, seat, move), seat)
            return
        self.submit(moves[0], seat)

    def seen_by(self, seat: int) -> int:
        """The version of the table `seat` played against, as it was last drawn."""
        return self.seen.get(seat, self.session.clock().version)

    def plays_from(self, state, kind: str, i, seat: int) -> list:
        rules = self.session.rules
        return [m for m in rules.legal_moves(state, seat)
                if isinstance(m, Play) and m.source == kind and m.index == i]

    def drop(self, target, pos) -> None:
        """A dragged card let go at `pos`: onto a pile, or (Row ladders) a row card."""
        seat = self.inputs.mouse_seat
        kind, i = target
        card = self.card_at(target, seat)
        w, h = self.slots[seat].card
        self.drag_from = (card, (pos[0] - w / 2, pos[1] - h / 2, w, h))
        onto = self.target_at(pos)
        if onto is not None and onto[0] == "row" and kind in ("stack", "discard"):
            self.submit(Ladder(kind, onto[1]), seat)
            return
        pile = self.pile_at(pos)
        if pile is None:
            self.drag_from = None
            return                          # let go off the centre: it simply goes back
        self.submit(Play(kind, pile, i), seat)

    def toggle_pause(self) -> None:
        self.paused, self.picked_up = not self.paused, False
        if not self.paused and self.countdown is not None:
            self.countdown = COUNT_MS * self.table.time_scale   # going on: 3-2-1 from 3
        self.table.redraw()

    def next_round(self) -> None:
        seat = self.me if self.me is not None else 0
        if self.session.between():
            outcome = self.session.submit(seat, NextRound())
            self.arrived([outcome])

    # --- words ---------------------------------------------------------------------------------
    def banner(self) -> str:
        v = self.shown
        if self.session.is_over():
            return _("Game over")
        if self.paused:
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

    def hint(self) -> str:
        return ""

    def lesson_rect(self):
        """A guided game's words: in the quiet column right of the centre, clear of the
        cards (yours below, the bot's above, the piles), of every seat's points, and once
        the round is scored, of its scores in the middle (over the top of the table they
        hid Ochre's points)."""
        return LESSON_RECT

    # --- drawing -------------------------------------------------------------------------------
    def backdrop(self, canvas: Canvas) -> None:
        """The felt and the bots' panels, painted once: this table redraws every frame
        (cards fly all the time), so what never moves costs one blit."""
        areas = tuple(sl.area for sl in self.slots.values() if sl.place != "bottom")
        canvas.backdrop(("ligretto", areas),
                        lambda c: [c.panel(area, alpha=90) for area in areas])

    def draw(self, canvas: Canvas) -> None:
        self.seen = {seat: self.looked_at(seat) for seat in self.people}
        self.resume_button.label = _("Go on")
        self.next_button.label = _("Next round")
        draw_table(self, canvas)
        if scoring_shows(self):
            draw_round(self, canvas)
            if self.me is not None and self.session.between() and not self.paused \
                    and not self.watching and not self.table.holding():
                self.next_button.draw(canvas)
        draw_sign(self, canvas)
        draw_notes(self, canvas)
        if self.countdown is not None and not self.paused and not self.inputs.waiting():
            draw_countdown(self, canvas)
        if self.paused or (self.inputs.waiting() and self.person_plays()):
            draw_pause(self, canvas)

    def draw_news(self, canvas: Canvas, rect) -> None:
        """The table's line of what just happened (a refusal), kept inside its box."""
        draw_news(self, canvas, rect)


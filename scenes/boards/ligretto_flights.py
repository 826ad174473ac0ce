"""The Ligretto table's cards in flight: each event the clock sends (a card played, a row
refilled, three turned, a round over) becomes cards flying from where they were to where
they go, many at a time; the board draws a card in flight instead of at its place."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Phrase
from game.ligretto.cards import BACKS, COLOURS, NUMBERS

from ..kit.anim import lerp
from ..kit.layout import Layout
from ..services.lang import _
from ..shell.canvas import Canvas
from .ligretto_places import GAME, face, pile_rect, seat_slots

FLY_MS = 260                # a card to the centre
BACK_MS = 220               # a refused card sliding home


@dataclass
class Flight:
    card: str               # the id, or "back-..." for a face-down card
    start: tuple
    end: tuple
    ms: float
    age: float = 0.0
    delay: float = 0.0
    shows: str | None = None  # the face shown from halfway (a turned card)
    version: int = 0          # the clock's count of moves when this card's move arrived
    still: bool = False       # no motion (Settings): it shows at its end, fading in

    def progress(self) -> float:
        t = min(1.0, max(0.0, self.age - self.delay) / self.ms)
        return 1 - (1 - t) ** 3

    def rect(self):
        if self.still:
            return tuple(self.end)
        t = self.progress()
        return tuple(lerp(a, b, t) for a, b in zip(self.start, self.end))

    @property
    def alpha(self) -> int:
        return int(255 * self.progress()) if self.still else 255

    @property
    def lift(self) -> float:
        return 0.0 if self.still else 0.7

    @property
    def done(self) -> bool:
        return self.age >= self.delay + self.ms


def warm_up_jobs(canvas: Canvas) -> list:
    layout = Layout(GAME)
    sizes = {tuple(seat_slots(layout, p, 5).card) for p in ("bottom", "top")}
    sizes.add(tuple(pile_rect(layout, 0)[2:]))
    names = [f"{c}{n}" for c in COLOURS for n in NUMBERS] + [f"back-{b}" for b in BACKS]
    jobs = [canvas.warm_table]
    for name in names:
        for w, h in sizes:
            jobs.append(lambda n=name, w=w, h=h: canvas.assets.card(
                GAME, n, canvas.rect((0, 0, w, h)).size))
    return jobs


class CardsInFlight:
    """The clock's events as animations, for LigrettoBoard (its slots, layout, flights,
    table, people and signs), and as lines of its history (`chronicle`)."""

    def flight(self, card: str, start, end, ms: float, **more) -> Flight:
        """A card on its way (with no motion, it shows where it goes, fading in)."""
        return Flight(card, start, end, ms, still=self.motion.still, **more)

    def _start(self, seat: int, card: str, source: str, index):
        hand = self.controls
        if hand.drag_from is not None and hand.drag_from[0] == card:
            start, hand.drag_from = hand.drag_from[1], None
            return start
        return self.source_rect(seat, source, index)

    def _on_card_played(self, e) -> None:
        seat, card = e["seat"], e["card"]
        if card in self.sent:               # across computers: it left when it was played
            self.sent.discard(card)
            self.chronicle.played(seat, card)
            return
        start = self._start(seat, card, e["from"], e["index"])
        self.flights.append(self.flight(card, start, pile_rect(self.layout, e["pile"]),
                                        FLY_MS, version=self.version))
        self.chronicle.played(seat, card)
        self.table.sound("flip")
        if e["closed"]:
            self.table.sound("collect")

    def _on_row_refilled(self, e) -> None:
        seat = e["seat"]
        slots = self.slots[seat]
        self.flights.append(self.flight(e["card"], slots.stack, slots.row[e["index"]],
                                        FLY_MS, delay=120))

    def _on_laddered(self, e) -> None:
        seat = e["seat"]
        if e["card"] in self.sent:          # across computers: it left when it was played
            self.sent.discard(e["card"])
            return
        start = self._start(seat, e["card"], e["from"], None)
        self.flights.append(self.flight(e["card"], start, self.slots[seat].row[e["row"]],
                                        FLY_MS))

    def _on_turned(self, e) -> None:
        seat = e["seat"]
        slots = self.slots[seat]
        self.flights.append(self.flight(e["shown"], slots.hand, slots.discard, 200,
                                        shows=face(e["shown"])))
        self.chronicle.turned(seat)

    def _on_hand_recycled(self, e) -> None:
        if e["seat"] in self.people:
            self.say_to(e["seat"], Phrase("Your discard pile turns over: it is your hand "
                                          "again."), warning=False, full=True)

    def _on_deadlock(self, e) -> None:
        self.say_big(_("Nobody can play: hands reshuffled"))
        self.chronicle.close()
        line = _("Nobody could play any card: every hand was shuffled.")
        self.table.news.say(line, full=True)   # the shuffle's sound says it (ligretto_keys)
        self.table.note(line)
        self.table.sound("shuffle")

    def _on_round_over(self, e) -> None:
        self.round_panel.age = 0.0
        self.keys.round_over(self.chronicle.round_over(e))
        if e["reason"] == "stuck":
            self.say_big(_("Round over: no card can ever be played"))
        else:
            # Translators: the game's name, called out as its round ends, and who did it.
            self.say_big(_("Ligretto! {name}").format(name=self.name(e["by"])))
        self.table.sound("win")

    def _on_new_round(self, e) -> None:
        if self.person_plays():
            self.count_in()                 # the countdown says the round's number
        else:
            self.say_big(_("Round {round}").format(round=e["round"]))

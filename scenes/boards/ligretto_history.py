"""What a Ligretto table keeps in its history (scenes/kit/history.py). Everyone plays at
once, so a line per card would bury a round: each person's plays and turns of three are
gathered into one line per burst ("Amber played red 1, green 1 and green 2"), rewritten in
place while the burst grows. A burst takes cards for BURST_MS of table time from its first
card (its turns before that card, however many, are part of it: someone stuck turning
gets one line, not one every few seconds); a deadlock or the end of a round closes them
all. A round's end is followed by everyone's score. These lines go to
the history only (`table.note`): the line under the table is kept for what one person
must read at once (a refusal, a deadlock)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ligretto.cards import card_phrase

from ..kit.words import about
from ..services.lang import _, join_list, ngettext, text

BURST_MS = 10000


@dataclass
class Burst:
    began: float | None = None      # when its first card was played
    cards: list[str] = field(default_factory=list)
    turns: int = 0
    entry: list | None = None       # the history's line, once written


class LigrettoHistory:
    def __init__(self, table):
        self.table = table
        self.now = 0.0
        self.bursts: dict[int, Burst] = {}

    def tick(self, dt: float) -> None:
        self.now += dt

    def played(self, seat: int, card: str) -> None:
        burst = self._burst(seat)
        if burst.began is None:
            burst.began = self.now
        burst.cards.append(card)
        self._write(seat, burst)

    def turned(self, seat: int) -> None:
        burst = self._burst(seat)
        burst.turns += 1
        self._write(seat, burst)

    def close(self) -> None:
        """What comes next starts new lines (after a deadlock's line, a round's end)."""
        self.bursts.clear()

    def round_over(self, e: dict) -> str:
        """The round's end (who emptied their stack) and every seat's points, from the
        rules' event; both lines, for the voice to say."""
        self.close()
        seats = self.table.session.seats
        if e["by"] is None:
            line = _("Round {round} is over: no card can ever be played.").format(
                round=e["round"])
        else:
            line = about(seats, e["by"], _("Round {round} is over: you emptied your "
                                           "Ligretto stack."),
                         _("Round {round} is over: {name} emptied their Ligretto stack."),
                         round=e["round"])
        self.table.note(line)
        # Translators: one seat's points in "Round 2's scores: Amber +12 (30 in all), ...".
        each = [_("{name} {points} ({total} in all)").format(
            name=seats[s].shown_name, points=f"{points:+d}", total=total)
            for s, (points, total) in enumerate(zip(e["points"], e["totals"]))]
        scores = _("Round {round}'s scores: {scores}.").format(round=e["round"],
                                                               scores=join_list(each))
        self.table.note(scores)
        return f"{line} {scores}"

    def _burst(self, seat: int) -> Burst:
        burst = self.bursts.get(seat)
        if burst is None or (burst.began is not None and self.now - burst.began > BURST_MS):
            burst = self.bursts[seat] = Burst()
        return burst

    def _write(self, seat: int, burst: Burst) -> None:
        burst.entry = self.table.note(self.line(seat, burst), burst.entry)

    def line(self, seat: int, burst: Burst) -> str:
        seats = self.table.session.seats
        n = burst.turns
        cards = join_list([text(card_phrase(c)) for c in burst.cards])
        if not burst.cards:
            return about(seats, seat,
                         ngettext("You turned three cards.",
                                  "You turned three cards {n} times.", n),
                         ngettext("{name} turned three cards.",
                                  "{name} turned three cards {n} times.", n), n=n)
        if not n:
            return about(seats, seat, _("You played {cards}."), _("{name} played {cards}."),
                         cards=cards)
        return about(seats, seat,
                     ngettext("You turned three cards and played {cards}.",
                              "You turned three cards {n} times and played {cards}.", n),
                     ngettext("{name} turned three cards and played {cards}.",
                              "{name} turned three cards {n} times and played {cards}.", n),
                     cards=cards, n=n)

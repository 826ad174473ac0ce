"""What each person at the Ligretto table has seen: the table they play against.

A person's hand is already on its way for about REACTION_MS: a pile another seat changed
that recently (its card landed, or is still in the air) was not yet seen, and a card that
fitted before that change is "too late", not against the rules. The board tells this part
each move that arrived and each frame; a person's move goes to the clock with the version
of the table they saw (`seen_by`)."""

from __future__ import annotations

from .ligretto_flights import FLY_MS

REACTION_MS = 1000


class Sight:
    def __init__(self, board):
        self.board = board
        self.seen: dict[int, int] = {}         # person -> the clock's version they see
        self.lately: list[list] = []           # [version, seat, age ms]: recent moves

    def moved(self, version: int, seat: int) -> None:
        """A move arrived: for a second, the others have not seen it yet."""
        self.lately.append([version, seat, 0.0])

    def tick(self, dt: float) -> None:
        """Moves older than their flight and a second drop out; the table redraws then,
        since the table a person plays against changed."""
        window = FLY_MS * self.board.table.time_scale + REACTION_MS   # in the air, then a
        for late in self.lately:                                       # second on its pile
            late[2] += dt
        if any(late[2] > window for late in self.lately):
            self.lately = [late for late in self.lately if late[2] <= window]
            self.board.table.redraw()

    def drawn(self) -> None:
        """The table as drawn this frame is what each person sees from now on."""
        self.seen = {seat: self.looked_at(seat) for seat in self.board.people}

    def looked_at(self, seat: int) -> int:
        """The table a person is playing against: as it was before another seat's move
        of the last second (a card still in the air, or landed less than REACTION_MS ago,
        has not reached their hand yet), but after their own last move (their own cards
        are where they see them). A move made against it may arrive "too late"."""
        b = self.board
        version = b.session.clock_version()
        flying = [f.version for f in b.flights if f.version]
        others = [v for v, mover, _age in self.lately if mover != seat]
        before = min(flying + others, default=version + 1) - 1
        own = max((v for v, mover, _age in self.lately if mover == seat), default=0)
        return max(before, own)

    def seen_by(self, seat: int) -> int:
        """The version of the table `seat` played against, as it was last drawn."""
        return self.seen.get(seat, self.board.session.clock_version())

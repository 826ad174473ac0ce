"""How a board's cards move, or do not (Settings -> Animation speed: No motion): the ticks
a board's animations put on its timeline (kit/anim.py) to slide, turn over or take away
a card (a sprite of kit/sprites.py). With no motion every move is still shown in turn,
at the normal pace, but a card appears where it goes with a short fade instead of
crossing the table. A board holds one (`Board.motion`), bound to its table, whose `still`
says which."""

from __future__ import annotations


def fade_in(t: float) -> int:
    """A card's alpha `t` of the way through a fade in (no motion's short fade)."""
    return int(255 * max(0.0, min(1.0, t)))


class Motion:
    def __init__(self, table):
        self.table = table

    @property
    def still(self) -> bool:
        """No motion (the table's setting, read each time: it may change mid-game)."""
        return self.table.still

    def slide(self, sprite, start, end, lift: float = 0.8):
        """A tick taking `sprite` from `start` to `end`; with no motion, it stands at `end`
        from the first frame and fades in there."""
        if not self.still:
            return sprite.slide(start, end, lift)

        def tick(t: float) -> None:
            sprite.place(end)
            sprite.alpha = fade_in(t)
        return tick

    def turn(self, sprite, face):
        """A tick turning `sprite` over to `face`; with no motion, it fades out and its
        other face fades in, in place."""
        if not self.still:
            return sprite.flip_to(face)

        def tick(t: float) -> None:
            if t >= 0.5:
                sprite.face = face
            sprite.alpha = fade_in(abs(2 * t - 1))
        return tick

    def fade_away(self, sprite, start, end):
        """A tick for a card leaving the table towards `end`, fading; with no motion it
        fades where it lies."""
        if not self.still:
            move = sprite.slide(start, end)
        else:
            def move(t: float) -> None:
                sprite.place(start)

        def tick(t: float) -> None:
            move(t)
            sprite.alpha = int(255 * (1 - t))
        return tick

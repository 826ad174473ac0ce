"""Nimble's guided first game: two sentences the catalogs hold, then play on."""

from scenes.lessons.guide import End, Explain, Lesson
from scenes.services.lang import N_


def lesson() -> Lesson:
    return Lesson("nimble", ("Ochre",), seed=1, steps=[
        Explain(N_("This is the best move the table allows.")),
        End(N_("Game over")),
    ])

"""The menu's seats (screens/menu.py): how many play, who sits in each seat (a person here,
a person on another computer, or a bot of a level) with a name, a person's controls, and
each game's seats as they were last time (the settings keep them). A part of `MenuScene`,
which holds the fields and buttons and gives what depends on the game's board:
`people_controls`, `options` and `_option_buttons`.
"""

from __future__ import annotations

from game import RULES

from ..services.bot_names import bot_identity, shown_bot_names, shown_name
from ..services.controls import CONTROLS, PAD
from ..services.lang import _
from ..services.names import name_form
from ..services.session import (
    BOT_NAMES,
    HUMAN_NAMES,
    LEVELS,
    YOU,
    Seat,
    default_you,
    name_people,
    your_name,
)
from .widgets import Button

REMOTE = "remote"   # a person on another computer: the table waits for them to join
KINDS = ("human",) + LEVELS + (REMOTE,)
PEOPLE = ("human", REMOTE)   # the kinds whose seat a person takes (named as people are)


def kinds_of(game: str) -> tuple[str, ...]:
    """The kinds a seat of `game` may be: every game, real time too, has seats for people
    here, bots and people on other computers."""
    return KINDS
SEATS = 6   # the most any game seats


class SeatChoice:
    """The seats as the menu offers them (a base of MenuScene)."""

    # --- memory: each game's seats as they were last time ---------------------------------
    def _recall(self, game: str) -> None:
        self.game = game
        rules = RULES[game]
        table = self.app.settings.tables.get(game)
        kinds = ["human"] + ["medium"] * (SEATS - 1)
        # A game not played yet seats the person who last typed a name ("Zoë" typed at
        # one game is still Zoë at the next), else "You".
        family = self.app.settings.family
        names = [family[0] if family else YOU] + [BOT_NAMES[i] for i in range(1, SEATS)]
        self.players, self.chosen = 2, {}
        self.chosen_controls: list = [None] * SEATS    # a person's controls, if picked
        if table is not None:
            for i, c in enumerate(table.get("controls", [])[:SEATS]):
                self.chosen_controls[i] = c if c in CONTROLS else None
            self.players = table["players"]
            for i, (kind, name) in enumerate(zip(table["kinds"][:SEATS], table["names"])):
                if kind in kinds_of(game):
                    kinds[i], names[i] = kind, name
            self.chosen = {k: v for k, v in table["options"].items() if isinstance(v, str)}
        self.players = max(rules.min_players, min(rules.max_players, self.players))
        self.kinds = kinds
        for f, kind, name in zip(self.fields, kinds, names):
            # "You" and the bots' names are kept in English, shown in the language used.
            if name == YOU:
                name = your_name()
            elif kind not in PEOPLE:
                name = shown_name("bot", name)
            f.text, f.active = name, False
        self.option_buttons = self._option_buttons()

    def _remember(self) -> None:
        self.app.settings.remember_table(self.game, self.players, self.kinds,
                                         [self._kept_name(kind, f.text.strip())
                                          for f, kind in zip(self.fields, self.kinds)],
                                         self.options(), self.chosen_controls)

    @staticmethod
    def _kept_name(kind: str, name: str) -> str:
        """A field's name as the settings keep it: "You" and the bots' own names in
        English (shown in the language of the day), any other as typed."""
        if kind not in PEOPLE:
            return bot_identity(name)
        return YOU if default_you(name) else name

    def _count(self, delta: int) -> None:
        rules = RULES[self.game]
        self.players = max(rules.min_players, min(rules.max_players, self.players + delta))
        self.option_buttons = self._option_buttons()

    def _cycle(self, i: int, step: int = 1) -> None:
        """The next kind for seat `i` (`step` -1: the one before, on a right click)."""
        old, kinds = self.kinds[i], kinds_of(self.game)
        at = kinds.index(old) if old in kinds else (-1 if step > 0 else 0)
        new = kinds[(at + step) % len(kinds)]
        self.kinds[i] = new
        name = self.fields[i].text
        if old in PEOPLE and new not in PEOPLE and (name in HUMAN_NAMES + ("",)
                                                     or default_you(name)):
            self.fields[i].text = shown_bot_names()[i]
        elif new in PEOPLE and old not in PEOPLE and bot_identity(name) in BOT_NAMES + ("",):
            self.fields[i].text = your_name() if i == 0 and new != REMOTE else HUMAN_NAMES[i]
        elif new == REMOTE and default_you(name):   # "You" are here, not on another computer
            self.fields[i].text = HUMAN_NAMES[i]

    def _cycle_controls(self, i: int) -> None:
        """The next controls for person `i` nobody else has (controllers: one each)."""
        now = self.people_controls()
        taken = {c for seat, c in now.items() if seat != i and c != PAD}
        free = [c for c in CONTROLS if c not in taken]
        at = free.index(now[i]) if now.get(i) in free else -1
        self.chosen_controls[i] = free[(at + 1) % len(free)]
        for seat, c in now.items():     # the others keep what they had
            if seat != i:
                self.chosen_controls[seat] = c

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.players):
            kind = self.kinds[i]
            name = self.fields[i].text.strip() or _("Player {number}").format(number=i + 1)
            out.append(Seat("human", name) if kind in PEOPLE
                       else Seat("bot", bot_identity(name), kind))
        return name_people(out)

    def remote(self) -> list[int]:
        """The seats kept for people on other computers (each a person's seat in `seats`)."""
        return [i for i in range(self.players) if self.kinds[i] == REMOTE]

    def _offer_names(self) -> None:
        """While a person's name is typed: the family's names not at the table yet."""
        active = next((i for i, f in enumerate(self.fields[:self.players])
                       if f.active and self.kinds[i] in PEOPLE), None)
        if active is None:
            self.name_buttons = []
            return
        taken = {name_form(f.text) for f in self.fields[:self.players]}   # one form (NFC)
        names = [n for n in self.app.settings.family if n not in taken][:5]
        self.name_buttons = [Button((600 + k * 126, 566, 118, 36), name,
                                    lambda n=name, i=active: self._take_name(i, n), size=16)
                             for k, name in enumerate(names)]

    def typing_rect(self):
        return next((f.rect for f in self.fields[:self.players] if f.active), None)

    def _take_name(self, i: int, name: str) -> None:
        self.fields[i].text, self.fields[i].active = name, False

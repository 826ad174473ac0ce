"""The menu's seats (screens/menu.py): how many play, who sits in each seat (a person here,
a person on another computer, or a bot of a level) with a name, a person's controls, and
each game's seats as they were last time (the settings keep them). A part of `MenuScene`,
which holds the fields and buttons and gives what depends on the game's board:
`people_controls`, `options` and `_option_buttons`.

A person has one name everywhere: a seat's field shows the name the table, the curtain,
the score screen and the guests' screens will use. A name nobody chose is the menu's
(`_default_names`): "You" for the one person at a table of bots, else a name of their own
("Ada", "Ben": two people pass the mouse, a guest's screen names the host's person), a
bot's own name; it follows the seats as they change. Only a name a person chose (typed,
or picked from the family's) is remembered as a family's name and offered later.
"""

from __future__ import annotations

from game import RULES

from ..services.bot_names import HUMAN_NAMES, bot_identity, shown_bot_names, shown_name
from ..services.controls import CONTROLS, PAD
from ..services.lang import _
from ..services.names import name_form
from ..services.session import LEVELS, YOU, Seat, default_you, name_people, your_name
from ..services.settings import own_names
from .widgets import Button

REMOTE = "remote"   # a person on another computer: the table waits for them to join
# A person here with a head start chosen openly (game/headstart.py), beside their seat:
# one more kind in the cycle (the last: a right click on "Person" reaches it), so the
# mouse and the keyboard choose it as they choose a bot's level, and a bot never has one.
HELPED = "helped"
HERE = ("human", HELPED)     # the kinds of a person at this computer
KINDS = ("human",) + LEVELS + (REMOTE, HELPED)
PEOPLE = HERE + (REMOTE,)    # the kinds whose seat a person takes (named as people are)


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
        # one game is still Zoë at the next), else the menu's name ("You").
        family = self.app.settings.family
        names = [family[0] if family else ""] + [""] * (SEATS - 1)   # "": the menu's
        self.players, self.chosen = 2, {}
        self.chosen_controls: list = [None] * SEATS    # a person's controls, if picked
        if table is not None:
            for i, c in enumerate(table.get("controls", [])[:SEATS]):
                self.chosen_controls[i] = c if c in CONTROLS else None
            self.players = table["players"]
            for i, (kind, name, own) in enumerate(zip(table["kinds"][:SEATS], table["names"],
                                                      own_names(table))):
                if kind in kinds_of(game):
                    # A bot's name is kept in English, shown in the language used.
                    kinds[i] = kind
                    names[i] = "" if not own else name if kind in PEOPLE \
                        else shown_name("bot", name)
            self.chosen = {k: v for k, v in table["options"].items() if isinstance(v, str)}
        self.players = max(rules.min_players, min(rules.max_players, self.players))
        self.kinds = kinds
        self.given: list[str | None] = [None] * SEATS  # the menu's name in each field
        for f, name in zip(self.fields, names):
            f.text, f.active = name, False
        self._default_names()
        self.option_buttons = self._option_buttons()

    def _remember(self) -> None:
        self.app.settings.remember_table(self.game, self.players, self.kinds,
                                         [self._kept_name(kind, f.text.strip())
                                          for f, kind in zip(self.fields, self.kinds)],
                                         self.options(), self.chosen_controls,
                                         [self._own(i) for i in range(SEATS)])

    def _own(self, i: int) -> bool:
        """Is seat `i`'s name one a person chose (typed, picked from the family's, or so
        remembered), rather than the menu's? A field left empty, or saying "You" (in
        any language) in a person's seat, is the menu's to fill."""
        f = self.fields[i]
        text = name_form(f.text)
        if not f.active and (not text or (self.kinds[i] in PEOPLE and default_you(text))):
            return False
        return self.given[i] is None or text != self.given[i]

    def _default_names(self) -> None:
        """Each seat whose name nobody chose gets the name the table will call it by:
        "You" for the one person at a table of bots (the sentences then say "you"), a
        name of their own when two or more people sit (the first of HUMAN_NAMES not at the
        table, seat i's own first: "I am Ada" on the curtain, the host's person on the
        guests' screens), a bot its own name, in the language in use. Called whenever the
        seats, the language or a name change, so the menu always shows what Play gives."""
        own = [self._own(i) for i in range(SEATS)]
        people = [i for i in range(self.players) if self.kinds[i] in PEOPLE]
        taken = {name_form(self.fields[i].text) for i in range(self.players) if own[i]}
        bots = shown_bot_names()
        for i, (f, kind) in enumerate(zip(self.fields, self.kinds)):
            if own[i]:
                continue
            if kind not in PEOPLE:
                name = bots[i]
            elif people == [i] and kind != REMOTE:
                name = your_name()
            else:
                name = next((n for n in (HUMAN_NAMES[i], *HUMAN_NAMES) if n not in taken),
                            HUMAN_NAMES[i])
            taken.add(name)
            f.text = self.given[i] = name

    @staticmethod
    def _kept_name(kind: str, name: str) -> str:
        """A field's name as the settings keep it: "You" and the bots' own names in
        English (shown in the language of the day), any other as typed (whether a person
        chose it is kept beside: `_own`)."""
        if kind not in PEOPLE:
            return bot_identity(name)
        return YOU if default_you(name) else name

    def _count(self, delta: int) -> None:
        rules = RULES[self.game]
        self.players = max(rules.min_players, min(rules.max_players, self.players + delta))
        self._default_names()
        self.option_buttons = self._option_buttons()

    def _cycle(self, i: int, step: int = 1) -> None:
        """The next kind for seat `i` (`step` -1: the one before, on a right click). A
        name a person chose stays (a bot may be called Grandpa); the menu's follow."""
        old, kinds = self.kinds[i], kinds_of(self.game)
        at = kinds.index(old) if old in kinds else (-1 if step > 0 else 0)
        self.kinds[i] = kinds[(at + step) % len(kinds)]
        self._default_names()

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
            out.append(Seat("human", name, helped=kind == HELPED) if kind in PEOPLE
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
        self.given[i] = None            # picked: a person's choice, as if typed

    def _typed(self, i: int) -> None:
        """Seat `i`'s name was changed by typing: it is a person's own from now on."""
        self.given[i] = None

    def people_here_named(self, seats: list[Seat], remote: list[int]) -> list[str]:
        """The names people here chose (`_own`), the family's to offer later: never the
        menu's ("You", "Ada", "Ben") nor a guest's seat."""
        return [s.name for i, s in enumerate(seats)
                if not s.is_bot and i not in remote and self._own(i)]

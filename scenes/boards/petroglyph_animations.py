"""Petroglyph's rules events as animations: a card turned, a set collected into a tray, a
mismatch turned back, a card put out of the game, a row or column shuffled. Each move says
its line of what happened as its animation begins (a card turned: which, and where)."""

from __future__ import annotations

from game import grid as g
from game.petroglyph.cards import animal_value, colour

from ..kit.sprites import CardSprite
from ..services.lang import N_, _
from .petroglyph_face import GAME, MINI, MINI_STEP, ending, tray_slots

# English marked for the catalogs, translated where said: _(you), _(other).
SHUFFLED = {"row": (N_("You shuffle row {n}."), N_("{name} shuffles row {n}.")),
            "col": (N_("You shuffle column {n}."), N_("{name} shuffles column {n}."))}
# Translators: a set just collected, in "You collect {set}: +{points}".
SETS = {"R": N_("two couples"), "B": N_("three ships"), "Y": N_("two animals")}
CUPS = (N_("one cup"), N_("two cups"), N_("three cups"), N_("four cups"), N_("five cups"),
        N_("six cups"))
# Translators: a card inside a sentence, "You turn over a red couple at row 1, column 2."
CARDS = {"R": N_("a red couple"), "B": N_("a blue ship"), "G": N_("a green cup"),
         "YH": N_("the hunter"), "Y1": N_("the bird ({value} point)"),
         "Y2": N_("the elk ({value} points)"), "Y3": N_("the mammoth ({value} points)")}


def set_words(cards: tuple[str, ...]) -> str:
    """'three ships', 'two cups': the set a player collects (a complete red, blue or
    yellow set, or one to six green cups), in the language in use."""
    kind = colour(cards[0])
    if kind == "G":
        return _(CUPS[len(cards) - 1])
    return _(SETS[kind])


def card_words(card: str) -> str:
    """'a red couple', 'the hunter', 'the elk (2 points)': a card face up, named inside a
    sentence, in the language in use."""
    words = _(CARDS[card] if card in CARDS else CARDS[colour(card)])
    return words.format(value=animal_value(card)) if colour(card) == "Y" else words


def out_of_game(card: str) -> str:
    """'A blue ship is out of the game.': the solitaire's discard, said."""
    kind = colour(card)
    if card == "YH":
        return _("The hunter is out of the game.")
    if kind == "Y":
        return _("The {value}-point animal is out of the game.").format(value=card[1])
    return {"R": _("A red couple is out of the game."),
            "B": _("A blue ship is out of the game."),
            "G": _("A green cup is out of the game.")}[kind]



class PetroglyphAnimations:
    """The `_on_<event>` handlers of PetroglyphBoard (its sprites, trays and discards)."""

    def _on_flip(self, e) -> None:
        sprite = self.sprites[g.index(tuple(e["cell"]))]
        row, col = e["cell"]
        self.tell(e["seat"], _("You turn over {card} at row {row}, column {col}."),
                  _("{name} turns over {card} at row {row}, column {col}."),
                  card=card_words(e["card"]), row=row + 1, col=col + 1)
        self.timeline.add(250, tick=self.motion.turn(sprite, e["card"]), ease=lambda t: t,
                          start=self.sound("flip"))
        if colour(e["card"]) == "G":
            self.tip("green")

    def _on_collect(self, e) -> None:
        seat, cards = e["seat"], tuple(e["cards"])
        slots = [g.index(tuple(c)) for c in e["cells"]]
        self.tell(seat, _("You collect {set}: +{points}"), _("{name} collects {set}: +{points}"),
                  set=set_words(cards), points=e["points"])
        flyers = [CardSprite(GAME, *self.cell_rect(p), face=card) for p, card in
                  zip(slots, cards)]
        ends = tray_slots(self.seat_rect(seat), self.trays[seat], len(cards),
                          drop=self.tray_drop)[-1]
        ticks = [self.motion.slide(f, f.rect, end) for f, end in zip(flyers, ends)]

        def start():
            self.table.sound("collect")
            for p in slots:
                self.sprites[p].present = False
            self.flying = flyers

        def end():
            self.flying = []
            self.trays[seat].append(cards)
            self.table.float_score(f"+{e['points']}", self.seat_rect(seat))
        self.timeline.add(400, tick=lambda t: [f(t) for f in ticks], start=start, end=end)

    def _on_mismatch(self, e) -> None:
        cells = {g.index(tuple(c)) for c in e["cells"]}
        line = self.about(e["seat"], _("No match."), _("{name}: no match."))
        self.timeline.call(lambda: self.table.say(line, warning=True))
        self.timeline.add(0, end=lambda: self.bad.update(cells), start=self.sound("mismatch"))
        self.tip("mismatch" if self.session.players > 1 else "discard")
        if self.session.players > 1:
            self.timeline.wait(750)

    def _on_turn_back(self, e) -> None:
        ticks = [self.motion.turn(self.sprites[g.index(tuple(c))], None) for c in e["cells"]]
        self.timeline.add(250, tick=lambda t: [f(t) for f in ticks], start=self.bad.clear,
                          ease=lambda t: t)

    def _on_discard(self, e) -> None:
        slot = g.index(tuple(e["cell"]))
        sprite = self.sprites[slot]
        x, y, w, h = self.layout.rect("discard")
        end = (x + 16 + MINI_STEP * len(self.discards), y + 78, *MINI)
        slide = self.motion.slide(sprite, sprite.rect, end)

        def done():
            sprite.present = False
            self.discards.append(e["card"])
        line = out_of_game(e["card"])
        self.timeline.call(lambda: self.table.say(line))
        # Chosen, it leaves its ✗ behind: the mark would fly with it over the pile's words.
        self.timeline.add(350, tick=slide, start=lambda: self.bad.discard(slot), end=done)

    def _on_shuffle(self, e) -> None:
        slots = [g.index(tuple(c)) for c in e["cells"]]
        you, other = SHUFFLED[e["line"]]
        self.tell(e["seat"], _(you), _(other), n=e["index"] + 1)
        homes = [self.cell_rect(p) for p in slots]
        xs = sum(r[0] for r in homes) / len(homes)
        ys = sum(r[1] for r in homes) / len(homes)
        middle = (xs, ys, *self.card_size)
        if self.motion.still:      # no motion: the cards fade out and in again where they lie
            gather = [self.motion.fade_away(self.sprites[p], home, home) for p, home in
                      zip(slots, homes)]
            deal = [self.motion.slide(self.sprites[p], home, home) for p, home in zip(slots, homes)]
        else:
            gather = [self.sprites[p].slide(home, middle, 0.6) for p, home in
                      zip(slots, homes)]
            deal = [self.sprites[p].slide(middle, home, 0.6) for p, home in zip(slots, homes)]
        self.timeline.add(260, tick=lambda t: [f(t) for f in gather], start=self.sound("shuffle"))
        self.timeline.wait(120)
        self.timeline.add(320, tick=lambda t: [f(t) for f in deal])

    def _on_no_shuffle(self, e) -> None:
        self.timeline.call(lambda: self.table.say(
            _("No row or column of 3-4 cards holds a kept card: no shuffle.")))

    def _on_pass(self, e) -> None:
        self.tell(e["seat"], _("You don't shuffle."), _("{name} does not shuffle."))

    def _on_game_over(self, e) -> None:
        super()._on_game_over(e)
        self.timeline.call(lambda: self.table.say(ending(self.session.view(None))))

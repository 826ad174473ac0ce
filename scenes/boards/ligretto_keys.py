"""Ligretto for one person by the keyboard and by ear (issue 43), a part the board owns:
the focus's zones over the table, the words F4-F6 ask for, the board's keys for F1, and
what the voice says in a race.

The zones, for one person. Their own cards are one zone, as they lie left to right: the
stack's top, each place of the row, the hand (turn three), the discard's top; the centre
is another: each pile by its number, then the place of a new pile. A target's key names a
place, ("row", 2), ("pile", 4), ("pile", "new"), so the focus stays put as cards fly.
Enter on a card plays it where it fits, as a click does (`Controls.auto`); Enter on a pile
plays there the card chosen, the person's own card the focus last sat on, as a drag does
(`Controls.submit` of that play). Either way the move goes to the clock against the table
the person saw, and a refusal ("too late", or the rules' words) is said to them as a
click's is. Up from a card carries it to the centre, onto a pile it goes on (else the
nearest), and Down comes back to it: the arrows cross between the two zones where nothing
lies that way within one (`handle_event`). Tab goes through every place in turn, so a card
passed by Tab is chosen too; a pile's words name the card chosen ("Your red 5 goes here").
Enter on the hand turns three. Space turns three wherever the focus is (`Target.space`
False): the person's key does not change meaning when the ring shows.
Between rounds the centre's zone is Next round, while paused Go on, and Enter on a card
does what Enter does without the ring (the next round, going on); during the 3-2-1, or in
a game picked up from Continue, Enter plays at once, as the person's keys do.

Several people at one computer: the board has no zones. Every key there is someone's
(their key blocks, ligretto_input.py), and one person's focus would play for nobody.

The voice in a race. Everyone plays at once, so a voice saying every card would bury what
matters under the bots' bursts. It says what the person needs: their own refusals (at
once, over anything), a card of theirs that fits a pile (once per new chance, short: "Red
4 fits (row 2)."), the round's end with every seat's points, and the banner as it changes
(their stack's count). The bots' cards are heard as the table's sounds (a card laid, a
pile closed, a shuffle) and written in the history. Their hand turned over and a
deadlock's shuffle are said only when the voice says everything (Settings, Speech). Nothing
hidden is said: the person's own face-up cards and counts, the centre's tops, the others'
stack counts, what anyone at the table sees.

The pace. While speech is on (a voice, not a log alone) the bots race at the Bots' pace
setting's Relaxed at least (`race_pace`: it cannot be quicker; Slow animations slow it
further), and the table says so once, as it starts: a person who plays by ear needs the
time to hear a chance and find its key. The bots' level makes a quicker race.
"""

from __future__ import annotations

import pygame

from game.core import Phrase
from game.ligretto.cards import card_phrase, kind_phrase, number_of
from game.ligretto.rules import Play

from ..kit.keys import key_label
from ..services.controls import ROW_ACTIONS
from ..services.lang import _, join_list, ngettext, pgettext, text
from ..services.settings import NORMAL_PACE_MS, RELAXED_PACE_MS
from ..shell.focus import Target, focus_of
from .ligretto_input import discard_key, stack_key
from .ligretto_places import GAME, back, face, pile_rect
from .ligretto_seat import seat_shows

OWN = ("stack", "row", "discard")    # the places a card is played from
MOST_PILES = 16                      # four 1s in each of four decks: no new pile after


def name(card: str) -> str:
    return text(card_phrase(card))


def sentence(words: str) -> str:
    """A sentence that may begin with a card's name ('red 4 fits'): its first letter big."""
    return words[:1].upper() + words[1:]


class KeyTable:
    def __init__(self, board):
        self.board = board
        self.chosen: tuple | None = None     # the person's own place the focus last sat on
        self.said: set = set()               # (round, card): fits said, still fitting
        self.looked = None                   # the state the chances were last read from
        self.told_pace = False

    @property
    def speech(self):
        return self.board.table.app.speech

    def alone(self) -> bool:
        """One person plays here (the keys and the voice below are theirs)."""
        b = self.board
        return b.me is not None and len(b.people) == 1 and not b.watching

    # --- the zones ----------------------------------------------------------------------------
    def zones(self) -> list:
        if not self.alone():
            # Several people at one computer race with their own key blocks (and the mouse,
            # a controller): Tab, the arrows and Enter would play for nobody, so the board
            # offers no zones and the table's buttons alone take the focus.
            return []
        return [self.own_targets(), self.centre_targets()]

    def own_targets(self) -> list[Target]:
        b = self.board
        slots = b.slots[b.me]
        places = [(("stack", None), slots.stack),
                  *[(("row", i), rect) for i, rect in enumerate(slots.row)],
                  (("hand", None), slots.hand), (("discard", None), slots.discard)]
        return [Target(key, tuple(rect), lambda key=key: self.card_words(key),
                       lambda key=key: self.press(key), space=False)
                for key, rect in places]

    def centre_targets(self) -> list[Target]:
        b = self.board
        if b.paused:
            button = b.resume_button
            return [Target(button, tuple(button.rect), lambda: button.label,
                           button.on_click, space=False)]
        if b.session.between() or b.session.is_over():
            button = b.round_panel.button
            return [Target(button, tuple(button.rect), lambda: button.label,
                           self.next_round, space=False)]
        piles = len(b.shown.piles)
        out = [Target(("pile", k), tuple(pile_rect(b.layout, k)),
                      lambda k=k: self.pile_words(k), lambda k=k: self.play_on(k),
                      space=False) for k in range(piles)]
        if piles < MOST_PILES:
            out.append(Target(("pile", "new"), tuple(pile_rect(b.layout, piles)),
                              lambda: self.pile_words("new"), lambda: self.play_on("new"),
                              space=False))
        return out

    # --- the close-up (kit/closeup.py) ----------------------------------------------------
    def card_face(self, key, seat: int | None = None) -> str | None:
        """The card at a place as the table shows it: a pile's top, or `seat`'s (the
        person's by default) stack, row, hand (its back) or discard."""
        b = self.board
        if not (isinstance(key, tuple) and len(key) == 2):
            return None
        kind, i = key
        if kind == "pile":
            piles = b.shown.piles
            return face(piles[i][-1]) if isinstance(i, int) and i < len(piles) else None
        seat = b.me if seat is None else seat
        if seat is None or kind not in ("stack", "row", "hand", "discard"):
            return None
        shows = seat_shows(b, seat, b.slots[seat], {f.card for f in b.flights})
        if kind == "stack":
            return face(shows.stack) if shows.stack else None
        if kind == "row":
            cards = shows.rows[i] if i < len(shows.rows) else ()
            return face(cards[-1]) if cards else None
        if kind == "hand":
            return back(seat) if shows.hand_left else None
        return face(shows.discard) if shows.discard else None

    def looks(self) -> list:
        """Where no focus moves over the table (a replay, several people racing): every
        seat's face-up cards, each said by its name, and the piles."""
        from ..kit.closeup import Look
        b = self.board
        out = []
        for seat, slots in b.slots.items():
            for key, rect in ((("stack", None), slots.stack),
                              *((("row", i), r) for i, r in enumerate(slots.row)),
                              (("discard", None), slots.discard)):
                shown = self.card_face(key, seat)
                if shown is not None:
                    out.append(Look((seat, *key), tuple(rect), GAME, shown,
                                    lambda shown=shown: sentence(text(kind_phrase(
                                        shown[0], int(shown[1:]))))))
        for k in range(len(b.shown.piles)):
            out.append(Look(("pile", k), tuple(pile_rect(b.layout, k)), GAME,
                            self.card_face(("pile", k)), lambda k=k: self.pile_words(k)))
        return out

    # --- Up and Down between the zones -----------------------------------------------------
    def handle_event(self, event) -> bool:
        """An arrow the focus found nothing for in its zone (focus.py hands it on): Up from
        one of the person's cards carries it to the centre, onto a pile it goes on (else
        the nearest); Down from the centre comes back to that card. The other arrows
        there are used up (never a key that starts the round)."""
        b = self.board
        if event.type != pygame.KEYDOWN or event.key not in (
                pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
            return False
        app = b.table.app
        if not self.alone() or not app.keyboard:
            return False
        here = focus_of(b.table).key
        own = isinstance(here, tuple) and here[0] in (*OWN, "hand")
        if event.key == pygame.K_UP and own:
            if here[0] in OWN:
                self.chosen = here
            self.move_focus(self.pile_for(here))
        elif event.key == pygame.K_DOWN and any(t.key == here for t in self.centre_targets()):
            self.move_focus(self.chosen or ("stack", None))
        return True

    def carried(self) -> tuple | None:
        """The card chosen while the ring is on the centre: it glows as under the mouse,
        so the eye sees which card Enter plays there."""
        b = self.board
        if not self.alone() or not b.table.app.keyboard:
            return None
        key = focus_of(b.table).key
        return self.chosen if isinstance(key, tuple) and key[0] == "pile" else None

    def pile_for(self, key) -> object:
        """Where Up from the person's place `key` lands: a pile its card goes on, else the
        pile nearest above it."""
        fits = self.fitting().get(self.board.controls.card_at(key)) if key[0] in OWN else None
        if fits:
            return ("pile", fits[2][0])
        own = next(t.rect for t in self.own_targets() if t.key == key)
        centre = self.centre_targets()
        return min(centre, key=lambda t: (t.rect[0] - own[0]) ** 2 + (t.rect[1] - own[1]) ** 2
                   ).key

    def move_focus(self, key) -> None:
        """The focus put on the target `key`, and said, as when the focus moves itself."""
        b = self.board
        target = next((t for zone in self.zones() for t in zone if t.key == key), None)
        if target is None:
            return
        focus_of(b.table).place(key)
        b.table.redraw()
        self.speech.say(target.words(), interrupt=True)

    # --- Enter --------------------------------------------------------------------------------
    def ready(self) -> bool:
        """Enter on the table: True when the person may play now. Between rounds it deals
        the next round, paused it goes on, as Enter does without the ring; in the 3-2-1
        or a game picked up paused, the round starts and the card goes."""
        b = self.board
        if b.session.between():
            self.next_round()
            return False
        if b.paused and not b.picked_up:
            b.toggle_pause()
            return False
        if b.paused or b.countdown is not None:
            self.go_on()
        return b.person_may_act()

    def go_on(self) -> None:
        """A game picked up from Continue, or the 3-2-1: the round starts now."""
        b = self.board
        b.paused = b.picked_up = False
        b.start_now()

    def next_round(self) -> None:
        """Next round, when its button would take a click (not under "Ligretto!", nor in
        a guided game, whose round ends on its own panel)."""
        b = self.board
        if b.sign is None and not b.table.holding() and b.session.between():
            b.round_panel.next_round()

    def press(self, key) -> None:
        """Enter on one of the person's places: the hand turns three, a card is played
        where it fits (a click's path)."""
        if not self.ready():
            return
        controls = self.board.controls
        if key[0] == "hand":
            controls.turn()
        else:
            controls.auto(key)

    def play_on(self, pile) -> None:
        """Enter on a pile: the card chosen goes there (a drag's path); the clock decides."""
        if not self.ready():
            return
        b = self.board
        if self.chosen is None:
            b.say_to(b.me, Phrase("Choose one of your cards first: go to it, then Up "
                                  "carries it to the piles."))
            b.table.sound("mismatch")
            return
        if b.controls.card_at(self.chosen) is None:
            b.say_to(b.me, Phrase("Nothing there to play."))
            b.table.sound("mismatch")
            return
        kind, i = self.chosen
        b.controls.submit(Play(kind, pile, i))

    # --- words of the targets -------------------------------------------------------------
    def card_words(self, key) -> str:
        b = self.board
        kind, i = key
        if kind == "hand":
            return " ".join([self.hand_words(), _("Enter or Space turns three cards.")])
        card = b.controls.card_at(key)
        if kind == "stack":
            words = self.stack_words()
        elif kind == "discard":
            words = self.discard_words()
        elif card is None:
            words = _("Your row, place {n}: empty.").format(n=i + 1)
        else:
            words = _("Your row, place {n}: {card}.").format(n=i + 1, card=name(card))
        if card is not None and card in self.fitting():
            words = " ".join([words, _("It fits.")])
        return words

    def pile_words(self, pile) -> str:
        b = self.board
        if pile == "new":
            words = _("The place of a new pile: only a 1 starts one.")
        else:
            top = b.shown.piles[pile][-1]
            words = (_("Pile {n}: {card}, complete.") if number_of(top) == 10
                     else _("Pile {n}: {card}.")).format(n=pile + 1, card=name(top))
        card = b.controls.card_at(self.chosen) if self.chosen is not None else None
        if card is None:
            return words
        kind, i = self.chosen
        goes = Play(kind, pile, i) in self.legal()
        return " ".join([words, (_("Your {card} goes here.") if goes
                                 else _("Your {card} does not go here.")).format(card=name(card))])

    def stack_words(self) -> str:
        b = self.board
        stack = b.shown.stacks[b.me]
        if not stack:
            return _("Your stack is empty.")
        return ngettext("Your stack: {card} on top, {n} card.",
                        "Your stack: {card} on top, {n} cards.", len(stack)).format(
            card=name(stack[0]), n=len(stack))

    def discard_words(self) -> str:
        b = self.board
        discard = b.shown.discards[b.me]
        if not discard:
            return _("Your discard pile is empty.")
        return _("Your discard pile: {card} on top.").format(card=name(discard[0]))

    def hand_words(self) -> str:
        b = self.board
        n = len(b.shown.hands[b.me])
        if n:
            return ngettext("Your hand: {n} card face down.", "Your hand: {n} cards face down.",
                            n).format(n=n)
        if b.shown.discards[b.me]:
            return _("Your hand is empty: turning puts your discard pile back in it.")
        return _("Your hand is empty, and your discard pile too.")

    def place_words(self, kind: str, i) -> str:
        """Where a card of the person's lies, in a few words: 'stack', 'row 2'."""
        if kind == "stack":
            # Translators: where a card lies, in "Red 4 fits (stack).": the Ligretto stack.
            return pgettext("Ligretto place", "stack")
        if kind == "discard":
            # Translators: where a card lies, in "Red 4 fits (discard).": the discard pile.
            return pgettext("Ligretto place", "discard")
        # Translators: where a card lies, in "Red 4 fits (row 2).": the row's 2nd place.
        return pgettext("Ligretto place", "row {n}").format(n=i + 1)

    # --- what fits ----------------------------------------------------------------------------
    def legal(self) -> tuple:
        b = self.board
        return b.session.legal(b.me) if b.session.state.phase == "play" else ()

    def fitting(self) -> dict:
        """The person's cards that go to the centre now: card -> (place, index, [piles])."""
        b = self.board
        out: dict = {}
        for m in self.legal():
            if isinstance(m, Play):
                card = b.controls.card_at((m.source, m.index))
                if card is not None:
                    out.setdefault(card, (m.source, m.index, []))[2].append(m.pile)
        return out

    # --- F4, F5, F6 ---------------------------------------------------------------------------
    def describe(self, what: str) -> str | None:
        b = self.board
        if what == "table":
            return self.table_words()
        if not self.alone():
            return None             # several people: whose hand? each sees their own side
        if what == "hand":
            row = [name(c) if c is not None else pgettext("row place", "empty")
                   for c in b.shown.row_tops(b.me)]
            return " ".join([self.stack_words(),
                             _("Your row: {cards}.").format(cards=join_list(row)),
                             self.discard_words(), self.hand_words()])
        if what == "moves":
            return self.moves_words()
        return None

    def table_words(self) -> str:
        b = self.board
        v = b.shown
        tops = [(_("{card} (complete)") if number_of(p[-1]) == 10 else "{card}").format(
            card=name(p[-1])) for p in v.piles]
        said = [ngettext("{n} pile in the centre: {tops}.", "{n} piles in the centre: {tops}.",
                         len(tops)).format(n=len(tops), tops=join_list(tops))
                if tops else _("No pile in the centre yet.")]
        for seat in range(v.players):
            if seat != b.me:
                n = len(v.stacks[seat])
                said.append(ngettext("{name}: {n} card left in their stack.",
                                     "{name}: {n} cards left in their stack.", n).format(
                    name=b.name(seat), n=n))
        return " ".join(said)

    def moves_words(self) -> str:
        b = self.board
        if b.session.is_over():
            return _("The game is over.")
        if b.session.between():
            return _("The round is over: Enter deals the next one.")
        if b.paused:
            return _("Paused: Esc goes on.")
        said = []
        for card, (kind, i, piles) in self.fitting().items():
            place = self.place_words(kind, i)
            if piles == ["new"]:
                said.append(sentence(_("{card} ({place}) starts a new pile.").format(
                    card=name(card), place=place)))
            else:
                said.append(sentence(_("{card} ({place}) goes on pile {pile}.").format(
                    card=name(card), place=place, pile=piles[0] + 1)))
        v = b.shown
        turns = bool(v.hands[b.me] or v.discards[b.me])
        if said:
            if turns:
                said.append(_("Or turn three cards with Space."))
            return " ".join(said)
        if turns:
            return _("No card of yours fits now: turn three cards with Space.")
        return _("No card of yours fits now, and you have nothing to turn: wait for the "
                 "others.")

    # --- F1 -----------------------------------------------------------------------------------
    def keys_help(self) -> list[tuple[str, str]]:
        b = self.board
        if b.me is None or b.watching:
            return []
        pause = (_("Esc"), _("pause the game, or go on"))
        if not self.alone():
            keys = []
            for seat in b.people:
                labels = b.inputs.labels(seat)
                actions = [*ROW_ACTIONS[:len(b.slots[seat].row)], "stack", "discard", "turn"]
                shown = [labels[a] for a in actions if a in labels]
                if shown:
                    keys.append((" ".join(shown), _(
                        "{name}: the row's cards, the stack, the discard pile, turn "
                        "three").format(name=b.name(seat))))
            return keys + [pause]
        n = len(b.slots[b.me].row)
        return [(f"1-{n}", _("play the card at that place of your row")),
                (stack_key(), _("play the top card of your stack")),
                (discard_key(), _("play the top card of your discard pile")),
                (key_label("space"), _("turn three cards from your hand, wherever the focus "
                                       "is")),
                (_("Enter"), _("on a card: play it; on a pile: play your card there")),
                (_("Up, Down"), _("from a card up to the piles, and back down to it")),
                pause]

    # --- the voice in a race ------------------------------------------------------------------
    def slows(self) -> bool:
        """Speech is on and a person plays here: the bots race at the relaxed pace."""
        return self.speech.mode != "off" and self.board.me is not None \
            and not self.board.watching

    def race_pace(self, pace: float) -> float:
        if not self.slows():
            return pace
        return max(pace, RELAXED_PACE_MS / NORMAL_PACE_MS * self.board.table.time_scale)

    def update(self) -> None:
        """Each frame: the card chosen (the focus on one of the person's places), the pace
        said once, the chances said."""
        b = self.board
        if not self.alone():
            return
        key = focus_of(b.table).key
        if isinstance(key, tuple) and key[0] in OWN and b.controls.card_at(key) is not None:
            self.chosen = key
        if not self.told_pace and self.slows() and b.person_plays() \
                and not b.table.holding():
            self.told_pace = True
            b.table.news.say(_("Speech is on, so the bots race at the relaxed pace. For "
                               "quicker bots, choose a medium or hard level."))
        self.tell_chances()

    def tell_chances(self) -> None:
        """A card of the person's that fits a pile, said once per new chance: when it comes
        to fit (a pile reached its number, the card came up), not again while it still
        fits; the round's first chances as it starts."""
        b = self.board
        if not self.speech.on or not b.person_may_act() or b.table.holding():
            return
        state = b.session.state
        if state is self.looked:
            return
        self.looked = state
        fits = self.fitting()
        now = {(state.round, card) for card in fits}
        new = [card for card in fits if (state.round, card) not in self.said]
        self.said = now
        if new:
            self.speech.say(" ".join(
                sentence(_("{card} fits ({place}).").format(
                    card=name(card), place=self.place_words(*fits[card][:2])))
                for card in new))

    def round_over(self, words: str) -> None:
        """The round's end and everyone's points, said at once over what still waits."""
        self.speech.say(words, interrupt=True)

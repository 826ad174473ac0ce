"""What a person at a Petroglyph table knows of each cell from what was shown since the
deal (the events, in order): a hint's reasons say only what this makes true.

`shown(heard, view)` -> Shown: per slot still holding a card, "seen" (its card was turned
face up in this very slot and no shuffle has touched the slot since), "maybe" (a shuffle
may have brought a card seen before here) or "never" (no card shown since the deal can be
here: nobody has seen this card).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bot_memory import slot_of


@dataclass(frozen=True)
class Shown:
    status: dict        # slot -> "seen" | "maybe" | "never", for every slot with a card
    cards: dict         # slot -> the card seen there, for "seen" slots
    ever: frozenset     # every card shown since the deal

    def of(self, slot: int) -> str:
        return self.status.get(slot, "never")

    def count(self, slots, status: str) -> int:
        return sum(1 for s in slots if self.of(s) == status)


def shown(heard, view) -> Shown:
    status: dict[int, str] = {}
    cards: dict[int, str] = {}
    seen_cards: set[str] = set()      # every card shown and still in play
    ever: set[str] = set()
    for event in heard:
        kind = event.get("type")
        if kind == "flip":
            slot = slot_of(event["cell"])
            status[slot], cards[slot] = "seen", event["card"]
            seen_cards.add(event["card"])
            ever.add(event["card"])
        elif kind == "collect":
            for cell, card in zip(event["cells"], event["cards"]):
                status.pop(slot_of(cell), None)
                seen_cards.discard(card)
        elif kind == "discard":
            status.pop(slot_of(event["cell"]), None)
            seen_cards.discard(event["card"])
        elif kind == "shuffle":
            slots = [slot_of(c) for c in event["cells"]]
            # Only a card shown before can make a shuffled slot uncertain; a shuffle of
            # cards nobody has seen leaves them all unseen.
            if any(s in status for s in slots):
                for s in slots:
                    status[s] = "maybe"
    # The cards face up now were seen, whatever events the caller had.
    for slot in view.up:
        if view.grid[slot] not in (None, "?"):
            status[slot], cards[slot] = "seen", view.grid[slot]
            seen_cards.add(view.grid[slot])
            ever.add(view.grid[slot])
    ever.update(c for seat in view.sets for cards in seat for c in cards)
    ever.update(view.discarded)
    status = {s: v for s, v in status.items() if view.grid[s] is not None}
    cards = {s: cards[s] for s, v in status.items() if v == "seen"}
    # When every card seen and still in play sits in a "seen" slot, no "maybe" slot can
    # hold one: they hold cards nobody has seen.
    if seen_cards <= set(cards.values()):
        status = {s: v for s, v in status.items() if v == "seen"}
    return Shown(status, cards, frozenset(ever))

"""What a seat may know of a move's events. An event showing a hidden card names the seats
that may see it in "seats" (a hand dealt); another seat hears only that it happened: the
same type, the seat it went to and who may see it, marked "withheld", never the cards.
"""

from __future__ import annotations

from ..services.session_help import visible_to


def withheld(event: dict) -> dict:
    kept = {"type": event["type"], "seats": list(event["seats"]), "withheld": True}
    if type(event.get("seat")) is int:
        kept["seat"] = event["seat"]
    return kept


def for_seat(events: list[dict], seat: int) -> list[dict]:
    """A move's events as `seat` may hear them, in order."""
    return [e if visible_to(e, seat) else withheld(e) for e in events]

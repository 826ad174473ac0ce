"""What play across computers says to a person, each a whole sentence through the catalogs
(a Phrase, translated where it is shown), found by the key a message carries; and the
rules' own words (a refusal, a Phrase) written for the wire and read back.
"""

from __future__ import annotations

from game.core import Phrase

from .kinds import phrase as fit_phrase

# To a guest, about its table on the host ({host}: the host's name).
FULL = "full"
VERSION = "version"
BAD_TOKEN = "bad_token"
NOT_YOUR_SEAT = "not_your_seat"
STALE = "stale"
UNREADABLE = "unreadable"
CLOSED_UNREADABLE = "closed_unreadable"
FLOOD = "flood"
REFUSED = "refused"
DROPPED = "dropped"
HOST_CLOSED = "host_closed"
REJOIN = "rejoin"
REOPEN = "reopen"
HOST_UNREADABLE = "host_unreadable"
SEAL_BROKEN = "seal_broken"
WAIT = "wait"
BEFORE_REJOIN = "before_rejoin"
WATCHERS_FULL = "watchers_full"
ONLY_WATCHING = "only_watching"
# To the host, about a guest ({name}: the guest's name).
JOINED = "joined"
BACK = "back"
LEFT = "left"
LENT = "lent"
LENT_GAME = "lent_game"
GUEST_FLOOD = "guest_flood"
GUEST_UNREADABLE = "guest_unreadable"
GUEST_VERSION = "guest_version"
GUEST_FULL = "guest_full"
WATCHING = "watching"
STOPPED_WATCHING = "stopped_watching"
GUEST_WATCHERS_FULL = "guest_watchers_full"


def said(key: str, **places) -> Phrase:
    """The sentence for `key` (an unknown key, from a newer host: "could not be read")."""
    if key == FULL:
        return Phrase("{host}'s table is full: every seat for a person on another computer "
                      "is taken.", **places)
    if key in (VERSION, GUEST_VERSION):
        return Phrase("{name}'s Card Table is version {theirs} and this one is version "
                      "{ours}: both need the same version.", **places)
    if key == BAD_TOKEN:
        return Phrase("{host}'s table does not know this seat any more: ask for a new "
                      "invite.", **places)
    if key == REJOIN:
        return Phrase("Your seat waits for you: go back to the menu and join the table again "
                      "with its invite.")
    if key == NOT_YOUR_SEAT:
        return Phrase("You may only move for your own seat.")
    if key == STALE:
        return Phrase("The table had moved on: your move was not played.")
    if key == CLOSED_UNREADABLE:
        return Phrase("{host} closed the connection: too many messages from this computer "
                      "could not be read.", **places)
    if key == FLOOD:
        return Phrase("{host} closed the connection: this computer sent too many messages "
                      "at once.", **places)
    if key == DROPPED:
        return Phrase("The connection to {host}'s table was lost.", **places)
    if key == HOST_CLOSED:
        return Phrase("{host} has closed the table: the game is saved on their computer.",
                      **places)
    if key == REOPEN:
        return Phrase("When {host} opens the table again, go back to the menu and join it "
                      "with the new invite.", **places)
    if key == HOST_UNREADABLE:
        return Phrase("A message from {host}'s table could not be read: it was ignored.",
                      **places)
    if key == SEAL_BROKEN:
        return Phrase("The seed {host}'s table revealed is not the one it promised: this "
                      "game is not recorded.", **places)
    if key == WAIT:
        return Phrase("Wait for the table to answer your last move.")
    if key == BEFORE_REJOIN:
        return Phrase("That move was made before you rejoined: it cannot be taken back.")
    if key == WATCHERS_FULL:
        return Phrase("{host}'s table has as many people watching as it can take: nobody "
                      "else may join to watch.", **places)
    if key == ONLY_WATCHING:
        return Phrase("You are watching this table: only its players move.")
    if key == JOINED:
        return Phrase("{name} has joined the table.", **places)
    if key == BACK:
        return Phrase("{name} is back at the table.", **places)
    if key == LEFT:
        return Phrase("{name} has left the table: their seat waits for them.", **places)
    if key == LENT:
        return Phrase("A bot plays for {name} until they are back.", **places)
    if key == LENT_GAME:
        return Phrase("A bot plays for {name} for the whole game.", **places)
    if key == GUEST_FLOOD:
        return Phrase("{name} sent too many messages at once: their connection was closed.",
                      **places)
    if key == GUEST_UNREADABLE:
        return Phrase("Too many messages from {name} could not be read: their connection "
                      "was closed.", **places)
    if key == GUEST_FULL:
        return Phrase("{name} tried to join, but every seat is taken.", **places)
    if key == WATCHING:
        return Phrase("{name} is watching.", **places)
    if key == STOPPED_WATCHING:
        return Phrase("{name} has stopped watching.", **places)
    if key == GUEST_WATCHERS_FULL:
        return Phrase("{name} tried to join to watch, but the table has as many people "
                      "watching as it can take.", **places)
    return Phrase("{host} could not read a message from this computer: it was ignored.",
                  host=places.get("host", ""))


def phrase_dict(phrase) -> dict:
    """A Phrase (or plain words) as the wire carries it."""
    if not isinstance(phrase, Phrase):
        return {"message": str(phrase).replace("{", "(").replace("}", ")")[:300] or "?",
                "plural": None, "n": None, "places": {}}
    places = {k: phrase_dict(v) if isinstance(v, Phrase) else
              v if type(v) is int else str(v) for k, v in phrase.places.items()}
    return {"message": phrase.message, "plural": phrase.plural, "n": phrase.n,
            "places": places}


def phrase_from(d: dict) -> Phrase:
    """The Phrase `phrase_dict` wrote (already checked by the wire: `kinds.phrase`)."""
    if not fit_phrase(d):
        raise ValueError("not a phrase")
    places = {k: phrase_from(v) if isinstance(v, dict) else v for k, v in d["places"].items()}
    phrase = Phrase(d["message"], **places)
    if d["plural"] is not None:
        phrase.plural, phrase.n = d["plural"], d["n"]
    return phrase

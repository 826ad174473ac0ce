"""The messages between a host and its guests: each kind and the type and range of each of
its fields, checked by `wire.decode` before anything reads them.

A check is a function of the value answering True when it is fit; a kind's fields are all
required and no other is allowed, except in `hello`, whose unknown fields are ignored: a
newer app's hello still reads, so its guest hears "both need the same version" rather
than "could not be read", and whose `watch` an older app's hello may leave out
(`DEFAULTS`). What the fields mean (a view that is a real state, a move the
rules know) is for the sessions to check: the wire only makes sure that reading a field
cannot go wrong.
"""

from __future__ import annotations

import re

LONGEST_NAME = 40         # a seat's name (the app cuts names at 24 characters)
MOST_SEATS = 8
MOST_EVENTS = 400         # one move's events (a game's end may score many things)
MOST_MOVES = 100_000      # the moves of one game (the longest are a few hundred)
HEX = re.compile(r"[0-9a-f]+")


def whole(least: int, most: int):
    return lambda v: type(v) is int and least <= v <= most


def text(least: int, most: int, pattern: re.Pattern | None = None):
    return lambda v: isinstance(v, str) and least <= len(v) <= most \
        and (pattern is None or pattern.fullmatch(v) is not None)


def maybe(check):
    return lambda v: v is None or check(v)


def list_of(check, most: int):
    return lambda v: isinstance(v, list) and len(v) <= most and all(check(x) for x in v)


def a_dict(v) -> bool:
    """A JSON object (a move, a view, options): its sense is for the rules to judge."""
    return isinstance(v, dict) and all(isinstance(k, str) for k in v)


def event(v) -> bool:
    return a_dict(v) and isinstance(v.get("type"), str) and 0 < len(v["type"]) <= 40


def seat_dict(v) -> bool:
    return a_dict(v) and set(v) == {"kind", "name", "level"} \
        and v["kind"] in ("human", "bot") and text(1, LONGEST_NAME)(v["name"]) \
        and (v["level"] is None or v["level"] in ("easy", "medium", "hard"))


def option_dict(v) -> bool:
    return a_dict(v) and len(v) <= 20 and all(
        isinstance(x, (str, int, bool)) and (not isinstance(x, str) or len(x) <= 200)
        for x in v.values())


PLACE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,30}")
FIELD = re.compile(r"\{([^{}]*)\}")


def phrase(v, depth: int = 0) -> bool:
    """Words for a person (a refusal): a Phrase as `words.phrase_dict` writes it. Every
    place in its message is a plain name it carries, so filling it in reads nothing
    else."""
    if not (a_dict(v) and set(v) == {"message", "plural", "n", "places"}):
        return False
    places = v["places"]
    if not (text(1, 300)(v["message"]) and maybe(text(1, 300))(v["plural"])
            and maybe(whole(-10**9, 10**9))(v["n"]) and a_dict(places) and len(places) <= 8
            and all(PLACE_NAME.fullmatch(k) for k in places)):
        return False
    for template in (v["message"], v["plural"] or ""):
        if any(f not in places for f in FIELD.findall(template)):
            return False
    return all(text(0, 200)(x) or whole(-10**9, 10**9)(x) or (depth < 2 and phrase(x, depth + 1))
               for x in places.values())


SEAT = whole(0, MOST_SEATS - 1)
NUMBER = whole(0, MOST_MOVES)
TOKEN = text(32, 32, HEX)
EVENTS = list_of(event, MOST_EVENTS)
TIME = whole(0, 2**62)       # ms on one computer's monotonic clock
MOST_HANDICAP_MS = 10**6

# Guest -> host, then host -> guest. Each kind: {field: check}.
KINDS: dict[str, dict] = {
    # I would like a seat: my name, my app's version and the wire's; a returning guest
    # brings its seat's token ("" the first time); `watch`: no seat, only to watch.
    "hello": {"name": text(1, LONGEST_NAME), "version": text(1, 32),
              "protocol": whole(0, 10**6), "token": text(0, 32),
              "watch": lambda v: type(v) is bool},
    # My move for my seat, made on the table after `number` moves (a stale one is not
    # played).
    "move": {"seat": SEAT, "move": a_dict, "number": NUMBER},
    # Take back my last move, the table having `number` moves.
    "take_back": {"number": NUMBER},
    # Real time (host_race.py): my move for my seat, made against the clock's version
    # `seen` of the table (counted from the game's first move), at `at` ms on my own
    # computer's clock, my screen having shown that table from `shown` (same clock).
    "race_move": {"seat": SEAT, "move": a_dict, "seen": NUMBER, "at": TIME, "shown": TIME},
    # Real time: my answer to your `ping` `t0`: `t1` when I read it and `t2` when I
    # answered, on the clock my `race_move`'s `at` is on (timing.py's round trip).
    "pong": {"t0": TIME, "t1": TIME, "t2": TIME},
    # Real time: I pause the clock for everyone (`on`), or let it go on.
    "pause": {"on": lambda v: type(v) is bool},
    # The game is over: I would like another with the same seats (host_again.py).
    "again": {},
    # A reaction of my seat's person (reactions.py: a key of the fixed set, never text).
    "react": {"reaction": text(1, 32)},

    # Your seat: the table, what your seat sees and has heard so far (`heard`: each move's
    # events as your seat may see them), the seed's seal (`seal.py`).
    "welcome": {"seat": SEAT, "token": TOKEN, "host": text(1, LONGEST_NAME),
                "game": text(1, 32), "seats": list_of(seat_dict, MOST_SEATS),
                "options": option_dict, "seed_hash": text(64, 64, HEX), "view": a_dict,
                "heard": list_of(EVENTS, MOST_MOVES), "moves": list_of(a_dict, MOST_MOVES),
                "movers": list_of(SEAT, MOST_MOVES),
                "away": list_of(SEAT, MOST_SEATS), "lent": list_of(SEAT, MOST_SEATS),
                "free": list_of(SEAT, MOST_SEATS)},
    # You may watch: the table as a spectator sees it (no seat, no token, hidden cards
    # "?", each move's events as a spectator may hear them), the seed's seal.
    "watching": {"host": text(1, LONGEST_NAME), "game": text(1, 32),
                 "seats": list_of(seat_dict, MOST_SEATS), "options": option_dict,
                 "seed_hash": text(64, 64, HEX), "view": a_dict,
                 "heard": list_of(EVENTS, MOST_MOVES), "moves": list_of(a_dict, MOST_MOVES),
                 "movers": list_of(SEAT, MOST_MOVES),
                 "away": list_of(SEAT, MOST_SEATS), "lent": list_of(SEAT, MOST_SEATS),
                 "free": list_of(SEAT, MOST_SEATS)},
    # `seat`'s person reacted (reactions.py's key; each screen says it in its language).
    "reaction": {"seat": SEAT, "reaction": text(1, 32)},
    # These seats' people asked for another game (host_again.py).
    "again_asked": {"seats": list_of(SEAT, MOST_SEATS)},
    # Everyone asked: the next game is dealt; say hello again (your token, or to watch).
    "next": {},
    # No seat for you (the channel closes): `key` says why (words.py), with the host's
    # name and version for "both need the same version".
    "refusal": {"key": text(1, 32), "host": text(1, LONGEST_NAME), "version": text(1, 32)},
    # A move was made (by anyone): its events as your seat may see them, your fresh view.
    "moved": {"seat": SEAT, "move": a_dict, "events": EVENTS, "view": a_dict,
              "number": NUMBER},
    # `seat`'s last move was taken back: the table has `number` moves again.
    "taken_back": {"seat": SEAT, "view": a_dict, "number": NUMBER},
    # The table as it is, after a move or take-back of yours the host could not play.
    "sync": {"view": a_dict, "heard": list_of(EVENTS, MOST_MOVES),
             "moves": list_of(a_dict, MOST_MOVES), "movers": list_of(SEAT, MOST_MOVES)},
    # Something went wrong with what you sent (`key`, words.py); `why`: the rules' words.
    "problem": {"key": text(1, 32), "why": maybe(phrase)},
    # Who is away, which seats a bot plays until their person is back, and which still wait
    # for their first guest (until none does, the game waits: nobody moves); every seat's
    # name as it is now (a guest seated earlier learns a later guest's).
    "presence": {"away": list_of(SEAT, MOST_SEATS), "lent": list_of(SEAT, MOST_SEATS),
                 "free": list_of(SEAT, MOST_SEATS), "seats": list_of(seat_dict, MOST_SEATS)},
    # Real time: who holds the clock. `base`: the moves made before the clock started (its
    # version is the moves since), `by`: the seat that paused it (None: nobody), `away`:
    # the guests whose connection dropped (the clock waits for them).
    "hold": {"base": NUMBER, "by": maybe(SEAT), "away": list_of(SEAT, MOST_SEATS)},
    # Real time: your move (the oldest of yours not yet answered) was not played: why.
    "race_refused": {"move": a_dict, "why": phrase},
    # Real time: a ping for the measure of your delay, sent at `t0` on my clock: answer it
    # at once (`pong`).
    "ping": {"t0": TIME},
    # Real time: your moves may reach the table up to `ms` later than they were made, past
    # what the clock waits for (timing.py's handicap); 0: no longer.
    "slow": {"ms": whole(0, MOST_HANDICAP_MS)},
    # The game is over: the seed (and its salt) to check against the seal, the deal code.
    "end": {"seed": whole(0, 2**64), "salt": TOKEN, "code": maybe(text(1, 40))},
}

OPEN_KINDS = frozenset({"hello"})   # unknown fields ignored (a newer app's hello)
# A field a kind may leave out, and what it means then (an older app's hello, which never
# watches, still reads: its guest hears "both need the same version").
DEFAULTS: dict[str, dict] = {"hello": {"watch": False}}

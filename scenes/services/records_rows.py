"""A finished game as the rows the records keep: checked, with its derived columns
(winners, margins, the bots' levels, the deal code) worked out once, when it is recorded."""

from __future__ import annotations

import datetime as _dt
import json

from game import headstart
from game.core import Phrase
from game.daily import LEVELS, level_rank

from .names import nfc
from .records_schema import code_or_none, json_object, player_key


def worth_recording(seats, record_bots: bool = False) -> bool:
    """Every finished game with a person at the table; bots-only games when asked to
    (`--record`, to keep statistics of bot matches)."""
    return record_bots or any(_seat(s)["kind"] == "human" for s in seats)


def _seat(s) -> dict:
    d = s.to_dict() if hasattr(s, "to_dict") else s
    if not isinstance(d, dict) or d.get("kind") not in ("human", "bot"):
        raise ValueError(Phrase("a seat is a person or a bot, not {seat}", seat=repr(s)))
    name = d.get("name")
    if not isinstance(name, str) or not name:
        raise ValueError(Phrase("a seat needs a name"))
    level = d.get("level") if d["kind"] == "bot" else None
    if d["kind"] == "bot" and level not in LEVELS:
        raise ValueError(Phrase("unknown bot level {level}", level=repr(level)))
    return {"kind": d["kind"], "name": nfc(name), "level": level}   # one form: compared


def _count(hints, seat: int) -> int:
    """The hints a seat was shown (`hints`: seat -> count, or None)."""
    n = (hints or {}).get(seat, 0)
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(Phrase("a count of hints is a whole number, not {n}", n=repr(n)))
    return n


def date_text(day) -> str | None:
    if day is None:
        return None
    if isinstance(day, _dt.datetime):
        day = day.date()
    if isinstance(day, _dt.date):
        return day.isoformat()
    return _dt.date.fromisoformat(str(day)).isoformat()


def prepare(game, seats, scores, moves, seed, options=None, winners=None, deal_code=None,
             challenge_date=None, when=None, hints=None) -> dict:
    """A finished game as the rows it becomes; ValueError/TypeError on bad input."""
    if not isinstance(game, str) or not game:
        raise ValueError(Phrase("no game {game}", game=repr(game)))
    seats = [_seat(s) for s in seats]
    scores = list(scores)
    if not seats or len(scores) != len(seats):
        raise ValueError(Phrase("one score per seat"))
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in scores):
        raise ValueError(Phrase("scores are whole numbers, not {scores}",
                                scores=repr(scores)))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(Phrase("the seed is a whole number, not {seed}", seed=repr(seed)))
    options = dict(options or {})
    if winners is None:
        best = max(scores)
        winners = [i for i, x in enumerate(scores) if x == best]
    winners = sorted({int(w) for w in winners})
    if deal_code is None:
        deal_code = code_or_none(game, seed, headstart.without(options), len(seats))
    bot_ranks = [level_rank(s["level"]) for s in seats if s["kind"] == "bot"]
    rows = []
    for i, s in enumerate(seats):
        others = [x for j, x in enumerate(scores) if j != i]
        other_bots = [level_rank(t["level"]) for j, t in enumerate(seats)
                      if j != i and t["kind"] == "bot"]
        rows.append((i, s["name"], s["kind"], s["level"], scores[i], int(i in winners),
                     scores[i] - max(others) if others else None,
                     max(other_bots) if other_bots else None, game,
                     player_key(s["kind"], s["name"], s["level"]), _count(hints, i)))
    when = when or _dt.datetime.now()
    return {
        "played_at": when.isoformat(timespec="seconds") if hasattr(when, "isoformat")
        else str(when),
        "game": game, "options": json.dumps(options, sort_keys=True), "players": len(seats),
        "seed": seed, "scores": json.dumps(scores), "winners": json.dumps(winners),
        "moves": json.dumps(list(moves), separators=(",", ":")),
        "humans": sum(s["kind"] == "human" for s in seats), "bots": len(bot_ranks),
        "bot_min": min(bot_ranks) if bot_ranks else None,
        "bot_max": max(bot_ranks) if bot_ranks else None,
        "challenge_date": date_text(challenge_date), "deal_code": deal_code,
        "seats": rows,
    }


SUMMARY = ("SELECT id, played_at, game, options, players, seed, scores, winners, "
           "challenge_date, counts, deal_code FROM games")


def summaries(conn, rows) -> list[dict]:
    """Rows of SUMMARY as records: a save's fields plus what the records add (their
    seats read with them, in one query)."""
    if not rows:
        return []
    ids = [r[0] for r in rows]
    seats: dict[int, list] = {i: [] for i in ids}
    marks = ",".join("?" * len(ids))
    for gid, name, kind, level, score, won in conn.execute(
            f"SELECT game_id, name, kind, level, score, won FROM seats "
            f"WHERE game_id IN ({marks}) ORDER BY game_id, seat", ids):
        seats[gid].append({"kind": kind, "name": name, "level": level, "score": score,
                           "won": bool(won)})
    out = []
    for gid, played_at, game, options, players, seed, scores, winners, cdate, counts, \
            code in rows:
        out.append({"format": 1, "id": gid, "when": played_at, "game": game,
                    "options": json_object(options), "players": players, "seed": seed,
                    "seats": seats[gid], "scores": json.loads(scores),
                    "winners": json.loads(winners), "deal_code": code,
                    "challenge_date": cdate, "daily": bool(counts)})
    return out

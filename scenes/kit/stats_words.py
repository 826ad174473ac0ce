"""The statistics screen's words (screens/stats.py): numbers as the language writes them,
a player's name and cells in the table, the seats of a recent game each one whole phrase
(SEAT_WORDS), fitted and wrapped onto the lines a game needs, and a game's date.
"""

from __future__ import annotations

import datetime
import functools

from game.daily import LEVELS

from ..services import lang
from ..services.bot_names import shown_name
from ..services.lang import N_, _
from ..services.wording import moment
from ..shell.canvas import Canvas

SEAT_GAP = 16                     # between two seats on a recent game's line
# A seat in the recent games, one whole phrase each (never glued from pieces).
SEAT_WORDS = {"human": N_("{name} {score}"),
              "easy": N_("{name} (easy bot) {score}"),
              "medium": N_("{name} (medium bot) {score}"),
              "hard": N_("{name} (hard bot) {score}")}
BOT_WORDS = N_("{name} (bot) {score}")      # a level this version does not know
# A bot level's line in the table (the records call it "<level> bot").
BOT_PLAYERS = {"easy": N_("easy bot"), "medium": N_("medium bot"), "hard": N_("hard bot")}
VS_WORDS = {"easy": N_("vs easy"), "medium": N_("vs medium"), "hard": N_("vs hard")}


@functools.lru_cache(maxsize=4096)
def _number(code: str, n) -> str:
    return lang.number(n)


def number(n) -> str:
    """`n` as the language in use writes it (Babel takes ~40 µs: each is kept)."""
    return _number(lang.current(), n)


def percent(rate) -> str:
    return _("{percent}%").format(percent=round(100 * rate))


def player_words(name: str, player: dict) -> str:
    """A player's name as the table shows it: a person's as it is, a bot level's ("hard
    bot", the records' key) in the language in use."""
    if player.get("kind") == "bot":
        level = name.removesuffix(" bot")
        if name == f"{level} bot" and level in BOT_PLAYERS:
            return _(BOT_PLAYERS[level])
    return name


def scroll_words(above: int, below: int) -> str:
    """How many players are scrolled out of the table, above and below."""
    if above and below:
        return _("▲ {above} above · ▼ {below} more (the mouse wheel or ↑ ↓ scrolls)").format(
            above=above, below=below)
    if above:
        return _("▲ {above} above (the mouse wheel or ↑ ↓ scrolls)").format(above=above)
    return _("▼ {below} more (the mouse wheel or ↑ ↓ scrolls)").format(below=below)


def player_order(players: dict) -> list[str]:
    """People first, most games first; then the bots, weakest first."""
    def key(name):
        p = players[name]
        if p["kind"] == "bot":
            level = name.split()[0]
            return (1, LEVELS.index(level) if level in LEVELS else 9, name)
        return (0, -p["played"], name)
    return sorted(players, key=key)


def cells(p: dict) -> list[str]:
    vs = [_("{rate} of {played}").format(rate=percent(p["vs"][lv]["win_rate"]),
                                         played=number(p["vs"][lv]["played"]))
          if lv in p["vs"] else "—" for lv in LEVELS]
    ws, ds = p["win_streak"], p["day_streak"]
    streak = _("{current} · best {best}")
    return [number(p["played"]), number(p["won"]), percent(p["win_rate"]), *vs,
            number(p["best"]), number(p["mean"]),
            streak.format(current=ws["current"], best=ws["best"]),
            streak.format(current=ds["current"], best=ds["best"])]


def seat_words(seat: dict, name: str | None = None) -> str:
    """'Ochre (hard bot) 110', 'Ada 96' (`name` stands in for the seat's name)."""
    words = SEAT_WORDS["human"] if seat["kind"] != "bot" else \
        SEAT_WORDS.get(seat.get("level"), BOT_WORDS)
    return _(words).format(name=shown_name(seat["kind"], seat["name"]) if name is None
                           else name, score=seat["score"])


def fitted_seat(canvas: Canvas, seat: dict, width: float) -> tuple[str, float]:
    """The seat's words and their width, its name cut with an ellipsis only if the words
    would not fit `width` on a line of their own (the level and score always show)."""
    bold = seat["won"]
    text = seat_words(seat)
    w = canvas.text_width(text, 15, bold)
    if w <= width:
        return text, w
    name = shown_name(seat["kind"], seat["name"])
    lo, hi = 0, len(name)
    while lo < hi:      # the longest start of the name that fits with its ellipsis
        mid = (lo + hi + 1) // 2
        if canvas.text_width(seat_words(seat, name[:mid].rstrip() + "…"), 15, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    text = seat_words(seat, name[:lo].rstrip() + "…")
    return text, canvas.text_width(text, 15, bold)


def seat_lines(canvas: Canvas, seats: list[dict], width: float) -> list[list[tuple]]:
    """The seats of one game on lines of `width`: [[(x offset, text, seat), ...], ...]."""
    lines: list[list[tuple]] = [[]]
    x = 0.0
    for seat in seats:
        text, w = fitted_seat(canvas, seat, width)
        if lines[-1] and x + w > width:
            lines.append([])
            x = 0.0
        lines[-1].append((x, text, seat))
        x += w + SEAT_GAP
    return lines


def when_short(text, today: datetime.date) -> str:
    """'07 Jan 22:39' this year, '07 Jan 2025' before (as the language in use writes
    them)."""
    try:
        when = datetime.datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return ""
    return moment(when, "dd MMM HH:mm" if when.year == today.year else "dd MMM y")

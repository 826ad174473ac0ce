"""Ligretto's history: everyone plays at once, so the plays are grouped, one line per
person per burst ("Amber played red 1, green 1 and green 2"), with their turns of three;
a round's end and everyone's score follow, from the rules."""

from __future__ import annotations

import re

from screen_helpers import frames, new_app

from game.ligretto.cards import card_name, owner
from scenes.services.session import Seat, Session

SEATS = [Seat("bot", "Amber", "hard"), Seat("bot", "Flint", "hard"),
         Seat("bot", "Slate", "hard")]
LINE = re.compile(r"^(?P<name>\w+) (?:turned three cards(?: (?P<n>\d+) times)?)?"
                  r"(?: and )?(?:played (?P<cards>.+))?\.$")


def a_round_played():
    app = new_app()
    session = Session("ligretto", SEATS, 3)
    app.open("table", session=session)
    app.run(max_frames=1)
    news = []                       # every line the table showed under it
    say = app.scene.news.say
    app.scene.news.say = lambda text, **kw: (news.append(text), say(text, **kw))
    for _ in range(40000):
        if session.state.phase != "play":
            break
        frames(app)
    frames(app, 30)
    return app.scene, session, news


def test_a_rounds_history_groups_the_plays_and_counts_the_turns_and_the_scores():
    table, session, news = a_round_played()
    lines = table.history.lines
    assert session.state.phase == "between" and lines
    played = {s: [] for s in range(len(SEATS))}
    turns = {s: 0 for s in range(len(SEATS))}
    bursts = []
    names = [s.name for s in SEATS]
    for line in lines:
        found = LINE.match(line)
        if found is None or found["name"] not in names:
            continue
        seat = names.index(found["name"])
        if found["cards"]:
            cards = re.split(r", | and ", found["cards"])
            played[seat] += cards
            bursts.append(cards)
        if found["cards"] is None or "turned" in line:
            turns[seat] += int(found["n"] or 1)
    # Every card in the centre is named once, in its owner's lines; grouped, not a line each.
    centre = [c for pile in session.state.piles for c in pile]
    for seat in played:
        assert sorted(played[seat]) == sorted(card_name(c) for c in centre
                                              if owner(c) == seat), names[seat]
    assert len(bursts) < len(centre) and max(len(b) for b in bursts) >= 2
    # Every turn of three is counted, in the turner's lines.
    for seat in turns:
        assert turns[seat] == sum(m["seat"] == seat and m["move"]["move"] == "turn"
                                  for m in session.moves)
    # The round's end and the scores, as the rules counted them.
    gained, totals = session.state.history[0], session.state.points
    ended = [line for line in lines if line.startswith("Round 1 is over: ")]
    assert len(ended) == 1 and ended[0].endswith(" emptied their Ligretto stack.")
    scores = lines[lines.index(ended[0]) + 1]
    assert scores == "Round 1's scores: " + ", ".join(
        f"{n} {g:+d} ({t} in all)" for n, g, t in zip(names, gained, totals)).replace(
        f", {names[-1]}", f" and {names[-1]}") + "."

    # None of it on the line under the table: a race would make it flicker.
    assert not any(line in news for line in lines if LINE.match(line) or "Round" in line)

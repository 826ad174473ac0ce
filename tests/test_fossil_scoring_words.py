"""A fossil's scoring in the history: each holder's points and each payment, with the
numbers of the rules' event ("Mamie scores 77 points with the scallop.", "Léo holds none:
pays Mamie 7 points.")."""

from __future__ import annotations

from dataclasses import replace

from screen_helpers import frames, new_app

from game import RULES
from game.fossil.cards import fossil_of
from game.fossil.rules import NoSwap, Stone
from game.fossil.scoring import score_fossil
from scenes.boards.fossil_scoring_words import holder_line, payment_line
from scenes.boards.fossil_trays import fossil_name
from scenes.services.session import Seat, Session

NAMES = ("Flint", "Ochre", "Slate", "Amber")


def scoring_at_table(players: int, spread, points):
    """Bots at a table where the mover's stone takes the last card of a fossil, the other
    cards of it held as `spread` says (seat -> how many), everyone's `points` as given:
    the move is played, the mover does not swap, the fossil is scored and shown. The
    scoring's event and the history. (People in every seat: no bot thinks ahead.)"""
    s = RULES["fossil"].new_game(players, 1)
    seat = players - 1
    s, _ = RULES["fossil"].apply(s, seat, RULES["fossil"].legal_moves(s, seat)[0])
    mover = s.current
    move = next(m for m in RULES["fossil"].legal_moves(s, mover) if isinstance(m, Stone))
    last = s.board[s.index(move.to)]
    others = [c for c in s.board if c is not None and fossil_of(c) == fossil_of(last)
              and c != last]
    holdings = [[] for _ in range(players)]
    for holder, n in spread.items():
        holdings[holder], others = others[:n], others[n:]
    board = tuple(c if c not in {x for h in holdings for x in h} and c not in others
                  or c == last else None for c in s.board)
    s = replace(s, board=board, holdings=tuple(tuple(h) for h in holdings),
                points=tuple(points))
    seats = [Seat("human", name) for name in NAMES[:players]]
    session = Session("fossil", seats, 1)
    session.state = s
    app = new_app()
    app.open("table", session=session)
    app.run(max_frames=1)
    app.scene.play_move(mover, move)
    app.scene.play_move(mover, NoSwap())
    for _ in range(5000):
        scored = [e for events in session.heard for e in events
                  if e["type"] == "fossil_scored"]
        if scored and not app.scene.board.busy:
            break
        frames(app)
    frames(app, 2)
    (e,) = scored
    return e, app.scene.history.lines


def expected(e: dict, players: int) -> list[str]:
    fossil = fossil_name(e["fossil"])
    lines = []
    for h in e["holders"]:
        s = "" if h["gain"] == 1 else "s"
        name = NAMES[h["seat"]]
        if h["gain"] == h["value"]:
            lines.append(f"{name} scores {h['gain']} point{s} with the {fossil}.")
        else:
            assert players <= 3
            lines.append(f"{name} scores {h['gain']} point{s} with the {fossil}, the sum of "
                         "their cards: only the highest value scores in full.")
    for p in e["payments"]:
        s = "" if p["paid"] == 1 else "s"
        payer, payee = NAMES[p["from"]], NAMES[p["to"]]
        if p["paid"] == p["received"]:
            lines.append(f"{payer} holds none: pays {payee} {p['paid']} point{s}.")
        elif p["paid"]:
            lines.append(f"{payer} holds none: pays {p['paid']} point{s}, and {payee} "
                         f"receives {p['received']}.")
        elif p["received"]:
            lines.append(f"{payer} holds none but has no points left: {payee} receives "
                         f"{p['received']} all the same.")
    return lines


def test_every_holders_points_and_every_payment_are_in_the_history():
    # Four players: every holder scores in full; one payer is short, one has no points.
    e, lines = scoring_at_table(4, {0: 2, 1: 3}, (40, 40, 0, 1))
    assert len(e["holders"]) >= 2 and any(p["paid"] for p in e["payments"])
    assert any(p["paid"] != p["received"] for p in e["payments"])
    for line in expected(e, 4):
        assert line in lines, line
    # Three players: a holder that does not lead scores only the sum of its cards.
    e, lines = scoring_at_table(3, {0: 1, 1: 3}, (40, 40, 20))
    assert any(h["gain"] != h["value"] for h in e["holders"])
    for line in expected(e, 3):
        assert line in lines, line


def test_a_payer_short_of_points_and_a_shared_lead_say_both_numbers():
    seats = [Seat("human", "You"), Seat("bot", "Ochre", "easy"), Seat("bot", "Umber", "easy")]
    assert payment_line(seats, {"from": 0, "to": 1, "paid": 1, "received": 3}) == \
        "You hold none: you pay 1 point, and Ochre receives 3."
    assert payment_line(seats, {"from": 2, "to": 0, "paid": 0, "received": 2}) == \
        "Umber holds none but has no points left: you receive 2 all the same."
    assert payment_line(seats, {"from": 2, "to": 1, "paid": 0, "received": 0}) is None
    assert holder_line(seats, {"seat": 0, "gain": 77, "value": 77}, "scallop") == \
        "You score 77 points with the scallop."
    # The rules' own numbers: a payer with 1 point left pays 1 of the leader's 3.
    _points, details = score_fossil(((), ("fish-1-1", "fish-1-2", "fish-2-1"), ()),
                                    (1, 0, 5), "fish", 3)
    lines = [payment_line(seats, p) for p in details["payments"]]
    assert "You hold none: you pay 1 point, and Ochre receives 3." in lines
    assert "Umber holds none: pays Ochre 3 points." in lines

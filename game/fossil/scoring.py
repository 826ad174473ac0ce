"""Scoring one fossil: every holder's value, the payments to the leader(s).

Pure functions of holdings and points, so the rules, the bots and the tests share them.
"""

from __future__ import annotations

from .cards import FOSSIL_OF, FOSSILS, VALUE_OF


def score_fossil(holdings, points, fossil: str, players: int) -> tuple[tuple[int, ...], dict]:
    """(points after, details) for scoring `fossil` from the cards in front of players.

    details: {"holders": [{"seat", "cards", "value", "gain"}], "leaders": [seats],
              "payments": [{"from", "to", "paid", "received"}]}"""
    points = list(points)
    held = {s: [c for c in h if FOSSIL_OF[c] == fossil] for s, h in enumerate(holdings)}
    holders = [s for s in range(len(holdings)) if held[s]]
    sums = {s: sum(VALUE_OF[c] for c in held[s]) for s in holders}
    values = {s: sums[s] * len(held[s]) for s in holders}
    best = max(values.values(), default=0)
    leaders = [s for s in holders if values[s] == best]
    rows = []
    for s in holders:
        if players <= 3 and values[s] != best:
            gain = sums[s]   # only the leaders score in full
        else:
            gain = values[s]
        points[s] += gain
        rows.append({"seat": s, "cards": list(held[s]), "value": values[s], "gain": gain})
    payments = []
    if leaders:
        # Equal values always come from equal card counts (n cards of one fossil sum to
        # between n and n + 4, too narrow for s1 * n1 == s2 * n2 with n1 != n2), so any
        # leader's count is "the amount".
        amount = len(held[leaders[0]])
        share = amount // len(leaders)
        for payer in range(len(holdings)):
            if payer in holders:
                continue
            paid = min(amount, points[payer])
            points[payer] -= paid
            for i, leader in enumerate(leaders):
                # What leaves the payer is split as evenly as it goes; each leader still
                # receives its full share (the rulebook: "receives as many points as cards").
                part = paid // len(leaders) + (1 if i < paid % len(leaders) else 0)
                points[leader] += share
                payments.append({"from": payer, "to": leader, "paid": part, "received": share})
    return tuple(points), {"holders": rows, "leaders": leaders, "payments": payments}


def final_points(state) -> tuple[int, ...]:
    """Every seat's points if the game ended now: a fossil waiting in the swap step scored
    without a swap, then every fossil left on the board scored from the cards held."""
    points = state.points
    if state.pending:
        points, _ = score_fossil(state.holdings, points, state.pending, state.players)
    left = {FOSSIL_OF[c] for c in state.board if c is not None}
    held = {FOSSIL_OF[c] for h in state.holdings for c in h}   # nobody holds: nothing moves
    for fossil in FOSSILS:
        if fossil in left and fossil in held and fossil != state.pending:
            points, _ = score_fossil(state.holdings, points, fossil, state.players)
    return points

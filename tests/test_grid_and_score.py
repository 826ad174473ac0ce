"""The shared 4x4 grid, and the score scene's words for the result."""

from __future__ import annotations

from game import grid as g
from scenes.screens.score import headline, winners
from scenes.services.session import Seat, Session


def test_cells_lines_and_indexes():
    assert len(g.cells()) == 16 and g.cells()[5] == (1, 1)
    assert all(g.cell_of(g.index(c)) == c for c in g.cells())
    assert g.line("row", 2) == ((2, 0), (2, 1), (2, 2), (2, 3))
    assert g.line("col", 1) == ((0, 1), (1, 1), (2, 1), (3, 1))
    assert len(g.lines()) == 8 and g.lines(("row",)) == tuple(("row", i) for i in range(4))
    assert g.lines_through((1, 3)) == (("row", 1), ("col", 3))
    assert not g.on_grid((4, 0)) and g.on_grid((3, 3))


def test_in_line_counts_rows_columns_and_any_diagonal_with_gaps():
    assert g.in_line((0, 0), (0, 3)) and g.in_line((0, 0), (3, 0))
    assert g.in_line((0, 0), (3, 3)) and g.in_line((3, 0), (1, 2))   # gaps do not break
    assert g.in_line((-1, 2), (1, 0))                                # Garbo's negative cells
    assert not g.in_line((0, 0), (1, 2)) and not g.in_line((2, 2), (2, 2))
    assert not g.in_line((0, 0), (2, 2), diagonals=False)
    assert set(g.neighbours((0, 0))) == {(-1, 0), (1, 0), (0, -1), (0, 1)}


def test_shuffle_line_moves_only_the_chosen_items_and_is_seeded():
    slots = tuple("abcdefghijklmnop")
    slots = slots[:4] + (None,) + slots[5:]
    movable = lambda p: slots[p] is not None  # noqa: E731
    out, moved, rng = g.shuffle_line(slots, "col", 0, 99, movable)
    assert moved == (0, 8, 12)                       # the empty [1, 0] takes no part
    assert out[4] is None and sorted(out[p] for p in moved) == ["a", "i", "m"]
    assert all(out[p] == slots[p] for p in range(16) if p not in moved)
    assert g.shuffle_line(slots, "col", 0, 99, movable) == (out, moved, rng)


def test_headline_names_the_winner_shared_wins_and_the_solitaire_band():
    def session(n, scores):
        s = Session("petroglyph", [Seat("human", name) for name in "ABCD"[:n]], 1)
        s.scores = lambda: scores
        return s
    assert winners((3, 9, 9)) == [1, 2]
    assert headline(session(3, (3, 9, 9))) == "B and C share the win with 9 points"
    assert headline(session(2, (12, 4))) == "A wins with 12 points"
    assert headline(session(1, (27,))) == "Solitaire: 27 points · Great!"
    assert headline(session(1, (12,))) == "Solitaire: 12 points · below Good (20): try again!"


def test_a_long_ligretto_games_rounds_add_up_to_each_total_on_the_score_screen():
    """Found by hand: a game to 99 in 7 rounds showed rounds 2 to 7 only, lines that did not
    add up to the total. Rounds past the panel's lines are held together in its first."""
    from dataclasses import replace

    from screen_helpers import drawn, table_save_path

    from game.ligretto.rules import new_game
    from scenes.boards.ligretto_face import round_lines
    from scenes.routes import make_app
    from scenes.screens.score import ScoreScene

    history = ((0, 17, -9), (19, 4, -12), (-3, 17, -6), (10, 19, -1), (14, 21, 2),
               (21, 3, -9), (-5, 23, -13), (6, 5, 4), (1, 8, -2), (2, 9, 1))
    for rounds in (3, 7, 10):
        app = make_app(fixed_dt=16)
        seats = [Seat("human", name) for name in ("Ada", "Zoë", "Léo")]
        session = Session("ligretto", seats, 5, None, table_save_path())
        kept = history[:rounds]
        totals = tuple(sum(r[s] for r in kept) for s in range(3))
        session.state = replace(new_game(3, 5), phase="over", history=kept, points=totals)
        app.run(ScoreScene(app, session), max_frames=1)
        said = [line.text for line in drawn(app)]
        for seat in range(3):
            lines = round_lines(kept, seat, room=7)
            assert all(line in said for line in lines), (lines, said)
            assert sum(int(line.rsplit(" ", 1)[1]) for line in lines) == totals[seat]
            assert len(lines) == min(rounds, 7)
    assert round_lines(history, 0, room=7)[0] == "Rounds 1 to 4: +26"

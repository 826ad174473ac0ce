"""The square grid the 4x4 games share: cells, rows, columns, diagonals, line shuffles.

A grid is stored as a flat tuple, row by row; cells are (row, col), row 0 at the top.
"""

from __future__ import annotations

from typing import Sequence

from .core import seeded_shuffle

SIZE = 4
LINE_KINDS = ("row", "col")


def cells(size: int = SIZE) -> tuple[tuple[int, int], ...]:
    return tuple((r, c) for r in range(size) for c in range(size))


def index(cell: tuple[int, int], size: int = SIZE) -> int:
    return cell[0] * size + cell[1]


def cell_of(i: int, size: int = SIZE) -> tuple[int, int]:
    return divmod(i, size)


def on_grid(cell: tuple[int, int], size: int = SIZE) -> bool:
    return 0 <= cell[0] < size and 0 <= cell[1] < size


def line(kind: str, i: int, size: int = SIZE) -> tuple[tuple[int, int], ...]:
    """The cells of row i or column i, in reading order."""
    if kind == "row":
        return tuple((i, c) for c in range(size))
    if kind == "col":
        return tuple((r, i) for r in range(size))
    raise ValueError(f"a line is a 'row' or a 'col', not {kind!r}")


def lines(kinds: Sequence[str] = LINE_KINDS, size: int = SIZE) -> tuple[tuple[str, int], ...]:
    return tuple((k, i) for k in kinds for i in range(size))


def lines_through(cell: tuple[int, int], kinds: Sequence[str] = LINE_KINDS):
    """The (kind, index) of each line of `kinds` that passes through `cell`."""
    return tuple((k, cell[0] if k == "row" else cell[1]) for k in kinds)


def in_line(a: tuple[int, int], b: tuple[int, int], diagonals: bool = True) -> bool:
    """Same row, same column, or (with diagonals) |dr| == |dc|; gaps do not matter."""
    dr, dc = a[0] - b[0], a[1] - b[1]
    if (dr, dc) == (0, 0):
        return False
    return dr == 0 or dc == 0 or (diagonals and abs(dr) == abs(dc))


def neighbours(cell: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    r, c = cell
    return ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))


def shuffle_line(slots: tuple, kind: str, i: int, rng: int, movable, size: int = SIZE):
    """Permute the items of one line whose position satisfies `movable(flat_index)`.

    Other positions in the line (empty ones, face-up ones) stay as they are. Returns
    (new slots, the flat indexes that took part, next rng).
    """
    positions = [index(c, size) for c in line(kind, i, size)]
    positions = [p for p in positions if movable(p)]
    order, rng = seeded_shuffle([slots[p] for p in positions], rng)
    out = list(slots)
    for p, item in zip(positions, order):
        out[p] = item
    return tuple(out), tuple(positions), rng

"""Just enough Markdown for the rules pages: headings, paragraphs, bullets and tables,
laid out into rows of positioned text. `measure(text, size, bold)` gives a width."""

from __future__ import annotations

from typing import Callable

from ..shell.palette import GOLD, INK

BODY, GAP, COL_GAP = 19, 10, 24

Piece = tuple[str, float, int, bool, tuple]      # text, x, size, bold, colour
Row = tuple[int, list[Piece]]                    # height, pieces


def plain(text: str) -> str:
    return text.replace("**", "").replace("`", "")


def wrap(text: str, width: float, size: int, measure, bold: bool = False) -> list[str]:
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}" if cur else word
        if cur and measure(trial, size, bold) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return lines + [cur] if cur else lines or [""]


def _table(rows: list[list[str]], width: float, measure: Callable) -> list[Row]:
    """Columns as wide as their widest cell; the last one wraps into what is left."""
    cols = max(len(r) for r in rows)
    widths = [max(measure(r[c], BODY, i == 0) for i, r in enumerate(rows) if c < len(r))
              for c in range(cols)]
    lefts = [sum(widths[:c]) + COL_GAP * c for c in range(cols)]
    last_width = max(160.0, width - lefts[-1])
    out: list[Row] = []
    for i, cells in enumerate(rows):
        head = i == 0
        wrapped = [wrap(cell, last_width if c == cols - 1 else 10_000, BODY, measure, head)
                   for c, cell in enumerate(cells)]
        for k in range(max(len(w) for w in wrapped)):
            pieces = [(w[k], lefts[c], BODY, head, GOLD if head else INK)
                      for c, w in enumerate(wrapped) if k < len(w)]
            out.append((BODY + GAP, pieces))
    return out


def blocks(source: list[str]) -> list[tuple[str, str]]:
    """Join a paragraph's or bullet's lines; kinds: heading1/2, bullet, para, row, blank."""
    out: list[tuple[str, str]] = []
    for raw in source:
        line = raw.strip()
        if not line:
            out.append(("blank", ""))
        elif line.startswith("#"):
            out.append(("heading1" if line.startswith("# ") else "heading2",
                        line.lstrip("# ")))
        elif line.startswith("|"):
            out.append(("row", line))
        elif line.startswith(("- ", "* ")):
            out.append(("bullet", line[2:]))
        elif out and out[-1][0] in ("bullet", "para"):
            out[-1] = (out[-1][0], f"{out[-1][1]} {line}")
        else:
            out.append(("para", line))
    return out


def layout(source: list[str], width: float, measure: Callable) -> list[Row]:
    out: list[Row] = []
    table: list[list[str]] = []
    for kind, text in blocks(source) + [("blank", "")]:
        if kind == "row":
            if not set(text) <= set("|-: "):       # skip the |---| separator
                table.append([plain(c.strip()) for c in text.strip("|").split("|")])
            continue
        if table:
            out += _table(table, width, measure)
            table = []
        if kind.startswith("heading"):
            size = 28 if kind == "heading1" else 23
            out.append((GAP, []))
            out.append((size + GAP, [(plain(text), 0, size, True, GOLD)]))
        elif kind == "bullet":
            for k, line in enumerate(wrap(plain(text), width - 24, BODY, measure)):
                pieces = [("•", 4, BODY, True, GOLD)] if k == 0 else []
                out.append((BODY + GAP, pieces + [(line, 24, BODY, False, INK)]))
        elif kind == "para":
            for line in wrap(plain(text), width, BODY, measure):
                out.append((BODY + GAP, [(line, 0, BODY, False, INK)]))
        else:
            out.append((GAP + 4, []))
    return out

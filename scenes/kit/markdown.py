"""Just enough Markdown for the rules pages, laid out into rows of positioned pieces.

What a page may use:
    # Title, ## Section, ### Part          headings
    plain lines                            a paragraph (lines join until a blank line)
    - item / * item                        a bullet list; indent by two spaces to nest
    1. step                                a numbered list, each item with its number
                                           (only "1." may start one right under a
                                           paragraph's line: "9." there is a sentence's)
    **words**                              bold inside any text
    | a | b |                              a table (the |---| line is skipped)
    ![what it shows](card:<game>/<art>)    a card, drawn with the game's own card art;
                                           images on one line or on lines that follow
                                           each other stand side by side in a row

`measure(text, size, bold)` gives a width. A row is (height, pieces); a piece is a `Text`
or a `Card`, with x counted from the left of the text column, drawn at the row's top. A
line of words is `scale` times its size high (the text size chosen: Large, Larger) and a
gap; a card keeps its size."""

from __future__ import annotations

import re
from typing import Callable, NamedTuple

from ..services.wording import breaks, split_words
from ..shell.palette import GOLD, INK, NOTE

BODY, GAP, COL_GAP = 19, 10, 24
CAPTION = 16
INDENT = 32                      # a nested list's step to the right
BULLET_X, ITEM_X = 4, 24         # a bullet's dot and its words
NUMBER_W, STEP_X = 22, 30        # a numbered step: its number right-aligned, then its words
ITEM_GAP = 4                     # between two items of a list
CARD_W, CARD_H = 84, 118         # a pictured card (the art is 5:7)
SLOT_MIN, SLOT_MAX = 104, 150    # the room a pictured card and its caption take in a row

IMAGE = re.compile(r"!\[([^\]]*)\]\(card:([\w-]+)/([\w-]+)\)")
NUMBERED = re.compile(r"(\d+)[.)]\s+(.*)")
Measure = Callable[[str, int, bool], float]


class Text(NamedTuple):
    text: str
    x: float
    size: int
    bold: bool
    color: tuple


class Card(NamedTuple):
    text: str          # what it shows, in words (its caption)
    x: float
    w: float
    h: float
    game: str
    art: str           # the card's art, as the game's boards draw it


Piece = Text | Card
Row = tuple[int, list[Piece]]                    # height, pieces


class Block(NamedTuple):
    kind: str          # heading1/2/3, para, bullet, number, images, row, blank
    text: str
    level: int = 0     # a list item's nesting
    mark: str = ""     # a numbered item's number
    images: tuple = ()  # (alt, game, art) of each card in a row of pictures


def plain(text: str) -> str:
    return text.replace("**", "").replace("`", "")


# --- words, with bold spans --------------------------------------------------------------------
Word = list[tuple[str, bool]]      # the parts of one word, each regular or bold


def words(text: str) -> list[Word]:
    """The words of `text`, each split where **bold** starts or stops inside it. A
    no-break space (French puts one before : ; ? ! and inside « ») stays inside a word."""
    out: list[Word] = []
    glue = False
    for i, seg in enumerate(text.replace("`", "").split("**")):
        if not seg:
            continue
        bold = i % 2 == 1
        for j, w in enumerate(split_words(seg)):
            if j == 0 and glue and out and not breaks(seg[0]):
                out[-1].append((w, bold))
            else:
                out.append([(w, bold)])
        glue = not breaks(seg[-1])
    return out


def _runs(line: list[Word], size: int, measure: Measure, bold_all: bool = False
          ) -> list[tuple[str, float, bool]]:
    """One line's words as runs of equal weight: (text, x, bold)."""
    runs: list[list] = []
    for k, word in enumerate(line):
        for p, (part, bold) in enumerate(word):
            bold = bold or bold_all
            space = " " if k and p == 0 else ""
            if runs and runs[-1][2] == bold:
                runs[-1][0] += space + part
            elif runs:
                x0, prev = runs[-1][1], runs[-1][0]
                x = x0 + measure(prev, size, runs[-1][2])
                if space:
                    x += measure(" ", size, False)
                runs.append([part, x, bold])
            else:
                runs.append([part, 0.0, bold])
    return [tuple(r) for r in runs]


def _width(runs, size: int, measure: Measure) -> float:
    if not runs:
        return 0.0
    text, x, bold = runs[-1]
    return x + measure(text, size, bold)


def wrap_words(text: str, width: float, size: int, measure: Measure, bold: bool = False
               ) -> list[list[tuple[str, float, bool]]]:
    """`text` wrapped to `width`: each line as its runs (text, x, bold)."""
    lines: list[list[Word]] = []
    cur: list[Word] = []
    for word in words(text):
        if cur and _width(_runs(cur + [word], size, measure, bold), size, measure) > width:
            lines.append(cur)
            cur = [word]
        else:
            cur.append(word)
    if cur:
        lines.append(cur)
    return [_runs(line, size, measure, bold) for line in lines] or [[]]


def wrap(text: str, width: float, size: int, measure: Measure, bold: bool = False) -> list[str]:
    """`text` (no markup) wrapped to `width`, as plain lines."""
    return [" ".join(t for t, _, _ in runs) if runs else ""
            for runs in wrap_words(plain(text), width, size, measure, bold)]


def _text_rows(text: str, x: float, width: float, size: int, measure: Measure,
               color=INK, bold: bool = False, scale: float = 1.0) -> list[Row]:
    return [(size * scale + GAP, [Text(t, x + rx, size, b, color) for t, rx, b in runs])
            for runs in wrap_words(text, width, size, measure, bold)]


# --- blocks ------------------------------------------------------------------------------------
def _level(raw: str) -> int:
    return (len(raw) - len(raw.lstrip(" "))) // 2


def blocks(source: list[str]) -> list[Block]:
    """The page's blocks: a paragraph's or list item's lines joined into one."""
    out: list[Block] = []
    for raw in source:
        raw = raw.replace("\t", "    ").rstrip()
        line = raw.strip()
        numbered = NUMBERED.fullmatch(line)
        if numbered and numbered.group(1) != "1" and out and out[-1].kind == "para":
            numbered = None     # "... gain 15 and\n9. Anna ...": a number inside a sentence
        pictures = IMAGE.findall(line)
        if not line:
            out.append(Block("blank", ""))
        elif line.startswith("#"):
            hashes = len(line) - len(line.lstrip("#"))
            out.append(Block(f"heading{min(3, hashes)}", line.lstrip("# ")))
        elif pictures and not IMAGE.sub("", line).strip():
            if out and out[-1].kind == "images":
                out[-1] = out[-1]._replace(images=out[-1].images + tuple(pictures))
            else:
                out.append(Block("images", "", images=tuple(pictures)))
        elif line.startswith("|"):
            out.append(Block("row", line))
        elif line.startswith(("- ", "* ")):
            out.append(Block("bullet", line[2:], _level(raw)))
        elif numbered:
            out.append(Block("number", numbered.group(2), _level(raw), numbered.group(1)))
        elif out and out[-1].kind in ("bullet", "number", "para"):
            out[-1] = out[-1]._replace(text=f"{out[-1].text} {line}")
        else:
            out.append(Block("para", line))
    return out


# --- layout ------------------------------------------------------------------------------------
def _table(rows: list[list[str]], width: float, measure: Measure, scale: float = 1.0
           ) -> list[Row]:
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
            pieces = [Text(w[k], lefts[c], BODY, head, GOLD if head else INK)
                      for c, w in enumerate(wrapped) if k < len(w)]
            out.append((BODY * scale + GAP, pieces))
    return out


def _pictures(images: tuple, width: float, measure: Measure, scale: float = 1.0
              ) -> list[Row]:
    """Cards side by side, each with its caption centred under it; as many rows as needed."""
    n = len(images)
    per_row = max(1, min(n, int(width // SLOT_MIN)))
    rows_needed = -(-n // per_row)
    per_row = -(-n // rows_needed)              # balance the rows: 5 + 4, not 8 + 1
    slot = max(SLOT_MIN, min(SLOT_MAX * scale, width / per_row))
    out: list[Row] = []
    for start in range(0, n, per_row):
        group = images[start:start + per_row]
        cards = [Card(alt, k * slot + (slot - CARD_W) / 2, CARD_W, CARD_H, game, art)
                 for k, (alt, game, art) in enumerate(group)]
        out.append((CARD_H + 8, cards))
        captions = [wrap(alt, slot - 8, CAPTION, measure) for alt, _, _ in group]
        for line in range(max(len(c) for c in captions)):
            pieces = [Text(c[line], k * slot + (slot - measure(c[line], CAPTION, False)) / 2,
                           CAPTION, False, NOTE)
                      for k, c in enumerate(captions) if line < len(c) and c[line]]
            out.append((CAPTION * scale + 6, pieces))
        out.append((GAP, []))
    return out


def layout(source: list[str], width: float, measure: Measure, scale: float = 1.0
           ) -> list[Row]:
    out: list[Row] = []
    table: list[list[str]] = []
    words_at = [0.0]        # where each open list level's words start: a nested item's
    for block in blocks(source) + [Block("blank", "")]:   # dot lines up under them
        kind, text = block.kind, block.text
        if kind == "row":
            if not set(text) <= set("|-: "):       # skip the |---| separator
                table.append([plain(c.strip()) for c in text.strip("|").split("|")])
            continue
        if table:
            out += _table(table, width, measure, scale)
            table = []
        if kind in ("bullet", "number"):
            del words_at[block.level + 1:]
            while len(words_at) <= block.level:
                words_at.append(words_at[-1] + INDENT)
            indent = words_at[block.level] - BULLET_X if block.level else 0.0
            words_at.append(indent + (ITEM_X if kind == "bullet" else STEP_X))
        else:
            words_at = [0.0]
            indent = 0.0
        if kind.startswith("heading"):
            size = {"heading1": 28, "heading2": 23}.get(kind, 20)
            out.append((GAP, []))
            out += _text_rows(plain(text), 0, width, size, measure, GOLD, True, scale)
        elif kind == "bullet":
            rows = _text_rows(text, indent + ITEM_X, width - indent - ITEM_X, BODY, measure,
                              scale=scale)
            rows[0][1].insert(0, Text("•", indent + BULLET_X, BODY, True, GOLD))
            out += rows
            out[-1] = (out[-1][0] + ITEM_GAP, out[-1][1])
        elif kind == "number":
            mark = f"{block.mark}."
            rows = _text_rows(text, indent + STEP_X, width - indent - STEP_X, BODY, measure,
                              scale=scale)
            right = indent + NUMBER_W - measure(mark, BODY, True)
            rows[0][1].insert(0, Text(mark, right, BODY, True, GOLD))
            out += rows
            out[-1] = (out[-1][0] + ITEM_GAP, out[-1][1])
        elif kind == "images":
            out += _pictures(block.images, width, measure, scale)
        elif kind == "para":
            out += _text_rows(text, 0, width, BODY, measure, scale=scale)
        else:
            out.append((GAP + 4, []))
    return out

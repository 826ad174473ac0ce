"""The board interface is written down as two abstract classes (scenes/boards/face.py,
scenes/boards/common.py): every board answers all of it, and no screen probes a board for
an answer it might not have."""

from __future__ import annotations

import pathlib
import re

import pytest

from scenes.boards import BOARDS
from scenes.boards.common import Board
from scenes.boards.face import GameFace


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_every_board_answers_the_whole_interface(name):
    board = BOARDS[name]
    assert issubclass(board, Board) and issubclass(board, GameFace)
    assert not board.__abstractmethods__, f"{name} leaves {sorted(board.__abstractmethods__)}"
    assert board.blurb, f"{name} has no paragraph for the menu"


def test_a_board_missing_an_answer_cannot_be_made():
    class Half(Board):
        def reconcile(self):
            pass

    with pytest.raises(TypeError, match="banner"):
        Half(table=None)


def test_no_screen_probes_a_board_with_getattr_or_hasattr():
    scenes = pathlib.Path(__file__).resolve().parent.parent / "scenes"
    probe = re.compile(r"(getattr|hasattr)\(\s*(self\.)?(table\.)?board\b")
    for path in list(scenes.glob("screens/*.py")) + list(scenes.glob("lessons/*.py")):
        assert not probe.search(path.read_text(encoding="utf-8")), path.name

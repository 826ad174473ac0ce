"""The rules of every game Card Table plays: pure Python, no pygame, no screen."""

from .core import IllegalMove
from .petroglyph import RULES as _petroglyph

RULES = {
    "petroglyph": _petroglyph,
}

__all__ = ["RULES", "IllegalMove"]

"""The rules of every game Card Table plays: pure Python, no pygame, no screen."""

from .core import IllegalMove
from .fossil import RULES as _fossil
from .petroglyph import RULES as _petroglyph

RULES = {
    "petroglyph": _petroglyph,
    "fossil": _fossil,
}

__all__ = ["RULES", "IllegalMove"]

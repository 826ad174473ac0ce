"""The rules of every game Card Table plays: pure Python, no pygame, no screen."""

from .core import IllegalMove
from .fossil import RULES as _fossil
from .garbo import RULES as _garbo
from .ligretto import RULES as _ligretto
from .petroglyph import RULES as _petroglyph

RULES = {
    "petroglyph": _petroglyph,
    "fossil": _fossil,
    "garbo": _garbo,
    "ligretto": _ligretto,
}

__all__ = ["RULES", "IllegalMove"]

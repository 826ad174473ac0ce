"""Small helpers for words on screen that every layer may use (no pygame here): where a line
may break, what an exception says, a date written as the language in use writes it.

- `split_words` breaks a line only where a space may break: never at a no-break space,
  which French puts before : ; ? ! and inside « » (and the rules pages use).
- `reason(exc)` is what an exception says: the Phrase it carries (game/ and the services
  raise `ValueError(Phrase(...))`) for `lang.text` to translate where it is shown, else
  its words.
- `moment(when, pattern)` writes a date, or a date and time, with a Babel pattern in the
  language in use ('dd MMM HH:mm': '07 Jan 22:39', '07 janv. 22:39', '07 gen 22:39').
"""

from __future__ import annotations

import datetime
import re

from game.core import Phrase

from . import lang

# Spaces no line breaks at (U+00A0, U+2007, U+202F; U+2060 joins without a space): they
# keep a word and its punctuation, or a number and its unit, together.
NO_BREAK = "\u00a0\u2007\u202f\u2060"
_BREAK = re.compile(f"[^\\S{NO_BREAK}]+")


def breaks(ch: str) -> bool:
    """May a line break at the character `ch` (a space that is not a no-break one)?"""
    return ch.isspace() and ch not in NO_BREAK


def split_words(text: str) -> list[str]:
    """The words of `text` where a line may break between them."""
    return [w for w in _BREAK.split(text) if w]


def reason(exc: BaseException):
    """What `exc` says: its Phrase (for `lang.text` to translate) or its words."""
    if len(exc.args) == 1 and isinstance(exc.args[0], Phrase):
        return exc.args[0]
    return str(exc)


def moment(when: datetime.date, pattern: str) -> str:
    """`when` (a date or a datetime) written with a Babel `pattern` in the language in
    use."""
    from babel.dates import format_date, format_datetime
    if isinstance(when, datetime.datetime):
        return format_datetime(when, pattern, locale=lang.locale_code())
    return format_date(when, pattern, locale=lang.locale_code())

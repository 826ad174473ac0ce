"""The language every word on screen is in: English, French or Italian.

Screens and boards write whole English sentences inside `_()` with named places
(`_("{name} collects {set}.").format(...)`), `ngettext` for a number with its noun and
`pgettext` where one English word has two meanings; the catalogs in assets/locale turn them
into the language in use. game/ knows no language: its refusals and the words they name are
`Phrase`s (game/core.py) that `text` translates here.

The language is a process-wide setting (one person at one window): `use(code)` switches it,
and every screen asks again on its next frame, so a change needs no restart.
"""

from __future__ import annotations

import datetime
import gettext
import io
import locale
import os
import re

from game.core import Phrase

from . import place

LANGUAGES = {"en": "English", "fr": "Français", "it": "Italiano"}
PSEUDO = "xx"      # tests: every translated string marked ‹like this›
DOMAIN = "cardtable"
LOCALE_DIR = os.path.join(place.ASSETS, "locale")

_code = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()


class _Pseudo(gettext.NullTranslations):
    """A language that only marks: each word of a translated string ‹like› ‹this› (the
    {places} left as they are), so a word drawn without its mark bypassed the catalog,
    even on the second line of a wrapped sentence."""

    @staticmethod
    def mark(message: str) -> str:
        parts = re.split(r"(\{[^{}]*\}|\s+)", message)
        return "".join(p if not p or p.isspace() or p.startswith("{") else f"‹{p}›"
                       for p in parts)

    def gettext(self, message):
        return self.mark(message)

    def ngettext(self, singular, plural, n):
        return self.mark(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self.mark(message)


def catalog_path(code: str, ext: str = "po") -> str:
    return os.path.join(LOCALE_DIR, code, "LC_MESSAGES", f"{DOMAIN}.{ext}")


def _load(code: str) -> gettext.NullTranslations:
    if code == PSEUDO:
        return _Pseudo()
    if code == "en":
        return gettext.NullTranslations()
    mo = catalog_path(code, "mo")
    po = catalog_path(code, "po")
    if os.path.exists(mo) and (not os.path.exists(po)
                               or os.path.getmtime(mo) >= os.path.getmtime(po)):
        with open(mo, "rb") as f:
            return gettext.GNUTranslations(f)
    # No compiled catalog (a clone run without make): compile it in memory.
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with open(po, "rb") as f:
        compiled = io.BytesIO()
        write_mo(compiled, read_po(f, locale=code))
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def use(code: str) -> None:
    """Speak `code` from now on (an unknown code: English)."""
    global _code, _catalog
    if code not in LANGUAGES and code != PSEUDO:
        code = "en"
    try:
        _catalog = _load(code)
    except OSError:
        code, _catalog = "en", gettext.NullTranslations()
    _code = code


def current() -> str:
    return _code


def system_language() -> str:
    """The language of the machine's locale, if it is one of ours, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return _ours(value.split(":")[0])
    try:
        return _ours(locale.getlocale()[0] or "")
    except ValueError:
        return "en"


def _ours(name: str) -> str:
    code = name[:2].lower()
    return code if code in LANGUAGES else "en"


def _(message: str) -> str:
    return _catalog.gettext(message)


def N_(message: str) -> str:  # noqa: N802 (the name extraction looks for)
    """Marks an English string kept in a table (a colour's name) for the catalogs; it is
    translated where it is shown, with `_(value)`."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _catalog.pgettext(context, message)


def text(phrase) -> str:
    """A Phrase from game/ (its places translated too) in the language in use; a str as
    it is."""
    if not isinstance(phrase, Phrase):
        return str(phrase)
    if phrase.plural is not None:
        template = ngettext(phrase.message, phrase.plural, phrase.n)
    else:
        template = _(phrase.message)
    places = {k: text(v) for k, v in phrase.places.items()}
    return template.format(**places)


def locale_code() -> str:
    return "en" if _code == PSEUDO else _code


def date(day: datetime.date) -> str:
    """'Tuesday 24 November', 'mardi 24 novembre', 'martedì 24 novembre'."""
    from babel.dates import format_date
    return format_date(day, "EEEE d MMMM", locale=locale_code())


def warm() -> None:
    """Load Babel and the language's data now (a thread ahead of the screens calls it)."""
    date(datetime.date(2000, 1, 1))
    number(1000)
    join_list(["1", "2", "3"])


def join_list(items: list[str]) -> str:
    """Words already translated, listed as the language lists them: 'red 1, green 1 and
    green 2', 'rouge 1, vert 1 et vert 2' (Babel, from the CLDR: never an English "and")."""
    if _code == PSEUDO:
        return ", ".join(items)         # tests: a connective word the catalog never marks
    from babel.lists import format_list
    # British English lists without the serial comma, as the rest of the app writes.
    return format_list(list(items), locale="en_GB" if _code == "en" else _code)


def number(n: float) -> str:
    from babel.numbers import format_decimal
    return format_decimal(n, locale=locale_code())

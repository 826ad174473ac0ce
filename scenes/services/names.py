"""People's names as text: one form (Unicode NFC) wherever a name is kept or compared, and
its length counted as a person sees it.

"Zoë" may arrive as five code points or as four ("e" and a combining diaeresis, from an
input method or an old file); both are the same name, so every name is composed (NFC) when
it comes in (typed, read from the settings, a save or the records) and the two forms are
stored, compared and offered as one. A limit counts what is seen: a grapheme (Unicode's
extended grapheme cluster, found by the `regex` library): a letter with its accents, a
family emoji joined by zero-width joiners, a flag's two regional letters, each one
character, whatever bytes or code points it takes; Backspace erases one whole. No pygame.
"""

from __future__ import annotations

import unicodedata

import regex

_GRAPHEME = regex.compile(r"\X")


def nfc(text: str) -> str:
    """`text` composed: "e" + U+0308 becomes the one letter "ë"."""
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


def name_form(name: str) -> str:
    """A name as it is kept: composed, without spaces around it."""
    return nfc(name).strip()


def clusters(text: str) -> list[str]:
    """`text` as the characters a person sees (graphemes): each letter with the marks
    drawn on it, an emoji with what joins or modifies it, a flag."""
    return _GRAPHEME.findall(text)


def seen_length(text: str) -> int:
    """The characters a person sees in `text` (a letter and its accents count once)."""
    return len(clusters(nfc(text)))


def cut_seen(text: str, limit: int) -> str:
    """`text` (composed) cut after `limit` seen characters, keeping each one's accents."""
    return "".join(clusters(nfc(text))[:limit])


def drop_last(text: str) -> str:
    """`text` without its last seen character (the letter with its accents): Backspace."""
    return "".join(clusters(text)[:-1])

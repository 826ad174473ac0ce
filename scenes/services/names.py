"""People's names as text: one form (Unicode NFC) wherever a name is kept or compared, and
its length counted as a person sees it.

"Zoë" may arrive as five code points or as four ("e" and a combining diaeresis, from an
input method or an old file); both are the same name, so every name is composed (NFC) when
it comes in (typed, read from the settings, a save or the records) and the two forms are
stored, compared and offered as one. A limit counts what is seen: a letter with its
accents is one character, whatever bytes or code points it takes. No pygame here.
"""

from __future__ import annotations

import unicodedata

# Marks drawn on the letter before them (accents: Mn, Me) and invisible joiners (Cf):
# part of the character they follow, never one of their own.
_ATTACHED = ("Mn", "Me", "Cf")


def nfc(text: str) -> str:
    """`text` composed: "e" + U+0308 becomes the one letter "ë"."""
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


def name_form(name: str) -> str:
    """A name as it is kept: composed, without spaces around it."""
    return nfc(name).strip()


def _starts(ch: str) -> bool:
    """Does `ch` start a character a person sees (not an accent or joiner on the last)?"""
    return unicodedata.category(ch) not in _ATTACHED


def clusters(text: str) -> list[str]:
    """`text` as the characters a person sees: each letter with the marks drawn on it."""
    out: list[str] = []
    for ch in text:
        if out and not _starts(ch):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def seen_length(text: str) -> int:
    """The characters a person sees in `text` (a letter and its accents count once)."""
    return len(clusters(nfc(text)))


def cut_seen(text: str, limit: int) -> str:
    """`text` (composed) cut after `limit` seen characters, keeping each one's accents."""
    return "".join(clusters(nfc(text))[:limit])


def drop_last(text: str) -> str:
    """`text` without its last seen character (the letter with its accents): Backspace."""
    return "".join(clusters(text)[:-1])

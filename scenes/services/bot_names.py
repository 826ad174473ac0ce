"""The bots' names, in the language in use, and the names a person's seat gets by default.

A bot seat keeps its English name as its identity: the saves, the records, the menu's
memory and the lessons store "Ochre", so a game saved in French and loaded in Italian, or
a record from before the names were translated, is the same seat. Only where a name is
shown does it become the language's ("Ocre", "Ocra"): `shown_name`, which `Seat.shown_name`
and every screen use. A person's name is never translated, even one typed as "Flint".
"""

from __future__ import annotations

from .lang import pgettext

BOT_NAMES = ("Flint", "Ochre", "Slate", "Amber", "Basalt", "Jasper")
YOU = "You"     # the one person's name by default, kept in English (shown: `shown_name`)
# A person's name by default when two or more people sit (the mouse passed round, or a
# guest's screen): never translated, never a family's name unless a person typed it.
HUMAN_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay")


def shown_bot_names() -> tuple[str, ...]:
    """BOT_NAMES in the language in use, in the same order."""
    # Translators: a bot's name, a stone: the word a child knows for it.
    # The lessons' sentences name the bots with these same words.
    return (pgettext("bot", "Flint"), pgettext("bot", "Ochre"), pgettext("bot", "Slate"),
            pgettext("bot", "Amber"), pgettext("bot", "Basalt"), pgettext("bot", "Jasper"))


def shown_name(kind: str, name: str) -> str:
    """A seat's name as shown: a bot's own name in the language in use; the default "You"
    (kept in English, as the menu keeps it) as the language says it; a person's name, or
    a name given to a bot by hand, as it is."""
    if kind == "bot" and name in BOT_NAMES:
        return shown_bot_names()[BOT_NAMES.index(name)]
    if kind == "human" and name == YOU:
        # Translators: the name a person gets by default (the one person at a table of bots).
        return pgettext("name", "You")
    return name


def bot_identity(name: str) -> str:
    """The name to keep for a bot whose name field shows `name`: a bot's name in the
    language in use becomes its English identity ("Ocre" -> "Ochre"); any other as it is."""
    shown = shown_bot_names()
    return BOT_NAMES[shown.index(name)] if name in shown else name

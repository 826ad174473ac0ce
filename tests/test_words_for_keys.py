"""The lessons, the turn-based banners, the menu and Continue speak to every hand (issue
43): a person playing by the keyboard, a controller or a voice is told to choose, turn or
play a card, never to click it, in every language. (Fossil's banner has a sentence for
each: it is not here.)"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from scenes.services import lang

FOR_EVERY_HAND = ("scenes/lessons/", "scenes/boards/petroglyph.py", "scenes/boards/garbo.py",
                  "scenes/screens/menu.py", "scenes/screens/saved.py")
CLICK = re.compile(r"click|clic|cliqu", re.IGNORECASE)


def sentences(code: str) -> list[tuple[str, str]]:
    """(English, translated) for every catalog entry used only where every hand reads it."""
    with open(lang.catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    out = []
    for m in catalog:
        if not m.id or not m.locations:
            continue
        if all(path.startswith(FOR_EVERY_HAND) for path, _ in m.locations):
            english = m.id if isinstance(m.id, str) else m.id[0]
            for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
                out.append((english, s))
    return out


@pytest.mark.parametrize("code", ["fr", "it"])
def test_no_lesson_step_or_banner_tells_a_person_to_click(code):
    found = sentences(code)
    assert len(found) > 40, "the lessons' sentences were not found in the catalog"
    said = [(en, s) for en, s in found if CLICK.search(en) or CLICK.search(s)]
    assert not said, said

"""The French glossary is kept (issue 27, part 5): assets/locale/fr/GLOSSARY.md fixes each
term, with a column of words to avoid; no French catalog entry and no French rules page
uses one of them."""

from __future__ import annotations

import os
import re

from babel.messages.pofile import read_po

from scenes.services import lang

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GLOSSARY = os.path.join(ROOT, "assets", "locale", "fr", "GLOSSARY.md")
AVOID_COLUMN = "à éviter"
# Command-line syntax is not French: `bot[:easy|medium|hard]`, « human », --size WxH.
SYNTAX = re.compile(r"\S*[\[\]|=]\S*|«\u00a0\w+\u00a0»|--\S+")


def avoided(path: str = GLOSSARY) -> dict[str, str]:
    """Each word to avoid, with the French term its row fixes instead."""
    out: dict[str, str] = {}
    column = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("|"):
                column = None
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if column is None:
                column = cells.index(AVOID_COLUMN) if AVOID_COLUMN in cells else None
                continue
            if set(cells[0]) <= set("-: "):
                continue
            for word in re.findall(r"`([^`]+)`", cells[column]):
                out.setdefault(word, cells[1])
    return out


def uses(text: str, word: str) -> bool:
    """`word` stands in `text` as a whole word (or phrase), in any case."""
    text = SYNTAX.sub(" ", text).replace("\u00a0", " ")
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


def french_strings() -> list[tuple[str, str]]:
    with open(lang.catalog_path("fr"), "rb") as f:
        catalog = read_po(f, locale="fr")
    out = []
    for m in catalog:
        if m.id:
            for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
                out.append((m.id[0] if isinstance(m.id, tuple) else m.id, s))
    return out


def french_pages() -> list[tuple[str, str]]:
    folder = os.path.join(ROOT, "seeds", "fr")
    out = []
    for page in sorted(os.listdir(folder)):
        with open(os.path.join(folder, page), encoding="utf-8") as f:
            out += [(f"{page}:{k}", line) for k, line in enumerate(f, 1)]
    return out


def test_the_glossary_names_words_to_avoid():
    words = avoided()
    for word in ("Esc", "meneur", "vs", "Place {number}", "Jouer un code", "survolée",
                 "vive", "limule", "ophiure", "bot"):
        assert word in words, word
    assert words["meneur"] == "le joueur en tête"


def test_the_check_sees_a_word_to_avoid_and_leaves_syntax_alone():
    assert uses("Esc met en pause", "Esc")
    assert uses("Cliquez sur une carte vive\u00a0!", "vive")
    assert not uses("Cliquez sur une carte vivement", "vive")
    assert uses("Place 2", "Place {number}") is False
    assert uses("Place {number}", "Place {number}")
    assert not uses("Survolez une carte", "survole")     # hovering is not passing over
    assert not uses("mélanger", "élan")
    assert not uses("joueurs séparés : human ou bot[:easy|medium|hard]", "bot")
    assert not uses("un joueur s'écrit «\u00a0human\u00a0» ou «\u00a0bot[:niveau]\u00a0»", "bot")
    assert uses("contre un bot facile", "bot")


def test_every_french_catalog_entry_follows_the_glossary():
    words = avoided()
    bad = [f"{text!r} uses {word!r}: say {words[word]!r} ({msgid!r})"
           for msgid, text in french_strings() for word in words if uses(text, word)]
    assert bad == []


def test_every_french_rules_page_follows_the_glossary():
    words = avoided()
    bad = [f"{where} uses {word!r}: say {words[word]!r}"
           for where, line in french_pages() for word in words if uses(line, word)]
    assert bad == []

"""The Italian glossary (assets/locale/it/GLOSSARY.md) is kept: no Italian sentence of the
catalog, and no Italian rules page, uses a word the glossary puts in its "Non questo" column,
outside the forms of the term the same line chooses ("coppia di innamorati" is the red card,
a bare "coppia" is not). The fossils' names in the catalog are the glossary's."""

from __future__ import annotations

import os
import re

from babel.messages.pofile import read_po

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALE = os.path.join(ROOT, "assets", "locale", "it")
GLOSSARY = os.path.join(LOCALE, "GLOSSARY.md")
CATALOG = os.path.join(LOCALE, "LC_MESSAGES", "cardtable.po")
PAGES = os.path.join(ROOT, "seeds", "it")
TICKED = re.compile(r"`([^`]+)`")
PLACEHOLDER = re.compile(r"\{\w*\}")


def glossary_rows() -> list[tuple[str, list[str], list[str]]]:
    """(English, the Italian forms, the forbidden words) of each table line."""
    rows = []
    with open(GLOSSARY, encoding="utf-8") as f:
        for line in f:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not line.startswith("|") or len(cells) != 4 or set(cells[0]) <= set("-"):
                continue
            if cells[0] == "English":
                continue
            rows.append((cells[0], TICKED.findall(cells[1]), TICKED.findall(cells[2])))
    return rows


def whole(word: str) -> re.Pattern:
    return re.compile(r"(?<!\w)" + re.escape(word) + r"(?!\w)", re.IGNORECASE)


def offences(text: str, rows) -> list[str]:
    """The forbidden words of `rows` found in `text`, each as 'word (English term)'."""
    text = PLACEHOLDER.sub(" ", text)          # {round} is a name, not a word
    found = []
    for english, chosen, banned in rows:
        if not banned:
            continue
        kept = text
        for form in sorted(chosen, key=len, reverse=True):     # longest first
            kept = whole(form).sub(" ", kept)
        found += [f"{word!r} ({english})" for word in banned if whole(word).search(kept)]
    return found


def catalog_strings() -> list[tuple[str, str]]:
    """(msgid, each Italian form) of the catalog."""
    with open(CATALOG, "rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(msgid, s) for s in strings]
    return out


def test_the_glossary_has_a_line_for_every_game_and_the_apps_words():
    rows = glossary_rows()
    english = {e for e, _, _ in rows}
    for term in ("hint", "take back (a move)", "replay", "deal code", "curtain (between two "
                 "people's turns)", "set", "brittle star", "horseshoe crab",
                 "match (same rank or suit in line)", "Ligretto stack", "round (Ligretto)"):
        assert term in english, term
    assert all(chosen for _, chosen, _ in rows), "a line with no Italian term"
    assert sum(bool(banned) for _, _, banned in rows) >= 15


def test_the_check_finds_a_forbidden_word_and_spares_the_chosen_term():
    rows = glossary_rows()
    assert offences("Una coppia rossa!", rows)
    assert offences("Premi H per un aiuto.", rows)
    assert offences("un limulo", rows) and offences("Nessuna corrispondenza.", rows)
    assert not offences("Una coppia di innamorati! Due coppie di innamorati.", rows)
    assert not offences("Due carte coppe; il mazzetto; la copia", rows)


def test_no_italian_sentence_of_the_catalog_uses_a_word_the_glossary_forbids():
    rows = glossary_rows()
    bad = [f"{msgid!r} -> {text!r}: {', '.join(found)}"
           for msgid, text in catalog_strings() if (found := offences(text, rows))]
    assert not bad, "\n".join(bad)


def test_no_italian_rules_page_uses_a_word_the_glossary_forbids():
    rows = glossary_rows()
    bad = []
    for name in sorted(os.listdir(PAGES)):
        with open(os.path.join(PAGES, name), encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if found := offences(line, rows):
                    bad.append(f"{name}:{n}: {', '.join(found)}")
    assert not bad, "\n".join(bad)


def test_the_fossils_are_named_as_the_glossary_names_them():
    chosen = {form for _, forms, _ in glossary_rows() for form in forms}
    with open(CATALOG, "rb") as f:
        fossils = [m for m in read_po(f) if m.context == "fossil"]
    assert len(fossils) == 9
    for message in fossils:
        assert message.string in chosen, (message.id, message.string)

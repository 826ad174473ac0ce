# Every target makes the virtual environment first when it is missing or older than
# pyproject.toml, so a fresh clone needs nothing but Python 3.11.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

LOCALES := fr it
POT := assets/locale/cardtable.pot
MO := $(LOCALES:%=assets/locale/%/LC_MESSAGES/cardtable.mo)

.PHONY: play test bench lint clean i18n

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip >/dev/null
	$(PY) -m pip install -e ".[test]"
	touch $(STAMP)

# The catalogs (.po, kept in the repository) compiled for gettext (.mo, not kept).
assets/locale/%/LC_MESSAGES/cardtable.mo: assets/locale/%/LC_MESSAGES/cardtable.po $(STAMP)
	$(VENV)/bin/pybabel -q compile -l $* -i $< -o $@

# Every _(), ngettext, pgettext and game/'s Phrase and Plural into the template, then
# each language's catalog updated from it (new sentences appear untranslated there).
i18n: $(STAMP)
	$(VENV)/bin/pybabel -q extract -o $(POT) -k N_ -k Phrase -k Plural:1,2 \
		--add-comments=Translators: --add-location=file --sort-by-file \
		--project="Card Table" --no-wrap game scenes main.py
	for l in $(LOCALES); do \
		$(VENV)/bin/pybabel -q update -i $(POT) -d assets/locale -D cardtable -l $$l \
			--no-wrap --ignore-obsolete; done

play: $(STAMP) $(MO)
	$(PY) main.py

test: $(STAMP) $(MO)
	$(PY) -m ruff check game scenes tests main.py bench.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n 2

bench: $(STAMP) $(MO)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench.py

lint: $(STAMP)
	$(PY) -m ruff check game scenes tests main.py bench.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache

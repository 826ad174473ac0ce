# Every target makes the virtual environment first when it is missing or older than
# pyproject.toml, so a fresh clone needs nothing but Python 3.11.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

LOCALES := fr it
POT := assets/locale/cardtable.pot
MO := $(LOCALES:%=assets/locale/%/LC_MESSAGES/cardtable.mo)

.PHONY: play test bench lint clean i18n dist icons install-desktop

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

bench: $(STAMP) $(MO) dist
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench.py

lint: $(STAMP)
	$(PY) -m ruff check game scenes tests main.py bench.py

# The app as one folder that runs without Python (PyInstaller, for the platform it runs
# on): dist/CardTable/, and an archive of it to hand to someone. Then it plays a game from
# another folder, as a check, and says its size. No test tools inside, and no
# pkg_resources (Babel names it as a fallback; PyInstaller would import it at every
# start-up: 100 ms).
DIST_TOOLS := $(VENV)/.dist-tools
ARCHIVE := dist/CardTable-$(shell uname -s | tr A-Z a-z)-$(shell uname -m).tar.gz

$(DIST_TOOLS): $(STAMP)
	$(PY) -m pip install -q -e ".[dist]"
	touch $@

dist: $(STAMP) $(MO) $(DIST_TOOLS)
	rm -rf dist/CardTable $(ARCHIVE) build/pyinstaller
	$(PY) -m PyInstaller --noconfirm --log-level WARN --windowed --name CardTable \
		--icon $(CURDIR)/assets/icon/cardtable.ico \
		--add-data "$(CURDIR)/assets:scenes/assets" --add-data "$(CURDIR)/seeds:scenes/seeds" \
		--collect-submodules scenes --collect-submodules game \
		--collect-submodules wormhole --collect-submodules wormhole_mailbox_server \
		--collect-submodules wormhole_transit_relay --collect-data wormhole_mailbox_server \
		--collect-data wormhole_transit_relay --collect-submodules autobahn --collect-data autobahn \
		--collect-submodules zeroconf --collect-submodules ifaddr \
		--exclude-module pytest --exclude-module _pytest --exclude-module hypothesis \
		--exclude-module ruff --exclude-module PyInstaller --exclude-module tkinter \
		--exclude-module pkg_resources --exclude-module setuptools \
		--exclude-module numpy --exclude-module colorspacious \
		--distpath dist --workpath build/pyinstaller --specpath build/pyinstaller main.py
	rm -f dist/CardTable/_internal/scenes/assets/screenshot*.png
	# Babel's data for the languages the app speaks (all of them: 32 MB of 38).
	find dist/CardTable/_internal/babel/locale-data -name '*.dat' ! -name 'root.dat' \
		! -name 'en*.dat' ! -name 'fr*.dat' ! -name 'it*.dat' -delete
	tar -C dist -czf $(ARCHIVE) CardTable
	cd $$(mktemp -d) && CARDTABLE_HOME=$$(mktemp -d) $(CURDIR)/dist/CardTable/CardTable \
		--headless --demo petroglyph --players 4 --fixed-dt 16 --frames 200000 --report \
		--lang fr
	du -sh dist/CardTable $(ARCHIVE)

# The icon's PNG sizes and Windows .ico, from assets/icon/cardtable.svg (kept in git).
icons: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m scenes.shell.icon

# Card Table in the applications menu (Linux, freedesktop): its .desktop entry and icon in
# the user's folders. It starts CARDTABLE_EXEC: the installed `cardtable` command, or say
# make install-desktop CARDTABLE_EXEC=$$PWD/dist/CardTable/CardTable
CARDTABLE_EXEC ?= cardtable
XDG_DATA_HOME ?= $(HOME)/.local/share
install-desktop:
	mkdir -p $(XDG_DATA_HOME)/applications
	sed 's|@EXEC@|$(CARDTABLE_EXEC)|' assets/icon/cardtable.desktop \
		> $(XDG_DATA_HOME)/applications/cardtable.desktop
	for s in 16 24 32 48 64 128 256 512; do \
		mkdir -p $(XDG_DATA_HOME)/icons/hicolor/$${s}x$${s}/apps && \
		cp assets/icon/cardtable-$$s.png $(XDG_DATA_HOME)/icons/hicolor/$${s}x$${s}/apps/cardtable.png; \
	done
	mkdir -p $(XDG_DATA_HOME)/icons/hicolor/scalable/apps
	cp assets/icon/cardtable.svg $(XDG_DATA_HOME)/icons/hicolor/scalable/apps/cardtable.svg
	-update-desktop-database -q $(XDG_DATA_HOME)/applications 2>/dev/null
	@echo "Card Table is in the applications menu (it starts: $(CARDTABLE_EXEC))"

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache build dist

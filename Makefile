# Every target makes the virtual environment first when it is missing or older than
# pyproject.toml, so a fresh clone needs nothing but Python 3.11.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench lint clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip >/dev/null
	$(PY) -m pip install -e ".[test]"
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py

test: $(STAMP)
	$(PY) -m ruff check game scenes tests main.py bench.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n 2

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench.py

lint: $(STAMP)
	$(PY) -m ruff check game scenes tests main.py bench.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache

"""Where the app's own files are: the cards, maps, fonts and catalogs (`assets/`) and the
rules pages (`seeds/`), found the same way however the app was started.

- From a clone (`make play`, `python main.py`): beside `scenes/`, at the project's top.
- Installed (`pipx install .`, `pip install .`): inside the installed `scenes` package,
  as its package data (`scenes/assets`, `scenes/seeds`: pyproject.toml maps them there).
- Built with PyInstaller (`make dist`): in the bundle, laid out as when installed.

The user's own files (saves, settings, records) are elsewhere: services/saves.data_dir.
"""

from __future__ import annotations

import os

_SCENES = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def folder(name: str) -> str:
    """The folder `name` ("assets" or "seeds") of this app, wherever it was installed."""
    for base in (_SCENES, os.path.dirname(_SCENES)):
        path = os.path.join(base, name)
        if os.path.isdir(path):
            return path
    raise FileNotFoundError(f"Card Table's {name} folder is missing: reinstall the app")


ASSETS = folder("assets")
SEEDS = folder("seeds")

"""`python -m scenes`: the `cardtable` command (scenes/cli.py)."""

import multiprocessing
import sys

from scenes.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())

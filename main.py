"""Card Table from a clone: `python main.py [options]` (`--help` lists them). Installed,
the same command line is the `cardtable` command: scenes/cli.py."""

import multiprocessing
import sys

from scenes.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()   # the built app (make dist) starts its bots' worker here
    sys.exit(main())

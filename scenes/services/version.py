"""The app's version: the package's (pyproject.toml reads it here), what `--version` prints
and what a host and its guests compare (both need the same)."""

VERSION = "0.2.0"

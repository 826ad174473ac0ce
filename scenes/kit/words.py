"""Sentences about a seat, right for the default name "You" as well as for "Ada"."""

from __future__ import annotations

YOU = "You"


def does(name: str, third: str, second: str) -> str:
    """does("Ada", "collects", "collect") -> "Ada collects"; for "You": "You collect"."""
    return f"{YOU} {second}" if name == YOU else f"{name} {third}"


def whose(name: str) -> str:
    """"Ada's" or "Your"."""
    return "Your" if name == YOU else f"{name}'s"

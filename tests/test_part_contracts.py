"""Each part's contract is checked, not only written (issue 47, part 4): the classes the
sessions are made of (their parts, mixed in) each declare what they are given by the
class they are part of as a `typing.Protocol` in their own module. For each part this
test reads its source: every `self.<name>` it uses is its own (defined in it or in a part
it builds on) or named in its protocol; no protocol names an underscore name (no part
reaches into another's private names); and every class made of the part provides every
name of its protocol."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

from scenes.net.guest import GuestSession
from scenes.net.guest_help import GuestHelp, GuestHelpNeeds
from scenes.net.guest_race import GuestRace, GuestRaceNeeds
from scenes.net.host import HostedSession
from scenes.net.host_lent import LentBots, LentNeeds
from scenes.net.host_race import HostRace, RaceNeeds
from scenes.net.host_timing import RaceTiming, TimingNeeds
from scenes.net.watcher import WatcherSession
from scenes.services.session import Session
from scenes.services.session_bots import Bots, BotsNeeds
from scenes.services.session_clock import ClockNeeds, RealTime
from scenes.services.session_help import HelpNeeds, TableHelp
from scenes.services.session_said import SaidLines, SaidNeeds

PARTS = [
    (RaceTiming, TimingNeeds, [HostedSession]),
    (HostRace, RaceNeeds, [HostedSession]),
    (LentBots, LentNeeds, [HostedSession]),
    (GuestRace, GuestRaceNeeds, [GuestSession, WatcherSession]),
    (GuestHelp, GuestHelpNeeds, [GuestSession, WatcherSession]),
    (SaidLines, SaidNeeds, [Session, GuestSession]),
    (TableHelp, HelpNeeds, [Session]),
    (RealTime, ClockNeeds, [Session]),
    (Bots, BotsNeeds, [Session]),
]


def defined_and_used(cls) -> tuple[set[str], set[str]]:
    """The names `cls`'s own source defines (methods, class attributes, `self.x = ...`)
    and the `self.<name>` it reads."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    own, used = set(), set()
    for item in tree.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            own.add(item.name)
        elif isinstance(item, ast.Assign):
            own |= {t.id for t in item.targets if isinstance(t, ast.Name)}
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            own.add(item.target.id)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "self":
            (own if isinstance(node.ctx, ast.Store) else used).add(node.attr)
    return own, used


def ours(cls) -> list:
    return [c for c in cls.__mro__ if c.__module__.startswith(("scenes", "game"))]


def protocol_names(protocol) -> set[str]:
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {n for n, v in vars(protocol).items() if callable(v) and not n.startswith("__")}
    return names


def provided(cls) -> set[str]:
    """Every name a class made of parts has: defined by any class of its own MRO, and, for
    a hosted session, what it hands on to the session it wraps (`__getattr__`)."""
    names = set()
    for c in ours(cls):
        own, _used = defined_and_used(c)
        names |= own
    if cls is HostedSession:
        names |= provided(Session)
    return names


@pytest.mark.parametrize("part,protocol,made", PARTS, ids=[p[0].__name__ for p in PARTS])
def test_a_part_uses_only_its_own_names_and_its_protocols(part, protocol, made):
    own = set()
    for c in ours(part):
        own |= defined_and_used(c)[0]
    _own, used = defined_and_used(part)
    needs = protocol_names(protocol)
    assert not sorted(used - own - needs), f"{part.__name__} uses names its protocol omits"
    assert not [n for n in needs if n.startswith("_")], "a protocol names a private name"
    assert needs, "an empty protocol"
    for cls in made:
        missing = needs - provided(cls)
        assert not missing, f"{cls.__name__} does not give {part.__name__} {sorted(missing)}"

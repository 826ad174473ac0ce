"""Every word whole at tables of people: the pass-and-play curtain (long names too), a
Ligretto table waiting for controllers, and a host's table waiting for people on other
computers with the Join screen, in French and Italian (and English) at 1280x720 and at
960x540 (tests/text_checks.py reads the lines drawn)."""

from __future__ import annotations

import pytest
from text_checks import BOTH, LANGS, collisions, speaking

from scenes.routes import make_app


def curtain(app):
    """The frames until the curtain shows (the deal dealt, a move's cards landed)."""
    for _f in range(400):
        app.run(max_frames=app.frames + 1)
        if type(app.scene).__name__ == "HandoffScene":
            return app.scene
    raise AssertionError("no curtain")


def curtains(app, names) -> list[str]:
    """What is wrong on the curtain before the first person's turn, on the table it
    lifts from, and on the curtain before the next person's, with the mover's take-back
    offered on it (a button more)."""
    from scenes.services.session import Seat, Session
    app.open("table", how="reset",
             session=Session("garbo", [Seat("human", n) for n in names], 3))
    first = curtain(app)
    assert first.mover is None
    bad = collisions(app)
    first.reveal()
    app.run(max_frames=app.frames + 3)
    bad += collisions(app)                     # the table, the first person's hand shown
    table = app.scene
    seat = min(table.session.to_act())
    table.play_move(seat, table.session.legal(seat)[0])
    assert curtain(app).mover is not None
    return bad + collisions(app)


@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LANGS)
def test_the_curtain_is_whole_in_french_and_italian(code, size):
    """Pass and play: the curtains, every word whole; then with names as long as a seat
    allows, the curtain's own sentences still whole (a name shortened in a narrow panel
    of the table shows whole under the mouse) and nothing overlapping."""
    from scenes.services.lang import _
    from scenes.services.settings import NAME_LIMIT
    app = speaking(code, size)
    bad = curtains(app, ("Marie-Claire", "Massimo"))
    longest = ("Marie-Antoinette Lefèvre", "Massimiliano Bartolomeo")
    assert max(map(len, longest)) == NAME_LIMIT
    own = {_(words).format(name=name) for name in longest for words in (
        "{name}'s turn", "Pass the mouse to {name}.", "I am {name}",
        "I am {name}: take back my move")}
    bad += [b for b in curtains(app, longest)
            if not b.endswith(" is cut") or any(f"{words!r} is cut" in b for words in own)]
    assert sorted(set(bad)) == []


@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", LANGS)
def test_a_ligretto_table_waiting_for_three_controllers_is_whole(code, size):
    """Three people with controllers, none plugged in yet: the panel names each of them;
    and the keys of the two key blocks under their cards."""
    from scenes.services.controls import LEFT_KEYS, PAD
    from scenes.services.session import Seat, Session
    session = Session("ligretto", [Seat("human", n) for n in ("Anna", "Ben", "Cleo", "Dev")],
                      3)
    session.choose_controls({0: LEFT_KEYS, 1: PAD, 2: PAD, 3: PAD})
    app = speaking(code, size)
    app.open("table", session=session)
    app.run(max_frames=3)
    assert app.scene.board.inputs.waiting() == [1, 2, 3]
    bad = collisions(app)
    session = Session("ligretto", [Seat("human", n) for n in ("Anna", "Ben")], 3)
    app.open("table", how="reset", session=session)
    app.run(max_frames=3)
    app.scene.board.start_now()
    app.run(max_frames=app.frames + 3)
    assert sorted(set(bad + collisions(app))) == []


class Listener:
    """A host's door as the meeting server gives it (no server here)."""

    def __init__(self, invite, state="open", reason=""):
        self.invite, self.state, self.reason = invite, state, reason

    def accept(self):
        return []

    def close(self):
        pass


@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ("en",) + LANGS)
def test_a_table_waiting_for_people_on_other_computers_and_the_join_screen_are_whole(
        code, size, monkeypatch):
    """The waiting table's invite, its free seats and a seat taken, a seat lent, the
    meeting server unreachable, the table listed on the home network; the Join screen
    listing tables on the home network, connecting and saying a long refusal."""
    from game.core import Phrase
    from scenes.net.channel import memory_pair
    from scenes.net.guest import GuestSession
    from scenes.net.host import HostedSession
    from scenes.services.session import Seat, Session
    app = speaking(code, size)
    bad: set[str] = set()
    from scenes.net.doors import Doors
    listed = Listener("Bartholomew")            # the home network's door, open
    for listener, lent in ((Listener("7-guitarist-revenge"), False), (Listener(None), True),
                           (Listener(None, "closed", "unreachable"), False),
                           (Doors(Listener("7-guitarist-revenge"), listed), False),
                           (Doors(Listener(None, "closed", "unreachable"), listed), True)):
        seats = [Seat("human", "Mamie")] + [Seat("human", f"Guest {k}") for k in range(1, 5)]
        hosted = HostedSession(Session("fossil", seats, 3), {1, 2, 3, 4}, name="Mamie",
                               version="0.2.0", listener=listener)
        here, there = memory_pair()
        hosted.admit(here)
        guest = GuestSession(there, name="Bartholomew", version="0.2.0")
        if lent:
            hosted.lend(4)
        app.open("table", how="reset", session=hosted)
        app.run(max_frames=app.frames + 3)
        guest.pump()
        assert hosted.waiting() is not None
        bad.update(collisions(app))
        app.scene.exit()
    from scenes.net import nearby
    from scenes.net.wire import PROTOCOL
    from scenes.services.version import VERSION
    listings = [nearby.Table(name, game, version, PROTOCOL, ("127.0.0.1",), 9, name, "s")
                for name, game, version in (("Bartholomew-Alexandrines", "petroglyph", VERSION),
                                            ("Maximilienne", "fossil", "0.12.0"),
                                            ("Maximilienne-Eléonore-Jo", "quoits", "10.12.0"))]
    found = type("Browser", (), {"tables": lambda self: listings, "close": lambda self: None})
    monkeypatch.setattr(nearby, "nearby", found)
    app.open("join", how="reset")
    app.run(max_frames=app.frames + 2)
    join = app.scene
    assert len(join.rows) == 3
    bad.update(collisions(app))
    join.problem = Phrase("{host}'s table is no longer waiting on this home network.",
                          host="Bartholomew-Alexandre")
    app.run(max_frames=app.frames + 2)
    bad.update(collisions(app))
    join.problem = ""
    join.joining = type("Joining", (), {"poll": lambda self: None, "problem": None,
                                        "close": lambda self: None})()
    app.run(max_frames=app.frames + 2)
    bad.update(collisions(app))
    join.joining = None
    join.problem = Phrase("{name}'s Card Table is version {theirs} and this one is version "
                          "{ours}: both need the same version.", name="Bartholomew",
                          theirs="0.12.0", ours="0.2.0")
    app.run(max_frames=app.frames + 2)
    bad.update(collisions(app))
    from scenes.net import words
    join.problem = words.said(words.WATCHERS_FULL, host="Bartholomew")   # a watcher refused
    app.run(max_frames=app.frames + 2)
    bad.update(collisions(app))
    assert sorted(bad) == []


@pytest.mark.parametrize("size", BOTH, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ("en",) + LANGS)
def test_a_continued_table_and_a_guests_table_whose_host_left_are_whole(code, size):
    """A game continued hosted, waiting for its guests to come back (one back, one lent,
    two away by name); a guest's table once its host closed it, and once the connection
    was lost."""
    from scenes.net import hosting
    from scenes.net.channel import memory_pair
    from scenes.net.guest import GuestSession
    from scenes.net.host import HostedSession
    from scenes.services.session import Seat, Session
    app = speaking(code, size)
    bad: set[str] = set()
    seats = [Seat("human", "Mamie")] + [Seat("human", "Bartholomew") for _ in range(4)]
    session = Session("fossil", seats, 3)
    session.hosting = {"remote": [1, 2, 3, 4], "known": [1, 2, 3, 4], "salt": "a" * 32,
                       "tokens": {str(s): f"{s}" * 32 for s in range(1, 5)}, "name": "Mamie"}
    hosted = HostedSession(session, {1, 2, 3, 4}, name="Mamie", version="0.2.0",
                           listener=Listener("7-guitarist-revenge"),
                           kept=hosting.kept(session))
    here, there = memory_pair()
    hosted.admit(here)
    guest = GuestSession(there, name="Bartholomew", version="0.2.0", token="1" * 32)
    hosted.lend(4)
    app.open("table", how="reset", session=hosted)
    app.run(max_frames=app.frames + 3)
    guest.pump()
    assert hosted.waiting() is not None and hosted.taken
    bad.update(collisions(app))
    for closed_by_host in (True, False):
        if closed_by_host:
            hosted.close()
        else:
            guest.channel.close()
        app.open("table", how="reset", session=guest)
        app.run(max_frames=app.frames + 3)
        assert guest.waiting() is not None and guest.host_closed == closed_by_host
        bad.update(collisions(app))
        guest.connect(memory_pair()[1])          # set up again for the next
    assert sorted(bad) == []


@pytest.mark.parametrize("code", ("en",) + LANGS)
def test_no_text_collides_at_a_ligretto_table_held_from_another_computer(code):
    """Across computers: paused by a guest (who did, and how to go on), then waiting for
    a guest whose connection dropped."""
    from net_helpers import hosted, join

    from scenes.services import lang
    host = hosted("ligretto", ("human", "remote", "bot"), 3, {1})
    _here, guest = join(host, name="Maximilienne")
    host.arrived()
    guest.pump()
    app = make_app(fixed_dt=16, size=(1280, 720))
    lang.use(code)
    app.open("table", session=host)
    app.run(max_frames=2)
    guest.pause(True)
    app.run(max_frames=app.frames + 3)
    assert app.scene.board.paused
    bad = set(collisions(app))
    guest.pause(False)
    guest.channel.close()
    app.run(max_frames=app.frames + 3)
    assert app.scene.board.held_away() == [1]
    bad.update(collisions(app))
    assert sorted(bad) == []

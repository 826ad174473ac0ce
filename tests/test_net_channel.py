"""The channel every transport answers, in its memory form: messages arrive whole and in
order, a slow link holds them back by ticks, and closing one end drops the other."""

from scenes.net.channel import CLOSED, CLOSED_HERE, DROPPED, OPEN, Channel, memory_pair


def test_what_one_end_sends_the_other_receives_in_order_once():
    a, b = memory_pair()
    assert isinstance(a, Channel)
    a.send(b"one")
    a.send(b"two")
    assert b.receive() == [b"one", b"two"]
    assert b.receive() == []
    assert a.receive() == []


def test_a_slow_link_holds_a_message_for_its_ticks():
    a, b = memory_pair()
    a.delay = lambda data: 2 if data == b"slow" else 0
    a.send(b"slow")
    a.send(b"fast")
    assert b.receive() == [b"fast"]
    a.tick()
    assert b.receive() == []
    a.tick()
    assert b.receive() == [b"slow"]


def test_closing_one_end_drops_the_other_and_nothing_more_is_sent():
    a, b = memory_pair()
    b.close()
    assert (b.state, b.reason) == (CLOSED, CLOSED_HERE)
    assert (a.state, a.reason) == (CLOSED, DROPPED)
    a.send(b"lost")
    assert b.receive() == [] and a.sent == []
    assert OPEN != CLOSED


def test_a_message_from_the_network_rings_the_frame_loop_awake():
    """A move arriving from another computer starts the next frame at once (the loop
    waits on `wake`), instead of waiting for the next sixtieth of a second."""
    from scenes.net.link import LinkChannel
    from scenes.services import wake
    wake.wait(0)                                  # nothing rung yet
    assert wake.wait(0) is False
    link = LinkChannel()
    link.opened(lambda data: None, lambda: None)
    link.arrived(b"a move")
    assert wake.wait(0) is True                   # rung: the frame need not wait
    assert wake.wait(0) is False                  # once

"""Pass-and-play at the table (scenes/screens/table_handover.py), on its own: whose hand
shows, when the curtain must ask who has the mouse, "Ben's turn" and the mover's offer to
take her move back, which ends when the next person clicks or presses a key."""

from __future__ import annotations

import pygame
from table_fakes import WHY, FakeSession, fake_table

from scenes.screens.table_handover import Handover


def two_people(hides_hands=True):
    session = FakeSession(("human", "human"))
    return fake_table(session, hides_hands=hides_hands)


def test_the_one_person_at_a_table_of_bots_sees_her_hand_and_no_curtain_rises():
    handover = Handover(fake_table(hides_hands=True))
    assert handover.revealed == 0 and handover.curtain_for() is None


def test_the_curtain_asks_for_the_person_to_act_until_she_says_who_she_is():
    table = two_people()
    handover = Handover(table)
    assert handover.revealed is None and handover.curtain_for() == 0
    handover.reveal(0)
    assert handover.curtain_for() is None and table.board.named("reveal") == [("reveal", 0)]
    table.session.acting = frozenset({1})
    assert handover.curtain_for() == 1
    table.session.over = True
    assert handover.curtain_for() is None          # the end: every hand shows anyway


def test_no_curtain_where_no_hand_is_secret():
    assert Handover(two_people(hides_hands=False)).curtain_for() is None


def test_saying_who_you_are_hands_the_last_move_over_unless_it_was_yours():
    table = two_people()
    handover = Handover(table)
    table.session.mover = 0
    handover.reveal(0)                              # the mover again: still hers
    assert ("hand_over",) not in table.session.calls
    handover.reveal(1)
    assert ("hand_over",) in table.session.calls and handover.revealed == 1


def test_a_played_hand_turns_face_down_when_the_curtain_is_next():
    table = two_people()
    handover = Handover(table)
    handover.reveal(0)
    table.session.acting = frozenset({1})
    handover.hide_played_hand()
    assert handover.revealed is None and table.board.named("reveal")[-1] == ("reveal", None)


def test_the_next_persons_turn_is_announced_with_the_movers_offer():
    table = two_people(hides_hands=False)
    handover = Handover(table)
    table.session.mover = 0
    handover.announce_turn(1)
    assert table.named("show_sign") == [("show_sign", "Ochre's turn")]
    assert handover.offer == 0 and handover.offer_button.visible
    assert handover.offer_button.label == "I am Ada: take back my move"
    x, y, w, h = handover.offer_button.rect
    assert (y, h) == (600, 40) and x + w / 2 == 500     # centred on the message line


def test_no_offer_when_the_move_may_not_be_taken_back():
    table = two_people(hides_hands=False)
    handover = Handover(table)
    table.session.mover, table.session.refusal = 0, WHY
    handover.announce_turn(1)
    assert handover.offer is None and not handover.offer_button.visible
    table.session.refusal = None
    table.back_button.visible = False               # a game without take-backs
    assert handover.take_back_offer(1) is None
    table.back_button.visible = True
    assert handover.take_back_offer(0) is None      # her own turn: nothing to offer
    assert handover.take_back_offer(1) == 0


def test_the_next_persons_first_click_or_key_hands_the_move_over_and_goes_on():
    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1),
                  pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")):
        table = two_people(hides_hands=False)
        handover = Handover(table)
        table.session.mover = 0
        handover.announce_turn(1)
        assert handover.handle_event(event) is False    # the table gets it too
        assert ("hand_over",) in table.session.calls
        assert handover.offer is None and not handover.offer_button.visible


def test_the_movers_click_on_her_offer_takes_the_move_back():
    table = two_people(hides_hands=False)
    table.help = type("Help", (), {"taken": [], "take_back": lambda self: self.taken.append(1)})()
    handover = Handover(table)
    table.session.mover = 0
    handover.announce_turn(1)
    x, y, w, h = handover.offer_button.rect
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + w / 2, y + h / 2), button=1)
    assert handover.handle_event(click) is True
    assert table.help.taken == [1] and ("hand_over",) not in table.session.calls


def test_after_a_take_back_no_hand_shows_until_its_owner_says_so():
    table = two_people()
    handover = Handover(table)
    handover.offer = 0
    handover.revealed = 1                # taken back at the curtain, Léo's hand last shown
    handover.taken_back(0)
    assert handover.offer is None and handover.revealed is None
    assert table.board.named("reveal") == [("reveal", None)]


def test_a_take_back_keeps_the_movers_hand_when_it_still_shows():
    table = two_people()
    handover = Handover(table)
    handover.revealed = 0
    handover.taken_back(0)
    assert handover.revealed == 0 and table.board.named("reveal") == []

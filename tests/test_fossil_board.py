"""The Fossil table through the real scene stack, headless, driven by clicks."""

from __future__ import annotations

from screen_helpers import centre, click, frames, settle, table_save_path

from game.fossil.rules import NoSwap, PlaceStones, Stone, Swap
from scenes.boards.fossil_trays import tray_slots
from scenes.routes import make_app
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services.session import Seat, Session


def clicks_for(board, move) -> list:
    """Where a person clicks to make this move."""
    if isinstance(move, PlaceStones):
        return [centre(board.cell_rect(board.index(c))) for c in move.cells]
    if isinstance(move, Stone):
        return [centre(board.stone_pos[move.stone]),
                centre(board.cell_rect(board.index(move.to)))]
    if isinstance(move, NoSwap):
        return [centre(board.layout.rect("actions"))]
    seat_of = {c: s for s, h in enumerate(board.trays) for c in h}
    out = []
    for card in (move.give, move.take):
        x, y, w, h = tray_slots(board.seats[seat_of[card]], board.trays[seat_of[card]])[card]
        out.append((x + 4, y + h / 2))   # the left edge: later cards of a fan lie on top
    return out


def test_two_people_click_a_whole_game_with_a_swap_to_the_score_scene():
    app = make_app(fixed_dt=16)
    session = Session("fossil", [Seat("human", "Ada"), Seat("human", "Ben")], 28, None,
                      table_save_path())
    app.run(TableScene(app, session), max_frames=1)
    table = app.scene
    swapped = refused = 0
    while isinstance(app.scene, TableScene):
        settle(app)
        if not isinstance(app.scene, TableScene) or session.is_over():
            frames(app, 5)
            continue
        (seat,) = session.to_act()
        legal = session.legal(seat)
        swaps = [m for m in legal if isinstance(m, Swap)]
        move = swaps[0] if swaps else legal[len(session.moves) * 7 % len(legal)]
        if not refused and isinstance(move, Stone):
            # A card no stone can reach is refused in words and changes nothing.
            reachable = {m.to for m in legal if isinstance(m, Stone)}
            stones = set(session.state.stones)
            far = next(i for i, c in enumerate(table.board.shown.board)
                       if c and divmod(i, table.board.n) not in reachable | stones)
            before = len(session.moves)
            click(app, centre(table.board.cell_rect(far)))
            assert len(session.moves) == before and table.news.warning
            assert table.news.text == "A stone moves in a straight line: up, down, left or right."
            refused = 1
        before = len(session.moves)
        for pos in clicks_for(table.board, move):
            click(app, pos)
        assert len(session.moves) == before + 1, (move, table.news.text)
        assert session.moves[-1]["move"] == session.rules.move_to_dict(move)
        swapped += isinstance(move, Swap)
    assert isinstance(app.scene, ScoreScene) and swapped and refused
    assert session.scores() == (118, 48)
    assert app.scene.headline_text() == "Ada wins with 118 points"


def test_a_bot_only_game_reaches_the_score_scene():
    app = make_app(fixed_dt=16, demo=True)
    app.settings.bot_pace_ms = 40
    seats = [Seat("bot", "Flint", "easy"), Seat("bot", "Ochre", "medium"),
             Seat("bot", "Slate", "easy")]
    session = Session("fossil", seats, 4)
    app.run(TableScene(app, session), max_frames=60000)
    assert isinstance(app.scene, ScoreScene) and session.is_over()
    assert len(session.view(None).history) >= 1


def test_hovering_a_reachable_card_shows_its_path_and_cost():
    app = make_app(fixed_dt=16)
    session = Session("fossil", [Seat("human", "Ada"), Seat("human", "Ben")], 3)
    app.run(TableScene(app, session), max_frames=1)
    board = app.scene.board
    (seat,) = session.to_act()
    for pos in clicks_for(board, PlaceStones(((0, 0), (6, 6)))):
        click(app, pos)
    settle(app)
    move = next(m for m in session.legal(0) if isinstance(m, Stone) and m.to == (0, 3))
    import pygame
    pos = centre(board.cell_rect(board.index(move.to)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app)
    shown, path, cost = board.hover_move()
    assert shown.to == (0, 3) and path[-1] == (0, 3) and cost == len(
        [c for c in path if session.state.at(c)])
    assert app.scene.banner_text() == "Ada's turn · Click a bright card to move a stone there"


def test_continue_replays_a_saved_fossil_game_and_its_bots_play_on_the_same():
    seats = [Seat("human", "Ada"), Seat("bot", "Flint", "medium"), Seat("bot", "Ochre", "hard")]
    session = Session("fossil", seats, 8, None, table_save_path())
    for _ in range(12):
        (seat,) = session.to_act()
        move = (session.bots[seat].choose(session.view(seat)) if seat in session.bots
                else session.legal(seat)[0])
        session.apply(seat, move)
        for s, bot in session.bots.items():
            bot.observe(session.unseen[s])
            session.unseen[s] = []
    again = Session.load(table_save_path())
    assert again.state == session.state and again.moves == session.moves
    (seat,) = session.to_act()
    assert seat in session.bots            # seed 8, 12 moves: a bot (Ochre) chooses next
    for s, bot in again.bots.items():
        bot.observe(again.unseen[s])
    assert again.bots[seat].choose(again.view(seat)) == \
        session.bots[seat].choose(session.view(seat))


def test_esc_lets_go_of_a_chosen_stone_before_it_leaves_the_table():
    import pygame
    from screen_helpers import key
    app = make_app(fixed_dt=16)
    session = Session("fossil", [Seat("human", "Ada"), Seat("human", "Ben")], 3)
    app.run(TableScene(app, session), max_frames=1)
    board = app.scene.board
    for pos in clicks_for(board, PlaceStones(((0, 0), (6, 6)))):
        click(app, pos)
    settle(app)
    click(app, centre(board.stone_pos[1]))
    assert board.chosen_stone == 1
    assert app.scene.banner_text() == ("Ada's turn · Click a bright card for this stone (click "
                                       "it again to let go)")
    key(app, pygame.K_ESCAPE)
    assert board.chosen_stone is None and isinstance(app.scene, TableScene)
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert not isinstance(app.scene, TableScene)


def test_a_lit_card_half_under_its_neighbour_in_a_tray_is_the_one_clicked():
    """In a swap, a click on the covered part of a lit card (one the swap can take) takes
    it, not the unlit card lying over it in the fan."""
    app = make_app(fixed_dt=16)
    session = Session("fossil", [Seat("human", "Ada"), Seat("human", "Ben")], 28)
    app.run(TableScene(app, session), max_frames=1)
    board = app.scene.board
    while True:
        settle(app)
        (seat,) = session.to_act()
        legal = session.legal(seat)
        swaps = [m for m in legal if isinstance(m, Swap)]
        found = None
        for m in swaps:
            other = next(s for s, h in enumerate(board.trays) if m.take in h)
            slots = tray_slots(board.seats[other], board.trays[other])
            cards = list(slots)
            k = cards.index(m.take)
            if k + 1 < len(cards) and Swap(m.give, cards[k + 1]) not in legal:
                found = (m, slots, cards[k + 1])
                break
        if found:
            break
        move = swaps[0] if swaps else legal[len(session.moves) * 7 % len(legal)]
        for pos in clicks_for(board, move):
            click(app, pos)
    move, slots, over = found
    x, y, w, h = slots[over]
    tx, ty, tw, th = slots[move.take]
    assert x < tx + tw                              # the next card lies over the lit one
    before = len(session.moves)
    click(app, clicks_for(board, move)[0])          # the card to give
    click(app, (x + 2, ty + th / 2))                # on the lit card, where it is covered
    assert len(session.moves) == before + 1, app.scene.news.text
    assert session.moves[-1]["move"] == session.rules.move_to_dict(move)


def test_a_seat_whose_cards_were_scored_says_so_not_no_cards_yet():
    """Issue 42: a panel said "No cards yet" after that player's cards were scored and had
    left the game."""
    from screen_helpers import open_table, play_until, words_drawn

    from scenes.services.session import Seat, Session

    def scored_empty(s):
        took = {e["seat"] for events in s.heard for e in events if e["type"] == "stone_moved"}
        return any(seat in took and not s.state.holdings[seat] for seat in range(s.players))

    import random
    rng = random.Random(7)
    session = Session("fossil", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy"),
                                 Seat("bot", "Slate", "easy")], 7)
    play_until(session, scored_empty, pick=lambda s, seat: rng.choice(s.legal(seat)))
    assert not session.is_over()
    app, table = open_table(session)
    words = words_drawn(app)
    assert "Cards scored: none held now" in words

"""The save's text, encoded move by move (services/save_text.py), is exactly json.dumps of
the record after moves are added, taken back and replaced, and a game saved with it
continues."""

import json

from scenes.services.save_text import SaveText
from scenes.services.session import Seat, Session


def record(moves, history=()):
    return {"format": 1, "game": "garbo", "players": 2, "seed": 7, "options": {"x": [1]},
            "moves": list(moves), "history": [list(h) for h in history]}


def test_the_text_is_json_dumps_after_every_change():
    text, moves = SaveText(), []
    for n in range(30):
        moves.append({"seat": n % 2, "move": {"kind": "play", "at": n, "name": "Zoë"}})
        assert text.text(record(moves, [[n, f"line {n}"]])) == json.dumps(
            record(moves, [[n, f"line {n}"]]))
    del moves[-3:]                                      # take-backs
    assert text.text(record(moves)) == json.dumps(record(moves))
    moves[5] = {"seat": 1, "move": {"kind": "other"}}   # a different move at a known place
    moves.append({"seat": 0, "move": {"kind": "play", "at": 99}})
    assert text.text(record(moves)) == json.dumps(record(moves))


def test_a_game_saved_move_by_move_continues(tmp_path):
    path = str(tmp_path / "save.json")
    session = Session("garbo", [Seat("human", "Zoë"), Seat("bot", "Bot", "easy")], 11,
                      save_path=path)
    for _ in range(5):
        seat = sorted(session.to_act())[0]
        session.apply(seat, session.legal(seat)[0])
    with open(path, encoding="utf-8") as f:
        assert json.load(f) == json.loads(json.dumps(session.record()))
    again = Session.load(path)
    assert again.moves == session.moves and again.state == session.state

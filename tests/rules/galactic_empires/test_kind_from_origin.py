"""The action `from_origin` (issue 26, engine/timeorigin.py): cards at the time origin move into
their controller's fleet, onto a card he picks; v2.1 "TIME ORIGIN": "Cards at the time origin may only
move back into the fleet by use of special cards. When a card moves to the fleet from the time
origin, all damage applied to it and opponent cards played against it while inside the time origin
are removed and discarded". Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk
from .test_effects_cards import A, B, duel, play

SHIFTER = mk("O4", "Test Shifter")
KNIGHT = mk("C2", "Test Chrononaut", time_strength=8)
HULK = mk("S6", "Test Hulk", shields=2, phasers=3)
LEECH = mk("M2", "Test Leech")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(SHIFTER, '[[on_play]]\neffect = "from_origin"\n'
                    'what = { zone = "origin", owner = "own", types = "C", choose = "controller", count = 1 }\n'
                    'on = { owner = "own", types = "SB", choose = "controller", count = 1 }\n')


def _at_origin(s, ids, *labels):
    pos = Position(s)
    for label in labels:
        pos.destroy(ids[f"host_{label}"], B)
        assert s.ip[ids[label]].get("ori")


def test_a_card_at_the_origin_moves_onto_the_unit_its_player_picks() -> None:
    s, ids = duel(
        mine=[("host_k", HULK, None), ("k", KNIGHT, "host_k"), ("u", HULK, None), ("v", HULK, None)],
        theirs=[("host_t", HULK, None), ("t", KNIGHT, "host_t"), ("m", LEECH, None)],
        hand=[SHIFTER],
    )
    _at_origin(s, ids, "k")
    Position(s).destroy(ids["host_t"], A)  # the opponent's knight at the origin too: not his to move
    s.ip[ids["k"]]["hd"] = 1
    s.ip[ids["m"]]["loc"] = ids["k"]  # an opponent card played against it at the origin
    s._kids = None
    play(s, SHIFTER["key"])
    # One knight of his at the origin: no pick of it; then where it goes is his pick (the second
    # selector is asked although the first needed no choice).
    frame = s.pending[-1]
    assert frame["p"] == A and {o["card"] for o in frame["options"]} == {ids["u"], ids["v"]}
    act(s, "use", card=ids["v"])
    k = s.ip[ids["k"]]
    assert "ori" not in k and k["loc"] == ids["v"] and k["hd"] == 0  # in the fleet, its damage removed
    assert ids["m"] not in s.ip and ids["m"] in s.discard[s._dk(B)]  # the opponent card discarded
    assert s.ip[ids["t"]].get("ori")  # the opponent's stays
    assert Position(s).strength(ids["k"]) == 2  # its fleet strength again


def test_nothing_at_the_origin_nothing_moves() -> None:
    s, ids = duel(mine=[("u", HULK, None), ("v", HULK, None), ("k", KNIGHT, "u")], hand=[SHIFTER])
    play(s, SHIFTER["key"])
    assert not [f for f in s.pending if f["k"] == "choose"]
    assert s.ip[ids["k"]]["loc"] == ids["u"]  # a card in the fleet is not "at the origin"

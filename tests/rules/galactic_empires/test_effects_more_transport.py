"""Transporters, shuttles and fighters moving crew between their player's locations (issue 25), as
their text says: how many crew, which way, whether the card goes along, and the there-and-back
mission each still carries.

The numbers in each scenario come from the card's text (cards.json), not from the card scripts.
"""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import CRUISER, A, duel

OTHER = mk("S4", "Test Other Hull", shields=1)
HOME = mk("T3", "Test Home Moon", tags=["Moon"])
OFFICER = mk("C2", "Test Officer")
MATE = mk("C3", "Test Mate")
BOSUN = mk("C1", "Test Bosun")
HULK = mk("S9", "Test Hulk", shields=3)
BARE = mk("S3", "Test Bare Hull")


def _moves(s, via: int) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == via and "ability" in a]


def _use(s, via: int, to: int, way: int | None, crew: list[int]) -> None:
    """Operate transport `via` towards location `to`; pick option `way` (0: from its location, 1: to
    it) when offered, then the crew cards, then stop picking."""
    move = next(a for a in _moves(s, via) if a["on"] == to)
    act(s, "operate", card=via, on=to, ability=move["ability"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    picks = list(crew)
    while s.pending:
        options = s.pending[-1]["options"]
        if any("option" in o for o in options):
            act(s, "use", option=way, label=next(o["label"] for o in options if o.get("option") == way))
        elif picks:
            act(s, "use", card=picks.pop(0))
        else:
            act(s, "pass")


def crew_mover(identity: str, capacity: int | None, along: bool):
    """"Transport N crew from one location to another" (transporters: "The transporter must be at one
    of the locations", either way; shuttles and fighters travel with the crew they carry)."""
    def scenario():
        crew = [OFFICER, MATE, BOSUN, OFFICER, MATE][:5 if capacity is None else capacity + 1]
        mine = [("here", CRUISER, None), ("there", OTHER, None), ("moon", HOME, None), ("x", identity, "here")]
        mine += [(f"c{n}", c, "here") for n, c in enumerate(crew)]
        s, ids = duel(mine=mine, theirs=[("foe", HULK, None)])
        skip_to(s, "play_a")
        # Its player's other locations only (a ship, a terrain card), never an opponent's nor its own.
        assert {a["on"] for a in _moves(s, ids["x"])} == {ids["there"], ids["moon"]}
        names = [ids[f"c{n}"] for n in range(len(crew))]
        _use(s, ids["x"], ids["there"], 0, names)
        arrived = [k for k in names if s.ip[k]["loc"] == ids["there"]]
        if capacity is None:
            assert arrived == names  # any number: all five
        else:
            assert arrived == names[:capacity]  # at most its capacity
            assert s.ip[names[capacity]]["loc"] == ids["here"]
        assert s.ip[ids["x"]]["loc"] == (ids["there"] if along else ids["here"])
        assert not _moves(s, ids["x"])  # once a turn
        if not along:
            # A transporter also brings crew to its own location.
            s, ids = duel(mine=[("here", CRUISER, None), ("there", OTHER, None), ("x", identity, "here"),
                                ("c0", OFFICER, "there")])
            skip_to(s, "play_a")
            _use(s, ids["x"], ids["there"], 1, [ids["c0"]])
            assert s.ip[ids["c0"]]["loc"] == ids["here"]
        # Without crew to carry on either side, there is nothing to choose and nothing moves.
        s, ids = duel(mine=[("here", CRUISER, None), ("there", OTHER, None), ("x", identity, "here")])
        skip_to(s, "play_a")
        assert {a["on"] for a in _moves(s, ids["x"])} == {ids["there"]}
    return scenario


def mission_carrier(identity: str, foe=HULK):
    """"May transport 1 crew card on a there-and-back mission": a boarding party on its unit reaches
    an opponent ship (1 structural damage) and comes back."""
    def scenario():
        s, ids = duel(mine=[("own", CRUISER, None), ("x", identity, "own"), ("bp", "C1|boarding party", "own")],
                      theirs=[("foe", foe, None)])
        skip_to(s, "play_a")
        act(s, "operate", card=ids["bp"], on=ids["foe"], op="structure")
        while s.pending:
            act(s, "pass")
        assert s.ip[ids["foe"]]["hd"] == 1 and s.ip[ids["bp"]]["loc"] == ids["own"]
    return scenario


def oscillating_transporter():
    """"Allows one crew at one location to be transported to another. The transporter must be at one
    of the locations. May transport 1 crew card on a there-and-back mission. May transport through
    shields." (the Hulk's 3 shields are up)"""
    crew_mover("E6|oscillating transporter", 1, along=False)()
    mission_carrier("E6|oscillating transporter")()


def transporter():
    """"May not transport through opponent's shields. May do one of the following: - Transport any number
    of crew from one location to another. Transporter must be at one of the locations. - May transport
    1 crew card at its location on a there-and-back mission.\""""
    crew_mover("E2|transporter", None, along=False)()  # any number: all five crew cards go
    mission_carrier("E2|transporter", BARE)()
    mine = [("own", CRUISER, None), ("there", OTHER, None), ("x", "E2|transporter", "own"),
            ("bp", "C1|boarding party", "own"), ("off", OFFICER, "own")]
    s, ids = duel(mine=mine, theirs=[("foe", HULK, None), ("bare", BARE, None)])
    skip_to(s, "play_a")
    missions = {a["on"] for a in s.legal_actions(A) if a.get("card") == ids["bp"] and a.get("op") == "structure"}
    assert missions == {ids["bare"]}  # not through the Hulk's 3 shields
    act(s, "operate", card=ids["bp"], on=ids["bare"], op="structure")
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["bare"]]["hd"] == 1
    assert not _moves(s, ids["x"])  # one of the following: no crew moved after the mission
    s, ids = duel(mine=mine, theirs=[("bare", BARE, None)])
    skip_to(s, "play_a")
    _use(s, ids["x"], ids["there"], 0, [ids["off"]])
    assert s.ip[ids["off"]]["loc"] == ids["there"] and s.ip[ids["bp"]]["loc"] == ids["own"]
    assert not any(a.get("card") == ids["bp"] and a.get("op") for a in s.legal_actions(A))  # and no mission after a move


SCENARIOS = {
    "E2|transporter": transporter,
    "E6|oscillating transporter": oscillating_transporter,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_transport_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()

"""More expansion cards whose text the card language says, written as data (issue 26, fifth batch):
each scenario plays the real card from the project's data and asserts what its text states.
Families: the raiders of Piracy and Allied Forces, "May move against terrain (during the Allocation
Phase), stealing its engagement cost from that terrain" (the `raid` static: engine/movement.py), and
the Corporate Pirate enforcers that halve the economy of the terrain they are against.

Rules read first: GErulesv21 "SHIP MOVEMENT RULES" (found in Piracy TM), "ALLOCATION" ("SHIP
MOVEMENT"); GEqa "Ships" (a pirate ship against a terrain does not protect the Sector HQ) and "H6
Defensive Mine Field" (a ship played against a fleet steals "the allocation costs from a planet to
power your ship, and make your opponent lose those points"). The cards have no FAQ, Q&A or errata
entries of their own.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, card, mk, skip_to
from .test_effects_cards import A, B, duel, hand_card, pass_turns, play
from .test_effects_more_language import pass_reactions

RICH = mk("T8", "Test Rich World", gen_economy=6, gen_supply=4, gen_energy=4, gen_ammunition=2)
COSTS = ("economy", "supply", "energy")


def _moves(s, u):
    return [a.get("to") for a in s.legal_actions(A) if a["type"] == "move" and a["card"] == u]


def raider(identity: str, steal: bool = True):
    """It moves against an opponent terrain in its Allocation Phase (once), engages on that terrain's
    points (stealing: it needs none of its player's, the terrain makes its printed cost less while it
    is engaged), no longer protects its Sector HQ, and may move back into its fleet."""

    def scenario() -> None:
        printed = {k: v for k in COSTS if (v := card(identity)["attributes"].get(f"cost_{k}"))}
        s, ids = duel(mine=[("r", identity, None)], theirs=[("w", RICH, None)])
        r, w = ids["r"], ids["w"]
        assert Position(s).needs(r) == printed
        assert _moves(s, r) == [w]
        before = Position(s).produced(B)
        act(s, "move", card=r, to=w)
        assert s.ip[r]["loc"] == w and _moves(s, r) == []  # once each Allocation Phase
        assert Position(s).needs(r) == ({} if steal else printed)
        s.ip[r]["e"] = True
        Position(s).changed()
        after = Position(s).produced(B)
        lost = {k: before[k] - after[k] for k in COSTS if before[k] != after[k]}
        assert lost == (printed if steal else {})
        assert r not in s.hq_protectors(A)

    return scenario


def enforcer(identity: str):
    """Against a terrain, engaged: the terrain's economic output is halved (fractions dropped); it
    pays its own engagement cost."""

    def scenario() -> None:
        printed = {k: v for k in COSTS if (v := card(identity)["attributes"].get(f"cost_{k}"))}
        world = mk("T7", "Test Trade World", gen_economy=5, gen_energy=2)
        s, ids = duel(mine=[("r", identity, None)], theirs=[("w", world, None)])
        r, w = ids["r"], ids["w"]
        assert _moves(s, r) == [w]
        act(s, "move", card=r, to=w)
        assert Position(s).needs(r) == printed
        s.ip[r]["e"] = s.ip[r]["w"] = True
        Position(s).changed()
        made = Position(s).produced(B)
        assert (made["economy"], made["energy"]) == (2, 2)  # 5 halved, fractions dropped
        s.ip[r]["loc"] = None  # back in its fleet: the terrain makes its whole economy again
        Position(s).changed()
        assert Position(s).produced(B)["economy"] == 5

    return scenario


def fleet_survey_cruiser() -> None:
    """A raider (as above) that, against an opponent terrain, may look at 2 random cards in that
    opponent's hand each turn, seen by its player alone."""
    identity = "S4|vicious six fleet survey cruiser"
    raider(identity)()
    s, ids = duel(mine=[("r", identity, None)], theirs=[("w", RICH, None)])
    skip_to(s, "play_a")
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # not while in its own fleet
    s, ids = duel(mine=[("r", identity, None)], theirs=[("w", RICH, None)])
    act(s, "move", card=ids["r"], to=ids["w"])
    skip_to(s, "play_a")
    act(s, "operate", card=ids["r"], ability="ability0", on=ids["w"])
    pass_reactions(s)
    seen = s.view(A)["seen"]
    assert len(seen) == 2 and all(c["where"] == "hand" and c["id"] in s.hand[B] for c in seen)
    assert s.view(B)["seen"] == []  # his alone
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn


PIRATE = mk("S4", "Test Pirate Sloop", tags=["PropPirate"], cost_economy=2, cost_energy=1, shields=3, phasers=3)


def raiding_mission() -> None:
    """Played to a pirate ship (only): the ship moves against terrain in its Allocation Phase,
    stealing its engagement cost; the card is discarded once the ship is against no terrain."""
    identity = "O4|raiding mission"
    lawful = mk("S4", "Test Patrol Ship", cost_economy=2, shields=3, phasers=3)
    s, ids = duel(mine=[("p", PIRATE, None), ("l", lawful, None)], theirs=[("w", RICH, None)], hand=[identity])
    assert _moves(s, ids["p"]) == []
    skip_to(s, "play_a")
    c = hand_card(s, identity)
    assert {a.get("on") for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c} == {ids["p"]}
    play(s, identity, on=ids["p"])
    assert s.ip[c]["loc"] == ids["p"]
    pass_turns(s, 2)
    assert s.phase == "alloc" and _moves(s, ids["p"]) == [ids["w"]] and _moves(s, ids["l"]) == []
    before = Position(s).produced(B)
    act(s, "move", card=ids["p"], to=ids["w"])
    assert Position(s).needs(ids["p"]) == {} and c in s.ip  # still in play while against the terrain
    s.ip[ids["p"]]["e"] = True
    Position(s).changed()
    after = Position(s).produced(B)
    assert (before["economy"] - after["economy"], before["energy"] - after["energy"]) == (2, 1)
    pass_turns(s, 2)
    act(s, "move", card=ids["p"], to=None)
    assert c not in s.ip and c in s.discard[A]  # "Discarded when the ship is no longer in play against the terrain"


SCENARIOS = {
    "O4|raiding mission": raiding_mission,
    "S4|vicious six fleet survey cruiser": fleet_survey_cruiser,
    **{identity: raider(identity) for identity in (
        "S5|independent pirate raider", "S2|corporate pirate raider", "S6|corporate pirate stealth raider",
        "S5|vicious six destroyer", "S7|vicious six command cruiser", "S7|vicious six heavy cruiser",
        "S8|vicious six dreadnought", "S5|leopan stealth raiding ship",
    )},
    "S5|independent pirate ship": raider("S5|independent pirate ship", steal=False),
    "S6|corporate pirate enforcer": enforcer("S6|corporate pirate enforcer"),
    "S4|corporate pirate light enforcer": enforcer("S4|corporate pirate light enforcer"),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()

"""More expansion cards whose text the card language already says, written as data (issue 26,
third batch): each scenario plays the real card from the project's data and asserts what its text
states. Families: terrain multipliers, carriers that rearm, fire back, "Collector class targets
first", escorts, minesweepers, scouts, a planetary shield, a Vektrean asteroid base and a
divergent anomaly (the kinds and helpers of the cards of the same text already modelled).

Rules read first: v2.1 "SHIP CARDS" (a ship's printed points on terrain are terrain modifiers),
"REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY", "RESOURCE POINTS", GEfaq "Complete Turn", GEerrata
"T/B Vektrean Asteroid Terrain"; the cards' FAQ, Q&A and errata entries (none name these cards).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, place, skip_to
from .test_effects_cards import (
    A, B, CRUISER, SMALL, damage, duel, escort, hand_card, minesweeper, pass_turns, play, rearms, volley,
)
from .test_effects_more_expansions import escort_of_seven_or_more
from .test_effects_more_language import pass_reactions
from .test_effects_more_expansions_b import RICH, collector_class_first, fires_back


def paraloid_munition_craft_doubles_its_terrains_ammunition() -> None:
    """Its printed +2 ammunition is an additive modifier, applied before its x2 (v2.1 "Always apply
    additive modifiers first, and then apply multiplicative modifiers")."""
    s, ids = duel(mine=[("t", RICH, None), ("m", "S1|paraloid munition craft", "t")])
    Position(s).allocate(ids["m"], False)
    without = Position(s).produced(A)
    Position(s).allocate(ids["m"], True)
    with_mod = Position(s).produced(A)
    assert (without["ammunition"], with_mod["ammunition"]) == (2, (2 + 2) * 2)
    for other in ("economy", "supply", "energy", "research"):
        assert with_mod[other] == without[other], other


def rearms_and(identity: str, *others):
    def scenario() -> None:
        rearms(identity)()
        for other in others:
            other(identity)()

    return scenario


def planetary_shield_ecosphere_doubles_its_terrain_and_takes_its_card_damage() -> None:
    identity = "B4|planetary shield ecosphere"
    s, ids = duel(mine=[("t", RICH, None), ("b", identity, "t")])
    Position(s).allocate(ids["b"], False)
    without = Position(s).produced(A)
    Position(s).allocate(ids["b"], True)
    with_mod = Position(s).produced(A)
    for kind in ("economy", "supply", "energy", "ammunition", "research"):
        assert with_mod[kind] == 2 * without[kind] == 2 * RICH["attributes"][f"gen_{kind}"], kind
    world = mk("T8", "Test Big World", shields=2)
    s2, ids2 = duel(theirs=[("w", world, None), ("b", identity, "w")], hand=["M4|planet gouge"])
    play(s2, "M4|planet gouge", on=ids2["w"])
    assert damage(s2, ids2["w"]) == (0, 0)
    assert sum(damage(s2, ids2["b"])) == 6  # the base's shields take the terrain's card damage



def gray_death_escort_intercepts_for_a_ship_of_six_or_more() -> None:
    identity = "S3|escort gray death tribe escort"
    escort(identity, mk("S6", "Test Frigate Six"))()  # 6 or greater: taking 2 points for each point
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("five", mk("S5", "Test Frigate Five"), None), ("e", identity, None)])
    skip_to(s, "fire")
    act(s, "target", on=ids["five"])
    for _ in range(3):
        act(s, "fire", card=ids["g"], weapon="phaser")
    act(s, "resolve")
    pass_reactions(s)
    assert not [a for a in s.legal_actions(B) if a["type"] == "use" and a.get("card") == ids["e"]]


def treglean_heavy_scout_makes_two_research_or_looks_at_any_deck_top() -> None:
    identity = "S6|treglean heavy scout"
    s, ids = duel(mine=[("u", identity, None)])
    pos = Position(s)
    assert pos.produced(A)["research"] == 0  # the printed 2 research is the choice, not points made anyway
    pos.allocate(ids["u"], True)
    act(s, "operate", card=ids["u"], ability="ability0")
    pass_reactions(s)
    look = "look at the top card of any player's deck"
    assert [o["label"] for o in s.pending[-1]["options"]] == ["2 research points", look]
    research = s.pool.get("research", 0)
    act(s, "use", option=0, label="2 research points")
    assert s.pool.get("research", 0) == research + 2
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once each turn
    for whose in (A, B):  # any player's deck: his own too
        s, ids = duel(mine=[("u", identity, None)])
        Position(s).allocate(ids["u"], True)
        act(s, "operate", card=ids["u"], ability="ability0")
        pass_reactions(s)
        act(s, "use", option=1, label=look)
        act(s, "use", option=whose, label=f"seat {whose}")
        seen = s.view(A)["seen"]
        assert len(seen) == 1 and seen[0]["where"] == "deck"
        assert s.view(B)["seen"] == []


def divergent_anomaly_unprotects_the_sector_hq_for_three_complete_turns() -> None:
    identity = "H3|divergent anomaly"
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=[identity])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)  # the ship protects it
    s, ids = duel(mine=[("ship", CRUISER, None)], theirs=[("b", SMALL, None)], hand=[identity])
    anomaly = hand_card(s, identity)
    play(s, identity, on=ids["b"])
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)
    pass_turns(s, 4)  # two complete turns on: still in play
    assert anomaly in s.ip
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)
    pass_turns(s, 2)  # the third complete turn: discarded
    assert anomaly not in s.ip and anomaly in s.discard[s._dk(A)]
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} not in s.legal_actions(A)



def vektrean_asteroid_flagstar_is_a_base_played_and_damaged_as_terrain() -> None:
    """GEerrata "T/B Vektrean Asteroid Terrain": "Only the heavy weapons portion of a weapons volley
    can damage the structure. The shields protect against ... weapons fire"."""
    identity = "T/B10|vektrean asteroid flagstar"
    s, ids = duel(mine=[("g", mk("S12", "Test Dreadnought Gun", phasers=12, heavy_weapons=2), None)], hand_b=[identity])
    s.main[B] = "Vektrean"
    v = place(s, B, identity)
    assert s.ci[v].t == "B" and Position(s).shields(v) == 10
    volley(s, v, [(ids["g"], "phaser")] * 12)
    assert damage(s, v) == (10, 0)  # 12 points, never on its structure
    s2, _ = duel(hand=[identity])
    s2.main[A] = "Vektrean"
    c = hand_card(s2, identity)
    skip_to(s2, "play_a")
    assert {"player": A, "type": "play", "card": c} in s2.legal_actions(A)  # no terrain needed


SCENARIOS = {
    "S1|paraloid munition craft": paraloid_munition_craft_doubles_its_terrains_ammunition,
    "B4|planetary shield ecosphere": planetary_shield_ecosphere_doubles_its_terrain_and_takes_its_card_damage,
    "S2|zedan escort zdi escort": escort_of_seven_or_more("S2|zedan escort zdi escort"),
    "S3|escort gray death tribe escort": gray_death_escort_intercepts_for_a_ship_of_six_or_more,
    "S3|leopan minesweeper": minesweeper("S3|leopan minesweeper"),
    "S4|zedan minesweeper zdi minesweeper": minesweeper("S4|zedan minesweeper zdi minesweeper"),
    "S4|leopan carrier cruiser": rearms("S4|leopan carrier cruiser"),
    "S2|krebiz defender capsule": fires_back("S2|krebiz defender capsule"),
    "S6|treglean heavy scout": treglean_heavy_scout_makes_two_research_or_looks_at_any_deck_top,
    "H3|divergent anomaly": divergent_anomaly_unprotects_the_sector_hq_for_three_complete_turns,
    "T/B10|vektrean asteroid flagstar": vektrean_asteroid_flagstar_is_a_base_played_and_damaged_as_terrain,
    "S7|aesthetic carrier": rearms_and("S7|aesthetic carrier", collector_class_first),
    "S8|battlecarrier garshain tribe battlecarrier": rearms_and("S8|battlecarrier garshain tribe battlecarrier", fires_back),
    "S9|dreadnought carrier garshain tribe drdnt carrier": rearms_and("S9|dreadnought carrier garshain tribe drdnt carrier", fires_back),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()

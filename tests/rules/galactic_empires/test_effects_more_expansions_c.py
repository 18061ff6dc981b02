"""More expansion cards whose text the card language already says, written as data (issue 26,
third batch): each scenario plays the real card from the project's data and asserts what its text
states. Families: terrain multipliers, carriers that rearm, fire back, "Collector class targets
first" (the kinds and helpers of test_effects_more_expansions_b).

Rules read first: v2.1 "SHIP CARDS" (a ship's printed points on terrain are terrain modifiers),
"REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY", the cards' FAQ, Q&A and errata entries (none
name these cards).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, damage, duel, play, rearms
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


SCENARIOS = {
    "S1|paraloid munition craft": paraloid_munition_craft_doubles_its_terrains_ammunition,
    "B4|planetary shield ecosphere": planetary_shield_ecosphere_doubles_its_terrain_and_takes_its_card_damage,
    "S7|aesthetic carrier": rearms_and("S7|aesthetic carrier", collector_class_first),
    "S8|battlecarrier garshain tribe battlecarrier": rearms_and("S8|battlecarrier garshain tribe battlecarrier", fires_back),
    "S9|dreadnought carrier garshain tribe drdnt carrier": rearms_and("S9|dreadnought carrier garshain tribe drdnt carrier", fires_back),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()

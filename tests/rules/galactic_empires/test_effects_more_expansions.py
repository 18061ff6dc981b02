"""Expansion cards (Allied Forces, Powers of the Mind, Advanced Technologies, Time Gates, Galactic
Invaders, Piracy, Promotional) whose text the card language already says, written as data (issue 26):
each scenario plays the real card from the project's data and asserts what its text states (its
numbers, its targets, whose choice, and where the card goes after).

Rules read first: v2.1 "SHIP CARDS" (a ship's printed points on terrain are terrain modifiers),
"STANDARD TARGETS" and the heavy weapons list ("Tram", "Plasma Stream", "Thunderbolt Devastator",
"Hypertrail Seeker", "Bi-tritium Boomerang" are standard heavy weapons); GEerrata ALLIED FORCES (the
text cut short by overflow counts in full). Cards carrying a special ship system the engine lacks
(auxiliary shields, maneuvering thrusters, the armor system, the electronic warfare system) are left
out: their system is part of their text.
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk, skip_to
from .test_effects_cards import A, B, PLANET, damage, duel, escort, hand_card, minesweeper, returns_to_hand, terrain_modifier
from .test_effects_more_language import research_or_look

FLAGSHIP = mk("S8", "Test Flagship")
FRIGATE6 = mk("S6", "Test Frigate Six")


def escort_of_seven_or_more(identity: str):
    """"intercept damage applied to any ship of 7 or greater strength, taking 2 points of damage for
    each point intercepted": the defender's choice for an S8, never offered for an S6."""

    def scenario() -> None:
        escort(identity, FLAGSHIP)()
        s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                      theirs=[("six", FRIGATE6, None), ("e", identity, None)])
        skip_to(s, "fire")
        act(s, "target", on=ids["six"])
        for _ in range(3):
            act(s, "fire", card=ids["g"], weapon="phaser")
        act(s, "resolve")
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        assert not [a for a in s.legal_actions(B) if a["type"] == "use" and a.get("card") == ids["e"]]

    return scenario


def scout(identity: str):
    def scenario() -> None:
        research_or_look(identity)

    return scenario


def meerkats_patrol_ship_is_no_card_play_and_returns_to_the_hand() -> None:
    identity = "S2|patrol ship meerkats tribe patrol ship"
    s, ids = duel(hand=[identity])
    skip_to(s, "play_a")
    ship = hand_card(s, identity)
    plays = s.plays
    act(s, "play", card=ship)
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert ship in s.ip and s.plays == plays  # "does not require a card play"
    Position(s).destroy(ship, B)
    assert ship in s.hand[A] and ship not in s.ip  # "When discarded is returned to the hand"


SCENARIOS = {
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S2|paktadon escort", "S2|shon ti escort", "S3|treglean escort",
        "S3|emergency response escort infected tribe escort", "S3|escort garshain tribe escort",
        "S5|heavy escort meerkats tribe heavy escort",
    )},
    **{identity: minesweeper(identity) for identity in ("S4|paktadon minesweeper", "S5|treglean minesweeper")},
    **{identity: returns_to_hand(identity) for identity in (
        "S2|leopan heavy patrol ship", "D1|patrol orgonism", "D3|large patrol orgonism", "S1|argonian patrol ship",
        "S1|p o t patrol launch", "S1|patrol ship", "S1|scorpead patrol ship", "S1|tufor patrol ship",
        "S1|vektrean patrol ship", "S1|zedan patrol ship zdi patrol ship", "S2|paramedic patrol erv infected tribe patrol ship",
        "S2|patrol ship garshain tribe patrol ship", "S2|patrol ship gray death tribe patrol ship",
        "S2|patrol ship propagationist tribe patrol ship", "S1|leopan patrol ship",
    )},
    "S2|patrol ship meerkats tribe patrol ship": meerkats_patrol_ship_is_no_card_play_and_returns_to_the_hand,
    **{identity: scout(identity) for identity in (
        "S1|paraloid scout craft", "S3|erodi scout destroyer", "S4|jxar scout jx sentry class",
    )},
    # Terrain modifiers, on the test planet (2 supply, 2 energy, 1 economy): what each adds.
    "S2|drone ore freighter": terrain_modifier("S2|drone ore freighter", {"energy": 2, "supply": 0, "economy": 0}),
    "S3|drone war freighter": terrain_modifier("S3|drone war freighter", {"energy": 1, "supply": 0}),
    "S3|tramp freighter": terrain_modifier("S3|tramp freighter", {"supply": 1, "energy": 1, "economy": 0}),
    "S2|repair tug": terrain_modifier("S2|repair tug", {"repair": 2, "economy": 0}),
    "B3|developed outpost": terrain_modifier("B3|developed outpost", {"supply": 1, "energy": 2, "economy": 0}),
    "B6|mechad power base": terrain_modifier("B6|mechad power base", {"energy": 2, "supply": 0}),  # doubled: 2 -> 4
    "B8|power generation complex": terrain_modifier("B8|power generation complex", {"energy": 4, "supply": 0}),  # tripled: 2 -> 6
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()

"""Promotional Runs and Advanced Technologies cards whose text the card language says (issue 26,
branch n): each scenario plays the real card from the project's data and asserts what its text
states (its numbers, its targets, whose choice, where the card goes after).

Rules read first: GEfaq, GEqa, GEerrata and GEUnofficialErrata (no entry names these cards);
GErulesv21 "Spy Card" (any card with 'spy' in the title), "BOLAAR PIRATES", "EMPIRE SPECIFIC
EQUIPMENT" (foreign technology: a stocking matter, as the project's other scripts say).
"""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk, refresh, skip_to
from .test_effects_cards import A, B, CRUISER, damage, duel, hand_card, play, rearms, volley
from .test_effects_more_26i import spy_ship
from .test_effects_more_expansions import escort_of_seven_or_more
from .test_effects_more_language import pass_reactions

GUNSHIP = mk("S9", "Test Gunship", phasers=9, heavy_weapons=3)
HULK = mk("S9", "Test Hulk")
BOLAAR = mk("S5", "Test Bolaar Raider", phasers=3, main_empire="Bolaar", empire_class="minor")


def bolaar_spy_scout_keeps_other_fleets_bolaar_ships_off_its_fleet_and_takes_spies() -> None:
    """"Minor empire Bolaar ships in other fleets cannot fire on this ship's fleet. - Any spy in the
    fleet discarded may be moved here instead"."""
    identity = "S4|bolaar spy scout"
    spy_ship(identity)()
    s, ids = duel(mine=[("x", identity, None), ("c", CRUISER, None)],
                  theirs=[("b", BOLAAR, None), ("g", GUNSHIP, None)])
    pos = Position(s)
    assert not pos.can_fire_at(ids["b"], "phaser", ids["c"]) and not pos.can_fire_at(ids["b"], "phaser", ids["x"])
    assert pos.can_fire_at(ids["g"], "phaser", ids["c"]) and pos.can_fire_at(ids["g"], "phaser", ids["x"])  # not Bolaar
    # Its own fleet's Bolaar ships fire as ever; without it, the Bolaar ship fires at the fleet.
    s, ids = duel(mine=[("x", identity, None), ("b", BOLAAR, None)], theirs=[("c", CRUISER, None)])
    assert Position(s).can_fire_at(ids["b"], "phaser", ids["c"])
    s, ids = duel(mine=[("c", CRUISER, None)], theirs=[("b", BOLAAR, None)])
    assert Position(s).can_fire_at(ids["b"], "phaser", ids["c"])


SCENARIOS = {
    **{identity: spy_ship(identity) for identity in (
        "S1|clydon spy warcraft", "S3|mechad infiltration unit", "S3|p o t spy cutter", "S3|scorpead spy ship",
        "S5|argonian spy ship", "S5|corporate spy ship", "S5|tufor spy ship",
    )},
    "S4|bolaar spy scout": bolaar_spy_scout_keeps_other_fleets_bolaar_ships_off_its_fleet_and_takes_spies,
    **{identity: escort_of_seven_or_more(identity) for identity in (
        "S6|pirate heavy escort vinciennes tribe heavy escort", "S5|pirate command escort vinciennes tribe command escort",
    )},
    "S8|heavy evac carrier infected tribe evac carrier": rearms("S8|heavy evac carrier infected tribe evac carrier"),
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()

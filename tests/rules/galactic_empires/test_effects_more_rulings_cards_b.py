"""Cards the published rulings name, modelled in full for the rulings suite (issue 29), second
file: each scenario plays the real card from the project's data and asserts the numbers its text
states."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import A, B, duel, play, targets_of

RICH = mk("T6", "Test Rich Planet", gen_economy=5, gen_supply=2)


def cryogenic_convict_costs_its_locations_fleet_three_economy_each_allocation_phase() -> None:
    """C3 Cryogenic Convict: "- Played to a location in any opponent fleet without a penal colony.
    - Each Allocation Phase, economy points equal to the strength of the cryogenic convict is paid
    to fund capture efforts." """
    identity = "C3|cryogenic convict"
    s, ids = duel(mine=[("own", mk("S3", "Test Own"), None), ("home", RICH, None)],
                  theirs=[("y", mk("S5", "Test Five"), None), ("t", RICH, None), ("b", mk("B3", "Test Fort"), "t")],
                  hand=[identity])
    assert targets_of(s, identity) == {ids["y"], ids["t"], ids["b"]}  # any opponent location, never his own
    mine, theirs = Position(s).produced(A), Position(s).produced(B)
    play(s, identity, on=ids["t"])
    assert Position(s).produced(B) == {**theirs, "economy": 5 - 3}  # its strength, 3 economy
    assert Position(s).produced(A) == mine
    end_turn(s, draws=0)  # B's Allocation Phase
    assert s.pool["economy"] == 5 - 3
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # and his next: each Allocation Phase
    assert s.pool["economy"] == 5 - 3
    # A fleet with a penal colony of its own: none of its locations.
    s, ids = duel(theirs=[("y", mk("S5", "Test Five"), None), ("t", RICH, None), ("pc", "B5|penal colony", "t")],
                  hand=[identity])
    assert targets_of(s, identity) == set()


SCENARIOS = {
    "C3|cryogenic convict": cryogenic_convict_costs_its_locations_fleet_three_economy_each_allocation_phase,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()

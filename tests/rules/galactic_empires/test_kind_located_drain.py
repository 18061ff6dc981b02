"""The static kind `drain` on a card sitting at a location drains that location's fleet, whoever
controls the card, by a number or by the card's strength (`strength`); the player reference
`subject_controller` (the controller of the card a selector's `where` tests) lets a play select
"a location in any opponent fleet without" some card: the C3 Cryogenic Convict, "Played to a
location in any opponent fleet without a penal colony. - Each Allocation Phase, economy points
equal to the strength of the cryogenic convict is paid to fund capture efforts." Synthetic cards
through the real loader (issue 29)."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import A, B, duel, play, targets_of

LEECH = mk("C4", "Test Leech")
WARDEN = mk("B5", "Test Warden Colony")
PLANET = mk("T6", "Test Planet", gen_economy=6, gen_supply=2)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(LEECH, '[[play]]\neffect = "target"\n'
                  'select = { owner = "opp", types = "SBT", where = { not = { exists = { title = ["warden"], '
                  'player = "subject_controller" } } } }\n'
                  '[[on_play]]\neffect = "place"\non = "target"\n'
                  '[[static]]\neffect = "drain"\npoints = { economy = "strength", supply = 1 }\n')


def test_it_drains_its_locations_fleet_by_its_strength():
    s, ids = duel(mine=[("own", mk("S3", "Test Own"), None), ("mine", PLANET, None)],
                  theirs=[("y", mk("S5", "Test Five"), None), ("t", PLANET, None)], hand=[LEECH])
    assert targets_of(s, LEECH["key"]) == {ids["y"], ids["t"]}  # opponent units and terrain, not his own
    mine = Position(s).produced(A)
    theirs = Position(s).produced(B)
    play(s, LEECH["key"], on=ids["y"])
    assert Position(s).produced(B) == {**theirs, "economy": 6 - 4, "supply": 2 - 1}  # 4: its strength
    assert Position(s).produced(A) == mine  # its own controller pays nothing
    end_turn(s, draws=0)
    assert Position(s).produced(B)["economy"] == 2  # each turn it stays


def test_a_fleet_with_that_card_of_its_own_cannot_be_selected():
    s, ids = duel(mine=[("w", WARDEN, None)],
                  theirs=[("y", mk("S5", "Test Five"), None), ("t", PLANET, None)], hand=[LEECH])
    assert targets_of(s, LEECH["key"]) == {ids["y"], ids["t"]}  # a warden in ANOTHER fleet: no matter
    s, ids = duel(theirs=[("y", mk("S5", "Test Five"), None), ("t", PLANET, None), ("w", WARDEN, "t")], hand=[LEECH])
    assert targets_of(s, LEECH["key"]) == set()  # the fleet has one: none of its locations


def test_at_a_location_of_its_own_controllers_fleet_it_drains_him():
    s, ids = duel(mine=[("own", mk("S3", "Test Own"), None), ("mine", PLANET, None), ("l", LEECH, "own")],
                  theirs=[("t", PLANET, None)])
    assert Position(s).produced(A)["economy"] == 6 - 4 and Position(s).produced(B)["economy"] == 6

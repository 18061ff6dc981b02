"""The replacement kind `guardian` at any location (issue 25): a friendly monster on a ship, base or
terrain card takes all damage that card would, until it is itself destroyed ("Absorbs all damage
applied to its location until it is destroyed": the M9 Huge Invinco Guardian; the M3 and M6 Invinco
Guardians, on ships, as before). Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import B, CRUISER, damage, duel

WARDEN = mk("M4", "Test Barrier Warden")
FORT = mk("B5", "Test Fort", shields=2)
WORLD = mk("T6", "Test World")


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(WARDEN, '[[play]]\neffect = "equip"\nwhere = "own_stack"\nlowest = true\n'
                   '[[replacement]]\neffect = "guardian"\n')


@pytest.mark.parametrize("where", ["fort", "world", "ship"])
def test_a_guardian_takes_the_damage_of_its_location_until_destroyed(where: str) -> None:
    s, ids = duel(mine=[("g", mk("S9", "Test Gunship", phasers=9), None)],
                  theirs=[("fort", FORT, None), ("world", WORLD, None), ("ship", CRUISER, None), ("w", WARDEN, where)])
    Position(s).deal_damage(ids[where], 3, "weapons", B, volley=True)
    assert damage(s, ids[where]) == (0, 0) and s.ip[ids["w"]]["hd"] == 3  # all of it to the guardian
    Position(s).deal_damage(ids[where], 9, "weapons", B, volley=True)
    assert ids["w"] not in s.ip and ids[where] in s.ip  # the guardian destroyed, its location untouched
    Position(s).deal_damage(ids[where], 1, "weapons", B, volley=True)
    assert sum(damage(s, ids[where])) == 1  # then the location takes damage again

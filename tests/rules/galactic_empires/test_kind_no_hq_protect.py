"""The static `no_hq_protect` (issue 26): the units its `affects` finds do not protect their Sector HQ
(Primary rules "DAMAGING THE SECTOR HQ": "The Sector HQ may take damage only if no friendly ships are in
play"; the T7 Pirate Alcove: "any pirate ship played to or against the pirate alcove does not protect its
Sector HQ"), while its condition holds. Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import mk, place
from .test_effects_cards import A, B, duel

HIDEOUT = mk("T5", "Test Hideout")
LOOKOUT = mk("T4", "Test Lookout")
SHIP = mk("S4", "Test Ship", shields=2, phasers=2)
WEAK = mk("S2", "Test Weak Ship", shields=1, phasers=1)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    # Ships on the hideout protect no Sector HQ; the lookout's rule holds only with 2 or more units in
    # its player's fleet, and takes the protection from the weaker ones.
    script(HIDEOUT, '[[static]]\neffect = "no_hq_protect"\naffects = { types = "S", on = "self" }\n')
    script(LOOKOUT, '[[static]]\neffect = "no_hq_protect"\naffects = { types = "S", owner = "opp", max_strength = 3 }\n'
                    'if = { count = { of = { types = "S", owner = "own" }, at_least = 1 } }\n')


def test_ships_the_selector_finds_protect_no_sector_hq() -> None:
    s, ids = duel(mine=[("h", HIDEOUT, None), ("free", SHIP, None)], hand=[WEAK])
    on = place(s, A, WEAK["key"], ids["h"])
    assert s.ip[on]["loc"] == ids["h"] and s.hq_protectors(A) == [ids["free"]]
    s, ids = duel(mine=[("h", HIDEOUT, None)], hand=[WEAK])
    place(s, A, WEAK["key"], ids["h"])
    assert s.hq_protectors(A) == []  # its only ship sits on the hideout: the Sector HQ is exposed


def test_the_condition_and_the_selector_limit_it() -> None:
    s, ids = duel(mine=[("l", LOOKOUT, None)], theirs=[("w", WEAK, None), ("big", SHIP, None)])
    assert sorted(s.hq_protectors(B)) == sorted([ids["w"], ids["big"]])  # no own ship: the rule is off
    s, ids = duel(mine=[("l", LOOKOUT, None), ("mine", SHIP, None)], theirs=[("w", WEAK, None), ("big", SHIP, None)])
    assert s.hq_protectors(B) == [ids["big"]]  # the weak one protects no more
    assert s.hq_protectors(A) == [ids["mine"]]  # its own player's ships keep protecting

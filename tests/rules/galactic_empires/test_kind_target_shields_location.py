"""`modify` stat `target_shields`, op `ignore`, affects `location` (issue 26): the volleys of the unit
a card sits on score on the target's structure, past its shields (E10 Targeting Systems: "may ignore
the shields or EMF of all targets"). A card on no unit, or an equipment card not engaged, does
nothing. Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import mk, skip_to
from .test_effects_cards import A, damage, duel, play, volley

SIGHT = mk("E2", "Test Sight")  # no engagement cost: engaged as played on an engaged unit
HAT = mk("C2", "Test Hat")  # a crew card with the same modifier
SHOOTER = mk("S5", "Test Shooter", phasers=3)
WALL = mk("S7", "Test Wall", shields=5)

MODIFIER = '[[static]]\neffect = "modify"\nstat = "target_shields"\nop = "ignore"\naffects = "location"\n'


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(SIGHT, '[[play]]\neffect = "equip"\nwhere = "own_unit"\n\n' + MODIFIER)
    script(HAT, '[[play]]\neffect = "equip"\nwhere = "own_unit"\n\n' + MODIFIER)


@pytest.mark.parametrize("card", [SIGHT, HAT])
def test_the_unit_it_sits_on_fires_past_the_shields(card) -> None:
    s, ids = duel(mine=[("u", SHOOTER, None), ("v", SHOOTER, None)], theirs=[("w", WALL, None)], hand=[card])
    play(s, card["key"], on=ids["u"])
    skip_to(s, "fire")
    volley(s, ids["w"], [(ids["u"], "phaser")] * 3)
    assert damage(s, ids["w"]) == (0, 3)


def test_another_unit_still_hits_the_shields_first() -> None:
    s, ids = duel(mine=[("u", SHOOTER, None), ("v", SHOOTER, None)], theirs=[("w", WALL, None)], hand=[SIGHT])
    play(s, SIGHT["key"], on=ids["u"])
    skip_to(s, "fire")
    volley(s, ids["w"], [(ids["v"], "phaser")] * 3)
    assert damage(s, ids["w"]) == (3, 0)

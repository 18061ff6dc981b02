"""`modify stat = "damage_taken"` on a weapons volley (issue 26): a modifier of one weapon kind acts on
that part of the volley; one of both kinds (`weapons`, or no `kinds`) acts once on the volley's total.
GErulesv21 "WEAPONS FIRE PHASE": a volley is the combined fire of the units at one target, and cards say
"One less damage each opponent volley" (C6 Captain, A4 Officer Training), "Volleys against the planet or
system stack are reduced by 1" (T2 Dust Belt): one point for the volley, however many phasers and heavy
weapons made it up (it was taken from each part, two points for a mixed volley)."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import damage, duel, volley

GUN = mk("S9", "Test Gunship", phasers=9, heavy_weapons=9)
HULK = mk("S9", "Test Armoured Hulk")


def _mixed(phasers: int, heavy: int) -> tuple[int, int]:
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("h", HULK, None)])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 9  # its heavy weapons armed
    volley(s, ids["h"], [(ids["g"], "phaser")] * phasers + [(ids["g"], "heavy")] * heavy)
    return damage(s, ids["h"])


def test_one_less_each_volley_is_one_point_for_a_mixed_volley(script) -> None:
    script(HULK, '[[static]]\neffect = "modify"\nstat = "damage_taken"\nkinds = ["weapons"]\nop = "add"\n'
                 'value = -1\naffects = "self"\n')
    assert _mixed(2, 3) == (0, 4)  # 5 - 1, not 5 - 2
    assert _mixed(1, 0) == (0, 0)
    assert _mixed(0, 4) == (0, 3)


def test_a_third_of_a_mixed_volley_is_a_third_of_its_total(script) -> None:
    script(HULK, '[[static]]\neffect = "modify"\nstat = "damage_taken"\nop = "mul"\nvalue = 0.3333333333333333\n'
                 'affects = "self"\n')
    assert _mixed(2, 2) == (0, 1)  # 4 / 3, not 2 / 3 + 2 / 3


def test_a_modifier_of_one_kind_acts_on_its_part_only(script) -> None:
    script(HULK, '[[static]]\neffect = "modify"\nstat = "damage_taken"\nkinds = ["heavy"]\nop = "mul"\n'
                 'value = 0.3333333333333333\naffects = "self"\n')
    assert _mixed(2, 6) == (0, 2 + 2)  # the phasers whole, the heavy weapons a third

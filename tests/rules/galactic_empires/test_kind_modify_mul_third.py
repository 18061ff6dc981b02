"""`modify` with `op = "mul"` and a repeating decimal (issue 25): the multiplier is the fraction it
stands for, so "each volley scores only 1/3 the damage (drop fractions)" written as
0.3333333333333333 scores 9 -> 3 and 8 -> 2 (a float product would floor 9 x 0.333... to 2)."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import damage, duel, volley

GUN = mk("S9", "Test Gunship", phasers=2, heavy_weapons=9)
WALL = mk("T9", "Test Third World")
THIRD = ('[[static]]\neffect = "modify"\nstat = "damage_taken"\nkinds = ["weapons"]\nop = "mul"\n'
         'value = 0.3333333333333333\naffects = "self"\n')


def _fire(n: int):
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("w", WALL, None)])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 9
    volley(s, ids["w"], [(ids["g"], "heavy")] * n)
    return damage(s, ids["w"])


def test_a_third_of_the_volley_fractions_dropped(script) -> None:
    script(WALL, THIRD)
    assert _fire(9) == (0, 3)
    assert _fire(8) == (0, 2)
    assert _fire(2) == (0, 0)

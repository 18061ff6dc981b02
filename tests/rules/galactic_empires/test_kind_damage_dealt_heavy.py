"""`modify damage_dealt` over heavy weapons (issue 26): the heavy weapon points a unit fires in a
volley are multiplied as its modifier says ("Every heavy weapon fired from this installation does two
points of damage"); phasers and other units' points are not."""
from __future__ import annotations

from .helpers import mk
from .test_effects_cards import damage, duel, volley

GUN = mk("S6", "Test Double Gun", phasers=2, heavy_weapons=2)
PLAIN = mk("S6", "Test Plain Gun", phasers=2, heavy_weapons=2)
WALL = mk("B9", "Test Wall")
DOUBLE = '[[static]]\neffect = "modify"\nstat = "damage_dealt"\nkinds = ["heavy"]\nop = "double"\naffects = "self"\n'


def _arm(s, *units) -> None:
    for u in units:
        s.ip[u]["am"] = s._heavy_total(u)  # its heavy weapons armed (ammunition allocated)


def test_damage_dealt_heavy_doubles_the_units_heavy_weapon_points_only(script) -> None:
    script(GUN, DOUBLE)
    s, ids = duel(mine=[("g", GUN, None), ("p", PLAIN, None)], theirs=[("w", WALL, None)])
    _arm(s, ids["g"], ids["p"])
    volley(s, ids["w"], [(ids["g"], "heavy"), (ids["g"], "heavy"), (ids["g"], "phaser"), (ids["p"], "heavy")])
    assert sum(damage(s, ids["w"])) == 2 * 2 + 1 + 1


def test_without_heavy_in_its_kinds_heavy_weapon_points_are_unchanged(script) -> None:
    script(GUN, DOUBLE.replace('["heavy"]', '["phaser"]'))
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("w", WALL, None)])
    _arm(s, ids["g"])
    volley(s, ids["w"], [(ids["g"], "heavy"), (ids["g"], "heavy"), (ids["g"], "phaser")])
    assert sum(damage(s, ids["w"])) == 2 + 2 * 1

"""`add_weapons` with `heavy` and `ship_limit` (issue 25): heavy-weapon refits with a limit add to a
ship at most that many heavy weapons, from all such refits together ("Ships are limited to a maximum
of 3 additional heavy weapons from cumulative refits. Bases are not"); a base takes them all, and
heavy weapons from equipment with no limit (fighters) are not counted against it."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import duel

SHIP = mk("S6", "Test Hull", phasers=2, heavy_weapons=1)
BASE = mk("B6", "Test Bastion", phasers=2, heavy_weapons=1)
ONE = mk("E2", "Test One Gun Refit")
TWO = mk("E4", "Test Two Gun Refit")
FIGHTER = mk("E3", "Test Gun Fighter")
REFIT = '[[play]]\neffect = "equip"\nwhere = "own_unit"\n\n[[static]]\neffect = "add_weapons"\nheavy = {n}\nship_limit = 3\n'
FREE = '[[play]]\neffect = "equip"\nwhere = "own_unit"\n\n[[static]]\neffect = "add_weapons"\nheavy = 1\n'


def _scripts(script) -> None:
    script(ONE, REFIT.format(n=1))
    script(TWO, REFIT.format(n=2))
    script(FIGHTER, FREE)


def test_a_ship_takes_at_most_the_limit_from_its_refits_together(script) -> None:
    _scripts(script)
    s, ids = duel(mine=[("u", SHIP, None), ("a", ONE, "u"), ("b", TWO, "u"), ("c", ONE, "u")])
    assert Position(s).heavy(ids["u"]) == 1 + 3  # 1 + 2 + 1 from refits: at most 3
    s, ids = duel(mine=[("u", SHIP, None), ("a", ONE, "u"), ("b", ONE, "u")])
    assert Position(s).heavy(ids["u"]) == 1 + 2  # under the limit: all of them


def test_a_base_is_not_limited(script) -> None:
    _scripts(script)
    s, ids = duel(mine=[("u", BASE, None), ("a", ONE, "u"), ("b", TWO, "u"), ("c", ONE, "u")])
    assert Position(s).heavy(ids["u"]) == 1 + 4


def test_equipment_with_no_limit_is_not_counted_against_it(script) -> None:
    _scripts(script)
    s, ids = duel(mine=[("u", SHIP, None), ("a", TWO, "u"), ("b", TWO, "u"), ("f", FIGHTER, "u")])
    assert Position(s).heavy(ids["u"]) == 1 + 3 + 1

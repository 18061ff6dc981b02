"""The `at` filter of a `damage_dealt` modifier (issue 26): the damage a unit causes is modified only
at the cards the selector finds (the volley's target, or the card damaged): "When against terrain,
weapons fire from this ship causes double damage to that terrain stack" (Pir S5 Corporate Pirate
Assault Cruiser); GErulesv21 "SHIP MOVEMENT RULES" (a ship against an opponent terrain)."""
from __future__ import annotations

from rules.galactic_empires.position import Position

from .helpers import mk, place, refresh
from .test_effects_cards import A, B, damage, duel, volley

BREACHER = mk("S5", "Test Breacher", shields=2, phasers=2, heavy_weapons=2)
WORLD = mk("T6", "Test World", gen_economy=3)
DEPOT = mk("B8", "Test Depot", shields=1)
PICKET = mk("S6", "Test Picket", shields=1)
DOUBLE_AT_STACK = (
    '[[static]]\neffect = "modify"\nstat = "damage_dealt"\nop = "double"\nkinds = ["weapons"]\naffects = "self"\n'
    'at = { on = "stack", other = true }\nif = { stack_owner = "opp", stack_types = "T" }\n'
)


def _against(script, depot: bool = True):
    script(BREACHER, DOUBLE_AT_STACK)
    theirs = [("w", WORLD, None), ("p", PICKET, None)] + ([("d", DEPOT, "w")] if depot else [])
    s, ids = duel(theirs=theirs, hand=[BREACHER])
    ids["b"] = place(s, A, BREACHER["key"], ids["w"])  # against B's world
    s.ip[ids["b"]]["am"] = 2  # its heavy weapons armed
    refresh(s)
    Position(s).changed()
    return s, ids


def test_damage_at_a_card_of_the_stack_it_is_against_is_doubled(script) -> None:
    s, ids = _against(script)
    volley(s, ids["d"], [(ids["b"], "phaser"), (ids["b"], "phaser"), (ids["b"], "heavy")])
    assert sum(damage(s, ids["d"])) == 2 * 3  # the base on that terrain: 3 points doubled


def test_damage_at_the_terrain_itself_is_doubled(script) -> None:
    s, ids = _against(script, depot=False)  # (a base on it would keep it from being fired at)
    volley(s, ids["w"], [(ids["b"], "heavy"), (ids["b"], "heavy")])
    assert sum(damage(s, ids["w"])) == 2 * 2


def test_damage_at_a_card_of_another_stack_is_not(script) -> None:
    s, ids = _against(script)
    volley(s, ids["p"], [(ids["b"], "phaser"), (ids["b"], "phaser")])
    assert sum(damage(s, ids["p"])) == 2


def test_not_against_terrain_nothing_is_doubled(script) -> None:
    script(BREACHER, DOUBLE_AT_STACK)
    s, ids = duel(mine=[("b", BREACHER, None)], theirs=[("p", PICKET, None)])
    volley(s, ids["p"], [(ids["b"], "phaser"), (ids["b"], "phaser")])
    assert sum(damage(s, ids["p"])) == 2 and s.ip[ids["p"]]["c"] == B

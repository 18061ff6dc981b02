"""The `volley_resolved` event names the units that fired the volley (`source`) (issue 26): a card
"discarded after use" once the unit it is on has fired (Pir O5 Planetary Raid: "That ship causes
double damage when firing at that terrain. - Discarded after use"); v2.1 "WEAPONS FIRE PHASE" (a
volley: the weapons fired together at one target)."""
from __future__ import annotations

from .helpers import mk
from .test_effects_cards import A, B, damage, duel, volley

GUNNER = mk("S5", "Test Gunner", shields=2, phasers=3)
WINGMAN = mk("S5", "Test Wingman", shields=2, phasers=3)
TARGET = mk("S9", "Test Hulk", shields=1)
CHARGE = mk("O3", "Test Charge")
SPENT_WHEN_ITS_UNIT_FIRES = (
    '[[trigger]]\neffect = "when"\non = "volley_resolved"\n'
    'if = { exists = { among = "source", where = { same = ["subject", "host"] } } }\n'
    'do = [{ effect = "discard", to = "self" }]\n'
)


def test_a_trigger_reads_the_units_that_fired_the_volley(script) -> None:
    script(CHARGE, SPENT_WHEN_ITS_UNIT_FIRES)
    s, ids = duel(mine=[("g", GUNNER, None), ("c", CHARGE, "g"), ("w", WINGMAN, None)], theirs=[("t", TARGET, None), ("u", TARGET, None)])
    volley(s, ids["t"], [(ids["w"], "phaser")])
    assert ids["c"] in s.ip  # its unit did not fire in that volley
    volley(s, ids["u"], [(ids["g"], "phaser"), (ids["g"], "phaser")])
    assert ids["c"] not in s.ip and ids["c"] in s.discard[s._dk(A)]  # discarded once its unit fired
    assert sum(damage(s, ids["u"])) == 2 and s.ip[ids["u"]]["c"] == B

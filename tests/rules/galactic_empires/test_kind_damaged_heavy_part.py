"""The `damaged` event's `heavy` field (issue 26): the heavy-weapon part of a volley's damage, so that
`{event = "amount"}` less `{event = "heavy"}` is its phaser part ("Phasers fired at this ship cannot
cause structural damage. - Discarded after use": E3 Shroud Web Device, used by a volley with phasers,
not by heavy weapons alone). The field was documented but no event carried it. Synthetic cards through
the real loader."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import duel, volley

GUN = mk("S9", "Test Gunship", phasers=9, heavy_weapons=9)
HULK = mk("S9", "Test Hulk")
TAG = mk("E1", "Test Phaser Tag")
SCRIPT = ('[[play]]\neffect = "equip"\nwhere = "own_ship"\n\n[[trigger]]\neffect = "when"\non = "damaged"\ncard = "host"\n'
          'if = { event = { kind = "weapons" }, compare = [{ event = "amount" }, ">", { event = "heavy" }] }\n'
          'do = [{ effect = "discard", to = "self" }]\n')


def test_a_volley_with_phasers_has_a_phaser_part(script) -> None:
    script(TAG, SCRIPT)
    s, ids = duel(mine=[("g", GUN, None)], theirs=[("h", HULK, None), ("t", TAG, "h"), ("k", HULK, None), ("u", TAG, "k")])
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = 9
    volley(s, ids["h"], [(ids["g"], "heavy")] * 2)
    assert ids["t"] in s.ip  # heavy weapons alone: no phaser part
    volley(s, ids["k"], [(ids["g"], "heavy"), (ids["g"], "phaser")])
    assert ids["u"] not in s.ip  # a phaser in it

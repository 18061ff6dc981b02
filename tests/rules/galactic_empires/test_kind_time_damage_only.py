"""The static `time_damage_only` and the damage kind "time" (issue 26, engine/timeorigin.py): "Is only
destroyed by time damage when in the time origin" (the time knights); v2.1 "TIME KNIGHTS": "When at
the time origin, they can only be damaged by cards that cause time damage"; v2.1 "TIME DAMAGE": "Each
Time Damage point causes 1 point of damage". Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .test_effects_cards import A, B, duel
from .helpers import mk

KNIGHT = mk("C2", "Test Chrononaut", time_strength=8)
PLAIN = mk("C3", "Test Chronologist", time_strength=7)
HULK = mk("S6", "Test Hulk", shields=2, phasers=3)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(KNIGHT, '[[static]]\neffect = "time_damage_only"\n')


def test_at_the_origin_only_time_damage_scores() -> None:
    s, ids = duel(mine=[("h", HULK, None), ("k", KNIGHT, "h"), ("g", HULK, None), ("p", PLAIN, "g")])
    pos = Position(s)
    pos.deal_damage(ids["k"], 1, "card", B)
    assert pos.damage_of(ids["k"]) == (0, 1)  # in the fleet, other damage scores
    pos.destroy(ids["h"], B)
    pos.destroy(ids["g"], B)
    assert pos.damage_of(ids["k"]) == (0, 0)  # its damage removed on the way
    pos.deal_damage(ids["k"], 9, "card", B)
    pos.deal_damage(ids["k"], 9, "weapons", B)
    assert ids["k"] in s.ip and pos.damage_of(ids["k"]) == (0, 0)  # none scores at the origin
    pos.deal_damage(ids["p"], 3, "card", B)
    assert pos.damage_of(ids["p"]) == (0, 3)  # a card that does not say so takes it
    pos.deal_damage(ids["k"], 7, "time", B)
    assert pos.damage_of(ids["k"]) == (0, 7) and s.ip[ids["k"]].get("ori")  # its time strength is 8
    pos.deal_damage(ids["k"], 1, "time", B)
    assert ids["k"] not in s.ip and ids["k"] in s.discard[s._dk(A)]  # destroyed at the origin: discarded

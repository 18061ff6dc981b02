"""The static `free_ammo` (issue 26): the affected units fire heavy weapons without ammunition, up to
`count` a turn (default all), beyond those armed, while the card is engaged ("All ships in the fleet
may fire all heavy weapons without ammunition"; "may fire one heavy weapon without ammunition").
Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import mk, skip_to
from .test_effects_cards import B, duel

DEPOT = mk("B2", "Test Depot")
ONE = mk("B2", "Test One Shell")
GUN = mk("S5", "Test Gun", heavy_weapons=3)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(DEPOT, '[[static]]\neffect = "free_ammo"\naffects = { types = "S", owner = "own" }\n')
    script(ONE, '[[static]]\neffect = "free_ammo"\naffects = { types = "S", owner = "own" }\ncount = 1\n')


def _shots(s, u: int) -> int:
    n = 0
    while s._weapon_left(u, "heavy"):
        s.ip[u]["fh"] += 1
        n += 1
    return n


@pytest.mark.parametrize(("card", "armed", "shots"), [(DEPOT, 0, 3), (ONE, 0, 1), (ONE, 1, 2), (None, 1, 1)])
def test_heavy_weapons_fire_without_ammunition(card, armed, shots) -> None:
    mine = [("g", GUN, None)] + ([("d", card, None)] if card else [])
    s, ids = duel(mine=mine, theirs=[("o", GUN, None)] + ([("e", card, None)] if card else []))
    skip_to(s, "fire")
    s.ip[ids["g"]]["am"] = armed
    assert _shots(s, ids["g"]) == shots


def test_a_disengaged_card_grants_nothing() -> None:
    s, ids = duel(mine=[("g", GUN, None), ("d", DEPOT, None)])
    skip_to(s, "fire")
    s.ip[ids["d"]]["e"] = False
    s.ip[ids["g"]]["am"] = 0
    assert _shots(s, ids["g"]) == 0

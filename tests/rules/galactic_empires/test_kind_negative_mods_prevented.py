"""The card test `negative_mods_prevented` (issue 29): a terrain no negative point modifier may be
applied to (a status `no_negative_mods` on it: "Prevents negative point modifiers from being applied
to the terrain"), or not. GEqa "A6 Gaia Separation": may an O4 Flood be laid to such a terrain?
"TENTATIVE answer is no". Serves O4 Flood."""
from __future__ import annotations

import pytest

from .helpers import mk
from .test_effects_cards import duel, targets_of

SOAKER = mk("O4", "Test Soaker")
GUARD = mk("A4", "Test Terrain Guard")
WORLD = mk("T5", "Test World", gen_supply=2)
OTHER = mk("T4", "Test Other World", gen_supply=1)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(SOAKER, '[[play]]\neffect = "target"\n'
                   'select = { types = "T", where = { negative_mods_prevented = false } }\n')
    script(GUARD, '[[static]]\neffect = "status"\nno_negative_mods = true\n')


def test_a_terrain_guarded_from_negative_modifiers_is_no_target() -> None:
    s, ids = duel(mine=[("w", WORLD, None), ("g", GUARD, "w"), ("o", OTHER, None)], hand=[SOAKER])
    assert targets_of(s, SOAKER["key"]) == {ids["o"]}
    ctx = s._ctx(0, ids["o"])
    assert s._subject_ok(ctx, ids["w"], {"negative_mods_prevented": True})
    assert s._subject_ok(ctx, ids["o"], {"negative_mods_prevented": False})
    s, ids = duel(mine=[("w", WORLD, None), ("o", OTHER, None)], hand=[SOAKER])
    assert targets_of(s, SOAKER["key"]) == {ids["w"], ids["o"]}  # unguarded: both

"""The action `engage` with `armed` (issue 26): the cards become engaged fully armed, needing no points
(C10 Privateer: "may fully engage location"): heavy weapons armed, as `put_into_play armed` puts a ship
into play (GEerrata O7 Surprise Attack: "All weapons and ship systems ... are loaded"). Synthetic cards
through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.effects import loader
from rules.galactic_empires.position import Position

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, play

ORDER = mk("O4", "Test Battle Order")
GUNSHIP = mk("S5", "Test Gunship", cost_energy=2, shields=2, phasers=2, heavy_weapons=3)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(ORDER, '[[play]]\neffect = "target"\nselect = { types = "S", owner = "own" }\n\n'
                  '[[on_play]]\neffect = "engage"\nto = "target"\nengaged = true\narmed = true\n')


def test_the_target_is_engaged_with_its_heavy_weapons_armed_for_no_points() -> None:
    s, ids = duel(mine=[("g", GUNSHIP, None)], hand=[ORDER])
    Position(s).engage(ids["g"], False)
    skip_to(s, "play_a")
    pool = dict(s.pool)
    play(s, ORDER["key"], on=ids["g"])
    assert s.ip[ids["g"]]["e"] and s.ip[ids["g"]]["am"] == 3 and dict(s.pool) == pool


def test_armed_without_engaging_is_refused(script) -> None:
    with pytest.raises(loader.ScriptError, match="armed"):
        script(mk("O5", "Test Stand Down"), '[[on_play]]\neffect = "engage"\nto = "self"\nengaged = false\narmed = true\n')

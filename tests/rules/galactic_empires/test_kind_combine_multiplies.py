"""The `combine_terrain` parameter `multiplies` (issue 25): a terrain card combined onto another makes
the terrain it is played to that many times its points, its own points added after, as a printed
multiplier does (GEqa qa-055, two T4 White Dwarfs on a T5: "4 economy, 4 supply, and 20 energy"):
"Double the point output of the terrain card on which it is played" (the T2 Artificial Satellite).
Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, CRUISER, duel, pass_turns, play

DOUBLER = mk("T2", "Test Doubling Moonlet", gen_economy=1, gen_supply=1)
WORLD = mk("T5", "Test World", gen_economy=1, gen_supply=2, gen_energy=2)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(DOUBLER, '[[play]]\neffect = "combine_terrain"\nmultiplies = 2\n')


def test_the_host_terrains_points_are_doubled_and_its_own_added_after() -> None:
    s, ids = duel(mine=[("w", WORLD, None), ("x", CRUISER, None)], hand=[DOUBLER])
    play(s, DOUBLER["key"], on=ids["w"])
    pass_turns(s, 2)
    made = Position(s).produced(A)
    assert (made["economy"], made["supply"], made["energy"]) == (2 * 1 + 1, 2 * 2 + 1, 2 * 2)

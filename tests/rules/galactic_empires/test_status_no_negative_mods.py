"""The status flag `no_negative_mods` (effects/schema.py "status"): negative point modifiers are not
applied to the terrain it sits on (A6 Gaia Separation: "Prevents negative point modifiers from being
applied to the terrain"): statuses taking its points away, output modifiers lowering them; raising
ones still apply."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk
from .test_effects_cards import A, duel

WARD = mk("A6", "Test Ward")
NO_POINTS = mk("O2", "Test Blight")
NO_ENERGY = mk("M5", "Test Burrower")
DRY = mk("O4", "Test Dry Spell")
LEAN = mk("O4", "Test Lean Year")
BOOST = mk("A3", "Test Boost")
FARM = mk("T5", "Test Farm", gen_energy=2, gen_supply=3)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(WARD, '[[play]]\neffect = "equip"\nwhere = "own_terrain"\n\n[[static]]\neffect = "status"\nno_negative_mods = true\n')
    for card, body in ((NO_POINTS, 'no_points = true'), (NO_ENERGY, 'no_energy = true')):
        script(card, f'[[play]]\neffect = "equip"\nwhere = "opp_terrain"\n\n[[static]]\neffect = "status"\n{body}\n')
    for card, body in ((DRY, 'op = "set"\nvalue = 0'), (LEAN, 'op = "half"'), (BOOST, 'op = "add"\nvalue = 2\nkind = "supply"')):
        script(card, f'[[play]]\neffect = "equip"\nwhere = "terrain"\n\n[[static]]\neffect = "modify"\nstat = "output"\n{body}\naffects = "host"\n')


def produced(*on_farm, ward: bool) -> tuple[int, int]:
    mine = [("t", FARM, None)] + ([("w", WARD, "t")] if ward else [])
    mine += [(f"m{n}", card, "t") for n, card in enumerate(on_farm)]
    s, _ = duel(mine=mine)
    out = Position(s).produced(A)
    return out["energy"], out["supply"]


@pytest.mark.parametrize("card, without", [(NO_POINTS, (0, 0)), (NO_ENERGY, (0, 3)), (DRY, (0, 0)), (LEAN, (1, 1))],
                         ids=["no_points", "no_energy", "set 0", "half"])
def test_negative_point_modifiers_apply_without_it_and_not_with_it(card, without) -> None:
    assert produced(card, ward=False) == without
    assert produced(card, ward=True) == (2, 3)


def test_raising_modifiers_still_apply() -> None:
    assert produced(BOOST, ward=True) == (2, 5)
    assert produced(BOOST, DRY, ward=True) == (2, 5)


LESS = mk("O3", "Test Erosion")  # "produces 2 less supply": a negative add
DOUBLE = mk("A4", "Test Doubler")  # "doubles the supply output"


@pytest.fixture
def lowering(script) -> None:
    script(LESS, '[[play]]\neffect = "equip"\nwhere = "terrain"\n\n[[static]]\neffect = "modify"\nstat = "output"\n'
                 'op = "add"\nvalue = -2\nkind = "supply"\naffects = "host"\n')
    script(DOUBLE, '[[play]]\neffect = "equip"\nwhere = "terrain"\n\n[[static]]\neffect = "modify"\nstat = "output"\n'
                   'op = "double"\nkind = "supply"\naffects = "host"\n')


def test_a_negative_add_takes_its_points_off_what_the_terrain_makes(lowering) -> None:
    """A negative `add` is no terrain modifier competing to be the greatest (it was dropped as less
    than none): its points come off the terrain's output after the modifiers (GEqa qa-043: a T13
    making 6 economy with one less "would produce five"), never below none, and not at all on a
    terrain guarded from negative modifiers."""
    assert produced(LESS, ward=False) == (2, 1)
    assert produced(LESS, BOOST, ward=False) == (2, 3)  # 3 + 2 - 2: the raise still counts
    assert produced(LESS, DOUBLE, ward=False) == (2, 4)  # 3 x 2 - 2
    assert produced(LESS, LESS, ward=False) == (2, 0)  # 3 - 4: none
    assert produced(LESS, ward=True) == (2, 3)

"""The static `hq_fire` (issue 26): the units its `affects` finds may fire at an exposed Sector HQ as
ships may (Primary rules "DAMAGING THE SECTOR HQ": "Only ship, dragon, or psy cards may fire at a Sector
HQ"; the E5 Technical Readout: "Allows the base to target an unprotected Sector HQ"), while its
condition holds; a protected Sector HQ stays out of reach. Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import mk, skip_to
from .test_effects_cards import A, B, CRUISER, duel

GUNNERY = mk("T5", "Test Gunnery Range")
FORT = mk("B4", "Test Fort", shields=3, phasers=3)
SMALL_FORT = mk("B2", "Test Small Fort", shields=1, phasers=1)
WORLD = mk("T6", "Test World", gen_economy=2)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    # Own bases of strength 3 or more may fire at a Sector HQ, while its player has no ship in play.
    script(GUNNERY, '[[static]]\neffect = "hq_fire"\naffects = { types = "B", owner = "own", min_strength = 3 }\n'
                    'if = { not = { exists = { types = "S", owner = "own" } } }\n')


def test_the_bases_it_finds_may_fire_at_an_exposed_sector_hq() -> None:
    s, ids = duel(mine=[("g", GUNNERY, None), ("f", FORT, None), ("sf", SMALL_FORT, None)], theirs=[("w", WORLD, None)])
    pos = Position(s)
    assert pos.can_fire_at(ids["f"], "phaser", -1 - B)
    assert not pos.can_fire_at(ids["sf"], "phaser", -1 - B)  # too weak for its selector
    skip_to(s, "fire")
    assert {"player": A, "type": "target", "hq": B} in s.legal_actions(A)


def test_not_while_its_condition_fails_nor_at_a_protected_sector_hq() -> None:
    s, ids = duel(mine=[("g", GUNNERY, None), ("f", FORT, None), ("s", CRUISER, None)], theirs=[("w", WORLD, None)])
    assert not Position(s).can_fire_at(ids["f"], "phaser", -1 - B)  # an own ship: the rule is off
    s, ids = duel(mine=[("g", GUNNERY, None), ("f", FORT, None)], theirs=[("w", WORLD, None), ("s", CRUISER, None)])
    skip_to(s, "fire")
    assert not [a for a in s.legal_actions(A) if a["type"] == "target" and "hq" in a]  # his ship protects it
    s, ids = duel(mine=[("f", FORT, None)], theirs=[("w", WORLD, None)])
    assert not Position(s).can_fire_at(ids["f"], "phaser", -1 - B) and A == 0  # without the card

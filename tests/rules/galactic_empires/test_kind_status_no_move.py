"""The status flag `no_move` (issue 26): the unit a card sits on may not be moved to or against terrain
(GErulesv21 "SHIP MOVEMENT RULES"; H4 Solar Winds: "The ship may not be moved to terrain"); a unit
against a terrain may still move back into its fleet. Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from .helpers import act, mk, place
from .test_effects_cards import A, duel, pass_turns

ANCHOR = mk("E2", "Test Anchor")
RAIDER = "S5|leopan stealth raiding ship"  # "May move against terrain (during the Allocation Phase)"
WORLD = mk("T6", "Test World", gen_economy=2)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(ANCHOR, '[[play]]\neffect = "equip"\nwhere = "own_ship"\n\n[[static]]\neffect = "status"\nno_move = true\n')


def _moves(s, u) -> list:
    return [a.get("to") for a in s.legal_actions(A) if a["type"] == "move" and a["card"] == u]


def test_the_unit_moves_to_no_terrain_but_back_into_its_fleet() -> None:
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None), ("v", WORLD, None)], hand=[ANCHOR])
    assert sorted(_moves(s, ids["r"])) == sorted([ids["w"], ids["v"]])
    place(s, A, ANCHOR["key"], ids["r"])
    assert _moves(s, ids["r"]) == []
    s, ids = duel(mine=[("r", RAIDER, None)], theirs=[("w", WORLD, None), ("v", WORLD, None)], hand=[ANCHOR])
    act(s, "move", card=ids["r"], to=ids["w"])
    place(s, A, ANCHOR["key"], ids["r"])
    pass_turns(s, 2)  # its player's next Allocation Phase
    assert _moves(s, ids["r"]) == [None]  # back into its fleet, not on to the other terrain

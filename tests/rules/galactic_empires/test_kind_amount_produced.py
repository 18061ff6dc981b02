"""The `{produced = kind}` amount (issue 25): the points of a kind the controller's cards make this turn
(the points he "receives"), read where a card's option depends on them ("Double one received repair
point": there must be a repair point received to double). Serves the C3 Technician."""
from __future__ import annotations

import pytest

from rules.galactic_empires.effects import lang
from rules.galactic_empires.position import Position

from .helpers import act, mk
from .test_effects_cards import A, duel

FIXER = mk("C2", "Test Fixer")
SHIP = mk("S4", "Test Hull", shields=1, phasers=1)
DOCK = mk("T3", "Test Dock", gen_repair=2)
FARM = mk("T3", "Test Farm", gen_supply=1)
BODY = """
[[play]]
effect = "equip"
where = "own_location"

[[ability]]
effect = "operate"
phase = "alloc"
do = [{ effect = "one_of", options = [
    { label = "1 research point", do = [{ effect = "gain_points", points = { research = 1 } }] },
    { label = "one more repair point", if = { compare = [{ produced = "repair" }, ">=", 1] }, do = [{ effect = "gain_points", points = { repair = { produced = "repair" } } }] },
] }]
"""


def _operate(s, fixer: int) -> list[str]:
    act(s, "operate", card=fixer, ability="ability0")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    return [o["label"] for o in s.pending[-1]["options"]] if s.pending else []


def test_an_option_needing_a_received_point_is_offered_only_when_one_is_made(script) -> None:
    script(FIXER, BODY)
    s, ids = duel(mine=[("t", FARM, None), ("s", SHIP, None), ("f", FIXER, "s")])
    research = s.pool.get("research", 0)
    assert _operate(s, ids["f"]) == []  # no repair point made: the one option left is done
    assert s.pool.get("research", 0) == research + 1


def test_the_amount_is_the_points_made_this_turn(script) -> None:
    script(FIXER, BODY)
    s, ids = duel(mine=[("t", DOCK, None), ("s", SHIP, None), ("f", FIXER, "s")])
    assert Position(s).produced(A)["repair"] == 2
    assert _operate(s, ids["f"]) == ["1 research point", "one more repair point"]
    repair = s.pool["repair"]
    act(s, "use", option=1, label="one more repair point")
    assert s.pool["repair"] == repair + 2


@pytest.mark.parametrize("value", [{"produced": "gold"}, {"produced": "repair", "of": "self"}])
def test_the_loader_refuses_an_unknown_point_kind_or_extra_keys(value) -> None:
    assert lang.AMOUNT.error(value)
    assert lang.AMOUNT.error({"produced": "repair"}) is None

"""The general output modifier op `convert` (effects/kinds/statics.py): a terrain's points of one
kind are points of another instead; and an ability used in the Allocation Phase whose actions change
the fleet's points (a conversion chosen for the turn, through a counter and the modifier's `if`)
changes the points being allocated (engine/script.py _run_done)."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, end_turn, mk
from .test_effects_cards import A, duel

ALWAYS = mk("A3", "Test Market")
CHOICE = mk("A7", "Test Exchange")
FARM = mk("T5", "Test Farm", gen_supply=3, gen_energy=2, gen_economy=1)
BOOM = mk("A6", "Test Boom")

CHOICE_SCRIPT = '''
[[play]]
effect = "equip"
where = "own_terrain"

[[ability]]
effect = "operate"
phase = "alloc"
do = [{ effect = "one_of", options = [
    { label = "supply", do = [{ effect = "add_counter", name = "conv", set = 1 }] },
    { label = "energy", do = [{ effect = "add_counter", name = "conv", set = 2 }] },
] }]

[[trigger]]
effect = "when"
on = "turn_start"
if = { event = { whose = "own" } }
do = [{ effect = "add_counter", name = "conv", set = 0 }]

[[static]]
effect = "modify"
stat = "output"
op = "convert"
kind = "supply"
into = "economy"
affects = "host"
if = { compare = [{ counter = "conv" }, "==", 1] }

[[static]]
effect = "modify"
stat = "output"
op = "convert"
kind = "energy"
into = "economy"
affects = "host"
if = { compare = [{ counter = "conv" }, "==", 2] }
'''


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    script(ALWAYS, '[[static]]\neffect = "modify"\nstat = "output"\nop = "convert"\nkind = "supply"\ninto = "economy"\n'
                   'affects = "host"\n')
    script(CHOICE, CHOICE_SCRIPT)
    script(BOOM, '[[static]]\neffect = "modify"\nstat = "output"\nop = "double"\naffects = "host"\n')


def points(s) -> tuple[int, int, int]:
    return s.pool["supply"], s.pool["energy"], s.pool["economy"]


def test_a_converted_kind_is_made_as_the_other_kind_after_its_multipliers() -> None:
    s, _ = duel(mine=[("t", FARM, None), ("m", ALWAYS, "t")])
    out = Position(s).produced(A)
    assert (out["supply"], out["energy"], out["economy"]) == (0, 2, 4)
    s, _ = duel(mine=[("t", FARM, None), ("m", ALWAYS, "t"), ("b", BOOM, "t")])
    out = Position(s).produced(A)
    assert (out["supply"], out["energy"], out["economy"]) == (0, 4, 8)  # doubled, then economy


def test_a_conversion_chosen_in_the_allocation_phase_counts_this_allocation_and_ends_with_the_turn() -> None:
    s, ids = duel(mine=[("t", FARM, None), ("x", CHOICE, "t")])
    assert points(s) == (3, 2, 1)
    act(s, "operate", card=ids["x"], ability="ability0")
    act(s, "use", option=1, label="energy")
    assert points(s) == (3, 0, 3)  # the energy output is economy this turn
    assert not [a for a in s.legal_actions(A) if a["type"] == "operate"]  # once a turn
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.active == A and points(s) == (3, 2, 1)  # a new turn: nothing converted until chosen
    act(s, "operate", card=ids["x"], ability="ability0")
    act(s, "use", option=0, label="supply")
    assert points(s) == (0, 2, 4)

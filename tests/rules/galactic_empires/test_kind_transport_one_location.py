"""The transport verb's `one_location` (issue 25): a shuttle whose several there-and-back missions of
a turn all go "to 1 other location" (E8 Assault Fighter: "May be used by two crew cards at the same
location for there-and-back missions to 1 other location"). The first mission goes anywhere; after
it, a mission goes only to that location (its unit, or a card on it); without the flag, anywhere."""
from __future__ import annotations

import pytest

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel

SKIFF = mk("E4", "Test Skiff")
SHIP = mk("S4", "Test Hull", shields=1, phasers=1)
HULK = mk("S4", "Test Hulk")
WRECK = mk("S4", "Test Wreck")
OFFICER = mk("C2", "Test Officer")
HIRELING = "C2|mercenary"

BODY = '''
[[play]]
effect = "equip"
where = "own_unit"

[[static]]
effect = "transport"
one_use = true
missions = 2
{flag}
'''


def _scene(script, flag: str):
    script(SKIFF, BODY.format(flag=flag))
    s, ids = duel(mine=[("own", SHIP, None), ("x", SKIFF, "own"), ("m1", HIRELING, "own"), ("m2", HIRELING, "own")],
                  theirs=[("hulk", HULK, None), ("f1", OFFICER, "hulk"), ("f2", OFFICER, "hulk"),
                          ("wreck", WRECK, None), ("g1", OFFICER, "wreck")])
    skip_to(s, "play_a")
    return s, ids


def _mission_targets(s, ids, crew: str) -> set[int]:
    return {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids[crew] and "op" in a}


def _mission(s, ids, crew: str, on: str) -> None:
    a = next(a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids[crew] and a.get("on") == ids[on])
    act(s, "operate", **{k: v for k, v in a.items() if k not in ("player", "type")})
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


@pytest.mark.parametrize("flag, second_may_go_elsewhere", [("one_location = true", False), ("", True)])
def test_after_the_first_mission_the_second_goes_only_to_the_same_location(script, flag, second_may_go_elsewhere) -> None:
    s, ids = _scene(script, flag)
    assert {ids["f1"], ids["g1"]} <= _mission_targets(s, ids, "m1")  # the first: to either location
    _mission(s, ids, "m1", "f1")
    assert ids["f1"] not in s.ip
    second = _mission_targets(s, ids, "m2")
    assert ids["f2"] in second  # a card at the first mission's location
    assert (ids["g1"] in second) is second_may_go_elsewhere
    _mission(s, ids, "m2", "f2")
    assert ids["f2"] not in s.ip
    assert not _mission_targets(s, ids, "m1")  # two missions: its function of the turn is spent

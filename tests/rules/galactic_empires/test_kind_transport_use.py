"""The transport verb's `one_use` and `stopped_by_shields`, and the `acted_this_turn` card test
(issue 25): a transport that "may do one of the following" each turn (a there-and-back mission or
moving crew), and one that "may not transport through opponent's shields"."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, CRUISER, duel

BEAM = mk("E2", "Test Beam")
OTHER = mk("S4", "Test Other Hull")
HULK = mk("S9", "Test Hulk", shields=3)
BARE = mk("S3", "Test Bare Hull")
OFFICER = mk("C2", "Test Officer")
BOARDER = "C1|boarding party"

BODY = '''
[[play]]
effect = "equip"
where = "own_unit"

[[static]]
effect = "transport"
{params}

[[ability]]
effect = "operate"
phase = "play"
if = {{ acted_this_turn = false }}
target = {{ types = "SB", owner = "own", where = {{ not = {{ carries = {{ among = "self" }} }} }} }}
do = [{{ effect = "relocate", what = {{ types = "C", on = "host", choose = "controller" }}, to = "target" }}]
'''




def _scene(hulk_shield_damage: int = 0):
    s, ids = duel(mine=[("own", CRUISER, None), ("there", OTHER, None), ("x", BEAM, "own"), ("bp", BOARDER, "own"),
                        ("off", OFFICER, "own")],
                  theirs=[("hulk", HULK, None), ("bare", BARE, None)])
    s.ip[ids["hulk"]]["sd"] = hulk_shield_damage
    skip_to(s, "play_a")
    return s, ids


def _missions(s, ids) -> set[int]:
    return {a["on"] for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["bp"]
            and a.get("op") == "structure"}


def _moves(s, ids) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["x"]]


def test_stopped_by_shields_reaches_only_units_whose_shields_are_down(script) -> None:
    script(BEAM, BODY.format(params="stopped_by_shields = true"))
    s, ids = _scene()
    assert _missions(s, ids) == {ids["bare"]}  # the Hulk's 3 shields are up
    s, ids = _scene(hulk_shield_damage=3)  # its shields are all damaged: down
    assert _missions(s, ids) == {ids["bare"], ids["hulk"]}
    s, ids = _scene(hulk_shield_damage=2)
    assert _missions(s, ids) == {ids["bare"]}  # one shield point still up


def test_without_stopped_by_shields_a_mission_goes_through_shields(script) -> None:
    script(BEAM, BODY.format(params=""))
    s, ids = _scene()
    assert _missions(s, ids) == {ids["bare"], ids["hulk"]}


def test_one_use_a_mission_or_a_move_each_turn(script) -> None:
    script(BEAM, BODY.format(params="one_use = true"))
    s, ids = _scene()
    assert _moves(s, ids) and _missions(s, ids)
    act(s, "operate", card=ids["bp"], on=ids["bare"], op="structure")
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["bare"]]["hd"] == 1
    assert not _moves(s, ids)  # it carried a mission: it moves no crew this turn
    s, ids = _scene()
    move = _moves(s, ids)[0]
    act(s, "operate", card=ids["x"], on=ids["there"], ability=move["ability"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    act(s, "use", card=ids["off"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["off"]]["loc"] == ids["there"]
    assert not _missions(s, ids)  # it moved crew: no mission this turn


def test_acted_this_turn_holds_after_a_mission(script) -> None:
    script(BEAM, BODY.format(params=""))
    s, ids = _scene()
    act(s, "operate", card=ids["bp"], on=ids["bare"], op="structure")
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["bare"]]["hd"] == 1
    assert not _moves(s, ids)  # acted_this_turn: its ability's own condition


def test_without_one_use_and_its_condition_a_mission_and_a_move_in_one_turn(script) -> None:
    script(BEAM, BODY.format(params="").replace("if = { acted_this_turn = false }\n", ""))
    s, ids = _scene()
    act(s, "operate", card=ids["bp"], on=ids["bare"], op="structure")
    while s.pending:
        act(s, "pass")
    assert _moves(s, ids)

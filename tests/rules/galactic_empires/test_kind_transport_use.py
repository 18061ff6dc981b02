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


# ---- one_function: a ship's transport functions, its weapons fire aside (issue 26) ----------------

TROOPER = mk("S3", "Test Trooper", phasers=2)
SHIP_BODY = '''
[[static]]
effect = "transport"
one_function = true

[[ability]]
effect = "operate"
phase = "play"
if = { function_used_this_turn = false }
target = { types = "SB", owner = "own", not_among = "self" }
do = [{ effect = "relocate", what = { types = "C", on = "self", choose = "controller", count = 1 }, to = "target" }]
'''


def _troop_scene():
    s, ids = duel(mine=[("x", TROOPER, None), ("there", OTHER, None), ("bp", BOARDER, "x"), ("off", OFFICER, "x")],
                  theirs=[("bare", BARE, None)])
    return s, ids


def _fire_and_pass(s, ids) -> None:
    skip_to(s, "fire")
    act(s, "target", on=ids["bare"])
    act(s, "fire", card=ids["x"], weapon="phaser")
    act(s, "resolve")
    while s.pending:
        act(s, "pass")
    skip_to(s, "play_b")


def test_one_function_a_ship_that_fired_still_moves_crew_or_carries_a_mission(script) -> None:
    script(TROOPER, SHIP_BODY)
    s, ids = _troop_scene()
    _fire_and_pass(s, ids)
    assert s.ip[ids["x"]]["fp"] > 0  # it fired
    assert _moves(s, ids) and _missions(s, ids)  # firing is none of its transport functions
    act(s, "operate", card=ids["bp"], on=ids["bare"], op="structure")
    while s.pending:
        act(s, "pass")
    assert not _moves(s, ids)  # it carried a mission: it moves no crew this turn


def test_one_function_a_crew_moved_and_no_mission_after(script) -> None:
    script(TROOPER, SHIP_BODY)
    s, ids = _troop_scene()
    skip_to(s, "play_a")
    move = _moves(s, ids)[0]
    act(s, "operate", card=ids["x"], on=ids["there"], ability=move["ability"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    act(s, "use", card=ids["off"])
    while s.pending:
        act(s, "pass")
    assert s.ip[ids["off"]]["loc"] == ids["there"] and s.ip[ids["bp"]]["loc"] == ids["x"]  # one crew card
    assert not _missions(s, ids)  # it moved crew: no mission this turn


def test_acted_this_turn_counts_firing_where_function_used_this_turn_does_not(script) -> None:
    script(TROOPER, SHIP_BODY.replace("function_used_this_turn", "acted_this_turn"))
    s, ids = _troop_scene()
    _fire_and_pass(s, ids)
    assert not _moves(s, ids)

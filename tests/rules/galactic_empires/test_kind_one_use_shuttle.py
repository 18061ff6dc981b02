"""A shuttle that "may do one of the following each turn" (issue 25): the transport verb's
`one_use` with one-shot phasers, and its `crew` filter. Its one-shot phasers add to its unit's
weapons until it transports (a there-and-back mission or an ability used: then they do not fire that
turn), and its shot fired is its function of the turn (no mission, no ability after it); `crew`: only
those crew cards may use it for a there-and-back mission ("May be used by a marine or boarding party
for one there-and-back mission")."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, duel

SKIFF = mk("E3", "Test Skiff")
SHIP = mk("S4", "Test Hull", shields=1, phasers=1)
OTHER = mk("S4", "Test Other Hull")
TARGET = mk("S3", "Test Bare Hull")
OFFICER = mk("C2", "Test Officer")
BOARDER = "C1|boarding party"
HIRELING = "C2|mercenary"

BODY = '''
[[play]]
effect = "equip"
where = "own_unit"

[[static]]
effect = "transport"
one_use = true
crew = {{ title = ["boarding party"] }}

[[static]]
effect = "add_weapons"
phasers = 1
one_shot = true

[[ability]]
effect = "operate"
phase = "play"
if = {{ acted_this_turn = false }}
target = {{ types = "SBT", owner = "own", not_among = "host" }}
do = [{{ effect = "relocate", what = {{ types = "C", owner = "own", on = "host", choose = "controller", count = 3 }}, to = "target", along = true }}]
'''


def _scene(script):
    script(SKIFF, BODY.format())
    s, ids = duel(mine=[("own", SHIP, None), ("there", OTHER, None), ("x", SKIFF, "own"), ("bp", BOARDER, "own"),
                        ("merc", HIRELING, "own"), ("off", OFFICER, "own")],
                  theirs=[("bare", TARGET, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    return s, ids


def _missions(s, ids, crew) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids[crew] and "op" in a]


def _moves(s, ids) -> list[dict]:
    return [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["x"]]


def test_crew_filter_lets_only_those_crew_cards_use_it_for_a_mission(script) -> None:
    s, ids = _scene(script)
    assert _missions(s, ids, "bp")  # a boarding party may
    assert not _missions(s, ids, "merc")  # a mercenary may not use this shuttle


def test_its_phaser_counts_until_it_transports_and_then_not_that_turn(script) -> None:
    s, ids = _scene(script)
    assert s._phasers(ids["own"]) == 2  # the unit's 1 and the shuttle's one shot
    move = _moves(s, ids)[0]
    assert move["on"] == ids["there"]
    act(s, "operate", **{k: v for k, v in move.items() if k not in ("player", "type")})
    while s.pending:
        options = [o["card"] for o in s.pending[-1]["options"] if "card" in o]
        act(s, "use", card=ids["off"]) if ids["off"] in options else act(s, "pass")
    assert s.ip[ids["off"]]["loc"] == s.ip[ids["x"]]["loc"] == ids["there"]  # it travels with the crew
    assert s._phasers(ids["there"]) == 0  # it transported this turn: it does not fire
    assert not _missions(s, ids, "bp")  # and carries no mission (the boarding party stayed behind)
    s.turn += s.n  # its player's next turn
    assert s._phasers(ids["there"]) == 1


def test_its_shot_fired_is_its_function_of_the_turn(script) -> None:
    s, ids = _scene(script)
    skip_to(s, "fire")
    act(s, "target", on=ids["bare"])
    act(s, "fire", card=ids["own"], weapon="phaser")
    act(s, "fire", card=ids["own"], weapon="phaser")  # the second is the shuttle's one shot
    assert s.ip[ids["x"]].get("spent")
    act(s, "resolve")
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert s._acted_this_turn(ids["x"]) and not s._transport_ready(ids["x"])


def test_without_the_filter_any_crew_card_may_use_it(script) -> None:
    script(SKIFF, BODY.format().replace('crew = { title = ["boarding party"] }\n', ""))
    s, ids = duel(mine=[("own", SHIP, None), ("x", SKIFF, "own"), ("merc", HIRELING, "own")], theirs=[("bare", TARGET, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    assert _missions(s, ids, "merc")


def test_missions_lets_that_many_crew_cards_go_on_missions_as_its_one_function(script) -> None:
    """`missions = 2`: "Transport up to 2 crew at location on a there-and-back mission"."""
    script(SKIFF, BODY.format().replace('crew = { title = ["boarding party"] }\n', "missions = 2\n"))
    s, ids = duel(mine=[("own", SHIP, None), ("x", SKIFF, "own"), ("bp", BOARDER, "own"), ("merc", HIRELING, "own"),
                        ("m2", HIRELING, "own")],
                  theirs=[("bare", TARGET, None), ("foe", OFFICER, "bare"), ("foe2", OFFICER, "bare"),
                          ("foe3", OFFICER, "bare")])
    skip_to(s, "play_a")
    for crew in ("merc", "m2"):
        [mission] = [a for a in _missions(s, ids, crew) if a["on"] == ids["foe" if crew == "merc" else "foe2"]][:1]
        act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
        while s.pending:
            act(s, "pass") if s.pending[-1]["k"] == "react" else act(s, "use", **{
                k: v for k, v in s.legal_actions(A)[0].items() if k not in ("player", "type")})
    assert s.ip[ids["x"]]["tm"] == [s.turn, 2]
    assert not _missions(s, ids, "bp")  # a third crew card may not
    assert s._phasers(ids["own"]) == 1  # and its phaser does not fire that turn


HEAVY_BODY = '''
[[play]]
effect = "equip"
where = "own_unit"

[[static]]
effect = "transport"
one_use = true

[[static]]
effect = "add_weapons"
phasers = 1
one_shot = true
heavy = 2
'''


def test_its_heavy_weapons_count_until_it_transports_and_then_not_that_turn(script) -> None:
    """A fighter's heavy weapons are its weapons too: one that transported this turn fires none."""
    script(SKIFF, HEAVY_BODY)
    s, ids = duel(mine=[("own", SHIP, None), ("x", SKIFF, "own"), ("merc", HIRELING, "own")],
                  theirs=[("bare", TARGET, None), ("foe", OFFICER, "bare")])
    skip_to(s, "play_a")
    assert s._heavy(ids["own"]) == 2  # the unit's none and the fighter's 2
    mission = next(a for a in _missions(s, ids, "merc") if a["on"] == ids["foe"])
    act(s, "operate", **{k: v for k, v in mission.items() if k not in ("player", "type")})
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")
    assert ids["foe"] not in s.ip
    assert s._heavy(ids["own"]) == 0  # it carried a mission: its weapons do not fire this turn
    s.turn += s.n  # its player's next turn
    assert s._heavy(ids["own"]) == 2

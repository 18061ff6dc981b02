"""The `relocate` action (issue 25): cards in play move to another location, a card in play; with
`along`, the acting card goes with them (v2.1 "THERE-AND-BACK MISSION RULES": "Shuttles and
fighters travel with the crew, while transporters remain at their location")."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, CRUISER, duel

FERRY = mk("E2", "Test Ferry")
SHUTTLE = mk("E3", "Test Skiff")
OFFICER = mk("C2", "Test Officer")
MATE = mk("C3", "Test Mate")
OTHER = mk("S4", "Test Other Hull")

ABILITY = '''
[[play]]
effect = "equip"
where = "own_unit"

[[ability]]
effect = "operate"
phase = "play"
target = {{ types = "SB", owner = "own", where = {{ not = {{ carries = {{ among = "self" }} }} }} }}
do = [{{ effect = "relocate", what = {{ types = "C", on = "host", choose = "controller", count = {count} }}, to = "target"{along} }}]
'''




def _ship(s, ids):
    skip_to(s, "play_a")
    ops = [a for a in s.legal_actions(A) if a["type"] == "operate" and a["card"] == ids["x"]]
    assert [a["on"] for a in ops] == [ids["there"]]  # another own unit, not its own
    act(s, "operate", card=ids["x"], on=ids["there"], ability=ops[0]["ability"])
    while s.pending and s.pending[-1]["k"] == "react":
        act(s, "pass")


def test_relocate_moves_the_chosen_cards_up_to_the_count_and_the_card_stays(script) -> None:
    script(FERRY, ABILITY.format(count=2, along=""))
    s, ids = duel(mine=[("here", CRUISER, None), ("there", OTHER, None), ("x", FERRY, "here"),
                        ("c1", OFFICER, "here"), ("c2", MATE, "here"), ("c3", OFFICER, "here")])
    _ship(s, ids)
    picks = 0
    while s.pending:
        options = [o["card"] for o in s.pending[-1]["options"] if "card" in o]
        assert set(options) <= {ids["c1"], ids["c2"], ids["c3"]}
        act(s, "use", card=options[0]) if picks < 2 else act(s, "pass")
        picks += 1
    where = {k: s.ip[ids[k]]["loc"] for k in ("c1", "c2", "c3")}
    assert sorted(where.values()) == sorted([ids["there"], ids["there"], ids["here"]])  # two of the three
    assert s.ip[ids["x"]]["loc"] == ids["here"]  # a transporter stays at its location
    moved = [ids[k] for k in where if where[k] == ids["there"]]
    assert all(s.ip[k]["mv"] == s.turn for k in moved)


def test_relocate_along_takes_the_card_with_them(script) -> None:
    script(SHUTTLE, ABILITY.format(count=1, along=", along = true"))
    s, ids = duel(mine=[("here", CRUISER, None), ("there", OTHER, None), ("x", SHUTTLE, "here"),
                        ("c1", OFFICER, "here")])
    _ship(s, ids)
    while s.pending:
        act(s, "use", card=ids["c1"])
    assert s.ip[ids["c1"]]["loc"] == ids["there"]
    assert s.ip[ids["x"]]["loc"] == ids["there"]  # the shuttle travels with the crew
    assert s.ip[ids["x"]]["tr"] == s.turn  # it transported this turn (acted_this_turn)

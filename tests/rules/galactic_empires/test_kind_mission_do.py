"""The `mission` kind's `do` (issue 25): a crew card's there-and-back mission whose effect is an action
list, the card its mission reaches as their target ("May attack and return by shuttle or transporter
doing all the following each turn": NE C10 Yorl the Forsaken). Its op still says where it may go and
a transport still carries it."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, damage, duel
from .test_effects_more_decks_h import _missions, _pass_reactions

RAIDER = mk("C5", "Test Raider")
HULL = mk("S5", "Test Own Hull")
BODY = """
[[play]]
effect = "equip"
where = "own_location"

[[ability]]
effect = "mission"
ops = ["structure"]
do = [
    { effect = "destroy", to = { types = "C", owner = "opp", on = "target", choose = "controller" } },
    { effect = "damage", amount = 2, to = "target" },
]
"""


def test_the_mission_does_its_actions_where_it_goes(script) -> None:
    script(RAIDER, BODY)
    s, ids = duel(mine=[("own", HULL, None), ("x", "E6|oscillating transporter", "own"), ("r", RAIDER, "own")],
                  theirs=[("h", mk("S4", "Test Their Hull", shields=1), None), ("a", mk("C9", "Test Big Crew"), "h"),
                          ("b", mk("C2", "Test Small Crew"), "h")])
    skip_to(s, "play_a")
    [go] = [a for a in _missions(s, ids["r"]) if a["on"] == ids["h"]]
    act(s, "operate", **{k: v for k, v in go.items() if k not in ("player", "type")})
    _pass_reactions(s)
    assert s.pending[-1]["p"] == A and {o["card"] for o in s.pending[-1]["options"]} == {ids["a"], ids["b"]}
    act(s, "use", card=ids["a"])  # any strength: the op's own limits are not its actions'
    assert ids["a"] not in s.ip and ids["b"] in s.ip
    assert damage(s, ids["h"]) == (1, 1)  # card damage, shields first
    assert not _missions(s, ids["r"])  # once a turn


def test_without_a_transport_it_goes_nowhere(script) -> None:
    script(RAIDER, BODY)
    s, ids = duel(mine=[("own", HULL, None), ("r", RAIDER, "own")], theirs=[("h", mk("S4", "Test Their Hull"), None)])
    skip_to(s, "play_a")
    assert not _missions(s, ids["r"])

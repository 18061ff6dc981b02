"""Two general pieces (issue 25), serving M6 Scentari Snails ("Hull strength is permanently reduced by
half (round fractions up) at the beginning of the unit owner's next turn. This damage cannot be
repaired"):
- the damage action's `unrepairable`: the structural damage it scores is never removed by repair
  points (allocated or applied by a card); the card's other damage still is;
- a trigger's `whose = "host"`: the turn (phase, draw) of the player who controls the card it sits
  on, whoever controls the trigger's card."""
from __future__ import annotations

from .helpers import act, end_turn, mk
from .test_effects_cards import A, B, CRUISER, damage, duel

ROT = mk("M3", "Test Rot")
HULL = mk("S8", "Test Hull", shields=2)

BODY = '''
[[trigger]]
effect = "when"
on = "turn_start"
whose = "host"
do = [{ effect = "damage", amount = 3, to = "host", ignore_shields = true, unrepairable = true }]
'''


def test_host_turn_and_unrepairable_damage(script) -> None:
    script(ROT, BODY)
    s, ids = duel(mine=[("a", HULL, None)], theirs=[("b", HULL, None), ("r", ROT, "b"), ("r2", ROT, "a")])
    end_turn(s, draws=0)
    assert s.active == B
    assert damage(s, ids["b"]) == (0, 3) and damage(s, ids["a"]) == (0, 0)  # his unit's turn only
    end_turn(s, draws=0)
    assert s.active == A and damage(s, ids["a"]) == (0, 3)  # the other on A's turn
    s.ip[ids["a"]]["hd"] += 2
    s._repair_points(ids["a"], 5, 0)  # a card's repair points
    assert damage(s, ids["a"]) == (0, 3)
    s.ip[ids["a"]]["hd"] += 1
    s.pool["repair"] = 2
    act(s, "repair", card=ids["a"], part="structure")  # allocated repair points
    assert damage(s, ids["a"]) == (0, 3)
    assert {"player": A, "type": "repair", "card": ids["a"], "part": "structure"} not in s.legal_actions(A)


def test_without_unrepairable_the_damage_is_repaired(script) -> None:
    script(ROT, BODY.replace(", unrepairable = true", ""))
    s, ids = duel(mine=[("a", CRUISER, None)], theirs=[("b", HULL, None), ("r", ROT, "b")])
    end_turn(s, draws=0)
    assert damage(s, ids["b"]) == (0, 3)
    s._repair_points(ids["b"], 5, 0)
    assert damage(s, ids["b"]) == (0, 0)

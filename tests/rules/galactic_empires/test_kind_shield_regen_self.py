"""`modify stat = "shield_regen"` with `affects = "self"` (issue 26): the unit carrying the modifier
regenerates that many shield points more each turn, others do not. v2.1 ANDROMEDA BOUND: "Andromeda
Bound ships regenerate 2 Shields (not 1) each turn" (GI S5 Survey Cruiser, S6 Command Cruiser: "2
shields (not 1) are regenerated each turn"). Two such units do not add to each other (a selector
form, Planet Krebizar's, would)."""
from __future__ import annotations

from .helpers import end_turn, mk
from .test_effects_cards import A, duel

TOUGH = mk("S6", "Test Tough Ship", shields=6)
PLAIN = mk("S6", "Test Plain Ship", shields=6)
REGEN = '[[static]]\neffect = "modify"\nstat = "shield_regen"\nop = "add"\nvalue = 1\naffects = "self"\n'


def test_the_unit_itself_regenerates_one_more_shield_point(script) -> None:
    script(TOUGH, REGEN)
    s, ids = duel(mine=[("t", TOUGH, None), ("u", TOUGH, None), ("p", PLAIN, None)])
    for c in ids.values():
        s.ip[c]["sd"] = 5
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # A's next turn: its Engagement Phase regenerated the shields
    assert s.active == A
    assert (s.ip[ids["t"]]["sd"], s.ip[ids["u"]]["sd"], s.ip[ids["p"]]["sd"]) == (3, 3, 4)  # 2, 2 (not 3), 1

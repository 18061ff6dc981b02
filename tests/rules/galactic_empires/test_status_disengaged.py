"""A card played on a unit whose status says `disengaged` (issue 25): the unit is disengaged as the
card lands, and is not engaged again while the card stays ("The ship is disengaged for 1 complete
turn"; "Ship cannot be engaged")."""
from __future__ import annotations

from .helpers import end_turn, mk
from .test_effects_cards import B, duel, hand_card, play

SNARE = mk("O3", "Test Snare")
SCRIPT = '''
[[play]]
effect = "equip"
where = "opp_ship"

[[static]]
effect = "status"
disengaged = true

[[lasts]]
effect = "duration"
turns = 1
'''


def test_a_unit_is_disengaged_as_the_card_lands_and_stays_so_while_it_lasts(script) -> None:
    script(SNARE, SCRIPT)
    s, ids = duel(theirs=[("y", mk("S4", "Test Four"), None)], hand=[SNARE])
    assert s.ip[ids["y"]]["e"]
    snare = hand_card(s, SNARE["key"])
    play(s, SNARE["key"], on=ids["y"])
    assert not s.ip[ids["y"]]["e"] and s.ip[snare]["loc"] == ids["y"]
    end_turn(s, draws=0)
    assert s.active == B and not s.ip[ids["y"]]["w"]
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.active == B and snare not in s.ip and s.ip[ids["y"]]["w"]

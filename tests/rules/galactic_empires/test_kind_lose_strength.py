"""The action `lose_strength` (issue 25): cards in play lose strength for good ("Lost strength is not
restored"): the loss stays when the card that caused it leaves play, and a card brought to strength
0 is discarded (v2.1 "HOW LONG CARDS REMAIN IN PLAY"). Serves O4 Illness - Space Deterioration."""
from __future__ import annotations

from .helpers import end_turn, mk
from .test_effects_cards import A, CRUISER, duel
from .test_effects_more_expansions import in_discard

ROT = mk("O3", "Test Rot")
CHIEF = mk("C3", "Test Chief")

BODY = '''
[[trigger]]
effect = "when"
on = "turn_start"
whose = "controller"
do = [{ effect = "lose_strength", to = "host", amount = 2 }]
'''


def test_the_loss_stays_and_zero_strength_discards(script) -> None:
    script(ROT, BODY)
    s, ids = duel(mine=[("u", CRUISER, None), ("c", CHIEF, "u"), ("r", ROT, "c")])
    end_turn(s, draws=0)
    end_turn(s, draws=0)
    assert s.active == A and s._strength(ids["c"]) == 1
    s._remove(ids["r"])  # the card that caused it leaves play
    assert ids["r"] not in s.ip and s._strength(ids["c"]) == 1  # not restored
    s, ids = duel(mine=[("u", CRUISER, None), ("c", CHIEF, "u"), ("r", ROT, "c")])
    for _ in range(2):
        end_turn(s, draws=0)
        end_turn(s, draws=0)
    assert ids["c"] not in s.ip and in_discard(s, ids["c"]) and in_discard(s, ids["r"])  # 3 - 2 - 2: discarded

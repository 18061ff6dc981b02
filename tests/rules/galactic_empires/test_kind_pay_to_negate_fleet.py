"""`pay_to_negate` on a card played against a fleet (issue 25): on no card, it is that fleet's
player who may apply the points in his Allocation Phase to discard it ("Removed by the allocation
of energy points equal to its strength")."""
from __future__ import annotations

from .helpers import act, end_turn, mk
from .test_effects_cards import A, B, duel, hand_card, play

SMOG = mk("O2", "Test Smog")
SCRIPT = '''
[[play]]
effect = "fleet_card"

[[lasts]]
effect = "pay_to_negate"
cost = { energy = 2 }
'''


def test_the_fleets_player_may_pay_to_discard_a_card_played_against_his_fleet(script) -> None:
    script(SMOG, SCRIPT)
    s, _ = duel(theirs=[("t", mk("T5", "Test Power", gen_energy=3), None)], hand=[SMOG])
    smog = hand_card(s, SMOG["key"])
    play(s, SMOG["key"], on=-1 - B)  # against B's fleet
    assert smog in s.ip and s.ip[smog]["c"] == A and s.ip[smog]["vs"] == B  # its player's, against B's fleet
    assert not [a for a in s.legal_actions(A) if a["type"] == "pay_negate"]  # never its player's to pay
    end_turn(s, draws=0)
    assert [a for a in s.legal_actions(B) if a["type"] == "pay_negate"] == [{"player": B, "type": "pay_negate", "card": smog}]
    act(s, "pay_negate", card=smog)
    assert smog not in s.ip and smog in s.discard[s._dk(A)]

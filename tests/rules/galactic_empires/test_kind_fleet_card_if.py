"""The play kind `fleet_card`'s `if` (issue 25): a card played against an opponent fleet is offered only
against a fleet for which the condition holds, that fleet's player read as `target_owner` ("May not be
played against a fleet with an engaged police ship"). Serves O5 Pirate Activity."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import A, B, duel, hand_card

RAID = mk("O2", "Test Raid")
COP = mk("S3", "Test Patrol", tags=["PropPolice"])
SCRIPT = '''
[[play]]
effect = "fleet_card"
if = { not = { exists = { player = "target_owner", types = "S", tags = ["PropPolice"], engaged = true } } }
'''


def _fleets(s) -> set:
    skip_to(s, "play_a")
    c = hand_card(s, RAID["key"])
    return {-1 - a["on"] for a in s.legal_actions(A) if a["type"] == "play" and a["card"] == c}  # on: -1 - seat


def test_a_fleet_card_is_offered_only_against_a_fleet_the_condition_allows(script) -> None:
    script(RAID, SCRIPT)
    s, _ = duel(hand=[RAID])
    assert _fleets(s) == {B}
    s, ids = duel(theirs=[("cop", COP, None)], hand=[RAID])
    assert s.ip[ids["cop"]]["e"]
    assert _fleets(s) == set()  # an engaged police ship in that fleet
    s, ids = duel(theirs=[("cop", COP, None)], hand=[RAID])
    s.ip[ids["cop"]]["e"] = False
    assert _fleets(s) == {B}  # a disengaged one does not stop it
    s, ids = duel(mine=[("cop", COP, None)], hand=[RAID])
    assert _fleets(s) == {B}  # an own police ship does not either

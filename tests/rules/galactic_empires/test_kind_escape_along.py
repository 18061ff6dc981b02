"""The escape replacement's `along` (issue 25): the escape card goes with the crew it saved to the
location its player picks and stays in play there, able to save crew again from that unit ("Crew
card and corvette are placed at another location immediately. - Corvette may be reused
continuously"); without it the card is discarded after use (E1 Escape Pod). Serves E9 Personal
Corvette."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import act, mk
from .test_effects_cards import A, B, CREW, CRUISER, duel
from .test_effects_more_expansions import in_discard

POD = mk("E2", "Test Pod")

BODY = '''
[[play]]
effect = "equip"
where = "own_unit"

[[replacement]]
effect = "escape"
count = 1
along = true
'''


@pytest.mark.parametrize("along", [True, False])
def test_the_escape_card_goes_with_the_crew_and_saves_again(script, along) -> None:
    script(POD, BODY if along else BODY.replace("along = true", "along = false"))
    s, ids = duel(mine=[("u", CRUISER, None), ("v", CRUISER, None), ("w", CRUISER, None), ("pod", POD, "u"), ("c", CREW, "u")])
    Position(s).destroy(ids["u"], B)
    act(s, "use", card=ids["c"])
    act(s, "use", card=ids["v"])  # where: his pick
    assert s.ip[ids["c"]]["loc"] == ids["v"] and not s.pending
    if not along:
        assert ids["pod"] not in s.ip and in_discard(s, ids["pod"])
        return
    assert s.ip[ids["pod"]]["loc"] == ids["v"]
    Position(s).destroy(ids["v"], B)
    assert s.current_players() == [A] and s.pending[-1]["why"] == "escape"  # offered again
    act(s, "use", card=ids["c"])
    assert s.ip[ids["c"]]["loc"] == ids["w"] and s.ip[ids["pod"]]["loc"] == ids["w"]

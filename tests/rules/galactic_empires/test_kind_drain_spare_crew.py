"""The drain's `spare_crew` (issue 25): a drain takes none of the points crew cards make (H5 EM Burst:
"Prevents all research point generation except from crew cards"); a drain of a few points leaves the
fleet at least what its crew cards make. Synthetic cards through the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import B, duel, play

BLACKOUT = mk("H4", "Test Blackout")
BROWNOUT = mk("H4", "Test Brownout")
TOTAL = mk("H4", "Test Total Blackout")
STUDY = mk("T5", "Test Study World", gen_research=3)
SCHOLAR = mk("C3", "Test Scholar", gen_research=2)
DRONE = mk("S4", "Test Survey Drone", gen_research=1)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    fleet = '[[play]]\neffect = "fleet_card"\n[[lasts]]\neffect = "duration"\nturns = 1\n'
    script(BLACKOUT, fleet + '[[static]]\neffect = "drain"\npoints = { research = 99 }\nspare_crew = true\n')
    script(BROWNOUT, fleet + '[[static]]\neffect = "drain"\npoints = { research = 1 }\nspare_crew = true\n')
    script(TOTAL, fleet + '[[static]]\neffect = "drain"\npoints = { research = 99 }\n')


@pytest.mark.parametrize("card, left", [(BLACKOUT, 2), (BROWNOUT, 3 + 2 + 1 - 1), (TOTAL, 0)])
def test_crew_cards_points_are_not_drained(card, left: int) -> None:
    s, ids = duel(theirs=[("t", STUDY, None), ("d", DRONE, None), ("c", SCHOLAR, "d")], hand=[card])
    play(s, card["key"], on=-1 - B)
    end_turn(s, draws=0)
    assert Position(s).produced(B)["research"] == left


def test_a_large_drain_leaves_the_crew_cards_points_only() -> None:
    s, ids = duel(theirs=[("t", STUDY, None), ("d", DRONE, None), ("c", SCHOLAR, "d"), ("c2", SCHOLAR, "d")],
                  hand=[BLACKOUT])
    play(s, BLACKOUT["key"], on=-1 - B)
    end_turn(s, draws=0)
    assert Position(s).produced(B)["research"] == 2 + 2

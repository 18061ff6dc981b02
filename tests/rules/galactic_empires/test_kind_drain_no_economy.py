"""The drain's `no_economy` (issue 25): while a drain acts on a fleet, its player may not use economy
points as the drained kinds either (O6 Labor Strikes: "Nor may economy points be used as ammunition on
that turn"; v2.1 "ECONOMY": otherwise economy may be used as any point type). Synthetic cards through
the real loader."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import A, B, duel, play

STRIKE = mk("O4", "Test Supply Strike")
WALKOUT = mk("O4", "Test Walkout")
LONG_STRIKE = mk("O4", "Test Long Strike")
MARKET = mk("T9", "Test Market", gen_economy=4, gen_supply=1)
HAULER = mk("S5", "Test Hauler", cost_supply=2, heavy_weapons=1)


@pytest.fixture(autouse=True)
def scripts(script) -> None:
    fleet = '[[play]]\neffect = "fleet_card"\n[[lasts]]\neffect = "duration"\nturns = 1\n'
    script(STRIKE, fleet + '[[static]]\neffect = "drain"\npoints = { supply = 1 }\nno_economy = true\n')
    script(LONG_STRIKE, fleet.replace("turns = 1", "turns = 3") + '[[static]]\neffect = "drain"\npoints = { supply = 1 }\nno_economy = true\n')
    script(WALKOUT, fleet + '[[static]]\neffect = "drain"\npoints = { supply = 1 }\n')


def _engages(s, seat: int, unit: int) -> bool:
    return {"player": seat, "type": "engage", "card": unit} in s.legal_actions(seat)


@pytest.mark.parametrize("card, barred", [(STRIKE, True), (WALKOUT, False)])
def test_economy_may_not_stand_for_a_drained_kind(card, barred: bool) -> None:
    s, ids = duel(theirs=[("t", MARKET, None), ("h", HAULER, None)], hand=[card])
    s.ip[ids["h"]]["w"] = False
    play(s, card["key"], on=-1 - B)
    end_turn(s, draws=0)
    s.ip[ids["h"]]["w"] = False
    s.ip[ids["h"]]["paid"] = False
    Position(s).changed()
    assert s.pool["supply"] == 0 and s.pool["economy"] == 4  # the drain took the terrain's supply point
    assert _engages(s, B, ids["h"]) == (not barred)  # two supply points: only from economy
    # Other kinds are not barred: economy still arms the heavy weapon... once the hauler is engaged.
    s.ip[ids["h"]]["w"] = True
    Position(s).changed()
    assert {"player": B, "type": "arm", "card": ids["h"]} in s.legal_actions(B)


def test_the_bar_holds_for_the_struck_fleet_alone() -> None:
    s, ids = duel(mine=[("t", MARKET, None), ("h", HAULER, None)], theirs=[("u", MARKET, None)], hand=[LONG_STRIKE])
    play(s, LONG_STRIKE["key"], on=-1 - B)
    strike = next(c for c in s.ip if s.ci[c].key == LONG_STRIKE["key"])
    end_turn(s, draws=0)
    end_turn(s, draws=0)  # A's turn: the strike, still in play, is against B
    assert strike in s.ip
    s.ip[ids["h"]]["w"] = False
    s.ip[ids["h"]]["paid"] = False
    Position(s).changed()
    assert _engages(s, A, ids["h"])

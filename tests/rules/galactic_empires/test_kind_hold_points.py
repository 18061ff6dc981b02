"""The `hold_points` static kind (issue 26): "When engaged, this base can hold unused supply points for
use on the following turn. If supply points are not used on the following turn, they are lost." As
its player's Allocation Phase ends, the points of that kind left unused are held on the card, at most
those made this turn (held points are spent first; those left unspent are lost), and join his points
in his next Allocation Phase."""
from __future__ import annotations

from .helpers import end_turn, mk, skip_to
from .test_effects_cards import A, duel

DEPOT = mk("B3", "Test Depot")
COSTLY = mk("B3", "Test Costly Depot", cost_energy=9)
FIELDS = mk("T5", "Test Fields", gen_supply=3)
HOLD = '[[static]]\neffect = "hold_points"\nkind = "supply"\n'


def _next_own_allocation(s) -> None:
    end_turn(s, draws=0)  # A's turn
    end_turn(s, draws=0)  # B's turn: A's next Allocation Phase


def test_unused_points_are_held_for_the_next_turn_then_lost(script) -> None:
    script(DEPOT, HOLD)
    s, ids = duel(mine=[("f", FIELDS, None), ("d", DEPOT, None)])
    assert s.pool["supply"] == 3
    skip_to(s, "play_a")  # the Allocation Phase ends: 3 supply unused
    assert s.ip[ids["d"]]["held:supply"] == 3
    _next_own_allocation(s)
    assert s.phase == "alloc" and s.pool["supply"] == 3 + 3
    s.pool["supply"] -= 2  # 2 spent: 1 of the 3 held points left unspent is lost
    skip_to(s, "play_a")
    assert s.ip[ids["d"]]["held:supply"] == 3  # the 3 made this turn, unused
    _next_own_allocation(s)
    assert s.pool["supply"] == 6
    s.pool["supply"] -= 5
    skip_to(s, "play_a")
    assert s.ip[ids["d"]]["held:supply"] == 1


def test_engaged_a_disengaged_card_holds_nothing_and_max_caps_it(script) -> None:
    script(COSTLY, HOLD + "engaged = true\n")
    s, ids = duel(mine=[("f", FIELDS, None), ("d", COSTLY, None)])
    skip_to(s, "play_a")  # its 9 energy not paid: disengaged
    assert not s.ip[ids["d"]]["e"] and s.ip[ids["d"]]["held:supply"] == 0
    script(DEPOT, HOLD + "max = 2\n")
    s, ids = duel(mine=[("f", FIELDS, None), ("d", DEPOT, None)])
    skip_to(s, "play_a")
    assert s.ip[ids["d"]]["held:supply"] == 2
    _next_own_allocation(s)
    assert s.pool["supply"] == 3 + 2
